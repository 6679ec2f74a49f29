"""The built-in Sujiko set (levels/sujiko.txt) and the commands that make and list it.

Every puzzle is checked for what the generator promises: one solution (by the
3x3 table), solvable by the Sujiko ladder, two clues at most, and the file in
(score, line) order.  The file is pinned by sha256 because puzzle k must stay
puzzle k: regenerating it is a deliberate change that also updates the pin.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest
from test_levels import run_cli

from game import cli_gen
from game.engine import backtrack, exact, logic
from game.engine.formats import parse_line

REPO = Path(__file__).resolve().parents[1]
LEVELS = REPO / "levels" / "sujiko.txt"
PINNED_SHA256 = "31edd85c3a53c5b01bcb1146cd55e867a713946235d918a7eee183b72d23264c"
LEVELS4 = REPO / "levels" / "sujiko4.txt"
PINNED4_SHA256 = "2b3c6840ad1bb9e1478aaf865bda9868378674c006d6954dada015ad56f3492f"


def level_lines(path: Path = LEVELS) -> list[str]:
    return [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]


@pytest.mark.parametrize("path, pin", [(LEVELS, PINNED_SHA256), (LEVELS4, PINNED4_SHA256)], ids=["3x3", "4x4"])
def test_files_are_pinned(path: Path, pin: str):
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert digest == pin, (
        f"levels/{path.name} changed. Puzzle numbers are forever: if it was regenerated on purpose, "
        f"pin the new sha256 {digest} here and say so in the commit")


def test_file_has_a_header_and_1000_distinct_3x3_puzzles():
    text = LEVELS.read_text(encoding="utf-8")
    assert text.startswith("# ") and "make-levels --seed" in text
    lines = level_lines()
    assert len(lines) == 1000 and len(set(lines)) == 1000
    assert all(ln.startswith("sujiko 3x3 ") for ln in lines)


def test_every_puzzle_is_unique_logical_and_sorted():
    keys = []
    clues: Counter[int] = Counter()
    for k, line in enumerate(level_lines()):
        p = parse_line(line)
        n, solution = exact.count_solutions(p, 2)
        assert n == 1, f"puzzle {k} is not unique"
        r = logic.solve(p)
        assert r.solved, f"puzzle {k} is not solvable by the sujiko techniques"
        assert tuple(m.bit_length() - 1 for m in r.cands) == solution
        keys.append((r.score, line))
        clues[sum(1 for g in p.givens if g)] += 1
    assert keys == sorted(keys), "the file is not sorted by (score, line)"
    # The newspapers' two kinds (two clues "hard", one clue "extreme") and a few clueless ones.
    assert set(clues) == {0, 1, 2} and clues[1] >= 200 and clues[2] >= 200, clues
    scores = [s for s, _ in keys]
    assert scores[-1] >= 3 * scores[len(scores) // 2] or scores[-1] - scores[0] >= 150, "no spread"


def test_the_4x4_set_is_unique_logical_and_sorted():
    lines = level_lines(LEVELS4)
    assert len(lines) == 100 and len(set(lines)) == 100
    keys = []
    for k, line in enumerate(lines):
        p = parse_line(line)
        assert (p.width, p.height, len(p.sums)) == (4, 4, 9)
        n, solution = exact.count_solutions(p, 2)
        assert n == 1, f"4x4 puzzle {k} is not unique"
        r = logic.solve(p)
        assert r.solved and tuple(m.bit_length() - 1 for m in r.cands) == solution, f"4x4 puzzle {k}"
        keys.append((r.score, line))
    assert keys == sorted(keys)


def test_the_easy_end_has_two_clues_and_the_hard_end_fewer():
    lines = level_lines()

    def clues(line: str) -> int:
        return sum(1 for g in parse_line(line).givens if g)

    assert sum(clues(ln) for ln in lines[:100]) / 100 > sum(clues(ln) for ln in lines[-100:]) / 100


def test_loader_gives_puzzle_k_as_line_k(monkeypatch: pytest.MonkeyPatch):
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    loaded = levels.load_levels("sujiko")
    assert [p.line() for p in loaded] == [parse_line(ln).line() for ln in level_lines()]
    assert levels.level("sujiko", 999) == parse_line(level_lines()[999])
    levels.load_levels.cache_clear()


def test_the_textbook_trace_solves_a_built_in_puzzle():
    p = parse_line(level_lines()[0])
    r = backtrack.run(p)
    assert r.solved and r.values == exact.solve(p) and r.steps > 0


def test_levels_command_lists_the_sujiko_set(monkeypatch: pytest.MonkeyPatch):
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    code, out = run_cli("levels", "sujiko")
    rows = out.splitlines()
    assert code == 0 and len(rows) == 1000
    index, score, line = rows[5].split(" ", 2)
    assert index == "5" and int(score) == logic.solve(parse_line(line)).score
    levels.load_levels.cache_clear()


def test_generate_command_makes_sujiko_of_both_sizes():
    code, out = run_cli("generate", "sujiko", "--count", "2", "--seed", "cli", "--jobs", "1")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2 and all(ln.startswith("sujiko 3x3 ") for ln in lines)
    assert run_cli("generate", "sujiko", "--count", "2", "--seed", "cli", "--jobs", "1")[1] == out
    code, out = run_cli("generate", "sujiko", "--size", "4x4", "--seed", "cli", "--jobs", "1")
    assert code == 0 and out.startswith("sujiko 4x4 ")
    assert exact.count_solutions(parse_line(out.strip()), 2)[0] == 1


def test_generate_command_refuses_other_sujiko_sizes(capsys: pytest.CaptureFixture[str]):
    assert cli_gen.main(["generate", "sujiko", "--size", "5x5"]) == 2
    assert "3x3 and 4x4" in capsys.readouterr().err
