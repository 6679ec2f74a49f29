"""Ripple Effect's own technique: the Forbidden Pair (a naked pair lying in one row or column)."""

from __future__ import annotations

from itertools import combinations

from ...techniques import Elims, Found, Tables, _strip, digits, region_technique
from ...wording import by_digit, plural


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
