"""The sudoku techniques, one finder each, from naked singles to the guess.

Each technique answers "is there an instance of me here, and which one?" and
returns the *first* instance of a deterministic scan, so a hint asked twice
is the same hint.  Houses are scanned regions first, then rows, then columns
(people look for singles and subsets in boxes first), cells row-major and
digits ascending within them.

The layering is the one of :mod:`game.engine.techniques`, so the logical
solver in :mod:`game.engine.logic` runs these as fast as its own:

* a **finder** ``(S, cands) -> Found | None`` reads a bare candidate list
  through the per-layout :class:`SudokuTables` ``S`` (rows, columns and
  regions as cell lists and cell bitmasks, peers, house names), works on int
  bitmasks and writes no text: a :class:`~game.engine.techniques.Found`
  carries a sentence function and its arguments, called only when someone
  reads it;
* a **public function** ``technique(pos) -> Deduction | None`` for the hint
  button and the tests.  It carries its finder as the attribute ``core``
  (the solver's signature ``(T, cands, dirty) -> (Found | None, dirty)``),
  and the naked single carries ``targets``/``deduce`` instead, which is how
  logic.py runs it as a propagation queue.  The finders rescan every house
  (they ignore ``dirty``): the solver only reaches a costly finder when every
  cheaper one has failed, and the cheap ones (singles) are fast scans.

Two rules every finder keeps, so the solver is sound and never crashes:
deletions only, and no deduction empties a cell (on a contradictory
position the offending deletion is dropped and the solver ends stuck).

The guess is the one technique that is not a deduction: it asks the exact
solver for a solution of the current position and sets the most constrained
cell to that solution's digit.  Its sentence says so.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Callable, Iterable, Iterator

from . import exact
from .deduction import Deduction, HasCandidates
from .puzzle import Puzzle, digit_char
from .sudoku_boxes import box_geometry
from .techniques import (Elims, Found, Tables, Targets, _and, _by_cell, _by_digit, _hidden_in, _hidden_single_in,
                         _naked_in, _or, digits)

# -- per-layout tables ----------------------------------------------------------------------


class SudokuTables:
    """What the sudoku finders look up, computed once per layout (size and regions).

    ``houses`` are rows 0..N-1, columns N..2N-1 and regions 2N..3N-1, the
    order of ``puzzle.houses``; ``order`` is the scan order (regions, rows,
    columns).  ``hbits``/``peerbits`` are the same cell sets as bitmasks.
    """

    __slots__ = ("n", "ncells", "names", "houses", "hbits", "hname", "order", "cell_houses",
                 "peers", "peerbits", "ns", "box", "rcells", "rname")

    def __init__(self, puzzle: Puzzle):
        n = self.n = puzzle.width
        self.ncells = n * n
        self.names = tuple(puzzle.cell_name(c) for c in range(n * n))
        rows = [tuple(range(r * n, r * n + n)) for r in range(n)]
        cols = [tuple(range(c, n * n, n)) for c in range(n)]
        regs = list(puzzle.region_cells)
        self.houses = tuple(rows + cols + regs)
        self.hbits = tuple(sum(1 << c for c in h) for h in self.houses)
        self.box = box_geometry(puzzle)
        region_names = [f"box {k + 1}" if self.box else f"the region at {self.names[cs[0]]}"
                        for k, cs in enumerate(regs)]
        self.hname = tuple([f"row {r + 1}" for r in range(n)] + [f"column {c + 1}" for c in range(n)]
                           + region_names)
        self.order = tuple(range(2 * n, 2 * n + len(regs))) + tuple(range(2 * n))
        # The houses in scan order under the names the region finders of techniques.py read,
        # so those finders serve sudoku unchanged (see _scan).
        self.rcells = tuple(self.houses[h] for h in self.order)
        self.rname = tuple(self.hname[h] for h in self.order)
        self.cell_houses = tuple((c // n, n + c % n, 2 * n + puzzle.regions[c]) for c in range(n * n))
        peerbits = []
        for c in range(n * n):
            b = 0
            for h in self.cell_houses[c]:
                b |= self.hbits[h]
            peerbits.append(b & ~(1 << c))
        self.peerbits = tuple(peerbits)
        self.peers = tuple(tuple(_cells(b)) for b in peerbits)
        self.ns = tuple((p,) * (n + 1) for p in self.peers)


@lru_cache(maxsize=64)
def _tables_for(width: int, regions: tuple[int, ...]) -> SudokuTables:
    return SudokuTables(Puzzle("sudoku", width, width, (0,) * (width * width), regions))


def sudoku_tables(puzzle: Puzzle) -> SudokuTables:
    """The (cached) sudoku tables of a puzzle's layout."""
    return _tables_for(puzzle.width, puzzle.regions)


def _of(T: Tables) -> SudokuTables:
    return _tables_for(T.width, T.regions)


# -- small helpers ----------------------------------------------------------------------------


# A cell bitmask lists its cells exactly as a candidate mask lists its digits.
_cells = digits


def _dss(ds: Iterable[int]) -> list[str]:
    """Digits as the board writes them (10 and up as letters, like the line format)."""
    return [digit_char(d) for d in ds]


def _chars(elims: Elims) -> list[tuple[int, str]]:
    """Eliminations with their digits as characters, for techniques.py's sentence helpers
    (one character per digit sorts as the digits do)."""
    return [(c, digit_char(d)) for c, d in elims]


def _names(S: SudokuTables, cells: Iterable[int]) -> str:
    return _and([S.names[c] for c in cells])


def _strike(S: SudokuTables, cands: list[int], bits: int, d: int) -> Elims:
    """Delete ``d`` from the unanswered cells of ``bits`` that hold it."""
    bd = 1 << d
    return [(c, d) for c in _cells(bits) if cands[c] & bd and cands[c] != bd]


def _house_places(S: SudokuTables, cands: list[int], h: int) -> list[int]:
    """Per digit (index 1..N): a cell bitmask of the house's unanswered cells holding it."""
    places = [0] * (S.n + 1)
    for c in S.houses[h]:
        m = cands[c]
        if not m & (m - 1):
            continue
        b = 1 << c
        while m:
            low = m & -m
            places[low.bit_length() - 1] |= b
            m ^= low
    return places


# -- NS: naked single (the bookkeeping after an answer) -------------------------------------------


def _explain_ns(S: SudokuTables, c: int, d: int, hit: list[int]) -> str:
    dc = digit_char(d)
    hb = 0
    for x in hit:
        hb |= 1 << x
    where = [S.hname[h] for h in S.cell_houses[c] if S.hbits[h] & hb]
    return (f"{S.names[c]} is {dc}, and {_and(where)} {'holds' if len(where) == 1 else 'hold'} "
            f"each digit only once, so {dc} goes from {_names(S, hit)}.")


def _ns_deduction(S: SudokuTables, c: int, d: int, hit: list[int]) -> Deduction:
    return Deduction("NS", tuple((x, d) for x in hit), ((c, d),), _explain_ns(S, c, d, hit))


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
    return _of(T).ns


def _ns_deduce(T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    return _ns_deduction(_of(T), c, d, hit)


setattr(naked_single, "targets", _ns_targets)
setattr(naked_single, "deduce", _ns_deduce)


# -- house finders shared with techniques.py ------------------------------------------------------
#
# Hidden singles and naked/hidden subsets are the same in every kind: the
# region finders of techniques.py take "tables" with ``rcells``, ``rname``
# and ``names``, and SudokuTables has those (every house, in scan order), so
# they run here unchanged.  Their sentence functions take the tables as first
# argument; :func:`_scan` rebinds that to S, because the solver hands them the
# kind-neutral Tables, which knows only the regions.


def _scan(S: SudokuTables, cands: list[int], find: Callable[..., "Found | None"], *extra: object) -> Found | None:
    for i in range(len(S.rcells)):
        f = find(S, cands, i, *extra)
        if f is not None:
            explain = f.explain
            return f._replace(explain=lambda _T, *args: explain(S, *args))
    return None


def _find_hs(S: SudokuTables, cands: list[int]) -> Found | None:
    f = _scan(S, cands, _hidden_single_in)
    return f._replace(explain=lambda _T, *args: _explain_hs(S, *args)) if f is not None else None


def _explain_hs(S: SudokuTables, r: int, c: int, d: int, others: int) -> str:
    od = _dss(digits(others))
    one = len(od) == 1
    return (f"The {digit_char(d)} of {S.rname[r]} can only go in {S.names[c]}, so {S.names[c]} is "
            f"{digit_char(d)}; its other candidate{'' if one else 's'} {_and(od)} {'goes' if one else 'go'}.")


# -- LC: locked candidates (the seed's crossed sequences) -----------------------------------------


def _find_lc(S: SudokuTables, cands: list[int]) -> Found | None:
    """A digit whose places in one house all lie in a second house is struck from the rest of the second."""
    for h in S.order:
        places = _house_places(S, cands, h)
        placed = 0
        for c in S.houses[h]:
            m = cands[c]
            if not m & (m - 1):
                placed |= m
        for d in range(1, S.n + 1):
            p = places[d]
            if not p & (p - 1) or placed >> d & 1:
                continue  # no place, a hidden single, or already answered here (naked singles pending)
            first = (p & -p).bit_length() - 1
            for k in S.cell_houses[first]:
                if k != h and p & S.hbits[k] == p:
                    elims = _strike(S, cands, S.hbits[k] & ~S.hbits[h], d)
                    if elims:
                        home = _cells(p)
                        return Found(elims, [(c, d) for c in home], [], _explain_lc, (S, h, k, d, home, elims))
    return None


def _explain_lc(T: Tables, S: SudokuTables, h: int, k: int, d: int, home: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    return (f"In {S.hname[h]}, {dc} can only go in {_names(S, home)}, all of which lie in {S.hname[k]}; "
            f"so the {dc} of {S.hname[k]} is one of them and {dc} goes from "
            f"{_names(S, [c for c, _ in elims])}.")


# -- naked and hidden subsets (the seed's number subsets) ---------------------------------------------

_COUNT_WORD = {2: "two", 3: "three", 4: "four"}


def _find_naked(S: SudokuTables, cands: list[int], k: int) -> Found | None:
    return _scan(S, cands, _naked_in, k, _explain_naked)


def _explain_naked(S: SudokuTables, r: int, group: tuple[int, ...], u: int, elims: Elims) -> str:
    ds = _dss(digits(u))
    word = _COUNT_WORD[len(group)]
    return (f"Between them {_names(S, group)} can only hold {_and(ds)}, so those {word} digits "
            f"belong to them and no other cell of {S.rname[r]} can be {_or(ds)}: {_by_digit(S, _chars(elims))}.")


def _find_hidden(S: SudokuTables, cands: list[int], k: int) -> Found | None:
    return _scan(S, cands, _hidden_in, k, _explain_hidden)


def _explain_hidden(S: SudokuTables, r: int, ds: list[int], home: list[int], elims: Elims) -> str:
    word = _COUNT_WORD[len(ds)]
    return (f"In {S.rname[r]}, {_and(_dss(ds))} can only go in {_names(S, home)}, so those {word} "
            f"cells hold {_and(_dss(ds))} between them and nothing else: {_by_cell(S, _chars(elims))}.")


# -- fish: X-Wing, Swordfish, Jellyfish and bigger --------------------------------------------------

FISH_NAMES = {2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}


def _fish_lines(S: SudokuTables, cands: list[int]) -> tuple[list[list[int]], list[list[int]]]:
    """``rows[d][r]``: bitmask of the columns where row r may hold d (0 if d is placed there); columns alike."""
    n = S.n
    rows = [[0] * n for _ in range(n + 1)]
    cols = [[0] * n for _ in range(n + 1)]
    placed_r = [0] * n
    placed_c = [0] * n
    for c, m in enumerate(cands):
        r, col = divmod(c, n)
        if not m & (m - 1):
            placed_r[r] |= m
            placed_c[col] |= m
            continue
        while m:
            low = m & -m
            d = low.bit_length() - 1
            rows[d][r] |= 1 << col
            cols[d][col] |= 1 << r
            m ^= low
    for d in range(1, n + 1):
        bd = 1 << d
        for i in range(n):
            if placed_r[i] & bd:
                rows[d][i] = 0
            if placed_c[i] & bd:
                cols[d][i] = 0
    return rows, cols


def _fish_search(lines: list[tuple[int, int]], k: int, start: int, chosen: list[int],
                 union: int) -> Iterator[tuple[list[int], int]]:
    """Yield (base lines, cover mask) of k lines whose places span exactly k cover lines."""
    if len(chosen) == k:
        if union.bit_count() == k:
            yield list(chosen), union
        return
    need = k - len(chosen)
    for idx in range(start, len(lines) - need + 1):
        i, m = lines[idx]
        u = union | m
        if u.bit_count() > k:
            continue
        chosen.append(i)
        yield from _fish_search(lines, k, idx + 1, chosen, u)
        chosen.pop()


def _find_fish(S: SudokuTables, cands: list[int], lo: int, hi: int) -> Found | None:
    n = S.n
    hi = min(hi, n // 2)
    if lo > hi:
        return None
    rows, cols = _fish_lines(S, cands)
    for k in range(lo, hi + 1):
        for d in range(1, n + 1):
            for by_rows, table in ((True, rows[d]), (False, cols[d])):
                lines = [(i, m) for i, m in enumerate(table) if 2 <= m.bit_count() <= k]
                if len(lines) < k:
                    continue
                for base, cover in _fish_search(lines, k, 0, [], 0):
                    bits = 0
                    home = 0
                    for j in _bits(cover):
                        for i in range(n):
                            c = i * n + j if by_rows else j * n + i
                            if i in base:
                                home |= 1 << c
                            else:
                                bits |= 1 << c
                    elims = _strike(S, cands, bits, d)
                    if elims:
                        reasons = [(c, d) for c in _cells(home) if cands[c] >> d & 1]
                        return Found(elims, reasons, [], _explain_fish,
                                     (S, k, d, by_rows, base, _bits(cover), elims))
    return None


def _bits(mask: int) -> list[int]:
    """The set bit positions of a small mask (line indices), ascending."""
    return _cells(mask)


def _explain_fish(T: Tables, S: SudokuTables, k: int, d: int, by_rows: bool, base: list[int],
                  cover: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    name = FISH_NAMES.get(k, f"A fish of order {k}")
    bw, cw = ("rows", "columns") if by_rows else ("columns", "rows")
    bl = _and([str(i + 1) for i in base])
    cl = _and([str(j + 1) for j in cover])
    return (f"{name} on {dc}: in {bw} {bl} the {dc}s can only go in {cw} {cl}, so those {_COUNT_WORD.get(k, str(k))} {bw} "
            f"take the {dc}s of {cw} {cl} and no other cell of those {cw} can be {dc}: "
            f"{dc} goes from {_names(S, [c for c, _ in elims])}.")


# -- colouring ------------------------------------------------------------------------------------


def _chains(S: SudokuTables, cands: list[int], d: int) -> list[tuple[list[int], list[int]]]:
    """The conjugate chains of ``d``: each a 2-colouring (A, B) of cells linked by houses
    where ``d`` has exactly two places.  A holds the chain's first cell.  A chain with an
    odd cycle (only on a contradictory position) is left out."""
    bd = 1 << d
    adj: dict[int, list[int]] = {}
    for h, cells in enumerate(S.houses):
        where = []
        placed = False
        for c in cells:
            m = cands[c]
            if m & bd:
                if m == bd:
                    placed = True
                    break
                where.append(c)
        if not placed and len(where) == 2:
            a, b = where
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    colour: dict[int, int] = {}
    out = []
    for start in sorted(adj):
        if start in colour:
            continue
        colour[start] = 0
        sides: tuple[list[int], list[int]] = ([start], [])
        stack = [start]
        ok = True
        while stack:
            c = stack.pop()
            for o in adj[c]:
                if o not in colour:
                    colour[o] = 1 - colour[c]
                    sides[colour[o]].append(o)
                    stack.append(o)
                elif colour[o] == colour[c]:
                    ok = False
        if ok:
            out.append((sorted(sides[0]), sorted(sides[1])))
    return out


def _mask(cells: Iterable[int]) -> int:
    b = 0
    for c in cells:
        b |= 1 << c
    return b


def _seen(S: SudokuTables, cells: Iterable[int]) -> int:
    b = 0
    for c in cells:
        b |= S.peerbits[c]
    return b


def _digit_cells(cands: list[int], d: int) -> int:
    bd = 1 << d
    b = 0
    for c, m in enumerate(cands):
        if m & bd and m != bd:
            b |= 1 << c
    return b


def _find_sc(S: SudokuTables, cands: list[int]) -> Found | None:
    for d in range(1, S.n + 1):
        chains = _chains(S, cands, d)
        if not chains:
            continue
        free = _digit_cells(cands, d)
        for a, b in chains:
            for x, y in ((a, b), (b, a)):
                xb = _mask(x)
                clash = next(((c, o) for c in x for o in _cells(S.peerbits[c] & xb)), None)
                if clash:
                    elims = _strike(S, cands, xb, d)
                    if elims:
                        reasons = [(c, d) for c in y]
                        return Found(elims, reasons, [], _explain_sc_contradiction, (S, d, x, y, clash, elims))
            both = _seen(S, a) & _seen(S, b) & free & ~_mask(a) & ~_mask(b)
            elims = _strike(S, cands, both, d)
            if elims:
                reasons = [(c, d) for c in a + b]
                return Found(elims, reasons, [], _explain_sc_exclusion, (S, d, a, b, elims))
    return None


def _explain_sc_contradiction(T: Tables, S: SudokuTables, d: int, x: list[int], y: list[int],
                              clash: tuple[int, int], elims: Elims) -> str:
    dc = digit_char(d)
    c, o = clash
    shared = [S.hname[h] for h in S.cell_houses[c] if h in S.cell_houses[o]]
    return (f"Simple colouring on {dc} (contradiction): where {dc} has only two places in a house, "
            f"one of them holds it, so the chain colours {_names(S, x)} one way and {_names(S, y)} "
            f"the other; {S.names[c]} and {S.names[o]} have the same colour and share {shared[0]}, "
            f"so that colour cannot hold {dc} and {dc} goes from {_names(S, [e for e, _ in elims])}.")


def _explain_sc_exclusion(T: Tables, S: SudokuTables, d: int, a: list[int], b: list[int],
                          elims: Elims) -> str:
    dc = digit_char(d)
    return (f"Simple colouring on {dc} (exclusion): where {dc} has only two places in a house, one of "
            f"them holds it, so either all of {_names(S, a)} or all of {_names(S, b)} hold {dc}; "
            f"{_names(S, [c for c, _ in elims])} {'sees' if len(elims) == 1 else 'see'} a cell of "
            f"each colour, so {dc} goes from {'it' if len(elims) == 1 else 'them'}.")


def _find_mc(S: SudokuTables, cands: list[int]) -> Found | None:
    for d in range(1, S.n + 1):
        chains = _chains(S, cands, d)
        if len(chains) < 2:
            continue
        free = _digit_cells(cands, d)
        sides = [(ch[0], ch[1]) for ch in chains]
        bits = [(_mask(a), _mask(b)) for a, b in sides]
        seen = [(_seen(S, a), _seen(S, b)) for a, b in sides]
        colour_of: dict[int, tuple[int, int]] = {}
        for i, (a, b) in enumerate(sides):
            for c in a:
                colour_of[c] = (i, 0)
            for c in b:
                colour_of[c] = (i, 1)
        for i, j in combinations(range(len(sides)), 2):
            for x in (0, 1):
                for y in (0, 1):
                    if not seen[i][x] & bits[j][y]:
                        continue
                    # Colours (i, x) and (j, y) see each other: not both true, so one of
                    # their opposites is; a cell seeing both opposites cannot hold d.
                    targets = free & seen[i][1 - x] & seen[j][1 - y]
                    if not targets:
                        continue
                    kill = 0
                    for t in _cells(targets):
                        if t in colour_of:
                            ci, cz = colour_of[t]
                            kill |= bits[ci][cz]
                        else:
                            kill |= 1 << t
                    elims = _strike(S, cands, kill, d)
                    if elims:
                        link = next((c, o) for c in sides[i][x] for o in sides[j][y] if S.peerbits[c] >> o & 1)
                        reasons = [(c, d) for c in sides[i][1 - x] + sides[j][1 - y]]
                        return Found(elims, reasons, [], _explain_mc,
                                     (S, d, sides[i][x], sides[i][1 - x], sides[j][y], sides[j][1 - y],
                                      link, _cells(targets), elims))
    return None


def _explain_mc(T: Tables, S: SudokuTables, d: int, x: list[int], xo: list[int], y: list[int],
                yo: list[int], link: tuple[int, int], targets: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    c, o = link
    gone = [e for e, _ in elims]
    extra = "" if gone == targets else " (and every cell coloured like it)"
    return (f"Multi-colouring on {dc}: one chain of {dc}s has {dc} in all of {_names(S, x)} or in all of "
            f"{_names(S, xo)}, another in all of {_names(S, y)} or in all of {_names(S, yo)}; "
            f"{S.names[c]} sees {S.names[o]}, so {_names(S, x)} and {_names(S, y)} are not both {dc}, "
            f"and {dc} is in all of {_names(S, xo)} or in all of {_names(S, yo)}; "
            f"{_names(S, targets)} {'sees' if len(targets) == 1 else 'see'} both, so {dc} goes from "
            f"{'it' if len(targets) == 1 else 'them'}{extra}: {_names(S, gone)}.")


# -- wings -------------------------------------------------------------------------------------


def _find_xy(S: SudokuTables, cands: list[int]) -> Found | None:
    biv = [c for c, m in enumerate(cands) if m.bit_count() == 2]
    bivbits = _mask(biv)
    for a in biv:
        ma = cands[a]
        wings = _cells(S.peerbits[a] & bivbits)
        for b in wings:
            mb = cands[b]
            common = ma & mb
            if mb == ma or common.bit_count() != 1:
                continue
            z = mb & ~ma
            want = (ma & ~common) | z
            for c in wings:
                if c == b or cands[c] != want:
                    continue
                dz = z.bit_length() - 1
                elims = _strike(S, cands, S.peerbits[b] & S.peerbits[c] & ~(1 << a), dz)
                if elims:
                    reasons = [(x, e) for x in (a, b, c) for e in digits(cands[x])]
                    return Found(elims, reasons, [], _explain_wing, ("XY-Wing", S, a, b, c, dz, cands[a],
                                                                     cands[b], cands[c], elims))
    return None


def _find_xyz(S: SudokuTables, cands: list[int]) -> Found | None:
    biv = [c for c, m in enumerate(cands) if m.bit_count() == 2]
    bivbits = _mask(biv)
    for a, ma in enumerate(cands):
        if ma.bit_count() != 3:
            continue
        wings = [b for b in _cells(S.peerbits[a] & bivbits) if cands[b] & ~ma == 0]
        for b, c in combinations(wings, 2):
            mb, mc = cands[b], cands[c]
            if mb == mc or mb | mc != ma:
                continue
            dz = (mb & mc).bit_length() - 1
            elims = _strike(S, cands, S.peerbits[a] & S.peerbits[b] & S.peerbits[c], dz)
            if elims:
                reasons = [(x, e) for x in (a, b, c) for e in digits(cands[x])]
                return Found(elims, reasons, [], _explain_wing, ("XYZ-Wing", S, a, b, c, dz, ma, mb, mc, elims))
    return None


def _explain_wing(T: Tables, name: str, S: SudokuTables, a: int, b: int, c: int, z: int, ma: int, mb: int,
                  mc: int, elims: Elims) -> str:
    zc = digit_char(z)

    def opts(m: int) -> str:
        return _or(_dss(digits(m)))

    holders = [b, c] if name == "XY-Wing" else [a, b, c]
    who = "both wings" if name == "XY-Wing" else "all three"
    gone = [e for e, _ in elims]
    return (f"{name} on {zc}: {S.names[a]} is {opts(ma)} and sees {S.names[b]} ({opts(mb)}) and "
            f"{S.names[c]} ({opts(mc)}), so whatever {S.names[a]} holds, one of {_names(S, holders)} "
            f"is {zc}; {_names(S, gone)} {'sees' if len(gone) == 1 else 'see'} {who}, so {zc} goes from "
            f"{'it' if len(gone) == 1 else 'them'}.")


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
            f"right): this is a guess, not a deduction, so {S.names[cell]} loses {_and(_dss(others))}.")
    return Deduction("GS", tuple((cell, e) for e in others), ((cell, d),), text, ((cell, d),))


# -- public wrappers ------------------------------------------------------------------------------

Finder = Callable[[SudokuTables, list[int]], "Found | None"]


def _public(abbr: str, find: Finder, doc: str) -> Callable[[HasCandidates], Deduction | None]:
    def technique(pos: HasCandidates) -> Deduction | None:
        f = find(sudoku_tables(pos.puzzle), pos.cands)
        if f is None:
            return None
        return Deduction(abbr, tuple(f.elims), tuple(f.reasons), f.explain(None, *f.args), tuple(f.placements))

    def core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        return find(_of(T), cands), dirty

    technique.__name__ = technique.__qualname__ = doc.split(":")[0]
    technique.__doc__ = doc
    setattr(technique, "core", core)
    return technique


hidden_single = _public("HS", _find_hs, "hidden_single: a digit with one place left in a house is that cell's.")
locked_candidates = _public("LC", _find_lc, "locked_candidates: a digit whose places in one house all lie in "
                                            "another is struck from the rest of the other (pointing, claiming).")
naked_pair = _public("NP", lambda S, c: _find_naked(S, c, 2), "naked_pair: two cells holding only two digits.")
naked_triple = _public("NT", lambda S, c: _find_naked(S, c, 3), "naked_triple: three cells, three digits.")
naked_quad = _public("NQ", lambda S, c: _find_naked(S, c, 4), "naked_quad: four cells, four digits.")
hidden_pair = _public("HP", lambda S, c: _find_hidden(S, c, 2), "hidden_pair: two digits confined to two cells.")
hidden_triple = _public("HT", lambda S, c: _find_hidden(S, c, 3), "hidden_triple: three digits, three cells.")
hidden_quad = _public("HQ", lambda S, c: _find_hidden(S, c, 4), "hidden_quad: four digits, four cells.")
x_wing = _public("XW", lambda S, c: _find_fish(S, c, 2, 2), "x_wing: a fish of order 2.")
swordfish = _public("SF", lambda S, c: _find_fish(S, c, 3, 3), "swordfish: a fish of order 3.")
jellyfish = _public("JF", lambda S, c: _find_fish(S, c, 4, 4), "jellyfish: a fish of order 4.")
big_fish = _public("BF", lambda S, c: _find_fish(S, c, 5, S.n), "big_fish: fish of order 5 up to N/2 (big boards).")
simple_colouring = _public("SC", _find_sc, "simple_colouring: a conjugate chain's colour that sees itself is "
                                           "false (contradiction); a cell seeing both colours loses the digit "
                                           "(exclusion).")
multi_colouring = _public("MC", _find_mc, "multi_colouring: two chains whose colours X and Y see each other; "
                                          "a cell seeing both opposites loses the digit.")
xy_wing = _public("XY", _find_xy, "xy_wing: stem xy, wings xz and yz; cells seeing both wings lose z.")
xyz_wing = _public("XZ", _find_xyz, "xyz_wing: stem xyz, wings xz and yz; cells seeing all three lose z.")
