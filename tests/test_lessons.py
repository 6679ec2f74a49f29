"""The school's practice positions: each is what the hint says it is, every technique has some,
``python -m game lessons`` and ``hint --moves`` print them, and bad data is refused by line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from game.engine.backend import backends
from game.engine.formats import parse_line
from game.engine.lessons import LessonFormatError, Lesson, lesson_deduction, moves_to, parse_lessons, split_moves
from game.engine.logic import ladder
from game.lessondata import all_lessons, lessons, positions

REPO = Path(__file__).resolve().parents[1]
MIN_POSITIONS = 3


def the_hint_names(lesson: Lesson) -> str:
    """The technique ``python -m game hint LINE --moves MOVES`` gives for this lesson, through the CLI's code."""
    lines = cli.hint_lines(parse_line(lesson.line), lesson.moves)
    score = next(t.score for t in ladder(lesson.kind) if t.abbr == lesson.abbr)
    if score == 0:   # a zero-score technique: the first step the hint plays itself
        first = lines[0].split()
        return first[1].rstrip(":") if first[0] == "auto" else ""
    top = next(line for line in lines if line.startswith("hint "))
    return top.split()[1]


@pytest.mark.parametrize("kind", [b.name for b in backends()])
def test_every_lesson_is_what_the_hint_gives(kind):
    found = lessons(kind)
    assert found, f"no lessons for {kind}"
    wrong = [(x.abbr, the_hint_names(x), x.line) for x in found if the_hint_names(x) != x.abbr]
    assert not wrong


@pytest.mark.parametrize("kind", [b.name for b in backends()])
def test_every_technique_has_positions(kind):
    short = {t.abbr: len(positions(kind, t.abbr)) for t in ladder(kind)
             if len(positions(kind, t.abbr)) < MIN_POSITIONS}
    assert not short, (
        f"{kind}: {short} -- run 'python -m game make-lessons {kind}' after changing its ladder")


def test_lesson_deduction_matches_engine_hint():
    x = positions("suguru", "HS")[0]
    d = lesson_deduction(x.state(), "HS")
    assert d is not None and d.technique == "HS"


def test_moves_reach_the_position():
    from game.engine.lessons import harvest

    p = parse_line(positions("sudoku", "LC")[0].line)
    for _, cands in list(harvest(p))[:40:7]:
        from game.engine.lessons import lesson_state
        from game.engine.logic import apply_zero
        from game.engine.state import Position

        state = lesson_state(p, moves_to(p, cands))
        tidy = Position(p, list(state.cands))
        for step in apply_zero(tidy):
            for c, dg in step.eliminations:
                tidy.cands[c] &= ~(1 << dg)
        assert tidy.cands == cands or state.cands == cands


@pytest.mark.parametrize("text, words", [
    ("suguru\tHS\tsuguru 2x2 .... 0000", ["line 1", "4 tab-separated"]),
    ("suguru\tZZ\tsuguru 2x2 .... 0000\t", ["line 1", "no technique 'ZZ'"]),
    ("suguru\tHS\tsuguru 2x2 9... 0000\t", ["line 1", "bad puzzle line"]),
    ("# a comment\n\nsuguru\tHS\tsuguru 2x2 .... 0000\tdel 99 1", ["line 3", "bad moves", "cell 99"]),
    ("suguru\tHS\tsuguru 2x2 .... 0000\tfly 1 2", ["line 1", "bad moves", "unknown move"]),
    ("ripple\tHS\tsuguru 2x2 .... 0000\t", ["line 1", "kind 'ripple'"]),
])
def test_bad_lines_are_refused_by_line(text, words):
    abbrs = [t.abbr for t in ladder("suguru")]
    with pytest.raises(LessonFormatError) as e:
        parse_lessons(text, "suguru.tsv", "suguru", abbrs)
    for w in ["suguru.tsv", *words]:
        assert w in str(e.value)


def test_good_line_reads_back():
    x = positions("ripple", "NP")[0]
    again = parse_lessons(x.text(), "t", "ripple", [t.abbr for t in ladder("ripple")])
    assert again == [x]
    assert split_moves(" set 1 2 ;; del 3 4 ") == ("set 1 2", "del 3 4")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, capture_output=True, timeout=300)


def test_cli_lessons_prints_every_position():
    proc = run("lessons")
    assert proc.returncode == 0, proc.stderr.decode()
    rows = proc.stdout.decode().splitlines()
    assert rows == [x.text() for x in all_lessons()]
    assert all(len(r.split("\t")) == 4 for r in rows)


def test_cli_hint_with_moves_gives_the_lesson():
    x = next(x for x in positions("sudoku", "XW"))
    proc = run("hint", x.line, "--moves", ";".join(x.moves))
    assert proc.returncode == 0, proc.stderr.decode()
    assert any(line.startswith("hint XW X-Wing") for line in proc.stdout.decode().splitlines())


def test_cli_hint_bad_moves_say_so():
    proc = run("hint", "suguru 2x2 .... 0000", "--moves", "del 99 1")
    assert proc.returncode == 1
    assert proc.stdout.decode().startswith("error: ") and "99" in proc.stdout.decode()
    assert b"Traceback" not in proc.stderr
