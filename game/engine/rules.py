"""The rules of each puzzle kind, as pluggable constraint tables.

Every kind Nanba plays reduces to three tables the solvers share:

* **digit limits** -- the largest digit a cell may hold (its region's size for
  Suguru and Ripple Effect, N for an N x N sudoku, W*H for Sujiko);
* **houses** -- groups of cells that hold 1..len(group) exactly once each
  (regions; for sudoku also rows and columns; for Sujiko the whole grid);
* **conflicts** -- for each cell and digit d, the other cells that may not
  also hold d (king neighbours, ripple distance, row/column/box ...).

A kind whose rules cannot be said with those tables alone (Sujiko's circle
sums) adds a check in :meth:`Rules.extra_ok`.  A new kind is a subclass that
fills the tables and registers itself; no solver changes.
"""

from __future__ import annotations

from typing import ClassVar

from .board import Board
from .digits import digit_char
from .errors import ClueError, RegionError, UnknownKindError

_REGISTRY: dict[str, "Rules"] = {}


def register(cls: type["Rules"]) -> type["Rules"]:
    _REGISTRY[cls.name] = cls()
    return cls


def rules_for(kind: str) -> "Rules":
    try:
        return _REGISTRY[kind]
    except KeyError:
        raise UnknownKindError(
            f"unknown puzzle kind {kind!r}: expected one of {', '.join(sorted(_REGISTRY))}"
        ) from None


def kinds() -> list[str]:
    return sorted(_REGISTRY)


class Rules:
    """Base class: region-based kinds where each region of N cells holds 1..N."""

    name: ClassVar[str] = ""
    display_name: ClassVar[str] = ""

    # -- tables ---------------------------------------------------------------
    def digit_limits(self, p: Board) -> tuple[int, ...]:
        sizes = [len(cs) for cs in p.region_cells]
        return tuple(sizes[r] for r in p.regions)

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        return p.region_cells

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        out = []
        for cell in range(p.ncells):
            row: list[tuple[int, ...]] = [()]
            for d in range(1, p.max_digit[cell] + 1):
                row.append(tuple(sorted(self.peers(p, cell, d))))
            out.append(tuple(row))
        return tuple(out)

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        """Other cells that may not hold ``d`` when ``cell`` does."""
        s = set(p.region_of(cell))
        s.discard(cell)
        return s

    # -- checks ---------------------------------------------------------------
    def validate(self, p: Board) -> None:
        """Raise a specific error if the puzzle cannot be a puzzle of this kind."""
        for cell, g in enumerate(p.givens):
            if g and g > p.max_digit[cell]:
                r, c = p.rc(cell)
                raise ClueError(
                    f"clue {digit_char(g)} at row {r + 1}, column {c + 1} is larger than "
                    f"its region, which has {p.max_digit[cell]} cells"
                )

    def extra_ok(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        """Constraints beyond houses and conflicts, on a complete grid."""
        return True

    def is_solution(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        """Does a complete grid of digits obey every rule of this kind?"""
        if len(values) != p.ncells:
            return False
        for cell, v in enumerate(values):
            if not 1 <= v <= p.max_digit[cell]:
                return False
            if p.givens[cell] and p.givens[cell] != v:
                return False
        for house in p.houses:
            if sorted(values[c] for c in house) != list(range(1, len(house) + 1)):
                return False
        for cell, v in enumerate(values):
            for other in p.conflicts[cell][v]:
                if values[other] == v:
                    return False
        return self.extra_ok(p, values)


@register
class SuguruRules(Rules):
    """Suguru (Tectonic): equal digits never touch, orthogonally or diagonally."""

    name = "suguru"
    display_name = "Suguru"

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        # King-move peers do not depend on the digit: build one tuple per cell
        # and share it across digits (ten times cheaper than per-digit sets).
        out = []
        for cell in range(p.ncells):
            peers = tuple(sorted(self.peers(p, cell, 1)))
            out.append(((),) + (peers,) * p.max_digit[cell])
        return tuple(out)

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        s = super().peers(p, cell, d)
        r, c = p.rc(cell)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < p.height and 0 <= cc < p.width:
                    s.add(rr * p.width + cc)
        return s


@register
class RippleRules(Rules):
    """Ripple Effect: two equal digits d in a row or column are more than d cells apart."""

    name = "ripple"
    display_name = "Ripple Effect"

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        s = super().peers(p, cell, d)
        r, c = p.rc(cell)
        for k in range(1, d + 1):
            if c - k >= 0:
                s.add(cell - k)
            if c + k < p.width:
                s.add(cell + k)
            if r - k >= 0:
                s.add(cell - k * p.width)
            if r + k < p.height:
                s.add(cell + k * p.width)
        return s


@register
class SudokuRules(Rules):
    """Sudoku: every row, column and region (box or jigsaw piece) holds 1..N once."""

    name = "sudoku"
    display_name = "Sudoku"

    def digit_limits(self, p: Board) -> tuple[int, ...]:
        return (p.width,) * p.ncells

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        w = p.width
        rows = tuple(tuple(range(r * w, r * w + w)) for r in range(p.height))
        cols = tuple(tuple(range(c, p.ncells, w)) for c in range(w))
        return rows + cols + p.region_cells

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        s = super().peers(p, cell, d)
        r, c = p.rc(cell)
        s.update(range(r * p.width, r * p.width + p.width))
        s.update(range(c, p.ncells, p.width))
        s.discard(cell)
        return s

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        # The same peers for every digit: compute once per cell.
        out = []
        for cell in range(p.ncells):
            peers = tuple(sorted(self.peers(p, cell, 1)))
            out.append(((),) + (peers,) * p.width)
        return tuple(out)

    def validate(self, p: Board) -> None:
        n = p.width
        if p.height != n:
            raise RegionError(f"a sudoku must be square, not {p.width}x{p.height}")
        for i, cells in enumerate(p.region_cells):
            if len(cells) != n:
                r, c = p.rc(cells[0])
                raise RegionError(
                    f"the region starting at row {r + 1}, column {c + 1} has {len(cells)} cells; "
                    f"every region of a {n}x{n} sudoku needs exactly {n}"
                )
        super().validate(p)


@register
class SujikoRules(Rules):
    """Sujiko: the grid holds 1..W*H once; each circle is the sum of its 2x2 block."""

    name = "sujiko"
    display_name = "Sujiko"

    def digit_limits(self, p: Board) -> tuple[int, ...]:
        return (p.ncells,) * p.ncells

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        return (tuple(range(p.ncells)),)

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        n = p.ncells
        return tuple(((),) + (tuple(c for c in range(n) if c != cell),) * n for cell in range(n))

    def circles(self, p: Board) -> tuple[tuple[int, ...], ...]:
        """The four cells (row-major) around each circle, in the order of ``p.sums``."""
        w = p.width
        out = []
        for r in range(p.height - 1):
            for c in range(w - 1):
                a = r * w + c
                out.append((a, a + 1, a + w, a + w + 1))
        return tuple(out)

    def extra_ok(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        return all(sum(values[c] for c in cells) == s for cells, s in zip(self.circles(p), p.sums))
