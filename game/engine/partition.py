"""Random partitions of a grid into polyominoes, and the cheap tests that reject hopeless ones.

Most random partitions of a grid into pieces of 1..5 cells cannot hold any
Suguru or Ripple Effect solution, and proving that by search is expensive.
So the generator grows a partition and then asks counting questions first:

* **Suguru.**  Equal digits never touch, so every 2x2 block holds at most one
  copy of a digit and a W x H grid holds at most ceil(W/2) * ceil(H/2) copies.
  Every region of size >= d needs a d, hence for each d the number of such
  regions is bounded by that count.  For 6x6 that caps the partition at nine
  regions: Suguru partitions are mostly fours and fives.
* **Ripple Effect.**  Two d's in one row are more than d cells apart, so a row
  of W cells holds at most ceil(W / (d+1)) of them (likewise columns), and the
  grid at most min(H * ceil(W/(d+1)), W * ceil(H/(d+1))).  For d = 1 the grid
  is a chessboard: at most ceil(W*H/2) ones.
* **Both.**  Two regions of one cell hold a 1 each, so they may not be
  neighbours (king move for Suguru, orthogonal for Ripple Effect).

These are necessary conditions only; a partition that passes may still be
empty of solutions, and the filler's node cap catches that cheaply (the
generator abandons the partition rather than proving it hopeless).

Growth is row-major: each region starts at the first free cell and grows by
random frontier steps towards a drawn target size.  Starting in scan order
leaves few enclosed holes; pieces left too small are merged into a
neighbouring region when the union still fits in five cells.  Every random
choice goes through the caller's ``random.Random`` and iterates lists, never
sets, so a seed always gives the same partition.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate

MAX_REGION = 5

@dataclass(frozen=True)
class RegionShape:
    """What the grower and the bounds need to know of a region kind (its package makes one).

    ``weights[size]`` are the target size weights, tuned per kind so the result
    passes the counting bounds often and looks like published puzzles;
    ``diagonal`` says whether cells touching at a corner are neighbours (two
    one-cell regions, both 1, may not be); ``max_copies(w, h, d)`` bounds the
    cells of a w x h grid that can hold d; ``reach(cell, d, w, h)`` lists the
    cells that may not hold d when ``cell`` does, regions aside.
    """

    name: str
    weights: tuple[int, ...]
    diagonal: bool
    max_copies: Callable[[int, int, int], int]
    reach: Callable[[int, int, int, int], tuple[int, ...]]


def region_sizes(regions: Sequence[int]) -> list[int]:
    """Size of each region, indexed by region number."""
    sizes = [0] * (max(regions) + 1)
    for r in regions:
        sizes[r] += 1
    return sizes


def infeasible_reason(shape: RegionShape, width: int, height: int, regions: Sequence[int]) -> str | None:
    """Why no solution can exist on this partition, or None if the cheap bounds pass."""
    sizes = region_sizes(regions)
    if max(sizes) > MAX_REGION:
        return f"a region has {max(sizes)} cells; the most is {MAX_REGION}"
    for d in range(1, max(sizes) + 1):
        need = sum(1 for s in sizes if s >= d)
        room = shape.max_copies(width, height, d)
        if need > room:
            return f"{need} regions need a {d} but a {width}x{height} grid holds at most {room}"
    king = shape.diagonal
    for cell, r in enumerate(regions):
        if sizes[r] != 1:
            continue
        for nb in _neighbours(cell, width, height, king):
            if nb > cell and sizes[regions[nb]] == 1:
                return f"two one-cell regions touch at cells {cell} and {nb}; both would be 1"
    return None


def feasible(shape: RegionShape, width: int, height: int, regions: Sequence[int]) -> bool:
    return infeasible_reason(shape, width, height, regions) is None


def _neighbours(cell: int, width: int, height: int, king: bool) -> list[int]:
    r, c = divmod(cell, width)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and (king or not (dr and dc)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < height and 0 <= cc < width:
                    out.append(rr * width + cc)
    return out


def _orthogonal(width: int, height: int) -> list[list[int]]:
    return [_neighbours(cell, width, height, False) for cell in range(width * height)]


def grow_partition(width: int, height: int, rng: random.Random,
                   weights: Sequence[int]) -> tuple[int, ...]:
    """A random partition into orthogonally connected pieces of 1..5 cells (labels by first cell)."""
    n = width * height
    adj = _orthogonal(width, height)
    region = [-1] * n
    pieces: list[list[int]] = []
    sizes = range(len(weights))
    for start in range(n):
        if region[start] >= 0:
            continue
        target = rng.choices(sizes, weights)[0]
        label = len(pieces)
        cells = [start]
        region[start] = label
        frontier = [nb for nb in adj[start] if region[nb] < 0]
        while len(cells) < target and frontier:
            cell = frontier.pop(rng.randrange(len(frontier)))
            if region[cell] >= 0:
                continue
            region[cell] = label
            cells.append(cell)
            frontier.extend(nb for nb in adj[cell] if region[nb] < 0 and nb not in frontier)
        pieces.append(cells)
    _merge_small(pieces, region, adj, rng, weights)
    return canonical(region)


def _merge_small(pieces: list[list[int]], region: list[int], adj: list[list[int]],
                 rng: random.Random, weights: Sequence[int]) -> None:
    """Merge pieces that grew shorter than their kind likes into a neighbour that has room.

    A piece of size s is kept with probability proportional to how common
    size s is in ``weights``; otherwise it joins a random neighbouring piece
    whose union stays within five cells.
    """
    top = max(weights)
    for label in range(len(pieces)):
        cells = pieces[label]
        if not cells or rng.random() * top < weights[len(cells)]:
            continue
        nbs: list[int] = []
        for cell in cells:
            for nb in adj[cell]:
                other = region[nb]
                if other != label and other not in nbs and len(pieces[other]) + len(cells) <= MAX_REGION:
                    nbs.append(other)
        if not nbs:
            continue
        into = nbs[rng.randrange(len(nbs))]
        for cell in cells:
            region[cell] = into
        pieces[into].extend(cells)
        pieces[label] = []


def canonical(labels: Sequence[int]) -> tuple[int, ...]:
    """Renumber labels 0.. in order of each label's first cell (the Puzzle convention)."""
    seen: dict[int, int] = {}
    return tuple(seen.setdefault(lab, len(seen)) for lab in labels)


def random_partition(shape: RegionShape, width: int, height: int, rng: random.Random,
                     max_tries: int = 1000) -> tuple[int, ...]:
    """A random partition that passes :func:`infeasible_reason`'s bounds.

    Raises RuntimeError if ``max_tries`` grown partitions all fail (only for
    grids too small for the kind's bounds, e.g. 2x2 Suguru).
    """
    for _ in range(max_tries):
        regions = grow_partition(width, height, rng, shape.weights)
        if feasible(shape, width, height, regions):
            return regions
    raise RuntimeError(f"no feasible {shape.name} partition of {width}x{height} found in {max_tries} tries")


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


def _below(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange(n)`` for n > 0, without its argument checks: the very draw it makes.

    ``randrange(n)`` and ``shuffle`` both draw through ``Random._randbelow``; the grower calls it
    directly in its innermost loops (a rng of another make keeps its own ``randrange``)."""
    below: Callable[[int], int] | None = getattr(rng, "_randbelow", None)
    return below if below is not None and type(rng) is random.Random else rng.randrange


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
        for _ in range(self.tries):
            self.nodes -= 1
            if self.nodes < 0:
                raise _Abandon
            cells = self._shape(start, values)
            digits = self._arrange(cells, allowed)
            if digits is None:
                continue
            v2, a2 = values[:], allowed[:]
            geo = self.geo
            for cell, d in zip(cells, digits):
                v2[cell] = d
                keep = ~(1 << d)
                for o in geo[cell][d]:
                    a2[o] &= keep
            if not self._alive_after(v2, a2, cells, digits):
                continue
            r2 = region[:]
            for cell in cells:
                r2[cell] = label
            if self._place(v2, r2, a2, start + 1, label + 1):
                values[:], region[:] = v2, r2
                return True
        return False

    def _shape(self, start: int, values: list[int]) -> list[int]:
        rng, adj = self.rng, self.adj
        target = bisect(self.cum, rng.random() * self.total, 0, len(self.cum) - 1)
        cells = [start]
        frontier = [nb for nb in adj[start] if not values[nb]]
        pick, add, grow = self.below, cells.append, frontier.append
        size = 1
        while size < target and frontier:
            cell = frontier.pop(pick(len(frontier)))
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
        below = self.below
        digits = range(1, size + 1)

        def assign(k: int, used: int) -> bool:
            if k == size:
                return True
            i = order[k]
            free = masks[i] & ~used
            ds = [d for d in digits if free >> d & 1]
            for j in range(len(ds) - 1, 0, -1):  # rng.shuffle(ds), draw for draw
                x = below(j + 1)
                ds[j], ds[x] = ds[x], ds[j]
            for d in ds:
                out[i] = d
                if assign(k + 1, used | 1 << d):
                    return True
            return False

        return out if assign(0, 0) else None

    def _alive_after(self, values: list[int], allowed: list[int], cells: list[int], digits: list[int]) -> bool:
        """:meth:`_alive`, knowing it held before ``digits`` went into ``cells``: only the free
        cells those placements changed can have died -- a cell that lost a digit (it may have
        none left, or have lost its 1), or one beside a placed cell (it may now be enclosed)."""
        adj, geo = self.adj, self.geo
        for cell, d in zip(cells, digits):
            for o in geo[cell][d]:
                if not allowed[o] and not values[o]:
                    return False
        for cell, d in zip(cells, digits):
            for near in (adj[cell], geo[cell][1]) if d == 1 else (adj[cell],):
                for o in near:
                    if not values[o] and not allowed[o] & 2 and all([values[nb] for nb in adj[o]]):
                        return False
        return True

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
