"""The per-layout tables a jigsaw generator builds at every attempt, worked out the cheaper way, hold
what their definitions say, on box boards and jigsaws: the strikes beyond a cell's region (once per
distinct conflicts entry) are :meth:`Rules.neighbour_strikes` of every cell and digit, and the sudoku
crossings (cell by cell) are each house's cells in every other house."""

from __future__ import annotations

import random

import pytest

from game.engine import layout
from game.engine.kinds.sudoku import jigsaw
from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.tables import SudokuTables
from game.engine.puzzle import Puzzle
from game.engine.rules import Rules


def _puzzles() -> list[Puzzle]:
    rng = random.Random(5)
    out = [Puzzle("sudoku", n, n, (0,) * (n * n), jigsaw.jigsaw_regions(n, rng)) for n in (5, 6, 9, 9, 9, 10)]
    out += [Puzzle("sudoku", 9, 9, (0,) * 81, box_labels(9, 3, 3)), Puzzle("sudoku", 6, 6, (0,) * 36, box_labels(6, 3, 2))]
    return out


@pytest.mark.parametrize("puzzle", _puzzles(), ids=lambda p: f"{p.width}x{p.height}")
def test_the_strikes_beyond_the_region_are_the_rules_own(puzzle: Puzzle) -> None:
    assert type(puzzle.rules).neighbour_strikes is Rules.neighbour_strikes  # the path under test
    want = tuple(((),) + tuple(puzzle.rules.neighbour_strikes(puzzle, c, d) for d in range(1, puzzle.max_digit[c] + 1))
                 for c in range(puzzle.ncells))
    got = layout.Tables(puzzle).fn
    assert got == want
    assert any(any(row[1:]) for row in got), "some cell strikes beyond its region"


@pytest.mark.parametrize("puzzle", _puzzles(), ids=lambda p: f"{p.width}x{p.height}")
def test_the_sudoku_crossings_are_the_cells_of_one_house_in_another(puzzle: Puzzle) -> None:
    S = SudokuTables(puzzle)
    want = tuple({k: sum(1 << j for j, c in enumerate(cells) if S.hbits[k] >> c & 1) for k in range(len(S.houses))}
                 for cells in S.houses)
    assert S.crossing == want
    assert all(list(row) == list(range(len(S.houses))) for row in S.crossing), "every house, in order"
