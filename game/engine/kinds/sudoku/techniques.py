"""The sudoku techniques that work house by house, one finder each: the naked single, the
hidden single, locked candidates, naked and hidden subsets, fish; and last the guess.

Each technique answers "is there an instance of me here, and which one?" and
returns the *first* instance of a deterministic scan, so a hint asked twice
is the same hint.  Houses are scanned regions first, then rows, then columns
(people look for singles and subsets in boxes first), cells row-major and
digits ascending within them.  The tables the finders read, and how a finder
becomes a technique the solver runs fast, are in :mod:`.tables`; colouring
and wings in :mod:`.chains`.

Two rules every finder keeps, so the solver is sound and never crashes:
deletions only, and no deduction empties a cell (on a contradictory
position the offending deletion is dropped and the solver ends stuck).

The guess is the one technique that is not a deduction: it asks the exact
solver for a solution of the current position and sets the most constrained
cell to that solution's digit.  Its sentence says so.
"""

from __future__ import annotations

from typing import Callable

from ... import exact
from ...deduction import Deduction, HasCandidates
from ...puzzle import digit_char
from ...regionplaces import all_places
from ...techniques import (Elims, Found, Tables, Targets, _hidden_in, _hidden_single_in, _naked_in, digits,
                           local_scanner, scanner)
from ...wording import by_cell, by_digit, join_and, join_or
from .tables import (PartCore, SudokuTables, as_part_technique, cell_names, cells_of, digit_chars, strike,
                     sudoku_tables, tables_of)

# -- small helpers ----------------------------------------------------------------------------


def _chars(elims: Elims) -> list[tuple[int, str]]:
    """Eliminations with their digits as characters, for game.engine.techniques' sentence helpers
    (one character per digit sorts as the digits do)."""
    return [(c, digit_char(d)) for c, d in elims]


# -- NS: naked single (the bookkeeping after an answer) -------------------------------------------


def _explain_ns(S: SudokuTables, c: int, d: int, hit: list[int]) -> str:
    dc = digit_char(d)
    hb = 0
    for x in hit:
        hb |= 1 << x
    hbits, hname, names = S.hbits, S.hname, S.names
    where = [hname[h] for h in S.cell_houses[c] if hbits[h] & hb]
    return (f"{names[c]} is {dc}, and {join_and(where)} {'holds' if len(where) == 1 else 'hold'} "
            f"each digit only once, so {dc} goes from {join_and([names[x] for x in hit])}.")


def _ns_deduction(S: SudokuTables, c: int, d: int, hit: list[int]) -> Deduction:
    # Written once per answer in every hint's housekeeping: a list made into a tuple beats a generator.
    return Deduction("NS", tuple([(x, d) for x in hit]), ((c, d),), _explain_ns(S, c, d, hit))


def naked_single(pos: HasCandidates) -> Deduction | None:
    """NS: an answered cell strikes its digit from its row, column and region."""
    S = sudoku_tables(pos.puzzle)
    cands = pos.cands
    for c, m in enumerate(cands):
        if m and not m & (m - 1):
            d = m.bit_length() - 1
            hit = [x for x in S.peers[c] if cands[x] & m and cands[x] != m]
            if hit:
                return _ns_deduction(S, c, d, hit)
    return None


def _ns_targets(T: Tables) -> Targets:
    return tables_of(T).ns


def _ns_deduce(T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    return _ns_deduction(tables_of(T), c, d, hit)


setattr(naked_single, "targets", _ns_targets)
setattr(naked_single, "deduce", _ns_deduce)


# -- house finders shared with game.engine.techniques ---------------------------------------------
#
# Hidden singles and naked/hidden subsets are the same in every kind: the
# region finders of game.engine.techniques take "tables" with ``rcells``, ``rname``
# and ``names``, and SudokuTables has those (every house, in scan order), so
# they run here unchanged.  Their sentence functions take the tables as first
# argument; :func:`_house_at` rebinds that to S, because the solver hands them the
# kind-neutral Tables, which knows only the regions.


def _house_at(find: Callable[..., "Found | None"], *extra: object,
              explain: Callable[..., str] | None = None) -> Callable[[SudokuTables, list[int], int], "Found | None"]:
    """A finder of game.engine.techniques on house ``i`` (scan order): ``find(S, cands, i, *extra)``, its
    sentence rebound to S (or to ``explain``)."""
    def at(S: SudokuTables, cands: list[int], i: int) -> Found | None:
        f = find(S, cands, i, *extra)
        if f is None:
            return None
        words = f.explain if explain is None else explain
        return f._replace(explain=lambda _T, *args: words(S, *args))

    return at


def _local_house_core(find: Callable[..., "Found | None"], *extra: object,
                      explain: Callable[..., str] | None = None) -> PartCore:
    """The house core of a finder of game.engine.techniques (:func:`_house_at` on the dirty houses) whose
    verdict on a house hangs on its cells' candidates alone, in order (the naked and hidden subsets:
    what they strike lies in the house too): :func:`~game.engine.techniques.local_scanner` passes over
    the house states it found nothing in before."""
    return local_scanner(_house_at(find, *extra, explain=explain))


def _hs_core(S: SudokuTables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
    """The hidden single's core: the scan of :func:`_hs_at` over the dirty houses, each house first read in
    one pass (a digit held once, by a cell holding others too, is what the finder finds there)."""
    readers = S.readers
    x = dirty
    while x:
        low = x & -x
        x ^= low
        once = twice = multi = 0
        for m in readers[low.bit_length() - 1](cands):
            twice |= once & m
            once |= m
            if m & (m - 1):
                multi |= m
        if once & ~twice & multi:
            found = _hs_at(S, cands, low.bit_length() - 1)
            if found is not None:
                return found, dirty
        dirty ^= low
    return None, dirty


def _explain_hs(S: SudokuTables, r: int, c: int, d: int, others: int) -> str:
    od = digit_chars(digits(others))
    one = len(od) == 1
    return (f"The {digit_char(d)} of {S.rname[r]} can only go in {S.names[c]}, so {S.names[c]} is "
            f"{digit_char(d)}; its other candidate{'' if one else 's'} {join_and(od)} {'goes' if one else 'go'}.")


# -- LC: locked candidates (the seed's crossed sequences) -----------------------------------------


def _lc_in(S: SudokuTables, cands: list[int], i: int) -> Found | None:
    """A digit whose places in one house all lie in a second house is struck from the rest of the second."""
    h = S.order[i]
    cells = S.houses[h]
    places = all_places(cands, cells)  # local masks (cells ascending), shared with the hidden subsets
    placed, locks = places[0], S.locks[h]
    for d in range(1, S.n + 1):
        p = places[d]
        if not p & (p - 1) or placed >> d & 1:
            continue  # no place, a hidden single, or already answered here (naked singles pending)
        # The houses holding every place: those of the first place's houses (ascending) that hold them all.
        for outside, k, rest in locks:
            if not p & outside:
                bd = 1 << d
                elims = [(c, d) for c in rest if cands[c] & bd and cands[c] != bd]
                if elims:
                    home = [cells[j] for j in cells_of(p)]
                    return Found(elims, [(c, d) for c in home], [], _explain_lc, (S, h, k, d, home, elims))
    return None


def _explain_lc(T: Tables, S: SudokuTables, h: int, k: int, d: int, home: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    return (f"In {S.hname[h]}, {dc} can only go in {cell_names(S, home)}, all of which lie in {S.hname[k]}; "
            f"so the {dc} of {S.hname[k]} is one of them and {dc} goes from "
            f"{cell_names(S, [c for c, _ in elims])}.")


# -- naked and hidden subsets (the seed's number subsets) ---------------------------------------------

_COUNT_WORD = {2: "two", 3: "three", 4: "four"}


def _explain_naked(S: SudokuTables, r: int, group: tuple[int, ...], u: int, elims: Elims) -> str:
    ds = digit_chars(digits(u))
    word = _COUNT_WORD[len(group)]
    return (f"Between them {cell_names(S, group)} can only hold {join_and(ds)}, so those {word} digits "
            f"belong to them and no other cell of {S.rname[r]} can be {join_or(ds)}: {by_digit(S, _chars(elims))}.")


def _explain_hidden(S: SudokuTables, r: int, ds: list[int], home: list[int], elims: Elims) -> str:
    word = _COUNT_WORD[len(ds)]
    return (f"In {S.rname[r]}, {join_and(digit_chars(ds))} can only go in {cell_names(S, home)}, so those {word} "
            f"cells hold {join_and(digit_chars(ds))} between them and nothing else: {by_cell(S, _chars(elims))}.")


# -- fish: X-Wing, Swordfish, Jellyfish and bigger --------------------------------------------------

FISH_NAMES = {2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}


Lines = tuple[list[list[int]], list[list[int]], list[list[int]], list[list[int]]]

_last_lines: tuple[object, Lines] | None = None
"""The last position's lines with its key: a hint asks X-Wing, Swordfish, Jellyfish and the big fish
in turn about one position, and making the lines costs more than comparing the candidates."""


def _fish_lines(S: SudokuTables, cands: list[int]) -> Lines:
    """``rows[d][r]``: bitmask of the columns where row r may hold d (0 if d is placed there); columns
    alike; then the same two before the placed lines are cleared (the cells a fish could strike).

    The finders only read them."""
    global _last_lines
    key = (S, tuple(cands))
    last = _last_lines
    if last is not None and last[0] == key:
        return last[1]
    n = S.n
    rows = [[0] * n for _ in range(n + 1)]
    cols = [[0] * n for _ in range(n + 1)]
    raw_rows = [[0] * n for _ in range(n + 1)]
    raw_cols = [[0] * n for _ in range(n + 1)]
    # A row's local indices are its columns and a column's its rows: the houses' remembered places.
    for table, raw, first in ((rows, raw_rows, 0), (cols, raw_cols, n)):
        for i in range(n):
            where = all_places(cands, S.houses[first + i])
            placed, open_ = where[0], ~where[-1]
            for d in range(1, n + 1):
                raw[d][i] = p = where[d] & open_
                if not placed >> d & 1:
                    table[d][i] = p
    lines = rows, cols, raw_rows, raw_cols
    _last_lines = (key, lines)
    return lines


class _Fish:
    """One (order, digit, direction) of the fish search: the first set of base lines, in
    lexicographic order, whose places span exactly ``k`` cover lines and strike something.

    A plain recursion with an early return (a chain of generators cost more than the search)."""

    __slots__ = ("S", "cands", "lines", "k", "d", "by_rows", "raw", "chosen")

    def __init__(self, S: SudokuTables, cands: list[int], lines: list[tuple[int, int]], k: int, d: int,
                 by_rows: bool, raw: list[int]):
        self.S, self.cands, self.lines, self.k, self.d, self.by_rows = S, cands, lines, k, d, by_rows
        self.raw = raw  # per base-direction line: the cross lines where it still holds d, unanswered
        self.chosen: list[int] = []

    def search(self, start: int, union: int) -> Found | None:
        chosen, lines, k = self.chosen, self.lines, self.k
        if len(chosen) == k:
            return self.found(list(chosen), union) if union.bit_count() == k else None
        need = k - len(chosen)
        for idx in range(start, len(lines) - need + 1):
            i, m = lines[idx]
            u = union | m
            if u.bit_count() > k:
                continue
            chosen.append(i)
            f = self.search(idx + 1, u)
            chosen.pop()
            if f is not None:
                return f
        return None

    def found(self, base: list[int], cover: int) -> Found | None:
        S, cands, d, by_rows = self.S, self.cands, self.d, self.by_rows
        n = S.n
        if not any(m & cover for i, m in enumerate(self.raw) if i not in base):
            return None  # no other line holds d in the cover: nothing to strike (most fish)
        bits = 0
        home = 0
        for j in _bits(cover):
            for i in range(n):
                c = i * n + j if by_rows else j * n + i
                if i in base:
                    home |= 1 << c
                else:
                    bits |= 1 << c
        elims = strike(S, cands, bits, d)
        if not elims:
            return None
        reasons = [(c, d) for c in cells_of(home) if cands[c] >> d & 1]
        return Found(elims, reasons, [], _explain_fish, (S, self.k, d, by_rows, base, _bits(cover), elims))


def _fish_core(lo: int, hi: int | None) -> PartCore:
    """Fish of orders ``lo``..``hi`` (at most N/2; None: N/2) on the dirty digits, order first, then digit.

    With one order, the digits scanned before a find had none and go clean; with several, a
    digit is clean only when no order found anything (a later order was not tried)."""
    def core(S: SudokuTables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        top = S.n // 2 if hi is None else min(hi, S.n // 2)
        if lo > top or not dirty:
            return None, dirty
        rows, cols, raw_rows, raw_cols = _fish_lines(S, cands)
        for k in range(lo, top + 1):
            x = dirty
            while x:
                low = x & -x
                x ^= low
                d = low.bit_length() - 1
                for by_rows, table, raw in ((True, rows[d], raw_rows[d]), (False, cols[d], raw_cols[d])):
                    lines = [(i, m) for i, m in enumerate(table) if 2 <= m.bit_count() <= k]
                    if len(lines) < k:
                        continue
                    f = _Fish(S, cands, lines, k, d, by_rows, raw).search(0, 0)
                    if f is not None:
                        return f, dirty & ~(low - 1) if lo == top else dirty
        return None, 0

    return core


def _find_fish(S: SudokuTables, cands: list[int], lo: int, hi: int | None) -> Found | None:
    """The first fish of orders ``lo``..``hi`` on any digit."""
    return _fish_core(lo, hi)(S, cands, S.alldigits)[0]


def _bits(mask: int) -> list[int]:
    """The set bit positions of a small mask (line indices), ascending."""
    return cells_of(mask)


def _explain_fish(T: Tables, S: SudokuTables, k: int, d: int, by_rows: bool, base: list[int],
                  cover: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    name = FISH_NAMES.get(k, f"A fish of order {k}")
    bw, cw = ("rows", "columns") if by_rows else ("columns", "rows")
    bl = join_and([str(i + 1) for i in base])
    cl = join_and([str(j + 1) for j in cover])
    return (f"{name} on {dc}: in {bw} {bl} the {dc}s can only go in {cw} {cl}, so those {_COUNT_WORD.get(k, str(k))} {bw} "
            f"take the {dc}s of {cw} {cl} and no other cell of those {cw} can be {dc}: "
            f"{dc} goes from {cell_names(S, [c for c, _ in elims])}.")


# -- the guess ------------------------------------------------------------------------------------


def guess(pos: HasCandidates) -> Deduction | None:
    """GS: not a deduction.  Set the most constrained cell to the digit the exact solver finds there.

    None when every cell is answered or the position has no solution (the
    player struck a true digit somewhere: a guess would only dig deeper).
    """
    cands = pos.cands
    cell, fewest = -1, 99
    for c, m in enumerate(cands):
        k = m.bit_count()
        if k == 0:
            return None
        if 2 <= k < fewest:
            cell, fewest = c, k
    if cell < 0:
        return None
    count, sol = exact.count_solutions(pos.puzzle, 1, cands=cands)
    if not count or sol is None:
        return None
    d = sol[cell]
    dc = digit_char(d)
    others = [e for e in digits(cands[cell]) if e != d]
    S = sudoku_tables(pos.puzzle)
    text = (f"No logical step is left; guessing {S.names[cell]} = {dc} (the exact solver says it is "
            f"right): this is a guess, not a deduction, so {S.names[cell]} loses {join_and(digit_chars(others))}.")
    return Deduction("GS", tuple((cell, e) for e in others), ((cell, d),), text, ((cell, d),))


# -- public functions ---------------------------------------------------------------------------

_hs_at = _house_at(_hidden_single_in, explain=_explain_hs)
hidden_single = as_part_technique("HS", _hs_core, False,
                                  "hidden_single: a digit with one place left in a house is that cell's.")
locked_candidates = as_part_technique("LC", scanner(_lc_in), False,
                                      "locked_candidates: a digit whose places in one house all lie in "
                                      "another is struck from the rest of the other (pointing, claiming).")


def _subset(abbr: str, k: int, naked: bool, doc: str) -> Callable[[HasCandidates], Deduction | None]:
    core = (_local_house_core(_naked_in, k, _explain_naked) if naked
            else _local_house_core(_hidden_in, k, _explain_hidden))
    return as_part_technique(abbr, core, False, doc)


naked_pair = _subset("NP", 2, True, "naked_pair: two cells holding only two digits.")
naked_triple = _subset("NT", 3, True, "naked_triple: three cells, three digits.")
naked_quad = _subset("NQ", 4, True, "naked_quad: four cells, four digits.")
hidden_pair = _subset("HP", 2, False, "hidden_pair: two digits confined to two cells.")
hidden_triple = _subset("HT", 3, False, "hidden_triple: three digits, three cells.")
hidden_quad = _subset("HQ", 4, False, "hidden_quad: four digits, four cells.")
x_wing = as_part_technique("XW", _fish_core(2, 2), True, "x_wing: a fish of order 2.")
swordfish = as_part_technique("SF", _fish_core(3, 3), True, "swordfish: a fish of order 3.")
jellyfish = as_part_technique("JF", _fish_core(4, 4), True, "jellyfish: a fish of order 4.")
big_fish = as_part_technique("BF", _fish_core(5, None), True, "big_fish: fish of order 5 up to N/2 (big boards).")
