"""Parser fuzz: every text the game reads from a person or a file -- puzzle lines, puzz.link URLs,
the command line (``--moves`` and the rest), settings, saves and records -- gives a result or one
clear line of the game's own errors, never a traceback, and ends.  Puzzles that parse go through
the engine (solve, hint, count solutions, rate, the opening note), whose work must be bounded.

Hypothesis draws from seeded generators of near-valid inputs (harness.py) and from raw unicode
text; it runs derandomized with a bounded number of examples.  Each test records every failure
with a reproducer and asserts on the figures at the end (``bench/stress.py`` runs many more)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import harness
from harness import Figures



def fuzz(examples: int) -> settings:
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=list(HealthCheck))


SEEDS = st.integers(0, 2 ** 32 - 1)
RAW = st.text(st.characters(codec="utf-8") | st.sampled_from([c for c in harness.WEIRD if len(c) == 1]), max_size=200)


def finish(fig: Figures) -> None:
    fig.done()
    print("\n" + fig.report())
    assert not fig.failures, fig.report(limit=20)


def test_puzzle_lines_and_urls():
    fig = Figures("parser fuzz: puzzle lines and URLs")
    for text in harness.special_texts():
        harness.check_text(fig, text)

    @fuzz(300)
    @given(SEEDS)
    def seeded(seed):
        harness.fuzz_texts(fig, seed, engine_cells=100)

    @fuzz(100)
    @given(RAW)
    def raw(text):
        harness.check_text(fig, text)

    seeded()
    raw()
    finish(fig)


def test_command_line_and_moves(corpus):
    from game.engine.formats import parse_line

    fig = Figures("parser fuzz: command line and --moves")
    puzzle = parse_line(corpus("suguru")[0].line)

    @fuzz(300)
    @given(SEEDS)
    def seeded(seed):
        harness.fuzz_options(fig, seed, puzzle)

    @fuzz(100)
    @given(st.sampled_from(harness.OPTION_FLAGS), RAW)
    def raw(flag, text):
        harness.check_argv(fig, [flag, text])

    seeded()
    raw()
    finish(fig)


def test_settings_saves_and_records_files(tmp_path, corpus):
    fig = Figures("parser fuzz: settings, save and records files")
    lines = [corpus("suguru")[0].line, corpus("ripple")[0].line, corpus("sudoku")[0].line]

    @fuzz(300)
    @given(SEEDS)
    def seeded(seed):
        harness.fuzz_files(fig, tmp_path, seed, lines)

    @fuzz(60)
    @given(st.sampled_from(("settings", "save", "records")), st.binary(max_size=300))
    def raw(which, data):
        harness.check_file(fig, tmp_path, which, data)

    seeded()
    raw()
    finish(fig)


# What the fuzz found, kept as plain cases: each raised a traceback or echoed a megabyte before its fix.
FOUND = [
    ["--size", "²x1"], ["--watch", "²"], ["--select", "²"], ["--puzzle", "suguru:²"],
    ["--watch", "9" * 5000], ["--select", "9" * 5000], ["--puzzle", "suguru:" + "9" * 5000],
    ["--screenshot", "9" * 5000], ["--bogus", "9" * 5000], ["--moves", "set " + "9" * 5000 + " 1"],
    ["--puzzle", "https://puzz.link/p?suguru/" + "1" * 5000 + "/1/0"], ["--screenshot", "/no\nsuch/x.png"],
    ["--bogus", "a\nb"], ["--screenshot", "é" * 300 + "/x.png"],
]


def test_found_by_fuzz_each_gives_one_short_line():
    from game.app import OptionError, parse_options

    for argv in FOUND:
        try:
            parse_options(argv)
        except OptionError as e:
            assert harness.unclear(e) is None, (argv[0], harness.unclear(e))
        else:
            raise AssertionError(f"{argv[0]} {harness.describe(argv[1], 30)} was accepted")


@pytest.mark.parametrize("name", list(harness.heavy_lines()))
def test_heavy_puzzles_end_or_give_up_clearly(name):
    """Many solutions, none, big grids: solve, hint, count, rate and opening each end or say they gave up."""
    from game.engine.formats import parse_line

    fig = Figures(f"engine on a heavy puzzle: {name}")
    line = harness.heavy_lines()[name]
    puzzle = harness.attempt(fig, f"parse_line({name})", parse_line, line)
    if puzzle is not None:
        harness.engine_checks(fig, puzzle, name)
    finish(fig)
