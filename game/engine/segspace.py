"""The layout of the exact solver's whole-board form (:mod:`.segments`): where each candidate's bits sit.

A state is one int of segments, N bits and a guard bit each: first one per cell
(bit d-1: the cell may hold d), then one per house and digit (bit i: the
house's i-th cell may hold the digit).  :class:`Space` holds a geometry's
offsets and masks, the masks that place a candidate built the first time the
search needs them.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter, ne
from typing import Callable, Sequence

_CELLBITS: dict[int, list[str]] = {}


def _cellbits(n: int) -> list[str]:
    """Per cell mask (bit d: digit d) its segment's string: the guard bit, then digit N down to 1."""
    table = _CELLBITS.get(n)
    if table is None:
        full = (1 << n) - 1
        table = _CELLBITS[n] = [format((m >> 1) & full | 1 << n, "b") for m in range(1 << (n + 1))]
    return table


FLIPS = 500
"""The most candidates :meth:`Space.present` flips rather than writing the state out (measured: about
as much work as writing a 9x9's state out; a 16x16's first position, thousands apart, is written)."""

State = tuple[int, int]
"""The candidates (``S``) and the guard bits of the constraints not yet satisfied (``todo``)."""


class Space:
    """One geometry's layout and masks (cached per geometry by :func:`.segments.space_for`).

    Candidate q is cell q // n holding digit q % n + 1.  ``at[pos]``: the candidate
    a bit belongs to; ``pgg[g]``: for the cell whose segment's guard bit is g, the
    guard bits of its peers' segments; :meth:`keep`, :meth:`bits`: a candidate's
    masks; :meth:`groups`: what :func:`.segments.locked` tests; ``alike``: every cell
    has as many peers (a sudoku of boxes, not a jigsaw's).  A house's segments
    for digits 1..N are consecutive, so a candidate's bits in the houses are the
    digit 1 candidate's shifted by (d-1) segments, and a cell's masks for every
    digit come from a few per cell.
    """

    __slots__ = ("n", "w", "ncells", "full", "lo", "guard", "segmax", "all", "segs", "at", "pgg", "cellmask",
                 "lo_c", "guard_c", "segmax_c", "houses", "alike", "_own", "_ownguard", "_owned", "_peerown", "_peercell",
                 "_keep", "_keepx", "_groups", "_kill", "_crossed", "_picks", "_cellbits", "_last")

    def __init__(self, houses: Sequence[tuple[int, ...]], ncells: int, n: int) -> None:
        w = self.w = n + 1
        self.n, self.ncells, self.houses = n, ncells, houses
        nseg = ncells + len(houses) * n
        full = self.full = (1 << n) - 1
        unit = (1 << w) - 1
        lo = self.lo = ((1 << (nseg * w)) - 1) // unit  # bit 0 of every segment
        self.guard = lo << n
        self.segmax = lo * full
        self.all = lo * unit  # every candidate, and every guard bit (always set in a state)
        lo_c = self.lo_c = ((1 << (ncells * w)) - 1) // unit  # the same for the cells' segments only
        self.guard_c = lo_c << n
        self.segmax_c = lo_c * full
        self.cellmask = (1 << (ncells * w)) - 1
        at = [-1] * (nseg * w)
        for c in range(ncells):
            at[c * w:c * w + n] = range(c * n, c * n + n)
        own = [0] * ncells  # the candidate (c, 1)'s bits in its houses' segments
        ownguard = [0] * ncells  # those segments' guard bits
        homes: list[list[int]] = [[] for _ in range(ncells)]
        for h, cells in enumerate(houses):
            base = (ncells + h * n) * w
            for i, c in enumerate(cells):
                own[c] |= 1 << (base + i)
                ownguard[c] |= 1 << (base + n)
                homes[c].append(h)
                at[base + i:base + i + n * w:w] = range(c * n, c * n + n)  # (c, d) in the house's segment for d
        self.at = at
        every_digit = ((1 << (n * w)) - 1) // unit
        self._own, self._ownguard = own, ownguard
        self._owned = [m * every_digit for m in own]  # (c, d) for every d, in the houses
        # A cell's peers, a house at a time: every cell of its houses (it too, taken away after).
        hown, hguard = [0] * len(houses), [0] * len(houses)
        for h, cells in enumerate(houses):
            for c in cells:
                hown[h] |= own[c]
                hguard[h] |= 1 << (c * w + n)
        pg = [0] * ncells
        peerown = [0] * ncells
        for c, hs in enumerate(homes):
            for h in hs:
                pg[c] |= hguard[h]
                peerown[c] |= hown[h]
            pg[c] ^= 1 << (c * w + n)
        self.alike = len({m.bit_count() for m in pg}) == 1
        self._peerown = peerown  # the peers' (o, 1) in the houses, and the cell's own
        self._peercell = [m >> n for m in pg]  # bit 0 of the peers' cell segments
        self.pgg = [0] * (ncells * w)
        self.pgg[n::w] = pg
        nq = ncells * n
        self.segs = [0] * nq  # filled in with the candidate's keep
        self._keep: list[int] = [0] * nq
        self._keepx: list[int] = [0] * nq
        self._groups: list[tuple[int, int, int, int, int, dict[int, int]]] | None = None
        self._kill: dict[tuple[int, int], int] = {}
        self._crossed: dict[tuple[int, int], tuple[int, int]] = {}
        self._picks: Callable[[str], tuple[str, ...]] | None = None
        self._cellbits: list[str] = []
        self._last: tuple[tuple[int, ...], int] = ((0,) * ncells, self.guard)  # no candidate at all

    def present(self, cands: Sequence[int]) -> int:
        """:meth:`written`, or where ``cands`` differ from the last position asked about (at first: no
        candidate at all) in at most :data:`FLIPS` candidates, that one's state with each of those
        candidates' four bits flipped.  A clue generator's trials on one layout are some thirty
        candidates apart, and its first a 9x9's 260 from none: a big-int operation or two a candidate,
        where writing a 9x9's state out costs some seven hundred, and its look-ups once more."""
        old, s = self._last
        new = tuple(cands)
        if len(old) == len(new):
            w, full, own = self.w, self.full, self._own
            budget, cellflips = FLIPS, 0
            for c in compress(range(len(new)), map(ne, old, new)):
                x = ((old[c] ^ new[c]) >> 1) & full
                budget -= x.bit_count()
                if budget < 0:
                    break
                cellflips |= x << (c * w)
                while x:
                    e = x.bit_length() - 1
                    x ^= 1 << e
                    s ^= own[c] << (e * w)
            else:
                s ^= cellflips
                self._last = new, s
                return s
        s = self.written(new)
        self._last = new, s
        return s

    def written(self, cands: Sequence[int]) -> int:
        """Every candidate of ``cands`` (bit d = digit d, one mask per cell) in all four of its segments,
        and every guard bit: ``all`` less the bits of each candidate a cell lacks, in one go.

        Built as a string of binary digits: the cells' segments written out (a table look-up per cell,
        the guard bit included), and each bit of the houses' segments picked from them by one
        :func:`operator.itemgetter`, read back by ``int(..., 2)``: some tens of microseconds on a 9x9
        where clearing the missing candidates' bits one by one took hundreds."""
        picks = self._picks
        if picks is None:
            picks = self._build_picks()
        table = self._cellbits
        if table:
            cells = "".join(map(table.__getitem__, reversed(cands)))
        else:  # too wide for a table: each cell formatted
            top, full = 1 << self.n, self.full
            cells = "".join([format((m >> 1) & full | top, "b") for m in reversed(cands)])
        return int("".join(picks(cells + "10")) + cells, 2)

    def _build_picks(self) -> Callable[[str], tuple[str, ...]]:
        """:meth:`present`'s look-ups: per cell mask its segment's string (the guard bit, then digit N down
        to 1), and per bit of the houses' segments, from the top one down, where it comes from in the
        cells' string (the last cell's segment first; a guard: the ``1`` after them; a place no cell
        fills: the ``0``)."""
        n, w, ncells = self.n, self.w, self.ncells
        if n <= 12:
            self._cellbits = _cellbits(n)
        one, zero = ncells * w, ncells * w + 1
        span = n * w  # a house's segments
        src = [zero] * (len(self.houses) * span)
        src[n::w] = [one] * (len(self.houses) * n)
        for h, cells in enumerate(self.houses):
            for i, c in enumerate(cells):
                top = (ncells - 1 - c) * w + n  # (c, 1) in the cells' string; (c, d) d-1 places on
                src[h * span + i:(h + 1) * span + i:w] = range(top, top - n, -1)
        picks = self._picks = itemgetter(*reversed(src))
        return picks

    def bits(self, q: int) -> int:
        """Candidate q's four bits: in its cell's segment and in its houses' for its digit."""
        c, e = divmod(q, self.n)
        return 1 << (c * self.w + e) | self._own[c] << (e * self.w)

    def keep(self, q: int) -> int:
        """The mask that places candidate q: every candidate sharing a constraint with it cleared.
        Also fills in ``_keepx[q]`` (the same, q cleared too) and ``segs[q]`` (the guard bits of q's
        segments)."""
        k = self._keep[q]
        if not k:
            w = self.w
            c, e = divmod(q, self.n)
            shift = e * w
            cell = 1 << (c * w + e)
            # The cell's other digits and the digit in the peers, in the cells' segments, then in the
            # houses' (_peerown: the peers' (o, 1) and the cell's own, so the xor clears the cell's d).
            kill = (self.full << (c * w)) ^ cell | self._peercell[c] << e
            k = self._keep[q] = self.all ^ (kill | self._owned[c] ^ self._peerown[c] << shift)
            self._keepx[q] = k ^ (cell | self._own[c] << shift)
            self.segs[q] = 1 << (c * w + self.n) | self._ownguard[c] << shift
        return k

    def groups(self) -> list[tuple[int, int, int, int, int, dict[int, int]]]:
        """For :func:`locked`: groups of crossings (a house's places that it shares with another house,
        two or more: a box's row or a row's box), each house in a group at most once: as many groups
        as a house has crossings (a sudoku of boxes: six; a jigsaw: a handful, where one group per
        shape of crossing made some fifty passes over the whole state).  Per group: the bits of its houses' segments outside
        their crossings, their guards, each segment's bit 0 and the segments' full mask, the group's
        index (for :meth:`kill`) and for each of its houses the other house crossing it there."""
        if self._groups is None:
            n, w, houses, ncells, full = self.n, self.w, self.houses, self.ncells, self.full
            homes: list[list[int]] = [[] for _ in range(ncells)]
            for h, cells in enumerate(houses):
                for c in cells:
                    homes[c].append(h)
            by: list[dict[int, tuple[int, int]]] = []  # per group, house -> (other house, places)
            for h, cells in enumerate(houses):
                shared: dict[int, int] = {}
                for i, c in enumerate(cells):
                    for h2 in homes[c]:
                        shared[h2] = shared.get(h2, 0) | 1 << i
                k = 0
                for h2, pattern in shared.items():
                    if h2 != h and pattern & (pattern - 1) and pattern.bit_count() < len(houses[h2]):
                        if k == len(by):
                            by.append({})
                        by[k][h] = (h2, pattern)
                        k += 1
            out = []
            every_digit = ((1 << (n * w)) - 1) // ((1 << w) - 1)
            for i, crossed in enumerate(by):
                lo = outside = 0
                for h, (h2, pattern) in crossed.items():
                    mine = every_digit << ((ncells + h * n) * w)  # bit 0 of the house's segments
                    lo |= mine
                    outside |= mine * (full ^ pattern)
                out.append((outside, lo << n, lo, lo * full, i, {h: h2 for h, (h2, _) in crossed.items()}))
            self._groups = out
        return self._groups

    def kill(self, gpos: int, group: int, cross: dict[int, int]) -> int:
        """The mask clearing digit d from house h2 outside h, for the segment (h, d) whose guard is at
        ``gpos``, h crossed by h2 in the :meth:`groups` ``group``."""
        key = (gpos, group)
        k = self._kill.get(key)
        if k is None:
            n, w = self.n, self.w
            h, e = divmod(gpos // w - self.ncells, n)
            h2 = cross[h]
            got = self._crossed.get((h, h2))
            if got is None:  # h2's cells outside h: bit 0 of their cell segments, their (c, 1) in the houses
                inside = set(self.houses[h])
                cells = houses = 0
                for c in self.houses[h2]:
                    if c not in inside:
                        cells |= 1 << (c * w)
                        houses |= self._own[c]
                got = self._crossed[(h, h2)] = cells, houses
            k = self._kill[key] = self.all ^ (got[0] << e | got[1] << (e * w))
        return k
