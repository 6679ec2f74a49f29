"""The sudoku generator: reproducible, unique and logical, jigsaw layouts, minimum rating, time limit."""

from __future__ import annotations

import random

import pytest

from game.engine import exact, logic
from game.engine.errors import SizeError
from game.engine.backend import Params, backend
from game.engine.generator import GenerationError
from game.engine.kinds.sudoku.boxes import box_geometry
from game.engine.kinds.sudoku.gen import RatingTimeoutError, SudokuRequest, generate_sudoku, jigsaw_regions
from game.engine.kinds.sudoku.jigsaw import _Grid
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER
from game.engine.kinds.sudoku.rating import RATINGS, rating


def check(g, n: int) -> None:
    p = g.puzzle
    assert (p.kind, p.width, p.height) == ("sudoku", n, n)
    assert exact.count_solutions(p, 2)[0] == 1
    r = logic.solve(p, ladder=NO_GUESS_LADDER)
    assert r.solved and r.score == g.score > 0
    assert p.solution is not None and p.rules.is_solution(p, p.solution)


def test_same_seed_same_puzzle_other_seed_other_puzzle() -> None:
    a = generate_sudoku(6, seed="t")
    assert generate_sudoku(6, seed="t").line() == a.line()
    assert generate_sudoku(6, seed="u").line() != a.line()
    check(a, 6)
    assert box_geometry(a.puzzle) == (3, 2)


def test_box_shapes_and_a_classic_9x9() -> None:
    g = generate_sudoku(6, seed=1, box=(2, 3))
    check(g, 6)
    assert box_geometry(g.puzzle) == (2, 3)
    g = generate_sudoku(9, seed=2)
    check(g, 9)
    assert box_geometry(g.puzzle) == (3, 3)


def test_jigsaw_regions_are_n_connected_pieces_of_n_and_the_puzzle_is_logical() -> None:
    for n in (5, 6, 9):
        regions = jigsaw_regions(n, random.Random(n))
        sizes = [regions.count(r) for r in range(n)]
        assert max(regions) == n - 1 and sizes == [n] * n
    g = generate_sudoku(9, seed=3, jigsaw=True)
    check(g, 9)
    assert box_geometry(g.puzzle) is None
    assert generate_sudoku(9, seed=3, jigsaw=True).line() == g.line()


def test_min_rating_loops_until_the_puzzle_is_hard_enough() -> None:
    calls: list[tuple[int, float]] = []
    g = generate_sudoku(6, seed="hard", min_rating="Difficult", progress=lambda k, s: calls.append((k, s)),
                        time_limit=60)
    assert RATINGS.index(rating(g.score, 6)) >= RATINGS.index("Difficult")
    assert len(calls) == g.attempts - 1  # one call per attempt that did not return
    assert [k for k, _ in calls] == list(range(1, g.attempts))


def test_max_score_caps_the_difficulty() -> None:
    g = generate_sudoku(9, seed="easy", max_score=10)
    check(g, 9)
    assert g.score <= 10


def test_an_unreachable_rating_ends_at_the_time_limit_with_a_clear_message() -> None:
    with pytest.raises(RatingTimeoutError, match=r"no 4x4 sudoku with 2x2 boxes rated Nightmare or harder "
                                                 r"found in \d+ s .*Small boards rarely reach high ratings"):
        generate_sudoku(4, seed=0, min_rating="Nightmare", time_limit=0.3)
    assert issubclass(RatingTimeoutError, GenerationError)
    with pytest.raises(GenerationError, match="in 3 attempts"):
        generate_sudoku(4, seed=0, min_rating="Nightmare", max_tries=3)


def test_impossible_requests_raise_value_errors() -> None:
    with pytest.raises(SizeError, match="do not tile"):
        SudokuRequest(6, box=(2, 2))
    with pytest.raises(SizeError, match="4x4 to 25x25"):
        SudokuRequest(36)
    with pytest.raises(SizeError, match="not both"):
        SudokuRequest(9, box=(3, 3), jigsaw=True)
    with pytest.raises(SizeError, match="prime"):
        SudokuRequest(7)
    with pytest.raises(ValueError, match="unknown rating"):
        generate_sudoku(6, seed=0, min_rating="Hard")
    with pytest.raises(ValueError, match="above the maximum"):
        generate_sudoku(9, seed=0, min_rating="Obscene", max_score=10)


def test_the_backend_generator_makes_what_the_params_ask_and_refuses_the_rest() -> None:
    gen = backend("sudoku").generator
    assert gen is not None
    g = gen.generate(Params(6, 6, box=(3, 2)), seed=("lv", 1), max_score=30)
    assert g.score <= 30 and box_geometry(g.puzzle) == (3, 2)
    assert g == generate_sudoku(6, seed=("lv", 1), box=(3, 2), max_score=30)  # the level sets' puzzles stay put
    j = gen.generate(Params(6, 6, variant="jigsaw"), seed=("lv", 2))
    assert j.puzzle.regions == generate_sudoku(6, seed=("lv", 2), jigsaw=True).puzzle.regions
    for params, message in ((Params(6, 9), "square"), (Params(9, 9, variant="killer"), "plain or jigsaw"),
                            (Params(6, 6, box=(4, 2)), "do not tile"), (Params(30, 30), "4x4 to 25x25"),
                            (Params(9, 9, box=(3, 3), variant="jigsaw"), "no boxes")):
        with pytest.raises(ValueError, match=message):
            gen.check(params)
    with pytest.raises(ValueError, match="above"):
        gen.check(Params(9, 9), min_score=50, max_score=10)


def _flood(cells: set[int], n: int) -> set[int]:
    """The cells of ``cells`` orthogonally connected to its smallest (a plain search, for comparison)."""
    start = min(cells)
    seen, todo = {start}, [start]
    while todo:
        r, c = divmod(todo.pop(), n)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            x = rr * n + cc
            if 0 <= rr < n and 0 <= cc < n and x in cells and x not in seen:
                seen.add(x)
                todo.append(x)
    return seen


def test_jigsaw_pieces_are_connected() -> None:
    for n in (4, 5, 6, 7, 9, 12):
        regions = jigsaw_regions(n, random.Random(10 + n))
        for r in range(n):
            cells = {c for c, x in enumerate(regions) if x == r}
            assert _flood(cells, n) == cells, f"{n}x{n} piece {r} falls apart"


def test_the_shift_flood_fill_agrees_with_a_plain_search() -> None:
    """Bitmask connectivity (no wrapping round the board's edges) against a search cell by cell."""
    rng = random.Random(4)
    verdicts = set()
    for n in (3, 5, 9):
        grid = _Grid(n)
        for _ in range(300):
            cells = {c for c in range(n * n) if rng.random() < 0.4} or {0}
            want = _flood(cells, n) == cells
            assert grid.connected(sum(1 << c for c in cells)) == want, (n, sorted(cells))
            verdicts.add(want)
        # a piece joined only across the board's edge, end of one row to the start of the next, is two
        assert not grid.connected(1 << (n - 1) | 1 << n)
    assert verdicts == {True, False}
