"""Sujiko on the board: the circles over the inner corners, and where candidates go.

A Sujiko clue is not in a cell but on the point where four cells meet, so
it is drawn last, over the corners, as a disc that straddles them: the sum
must stay legible whatever the cells hold, and a disc centred on the grid
point says "these four" without a word.  Each circle also reports the
player's progress (:func:`game.engine.sujiko.circle_status`), with a shape
as well as a colour, because colour alone is never the only signal:

* **open** -- a white disc with a dark ring;
* **done** (four answers that add up) -- a green disc with a second ring around it;
* **wrong** (four answers that do not add up, or already too much) -- a red
  *octagon*, a stop sign, with white figures.

**Candidates move out of the corners.**  The other kinds keep candidates
along a cell's top edge, but there the first and last digits would sit
under the circles.  A Sujiko cell instead lays its candidates out as a
keypad in the middle of the cell -- 1 2 3 / 4 5 6 / 7 8 9 on a 3x3, four rows
of four (1..16, as numbers: the line format's letters are for files, not
for players) on a 4x4 -- the arrangement Sudoku and Sujiko apps use.  The
geometry is a :class:`KeypadLayout`, a :class:`~game.render.layout.Layout`
whose slot methods are replaced, so the board renderer (which draws into
slots) and the puzzle scene (which hit-tests them) agree without either
knowing about Sujiko.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from typing import Callable, Sequence

import pygame

from ..engine.puzzle import Puzzle, digit_char
from . import palette as P
from .layout import Layout
from .text import blit_center, fit_size, glyph

RADIUS = 0.18
"""A circle's radius, as a fraction of the cell."""
KEYPAD_SPAN = {3: 0.66, 4: 0.74}
"""The share of a cell's side the candidate keypad covers, centred, by keypad columns: as much as
stays clear of circles of RADIUS (four columns need it more: 10..16 are two digits wide)."""



def circle_colours(state: str) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
    """(fill, ring, figures) of a circle in ``state``, from the palette in use (read at draw time,
    so the colour-blind and high-contrast palettes apply: "done" is their green, "wrong" their red)."""
    if state == "done":
        return P.lighten(P.GREEN, 0.85), P.GREEN, P.darken(P.GREEN, 0.4)
    if state == "wrong":
        return P.RED, P.darken(P.RED, 0.55), (255, 255, 255)
    return (255, 255, 255), P.GIVEN, P.GIVEN


def is_sujiko(puzzle: Puzzle) -> bool:
    return puzzle.kind == "sujiko"


@dataclass(frozen=True)
class KeypadLayout(Layout):
    """A layout whose candidate slots form a centred keypad (Sujiko's corners hold circles)."""

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


def retyped(layout: Layout, cls: type) -> Layout:
    """``layout``'s rects as an instance of the Layout subclass ``cls`` (candidate slots differ)."""
    return cls(**{f.name: getattr(layout, f.name) for f in fields(layout)})


def adapt_layout(layout: Layout, puzzle: Puzzle) -> Layout:
    """The layout to use for ``puzzle``: a keypad layout for Sujiko, else ``layout`` itself."""
    if not is_sujiko(puzzle) or isinstance(layout, KeypadLayout):
        return layout
    return retyped(layout, KeypadLayout)


def circle_centres(puzzle: Puzzle, layout: Layout) -> list[tuple[int, int]]:
    """The grid point of each circle, in ``puzzle.sums`` order (row-major top-left cells)."""
    w = puzzle.width
    out = []
    for r in range(puzzle.height - 1):
        for c in range(w - 1):
            out.append(layout.cell_rect(r * w + c).bottomright)
    return out


def _octagon(centre: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx + radius * math.cos(math.pi / 8 + k * math.pi / 4),
             cy + radius * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(8)]


def draw_circles(surf: pygame.Surface, puzzle: Puzzle, layout: Layout, cands: Sequence[int]) -> None:
    """Every circle of a Sujiko board, with its sum and its state (open / done / wrong)."""
    from ..engine.sujiko import circle_status

    radius = max(6, round(layout.cell * RADIUS))
    ring = max(1, round(radius / 9))
    size = fit_size("88", round(radius * 1.45), round(radius * 1.15))
    for centre, st in zip(circle_centres(puzzle, layout), circle_status(puzzle, cands)):
        state = st.state
        fill, edge, ink = circle_colours(state)
        if state == "wrong":  # a stop sign
            pts = _octagon(centre, radius + ring)
            pygame.draw.polygon(surf, fill, pts)
            pygame.draw.polygon(surf, edge, pts, ring)
        else:
            pygame.draw.circle(surf, fill, centre, radius)
            pygame.draw.circle(surf, edge, centre, radius, ring + (1 if state == "done" else 0))
            if state == "done":  # a second ring outside, clear of the figures: the shape says "done"
                pygame.draw.circle(surf, edge, centre, radius + 2 * ring + 1, ring)
        blit_center(surf, glyph(size, str(st.total), ink), (centre[0], centre[1] + 1))


def digit_label(puzzle: Puzzle) -> Callable[[int], str]:
    """How a board writes digit d: Sujiko players know 10..16 as numbers, other kinds use the letters."""
    return str if is_sujiko(puzzle) else digit_char
