"""Candidates as a keypad in the middle of a cell, instead of along its top edge.

The plain :class:`~game.render.layout.Layout` puts candidate slots along a
cell's top edge.  Some kinds need the corners free (Sujiko's circles) or are
read the way their players know them (a sudoku's 1 2 3 / 4 5 6 / 7 8 9), so
their fronts swap in a :class:`KeypadLayout`: a Layout whose slot methods lay
the digits out as a centred keypad.  The board renderer (which draws into
slots) and the puzzle scene (which hit-tests them) then agree without either
knowing about the kind.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields

import pygame

from .layout import Layout

KEYPAD_SPAN = {3: 0.66, 4: 0.74}
"""The share of a cell's side the candidate keypad covers, centred, by keypad columns: as much as
stays clear of Sujiko's circles (four columns need it more: 10..16 are two digits wide)."""


@dataclass(frozen=True)
class KeypadLayout(Layout):
    """A layout whose candidate slots form a centred keypad."""

    def slot_grid(self, n: int) -> tuple[int, int]:
        per_row = max(1, math.ceil(math.sqrt(n)))
        return per_row, math.ceil(n / per_row)

    def slot_side(self, per_row: int, nrows: int) -> float:
        """The side of one candidate's square (kinds with other room to keep clear override it)."""
        return self.cell * KEYPAD_SPAN.get(per_row, 0.74) / per_row

    def slot_rect(self, cell: int, digit: int, n: int) -> pygame.Rect:
        cr = self.cell_rect(cell)
        per_row, nrows = self.slot_grid(n)
        side = self.slot_side(per_row, nrows)
        x_start = cr.x + (self.cell - side * per_row) / 2
        y_start = cr.y + (self.cell - side * nrows) / 2
        col, row = (digit - 1) % per_row, (digit - 1) // per_row
        x0, y0 = x_start + col * side, y_start + row * side
        return pygame.Rect(round(x0), round(y0), round(x0 + side) - round(x0), round(y0 + side) - round(y0))


def retyped(layout: Layout, cls: type[Layout]) -> Layout:
    """``layout``'s rects as an instance of the Layout subclass ``cls`` (candidate slots differ)."""
    return cls(**{f.name: getattr(layout, f.name) for f in fields(layout)})
