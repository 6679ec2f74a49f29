"""The clue removal's swap test (:mod:`game.engine.kinds.sudoku.swaps`): what it finds is a second
solution, it finds many, and the judge asking it first keeps exactly the clues it kept without it."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.engine import exact
from game.engine.kinds.sudoku.gen import SudokuRequest, add_clues, remove_clues
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.engine.kinds.sudoku.swaps import SwapSecond
from game.engine.puzzle import bit
from game.engine.trials import Remover
from tests.engine.kinds.sudoku.test_sudoku_removal import remove_by_solving
from tests.engine.test_resumable import grids

REQUESTS = [SudokuRequest(9), SudokuRequest(9, jigsaw=True), SudokuRequest(6, (3, 2)), SudokuRequest(4, (2, 2))]


@pytest.mark.parametrize("req", REQUESTS, ids=SudokuRequest.label)
def test_a_swap_found_is_a_second_solution(req: SudokuRequest) -> None:
    said = set()
    for base, solution, rng in grids(req, 4):
        swaps = SwapSecond(base, solution)
        for share in (0.25, 0.45, 0.7):
            givens = [d if rng.random() < share else 0 for d in solution]
            for cell in [c for c, g in enumerate(givens) if g]:
                cands = [bit(g) if g and c != cell else m for c, (g, m) in
                         enumerate(zip(givens, base.initial_candidates))]
                found = swaps.found(cands, cell)
                said.add(found)
                if found:
                    other = list(cands)
                    other[cell] &= ~bit(solution[cell])
                    assert exact.has_solution(base, other), (req.label(), givens, cell)
    assert said == {True, False}


@pytest.mark.parametrize("req", REQUESTS[:3], ids=SudokuRequest.label)
def test_the_judge_asking_the_swaps_keeps_what_solving_each_trial_keeps(req: SudokuRequest) -> None:
    turned = 0
    for base, solution, rng in grids(req, 3):
        added = add_clues(base, solution, rng)
        for start, cap in ((added, None), (list(solution), 60)):
            judge = Remover(base, ladder=GENERATOR_LADDER, max_score=cap)
            swaps = SwapSecond(base, solution)

            def second(cands: Sequence[int], cell: int) -> bool:
                nonlocal turned
                found = swaps.found(cands, cell)
                turned += found
                return found

            judge.second = second
            seed = rng.random()
            got = remove_clues(base, start, random.Random(seed), cap, judge)
            assert got == remove_by_solving(base, start, random.Random(seed), cap)
    assert turned > 10
