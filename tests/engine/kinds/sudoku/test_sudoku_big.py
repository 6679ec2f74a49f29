"""16x16 sudoku (4x4 boxes) as New puzzle makes them: unique, finished by the ladder, in the band.

A 16x16 board's exact searches now and then outrun an analysis's default budget: the
generator's optional count during clue removal then leaves the trial to the ladder, and its
final uniqueness search has a budget of its own.
"""

from __future__ import annotations

import random

import pytest

from game.engine import exact, logic, trials
from game.engine.backend import Params, backend
from game.engine.budget import Budget
from game.engine.errors import GaveUp
from game.engine.fresh import distance, fresh
from game.engine.generator import GenerationError
from game.engine.kinds.sudoku import gen
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER

BIG = Params(16, 16, box=(4, 4))


def test_new_puzzle_offers_4x4_boxes_with_measured_bands() -> None:
    kind = backend("sudoku")
    assert BIG in kind.sizes and BIG in kind.bands
    lo, hi = kind.band(BIG, "Medium")
    assert lo is not None and hi is not None and 0 < lo <= hi


def test_a_fresh_16x16_is_unique_and_the_ladder_finishes_it() -> None:
    got = fresh("sudoku", BIG, "Medium", seed="test-big-sudoku")
    p = got.generated.puzzle
    assert got.in_band and distance(got.generated.score, got.band) == 0
    assert (p.width, p.height) == (16, 16)
    r = logic.solve(p, ladder=NO_GUESS_LADDER)
    assert r.solved and r.score == got.generated.score > 0
    assert exact.count_solutions(p, 2, budget=Budget(gen.CHECK_WORK))[0] == 1


def test_the_16x16_whose_count_once_gave_up_is_made() -> None:
    """Seed 0's clue removal hit a count the default budget could not finish: it raised GaveUp."""
    got = gen.generate_sudoku(16, seed=0, box=(4, 4), max_tries=3)
    p = got.puzzle
    assert got.score == 406
    assert sum(1 for g in p.givens if g) == 91
    assert logic.solve(p, ladder=NO_GUESS_LADDER).solved
    assert exact.count_solutions(p, 2, budget=Budget(gen.CHECK_WORK))[0] == 1


def _removed(seed: int) -> list[int]:
    rng = random.Random(seed)
    base = gen.sudoku_base(gen.SudokuRequest(9, (3, 3)), rng)
    solution = exact.random_fill(base, rng, 10_000)
    assert solution is not None
    return gen.remove_clues(base, gen.add_clues(base, solution, rng), rng, None)


def test_a_count_out_of_budget_leaves_the_trial_to_the_ladder(monkeypatch: pytest.MonkeyPatch) -> None:
    """The count only saves time: every count giving up changes no clue removed."""
    want = [_removed(seed) for seed in range(3)]
    calls = []

    def gives_up(*args: object, **kwargs: object) -> bool:
        calls.append(args)
        raise GaveUp("too hard to analyse: gave up after 1 search nodes")

    monkeypatch.setattr(trials.exact, "has_solution", gives_up)
    assert [_removed(seed) for seed in range(3)] == want
    assert calls  # the count was asked, and gave up


def test_a_final_search_out_of_budget_rejects_the_attempt(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a GaveUp escaping the generator: the attempt is thrown away and the next one tried."""
    def gives_up(*args: object, **kwargs: object) -> tuple[int, None]:
        raise GaveUp("too hard to analyse: gave up after 1 search nodes")

    monkeypatch.setattr(gen.exact, "count_solutions", gives_up)
    with pytest.raises(GenerationError):
        gen.generate_sudoku(9, seed=1, box=(3, 3), max_tries=2)
