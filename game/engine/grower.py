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


class _Grower:
    """One attempt at growing regions and digits together (see the essay above)."""

    def __init__(self, shape: RegionShape, width: int, height: int, rng: random.Random, node_cap: int,
                 tries_per_region: int = 3):
        self.n = width * height
        self.geo = geometry_conflicts(shape, width, height)
        self.adj = _orthogonal(width, height)
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

    def run(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        values = [0] * self.n
        region = [-1] * self.n
        allowed = [((1 << MAX_REGION) - 1) << 1] * self.n
        try:
            if not self._place(values, region, allowed, 0, 0):
                return None
        except _Abandon:
            return None
        return canonical(region), tuple(values)

    def _place(self, values: list[int], region: list[int], allowed: list[int],
               start: int, label: int) -> bool:
        n = self.n
        while start < n and values[start]:
            start += 1
        if start == n:
            return True
        geo, adj = self.geo, self.adj
        for _ in range(self.tries):
            self.nodes -= 1
            if self.nodes < 0:
                raise _Abandon
            cells = self._shape(start, values)
            digits = self._arrange(cells, allowed)
            if digits is None:
                continue
            v2, a2 = values[:], allowed[:]
            emptied = []
            for cell, d in zip(cells, digits):
                v2[cell] = d
                keep = ~(1 << d)
                for o in geo[cell][d]:
                    a = a2[o] & keep
                    a2[o] = a
                    if not a:
                        emptied.append(o)
            # The dead-end test (:meth:`_alive`), asked only of the free cells these placements
            # changed: one left with no digit, or one that lost its 1 or gained a placed
            # neighbour and is now enclosed (it held before, and nothing else changed).
            dead = False
            for o in emptied:
                if not v2[o]:
                    dead = True
                    break
            if not dead:
                for cell, d in zip(cells, digits):
                    for near in (adj[cell], geo[cell][1]) if d == 1 else (adj[cell],):
                        for o in near:
                            if not v2[o] and not a2[o] & 2 and all([v2[nb] for nb in adj[o]]):
                                dead = True
                                break
            if dead:
                continue
            r2 = region[:]
            for cell in cells:
                r2[cell] = label
            if self._place(v2, r2, a2, start + 1, label + 1):
                values[:], region[:] = v2, r2
                return True
        return False

    def _shape(self, start: int, values: list[int]) -> list[int]:
        adj, bits = self.adj, self.bits
        target = bisect(self.cum, self.random() * self.total, 0, self.top)
        cells = [start]
        frontier = [nb for nb in adj[start] if not values[nb]]
        if target == 1 or not frontier:  # no draw: the one cell
            return cells
        pick, add, grow = self.below, cells.append, frontier.append
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
            if cell in cells:
                continue
            add(cell)
            size += 1
            for nb in adj[cell]:  # a loop, not a list: no frame per cell on the hottest path
                if not values[nb] and nb not in cells:
                    grow(nb)
        return cells

    def _arrange(self, cells: list[int], allowed: list[int]) -> list[int] | None:
        """A random assignment of 1..len(cells) to ``cells`` within their allowed digits."""
        size = len(cells)
        if size == 1:  # no draw: the one way, or none
            return [1] if allowed[cells[0]] & 2 else None
        full = ((1 << size) - 1) << 1
        masks = [allowed[c] & full for c in cells]
        if 0 in masks:
            return None
        out = [0] * size
        order = sorted(range(size), key=[m.bit_count() for m in masks].__getitem__)
        below, bits = self.below, self.bits
        last = size - 1

        def assign(k: int, used: int) -> bool:
            i = order[k]
            free = masks[i] & ~used
            if k == last:  # one digit is left at most: no draw
                if free:
                    out[i] = free.bit_length() - 1
                    return True
                return False
            ds = list(_DIGITS[free])
            for j in range(len(ds) - 1, 0, -1):  # rng.shuffle(ds), draw for draw
                if bits is None:
                    x = below(j + 1)
                else:  # below(j + 1), inline
                    kk = (j + 1).bit_length()
                    x = bits(kk)
                    while x > j:
                        x = bits(kk)
                ds[j], ds[x] = ds[x], ds[j]
            for d in ds:
                out[i] = d
                if assign(k + 1, used | 1 << d):
                    return True
            return False

        return out if assign(0, 0) else None

    def _alive(self, values: list[int], allowed: list[int]) -> bool:
        """Cheap dead-end test: every free cell can still hold a digit, and an enclosed one a 1."""
        adj = self.adj
        for cell, v in enumerate(values):
            if v:
                continue
            a = allowed[cell]
            if not a:
                return False
            if not a & 2 and all([values[nb] for nb in adj[cell]]):
                return False  # enclosed: it can only be a one-cell region, holding 1
        return True


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
