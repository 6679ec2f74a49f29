"""Sudoku on the board: boxes drawn the way sudoku players know them, a keypad of candidates.

A sudoku with boxes is drawn plainly -- thin lines inside a box, thick lines
between boxes (the board's walls), every other box faintly shaded -- since
its regions are a regular grid that needs no colour to be read; a jigsaw's
regions keep the palette's colouring, like Suguru's polyominoes.

Candidates sit in a keypad filling the cell (:class:`SudokuKeypad`:
1 2 3 / 4 5 6 / 7 8 9, four rows of four on a 16x16), drawn as large as
their slot allows.  Digits above 9 are the letters A..G of the line format:
on a 16x16 board at 800x480 a cell is about 25 px, so a candidate slot is
about 6 px wide -- one glyph fits it, "10".."16" would need two and be half
the size.

The score box carries the difficulty word (the band New puzzle names at this
size) under the score, and the solver's log ends with it; the sudoku tools
dialog's board tools apply.
"""

from __future__ import annotations

import pygame

from ...engine.kinds.sudoku.boxes import box_geometry
from ...engine.puzzle import Puzzle
from ..keypad import KeypadLayout, retyped
from ..layout import Layout
from .base import Color, KindFront, register_front

BOX_SHADES: tuple[Color, Color] = ((252, 252, 248), (228, 234, 242))
"""A plain box and its faintly shaded neighbour."""


class SudokuKeypad(KeypadLayout):
    """A sudoku cell's candidates as a keypad over most of the cell (no circles to keep clear of)."""

    SPAN = 0.92

    def slot_side(self, per_row: int, nrows: int) -> float:
        return self.cell * self.SPAN / max(per_row, nrows)

    def candidate_font(self, slot: pygame.Rect, n: int, wide: int) -> float:
        # A square slot of its own: the glyph may fill most of it.  3 a row: a glyph about half the
        # slot; 4 a row (12x12, 16x16) the slots are so small that the glyph takes all of the slot's
        # height it can (pygame's digit: 0.53 x its size).
        k = 1.05 if self.slot_grid(n)[0] < 4 else 1.85
        return min(slot.h * k, slot.w * 2.4 / wide)


class SudokuFront(KindFront):
    candidates_where = "as a small keypad in each open cell, 1 at its top left"
    rated = True
    tools = "sudoku"

    def adapt_layout(self, layout: Layout, puzzle: Puzzle) -> Layout:
        return layout if isinstance(layout, SudokuKeypad) else retyped(layout, SudokuKeypad)

    def region_colours(self, puzzle: Puzzle) -> list[Color] | None:
        if box_geometry(puzzle) is None:   # a jigsaw: coloured regions
            return None
        per_row = len({puzzle.regions[c] for c in range(puzzle.width)})
        return [BOX_SHADES[(r // per_row + r % per_row) % 2] for r in range(len(puzzle.region_cells))]


register_front("sudoku", SudokuFront())
