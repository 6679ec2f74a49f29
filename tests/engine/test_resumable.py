"""A solve that goes on from where it stopped after a clue (logic.Resumable) ends where a fresh solve ends.

The sudoku generator's clue-adding phase resumes instead of solving from the givens after every
clue; that is only right because the ladder's end does not depend on the order of its deductions.
These tests check that, clue by clue, on every board shape the generator makes, and that the
phase picks exactly the clues the solve-every-time version picks.
"""

from __future__ import annotations

import random

import pytest

from game.engine import exact, logic
from game.engine.kinds.sudoku.gen import SudokuRequest, add_clues, add_clues_plain, sudoku_base
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.engine.puzzle import bit
from game.engine.state import Position

REQUESTS = [SudokuRequest(4), SudokuRequest(6, (3, 2)), SudokuRequest(8, (4, 2)), SudokuRequest(9),
            SudokuRequest(9, jigsaw=True), SudokuRequest(6, jigsaw=True)]


def grids(req: SudokuRequest, count: int):
    for seed in range(count):
        rng = random.Random(seed)
        base = sudoku_base(req, rng)
        solution = exact.random_fill(base, rng, 50 * base.ncells)
        if solution is not None:
            yield base, solution, rng


@pytest.mark.parametrize("req", REQUESTS, ids=SudokuRequest.label)
def test_each_clue_ends_where_a_fresh_solve_ends(req: SudokuRequest) -> None:
    checked = 0
    for base, solution, rng in grids(req, 6):
        solver = logic.Resumable(base, GENERATOR_LADDER)
        givens = [0] * base.ncells
        while True:
            solved = solver.run()
            fresh = logic.solve(Position(base, [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)]),
                                ladder=GENERATOR_LADDER)
            assert (solved, solver.cands) == (fresh.solved, list(fresh.cands))
            checked += 1
            if solved:
                break
            open_cells = [c for c, m in enumerate(solver.cands) if m & (m - 1)]
            cell = open_cells[rng.randrange(len(open_cells))]
            givens[cell] = solution[cell]
            solver.give(cell, solution[cell])
    assert checked > 10


@pytest.mark.parametrize("req", REQUESTS, ids=SudokuRequest.label)
def test_add_clues_picks_the_clues_solving_every_time_picks(req: SudokuRequest) -> None:
    for base, solution, rng in grids(req, 8):
        state = rng.getstate()
        got = add_clues(base, solution, rng)
        rng.setstate(state)
        assert got == add_clues_plain(base, solution, rng)
        assert logic.solve(base.with_givens(got), ladder=GENERATOR_LADDER).solved
