"""The sudoku techniques that follow links between cells: simple colouring and
multi-colouring (conjugate pairs of one digit) and the XY- and XYZ-wings (bivalue cells).

They come after fish on the ladder and read the same tables (:mod:`.tables`);
like every finder they return the first instance of a deterministic scan
(digits ascending, chains in order of their first cell, cells row-major),
delete candidates only and never empty a cell.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, compress
from typing import Iterable

from ...puzzle import digit_char
from ...techniques import Elims, Found, Tables, digits, scanner
from ...wording import join_or
from .tables import SudokuTables, as_part_technique, as_technique, cell_names, cells_of, digit_chars, strike

# -- colouring ------------------------------------------------------------------------------------


Chains = list[tuple[list[int], list[int]]]

_last: tuple[object, dict[int, tuple[Chains, int]]] | None = None
"""The last position's chains and open cells per digit: simple colouring and then multi-colouring
read the same position's chains one after the other (the callers only read them)."""


def _chains(S: SudokuTables, cands: list[int], d: int) -> tuple[Chains, int]:
    """The conjugate chains of ``d``: each a 2-colouring (A, B) of cells linked by houses
    where ``d`` has exactly two places.  A holds the chain's first cell.  A chain with an
    odd cycle (only on a contradictory position) is left out.  And the open cells holding ``d``."""
    global _last
    key = (S, tuple(cands))
    last = _last
    if last is None or last[0] != key:
        last = _last = (key, {})
    got = last[1].get(d)
    if got is None:
        bd = 1 << d
        cells = _cell_bits(len(cands))
        held = sum(compress(cells, map(bd.__and__, cands)))  # the cells holding d ...
        answered = sum(compress(cells, map(bd.__eq__, cands)))  # ... and those answered d
        got = last[1][d] = (_make_chains(S, held, answered), held & ~answered)
    return got


@lru_cache(maxsize=8)
def _cell_bits(ncells: int) -> tuple[int, ...]:
    """Each cell's bit, to sum the cells a test picks (:func:`itertools.compress`)."""
    return tuple(1 << c for c in range(ncells))


def _make_chains(S: SudokuTables, held: int, answered: int) -> Chains:
    """The chains of a digit held in cells ``held`` (answered in ``answered``): its links are the
    houses where two cells hold it and none is answered it."""
    adj: dict[int, list[int]] = {}
    for hm in S.hbits:
        p = held & hm
        if p.bit_count() == 2 and not answered & hm:
            a, b = (p & -p).bit_length() - 1, p.bit_length() - 1
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    return _colour(adj)


def _colour(adj: dict[int, list[int]]) -> Chains:
    """The 2-colourings of the links ``adj`` (cell -> linked cells), a chain a connected part, in order
    of their first cells; one with an odd cycle left out."""
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


def _sc_at(S: SudokuTables, cands: list[int], d: int) -> Found | None:
    chains, free = _chains(S, cands, d)
    if not chains:
        return None
    for a, b in chains:
        for x, y in ((a, b), (b, a)):
            xb = _mask(x)
            clash = next(((c, o) for c in x for o in cells_of(S.peerbits[c] & xb)), None)
            if clash:
                elims = strike(S, cands, xb, d)
                if elims:
                    reasons = [(c, d) for c in y]
                    return Found(elims, reasons, [], _explain_sc_contradiction, (S, d, x, y, clash, elims))
        both = _seen(S, a) & _seen(S, b) & free & ~_mask(a) & ~_mask(b)
        elims = strike(S, cands, both, d)
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
            f"one of them holds it, so the chain colours {cell_names(S, x)} one way and {cell_names(S, y)} "
            f"the other; {S.names[c]} and {S.names[o]} have the same colour and share {shared[0]}, "
            f"so that colour cannot hold {dc} and {dc} goes from {cell_names(S, [e for e, _ in elims])}.")


def _explain_sc_exclusion(T: Tables, S: SudokuTables, d: int, a: list[int], b: list[int],
                          elims: Elims) -> str:
    dc = digit_char(d)
    return (f"Simple colouring on {dc} (exclusion): where {dc} has only two places in a house, one of "
            f"them holds it, so either all of {cell_names(S, a)} or all of {cell_names(S, b)} hold {dc}; "
            f"{cell_names(S, [c for c, _ in elims])} {'sees' if len(elims) == 1 else 'see'} a cell of "
            f"each colour, so {dc} goes from {'it' if len(elims) == 1 else 'them'}.")


def _mc_at(S: SudokuTables, cands: list[int], d: int) -> Found | None:
    chains, free = _chains(S, cands, d)
    if len(chains) < 2:
        return None
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
                for t in cells_of(targets):
                    if t in colour_of:
                        ci, cz = colour_of[t]
                        kill |= bits[ci][cz]
                    else:
                        kill |= 1 << t
                elims = strike(S, cands, kill, d)
                if elims:
                    link = next((c, o) for c in sides[i][x] for o in sides[j][y] if S.peerbits[c] >> o & 1)
                    reasons = [(c, d) for c in sides[i][1 - x] + sides[j][1 - y]]
                    return Found(elims, reasons, [], _explain_mc,
                                 (S, d, sides[i][x], sides[i][1 - x], sides[j][y], sides[j][1 - y],
                                  link, cells_of(targets), elims))
    return None


def _explain_mc(T: Tables, S: SudokuTables, d: int, x: list[int], xo: list[int], y: list[int],
                yo: list[int], link: tuple[int, int], targets: list[int], elims: Elims) -> str:
    dc = digit_char(d)
    c, o = link
    gone = [e for e, _ in elims]
    extra = "" if gone == targets else " (and every cell coloured like it)"
    return (f"Multi-colouring on {dc}: one chain of {dc}s has {dc} in all of {cell_names(S, x)} or in all of "
            f"{cell_names(S, xo)}, another in all of {cell_names(S, y)} or in all of {cell_names(S, yo)}; "
            f"{S.names[c]} sees {S.names[o]}, so {cell_names(S, x)} and {cell_names(S, y)} are not both {dc}, "
            f"and {dc} is in all of {cell_names(S, xo)} or in all of {cell_names(S, yo)}; "
            f"{cell_names(S, targets)} {'sees' if len(targets) == 1 else 'see'} both, so {dc} goes from "
            f"{'it' if len(targets) == 1 else 'them'}{extra}: {cell_names(S, gone)}.")


# -- wings -------------------------------------------------------------------------------------


def _find_xy(S: SudokuTables, cands: list[int]) -> Found | None:
    biv = [c for c, m in enumerate(cands) if m.bit_count() == 2]
    bivbits = _mask(biv)
    for a in biv:
        ma = cands[a]
        wings = cells_of(S.peerbits[a] & bivbits)
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
                elims = strike(S, cands, S.peerbits[b] & S.peerbits[c] & ~(1 << a), dz)
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
        wings = [b for b in cells_of(S.peerbits[a] & bivbits) if cands[b] & ~ma == 0]
        for b, c in combinations(wings, 2):
            mb, mc = cands[b], cands[c]
            if mb == mc or mb | mc != ma:
                continue
            dz = (mb & mc).bit_length() - 1
            elims = strike(S, cands, S.peerbits[a] & S.peerbits[b] & S.peerbits[c], dz)
            if elims:
                reasons = [(x, e) for x in (a, b, c) for e in digits(cands[x])]
                return Found(elims, reasons, [], _explain_wing, ("XYZ-Wing", S, a, b, c, dz, ma, mb, mc, elims))
    return None


def _explain_wing(T: Tables, name: str, S: SudokuTables, a: int, b: int, c: int, z: int, ma: int, mb: int,
                  mc: int, elims: Elims) -> str:
    zc = digit_char(z)

    def opts(m: int) -> str:
        return join_or(digit_chars(digits(m)))

    holders = [b, c] if name == "XY-Wing" else [a, b, c]
    who = "both wings" if name == "XY-Wing" else "all three"
    gone = [e for e, _ in elims]
    return (f"{name} on {zc}: {S.names[a]} is {opts(ma)} and sees {S.names[b]} ({opts(mb)}) and "
            f"{S.names[c]} ({opts(mc)}), so whatever {S.names[a]} holds, one of {cell_names(S, holders)} "
            f"is {zc}; {cell_names(S, gone)} {'sees' if len(gone) == 1 else 'see'} {who}, so {zc} goes from "
            f"{'it' if len(gone) == 1 else 'them'}.")


# -- public functions ---------------------------------------------------------------------------

simple_colouring = as_part_technique("SC", scanner(_sc_at), True,
                                     "simple_colouring: a conjugate chain's colour that sees itself is false "
                                     "(contradiction); a cell seeing both colours loses the digit (exclusion).")
multi_colouring = as_part_technique("MC", scanner(_mc_at), True,
                                    "multi_colouring: two chains whose colours X and Y see each other; a cell "
                                    "seeing both opposites loses the digit.")
xy_wing = as_technique("XY", _find_xy, "xy_wing: stem xy, wings xz and yz; cells seeing both wings lose z.")
xyz_wing = as_technique("XZ", _find_xyz, "xyz_wing: stem xyz, wings xz and yz; cells seeing all three lose z.")
