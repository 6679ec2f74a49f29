"""Random jigsaw regions: N connected pieces of N cells, scrambled from the boxes (or rows) by swaps.

A swap moves a cell into a neighbouring piece and a cell of that piece back,
and stands only if both pieces stay connected; sizes never change, so every
result is a legal jigsaw (whether it admits a solution is the filler's
question, :mod:`.fill`).  Pieces are bitmasks over the board (:class:`_Grid`):
the cells of a piece bordering another are a few shifts away, and the
connectivity test is a flood fill by shifts.

**The draws are fixed.**  Every layout of the built-in jigsaw set comes from
them, so each try draws exactly what it always drew: an edge of the board
(``rng.randrange`` of the edge count), a coin (``rng.random``) when the edge
joins two pieces, and the cell sent back (``rng.randrange`` of the
candidates, taken in ascending cell order).  ``randrange`` draws through
``getrandbits`` until the value is below the bound; that loop is written out
here, so the draws are the same and the calls fewer.
"""

from __future__ import annotations

import random

from ...errors import SizeError
from ...partition import canonical
from .boxes import box_labels, default_box

__all__ = ["jigsaw_regions"]


class _Grid:
    """An n x n board's cells as bits of an int: a piece is a mask, its neighbours a few shifts."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.all = (1 << n * n) - 1
        col0 = sum(1 << r * n for r in range(n))
        self.not_first = self.all & ~col0                  # cells with a neighbour to their left
        self.not_last = self.all & ~(col0 << (n - 1))      # cells with a neighbour to their right

    def near(self, piece: int) -> int:
        """The cells orthogonally next to some cell of ``piece`` (the piece's own among them)."""
        return ((piece << 1) & self.not_first | (piece >> 1) & self.not_last | piece << self.n
                | piece >> self.n) & self.all

    def connected(self, piece: int) -> bool:
        """Whether the cells of ``piece`` are one orthogonally connected group (flood fill by shifts)."""
        n = self.n
        seen = piece & -piece
        while True:
            grown = (seen | (seen << 1) & self.not_first | (seen >> 1) & self.not_last
                     | seen << n | seen >> n) & piece
            if grown == seen:
                return seen == piece
            seen = grown


def _edges(n: int) -> list[tuple[int, int]]:
    """Every pair of orthogonal neighbours (a, b), a < b, in the order the swaps draw them from."""
    out = []
    for a in range(n * n):
        r, col = divmod(a, n)
        for b, ok in ((a - n, r > 0), (a + n, r < n - 1), (a - 1, col > 0), (a + 1, col < n - 1)):
            if ok and a < b:
                out.append((a, b))
    return out


def jigsaw_regions(n: int, rng: random.Random, swaps: int | None = None) -> tuple[int, ...]:
    """N connected pieces of N cells, scrambled from the boxes (or rows) by random swaps (canonical labels)."""
    try:
        start = box_labels(n, *default_box(n))
    except SizeError:
        start = tuple(c // n for c in range(n * n))  # N prime: start from the rows
    label = list(start)
    pieces = [0] * n
    for c, r in enumerate(label):
        pieces[r] |= 1 << c
    grid = _Grid(n)
    near, connected = grid.near, grid.connected
    edges = _edges(n)
    nedges = len(edges)
    kedges = nedges.bit_length()
    target = swaps if swaps is not None else 3 * n * n
    getrandbits, coin = rng.getrandbits, rng.random
    done = tries = 0
    while done < target and tries < 40 * target:
        tries += 1
        e = getrandbits(kedges)  # rng.randrange(nedges)
        while e >= nedges:
            e = getrandbits(kedges)
        a, b = edges[e]
        if label[a] == label[b]:
            continue
        if coin() < 0.5:
            a, b = b, a
        ra, rb = label[a], label[b]  # a moves into rb; some cell of rb bordering ra moves back
        stay = pieces[ra] & ~(1 << a)  # the cells of ra that stay there
        back = pieces[rb] & ~(1 << b) & near(stay)  # the cells of rb but b bordering one that stays
        if not back:
            continue
        count = back.bit_count()
        k = count.bit_length()
        j = getrandbits(k)  # rng.randrange(count): the j-th of them, ascending
        while j >= count:
            j = getrandbits(k)
        for _ in range(j):
            back &= back - 1
        low = back & -back
        c = low.bit_length() - 1
        new_a = stay | low
        new_b = pieces[rb] & ~low | 1 << a
        if connected(new_a) and connected(new_b):
            pieces[ra], pieces[rb] = new_a, new_b
            label[a], label[c] = rb, ra
            done += 1
    return canonical(label)
