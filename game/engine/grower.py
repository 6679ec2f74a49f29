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


_WIDTH = tuple(k.bit_length() for k in range(64))
"""``k.bit_length()``, looked up: the bits a draw below k takes (k, a frontier's length, is at most
four a cell of a region: far below 64)."""

_DIGITS = tuple(tuple(d for d in range(1, MAX_REGION + 1) if m >> d & 1) for m in range(2 << MAX_REGION))
"""The digits of a candidate mask, ascending."""


State = tuple[int, int, int, int]
"""The search's state: the free cells' allowed digits (packed, see :class:`_Board`), the bitboard
of the cells placed, that of the cells that may still hold a 1, and the guard bits of the free
cells' fields."""


class _Grower:
    """One attempt at growing regions and digits together (see the essay above).

    The state is four ints (:data:`State`): a placement's strikes are one ``&`` each and its
    dead-end test a few shifts, with no loop over the cells it ruled out; the regions and digits
    are written out once, along the path that fills the grid.  The search backs up with a stack
    of its own, and draws each shape and each arrangement inline, so the tables are looked up
    once per grid rather than once per region tried."""

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

    def run(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        path = self._search()
        if path is None:
            return None
        values = [0] * self.n
        region = [-1] * self.n
        for label, (cells, digits) in enumerate(path):
            for cell, d in zip(cells, digits):
                values[cell] = d
                region[cell] = label
        return canonical(region), tuple(values)

    def _search(self) -> list[tuple[list[int], list[int]]] | None:
        """The regions placed, first first, from the first free cell to the end of the grid; None
        when the search fails or reaches its node cap.

        Depth first, as a recursion that places a region and recurses would: each level tries
        up to ``tries`` regions at its first free cell and backs up when none leads to a full grid."""
        board, rng = self.board, self.rng
        n, w, tries = self.n, board.width, self.tries
        strike, ones, guard, add, shift = board.strike, board.ones, board.guard, board.add, board.shift
        left, right, top, bottom = board.edges
        near, mask, bit, everything = board.near, board.mask, board.open, board.all
        cum, total, last = self.cum, self.total, len(self.cum) - 1
        draw, below, bits = rng.random, _below(rng), _bits(rng)
        nodes = self.nodes
        # One frame per level: (its state, its first free cell, the tries it has left); ``path``
        # holds the region each level above the top one is trying.
        stack: list[tuple[State, int, int]] = []
        path: list[tuple[list[int], list[int]]] = []
        state: State = (board.full, 0, board.all, board.guards)
        while True:
            placed = state[1]
            free = ~placed
            start = (free & -free).bit_length() - 1  # the first free cell (scan order leaves no hole before it)
            if start >= n:
                return path
            left_tries = tries
            while True:  # try regions at ``start`` until one leads on, backing up a level when none does
                if not left_tries:
                    if not stack:
                        return None
                    state, start, left_tries = stack.pop()
                    placed = state[1]
                    path.pop()
                    continue
                left_tries -= 1
                nodes -= 1
                if nodes < 0:
                    return None
                # The shape: a drawn size, grown from ``start`` by random frontier steps.
                target = bisect(cum, draw() * total, 0, last)
                cells = [start]
                size = 1
                if target > 1:
                    # The cells still open to the shape (free, not in it), shifted left by the width.
                    avail = (~placed & everything) << w ^ bit[start]
                    frontier = list(near[start][avail >> start & mask[start]])
                    while size < target and frontier:
                        k = len(frontier)
                        if bits is None:
                            i = below(k)
                        else:  # below(k), inline
                            kk = _WIDTH[k]
                            i = bits(kk)
                            while i >= k:
                                i = bits(kk)
                        cell = frontier.pop(i)
                        b = bit[cell]
                        if not avail & b:  # in the shape already (the frontier lists a cell once per neighbour)
                            continue
                        avail ^= b
                        cells.append(cell)
                        size += 1
                        frontier += near[cell][avail >> cell & mask[cell]]
                allowed = state[0]
                if size == 1:  # no draw: the one way, or none
                    if not allowed >> shift[start] & 2:
                        continue
                    digits = [1]
                else:
                    got = _arrange(cells, allowed, shift, below, bits)
                    if got is None:
                        continue
                    digits = got
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
                stack.append((state, start, left_tries))
                path.append((cells, digits))
                state = (a2, p2, one, guards)
                break


def _arrange(cells: list[int], allowed: int, shift: list[int], below: Callable[[int], int],
             bits: Callable[[int], int] | None) -> list[int] | None:
    """A random assignment of 1..len(cells) (two or more) to ``cells`` within their ``allowed``
    digits (packed), drawn as ``rng.shuffle`` draws; ``bits``: the rng's getrandbits, to draw
    ``below`` inline (None: call ``below``)."""
    size = len(cells)
    full = ((1 << size) - 1) << 1
    masks: list[int] = []
    counts: list[int] = []
    for c in cells:  # a loop, not comprehensions: many calls stop at a cell with no digit
        m = allowed >> shift[c] & full
        if not m:
            return None
        masks.append(m)
        counts.append(m.bit_count())
    out = [0] * size
    order = sorted(range(size), key=counts.__getitem__)
    # The last cell has one digit left at most, so its level makes no draw: the level before
    # it tries each of its own digits against the last cell's mask, with no call.
    i_last = order[-1]
    if _assign(0, 0, order, masks, out, size - 2, i_last, masks[i_last], below, bits):
        return out
    return None


def _assign(k: int, used: int, order: list[int], masks: list[int], out: list[int], tail: int, i_last: int,
            m_last: int, below: Callable[[int], int], bits: Callable[[int], int] | None) -> bool:
    """Level ``k`` of :func:`_arrange`'s search: its cell's digits shuffled, each tried in turn."""
    i = order[k]
    ds = list(_DIGITS[masks[i] & ~used])
    for j in range(len(ds) - 1, 0, -1):  # rng.shuffle(ds), draw for draw
        if bits is None:
            x = below(j + 1)
        else:  # below(j + 1), inline
            kk = _WIDTH[j + 1]
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
        if _assign(k + 1, used | 1 << d, order, masks, out, tail, i_last, m_last, below, bits):
            return True
    return False


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
