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
from game.engine.trials import Remover
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


@pytest.mark.parametrize("req", [SudokuRequest(9), SudokuRequest(6, (3, 2))], ids=SudokuRequest.label)
def test_one_judge_for_the_cap_check_the_trials_and_the_score(req: SudokuRequest) -> None:
    """What the generator's attempt asks of its one judge: whether the added clues solve within the cap,
    then the trials, then the finished puzzle's solve (score and counts), each as logic.solve answers."""
    outcomes = set()
    for base, solution, rng in grids(req, 4):
        added = add_clues(base, solution, rng)
        given = Position(base, [bit(g) if g else m for g, m in zip(added, base.initial_candidates)])
        full = logic.solve(given, ladder=GENERATOR_LADDER)
        for cap in (None, full.score, full.score - 1, full.score // 2):
            judge = Remover(base, ladder=GENERATOR_LADDER, max_score=cap, tally=True)
            ok = judge.solves(given)
            assert ok == logic.solve(given, ladder=GENERATOR_LADDER, max_score=cap).solved
            outcomes.add(ok)
            seed = rng.random()
            start = added if ok else list(solution)
            kept = remove_clues(base, start, random.Random(seed), cap, judge)
            assert kept == remove_by_solving(base, start, random.Random(seed), cap)
            puzzle = base.with_givens(kept).with_solution(solution)
            got, want = judge.solved(puzzle), logic.solve(puzzle, ladder=GENERATOR_LADDER)
            assert (got.solved, got.score, got.counts) == (want.solved, want.score, want.counts)
    assert outcomes == {True, False}
