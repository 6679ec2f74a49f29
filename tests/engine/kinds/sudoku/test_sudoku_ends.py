"""The two ends of New puzzle's sudoku sizes: 2x2 boxes (4x4), scored by the depth of its singles because
the ladder finds nothing but naked singles there, and 5x5 boxes (25x25), whose clue removal is bounded."""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine import exact, logic
from game.engine.backend import Params, backend
from game.engine.bands import DIFFICULTIES
from game.engine.budget import DEFAULT_WORK, Budget, for_cells
from game.engine.fresh import fresh
from game.engine.kinds.sudoku import big, gen
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.engine.kinds.sudoku.small import depth_score, singles_rounds

SMALL = Params(4, 4, box=(2, 2))
HUGE = Params(25, 25, box=(5, 5))


def _grid4(seed: int) -> tuple[gen.SudokuRequest, object, tuple[int, ...]]:
    rng = random.Random(seed)
    req = gen.SudokuRequest(4, (2, 2))
    base = gen.sudoku_base(req, rng)
    solution = exact.random_fill(base, rng, 1000)
    assert solution is not None
    return req, base, solution


def test_every_4x4_with_one_solution_falls_to_naked_singles() -> None:
    """Why 4x4 puzzles get their own score: on every 4-clue set of a grid, one solution means NS alone."""
    _req, base, solution = _grid4(5)
    ns_only = tuple(t for t in GENERATOR_LADDER if t.abbr == "NS")
    unique = 0
    for cells in itertools.combinations(range(16), 4):
        givens = [solution[c] if c in cells else 0 for c in range(16)]
        p = base.with_givens(givens)
        if exact.count_solutions(p, 2)[0] == 1:
            unique += 1
            r = logic.solve(p, ladder=ns_only)
            assert r.solved and r.score == 0, givens
    assert unique > 10


def test_the_depth_score_counts_the_rounds_before_each_cell() -> None:
    _req, base, solution = _grid4(1)
    one_gap = base.with_givens([0] + list(solution[1:]))
    assert singles_rounds(one_gap) == [0] * 16 and depth_score(one_gap) == 0     # ready at once: no depth
    got = fresh("sudoku", SMALL, "Expert", seed="depth").generated.puzzle
    rounds = singles_rounds(got)
    assert rounds is not None and max(rounds) >= 2
    assert depth_score(got) == sum(rounds) and all(r == 0 for r, g in zip(rounds, got.givens) if g)
    stalled = base.with_givens([solution[0]] + [0] * 15)                            # many solutions: singles stall
    assert singles_rounds(stalled) is None and depth_score(stalled) is None


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_fresh_4x4_keeps_every_promise_in_its_band(difficulty: str) -> None:
    got = fresh("sudoku", SMALL, difficulty, seed=("ends", difficulty))
    p, score = got.generated.puzzle, got.generated.score
    assert got.in_band and (p.width, p.height) == (4, 4)
    assert exact.count_solutions(p, 2)[0] == 1                       # unique
    assert logic.solve(p, ladder=GENERATOR_LADDER).solved             # the ladder finishes it
    assert score == depth_score(p) > 0                               # not everything ready at once
    for c in (c for c in range(16) if p.givens[c]):                  # minimal: every clue is needed
        less = list(p.givens)
        less[c] = 0
        assert exact.count_solutions(p.with_givens(less), 2)[0] == 2


def test_new_puzzle_offers_2x2_and_5x5_boxes_with_measured_bands() -> None:
    kind = backend("sudoku")
    for params in (SMALL, HUGE):
        assert params in kind.sizes and params in kind.bands
        bands = [kind.band(params, d) for d in DIFFICULTIES]
        assert bands[0][0] is None and bands[-1][1] is None
        assert all(lo is None or hi is None or lo <= hi for lo, hi in bands)
    assert kind.generator is not None
    kind.generator.check(HUGE)


@pytest.fixture
def quick_removal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 25x25 with a tenth of the removal budget: the same path, a few seconds instead of five."""
    monkeypatch.setattr(big, "REMOVAL_WORK", 6 * DEFAULT_WORK)


def test_a_25x25_is_unique_finished_by_the_ladder_and_ticks_along(quick_removal: None) -> None:
    ticks: list[tuple[int, float]] = []
    got = gen.generate_sudoku(25, seed="huge", box=(5, 5), progress=lambda a, s: ticks.append((a, s)))
    p = got.puzzle
    assert (p.width, p.height) == (25, 25) and got.score > 0
    assert sum(1 for g in p.givens if g) < 625 * 0.6                 # clues did go
    r = logic.solve(p, ladder=GENERATOR_LADDER, budget=big.solve_budget(25))
    assert r.solved and r.score == got.score
    rated = logic.solve(p, budget=for_cells(p.ncells))                # what the puzzle screen's score gets
    assert rated.solved and rated.score == got.score and for_cells(p.ncells).work > DEFAULT_WORK
    assert exact.count_solutions(p, 2, budget=Budget(gen.CHECK_WORK))[0] == 1
    assert len([t for t in ticks if t[0] == 0]) >= 2                 # told during the first attempt, not only after
    again = gen.generate_sudoku(25, seed="huge", box=(5, 5))
    assert again.puzzle == p                                         # work, not time, bounds it: one seed, one puzzle


def test_a_cancel_stops_a_25x25_inside_its_attempt(quick_removal: None) -> None:
    class Stop(Exception):
        pass

    calls = []

    def progress(tries: int, secs: float) -> None:
        calls.append(tries)
        if len(calls) >= 2:
            raise Stop

    with pytest.raises(Stop):
        gen.generate_sudoku(25, seed="cancel", box=(5, 5), progress=progress)
    assert calls == [0, 0]                                           # both inside the first attempt
