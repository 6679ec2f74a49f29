"""The hint techniques of Suguru and Ripple Effect, one function each.

Every technique answers one question about a position -- "is there an
instance of me here, and if so which one?" -- and returns the *first* instance
of a deterministic scan (cells row-major; regions in order of their first
cell, digits ascending within them), so a hint asked twice is the same hint.

Each technique comes in two layers:

* a **core** that reads a bare candidate list through the per-layout
  :class:`Tables` and returns a :class:`Found` (or None).  The core is what
  the solver in :mod:`game.engine.logic` calls thousands of times, so it works
  on int bitmasks, allocates only when it finds something, and builds no text:
  the sentence is a function plus arguments, written only when asked for;
* a **public function** ``technique(pos) -> Deduction | None`` that wraps
  the core for the hint button, the tests and anyone else.

Region-based cores also take and return a *dirty* bitmask of regions (bit r =
region r).  A region whose cells have not changed since a core last found
nothing in it cannot hold an instance now: candidates are only ever deleted,
so the pattern a core looks for can only appear through a change inside the
region it is anchored to, and cells outside it can only lose the digits it
would delete.  The solver keeps one such mask per technique and so rescans
only what changed; the public functions pass "every region".  The same holds
for any part a finder is anchored to, as long as the finder reads only that
part's cells and strikes only candidates elsewhere: Sudoku's house finders
number their rows, columns and boxes, its fish and colouring their digits
(a digit's pattern is read off which cells hold it and which are answered it).

Two rules every core keeps, so the solver is sound and never crashes:

* deletions only -- nothing ever adds a candidate;
* no deduction empties a cell.  On a consistent position that never happens;
  on a contradictory one the offending deletion is dropped, and the solver
  notices it is stuck instead of producing a cell with no candidates.

ER and FN ("propagators") work per answered cell rather than per region:
their instance is "this answered cell strikes its digit from these cells",
and their targets are a table ``targets[cell][digit]`` (region peers, king
neighbours, or the ripple reach), which is what lets the solver run them as a
tight propagation queue.
"""

from __future__ import annotations

from itertools import combinations
from typing import Callable, NamedTuple, Protocol, TypeVar

from .deduction import Deduction, HasCandidates, TechniqueFn
from .layout import Tables as Tables
from .layout import Targets as Targets
from .layout import tables as tables
from .regionplaces import all_places, region_reader
from .wording import by_cell, by_digit, digit_texts, join_and, join_or

Elims = list[tuple[int, int]]
_all_places = all_places  # the name the Suguru and Ripple finders import it by


class Found(NamedTuple):
    """What a core found: the raw makings of a :class:`Deduction`.

    ``explain(tables, *args)`` writes the sentence; it is only called when
    someone wants to read it.
    """

    elims: Elims
    reasons: Elims
    placements: Elims
    explain: Callable[..., str]
    args: tuple[object, ...]


# -- small helpers -----------------------------------------------------------------


def digits(m: int) -> list[int]:
    """The digits of a mask, ascending."""
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def _strip(cands: list[int], cell: int, kill: int, elims: Elims) -> None:
    """Add the deletion of ``kill``'s digits from ``cell``, unless that would empty it."""
    m = cands[cell]
    rem = m & kill
    if rem and rem != m:
        elims.extend((cell, d) for d in digits(rem))


# -- propagators: ER and FN ----------------------------------------------------------


def prop_effect(cands: list[int], targets: tuple[int, ...], d: int) -> list[int]:
    """The target cells that still hold ``d`` and would survive losing it."""
    bd = 1 << d
    return [x for x in targets if cands[x] & bd and cands[x] != bd]


def _scan_prop(T: Tables, cands: list[int], table: Targets) -> tuple[int, int, list[int]] | None:
    """First answered cell (row-major) whose digit can still be struck from its targets."""
    for c, m in enumerate(cands):
        if m and not m & (m - 1):
            d = m.bit_length() - 1
            hit = prop_effect(cands, table[c][d], d)
            if hit:
                return c, d, hit
    return None


def explain_er(T: Tables, c: int, d: int, hit: list[int]) -> str:
    rn = T.rname[T.regions[c]]
    names = T.names
    return (f"{names[c]} is {d}, and {rn} holds each digit only once, "
            f"so {d} goes from {join_and([names[x] for x in hit])}.")


def explain_fn(T: Tables, c: int, d: int, hit: list[int]) -> str:
    return T.rules.explain_beyond(T.names[c], d, [T.names[x] for x in hit])


def prop_deduction(abbr: str, T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    """The deduction of one propagator instance: ``c`` (answered ``d``) strikes ``d`` from ``hit``."""
    explain = explain_er if abbr == "ER" else explain_fn
    # Written once per answer in every hint's housekeeping: a list made into a tuple beats a generator.
    return Deduction(abbr, tuple([(x, d) for x in hit]), ((c, d),), explain(T, c, d, hit))


def exclusion_rule(pos: HasCandidates) -> Deduction | None:
    """ER: an answered cell strikes its digit from the rest of its region."""
    T = tables(pos.puzzle)
    found = _scan_prop(T, pos.cands, T.er)
    return prop_deduction("ER", T, *found) if found else None


def forbidden_neighbour(pos: HasCandidates) -> Deduction | None:
    """FN: an answered cell strikes its digit from the cells its rule forbids.

    Suguru: its eight king neighbours.  Ripple Effect: the cells of its row and
    column within as many steps as the digit.
    """
    T = tables(pos.puzzle)
    found = _scan_prop(T, pos.cands, T.fn)
    return prop_deduction("FN", T, *found) if found else None


# -- region cores ----------------------------------------------------------------------
#
# A region finder looks at one region: (tables, cands, r) -> Found | None.
# :func:`scanner` turns it into a core, (tables, cands, dirty) ->
# (Found | None, dirty'), which visits the dirty regions in order and clears
# the bit of each one it found nothing in.

Finder = Callable[[Tables, list[int], int], "Found | None"]
Core = Callable[[Tables, list[int], int], "tuple[Found | None, int]"]
L = TypeVar("L")  # the layout's tables: Tables here, Sudoku's own for its houses and digits


def scanner(find: Callable[[L, list[int], int], "Found | None"]) -> Callable[[L, list[int], int],
                                                                            "tuple[Found | None, int]"]:
    def core(T: L, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        x = dirty
        while x:
            low = x & -x
            x ^= low
            found = find(T, cands, low.bit_length() - 1)
            if found is not None:
                return found, dirty
            dirty ^= low
        return None, dirty

    core.__doc__ = find.__doc__
    return core


class _Regions(Protocol):
    """Tables that list their regions' cells (the layout's Tables, Sudoku's houses in scan order)."""

    @property
    def rcells(self) -> tuple[tuple[int, ...], ...]: ...


R = TypeVar("R", bound=_Regions)


def local_scanner(find: Callable[[R, list[int], int], "Found | None"]) -> Callable[[R, list[int], int],
                                                                              "tuple[Found | None, int]"]:
    """:func:`scanner` for a finder whose verdict on region r hangs on the candidates of r's
    cells alone, in order (not on which cells they are, nor on anything outside): the
    region tuples it found nothing in are remembered, and such a region is passed over
    without a look.  The generator's trials revisit the same region states over and over
    (one grid, clue sets a clue apart), so about half of the looks are answered by the
    memo.  Only "nothing" is remembered: a find names cells, so it is always looked for."""
    nothing: set[tuple[int, ...]] = set()

    def core(T: R, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        x = dirty
        readers = _region_readers(T.rcells)
        while x:
            low = x & -x
            x ^= low
            r = low.bit_length() - 1
            key = readers[r](cands)
            if key not in nothing:
                found = find(T, cands, r)
                if found is not None:
                    return found, dirty
                if len(nothing) >= _NOTHING_MAX:
                    nothing.clear()
                nothing.add(key)
            dirty ^= low
        return None, dirty

    core.__doc__ = find.__doc__
    return core


_last_readers: list[tuple[tuple[tuple[int, ...], ...], list[Callable[[list[int]], tuple[int, ...]]]]] = []


def _region_readers(rcells: tuple[tuple[int, ...], ...]) -> list[Callable[[list[int]], tuple[int, ...]]]:
    """Every region's :func:`region_reader`, kept for the last layout asked about (a solver run
    asks about one layout over and over: the generator's trials)."""
    last = _last_readers
    if last and last[0][0] is rcells:
        return last[0][1]
    readers = [region_reader(cells) for cells in rcells]
    last[:] = [(rcells, readers)]
    return readers


_NOTHING_MAX = 1 << 16
"""Region states a local finder remembers finding nothing in (then it starts afresh): a few
megabytes at most, and the reuse is within one grid's trials."""


def _hidden_single_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """HS: a digit with one place left in its region is that cell's answer."""
    cells = T.rcells[r]
    held = region_reader(cells)(cands)
    once = twice = 0
    for m in held:
        twice |= once & m
        once |= m
    lone = once & ~twice
    while lone:
        b = lone & -lone
        lone ^= b
        for i, m in enumerate(held):
            if m & b:
                if m != b:
                    c = cells[i]
                    d = b.bit_length() - 1
                    elims = [(c, e) for e in digits(m ^ b)]
                    return Found(elims, [(c, d)], [(c, d)], _explain_hs, (r, c, d, m ^ b))
                break
    return None


def _explain_hs(T: Tables, r: int, c: int, d: int, others: int) -> str:
    od = digits(others)
    word = "candidate" if len(od) == 1 else "candidates"
    return (f"The {d} of {T.rname[r]} can only go in {T.names[c]}, so {T.names[c]} is {d}; "
            f"its other {word} {join_and(digit_texts(od))} {'goes' if len(od) == 1 else 'go'}.")


def _naked_in(T: Tables, cands: list[int], r: int, k: int, explain: Callable[..., str]) -> Found | None:
    """Naked pairs (k=2) and triples (k=3): k cells whose candidates are k digits in all."""
    cells = T.rcells[r]
    if len(cells) <= k:
        return None
    pool = [c for c in cells if 2 <= cands[c].bit_count() <= k]
    for group in combinations(pool, k):
        u = 0
        for c in group:
            u |= cands[c]
        if u.bit_count() != k:
            continue
        elims: Elims = []
        for c in cells:
            if c not in group:
                _strip(cands, c, u, elims)
        if elims:
            reasons = [(c, d) for c in group for d in digits(cands[c])]
            return Found(elims, reasons, [], explain, (r, group, u, elims))
    return None


def _naked_pair_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """NP: two cells of a region that can only hold the same two digits own those digits."""
    return _naked_in(T, cands, r, 2, _explain_np)


def _naked_triple_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """NT: three cells of a region whose candidates make three digits in all own those digits."""
    return _naked_in(T, cands, r, 3, _explain_nt)


def _explain_np(T: Tables, r: int, group: tuple[int, ...], u: int, elims: Elims) -> str:
    a, b = digits(u)
    return (f"{T.names[group[0]]} and {T.names[group[1]]} can only hold {a} and {b}, so those two "
            f"digits belong to them and no other cell of {T.rname[r]} can be {a} or {b}: "
            f"{by_digit(T, elims)}.")


def _explain_nt(T: Tables, r: int, group: tuple[int, ...], u: int, elims: Elims) -> str:
    ds = digit_texts(digits(u))
    return (f"Between them {join_and([T.names[c] for c in group])} can only hold {join_and(ds)}, so those "
            f"three digits belong to them and no other cell of {T.rname[r]} can be {join_or(ds)}: "
            f"{by_digit(T, elims)}.")


def _hidden_in(T: Tables, cands: list[int], r: int, k: int, explain: Callable[..., str]) -> Found | None:
    """Hidden pairs (k=2) and triples (k=3): k digits confined to k cells of a region."""
    cells = T.rcells[r]
    if len(cells) <= k:
        return None
    places = all_places(cands, cells)
    solved = places[0]
    pool = []
    for d in range(1, len(cells) + 1):  # the open digits with 2..k places
        p = places[d]
        if p & (p - 1) and not solved >> d & 1 and p.bit_count() <= k:
            pool.append((d, p))
    if len(pool) < k:
        return None
    for group in combinations(pool, k):
        where = 0
        keep = 0
        for d, p in group:
            where |= p
            keep |= 1 << d
        if where.bit_count() != k:
            continue
        home = [cells[i] for i in range(len(cells)) if where >> i & 1]
        elims: Elims = []
        for c in home:
            _strip(cands, c, cands[c] & ~keep, elims)
        if elims:
            ds = [d for d, _ in group]
            reasons = [(c, d) for c in home for d in ds if cands[c] >> d & 1]
            return Found(elims, reasons, [], explain, (r, ds, home, elims))
    return None


def _hidden_pair_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """HP: two digits with the same two places left in a region fill those two cells."""
    return _hidden_in(T, cands, r, 2, _explain_hidden)


def _hidden_triple_in(T: Tables, cands: list[int], r: int) -> Found | None:
    """HT: three digits whose places in a region are three cells in all fill those cells."""
    return _hidden_in(T, cands, r, 3, _explain_hidden)


def _explain_hidden(T: Tables, r: int, ds: list[int], home: list[int], elims: Elims) -> str:
    n = "two" if len(ds) == 2 else "three"
    return (f"In {T.rname[r]}, {join_and(digit_texts(ds))} can only go in {join_and([T.names[c] for c in home])}, "
            f"so those {n} cells hold {join_and(digit_texts(ds))} between them and nothing else: "
            f"{by_cell(T, elims)}.")


# -- public wrappers ---------------------------------------------------------------------


def found_deduction(abbr: str, T: Tables, f: Found) -> Deduction:
    """Turn a core's find into the deduction the hint overlay shows."""
    return Deduction(abbr, tuple(f.elims), tuple(f.reasons), f.explain(T, *f.args), tuple(f.placements))


def region_technique(abbr: str, find: Finder, doc: str, local: bool = False) -> Callable[[HasCandidates],
                                                                                      Deduction | None]:
    """A technique that looks at one region at a time (``find``), with its ``core`` attached.

    The solver's incremental loop (:mod:`.logic`) runs the core over the
    regions that changed; a hint runs the technique on the whole grid.  ``local``: ``find``
    reads nothing but the region's own candidates (:func:`local_scanner`).
    """
    core = local_scanner(find) if local else scanner(find)

    def technique(pos: HasCandidates) -> Deduction | None:
        T = tables(pos.puzzle)
        found, _ = core(T, pos.cands, T.all_regions)
        return found_deduction(abbr, T, found) if found else None

    technique.__name__ = technique.__qualname__ = doc.split(":")[0]
    technique.__doc__ = doc
    setattr(technique, "core", core)
    return technique


hidden_single = region_technique("HS", _hidden_single_in,
                                 "hidden_single: a digit with one place left in a region is that cell's answer.", True)
naked_pair = region_technique("NP", _naked_pair_in,
                              "naked_pair: two cells of a region holding only the same two digits own them.", True)
naked_triple = region_technique("NT", _naked_triple_in,
                                "naked_triple: three cells of a region holding only three digits own them.", True)
hidden_pair = region_technique("HP", _hidden_pair_in,
                               "hidden_pair: two digits confined to two cells of a region fill those cells.", True)
hidden_triple = region_technique("HT", _hidden_triple_in,
                                 "hidden_triple: three digits confined to three cells of a region fill them.", True)

PROPAGATORS: dict[TechniqueFn, tuple[str, str]] = {
    exclusion_rule: ("ER", "er"),
    forbidden_neighbour: ("FN", "fn"),
}
"""Public function -> (abbreviation, name of its target table in :class:`Tables`)."""
