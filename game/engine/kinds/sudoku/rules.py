"""Sudoku's rules: every row, column and region holds 1..N once (boxes, or jigsaw pieces)."""

from __future__ import annotations

from ...board import Board
from ...errors import BadCharacterError, RegionError
from ...rules import Rules

JIGSAW = "jigsaw"
"""The variant with random regions instead of boxes (a level set's and a generator request's)."""


_BOXES_9 = {frozenset(r * 9 + c for r in range(br, br + 3) for c in range(bc, bc + 3))
            for br in (0, 3, 6) for bc in (0, 3, 6)}


class SudokuRules(Rules):
    """Sudoku: every row, column and region (box or jigsaw piece) holds 1..N once."""

    name = "sudoku"
    display_name = "Sudoku"
    plain_length = 81

    def plain_text(self, p: Board) -> str | None:
        """The common 81-character form (row by row, ``.`` for an empty cell) of a 9x9 with 3x3 boxes."""
        if (p.width, p.height) != (9, 9) or {frozenset(cs) for cs in p.region_cells} != _BOXES_9:
            return None
        return "".join(str(g) if g else "." for g in p.givens)

    def plain_line(self, text: str) -> str:
        for i, ch in enumerate(text):
            if ch not in "0123456789.":
                raise BadCharacterError(f"character {ch!r} at position {i + 1} (row {i // 9 + 1}, column {i % 9 + 1}) "
                                        "of an 81-character sudoku is not a digit or '.'")
        clues = "".join("." if ch in "0." else ch for ch in text)
        boxes = "".join(str((r // 3) * 3 + c // 3) for r in range(9) for c in range(9))
        return f"sudoku 9x9 {clues} {boxes}"

    def region_sizes(self, width: int, height: int) -> tuple[int, int]:
        return width, width  # N regions of N cells: boxes or jigsaw pieces

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

    def own_score(self, p: Board) -> int | None:
        """A 4x4 scores how deep its naked singles run (:mod:`.small`): the ladder scores every 4x4 0."""
        from ...puzzle import Puzzle
        from .small import SINGLES_ONLY_N, depth_score  # loaded only when a board is scored

        return depth_score(p) if p.width <= SINGLES_ONLY_N and isinstance(p, Puzzle) else None
