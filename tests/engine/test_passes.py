"""The pass ends the generator's removal reads (game.engine.passes) are the ones a pass from scratch reaches,
and the shortcuts built on them decide as the code without them does."""

from __future__ import annotations

import random

import pytest

from game.engine import exact, generator, logic, passes, trials
from game.engine.generator import region_generator, remove_clues
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position

from tests.engine.test_trials import grown

KINDS = ("suguru", "ripple")


def head(kind: str) -> tuple:
    """The ladder's zero-score rungs and its propagators at the head (Ripple's ER and FN)."""
    lad = logic._techs(Puzzle(kind, 4, 4, (0,) * 16, (0,) * 16), region_generator(kind).ladder)
    return tuple(t for t in lad if t.score == 0), tuple(t for t in lad if t.abbr in ("ER", "FN"))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", [5, 6, 8])
@pytest.mark.parametrize("pack", [True, False])
def test_every_trials_end_from_the_running_ends_is_the_end_from_scratch(kind: str, size: int, pack: bool) -> None:
    """Both forms: the ends packed a byte a cell (Suguru's and Ripple's candidates fit), and lists;
    where the packed meet already answers the clue's cell (comes_back), so does the pass's end."""
    backs = 0
    for techs in head(kind):
        for seed in range(4):
            base, solution = grown(kind, size, 300 + seed)
            parts = passes.pass_targets(base, techs)
            assert parts is not None
            init = base.initial_candidates
            order = list(range(base.ncells))
            random.Random(seed).shuffle(order)
            clues = [(c, solution[c]) for c in order if init[c] != bit(solution[c])]
            sweep = passes.Sweep(parts, init, clues, pack)
            assert sweep.packed == pack
            givens = list(solution)
            keep = random.Random(seed)
            for j, (cell, digit) in enumerate(clues):
                givens[cell] = 0
                cands = [bit(g) if g else m for g, m in zip(givens, init)]
                back = sweep.comes_back(j, cell, digit)  # asked first, as the removal does
                end = passes.closure(parts, cands)
                assert sweep.trial(j) == end, f"{kind} seed {seed} trial {j}"
                assert end is not None
                if back:
                    assert end[cell] == bit(digit)
                    backs += 1
                if keep.random() < 0.3:
                    givens[cell] = digit
                    sweep.keep(j)
    assert (backs > 0) == pack


@pytest.mark.parametrize("kind", KINDS)
def test_a_removal_with_the_running_ends_keeps_what_one_without_them_keeps(kind: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    lad = region_generator(kind).ladder
    cases = [(grown(kind, 6, 400 + seed), cap) for seed in range(4) for cap in (None, 20, 50, 90)]
    swept = [remove_clues(base, solution, random.Random(cap or 0), cap, lad) for (base, solution), cap in cases]
    monkeypatch.setattr(trials.Remover, "sweep", lambda self, clues, solution=None: None)
    assert [remove_clues(base, solution, random.Random(cap or 0), cap, lad)
            for (base, solution), cap in cases] == swept


def test_a_trial_out_of_the_plan_is_judged_from_its_own_givens() -> None:
    base, solution = grown("ripple", 6, 9)
    judge = trials.Remover(base, max_score=40)
    init = base.initial_candidates
    clues = [(c, solution[c]) for c in range(base.ncells) if init[c] != bit(solution[c])]
    judge.sweep(clues)
    cell, digit = clues[3]  # not the next one planned
    givens = list(solution)
    givens[cell] = 0
    pos = Position(base, [bit(g) if g else m for g, m in zip(givens, init)])
    assert judge.keeps(pos, cell, digit) == logic.solve(pos, max_score=40).solved
    assert judge.plan == ()


@pytest.mark.parametrize("kind", KINDS)
def test_the_quick_dullness_test_is_the_trivial_ladders_verdict(kind: str) -> None:
    """Acceptance turns a puzzle down as trivial before its solve when the pass of ER and FN answers every cell."""
    lad = region_generator(kind).ladder
    seen = set()
    for seed in range(6):
        base, solution = grown(kind, 6, 500 + seed)
        givens = remove_clues(base, solution, random.Random(seed), 30 + 15 * seed, lad)
        for cell in [c for c in range(base.ncells) if not givens[c]][:6] + [-1]:
            puzzle = Puzzle(kind, 6, 6, tuple(givens), base.regions, solution=solution)
            want = logic.solve(puzzle, ladder=generator.trivial_ladder(kind)).solved
            assert generator._dull(puzzle) == want
            seen.add(want)
            givens[cell] = solution[cell]
    assert seen == {True, False}


@pytest.mark.parametrize("kind", KINDS)
def test_a_swap_the_remover_finds_is_a_second_solution(kind: str) -> None:
    """Every trial the swap test turns down has two solutions; and it finds some on these grids."""
    found = 0
    for seed in range(6):
        base, solution = grown(kind, 6, 600 + seed)
        judge = trials.Remover(base, max_score=None)
        judge.solution = solution
        init = base.initial_candidates
        order = list(range(base.ncells))
        random.Random(seed).shuffle(order)
        givens = list(solution)
        for cell in order:
            if init[cell] == bit(solution[cell]):
                continue
            givens[cell] = 0
            pos = Position(base, [bit(g) if g else m for g, m in zip(givens, init)])
            if judge._swapped(pos.cands, cell):
                found += 1
                assert exact.count_solutions(base, 2, cands=pos.cands)[0] == 2
                assert not logic.solve(pos).solved
                givens[cell] = solution[cell]
            elif not logic.solve(pos).solved:
                givens[cell] = solution[cell]
    assert found > 5
