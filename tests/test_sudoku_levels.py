"""The built-in sudoku sets: levels/sudoku.txt (9x9), levels/jigsaw.txt (9x9), levels/sudoku6.txt (6x6).

Every puzzle is checked for what the generator promises: one solution, and
solvable by the sudoku ladder *without guessing*, by more than naked singles.
The files are sorted by score and pinned by sha256 because puzzle k must stay
puzzle k: regenerating one is a deliberate change that also updates the pin.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from test_levels import level_lines

from game import cli_gen
from game.engine.backend import LevelRecipe, LevelSet, Params
from game.levelmaking import build_levels, level_text
from game.engine import exact, logic
from game.engine.formats import parse_line
from game.engine.kinds.sudoku.boxes import box_geometry
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER
from game.engine.kinds.sudoku.rating import RATINGS, rating

REPO = Path(__file__).resolve().parents[1]

SETS = {  # name: (size, box geometry or None for jigsaw, ratings the set must reach at least)
    "sudoku": (9, (3, 3), 5),
    "jigsaw": (9, None, 4),
    "sudoku6": (6, (3, 2), 4),
}

PINNED_SHA256 = {
    "sudoku": "e4d88faeeefcf6875627195d8b1bbd0c270c27de1bd7cb64e289ff555d064d5c",
    "jigsaw": "78fd84f7f26a990247bbb1fec6f077e32ee45a325b2dfb88e56ee885d2839c04",
    "sudoku6": "f3fe8c15f6b3dfd1199f76464a3b37578c82fc66d9539107b3080ef8b11ebc1d",
}


@pytest.mark.parametrize("name", SETS)
def test_file_is_pinned(name: str) -> None:
    digest = hashlib.sha256((REPO / "levels" / f"{name}.txt").read_bytes()).hexdigest()
    assert digest == PINNED_SHA256[name], (
        f"levels/{name}.txt changed. Puzzle numbers are forever: if it was regenerated on purpose, "
        f"pin the new sha256 {digest} here and say so in the commit")


@pytest.mark.parametrize("name", SETS)
def test_header_and_1000_distinct_puzzles_of_the_right_shape(name: str) -> None:
    n, box, _ = SETS[name]
    text = (REPO / "levels" / f"{name}.txt").read_text(encoding="utf-8")
    header = [ln for ln in text.splitlines() if ln.startswith("#")]
    assert text.startswith("# ") and any("make-levels --seed" in ln for ln in header)
    lines = level_lines(name)
    assert len(lines) == 1000 and len(set(lines)) == 1000
    assert all(ln.startswith(f"sudoku {n}x{n} ") for ln in lines)
    geometries = {box_geometry(parse_line(ln)) for ln in lines}
    assert geometries == {box}
    if box is None:  # jigsaws: every layout its own
        assert len({ln.split()[3] for ln in lines}) > 900


@pytest.mark.parametrize("name", SETS)
def test_every_puzzle_is_unique_logical_without_guessing_and_sorted(name: str) -> None:
    n, _, spread = SETS[name]
    keys = []
    for k, line in enumerate(level_lines(name)):
        p = parse_line(line)
        assert exact.count_solutions(p, 2)[0] == 1, f"{name} puzzle {k} is not unique"
        r = logic.solve(p, ladder=NO_GUESS_LADDER)
        assert r.solved, f"{name} puzzle {k} needs a guess"
        assert r.score > 0, f"{name} puzzle {k} falls to naked singles alone"
        keys.append((r.score, line))
    assert keys == sorted(keys), "the file is not sorted by (score, line)"
    words = {rating(s, n) for s, _ in keys}
    assert len(words) >= spread, f"only {sorted(words, key=RATINGS.index)}"


@pytest.mark.parametrize("name", SETS)
def test_loader_gives_puzzle_k_as_line_k(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    lines = level_lines(name)
    assert [p.line() for p in levels.load_levels(name)] == [parse_line(ln).line() for ln in lines]
    assert levels.level(name, 999) == parse_line(lines[999])
    levels.load_levels.cache_clear()


def test_levels_command_lists_a_sudoku_set(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    assert cli_gen.main(["levels", "sudoku6"]) == 0
    rows = capsys.readouterr().out.splitlines()
    index, score, line = rows[3].split(" ", 2)
    assert len(rows) == 1000 and index == "3" and line == parse_line(level_lines("sudoku6")[3]).line()
    assert int(score) == logic.solve(parse_line(line)).score
    levels.load_levels.cache_clear()


def test_sudoku_recipes_build_reproducibly(monkeypatch: pytest.MonkeyPatch) -> None:
    small = LevelSet("sudoku6", "Sudoku 6x6", "sudoku", Params(6, 6, box=(3, 2)), LevelRecipe(6, 8, (2, 60), 0.25, 20))
    a = build_levels([small], "test-seed", processes=2, progress=False)["sudoku6"]
    b = build_levels([small], "test-seed", processes=1, progress=False)["sudoku6"]
    assert [g.line() for g in a] == [g.line() for g in b] and len(a) == 6
    assert all(box_geometry(g.puzzle) == (3, 2) for g in a)
    text = level_text(small, a, "test-seed")
    assert "# ratings: Easy" in text
