"""The generator's trial removal shortcuts (game.engine.trials) decide exactly as a full solve does.

The built-in sets must stay byte-identical and ``make-levels`` must still make
them, so the shortcuts may change how fast a trial is answered, never the answer.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from game.engine import generator, logic, passes, trials
from game.engine.backend import backend
from game.engine.generator import remove_clues, remove_clues_plain, region_generator
from game.engine.grower import grow_filled
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from game.jobs import run_job
from game.levelmaking import level_jobs

from tests.test_levels import level_lines

KINDS = ("suguru", "ripple")


def grown(kind: str, size: int, seed: int) -> tuple[Puzzle, tuple[int, ...]]:
    rng = random.Random(seed)
    while True:
        got = grow_filled(region_generator(kind).shape, size, size, rng)
        if got is not None:
            regions, solution = got
            return Puzzle(kind, size, size, (0,) * (size * size), regions), solution


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("cap", [None, 0, 10, 40, 90])
def test_every_trial_gets_the_full_solvers_verdict(kind: str, cap: int | None) -> None:
    """Walk removals as the generator does, asking both at every trial."""
    for seed in range(4):
        base, solution = grown(kind, 6, seed)
        init = base.initial_candidates
        givens = list(solution)
        order = list(range(base.ncells))
        random.Random(seed).shuffle(order)
        judge = trials.Remover(base, max_score=cap)
        for cell in order:
            givens[cell] = 0
            if init[cell] == bit(solution[cell]):
                continue
            pos = Position(base, [bit(g) if g else m for g, m in zip(givens, init)])
            want = logic.solve(pos, max_score=cap).solved
            got = judge.keeps(pos, cell, solution[cell])
            assert got == want, f"{kind} seed {seed} cell {cell} cap {cap}"
            if not want:
                givens[cell] = solution[cell]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", [6, 8])
def test_remove_clues_keeps_the_same_clues_as_solving_every_trial(kind: str, size: int) -> None:
    for seed in range(3):
        base, solution = grown(kind, size, 100 + seed)
        for cap in (None, 25, 70):
            assert (remove_clues(base, solution, random.Random(seed), cap)
                    == remove_clues_plain(base, solution, random.Random(seed), cap))


@pytest.mark.parametrize("kind", KINDS)
def test_level_jobs_make_the_same_lines_as_before(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sample of make-levels' candidate jobs (capped and uncapped): same lines either way.

    Some of them are in the built-in file verbatim, which ties the sample to the file.
    """
    jobs = level_jobs(backend(kind).level_sets[0], "nanba-levels-1")
    sample = jobs[:6] + jobs[600:603] + jobs[-3:]
    fast = [run_job(j, levels=True).line() for j in sample]
    monkeypatch.setattr(generator, "remove_clues", remove_clues_plain)
    assert [run_job(j, levels=True).line() for j in sample] == fast
    assert set(fast) & set(level_lines(kind))


def test_a_contradiction_goes_to_the_full_solver() -> None:
    base, solution = grown("suguru", 6, 7)
    targets = passes.zero_targets(base, tuple(logic.ladder("suguru")))
    assert targets is not None
    cands = list(base.initial_candidates)
    a = 0
    b = targets[0][a][1][0]
    cands[a] = cands[b] = bit(1)  # two 1s that see each other
    assert passes.closure(targets, cands) is None
    pos = Position(base, cands)
    assert trials.Remover(base).keeps(pos, a, 1) == logic.solve(pos).solved


# sha256 of the lines of make-levels' candidate jobs 0, 125, ..., 1125 of each set (capped and
# uncapped), as made by the code before any of the generator's shortcuts: the grid growth, the
# removal and the acceptance must all still make exactly these.
BEFORE = {
    "suguru": "92cc2c128b7f316c8f5af2ef91bd41b062eaf1da2e92c73439fd525a7f916b6d",
    "ripple": "d9e5deceae9b29a1f3804d8f1969ccfc200f908eb0a8bdd11939ffae3f15b81d",
}


@pytest.mark.parametrize("kind", KINDS)
def test_level_jobs_make_the_lines_the_code_before_made(kind: str) -> None:
    jobs = level_jobs(backend(kind).level_sets[0], "nanba-levels-1")[::125]
    lines = "\n".join(run_job(j, levels=True).line() for j in jobs)
    assert hashlib.sha256(lines.encode()).hexdigest() == BEFORE[kind]


# The same for the Sudoku 6x6 jobs 0, 300, 600, 900 and the Sujiko 3x3 jobs 0, 250, ..., 1000: their
# generators take clues away through the same Remover.  The 9x9 and jigsaw jobs 0, 150, ..., 1050
# (the last uncapped) also add clues by resuming the solver: pinned as solving from the givens made them.
OTHER_BEFORE = {
    ("sudoku", "sudoku6", 300): "4f5e0aa22a6642a7db004d40e2cfc68aa9b5e7e063713bf782d18e2dbd3ce7b9",
    ("sujiko", "sujiko", 250): "19a7a5cc79eac818b8e641ca44fdb9b81750453c6e81472d6da670a96223dc27",
    ("sudoku", "sudoku", 150): "065a15d8487d9a6e45c9407ae7c5488dd07ad359a1fbd762423324863e71bc7a",
    ("sudoku", "jigsaw", 150): "e3cf3c40c0184451e13bb65c5f92f4e0dc8a1047d81e46ef64a85e14c2d75703",
}


@pytest.mark.parametrize("kind, name, every", sorted(OTHER_BEFORE))
def test_other_kinds_level_jobs_make_the_lines_the_code_before_made(kind: str, name: str, every: int) -> None:
    level_set = next(s for s in backend(kind).level_sets if s.name == name)
    jobs = level_jobs(level_set, "nanba-levels-1")[::every]
    lines = "\n".join(run_job(j, levels=True).line() for j in jobs)
    assert hashlib.sha256(lines.encode()).hexdigest() == OTHER_BEFORE[kind, name, every]


def test_sudoku_trials_get_the_full_solvers_verdict() -> None:
    """The sudoku generator's removal, under its no-guess ladder, trial by trial."""
    from game.engine.kinds.sudoku.gen import SudokuRequest, add_clues, sudoku_base
    from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
    from game.engine import exact
    for seed in range(3):
        rng = random.Random(seed)
        base = sudoku_base(SudokuRequest(6, (3, 2)), rng)
        solution = exact.random_fill(base, rng, 10_000)
        assert solution is not None
        for cap in (None, 20):
            givens = add_clues(base, solution, rng) if cap is None else list(solution)
            judge = trials.Remover(base, ladder=GENERATOR_LADDER, max_score=cap)
            for cell in [c for c in range(base.ncells) if givens[c]]:
                givens[cell] = 0
                pos = Position(base, [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)])
                want = logic.solve(pos, ladder=GENERATOR_LADDER, max_score=cap).solved
                assert judge.keeps(pos, cell, solution[cell]) == want, f"seed {seed} cell {cell} cap {cap}"
                if not want:
                    givens[cell] = solution[cell]


@pytest.mark.parametrize("kind", KINDS)
def test_triviality_read_off_the_solve_is_the_trivial_ladders_verdict(kind: str) -> None:
    """Acceptance reads "ER and FN alone solve it" off the solve's counts: the same as solving with them.

    From minimal givens (most need more than ER and FN) back to the full solution, a clue at a time."""
    seen = set()
    lad = region_generator(kind).ladder
    for seed in range(4):
        base, solution = grown(kind, 6, 200 + seed)
        givens = remove_clues(base, solution, random.Random(seed), None, lad)
        for cell in [c for c in range(base.ncells) if not givens[c]] + [-1]:
            puzzle = Puzzle(kind, 6, 6, tuple(givens), base.regions)
            r = logic.solve(puzzle, ladder=lad)
            assert r.solved
            want = logic.solve(puzzle, ladder=generator.trivial_ladder(kind)).solved
            assert generator._trivial(puzzle, r) == want, f"{kind} seed {seed} givens {givens}"
            seen.add(want)
            givens[cell] = solution[cell]
    assert seen == {True, False}


def _same(got: logic.LogicResult, want: logic.LogicResult) -> None:
    assert (got.solved, got.score, list(got.counts.items()), got.cands, got.ladder) == (
        want.solved, want.score, list(want.counts.items()), want.cands, want.ladder)


@pytest.mark.parametrize("kind", KINDS)
def test_the_acceptance_solve_read_off_the_memo_is_the_full_solve(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the removal's judge answers for the puzzle it left (score, counts in the ladder's order,
    the end) is what a full solve from its givens gives; and it mostly needs no solve to say so."""
    full = logic.solve
    solves: list[object] = []
    monkeypatch.setattr(logic, "solve", lambda *a, **k: solves.append(a) or full(*a, **k))
    lad = region_generator(kind).ladder
    cases = fallbacks = 0
    for seed in range(6):
        for size in (6, 8):
            base, solution = grown(kind, size, 700 + seed)
            for cap in (None, 30, 60, 120):
                judge = trials.Remover(base, ladder=lad, max_score=cap, tally=True)
                givens = remove_clues(base, solution, random.Random(seed), cap, lad, judge)
                puzzle = Puzzle(kind, size, size, tuple(givens), base.regions, solution=solution)
                if generator._dull(puzzle):
                    continue  # acceptance turns it down before any solve
                before = len(solves)
                got = judge.solved(puzzle)
                fallbacks += len(solves) - before
                _same(got, full(puzzle, ladder=lad))
                cases += 1
    assert cases > 10
    assert fallbacks < cases / 2, "the memo answered too few acceptance solves"


@pytest.mark.parametrize("kind", KINDS)
def test_a_judge_with_no_memo_of_the_puzzle_solves_it_in_full(kind: str) -> None:
    base, solution = grown(kind, 6, 11)
    lad = region_generator(kind).ladder
    givens = remove_clues(base, solution, random.Random(1), None, lad)
    puzzle = Puzzle(kind, 6, 6, tuple(givens), base.regions, solution=solution)
    for judge in (trials.Remover(base, ladder=lad, tally=True), trials.Remover(base, ladder=lad)):
        _same(judge.solved(puzzle), logic.solve(puzzle, ladder=lad))


@pytest.mark.parametrize("kind", KINDS)
def test_dullness_read_off_the_removals_sweep_is_the_pass_from_the_givens(kind: str) -> None:
    """Acceptance reads "the trivial rungs' pass answers every cell" off the judge's sweep of the
    clues kept: the same verdict as that pass from the puzzle's givens, dull or not."""
    lad = region_generator(kind).ladder
    seen = set()
    for seed in range(8):
        base, solution = grown(kind, 6, 900 + seed)
        for cap in (None, 20, 40):
            judge = trials.Remover(base, ladder=lad, max_score=cap, tally=True)
            givens = remove_clues(base, solution, random.Random(seed), cap, lad, judge)
            puzzle = Puzzle(kind, 6, 6, tuple(givens), base.regions, solution=solution)
            end = judge.kept_end(generator.trivial_ladder(kind))
            assert end is not None, "no sweep ran the trivial rungs"
            parts = passes.pass_targets(puzzle, generator.trivial_ladder(kind))
            assert parts is not None
            assert end == passes.closure(parts, puzzle.initial_candidates)
            dull = generator._dull(puzzle)
            assert generator._dull(puzzle, judge) == dull
            seen.add(dull)
    assert seen == {True, False}
    # A judge that has not judged its whole plan does not say.
    base, solution = grown(kind, 6, 950)
    judge = trials.Remover(base, ladder=lad)
    judge.sweep([(c, solution[c]) for c in range(base.ncells) if base.initial_candidates[c] != bit(solution[c])])
    assert judge.kept_end(generator.trivial_ladder(kind)) is None


@pytest.mark.parametrize("kind", KINDS)
def test_region_removals_judge_without_an_exact_count(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Told the solution, a region kind's judge turns second solutions down by a swap or by the
    ladder alone: no count runs, and the clues kept are the full solver's."""
    def no_count(*_args: object) -> bool:
        raise AssertionError("the exact count ran")

    for seed in range(3):
        base, solution = grown(kind, 6, 300 + seed)
        want = remove_clues_plain(base, solution, random.Random(seed), 60)
        with monkeypatch.context() as m:
            m.setattr(trials.exact, "has_solution", no_count)
            assert remove_clues(base, solution, random.Random(seed), 60) == want
