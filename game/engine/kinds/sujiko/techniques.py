"""Sujiko's hint techniques: one house, and arithmetic on the circles.

A Sujiko grid is a single house (W*H cells holding 1..W*H once), so the
house techniques of the other kinds carry over -- the Exclusion Rule, a hidden
single, naked pairs and triples -- but they read "the grid", not "the 9-cell
region at r1c1".  Everything else is arithmetic, and all of it is one idea
applied to different **equations**:

    sum over some cells of (coefficient x digit) = constant.

Each circle gives one (its four cells add up to its sum); adding and
subtracting circles gives more, and so does the whole grid, whose cells add
up to 1 + 2 + ... + W*H (:mod:`.equations` finds them).  One enumeration
(:mod:`.support`) serves every arithmetic technique: a candidate that takes
part in no assignment of different digits meeting an equation is impossible.
The techniques differ only in which equations they look at and how much they
are allowed to reason:

* **LC Last Cell** -- a circle with one open cell: that cell is the rest;
* **CR Circle Range** -- a circle's open cells add up to its remainder, so
  each lies between the remainder minus the most and minus the least the
  others can make (bounds only, the way one reasons on paper first);
* **CC Circle Combinations** -- the full enumeration on one circle (which
  sets of different digits can make the remainder);
* **CD Circle Difference** -- the full enumeration on two adjacent circles'
  difference;
* **CI Circle Identity** -- the full enumeration on the identities with the
  whole grid (the centre rules of :mod:`.equations`);
* **CP Circle Pair** -- the last resort: two overlapping circles enumerated
  *together* (six or seven cells, both sums at once), which sees what no
  single equation does.  With it the ladder finishes about 98% of unique
  one-clue 3x3 puzzles (94% without).

**Scores** follow the other ladders' scheme (cells changed x technique
score; see :mod:`game.engine.logic`): bookkeeping is free, one-circle arithmetic is
cheap, identities cost most, because that is the order a person finds them.
The ladder runs through :mod:`game.engine.logic` like any other kind's.

Every technique returns the first instance of a fixed scan (equations in
:func:`.equations.equations` order, cells row-major), never deletes a digit that would
empty a cell (on a contradictory position such a deletion is dropped and the
solver stops stuck), and writes one sentence naming the digits, cells and
circles of that instance.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterator, Sequence

from ...deduction import Deduction, HasCandidates, Technique, TechniqueFn
from ...puzzle import Puzzle
from ...techniques import digits as _bits
from ...techniques import Tables, Targets, hidden_single, naked_pair, naked_triple
from .equations import Equation, puzzle_equations
from .grid import circles
from .support import Support, bounds, joint_support, support
from .words import Elims, and_list, circle_name, count_word, equation_text, losses, none_has, origin


def _strip(cands: Sequence[int], cell: int, keep: int, elims: Elims) -> None:
    """Delete what ``cell`` holds outside ``keep``, unless that would empty it."""
    m = cands[cell]
    if m & keep and m & ~keep:
        elims.extend((cell, d) for d in _bits(m & ~keep))


def _open_part(cands: Sequence[int], eq: Equation) -> tuple[list[int], list[int], int, list[int]]:
    """The equation's open cells, their coefficients, the constant less its placed cells, and those."""
    cells, coefs, placed = [], [], []
    rest = eq.const
    for c, k in zip(eq.cells, eq.coefs):
        m = cands[c]
        if m and not m & (m - 1):
            rest -= k * (m.bit_length() - 1)
            placed.append(c)
        else:
            cells.append(c)
            coefs.append(k)
    return cells, coefs, rest, placed


def _placed_text(p: Puzzle, cands: Sequence[int], placed: list[int]) -> str:
    return and_list([f"{p.cell_name(c)} = {cands[c].bit_length() - 1}" for c in placed])


def exclusion(pos: HasCandidates) -> Deduction | None:
    """ER: an answered cell strikes its digit from every other cell (the grid holds each digit once)."""
    p, cands = pos.puzzle, pos.cands
    names = [p.cell_name(c) for c in range(p.ncells)]
    for c, m in enumerate(cands):
        if m and not m & (m - 1):
            hit = [x for x in range(p.ncells) if x != c and cands[x] & m and cands[x] != m]
            if hit:
                return _exclusion_deduction(names, c, m.bit_length() - 1, hit)
    return None


def _exclusion_deduction(names: Sequence[str], c: int, d: int, hit: Sequence[int]) -> Deduction:
    return Deduction("ER", tuple((x, d) for x in hit), ((c, d),),
                     f"{names[c]} is {d}, and the grid holds each digit only once, "
                     f"so {d} goes from {and_list([names[x] for x in hit])}.")


# The solver's propagation queue (logic.py) runs ER fast when the function
# says where an answered digit strikes (the one region, which is the grid)
# and how to word it; without these it runs it the general way.
def _exclusion_targets(T: Tables) -> Targets:
    return T.er


def _exclusion_deduce(T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    return _exclusion_deduction(T.names, c, d, hit)


setattr(exclusion, "targets", _exclusion_targets)
setattr(exclusion, "deduce", _exclusion_deduce)


def hidden_single_grid(pos: HasCandidates) -> Deduction | None:
    """HS: a digit with one place left in the grid is that cell's answer."""
    ded = hidden_single(pos)
    if ded is None:
        return None
    p = pos.puzzle
    (c, d), = ded.placements
    others = sorted(e for _, e in ded.eliminations)
    word = "candidate" if len(others) == 1 else "candidates"
    return Deduction("HS", ded.eliminations, ded.reasons,
                     f"{d} can only go in {p.cell_name(c)}: no other cell of the grid can still hold it, "
                     f"so {p.cell_name(c)} is {d}; its other {word} {and_list([str(e) for e in others])} "
                     f"{'goes' if len(others) == 1 else 'go'}.", ded.placements)


def _naked(pos: HasCandidates, abbr: str, find: TechniqueFn) -> Deduction | None:
    ded = find(pos)
    if ded is None:
        return None
    p, cands = pos.puzzle, pos.cands
    group = sorted({c for c, _ in ded.reasons})
    union = 0
    for c in group:
        union |= cands[c]
    ds = [str(d) for d in _bits(union)]
    n = "two" if len(group) == 2 else "three"
    return Deduction(abbr, ded.eliminations, ded.reasons,
                     f"Between them {and_list([p.cell_name(c) for c in group])} "
                     f"can only hold {and_list(ds)}, so "
                     f"those {n} digits are used up there and no other cell can hold them: "
                     f"{losses(p, list(ded.eliminations))}.")


def naked_pair_grid(pos: HasCandidates) -> Deduction | None:
    """NP: two cells that can only hold the same two digits use them up."""
    return _naked(pos, "NP", naked_pair)


def naked_triple_grid(pos: HasCandidates) -> Deduction | None:
    """NT: three cells that can only hold three digits between them use them up."""
    return _naked(pos, "NT", naked_triple)


def _open_circles(pos: HasCandidates) -> Iterator[tuple[Equation, list[int], int, list[int]]]:
    """Each circle in order, as (its equation, open cells, remainder, answered cells)."""
    for eq in puzzle_equations(pos.puzzle):
        if eq.kind == "circle":
            cells, _, rest, placed = _open_part(pos.cands, eq)
            yield eq, cells, rest, placed


def last_cell(pos: HasCandidates) -> Deduction | None:
    """LC: a circle with three cells answered: the fourth is what is left of its sum."""
    p, cands = pos.puzzle, pos.cands
    for eq, cells, rest, placed in _open_circles(pos):
        if len(cells) != 1:
            continue
        c = cells[0]
        elims: Elims = []
        _strip(cands, c, 1 << rest if 0 < rest < 64 else 0, elims)
        if elims:
            k = eq.parts[0][0]
            return Deduction("LC", tuple(elims), tuple((x, cands[x].bit_length() - 1) for x in placed),
                             f"{circle_name(p, k)} adds up to {p.sums[k]}, and with "
                             f"{_placed_text(p, cands, placed)} its last cell {p.cell_name(c)} must be "
                             f"{p.sums[k]} - {p.sums[k] - rest} = {rest}: {losses(p, elims)}.",
                             ((c, rest),))
    return None


def circle_range(pos: HasCandidates) -> Deduction | None:
    """CR: a circle's open cells add up to what is left of its sum, which bounds each of them."""
    p, cands = pos.puzzle, pos.cands
    for eq, cells, rest, placed in _open_circles(pos):
        if len(cells) < 2:
            continue
        keep = bounds([cands[c] for c in cells], rest)
        elims: Elims = []
        for c, m in zip(cells, keep):
            _strip(cands, c, m, elims)
        if elims:
            k = eq.parts[0][0]
            given = f" ({p.sums[k]} less {_placed_text(p, cands, placed)})" if placed else ""
            return Deduction(
                "CR", tuple(elims), _reasons(cands, cells, elims),
                f"The open cells {and_list([p.cell_name(c) for c in cells])} of {circle_name(p, k)} "
                f"add up to "
                f"{rest}{given}; each lies between {rest} minus the most and {rest} minus the least "
                f"the other {count_word(len(cells) - 1)} can make, so {losses(p, elims)}.")
    return None


def _reasons(cands: Sequence[int], cells: Sequence[int], elims: Elims) -> tuple[tuple[int, int], ...]:
    """Green: the surviving candidates of the cells the reasoning used."""
    gone = set(elims)
    return tuple((c, d) for c in cells for d in _bits(cands[c]) if (c, d) not in gone)


def _enumerated(pos: HasCandidates, kind: str, abbr: str) -> Deduction | None:
    """CC, CD, CI: the first equation of ``kind`` whose enumeration strikes a candidate."""
    p, cands = pos.puzzle, pos.cands
    for eq in puzzle_equations(p):
        if eq.kind != kind:
            continue
        cells, coefs, rest, placed = _open_part(cands, eq)
        if len(cells) < 2:
            continue
        sup = support(tuple(cands[c] for c in cells), tuple(coefs), rest)
        elims: Elims = []
        for c, m in zip(cells, sup.masks):
            _strip(cands, c, m, elims)
        if elims:
            return Deduction(abbr, tuple(elims), _reasons(cands, cells, elims),
                             _enumeration_text(p, cands, eq, cells, coefs, rest, placed, sup, elims))
    return None


def _enumeration_text(p: Puzzle, cands: Sequence[int], eq: Equation, cells: list[int], coefs: list[int],
                      rest: int, placed: list[int], sup: Support, elims: Elims) -> str:
    sign = -1 if coefs[0] < 0 else 1  # "r1c3 + r2c3 = 12", not "-r1c3 - r2c3 = -12"
    open_eq = equation_text(p, Equation(eq.kind, tuple(cells), tuple(sign * k for k in coefs), sign * rest,
                                        eq.parts, eq.grid))
    with_placed = f" (with {_placed_text(p, cands, placed)})" if placed else ""
    if eq.kind == "circle":
        name = circle_name(p, eq.parts[0][0])
        head = f"{name[0].upper()}{name[1:]} needs {open_eq}{with_placed}"
    else:
        head = f"{origin(p, eq)} {equation_text(p, eq)}"
        if placed:
            head += f", that is {open_eq}{with_placed}"
    if sup.ways and len(sup.sets) <= 4 and sup.ways == len(sup.sets):
        ways = "the only ways with different digits are " + and_list(
            ["(" + ", ".join(map(str, s)) + ")" for s in sup.sets])
        ways += f" for ({', '.join(p.cell_name(c) for c in cells)})"
    else:
        ways = f"{sup.ways} ways with different digits from their candidates fit"
    return f"{head}: {ways}, so {losses(p, elims)}."


def circle_combinations(pos: HasCandidates) -> Deduction | None:
    """CC: which sets of different digits can make what is left of one circle's sum."""
    return _enumerated(pos, "circle", "CC")


def circle_difference(pos: HasCandidates) -> Deduction | None:
    """CD: two adjacent circles share two cells, so their difference ties the other four."""
    return _enumerated(pos, "difference", "CD")


def circle_identity(pos: HasCandidates) -> Deduction | None:
    """CI: circles added and taken away, with the whole grid, leave an equation on a few cells."""
    return _enumerated(pos, "identity", "CI")


@lru_cache(maxsize=32)
def circle_pairs(width: int, height: int) -> tuple[tuple[int, int], ...]:
    """Pairs of circles that share a cell, in order."""
    circ = circles(width, height)
    return tuple((a, b) for a, b in combinations(range(len(circ)), 2) if set(circ[a]) & set(circ[b]))


def circle_pair(pos: HasCandidates) -> Deduction | None:
    """CP: two overlapping circles filled together: digits no joint filling uses go."""
    p, cands = pos.puzzle, pos.cands
    circ = circles(p.width, p.height)
    for a, b in circle_pairs(p.width, p.height):
        cells = sorted(set(circ[a]) | set(circ[b]))
        if all(cands[c] and not cands[c] & (cands[c] - 1) for c in cells):
            continue
        local = {c: i for i, c in enumerate(cells)}
        eqs = tuple((tuple(local[c] for c in circ[k]), (1, 1, 1, 1), p.sums[k]) for k in (a, b))
        keep, ways = joint_support(tuple(cands[c] for c in cells), eqs)
        elims: Elims = []
        for c, m in zip(cells, keep):
            _strip(cands, c, m, elims)
        if elims:
            open_cells = [c for c in cells if cands[c] & (cands[c] - 1)]
            name = circle_name(p, a)
            return Deduction(
                "CP", tuple(elims), _reasons(cands, open_cells, elims),
                f"{name[0].upper()}{name[1:]} and {circle_name(p, b)} must both add up, with different "
                f"digits in all {len(cells)} of their cells: of the {ways} "
                f"{'way' if ways == 1 else 'ways'} to fill them from their candidates, none has "
                f"{none_has(p, elims)}, so {'that goes' if len(elims) == 1 else 'those go'}.")
    return None


LADDER: tuple[Technique, ...] = (
    Technique("ER", "Exclusion Rule", 0, exclusion,
              "A digit set in a cell leaves every other cell: the grid holds each digit once."),
    Technique("LC", "Last Cell", 1, last_cell,
              "A circle with three cells answered: the fourth is what is left of its sum."),
    Technique("CR", "Circle Range", 2, circle_range,
              "A circle's open cells add up to what is left of its sum, which bounds each of them."),
    Technique("HS", "Hidden Single", 3, hidden_single_grid,
              "A digit with only one place left in the grid goes there."),
    Technique("CC", "Circle Combinations", 4, circle_combinations,
              "Only some sets of different digits make what is left of a circle's sum: the others go."),
    Technique("NP", "Naked Pair", 5, naked_pair_grid,
              "Two cells that can hold only the same two digits: those digits leave every other cell."),
    Technique("CD", "Circle Difference", 6, circle_difference,
              "Two neighbouring circles share two cells, so the difference of their sums ties the other four."),
    Technique("NT", "Naked Triple", 7, naked_triple_grid,
              "Three cells that can hold only three digits between them: those digits leave every other cell."),
    Technique("CI", "Circle Identity", 8, circle_identity,
              "Circles added and taken away, with the whole grid's total, leave a sum on a few cells."),
    Technique("CP", "Circle Pair", 10, circle_pair,
              "Two overlapping circles filled together: a digit no joint filling uses goes."),
)
"""Sujiko's techniques, cheapest first: registered as ``logic.LADDERS["sujiko"]``."""
