"""The sudoku techniques that compare sets of cells: the Law of Leftovers (jigsaw) and ALS-XZ.

**Law of Leftovers** (``LL``, jigsaw boards only).  Take k whole rows (or
columns) next to one another and k whole regions: each holds every digit
once, so the rows hold each digit k times and so do the regions.  Strike the
cells they share, and what is left of the rows (the rows' *leftovers*)
holds exactly the digits of what is left of the regions.  A digit that no
leftover cell on one side can hold leaves every leftover cell of the other.
Bands of up to N/2 lines are tried (a wider band is the complement of a
narrower one and leaves the same two sets), with every set of k regions that
meets the band and leaves at most :data:`LEFTOVERS_MAX` cells on each side.

**ALS-XZ** (``AX``).  An *almost locked set* is k cells of one house holding
k + 1 digits between them: were one digit taken away, the rest would be
locked there.  Two of them, A and B, share a digit X that is *restricted*:
every X of A sees every X of B, so X is in at most one of them.  Then one of
them is locked without X, and holds all its other digits; so for another
digit Z they share, Z is in A or in B, and a cell that sees every Z of both
loses Z.  Sets of up to :data:`ALS_CELLS` cells are tried, at most :data:`ALS_SETS` of them.
"""

from __future__ import annotations

from functools import lru_cache

from ...puzzle import digit_char
from ...techniques import Elims, Found, Tables, digits
from ...wording import join_and
from .tables import SudokuTables, as_technique, cell_names, cells_of, digit_chars, strike

LEFTOVERS_MAX = 4
"""The most leftover cells on each side compared (more is not something a person tracks, and costs time)."""

ALS_CELLS = 4
"""The largest almost locked set tried, in cells."""

ALS_SETS = 600
"""The most almost locked sets paired, smallest first: every pair is looked at, so this bounds the work on
a big board (the corpus's positions have at most about 330)."""


def _union(cands: list[int], cells: int) -> int:
    u = 0
    for c in cells_of(cells):
        u |= cands[c]
    return u


# -- Law of Leftovers ----------------------------------------------------------------------------


Leftover = tuple[tuple[str, int, int, list[int]], int, int]
"""A band and its regions (lines word, first line, k, region indices), then the band's leftover cells and the regions'."""


@lru_cache(maxsize=16)
def _leftover_pairs(S: SudokuTables) -> tuple[Leftover, ...]:
    """Every band with a set of regions worth comparing, in the order they are tried (per layout, once)."""
    n = S.n
    regions = S.hbits[2 * n:]
    out = []
    for first, word in ((0, "rows"), (n, "columns")):
        for k in range(1, n // 2 + 1):
            for top in range(n - k + 1):
                band = 0
                for i in range(top, top + k):
                    band |= S.hbits[first + i]
                inside = {j: (rb & band).bit_count() for j, rb in enumerate(regions) if rb & band}
                for chosen in _nearly_inside(inside, k, k * n - LEFTOVERS_MAX):
                    whole = 0
                    for j in chosen:
                        whole |= regions[j]
                    if band & ~whole:
                        out.append(((word, top, k, chosen), band & ~whole, whole & ~band))
    return tuple(out)


def _nearly_inside(inside: dict[int, int], k: int, least: int) -> list[list[int]]:
    """Every set of ``k`` regions (ascending) whose cells inside the band number ``least`` or more.

    A search over the regions, most inside first, that drops a branch as soon as even the
    best regions left could not make up the count (so a 25x25 jigsaw costs no more than a 9x9)."""
    order = sorted(inside, key=lambda j: (-inside[j], j))
    counts = [inside[j] for j in order]
    out: list[list[int]] = []

    def grow(start: int, chosen: list[int], total: int) -> None:
        need = k - len(chosen)
        if need == 0:
            if total >= least:
                out.append(sorted(chosen))
            return
        for i in range(start, len(order) - need + 1):
            if total + sum(counts[i:i + need]) < least:
                return  # the counts only fall from here on
            chosen.append(order[i])
            grow(i + 1, chosen, total + counts[i])
            chosen.pop()

    grow(0, [], 0)
    out.sort()
    return out


def _find_leftovers(S: SudokuTables, cands: list[int]) -> Found | None:
    if S.box is not None:
        return None  # box boards: a band of rows is whole boxes, and nothing is left over
    for lines, out_band, out_regions in _leftover_pairs(S):
        found = (_leftover_strike(S, cands, out_band, out_regions)
                 or _leftover_strike(S, cands, out_regions, out_band))
        if found:
            found.sort()
            reasons = [(c, d) for c in cells_of(out_band | out_regions) for d in digits(cands[c])
                       if (c, d) not in found]
            return Found(found, reasons, [], _explain_leftovers, (S, lines, out_band, out_regions, found))
    return None


def _leftover_strike(S: SudokuTables, cands: list[int], here: int, there: int) -> Elims:
    """Strike from the cells ``here`` every digit none of the cells ``there`` can hold."""
    allowed = _union(cands, there)
    out: Elims = []
    for c in cells_of(here):
        m = cands[c]
        gone = m & ~allowed
        if gone and gone != m and m & (m - 1):
            out.extend((c, d) for d in digits(gone))
    return out


def _explain_leftovers(T: Tables, S: SudokuTables, lines: tuple[str, int, int, list[int]], out_band: int,
                       out_regions: int, elims: Elims) -> str:
    word, top, k, chosen = lines
    n = S.n
    line_names = join_and([str(i + 1) for i in range(top, top + k)])
    region_names = join_and([S.hname[2 * n + j] for j in chosen])
    them = cells_of(out_band)
    us = cells_of(out_regions)
    lost = sorted({c for c, _ in elims})
    gone = join_and([f"{S.names[c]} loses {join_and(digit_chars([d for x, d in elims if x == c]))}" for c in lost])
    lw, rw = (word[:-1], "region") if k == 1 else (word, "regions")
    times = "once" if k == 1 else "twice" if k == 2 else f"{k} times"
    return (f"Law of Leftovers: {lw} {line_names} {'holds' if k == 1 else 'hold'} every digit {times}, and so "
            f"{'does' if k == 1 else 'do'} {region_names}; so what is left of the {lw} ({cell_names(S, them)}) "
            f"holds the same digits as what is left of the {rw} ({cell_names(S, us)}): {gone}.")


# -- ALS-XZ ------------------------------------------------------------------------------------

Als = tuple[int, int, tuple[int, ...]]
"""An almost locked set: its cells as a mask, its digits as a mask, and per digit the mask of its cells holding it."""


def _sets(S: SudokuTables, cands: list[int]) -> list[Als]:
    """The almost locked sets of up to :data:`ALS_CELLS` cells, each once, smallest first (at most
    :data:`ALS_SETS`)."""
    out: list[Als] = []
    seen: set[int] = set()
    n = S.n
    for h in S.order:
        pool = [c for c in S.houses[h] if 2 <= cands[c].bit_count() <= ALS_CELLS + 1]
        stack: list[tuple[int, int, int]] = [(0, 0, 0)]  # (next index into pool, cells, digits)
        while stack:
            start, cells, u = stack.pop()
            size = cells.bit_count()
            if cells and u.bit_count() == size + 1 and cells not in seen:
                seen.add(cells)
                per = [0] * (n + 1)
                for c in cells_of(cells):
                    for d in digits(cands[c]):
                        per[d] |= 1 << c
                out.append((cells, u, tuple(per)))
            if size == ALS_CELLS:
                continue
            for i in range(len(pool) - 1, start - 1, -1):
                c = pool[i]
                v = u | cands[c]
                if v.bit_count() <= ALS_CELLS + 1:
                    stack.append((i + 1, cells | 1 << c, v))
    out.sort(key=lambda a: (a[0].bit_count(), a[0]))
    return out[:ALS_SETS]


def _sees_all(S: SudokuTables, cells: int) -> int:
    """The cells that see every cell of ``cells``."""
    m = -1
    for c in cells_of(cells):
        m &= S.peerbits[c]
    return m


def _find_als_xz(S: SudokuTables, cands: list[int]) -> Found | None:
    sets = _sets(S, cands)
    peerbits = S.peerbits
    for i, (ca, ua, pa) in enumerate(sets):
        for cb, ub, pb in sets[i + 1:]:
            common = ua & ub
            if common & (common - 1) == 0 or ca & cb:
                continue  # X and Z: two shared digits at least, and no cell in both
            for x in digits(common):
                xb = pb[x]
                if any(~peerbits[c] & xb for c in cells_of(pa[x])):
                    continue  # some X of A does not see some X of B: X is not restricted
                for z in digits(common & ~(1 << x)):
                    elims = strike(S, cands, _sees_all(S, pa[z] | pb[z]) & ~(ca | cb), z)
                    if elims:
                        reasons = [(c, d) for c in cells_of(ca | cb) for d in digits(cands[c])]
                        return Found(elims, reasons, [], _explain_als_xz, (S, ca, ua, cb, ub, x, z, elims))
    return None


def _explain_als_xz(T: Tables, S: SudokuTables, ca: int, ua: int, cb: int, ub: int, x: int, z: int,
                    elims: Elims) -> str:
    xc, zc = digit_char(x), digit_char(z)

    def one(cells: int, u: int) -> str:
        k = cells.bit_count()
        return (f"{cell_names(S, cells_of(cells))} ({'one cell' if k == 1 else f'{k} cells'}, digits "
                f"{join_and(digit_chars(digits(u)))})")

    gone = [c for c, _ in elims]
    return (f"ALS-XZ on {zc}: {one(ca, ua)} and {one(cb, ub)} each hold one digit more than they have cells; every {xc} of "
            f"one sees every {xc} of the other, so one set has no {xc} and holds all its other digits, "
            f"{zc} among them; so {zc} is in one of them, and {cell_names(S, gone)} "
            f"{'sees' if len(gone) == 1 else 'see'} every {zc} of both, so {zc} goes from "
            f"{'it' if len(gone) == 1 else 'them'}.")


# -- public functions ---------------------------------------------------------------------------

leftovers = as_technique("LL", _find_leftovers,
                         "leftovers: k lines and k jigsaw regions hold the same digits outside what they share.")
als_xz = as_technique("AX", _find_als_xz,
                      "als_xz: two almost locked sets with a restricted common X; a cell seeing every Z of both "
                      "loses Z.")
