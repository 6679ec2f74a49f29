"""Growing a partition and its solution together: the region kinds' generator's first stage.

See the essay below; the partitions alone, and the counting bounds a partition must pass, are in
:mod:`game.engine.partition`.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable
from itertools import accumulate

from .partition import MAX_REGION, RegionShape, _below, _orthogonal, canonical

# -- growing a partition and its solution together -------------------------------------------
#
# On grids larger than 6x6 a random partition rarely holds a solution
# (bench/generate.py: of the partitions that pass the bounds, about 30% of
# 6x6 Suguru ones fill but 10% of 8x8 and 10x10; 2% of 8x8 Ripple Effect ones
# and none of 150 at 10x10), and the filler spends its node cap finding out.  So the
# generator's main path grows regions *and* their digits together, in scan
# order: each new region starts at the first free cell, takes a random shape
# of a drawn size among free cells, and gets a random arrangement of 1..N that
# respects the digits already placed.  Placing digits prunes the free cells'
# allowed digits, so a dead end (a free cell that can hold nothing, an
# enclosed cell that cannot be a 1) shows up at once and the search backs up
# one region.  The result is a partition with a known solution; the counting
# bounds above hold for it by construction.

def geometry_conflicts(shape: RegionShape, width: int, height: int) -> list[list[tuple[int, ...]]]:
    """``table[cell][d]``: cells that may not hold d when ``cell`` does, regions aside."""
    key = (shape.name, width, height)
    table = _GEOMETRY.get(key)
    if table is None:
        table = _GEOMETRY[key] = [[()] + [shape.reach(cell, d, width, height) for d in range(1, MAX_REGION + 1)]
                                  for cell in range(width * height)]
    return table


_GEOMETRY: dict[tuple[str, int, int], list[list[tuple[int, ...]]]] = {}

# The allowed digits of the free cells, packed in one int: cell c's field is bits 7c..7c+6, digit d
# bit 7c + d (d = 1..5), bit 7c + 6 a guard.  A strike is one ``&``; adding 63 to every field sets
# its guard exactly when the field is not empty (62 + 63 < 128: no carry reaches the next field).
_FIELD = 7
_GUARD = 1 << (_FIELD - 1)


class _Board:
    """The grower's tables of one board shape and size (made once, shared by every attempt).

    ``strike[c][d]``: the packed mask with digit d cleared from every cell a d in c rules out;
    ``ones[c]``: the bitboard (a bit per cell) with those cells of digit 1 cleared; ``edges``:
    per direction, the cells with no neighbour that way (counted as placed by the enclosure test).

    ``near[c][k]``: c's orthogonal neighbours, in their order in ``_orthogonal``, whose bits are
    set in ``k``, the bitboard of the cells still open to a shape shifted left by the width and
    then right by c, and masked by ``mask[c]``: up, left, right and down are bits 0, w - 1, w + 1
    and 2w of it.  A shape grows its frontier by one lookup per cell instead of a loop."""

    def __init__(self, shape: RegionShape, width: int, height: int) -> None:
        n = self.n = width * height
        self.width = width
        geo = geometry_conflicts(shape, width, height)
        self.shift = [_FIELD * c for c in range(n)]
        self.strike = [[~sum(1 << (_FIELD * o + d) for o in cells) for d, cells in enumerate(row)] for row in geo]
        self.ones = [~sum(1 << o for o in row[1]) for row in geo]
        self.full = sum(((1 << MAX_REGION) - 1) << 1 << (_FIELD * c) for c in range(n))
        self.add = sum((_GUARD - 1) << (_FIELD * c) for c in range(n))
        self.guard = [_GUARD << (_FIELD * c) for c in range(n)]
        self.guards = sum(self.guard)
        self.all = (1 << n) - 1
        self.open = [1 << (c + width) for c in range(n)]  # a cell's bit in the shifted bitboard
        col = [c % width for c in range(n)]
        self.edges = tuple(sum(1 << c for c in range(n) if test(c)) for test in (
            lambda c: col[c] == 0, lambda c: col[c] == width - 1, lambda c: c < width, lambda c: c >= n - width))
        self.mask: list[int] = []
        self.near: list[dict[int, tuple[int, ...]]] = []
        for c, nbs in enumerate(_orthogonal(width, height)):
            where = [(nb, 1 << (nb - c + width)) for nb in nbs]
            self.mask.append(sum(b for _nb, b in where))
            self.near.append({sum(b for k, (_nb, b) in enumerate(where) if pick >> k & 1):
                              tuple(nb for k, (nb, _b) in enumerate(where) if pick >> k & 1)
                              for pick in range(1 << len(where))})


_BOARDS: dict[tuple[str, int, int], _Board] = {}


def _board(shape: RegionShape, width: int, height: int) -> _Board:
    key = (shape.name, width, height)
    got = _BOARDS.get(key)
    if got is None:
        got = _BOARDS[key] = _Board(shape, width, height)
    return got


def _bits(rng: random.Random) -> Callable[[int], int] | None:
    """``rng.getrandbits`` where ``rng._randbelow(n)`` is ``getrandbits(n.bit_length())`` drawn
    until below n (CPython's ``Random``): the grower then makes that draw inline, with no call
    per draw.  None for any other rng."""
    standard = type(rng) is random.Random and getattr(random.Random, "_randbelow", None) is getattr(
        random.Random, "_randbelow_with_getrandbits", None)
    return rng.getrandbits if standard else None


_DIGITS = tuple(tuple(d for d in range(1, MAX_REGION + 1) if m >> d & 1) for m in range(2 << MAX_REGION))
"""The digits of a candidate mask, ascending."""


class _Abandon(Exception):
    """The node cap was reached: the caller starts again with fresh random choices."""


State = tuple[int, int, int, int]
"""The search's state: the free cells' allowed digits (packed, see :class:`_Board`), the bitboard
of the cells placed, that of the cells that may still hold a 1, and the guard bits of the free
cells' fields."""


class _Grower:
    """One attempt at growing regions and digits together (see the essay above).

    The state is four ints (:data:`State`): a placement's strikes are one ``&`` each and its
    dead-end test a few shifts, with no loop over the cells it rules out; the regions and digits
    are written out once, along the path that fills the grid."""

    def __init__(self, shape: RegionShape, width: int, height: int, rng: random.Random, node_cap: int,
                 tries_per_region: int = 3):
        self.n = width * height
        self.board = _board(shape, width, height)
        self.rng = rng
        # rng.choices(range(n), weights) by hand: the same one rng.random() and bisection, without
        # re-summing the weights for every region placed.
        self.cum = list(accumulate(shape.weights))
        self.total = self.cum[-1] + 0.0
        self.nodes = node_cap
        self.tries = tries_per_region
        self.below = _below(rng)
        self.bits = _bits(rng)
        self.random = rng.random
        self.top = len(self.cum) - 1
        self.path: list[tuple[list[int], list[int]]] = []  # the regions placed, last first

    def run(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        board = self.board
        try:
            if not self._place((board.full, 0, board.all, board.guards)):
                return None
        except _Abandon:
            return None
        values = [0] * self.n
        region = [-1] * self.n
        for label, (cells, digits) in enumerate(reversed(self.path)):
            for cell, d in zip(cells, digits):
                values[cell] = d
                region[cell] = label
        return canonical(region), tuple(values)

    def _place(self, state: State) -> bool:
        """Place regions from the first free cell to the end of the grid; on success
        :attr:`path` holds them."""
        placed = state[1]
        free = ~placed
        start = (free & -free).bit_length() - 1  # the first free cell (scan order leaves no hole before it)
        if start >= self.n:
            return True
        board = self.board
        strike, ones, guard, add, w = board.strike, board.ones, board.guard, board.add, board.width
        left, right, top, bottom = board.edges
        allowed = state[0]
        for _ in range(self.tries):
            self.nodes -= 1
            if self.nodes < 0:
                raise _Abandon
            cells = self._shape(start, placed)
            digits = self._arrange(cells, allowed)
            if digits is None:
                continue
            a2, p2, one, guards = state
            for cell, d in zip(cells, digits):
                a2 &= strike[cell][d]
                p2 |= 1 << cell
                guards ^= guard[cell]
                if d == 1:
                    one &= ones[cell]
            # Dead ends (the whole grid at once): a free cell left with no digit, or a free cell
            # with every neighbour placed (it can only be a one-cell region) that may not be a 1.
            if (a2 + add) & guards != guards or ~p2 & ~one & ((p2 << 1) | left) & (
                    (p2 >> 1) | right) & ((p2 << w) | top) & ((p2 >> w) | bottom):
                continue
            if self._place((a2, p2, one, guards)):
                self.path.append((cells, digits))
                return True
        return False

    def _shape(self, start: int, placed: int) -> list[int]:
        """The cells of a region of a drawn size grown from ``start`` by random frontier steps."""
        target = bisect(self.cum, self.random() * self.total, 0, self.top)
        board = self.board
        near, mask, bit = board.near, board.mask, board.open
        # The cells still open to the shape (free, not in it), shifted left by the width.
        avail = (~placed & board.all) << board.width ^ bit[start]
        frontier = list(near[start][avail >> start & mask[start]])
        cells = [start]
        if target == 1 or not frontier:  # no draw: the one cell
            return cells
        pick, bits, add = self.below, self.bits, cells.append
        size = 1
        while size < target and frontier:
            n = len(frontier)
            if bits is None:
                i = pick(n)
            else:  # pick(n), inline
                k = n.bit_length()
                i = bits(k)
                while i >= n:
                    i = bits(k)
            cell = frontier.pop(i)
            b = bit[cell]
            if not avail & b:  # in the shape already (the frontier lists a cell once per neighbour)
                continue
            avail ^= b
            add(cell)
            size += 1
            frontier += near[cell][avail >> cell & mask[cell]]
        return cells

    def _arrange(self, cells: list[int], allowed: int) -> list[int] | None:
        """A random assignment of 1..len(cells) to ``cells`` within their ``allowed`` digits (packed)."""
        size = len(cells)
        shift = self.board.shift
        if size == 1:  # no draw: the one way, or none
            return [1] if allowed >> shift[cells[0]] & 2 else None
        full = ((1 << size) - 1) << 1
        masks = [allowed >> shift[c] & full for c in cells]
        if 0 in masks:
            return None
        out = [0] * size
        order = sorted(range(size), key=[m.bit_count() for m in masks].__getitem__)
        below, bits = self.below, self.bits
        # The last cell has one digit left at most, so its level makes no draw: the level before
        # it tries each of its own digits against the last cell's mask, with no call.
        tail = size - 2
        i_last = order[-1]
        m_last = masks[i_last]

        def assign(k: int, used: int) -> bool:
            i = order[k]
            ds = list(_DIGITS[masks[i] & ~used])
            for j in range(len(ds) - 1, 0, -1):  # rng.shuffle(ds), draw for draw
                if bits is None:
                    x = below(j + 1)
                else:  # below(j + 1), inline
                    kk = (j + 1).bit_length()
                    x = bits(kk)
                    while x > j:
                        x = bits(kk)
                ds[j], ds[x] = ds[x], ds[j]
            if k == tail:
                rest = m_last & ~used
                for d in ds:
                    free = rest & ~(1 << d)
                    if free:
                        out[i] = d
                        out[i_last] = free.bit_length() - 1
                        return True
                return False
            for d in ds:
                out[i] = d
                if assign(k + 1, used | 1 << d):
                    return True
            return False

        return out if assign(0, 0) else None


def grow_filled(shape: RegionShape, width: int, height: int, rng: random.Random,
                node_cap: int | None = None) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """A random partition together with one of its solutions, or None if the attempt stalled.

    Regions are numbered as :class:`~game.engine.puzzle.Puzzle` numbers them.
    The solution is *a* solution; puzzles built on it get their givens from it.
    ``node_cap`` bounds the region placements tried before giving up; the
    default, 60 per cell, was measured as good as any between 30 and 100 per
    cell in time per grid (10 per cell is clearly worse on 8x8 and larger).
    """
    cap = 60 * width * height if node_cap is None else node_cap
    return _Grower(shape, width, height, rng, cap).run()
