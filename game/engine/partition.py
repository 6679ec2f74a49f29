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
from collections.abc import Callable, Sequence
from dataclasses import dataclass

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


def _below(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange(n)`` for n > 0, without its argument checks: the very draw it makes.

    ``randrange(n)`` and ``shuffle`` both draw through ``Random._randbelow``; the grower calls it
    directly in its innermost loops (a rng of another make keeps its own ``randrange``)."""
    below: Callable[[int], int] | None = getattr(rng, "_randbelow", None)
    return below if below is not None and type(rng) is random.Random else rng.randrange
