"""The layout of the exact solver's whole-board form (:mod:`.segments`): where each candidate's bits sit.

A state is one int of segments, N bits and a guard bit each: first one per cell
(bit d-1: the cell may hold d), then one per house and digit (bit i: the
house's i-th cell may hold the digit).  :class:`Space` holds a geometry's
offsets and masks, the masks that place a candidate built the first time the
search needs them.
"""

from __future__ import annotations

from typing import Sequence

State = tuple[int, int]
"""The candidates (``S``) and the satisfied constraints' guard bits (``sat``)."""


class Space:
    """One geometry's layout and masks (cached by :mod:`.exact` per geometry).

    ``bits[q]``: candidate q's four bits (q = cell * n + d - 1); ``segs[q]``: the
    guard bits of its segments; ``at[pos]``: the candidate a bit belongs to;
    ``pg[c]``: the guard bits of c's peers' cell segments; ``groups``: what
    :func:`locked` tests (one house kind against one shape of crossing).
    """

    __slots__ = ("n", "w", "ncells", "full", "lo", "guard", "segmax", "all", "bits", "segs", "cellbit", "at",
                 "peers", "pg", "pgg", "cellmask", "lo_c", "guard_c", "segmax_c", "houses", "_keep", "_keepx", "_groups", "_kill")

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
        nq = ncells * n
        bits = [0] * nq
        segs = [0] * nq
        at = [-1] * (nseg * w)
        for c in range(ncells):
            for e in range(n):
                pos = c * w + e
                bits[c * n + e] = 1 << pos
                segs[c * n + e] = 1 << (c * w + n)
                at[pos] = c * n + e
        self.cellbit = bits[:]
        homes: list[set[int]] = [set() for _ in range(ncells)]
        for h, cells in enumerate(houses):
            for i, c in enumerate(cells):
                homes[c].update(cells)
                for e in range(n):
                    s = ncells + h * n + e
                    bits[c * n + e] |= 1 << (s * w + i)
                    segs[c * n + e] |= 1 << (s * w + n)
                    at[s * w + i] = c * n + e
        self.bits, self.segs, self.at = bits, segs, at
        self.peers = tuple(tuple(sorted(hs - {c})) for c, hs in enumerate(homes))
        self.pg = tuple(sum(1 << (o * w + n) for o in ps) for ps in self.peers)
        self.pgg = [0] * (ncells * w)  # the same, by the cell's guard bit
        for c, m in enumerate(self.pg):
            self.pgg[c * w + n] = m
        self._keep: list[int] = [0] * nq
        self._keepx: list[int] = [0] * nq
        self._groups: list[tuple[int, int, int, int, int, dict[int, int]]] | None = None
        self._kill: dict[tuple[int, int], int] = {}

    def keep(self, q: int) -> int:
        """The mask that places candidate q: every candidate sharing a constraint with it cleared
        (and ``_keepx[q]``: the same, q cleared too)."""
        k = self._keep[q]
        if not k:
            n, bits = self.n, self.bits
            c, e = divmod(q, n)
            kill = 0
            for f in range(c * n, c * n + n):
                if f != q:
                    kill |= bits[f]
            for o in self.peers[c]:
                kill |= bits[o * n + e]
            k = self._keep[q] = self.all ^ kill
            self._keepx[q] = k ^ bits[q]
        return k

    def groups(self) -> list[tuple[int, int, int, int, int, dict[int, int]]]:
        """For :func:`locked`: per shape of crossing P (the places, within a house, that it shares with
        another house, two or more: a box's row or a row's box), the bits outside P of the segments of
        the houses crossed so, their guards, each segment's bit 0 and the segments' full mask, and
        for each such house the other house crossing it there.  Rows, columns and boxes crossed in
        the same places are tested together."""
        if self._groups is None:
            n, w, houses, ncells, full = self.n, self.w, self.houses, self.ncells, self.full
            homes: list[list[int]] = [[] for _ in range(ncells)]
            for h, cells in enumerate(houses):
                for c in cells:
                    homes[c].append(h)
            by: dict[int, list[dict[int, int]]] = {}
            for h, cells in enumerate(houses):
                shared: dict[int, int] = {}
                for i, c in enumerate(cells):
                    for h2 in homes[c]:
                        shared[h2] = shared.get(h2, 0) | 1 << i
                for h2, pattern in shared.items():
                    if h2 != h and pattern & (pattern - 1) and pattern.bit_count() < len(houses[h2]):
                        crossings = by.setdefault(pattern, [])
                        spot = next((x for x in crossings if h not in x), None)
                        if spot is None:
                            spot = {}
                            crossings.append(spot)
                        spot[h] = h2
            out = []
            for pattern, crossings in by.items():
                for cross in crossings:
                    lo = 0
                    for h in cross:
                        for e in range(n):
                            lo |= 1 << ((ncells + h * n + e) * w)
                    out.append((lo * (full ^ pattern), lo << n, lo, lo * full, pattern, cross))
            self._groups = out
        return self._groups

    def kill(self, gpos: int, pattern: int, cross: dict[int, int]) -> int:
        """The mask clearing digit d from house h2 outside h, for the segment (h, d) whose guard is at ``gpos``."""
        key = (gpos, pattern)
        k = self._kill.get(key)
        if k is None:
            n = self.n
            h, e = divmod(gpos // self.w - self.ncells, n)
            inside = set(self.houses[h])
            kill = 0
            for c in self.houses[cross[h]]:
                if c not in inside:
                    kill |= self.bits[c * n + e]
            k = self._kill[key] = self.all ^ kill
        return k
