"""Fresh puzzles may be made a faster way than the built-in sets, whose way is pinned.

The built-in files are reproduced draw for draw inside :func:`game.engine.pinned.levels`
(``make-levels``, ``run_jobs(levels=True)``); everywhere else a generator may take a faster way
whose draws differ.  Sudoku's one such way: a fresh jigsaw gives up on a layout that will not fill
within a small node cap.
"""

from __future__ import annotations

import random

import pytest

from game.engine import exact, logic, pinned
from game.engine.backend import Params, backend
from game.engine.kinds.sudoku import gen
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.jobs import run_job, run_jobs
from game.levelmaking import level_jobs

pytestmark = pytest.mark.timeout(120)

JIGSAW = Params(9, 9, variant="jigsaw")


def test_off_unless_asked_and_never_past_the_with() -> None:
    assert not pinned.active()
    with pinned.levels():
        assert pinned.active()
        with pinned.levels(False):
            assert not pinned.active()
        assert pinned.active()
    assert not pinned.active()
    with pytest.raises(RuntimeError), pinned.levels():
        raise RuntimeError("a job that fails")
    assert not pinned.active()


def test_the_fill_cap_is_small_only_for_a_fresh_jigsaw() -> None:
    jig, boxes = gen.SudokuRequest(9, jigsaw=True), gen.SudokuRequest(9)
    assert gen.fill_cap(jig) == gen.FRESH_JIGSAW_FILL_CAP < gen.PINNED_FILL_CAP * 81
    assert gen.fill_cap(boxes) == gen.PINNED_FILL_CAP * 81
    with pinned.levels():
        assert gen.fill_cap(jig) == gen.fill_cap(boxes) == gen.PINNED_FILL_CAP * 81


def _caps_asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    asked: list[int] = []
    fill = gen.random_fill

    def spy(base: object, rng: random.Random, cap: int) -> object:
        asked.append(cap)
        return fill(base, rng, cap)  # type: ignore[arg-type]

    monkeypatch.setattr(gen, "random_fill", spy)
    return asked


def test_a_jigsaw_job_fills_as_the_set_did_only_when_making_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    job = level_jobs(next(s for s in backend("sudoku").level_sets if s.name == "jigsaw"), "nanba-levels-1")[0]
    asked = _caps_asked(monkeypatch)
    run_job(job, levels=True)
    assert asked and set(asked) == {gen.PINNED_FILL_CAP * 81}
    asked.clear()
    run_job(job)
    assert asked and set(asked) == {gen.FRESH_JIGSAW_FILL_CAP}


@pytest.mark.parametrize("seed", range(4))
def test_a_fresh_jigsaw_keeps_every_promise(seed: int) -> None:
    got = backend("sudoku").generator.generate(JIGSAW, seed=("fresh", seed), max_score=200)
    p = got.puzzle
    assert len(set(p.regions)) == 9 and sorted(p.regions.count(r) for r in set(p.regions)) == [9] * 9
    assert exact.count_solutions(p, 2)[0] == 1
    r = logic.solve(p, ladder=GENERATOR_LADDER)
    assert r.solved and r.score == got.score and 0 < got.score <= 200


def test_the_pool_hands_the_way_to_its_helper_processes() -> None:
    """Eight jobs or more go to spawned helpers: each must make what this process makes, either way."""
    jobs = [("sudoku", JIGSAW, ("pool", i), None, 120) for i in range(8)]
    fresh = [g.line() for g in run_jobs(jobs, processes=2)]
    pinned_lines = [g.line() for g in run_jobs(jobs, processes=2, levels=True)]
    assert fresh == [run_job(j).line() for j in jobs]
    assert pinned_lines == [run_job(j, levels=True).line() for j in jobs]
    assert fresh != pinned_lines  # the two ways differ on these seeds, so a lost flag would show
