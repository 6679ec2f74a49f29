"""The per-layout tables every technique reads: cell names, regions, neighbour and reach lists.

They depend only on kind, size and regions -- not on the givens -- so the generator, which
tries many clue sets on one layout, builds them once (:func:`tables`).  The techniques
(:mod:`game.engine.techniques`) read them; the solver (:mod:`game.engine.logic`) caches per
layout what its runs share.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import king_cells
from .puzzle import Puzzle, col_name, row_name
from .rules import Rules

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
        self.names = _names(w, h)
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
        self.kingbits = _kingbits(w, h)
        # fn[cell][d]: the cells an answered d strikes beyond its region's rule.
        self.fn: Targets
        if rules.geometric_strikes:
            rows = _strikes(puzzle, max(self.maxd, default=0))
            self.fn = tuple(rows[c][:m + 1] for c, m in enumerate(self.maxd))
        elif type(rules).neighbour_strikes is Rules.neighbour_strikes:
            self.fn = _beyond(puzzle)
        else:
            self.fn = tuple(
                ((),) + tuple(rules.neighbour_strikes(puzzle, c, d) for d in range(1, self.maxd[c] + 1))
                for c in range(n))


def _beyond(puzzle: Puzzle) -> Targets:
    """:meth:`Rules.neighbour_strikes` of every cell and digit (the conflicts outside the cell's
    region), worked out once per distinct conflicts entry: a sudoku's are one tuple for every digit,
    and a jigsaw generator builds these tables for a fresh layout at every attempt."""
    conflicts, regions = puzzle.conflicts, puzzle.regions
    out = []
    for c, row in enumerate(conflicts):
        r = regions[c]
        seen: dict[int, tuple[int, ...]] = {}
        strikes: list[tuple[int, ...]] = [()]
        for d in range(1, puzzle.max_digit[c] + 1):
            peers = row[d]
            got = seen.get(id(peers))
            if got is None:
                got = seen[id(peers)] = tuple([x for x in peers if regions[x] != r])
            strikes.append(got)
        out.append(tuple(strikes))
    return tuple(out)


@lru_cache(maxsize=64)
def _names(width: int, height: int) -> tuple[str, ...]:
    return tuple(row_name(r) + col_name(c) for r in range(height) for c in range(width))


@lru_cache(maxsize=64)
def _kingbits(width: int, height: int) -> tuple[int, ...]:
    return tuple(sum(1 << x for x in king_cells(c, width, height)) for c in range(width * height))


_STRIKES: dict[tuple[str, int, int], Targets] = {}


def _strikes(puzzle: Puzzle, top: int) -> Targets:
    """``rows[cell][d]``, d up to at least ``top``: :meth:`Rules.neighbour_strikes` of a kind whose
    strikes depend on the board's size alone, made once per kind and size."""
    key = (puzzle.kind, puzzle.width, puzzle.height)
    rows = _STRIKES.get(key)
    if rows is None or len(rows[0]) <= top:
        strikes = puzzle.rules.neighbour_strikes
        rows = _STRIKES[key] = tuple(((),) + tuple(strikes(puzzle, c, d) for d in range(1, top + 1))
                                     for c in range(puzzle.ncells))
    return rows


@lru_cache(maxsize=128)
def _tables_for(kind: str, width: int, height: int, regions: tuple[int, ...]) -> Tables:
    return Tables(Puzzle(kind, width, height, (0,) * (width * height), regions))


def tables(puzzle: Puzzle) -> Tables:
    """The (cached) tables of a puzzle's layout."""
    return _tables_for(puzzle.kind, puzzle.width, puzzle.height, puzzle.regions)
