"""The exact solver's tables and its scanning form of propagation: singles and pointing.

:mod:`.exact` holds the search and the public API; this module holds the
per-geometry tables and what a search node runs where houses are small:

* **Scanning** (:func:`propagate`): the queue of fixed cells strikes their
  conflicts, then every house is scanned for hidden singles with the
  once/twice bitmask trick, until nothing changes.  Cheap where houses are
  small (Suguru, Ripple: a handful of cells each), and at a search's root
  anywhere, where nearly every house changes between scans anyway.
* **Pointing** (:func:`pointing`), where houses are small.

Where houses are big (sudoku: 3N houses of N cells) a search's nodes below the
root run the incremental form of :mod:`.places` instead, whose tables
(:meth:`Tables.cover`) are built here on first use.
"""

from __future__ import annotations

from operator import mul
from typing import Sequence

from .places import Cover
from .puzzle import Puzzle
from .rules import Rules

Houses = tuple[tuple[tuple[int, ...], int], ...]
"""Each house's cells and the mask of the digits 1..len it must hold."""

CACHE: dict[tuple[str, int, int, tuple[int, ...]], "Tables"] = {}
_CACHE_MAX = 64
_POINTING_COST = 16
_UNSET: tuple[None, ...] = (None,) * 64
"""A row of ``conf`` or ``masks`` not filled in yet (shared: no list per cell until one is needed)."""
_FULL = tuple(((1 << m) - 1) << 1 for m in range(64))
"""The mask of the digits 1..m, by m."""


class Tables:
    """What the search reads about one geometry, filled in as the search needs it.

    ``conf[cell][d]`` is ``puzzle.conflicts[cell][d]`` (in any order) and
    ``masks[cell][d]`` the same cells as a bitmask (for the pointing rule).
    Where a kind's conflicts are derived from ``rules.peers`` (the base
    ``Rules.conflicts``: Ripple Effect) an entry is computed the first time
    the search needs it: a puzzle solved at the root fixes one digit per cell,
    a fifth of the table, and building the whole table in rules.py costs more
    than the solve on a 6x6.  Where the kind hands over a source of peers that
    are the same for every digit (``rules.peer_source``: Suguru) every cell's
    one tuple is made when the search first needs one (it needs nearly all),
    and every cell's one mask likewise.
    Other kinds with their own ``conflicts`` (sudoku, Sujiko) hand over the
    finished table.  Rows not yet filled in are one shared row of Nones.
    """

    __slots__ = ("conf", "masks", "houses", "full", "extra", "pointing", "incremental", "hcells", "stride", "node_cost",
                 "_cover", "_puzzle", "_peers", "_lazy", "_source", "_unset")

    def __init__(self, p: Puzzle):
        rules = p.rules
        n = p.ncells
        top = max(p.max_digit, default=0)
        unset = _UNSET if top < len(_UNSET) else (None,) * (top + 1)
        full = _FULL if top < len(_FULL) else tuple(((1 << m) - 1) << 1 for m in range(top + 1))
        self._puzzle = p
        self._peers = rules.peers
        self._source = rules.peer_source(p)
        self.conf: Sequence[Sequence[tuple[int, ...] | None]]
        self._lazy: list[Sequence[tuple[int, ...] | None]] | None = None  # conf, while it is filled in
        if type(rules).conflicts is Rules.conflicts or self._source is not None:
            self.conf = self._lazy = [unset] * n
        else:
            self.conf = p.conflicts
        self.masks: list[Sequence[int | None]] = [unset] * n
        self._unset = unset
        lens = list(map(len, p.houses))
        self.houses: Houses = tuple(zip(p.houses, map(full.__getitem__, lens)))
        self.full = tuple(map(full.__getitem__, p.max_digit))
        self.extra = rules.extra_ok if type(rules).extra_ok is not Rules.extra_ok else None
        # A pointing pass visits sum(len(house)**2) cell-digits.  Where houses
        # are small (Suguru, Ripple) that is a few visits per cell and pays for
        # itself many times over; on sudoku (3 houses of N per cell) it costs
        # more than the branches it saves (measured on the corpus).
        self.pointing = sum(map(mul, lens, lens)) <= _POINTING_COST * n
        self.hcells = p.houses
        # What the budget charges a search node: a scan of the grid and its houses
        # (the hidden singles), and where pointing runs another of the houses.
        self.node_cost = (n + sum(lens)) * (2 if self.pointing else 1)
        # The incremental form where houses are big, and only where no cell
        # may hold a digit beyond a house (a place list per digit must mean
        # "the house needs this digit somewhere").
        self.incremental = False
        self.stride = 0
        if not self.pointing:
            self.incremental = top <= min(map(len, p.houses), default=0)
            self.stride = top + 1
        self._cover: Cover | None = None

    def cover(self) -> Cover | None:
        """The incremental form's tables, built on first use; None (and ``incremental`` off) where it does not apply."""
        if self._cover is None and self.incremental:
            p = self._puzzle
            cover = Cover(self.hcells, p.ncells, self.stride - 1)
            if cover.applies(self.conf, p.max_digit):
                self._cover = cover
            else:
                self.incremental = False
        return self._cover

    def covered(self) -> bool:
        """Whether :meth:`cover` has built the incremental form's tables."""
        return self._cover is not None

    def peers(self, cell: int, d: int) -> tuple[int, ...]:
        """Fill in ``conf[cell][d]`` (only ever called for lazily built tables)."""
        assert self._lazy is not None
        source = self._source
        if source is not None:  # every cell's at once, one tuple serving every digit
            self._lazy[:] = source.rows(self._puzzle.max_digit)
            t = self._lazy[cell][d]
            assert t is not None
            return t
        row = self._lazy[cell]
        if row is self._unset:
            row = self._lazy[cell] = [None] * (self._puzzle.max_digit[cell] + 1)
        assert isinstance(row, list)
        t = row[d] = tuple(self._peers(self._puzzle, cell, d))
        return t

    def mask(self, cell: int, d: int) -> int:
        """Fill in ``masks[cell][d]``."""
        source = self._source
        if source is not None:  # every cell's at once, one mask serving every digit
            self.masks[:] = source.mask_rows(self._puzzle.max_digit)
            m = self.masks[cell][d]
            assert m is not None
            return m
        cells = self.conf[cell][d]
        if cells is None:
            cells = self.peers(cell, d)
        m = 0
        for o in cells:
            m |= 1 << o
        row = self.masks[cell]
        if row is self._unset:
            row = self.masks[cell] = [None] * (self._puzzle.max_digit[cell] + 1)
        assert isinstance(row, list)
        row[d] = m
        return m


def _crossings(houses: Sequence[tuple[int, ...]], h: int, stride: int,
               pos: list[list[tuple[int, int]]]) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """For each cell of house h (by its index there): (bits in h, other house, bits there) for
    each other house sharing that cell and at least one more with h."""
    own = h * stride
    shared: dict[int, list[int]] = {}
    b = 1
    for c in houses[h]:
        for base, bit in pos[c]:
            if base != own:
                m = shared.get(base)
                if m is None:
                    shared[base] = [b, bit]
                else:
                    m[0] |= b
                    m[1] |= bit
        b <<= 1
    by_cell: list[list[tuple[int, int, int]]] = [[] for _ in houses[h]]
    for base, (m1, m2) in shared.items():
        if m1 & (m1 - 1):  # two cells or more
            x = (m1, base // stride, m2)
            while m1:
                low = m1 & -m1
                m1 ^= low
                by_cell[low.bit_length() - 1].append(x)
    return tuple(map(tuple, by_cell))


def tables(p: Puzzle) -> Tables:
    key = (p.kind, p.width, p.height, p.regions)
    t = CACHE.get(key)
    if t is None:
        if len(CACHE) >= _CACHE_MAX:
            CACHE.clear()
        t = CACHE[key] = Tables(p)
    return t


def propagate(cands: list[int], queue: list[int], tables: Tables, rounds: int = -1) -> bool:
    """Naked and hidden singles to a fixpoint, scanning the houses; False on a contradiction.

    ``queue`` holds the cells fixed but not yet propagated.  Mutates ``cands``.
    With ``rounds`` it stops after that many house scans, leaving the cells
    they fixed in ``queue`` (non-empty exactly when it stopped short).
    """
    conf, houses = tables.conf, tables.houses
    while True:
        while queue:
            c = queue.pop()
            m = cands[c]
            d = m.bit_length() - 1
            peers = conf[c][d]
            if peers is None:
                peers = tables.peers(c, d)
            for o in peers:
                om = cands[o]
                if om & m:
                    om ^= m
                    if not om:
                        return False
                    cands[o] = om
                    if not om & (om - 1):
                        queue.append(o)
        for cells, full in houses:
            once = twice = fixed = 0
            for c in cells:
                m = cands[c]
                twice |= once & m
                once |= m
                if not m & (m - 1):
                    fixed |= m
            if once & full != full:
                return False
            hidden = once & ~twice & ~fixed
            if hidden:
                for c in cells:
                    m = cands[c] & hidden
                    if m:
                        if m & (m - 1):
                            return False
                        cands[c] = m
                        queue.append(c)
        rounds -= 1
        if not queue or not rounds:
            return True


def pointing(cands: list[int], queue: list[int], tables: Tables) -> int:
    """Digits locked in a house strike their common conflicts.

    Digit d must go somewhere among its places P in a house, so a cell that
    conflicts with d at *every* cell of P cannot hold d (locked candidates in
    sudoku, "every 2 of this region touches that cell" in Suguru, "reaches
    it" in Ripple).  Returns 0 on a contradiction, 1 if nothing changed, 2 if
    candidates went (newly fixed cells are queued).  Scanning form only.
    """
    masks = tables.masks
    changed = 1
    for cells, _ in tables.houses:
        for d in range(1, len(cells) + 1):
            b = 1 << d
            common = -1
            k = 0
            for c in cells:
                if cands[c] & b:
                    k += 1
                    x = masks[c][d]
                    common &= tables.mask(c, d) if x is None else x
            if k < 2 or not common:
                continue
            while common:
                low = common & -common
                common ^= low
                o = low.bit_length() - 1
                m = cands[o]
                if m & b:
                    m ^= b
                    if not m:
                        return 0
                    cands[o] = m
                    changed = 2
                    if not m & (m - 1):
                        queue.append(o)
    return changed
