"""The sudoku generator's clue removal (:func:`game.engine.kinds.sudoku.gen.remove_clues`), whose judge
runs each trial's pass from two running ends (:class:`game.engine.passes.Sweep`), keeps exactly the
clues that solving every trial from its givens keeps, with and without a score cap."""

from __future__ import annotations

import random

import pytest

from game.engine import logic
from game.engine.kinds.sudoku.gen import SudokuRequest, add_clues, remove_clues
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from tests.engine.test_resumable import grids


def remove_by_solving(base: Puzzle, givens: list[int], rng: random.Random, cap: int | None) -> list[int]:
    """The removal with every trial solved in full from its givens (the same order of trials)."""
    givens = list(givens)
    order = [c for c in range(base.ncells) if givens[c]]
    rng.shuffle(order)
    for cell in order:
        keep = givens[cell]
        givens[cell] = 0
        pos = Position(base, [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)])
        if not logic.solve(pos, ladder=GENERATOR_LADDER, max_score=cap).solved:
            givens[cell] = keep
    return givens


@pytest.mark.parametrize("req", [SudokuRequest(9), SudokuRequest(9, jigsaw=True), SudokuRequest(6, (3, 2))],
                         ids=SudokuRequest.label)
def test_removal_keeps_what_solving_each_trial_keeps(req: SudokuRequest) -> None:
    taken = 0
    for base, solution, rng in grids(req, 3):
        added = add_clues(base, solution, rng)
        for start, cap in ((added, None), (list(solution), 60), (list(solution), None)):
            seed = rng.random()
            got = remove_clues(base, start, random.Random(seed), cap)
            assert got == remove_by_solving(base, start, random.Random(seed), cap)
            taken += sum(1 for g in start if g) - sum(1 for g in got if g)
    assert taken > 100
