"""Ripple Effect's own techniques: the Forbidden Pair (a naked pair lying in one row or column) and the
Shared Reach (a digit confined to cells of a region that all reach one cell outside it)."""

from __future__ import annotations

from itertools import combinations

from ...techniques import Elims, Found, Tables, _all_places, _strip, digits, region_technique
from ...wording import by_digit, join_and, join_or, plural


def _ripple_pair_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """FP (Ripple): a naked pair of one region lying in one row or column.

    One of the pair is a, the other b, in some order; whichever holds d, a
    cell of that line within d steps of *both* pair cells is within d of it.
    """
    w = T.width
    pool = [c for c in T.rcells[r] if cands[c].bit_count() == 2]
    for a, b in combinations(pool, 2):
        u = cands[a]
        if cands[b] != u:
            continue
        (ra, ca), (rb, cb) = divmod(a, w), divmod(b, w)
        if ra == rb:
            line, step, pa, pb, lname = ra * w, 1, ca, cb, f"row {ra + 1}"
            length = w
        elif ca == cb:
            line, step, pa, pb, lname = ca, w, ra, rb, f"column {ca + 1}"
            length = T.height
        else:
            continue
        elims: Elims = []
        for q in range(length):
            if q == pa or q == pb:
                continue
            dist = max(abs(q - pa), abs(q - pb))
            kill = 0
            for d in digits(u):
                if dist <= d:
                    kill |= 1 << d
            if kill:
                _strip(cands, line + q * step, kill, elims)
        if elims:
            reasons = [(c, d) for c in (a, b) for d in digits(u)]
            return Found(elims, reasons, [], _explain_fp_ripple, (r, a, b, u, lname, elims))
    return None


def _explain_fp_ripple(T: Tables, r: int, a: int, b: int, u: int, lname: str, elims: Elims) -> str:
    d1, d2 = digits(u)
    return (f"{T.names[a]} and {T.names[b]} of {T.rname[r]} hold {d1} and {d2} in some order and "
            f"both lie in {lname}, so a cell of {lname} within {plural(d1, 'step')} of both cannot "
            f"be {d1}, nor one within {plural(d2, 'step')} of both be {d2}: {by_digit(T, elims)}.")




ripple_forbidden_pair = region_technique("FP", _ripple_pair_in,
                                         "ripple_forbidden_pair: (Ripple) a naked pair in one row or column "
                                         "strikes each digit d from line cells within d of both.")


def _shared_reach_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """SR (Ripple): a digit d with two or more places left in a region is struck from every cell
    outside it within d steps, in a row or column, of each of those places.

    Wherever the region's d goes, it is within d of that cell: a d there would be too close.
    """
    cells = T.rcells[r]
    if len(cells) < 2:
        return None
    places = _all_places(cands, cells)
    fn, regions = T.fn, T.regions
    for d in range(1, len(cells) + 1):
        p = places[d]
        if not p & (p - 1) or places[0] >> d & 1:
            continue  # one place (a hidden single) or answered: nothing shared to find
        home = [cells[i] for i in range(len(cells)) if p >> i & 1]
        shared = set(fn[home[0]][d])
        for c in home[1:]:
            shared.intersection_update(fn[c][d])
            if not shared:
                break
        elims: Elims = []
        for x in sorted(shared):
            if regions[x] != r:
                _strip(cands, x, 1 << d, elims)
        if elims:
            return Found(elims, [(c, d) for c in home], [], _explain_sr, (r, d, home, elims))
    return None


def _explain_sr(T: Tables, r: int, d: int, home: list[int], elims: Elims) -> str:
    hit = [T.names[c] for c, _ in elims]
    verb = "lies" if len(hit) == 1 else "lie"
    every = "both" if len(home) == 2 else f"all {len(home)}"
    return (f"The {d} of {T.rname[r]} must go in {join_or([T.names[c] for c in home])}, and {join_and(hit)} "
            f"{verb} within {plural(d, 'cell')} of {every} in a row or column, so a {d} there would be too close "
            f"whichever it is: {by_digit(T, elims)}.")


shared_reach = region_technique("SR", _shared_reach_in,
                                "shared_reach: (Ripple) a digit confined to a few cells of a region is struck "
                                "from every outside cell within its reach of them all.")
