"""The immutable puzzle: kind, size, regions, givens and (once known) solution.

A puzzle is what a level file line describes and what never changes while it
is played.  Everything that changes (the candidates) lives in
:mod:`game.engine.state`; everything about the screen lives outside the engine.

Cells are plain ints numbered row-major (``cell = row * width + col``), digits
are ints 1..35, and a candidate set is an int bitmask with bit ``d`` standing
for digit ``d`` (bit 0 is never used): see :mod:`game.engine.digits`, whose
helpers are re-exported here.

The rules of the kind are looked up through :func:`game.engine.rules.rules_for`
and their derived tables (houses, conflict lists, digit limits) are computed
once per puzzle and cached on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .digits import DIGITS, MAX_DIGIT, bit, char_digit, digit_char, full_mask, mask_digits, single_digit
from .lineformat import format_line, parse_solution, read_line
from .rules import Rules, rules_for

__all__ = ["DIGITS", "MAX_DIGIT", "Puzzle", "bit", "char_digit", "col_name", "digit_char", "draw_grid",
           "full_mask", "mask_digits", "row_name", "single_digit"]


def row_name(row: int) -> str:
    """Row ``row`` (from 0) as the hints name it and the board's labels show it: ``r1``."""
    return f"r{row + 1}"


def col_name(col: int) -> str:
    """Column ``col`` (from 0) as the hints name it and the board's labels show it: ``c1``."""
    return f"c{col + 1}"


@dataclass(frozen=True)
class Puzzle:
    """One puzzle.  Build it with :func:`game.engine.formats.parse_line` or :meth:`from_line`.

    ``regions`` holds a region index per cell, numbered 0.. in order of each
    region's first cell, so two puzzles with the same partition compare equal
    whatever labels their lines used.  ``givens`` holds 0 for an empty cell.
    ``sums`` is only used by Sujiko (its circle sums, row-major).
    """

    kind: str
    width: int
    height: int
    givens: tuple[int, ...]
    regions: tuple[int, ...]
    sums: tuple[int, ...] = ()
    solution: tuple[int, ...] | None = field(default=None, compare=False)

    # -- text ---------------------------------------------------------------
    @classmethod
    def from_line(cls, line: str, solution: str | None = None) -> "Puzzle":
        p = read_line(line, Puzzle)
        if solution is not None:
            p = p.with_solution(parse_solution(p, solution))
        return p

    def line(self) -> str:
        """This puzzle in the line format."""
        return format_line(self)

    def __repr__(self) -> str:
        if self.solution is None:
            return f"Puzzle.from_line({self.line()!r})"
        sol = "".join(digit_char(d) for d in self.solution)
        return f"Puzzle.from_line({self.line()!r}, solution={sol!r})"

    def __str__(self) -> str:
        return draw_grid(self, [bit(g) if g else 0 for g in self.givens])

    def with_solution(self, solution: tuple[int, ...] | list[int] | None) -> "Puzzle":
        """A copy that knows its solution."""
        return Puzzle(
            self.kind, self.width, self.height, self.givens, self.regions, self.sums,
            tuple(solution) if solution is not None else None,
        )

    def with_givens(self, givens: tuple[int, ...] | list[int]) -> "Puzzle":
        """A copy with other givens (same solution, if known)."""
        return Puzzle(self.kind, self.width, self.height, tuple(givens), self.regions, self.sums,
                      self.solution)

    # -- geometry -----------------------------------------------------------
    @property
    def ncells(self) -> int:
        return self.width * self.height

    def rc(self, cell: int) -> tuple[int, int]:
        """(row, col) of a cell, both from 0."""
        return divmod(cell, self.width)

    def cell_name(self, cell: int) -> str:
        """A cell as people name it: ``r3c5`` (rows and columns from 1), the board's labels joined."""
        r, c = divmod(cell, self.width)
        return row_name(r) + col_name(c)

    @cached_property
    def region_cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells of each region, ascending."""
        n = max(self.regions) + 1 if self.regions else 0
        out: list[list[int]] = [[] for _ in range(n)]
        for cell, r in enumerate(self.regions):
            out[r].append(cell)
        return tuple(tuple(cs) for cs in out)

    @cached_property
    def rules(self) -> Rules:
        return rules_for(self.kind)

    @cached_property
    def max_digit(self) -> tuple[int, ...]:
        """The largest digit each cell may hold."""
        return self.rules.digit_limits(self)

    @cached_property
    def houses(self) -> tuple[tuple[int, ...], ...]:
        """Groups of cells that hold 1..len(group) exactly once each."""
        return self.rules.houses(self)

    @cached_property
    def conflicts(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """``conflicts[cell][d]``: the other cells that cannot hold d when ``cell`` holds d."""
        return self.rules.conflicts(self)

    @cached_property
    def initial_candidates(self) -> tuple[int, ...]:
        """The candidates a fresh game shows: a given's digit, else 1..max."""
        return tuple(bit(g) if g else full_mask(m) for g, m in zip(self.givens, self.max_digit))

    def region_of(self, cell: int) -> tuple[int, ...]:
        return self.region_cells[self.regions[cell]]


def draw_grid(p: Puzzle, cands: list[int] | tuple[int, ...]) -> str:
    """ASCII picture: region walls as ``|`` and ``---``; answered cells show their digit.

    Unanswered cells show ``.``.  Used by ``str()`` of puzzles and play states.
    """
    w, h = p.width, p.height
    reg = p.regions
    lines = ["+" + "---+" * w]
    for r in range(h):
        row = "|"
        for c in range(w):
            cell = r * w + c
            d = single_digit(cands[cell])
            row += f" {digit_char(d) if d else '.'} "
            wall = c == w - 1 or reg[cell] != reg[cell + 1]
            row += "|" if wall else " "
        lines.append(row)
        sep = "+"
        for c in range(w):
            cell = r * w + c
            wall = r == h - 1 or reg[cell] != reg[cell + w]
            sep += ("---" if wall else "   ") + "+"
        lines.append(sep)
    if p.sums:
        lines.append("sums: " + ",".join(map(str, p.sums)))
    return "\n".join(lines)
