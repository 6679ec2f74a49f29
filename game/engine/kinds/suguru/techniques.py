"""Suguru's own techniques: Forbidden Pairs and Triples (a digit confined to cells that all touch one cell)."""

from __future__ import annotations

from ...techniques import Elims, Found, Tables, _all_places, _strip, region_technique
from ...wording import by_cell, by_digit, digit_texts, join_and, join_or


def _forbidden_in(T: Tables, cands: list[int], r: int, k: int) -> Found | None:
    """Suguru FP (k=2) / FT (k=3): a digit confined to k cells of a region is
    forbidden in every outside cell touching all k.

    Digits of the region confined to the very same k cells make one instance
    (the seed's "two digits in two cells" is the usual case).
    """
    cells = T.rcells[r]
    if len(cells) < k:
        return None
    outside = ~T.rbits[r]
    places = _all_places(cands, cells)
    seen_places: set[int] = set()
    for d in range(1, len(cells) + 1):
        p = places[d]
        if p.bit_count() != k or p in seen_places:
            continue
        seen_places.add(p)
        home = [cells[i] for i in range(len(cells)) if p >> i & 1]
        touch = outside
        for c in home:
            touch &= T.kingbits[c]
        if not touch:
            continue
        kill = 0
        for e in range(d, len(cells) + 1):
            if places[e] == p:
                kill |= 1 << e
        elims: Elims = []
        while touch:
            b = touch & -touch
            touch ^= b
            _strip(cands, b.bit_length() - 1, kill, elims)
        if elims:
            # Name only the digits that actually go: the others are true but idle.
            ds = sorted({e for _, e in elims})
            reasons = [(c, e) for e in ds for c in home]
            return Found(elims, reasons, [], _explain_fk, (r, ds, home, elims))
    return None


def _forbidden_pair_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """FP (Suguru): a digit confined to two cells of a region, struck from cells touching both."""
    return _forbidden_in(T, cands, r, 2)


def _forbidden_triple_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """FT (Suguru): a digit confined to three cells of a region, struck from cells touching all."""
    return _forbidden_in(T, cands, r, 3)


def _explain_fk(T: Tables, r: int, ds: list[int], home: list[int], elims: Elims) -> str:
    hit = sorted({c for c, _ in elims})
    homes = [T.names[c] for c in home]
    where = join_or(homes) if len(ds) == 1 else join_and(homes)
    each = "" if len(ds) == 1 else " (one each)" if len(ds) == len(home) else ""
    who = join_and([T.names[c] for c in hit])
    verb = "touches" if len(hit) == 1 else "touch"
    both = "both" if len(home) == 2 else "all three"
    losses = by_digit(T, elims) if len(ds) == 1 else by_cell(T, elims)
    return (f"The {join_and(digit_texts(ds))} of {T.rname[r]} must go in {where}{each}, and {who} {verb} "
            f"{both} of those cells, so equal digits would touch: {losses}.")


forbidden_pair = region_technique("FP", _forbidden_pair_in,
                                  "forbidden_pair: (Suguru) a digit confined to two cells of a region is "
                                  "struck from every outside cell touching both.")
forbidden_triple = region_technique("FT", _forbidden_triple_in,
                                    "forbidden_triple: (Suguru) a digit confined to three cells of a region is "
                                    "struck from every outside cell touching all three.")
