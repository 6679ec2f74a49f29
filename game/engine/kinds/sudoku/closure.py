"""The clue phase's ladder: the generator's techniques, their finders skipping what cannot be new.

The clue phase (:func:`.gen.add_clues`) asks one thing of the solver after
every clue: where does the ladder get stuck?  That end does not depend on the
order of the deductions (:class:`game.engine.logic.Resumable`), and most of
its cost was the *proof* of being stuck: after a clue its digit leaves some
twenty cells, nearly every house changes, and every finder scans nearly
every house (or digit) again, to find nothing -- some 450 microseconds a clue
even on a near-empty grid.

**What can be new.**  At the last stuck position every finder found nothing
anywhere, and since then candidates have only gone.  An instance whose
digits' places in its house are all as they were then (a hidden single,
locked candidates, a hidden subset), whose cells' candidates are (a naked
subset), whose base lines' places are (a fish) or whose chains are (their
links, the houses with two places of the digit: colouring) was there then
too and struck nothing; what it would strike now is a part of that, so it
still strikes nothing.  (A link lost only splits a chain, and what the parts
would strike, alone or paired, the whole chain would have.)  So per position :class:`Clues` works out,
from the cells that changed since the last position it worked out (grid
bitmasks per digit, and only the houses holding such a cell looked at again),
which houses and digits could hold something new since the last stuck position for
each finder -- a changed digit with few enough places there, a changed cell
with few enough candidates, whose group could be completed -- and the finder
scans those only; the rest count as scanned.  A wing needs a changed cell of
two or three digits.  The hidden single costs less to run than to test.

Run :attr:`Clues.ladder` through a :class:`~game.engine.logic.Resumable` and
call :meth:`Clues.stuck` whenever a run ends stuck.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from itertools import combinations, compress, count
from operator import ne

from ...deduction import Deduction, HasCandidates, Technique
from ...puzzle import Puzzle
from ...techniques import Core, Found, Tables
from .tables import SudokuTables, sudoku_tables

__all__ = ["Clues"]

_HOUSE = {"LC": 0, "NP": 2, "NT": 3, "NQ": 4, "HP": 5, "HT": 6, "HQ": 7}
"""The house finders: locked candidates, naked subsets of 2..4 (k), hidden ones (3 + k)."""

_DIGIT = {"XW": 2, "SF": 3, "JF": 4, "SC": 0, "MC": 0}
"""The digit finders: fish by order, colouring (0)."""

_WINGS = {"XY": 2, "XZ": 3}
"""The wings: the most digits one of their cells holds."""


class Clues:
    """The ladder of one clue phase, and per position what its finders may skip."""

    def __init__(self, ladder: tuple[Technique, ...]) -> None:
        self.ladder = tuple(self._wrap(t) for t in ladder)
        self.S: SudokuTables | None = None
        self.prev: list[int] = []  # the candidates at the last position worked out (or the stuck one)
        self.now: list[int] = []  # per digit the cells that hold it at position ``key`` ...
        self.now_answered = 0  # ... and its answered cells
        self.cell_scans: list[list[int]] = []  # each cell's houses, by scan order index
        self.crossings: list[list[tuple[int, int]]] = []  # per house (scan order): what crosses it ...
        self.widest: list[int] = []  # ... and the most cells it shares with one of them
        # Since the last stuck position, at position ``key``:
        self.per_house: list[int] = []  # per house (scan order) the digits it lost ...
        self.changed = 0  # ... the cells that changed ...
        self.fewest: list[int] = []  # ... per digit its fewest places in a row or column that lost it ...
        self.fewest_cands = 99  # ... the fewest candidates (two or more) of a cell that changed ...
        self.colours: list[int] = []  # ... per house the digits it lost that are left with two places there
        self.key: tuple[int, ...] | None = None
        self.houses = [0] * 8  # per house finder (index as in _HOUSE): the houses to scan, in scan order bits
        self.unsubset = 0  # the houses whose subset marks (houses[2:]) are not worked out at position ``key``
        self.digits = [0] * 5  # per digit finder (fish order, 0 colouring): the digits to scan

    def stuck(self, puzzle: Puzzle, cands: list[int]) -> None:
        """A run ended stuck on ``cands``: every finder found nothing anywhere; remember it."""
        S = self.S = sudoku_tables(puzzle)
        self.crossings, self.widest, self.cell_scans = _layout(S)
        if self.key != tuple(cands):  # else the boards of this position are worked out already
            boards = [0] * (S.n + 1)
            answered = 0
            for c, m in enumerate(cands):
                if not m & (m - 1):
                    answered |= 1 << c
                while m:
                    low = m & -m
                    m ^= low
                    boards[low.bit_length() - 1] |= 1 << c
            self.now, self.now_answered = boards, answered
        # Every finder found nothing anywhere: nothing is marked, nothing has changed.
        self.prev = list(cands)
        self.key = None
        scans = len(S.order)
        self.per_house, self.changed, self.fewest_cands = [0] * scans, 0, 99
        self.fewest, self.colours = [99] * (S.n + 1), [0] * scans
        self.houses, self.unsubset = [0] * 8, 0

    def _wrap(self, t: Technique) -> Technique:
        inner: Core | None = getattr(t.func, "core", None)
        if inner is None or (t.abbr not in _HOUSE and t.abbr not in _DIGIT and t.abbr not in _WINGS):
            return t
        func = t.func

        def technique(pos: HasCandidates) -> Deduction | None:
            return func(pos)

        if t.abbr in _WINGS:
            setattr(technique, "core", self._wing_core(inner, _WINGS[t.abbr]))
        else:
            setattr(technique, "core", self._core(inner, t.abbr in _HOUSE, _HOUSE.get(t.abbr, _DIGIT.get(t.abbr, 0))))
            setattr(technique, "scope", getattr(func, "scope"))
        return dataclasses.replace(t, func=technique)

    def _core(self, inner: Core, house: bool, index: int) -> Core:
        def core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
            if not self._at(cands):
                return inner(T, cands, dirty)
            if house:
                if index and self.unsubset:
                    self._subset_houses(cands)
                sub = dirty & self.houses[index]
            else:
                if self.digits[index] < 0:
                    self._fish()
                sub = dirty & self.digits[index]
            if not sub:
                return None, 0  # nothing new can be there: all scanned
            found, left = inner(T, cands, sub)
            return (found, left) if found is not None else (None, 0)

        return core

    def _at(self, cands: list[int]) -> bool:
        """Work out what may be new at position ``cands`` (once per position); False before the first stuck
        position, when everything may be."""
        if self.S is None:
            return False
        key = tuple(cands)
        if key != self.key:
            self.key = key
            self._work_out(cands)
        return True

    def _wing_core(self, inner: Core, most: int) -> Core:
        """A wing's three cells hold two or three digits each: one of them must have changed."""
        def core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
            if not self._at(cands):
                return inner(T, cands, dirty)
            if not 2 <= self.fewest_cands <= most:
                return None, dirty
            return inner(T, cands, dirty)

        return core

    def _work_out(self, cands: list[int]) -> None:
        """Which houses and digits each finder may find something new in, at position ``cands``.

        Worked out from the last position worked out since the run was stuck (candidates only go):
        only the houses with a cell changed since then are looked at again.  A house left alone
        keeps its marks: its own candidates are as they were, so its digits' places and its subsets
        are, and what its locked candidates would strike outside it has only shrunk (a stale mark
        only makes a finder look where it finds nothing).  The same holds for the colouring digits,
        the fewest places and candidates, kept as the least seen."""
        S, prev = self.S, self.prev
        assert S is not None
        n = S.n
        per_house, boards, scans, scanbits = self.per_house, self.now, self.cell_scans, S.scanbits
        changed, answered, fewest_cands = self.changed, self.now_answered, self.fewest_cands
        touched = 0  # the houses (scan order bits) with a cell changed since the last position worked out
        for c in compress(count(), map(ne, cands, prev)):
            m = cands[c]
            b = 1 << c
            if not m & (m - 1):
                answered |= b
            elif m.bit_count() < fewest_cands:
                fewest_cands = m.bit_count()
            changed |= b
            touched |= scanbits[c]
            x = prev[c] ^ m
            for i in scans[c]:
                per_house[i] |= x
            while x:
                low = x & -x
                x ^= low
                boards[low.bit_length() - 1] &= ~b
        self.prev = list(cands)
        self.changed, self.now_answered, self.fewest_cands = changed, answered, fewest_cands
        self.unsubset |= touched
        houses, colours, fewest = self.houses, self.colours, self.fewest
        hbits, order, crossings, widest = S.hbits, S.order, self.crossings, self.widest
        locks = houses[0]
        while touched:
            bit = touched & -touched
            touched ^= bit
            i = bit.bit_length() - 1
            digits = per_house[i]
            hm = hbits[order[i]]
            locked = False
            colour = 0
            while digits:
                low = digits & -digits
                digits ^= low
                e = low.bit_length() - 1
                board = boards[e]
                pl = board & hm
                k = pl.bit_count()
                if k < 2:
                    continue
                if k == 2:
                    colour |= low  # a pair of places came: a new link (links lost only split chains)
                if i >= n and k < fewest[e]:  # scan order: regions, rows, columns
                    fewest[e] = k
                if not locked and k <= widest[i]:
                    # the places lie where a crossing house has the digit in an open cell outside this one
                    for om, out in crossings[i]:
                        if not pl & ~om and board & out & ~answered:
                            locked = True
                            break
            locks = locks | bit if locked else locks & ~bit
            colours[i] = colour
        houses[0] = locks
        colour = 0
        for x in colours:
            colour |= x
        self.digits = [colour, 0, -1, -1, -1]  # the fish: worked out when first asked (:meth:`_fish`, all orders at once)

    def _subset_houses(self, cands: list[int]) -> None:
        """The houses each naked and hidden subset finder may find something new in, into ``houses[2:]``:
        a changed digit with two to four places there, or a changed cell with two to four candidates,
        whose group the house's other such digits (cells) could complete.  Only the houses with a cell
        changed since they were last worked out (:meth:`_work_out`)."""
        S, houses, boards, answered = self.S, self.houses, self.now, self.now_answered
        assert S is not None
        hbits, order, readers, changed, per_house = S.hbits, S.order, S.readers, self.changed, self.per_house
        todo = self.unsubset
        self.unsubset = 0
        for j in range(2, 8):
            houses[j] &= ~todo
        while todo:
            bit = todo & -todo
            todo ^= bit
            i = bit.bit_length() - 1
            digits = per_house[i]
            hm = hbits[order[i]]
            few: list[int] | None = None
            opens = 0
            while digits:
                low = digits & -digits
                digits ^= low
                pl = boards[low.bit_length() - 1] & hm
                k = pl.bit_count()
                if 2 <= k <= 4:
                    if few is None:
                        few = [q for q in map(hm.__and__, boards) if 2 <= q.bit_count() <= 4]  # boards[0] is 0
                        # the digits with two places or more: where the finders run, the singles have
                        # run out, so as many as the open cells (were there fewer, more would be marked)
                        opens = (hm & ~answered).bit_count()
                    _subsets(houses, 3, bit, pl, k, few, opens)
            mine = changed & hm & ~answered
            small: list[int] | None = None
            while mine:
                c = (mine & -mine).bit_length() - 1
                mine &= mine - 1
                m = cands[c]
                k = m.bit_count()
                if k <= 4:
                    if small is None:
                        small = [q for q in readers[i](cands) if 2 <= q.bit_count() <= 4]
                    _subsets(houses, 0, bit, m, k, small, (hm & ~answered).bit_count())

    def _fish(self) -> None:
        """The digits a fish of each order k (2..4) may be new on, into ``digits[k]``, all in one pass over
        the lines: k base lines, one of them a line where the digit lost a place, whose places lie in k
        cross lines, with more than k lines holding the digit (else the cross lines hold it nowhere else)."""
        S, per_house, fewest = self.S, self.per_house, self.fewest
        assert S is not None
        n = S.n
        out = [0] * 5
        for d in range(1, n + 1):
            f = fewest[d]
            if f > 4:
                continue  # no changed line with 2..4 places
            bit = 1 << d
            for first, sets in zip((n, 2 * n), _lines(S, self.now[d] & ~self.now_answered)):
                lines = n - sets.count(0)  # the lines holding the digit
                small: list[int] | None = None  # those with four places or fewer
                # a plain loop, the cheapest test first: this runs for every digit of every stuck position
                for j, m in enumerate(sets):
                    if per_house[first + j] & bit:
                        c = m.bit_count()
                        if 2 <= c <= 4:
                            for k in range(max(c, f), min(lines, 5)):
                                if out[k] & bit:
                                    continue
                                if small is None:
                                    small = [q for q in sets if q and q.bit_count() <= 4]
                                if _completes_among(m, c, small, k):
                                    out[k] |= bit
        self.digits[2:] = out[2:]


@lru_cache(maxsize=64)
def _layout(S: SudokuTables) -> tuple[list[list[tuple[int, int]]], list[int], list[list[int]]]:
    """What a clue phase reads of one layout, made once per layout (a 9x9 of boxes is the same layout
    at every attempt): :func:`_crossings`, per house the most cells it shares with one of them, and
    each cell's houses by scan order index."""
    crossings = _crossings(S)
    widest = [max([(om & ~out).bit_count() for om, out in cross], default=0) for cross in crossings]
    scans = [[i for i in range(len(S.order)) if S.scanbits[c] >> i & 1] for c in range(S.ncells)]
    return crossings, widest, scans


def _crossings(S: SudokuTables) -> list[list[tuple[int, int]]]:
    """Per house (scan order): each other house crossing it in two cells or more, as its cells and its
    cells outside the house (a box's rows and columns, a row's boxes)."""
    out = []
    for h in S.order:
        hm = S.hbits[h]
        out.append([(om, om & ~hm) for k, om in enumerate(S.hbits) if k != h and (om & hm).bit_count() >= 2])
    return out


def _subsets(houses: list[int], base: int, bit: int, first: int, k: int, items: list[int], total: int) -> None:
    """Mark ``bit`` in ``houses[base + size]`` for each size 2..4 of subset through ``first`` (k bits) that
    the house's ``total`` items could complete: size bits in all, with items left outside.  ``items``:
    those of four bits or fewer (the others fit in no such subset), ``first`` once among them."""
    top = total - 1 if total < 5 else 4  # the sizes that leave an item outside
    lo = k if k > 2 else 2
    if lo > top or len(items) < lo:
        return
    for size in range(lo, top + 1):
        if not houses[base + size] & bit:
            break
    else:
        return  # every size it could mark is marked
    fit = [q for q in items if (q | first).bit_count() <= top]  # (q | first) has at least q's bits
    if len(fit) < lo:
        return  # first and lo - 1 others at the least
    fit.remove(first)
    for size in range(lo, top + 1):
        if houses[base + size] & bit:
            continue
        some = fit if size == top else [q for q in fit if (q | first).bit_count() <= size]
        if len(some) < size - 1:
            continue
        if size == k:  # each of them lies within first: any size - 1 complete it
            houses[base + size] |= bit
            continue
        for group in combinations(some, size - 1):
            u = first
            for q in group:
                u |= q
            if u.bit_count() == size:
                houses[base + size] |= bit
                break


def _lines(S: SudokuTables, cells: int) -> tuple[list[int], list[int]]:
    """Per row the columns of ``cells`` in it, and per column the rows (each as a bitmask)."""
    n = S.n
    full = (1 << n) - 1
    column, gather, shift = _gathers(n)
    return ([cells >> (r * n) & full for r in range(n)],
            [((cells >> x) & column) * gather >> shift & full for x in range(n)])


@lru_cache(maxsize=8)
def _gathers(n: int) -> tuple[int, int, int]:
    """A column's bits of an n x n board (``column``: the first column's), and the multiplier and
    shift that gather them into n adjacent bits, row r at bit r: row r's bit (at r * n) times
    2 ** (s - (n - 1) * r) lands at s + r, and no two products land on one bit (n and n - 1 share
    no factor), so nothing carries."""
    s = (n - 1) * (n - 1)
    return sum(1 << (r * n) for r in range(n)), sum(1 << (s - (n - 1) * r) for r in range(n)), s


def _completes_among(first: int, c: int, small: list[int], k: int) -> bool:
    """Whether ``first`` (``c`` bits) and k - 1 others of the items make k bits in all, with some nonzero
    item left outside the group (the caller knows more than k are nonzero), given only the items of
    four bits or fewer (no other fits in k bits with ``first``), ``first`` once among them."""
    fit = [q for q in small if (q | first).bit_count() <= k]
    fit.remove(first)
    if len(fit) < k - 1:
        return False
    if c == k:
        return True  # each lies within first: any k - 1 of them complete it
    for group in combinations(fit, k - 1):
        u = first
        for q in group:
            u |= q
        if u.bit_count() == k:
            return True
    return False

