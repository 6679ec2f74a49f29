"""The forcing chain of the region kinds: try both digits of a two-candidate cell and see what each forces.

A cell that can only be ``a`` or ``b`` is one of them.  Suppose it is ``a``: the Exclusion Rule
and the kind's Forbidden Neighbour strike ``a`` from the cells it sees, and a cell left with one
digit is answered in turn and strikes that digit, and so on -- a *line of play*.  Do the same
for ``b``.  Whatever both lines strike is struck whichever digit the cell holds; and a line that
leaves some cell with no digit at all was wrong, so the cell holds the other digit.

Only the basic rules drive a line (no hidden singles, no subsets), and a line is followed for at
most :data:`DEPTH` generations of answers after the supposed one, so every step of it is one a
player can check by eye, the sentence stays short, and a scan costs a bounded amount on any
board.  Lines are followed one generation at a time for every cell together (iterative
deepening), so the instance found is one of the shortest: the first two-candidate cell, row-major,
whose lines conclude within the fewest generations.

Sound on any consistent position: each line is a chain of forced consequences of one supposition,
and the cell's two digits are the only suppositions there are.
"""

from __future__ import annotations

from typing import Callable

from . import budget as _budget
from .deduction import Deduction, HasCandidates
from .layout import Tables, tables
from .techniques import Elims, Found, digits, found_deduction
from .wording import by_digit, join_and

DEPTH = 3
"""Generations of answers a line of play is followed for after the supposed digit."""

IDEA = ("Suppose each digit of a two-candidate cell in turn and follow the cells left with one digit: what both "
        "lines strike goes, and a line that leaves a cell with no digit was wrong.")
"""The technique's idea in a sentence (Help's technique pages, the lesson)."""


class _Line:
    """One line of play: ``cell`` supposed to be ``digit``, followed a generation at a time."""

    __slots__ = ("cands", "cur", "front", "cause", "parent", "dead", "cell", "digit")

    def __init__(self, cands: list[int], cell: int, digit: int) -> None:
        self.cands = cands
        self.cur = {cell: 1 << digit}
        """The candidates the line changed (the others are ``cands``'s)."""
        self.cell, self.digit = cell, digit
        self.front = [cell]
        self.cause: dict[tuple[int, int], int] = {}
        """(cell, digit) struck -> the answered cell that struck it."""
        self.parent: dict[int, int] = {}
        """A cell answered along the line -> the cell whose strike left it one digit."""
        self.dead = -1
        """The cell the line left with no digit, or -1."""

    def at(self, x: int) -> int:
        """``x``'s candidates along the line."""
        return self.cur.get(x, self.cands[x])

    def grow(self, T: Tables) -> int:
        """Follow one more generation; the number of strikes made (0: the line has come to rest)."""
        cur, cands, er, fn, cause, parent = self.cur, self.cands, T.er, T.fn, self.cause, self.parent
        nxt = []
        n = 0
        for y in self.front:
            m = cur[y]
            d = m.bit_length() - 1
            for x in er[y][d] + fn[y][d]:
                v = cur.get(x, cands[x])
                if v & m:
                    n += 1
                    v &= ~m
                    cur[x] = v
                    cause[x, d] = y
                    if not v:
                        self.dead = x
                        self.front = []
                        return n
                    if not v & (v - 1):
                        parent[x] = y
                        nxt.append(x)
        self.front = nxt
        return n

    def steps(self, ends: list[int]) -> list[tuple[int, int]]:
        """The answers along the line that lead to ``ends`` (answered cells), in line order."""
        out: dict[int, None] = {}
        for y in ends:
            chain = []
            while y != self.cell and y not in out:
                chain.append(y)
                y = self.parent[y]
            out.update(dict.fromkeys(reversed(chain)))
        return [(y, self.cur[y].bit_length() - 1) for y in sorted(out, key=self._generation)]

    def _generation(self, y: int) -> tuple[int, int]:
        g = 0
        x = y
        while x != self.cell:
            x = self.parent[x]
            g += 1
        return g, y


def _conclude(cands: list[int], c: int, a: _Line, b: _Line) -> Found | None:
    """What two lines from ``c`` establish together, if anything."""
    if a.dead >= 0 and b.dead >= 0:
        return None  # a contradictory position: leave it to the solver to end stuck
    for bad, good in ((a, b), (b, a)):
        if bad.dead >= 0:
            x = bad.dead
            ends = [bad.cause[x, d] for d in digits(cands[x]) if (x, d) in bad.cause]
            steps = bad.steps(ends)
            reasons = [(c, good.digit)] + steps
            return Found([(c, bad.digit)], reasons, [(c, good.digit)], _explain_dead,
                         (c, bad.digit, good.digit, steps, x))
    elims: Elims = []
    for x in sorted(a.cur.keys() & b.cur.keys()):
        if x != c:
            gone = cands[x] & ~(a.cur[x] | b.cur[x])
            elims.extend((x, d) for d in digits(gone))
    if not elims:
        return None
    sides = [line.steps([line.cause[e] for e in elims]) for line in (a, b)]
    reasons = [(c, a.digit), (c, b.digit)] + [s for side in sides for s in side]
    return Found(elims, reasons, [], _explain_both, (c, a.digit, b.digit, sides[0], sides[1], elims))


def _forcing_core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
    """FC: the first two-candidate cell whose two lines of play conclude, shortest lines first."""
    if not dirty:
        return None, 0
    lines = [(c, _Line(cands, c, digits(m)[0]), _Line(cands, c, digits(m)[1]))
             for c, m in enumerate(cands) if m.bit_count() == 2]
    work = 0
    try:
        for _ in range(DEPTH + 1):
            alive = []
            for c, a, b in lines:
                grew = a.grow(T) + b.grow(T)
                work += grew
                found = _conclude(cands, c, a, b)
                if found is not None:
                    return found, dirty
                if a.front or b.front:
                    alive.append((c, a, b))
            lines = alive
    finally:
        spend = _budget.current()
        if spend is not None:
            spend.charge_nodes(work, 1)
    return None, 0


def _scope(T: Tables) -> tuple[tuple[int, ...], int]:
    """One part, the whole grid: any change may make a new chain."""
    return (1,) * T.ncells, 1


def _says(steps: list[tuple[int, int]], T: Tables, would: bool = False) -> str:
    """``, then r2c3 is 1 and r4c3 is 2``: the answers one line forces on its way."""
    verb = "would be" if would else "is"
    return ", then " + join_and([f"{T.names[y]} {verb} {d}" for y, d in steps])


def _explain_both(T: Tables, c: int, a: int, b: int, sa: list[tuple[int, int]], sb: list[tuple[int, int]],
                  elims: Elims) -> str:
    lines = [f"if {d}{_says(s, T)}" if s else f"if {d}, that alone does it" for d, s in ((a, sa), (b, sb))]
    return f"{T.names[c]} holds {a} or {b}: {lines[0]}; {lines[1]}; either way {by_digit(T, elims)}."


def _explain_dead(T: Tables, c: int, a: int, b: int, sa: list[tuple[int, int]], x: int) -> str:
    then = f"{_says(sa, T, True)}, and" if sa else ","
    return (f"{T.names[c]} holds {min(a, b)} or {max(a, b)}: if it were {a}{then} {T.names[x]} would have no "
            f"digit left; so {T.names[c]} is {b} and {by_digit(T, [(c, a)])}.")


def _forcing_chain(pos: HasCandidates) -> Deduction | None:
    T = tables(pos.puzzle)
    found, _ = _forcing_core(T, list(pos.cands), 1)
    return found_deduction("FC", T, found) if found else None


forcing_chain: Callable[[HasCandidates], Deduction | None] = _forcing_chain
forcing_chain.__name__ = forcing_chain.__qualname__ = "forcing_chain"
forcing_chain.__doc__ = ("forcing_chain: a two-candidate cell's two lines of play (answers forced by the basic "
                         "rules, a few generations deep) strike the same candidate, or one empties a cell.")
setattr(forcing_chain, "core", _forcing_core)
setattr(forcing_chain, "scope", _scope)
