"""Random jigsaw regions: N connected pieces of N cells, scrambled from the boxes (or rows) by swaps.

A swap moves a cell into a neighbouring piece and a cell of that piece back,
and stands only if both pieces stay connected; sizes never change, so every
result is a legal jigsaw (whether it admits a solution is the filler's
question, :mod:`.fill`).  Pieces are bitmasks over the board (:class:`_Grid`):
the cells of a piece bordering another are a few shifts away, and the
connectivity test is a flood fill by shifts -- run only where the 3x3 window
round the cell a piece gives up cannot tell that its neighbours there stay
joined (a table of the 512 windows), which it can for most swaps.

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
        # Per cell, the bits of its 3x3 window (row above, its row, row below: 3 bits each, as
        # :meth:`loses` reads them) that lie on the board: the window wraps at the side columns.
        self.window = [(0o777 if 0 < c % n < n - 1 else 0o333 if c % n == n - 1 else 0o666) & ~0o020
                       for c in range(n * n)]

    def near(self, piece: int) -> int:
        """The cells orthogonally next to some cell of ``piece`` (the piece's own among them)."""
        return ((piece << 1) & self.not_first | (piece >> 1) & self.not_last | piece << self.n
                | piece >> self.n) & self.all

    def loses(self, piece: int, c: int) -> bool:
        """Whether the connected ``piece`` surely stays connected without its cell ``c``: c's neighbours
        in the piece are joined around c, within its 3x3 window (False: maybe not; ask :meth:`connected`)."""
        n = self.n
        q = piece << (n + 1)  # c's upper-left neighbour now at bit c: no negative shift on the top row
        return _JOINED[((q >> c) & 7 | ((q >> (c + n)) & 7) << 3 | ((q >> (c + n + n)) & 7) << 6)
                       & self.window[c]]

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


def _joined(window: int) -> bool:
    """Whether the cells of a 3x3 window (bit 3 * row + column; the centre left out) next to the
    centre are one group, joined through the window's cells by sides."""
    cells = {i for i in range(9) if window >> i & 1 and i != 4}
    sides = [i for i in (1, 3, 5, 7) if i in cells]
    if len(sides) < 2:
        return True
    seen: set[int] = {sides[0]}
    todo: list[int] = [sides[0]]
    while todo:
        i = todo.pop()
        r, col = divmod(i, 3)
        for j, ok in ((i - 3, r > 0), (i + 3, r < 2), (i - 1, col > 0), (i + 1, col < 2)):
            if ok and j in cells and j not in seen:
                seen.add(j)
                todo.append(j)
    return all(i in seen for i in sides)


_JOINED = [_joined(w) for w in range(512)]


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
    connected, loses = grid.connected, grid.loses
    not_first, not_last, every = grid.not_first, grid.not_last, grid.all
    edges = _edges(n)
    nedges = len(edges)
    kedges = nedges.bit_length()
    target = swaps if swaps is not None else 3 * n * n
    getrandbits, coin = rng.getrandbits, rng.random
    # rng.randrange(nedges): a draw past the last edge is drawn again
    drawn: list[tuple[int, int] | None] = [*edges, *[None] * ((1 << kedges) - nedges)]
    done = tries = 0
    limit = 40 * target
    while done < target and tries < limit:
        tries += 1
        ab = drawn[getrandbits(kedges)]
        while ab is None:
            ab = drawn[getrandbits(kedges)]
        a, b = ab
        if label[a] == label[b]:
            continue
        if coin() < 0.5:
            a, b = b, a
        ra, rb = label[a], label[b]  # a moves into rb; some cell of rb bordering ra moves back
        stay = pieces[ra] & ~(1 << a)  # the cells of ra that stay there
        # the cells of rb but b bordering one that stays (grid.near written out: a hot line)
        back = pieces[rb] & ~(1 << b) & ((stay << 1) & not_first | (stay >> 1) & not_last | stay << n
                                         | stay >> n) & every
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
        # The pieces are connected; new_a is stay with a cell next to it, new_b the rest of rb with a
        # cell next to b: each is connected when what it is built on is (told by the window, mostly).
        if (loses(pieces[ra], a) or connected(new_a)) and (loses(pieces[rb], c) or connected(new_b)):
            pieces[ra], pieces[rb] = new_a, new_b
            label[a], label[c] = rb, ra
            done += 1
    return canonical(label)
