"""The exact solver's tables and propagation: singles, pointing, and their incremental form.

:mod:`.exact` holds the search and the public API; this module holds what a
search node runs.  Two forms of the singles, one per kind of geometry:

* **Scanning** (:func:`propagate`): the queue of fixed cells strikes their
  conflicts, then every house is scanned for hidden singles with the
  once/twice bitmask trick, until nothing changes.  Cheap where houses are
  small (Suguru, Ripple: a handful of cells each), and at a search's root
  anywhere, where nearly every house changes between scans anyway.
* **Incremental** (:func:`assign`, :func:`propagate_places`): inside the
  search of a big-housed geometry (sudoku: 3N houses of N cells) a node
  changes a few candidates, and rescanning all 3N houses each round was 99%
  of the time on the hardest 16x16.  There the search carries ``places``
  besides ``cands``: for each house h and digit d, a bitmask of the house's
  cells (bit i = ``houses[h][i]``) that still allow d.  Striking d from a
  cell clears its bit in the places of the cell's houses; places that fall
  to one bit are queued as hidden singles, and to none are a contradiction,
  so no house is ever scanned.  The places are built once, when the search
  first branches (the root's scanning form has done the easy part).

At the first branch point the places also give locked candidates
(:func:`locked`), through the precomputed crossings of each house with the
others.

Invariant of the incremental form: ``places[h*stride + d]`` has bit i set
exactly when ``cands[houses[h][i]]`` allows d.  So a leaf (every cell one
digit, the queues empty) has every digit of every house placed somewhere,
and every fixed digit struck from its conflicts: a solution.
"""

from __future__ import annotations

from typing import Sequence

from .puzzle import Puzzle
from .rules import Rules

Houses = tuple[tuple[tuple[int, ...], int], ...]
"""Each house's cells and the mask of the digits 1..len it must hold."""

CACHE: dict[tuple[str, int, int, tuple[int, ...]], "Tables"] = {}
_CACHE_MAX = 64
_POINTING_COST = 16
DIGIT = {1 << d: d for d in range(1, 64)}


class Tables:
    """What the search reads about one geometry, filled in as the search needs it.

    ``conf[cell][d]`` is ``puzzle.conflicts[cell][d]`` and ``masks[cell][d]``
    the same cells as a bitmask (for the pointing rule).  Where a kind's
    conflicts are derived from ``rules.peers`` (the base ``Rules.conflicts``:
    Ripple Effect) or its peers are the same for every digit
    (``rules.digit_free_peers``: Suguru) an entry is computed the first time
    the search needs it: a puzzle solved at the root fixes one digit per
    cell, a fifth of the table, and building the whole table in rules.py
    costs more than the solve on a 6x6.  Other kinds with their own
    ``conflicts`` (sudoku, Sujiko) hand over the finished table.
    """

    __slots__ = ("conf", "masks", "houses", "full", "extra", "pointing", "incremental", "cellpos",
                 "hcells", "stride", "crossings", "_puzzle", "_peers", "_lazy", "_shared")

    def __init__(self, p: Puzzle):
        rules = p.rules
        self._puzzle = p
        self._peers = rules.peers
        self._shared = rules.digit_free_peers
        self.conf: Sequence[Sequence[tuple[int, ...] | None]]
        self._lazy: list[list[tuple[int, ...] | None]] | None = None  # conf, while it is filled in
        if type(rules).conflicts is Rules.conflicts or self._shared:
            self.conf = self._lazy = [[None] * (m + 1) for m in p.max_digit]
        else:
            self.conf = p.conflicts
        self.masks: list[list[int | None]] = [[None] * (m + 1) for m in p.max_digit]
        self.houses: Houses = tuple((h, ((1 << len(h)) - 1) << 1) for h in p.houses)
        self.full = tuple(((1 << m) - 1) << 1 for m in p.max_digit)
        self.extra = rules.extra_ok if type(rules).extra_ok is not Rules.extra_ok else None
        # A pointing pass visits sum(len(house)**2) cell-digits.  Where houses
        # are small (Suguru, Ripple) that is a few visits per cell and pays for
        # itself many times over; on sudoku (3 houses of N per cell) it costs
        # more than the branches it saves (measured on the corpus).
        self.pointing = sum(len(h) ** 2 for h in p.houses) <= _POINTING_COST * p.ncells
        self.hcells = p.houses
        # The incremental form where houses are big, and only where no cell
        # may hold a digit beyond a house (a place list per digit must mean
        # "the house needs this digit somewhere").
        self.incremental = False
        self.stride = 0
        if not self.pointing:
            top = max(p.max_digit, default=0)
            self.incremental = top <= min(map(len, p.houses), default=0)
            self.stride = top + 1
        self.cellpos: tuple[tuple[tuple[int, int], ...], ...] = ()  # built with the first places
        self.crossings: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...] = ()

    def prepare_places(self) -> None:
        """Build what the incremental form reads: most grids are solved at the root without it."""
        houses, stride = self.hcells, self.stride
        # Each cell's houses, as (the house's first places key, the cell's bit in them).
        pos: list[list[tuple[int, int]]] = [[] for _ in range(self._puzzle.ncells)]
        for h, cells in enumerate(houses):
            for i, c in enumerate(cells):
                pos[c].append((h * stride, 1 << i))
        self.crossings = tuple(_crossings(houses, h, stride, pos) for h in range(len(houses)))
        self.cellpos = tuple(tuple(x) for x in pos)

    def peers(self, cell: int, d: int) -> tuple[int, ...]:
        """Fill in ``conf[cell][d]`` (only ever called for lazily built tables)."""
        assert self._lazy is not None
        row = self._lazy[cell]
        if self._shared:  # one tuple serves every digit of the cell
            t = tuple(self._peers(self._puzzle, cell, 1))
            row[1:] = (t,) * (len(row) - 1)
            return t
        t = row[d] = tuple(self._peers(self._puzzle, cell, d))
        return t

    def mask(self, cell: int, d: int) -> int:
        """Fill in ``masks[cell][d]``."""
        cells = self.conf[cell][d]
        if cells is None:
            cells = self.peers(cell, d)
        m = 0
        for o in cells:
            m |= 1 << o
        self.masks[cell][d] = m
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


def propagate(cands: list[int], queue: list[int], tables: Tables) -> bool:
    """Naked and hidden singles to a fixpoint, scanning the houses; False on a contradiction.

    ``queue`` holds the cells fixed but not yet propagated.  Mutates ``cands``.
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
        if not queue:
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


# -- the incremental form -------------------------------------------------------
def places_of(cands: list[int], tables: Tables) -> list[int]:
    """The places of every house and digit in ``cands`` (see the module's invariant)."""
    if not tables.cellpos:
        tables.prepare_places()
    stride = tables.stride
    places = [0] * (len(tables.hcells) * stride)
    for h, cells in enumerate(tables.hcells):
        base = h * stride
        b = 1
        for c in cells:
            m = cands[c]
            while m:
                low = m & -m
                m ^= low
                places[base + DIGIT[low]] |= b
            b <<= 1
    return places


def assign(cands: list[int], places: list[int], cell: int, d: int, tables: Tables) -> bool:
    """Fix ``cell`` to ``d`` and propagate incrementally; False on a contradiction.  Mutates both lists."""
    b = 1 << d
    hidden: list[int] = []
    if not _strike(cands, places, cell, cands[cell] ^ b, tables, hidden):
        return False
    cands[cell] = b
    return propagate_places(cands, places, [cell], hidden, tables)


def _strike(cands: list[int], places: list[int], cell: int, rm: int, tables: Tables, hidden: list[int]) -> bool:
    """Take the digits of ``rm`` out of ``cell``'s places (not out of ``cands``)."""
    pos = tables.cellpos[cell]
    while rm:
        low = rm & -rm
        rm ^= low
        e = DIGIT[low]
        for base, bit in pos:
            k = base + e
            pl = places[k] ^ bit
            if not pl:
                return False
            places[k] = pl
            if not pl & (pl - 1):
                hidden.append(k)
    return True


def propagate_places(cands: list[int], places: list[int], queue: list[int], hidden: list[int],
                     tables: Tables) -> bool:
    """Naked and hidden singles to a fixpoint, keeping ``places``; False on a contradiction.

    ``queue`` holds the cells fixed but not yet propagated, ``hidden`` the
    places keys (``h*stride + d``) that fell to one cell.
    """
    conf, cellpos, hcells, stride = tables.conf, tables.cellpos, tables.hcells, tables.stride
    # The naked-single loop is propagate()'s with the places kept in its
    # innermost branch: a shared helper would cost a call per struck digit in
    # the solver's hottest loop.
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
                    for base, bit in cellpos[o]:
                        k = base + d
                        pl = places[k] ^ bit
                        if not pl:
                            return False
                        places[k] = pl
                        if not pl & (pl - 1):
                            hidden.append(k)
                    if not om & (om - 1):
                        queue.append(o)
        if not hidden:
            return True
        while hidden:
            k = hidden.pop()
            h = k // stride
            x = hcells[h][places[k].bit_length() - 1]
            b = 1 << (k - h * stride)
            mx = cands[x]
            if mx != b:  # by the invariant mx holds b and more: d goes here
                if not _strike(cands, places, x, mx ^ b, tables, hidden):
                    return False
                cands[x] = b
                queue.append(x)


def locked(cands: list[int], places: list[int], queue: list[int], hidden: list[int], tables: Tables) -> int:
    """Locked candidates: a digit whose places in a house all lie where it crosses another house goes from the rest of that other house.

    (A box's digit confined to one row leaves the rest of the row, and a
    row's confined to one box the rest of the box; jigsaw pieces the same.)
    Returns 0 on a contradiction, 1 if nothing changed, 2 if candidates went
    (newly fixed cells queued, places that fell to one in ``hidden``).
    """
    hcells, stride = tables.hcells, tables.stride
    changed = 1
    for h, crossings in enumerate(tables.crossings):
        base = h * stride
        for d in range(1, len(hcells[h]) + 1):
            pl = places[base + d]
            if not pl & (pl - 1):
                continue
            for m1, h2, m2 in crossings[(pl & -pl).bit_length() - 1]:  # the crossings through its first place
                if not pl & ~m1:
                    out = places[h2 * stride + d] & ~m2
                    b = 1 << d
                    cells = hcells[h2]
                    while out:
                        low = out & -out
                        out ^= low
                        x = cells[low.bit_length() - 1]
                        mx = cands[x] ^ b
                        if not mx or not _strike(cands, places, x, b, tables, hidden):
                            return 0
                        cands[x] = mx
                        changed = 2
                        if not mx & (mx - 1):
                            queue.append(x)
                    break
    return changed
