"""Fresh puzzles in a difficulty band: every promise a built-in puzzle keeps, and the band."""

from __future__ import annotations

import pytest

from game.engine import exact, logic
from game.engine.backend import Params, backend, backends
from game.engine.bands import DIFFICULTIES, band_of
from game.engine.fresh import distance, fresh
from game.engine.generator import trivial_ladder


def test_bands_are_ordered_and_cover_every_score() -> None:
    for b in backends():
        for p in b.sizes:
            bands = [b.band(p, d) for d in DIFFICULTIES]
            assert bands[0][0] is None and bands[-1][1] is None, (b.name, p)
            for (_, hi), (lo, _) in zip(bands, bands[1:]):
                assert hi is not None and lo == hi + 1, (b.name, p, bands)
            assert all(lo is None or hi is None or lo <= hi for lo, hi in bands)


def test_unknown_difficulty_is_named() -> None:
    with pytest.raises(ValueError, match="easy, medium, hard, expert"):
        band_of((1, 2, 3), "insane")


def test_non_square_sizes_interpolate_between_squares() -> None:
    k = backend("suguru")
    lo6, hi8 = k.band(Params(6, 6), "hard"), k.band(Params(8, 8), "hard")
    mid = k.band(Params(6, 8), "hard")
    assert lo6[1] is not None and hi8[1] is not None and mid[1] is not None
    assert lo6[1] <= mid[1] <= hi8[1]


@pytest.mark.parametrize("kind,params", [("suguru", Params(5, 5)), ("ripple", Params(5, 4)),
                                         ("sudoku", Params(6, 6, box=(3, 2))), ("sujiko", Params(3, 3))])
@pytest.mark.parametrize("difficulty", ["easy", "hard", "expert"])
def test_fresh_puzzle_keeps_every_promise(kind: str, params: Params, difficulty: str) -> None:
    got = fresh(kind, params, difficulty, seed="test-fresh")
    p, band = got.generated.puzzle, got.band
    assert got.in_band and distance(got.generated.score, band) == 0
    assert (p.width, p.height) == (params.width, params.height)
    r = logic.solve(p)
    assert r.solved and r.score == got.generated.score
    assert exact.count_solutions(p, 2)[0] == 1
    if kind in ("suguru", "ripple"):
        assert not logic.solve(p, ladder=trivial_ladder(kind)).solved
    assert r.score > 0


def test_fresh_is_reproducible() -> None:
    a = fresh("suguru", Params(6, 6), "medium", seed=7).generated.line()
    assert a == fresh("suguru", Params(6, 6), "medium", seed=7).generated.line()
    assert a != fresh("suguru", Params(6, 6), "medium", seed=8).generated.line()


def test_an_unreachable_band_gives_the_closest_puzzle_in_time() -> None:
    k = backend("suguru")
    k.bands[Params(4, 4)], old = (500, 600, 700), k.bands[Params(4, 4)]
    try:
        got = fresh("suguru", Params(4, 4), "expert", seed=1, time_limit=0.3)
    finally:
        k.bands[Params(4, 4)] = old
    assert not got.in_band and got.generated.score < 701 and got.rounds >= 1


def test_progress_may_cancel() -> None:
    class Stop(Exception):
        pass

    def stop(_rounds: int, _secs: float) -> None:
        raise Stop

    k = backend("suguru")
    k.bands[Params(4, 4)], old = (500, 600, 700), k.bands[Params(4, 4)]
    try:
        with pytest.raises(Stop):
            fresh("suguru", Params(4, 4), "expert", seed=1, progress=stop)
    finally:
        k.bands[Params(4, 4)] = old
