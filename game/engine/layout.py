"""The per-layout tables every technique reads: cell names, regions, neighbour and reach lists.

They depend only on kind, size and regions -- not on the givens -- so the generator, which
tries many clue sets on one layout, builds them once (:func:`tables`).  The techniques
(:mod:`game.engine.techniques`) read them; the solver (:mod:`game.engine.logic`) caches per
layout what its runs share.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import king_cells
from .puzzle import Puzzle

Targets = tuple[tuple[tuple[int, ...], ...], ...]
"""``table[cell][digit]``: the cells an answered ``digit`` in ``cell`` strikes it from."""


class Tables:
    """Everything the techniques look up, computed once per grid layout.

    The tables depend only on kind, size and regions -- not on the givens -- so
    the generator, which tries many clue sets on one layout, reuses them.
    """

    __slots__ = ("width", "height", "ncells", "names", "regions", "rcells", "rbits",
                 "rules", "rname", "nregions", "all_regions", "regbit", "er", "fn", "kingbits", "maxd")

    def __init__(self, puzzle: Puzzle):
        self.rules = rules = puzzle.rules
        w, h = self.width, self.height = puzzle.width, puzzle.height
        n = self.ncells = w * h
        self.names = tuple(puzzle.cell_name(c) for c in range(n))
        self.regions = puzzle.regions
        self.rcells = puzzle.region_cells
        self.nregions = len(self.rcells)
        self.all_regions = (1 << self.nregions) - 1
        self.regbit = tuple(1 << r for r in self.regions)
        self.rbits = tuple(sum(1 << c for c in cs) for cs in self.rcells)
        self.rname = tuple(f"the {len(cs)}-cell region at {self.names[cs[0]]}" for cs in self.rcells)
        self.maxd = puzzle.max_digit
        peers = [tuple(x for x in self.rcells[self.regions[c]] if x != c) for c in range(n)]
        self.er: Targets = tuple((peers[c],) * (self.maxd[c] + 1) for c in range(n))
        king = [king_cells(c, w, h) for c in range(n)]
        self.kingbits = tuple(sum(1 << x for x in ks) for ks in king)
        # fn[cell][d]: the cells an answered d strikes beyond its region's rule.
        self.fn: Targets = tuple(
            ((),) + tuple(rules.neighbour_strikes(puzzle, c, d) for d in range(1, self.maxd[c] + 1))
            for c in range(n))


@lru_cache(maxsize=128)
def _tables_for(kind: str, width: int, height: int, regions: tuple[int, ...]) -> Tables:
    return Tables(Puzzle(kind, width, height, (0,) * (width * height), regions))


def tables(puzzle: Puzzle) -> Tables:
    """The (cached) tables of a puzzle's layout."""
    return _tables_for(puzzle.kind, puzzle.width, puzzle.height, puzzle.regions)
