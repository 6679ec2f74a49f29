"""The generator's own grid fill and jigsaw layouts draw exactly what the code before them drew.

Every built-in sudoku set is made from these draws, so the rewritten paths must give the same grid
(or the same give-up) and leave the random generator in the same state, attempt after attempt."""

from __future__ import annotations

import random

import pytest

from game.engine import budget as _budget
from game.engine import exact
from game.engine.budget import Budget
from game.engine.errors import GaveUp, SizeError
from game.engine.kinds.sudoku import fill, jigsaw
from game.engine.kinds.sudoku.boxes import box_labels, default_box
from game.engine.partition import canonical
from game.engine.puzzle import Puzzle


def _layouts(n: int, rng: random.Random) -> tuple[int, ...]:
    try:
        return box_labels(n, *default_box(n)) if rng.random() < 0.3 else jigsaw.jigsaw_regions(n, rng)
    except SizeError:
        return jigsaw.jigsaw_regions(n, rng)


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8, 9, 12])
def test_the_fill_gives_the_exact_solvers_grid_and_draws(n: int) -> None:
    outcomes = set()
    for seed in range(12 if n < 12 else 3):
        rng = random.Random(seed * 31 + n)
        base = Puzzle("sudoku", n, n, (0,) * (n * n), _layouts(n, rng))
        cap = (5, 50 * n * n)[seed % 2]  # a small cap to reach the give-up as well
        a, b = random.Random(seed), random.Random(seed)
        want = exact.random_fill(base, a, cap)
        got = fill.random_fill(base, b, cap)
        assert got == want, (n, seed)
        assert a.getstate() == b.getstate(), (n, seed)
        outcomes.add(got is None)
    if n >= 8:
        assert outcomes == {True, False}, "both a grid and a give-up were compared"


def test_the_fill_leaves_givens_and_budgets_to_the_exact_solver() -> None:
    base = Puzzle("sudoku", 9, 9, (1,) + (0,) * 80, box_labels(9, 3, 3))
    a, b = random.Random(3), random.Random(3)
    assert fill.random_fill(base, a, 1000) == exact.random_fill(base, b, 1000)
    assert a.getstate() == b.getstate()
    empty = base.with_givens((0,) * 81)
    with _budget.active(Budget(10)):  # far too small: the exact solver gives up, as it would
        with pytest.raises(GaveUp):
            fill.random_fill(empty, random.Random(1), 10_000)


def _reference_regions(n: int, rng: random.Random) -> tuple[int, ...]:
    """The swap loop as it was before the bitmask rewrite (cell lists, randrange and random)."""
    try:
        label = list(box_labels(n, *default_box(n)))
    except SizeError:
        label = [c // n for c in range(n * n)]
    pieces = [{c for c in range(n * n) if label[c] == r} for r in range(n)]

    def adj(c: int) -> list[int]:
        r, col = divmod(c, n)
        return [x for x, ok in ((c - n, r > 0), (c + n, r < n - 1), (c - 1, col > 0), (c + 1, col < n - 1)) if ok]

    def connected(cells: set[int]) -> bool:
        start = min(cells)
        seen, todo = {start}, [start]
        while todo:
            for x in adj(todo.pop()):
                if x in cells and x not in seen:
                    seen.add(x)
                    todo.append(x)
        return seen == cells

    edges = [(a, b) for a in range(n * n) for b in adj(a) if a < b]
    target, done, tries = 3 * n * n, 0, 0
    while done < target and tries < 40 * target:
        tries += 1
        a, b = edges[rng.randrange(len(edges))]
        if label[a] == label[b]:
            continue
        if rng.random() < 0.5:
            a, b = b, a
        ra, rb = label[a], label[b]
        stay = pieces[ra] - {a}
        back = sorted(c for c in pieces[rb] - {b} if any(x in stay for x in adj(c)))
        if not back:
            continue
        c = back[rng.randrange(len(back))]
        new_a, new_b = stay | {c}, pieces[rb] - {c} | {a}
        if connected(new_a) and connected(new_b):
            pieces[ra], pieces[rb] = new_a, new_b
            label[a], label[c] = rb, ra
            done += 1
    return canonical(label)


@pytest.mark.parametrize("n", [4, 5, 6, 7, 9, 10])
def test_jigsaw_regions_make_the_reference_layouts_and_draws(n: int) -> None:
    for seed in range(4):
        a, b = random.Random(seed), random.Random(seed)
        assert jigsaw.jigsaw_regions(n, a) == _reference_regions(n, b), (n, seed)
        assert a.getstate() == b.getstate()


def test_the_fill_follows_the_exact_solver_attempt_after_attempt_on_jigsaw_layouts() -> None:
    """As the generator draws them: a layout, then its fill, on one rng; a third of them give up at the cap."""
    rng, ref = random.Random(7), random.Random(7)
    outcomes = []
    for _ in range(12):
        regions = jigsaw.jigsaw_regions(9, rng)
        assert jigsaw.jigsaw_regions(9, ref) == regions
        base = Puzzle("sudoku", 9, 9, (0,) * 81, regions)
        got = fill.random_fill(base, rng, 50 * 81)
        assert got == exact.random_fill(base, ref, 50 * 81)
        assert rng.getstate() == ref.getstate()
        outcomes.append(got is None)
    assert 2 <= sum(outcomes) <= 10, "both grids and give-ups were compared"


@pytest.mark.parametrize("n", [4, 5, 9])
def test_a_piece_the_window_lets_go_of_a_cell_stays_connected(n: int) -> None:
    """The swap's shortcut: where the 3x3 window around a cell says the piece holds together without
    it, a flood fill agrees; and the window says so for most cells (else it would be no shortcut)."""
    grid = jigsaw._Grid(n)
    rng = random.Random(n)
    told = asked = 0
    for _ in range(30):
        labels = jigsaw.jigsaw_regions(n, rng)
        for r in set(labels):
            piece = sum(1 << c for c, lab in enumerate(labels) if lab == r)
            assert grid.connected(piece)
            for c in range(n * n):
                if piece >> c & 1:
                    asked += 1
                    if grid.loses(piece, c):
                        told += 1
                        assert grid.connected(piece & ~(1 << c)), (n, labels, c)
    assert told * 2 > asked


@pytest.mark.parametrize("n", [6, 9])
def test_a_struck_peers_two_houses_are_its_houses_without_the_setter(n: int) -> None:
    """The fill checks two houses of each peer that loses a digit: the peer's houses that the cell set
    is not in, the second one the whole board (-1) when the peer shares two houses with it."""
    rng = random.Random(n)
    for _ in range(5):
        filler = fill._Fill(n, jigsaw.jigsaw_regions(n, rng))
        for c in range(n * n):
            pairs = filler._other(c)
            for o in range(n * n):
                if filler.pmask[c] >> o & 1:
                    want = [hm for hm in filler.homes[o] if not hm >> c & 1]
                    assert list(pairs[o]) == (want if len(want) == 2 else [*want, -1]), (c, o)
