"""Sujiko on the board: the circles over the inner corners, and where candidates go.

A Sujiko clue is not in a cell but on the point where four cells meet, so
it is drawn last, over the corners, as a disc that straddles them: the sum
must stay legible whatever the cells hold, and a disc centred on the grid
point says "these four" without a word.  Each circle also reports the
player's progress (:func:`game.engine.kinds.sujiko.grid.circle_status`), with a shape
as well as a colour, because colour alone is never the only signal:

* **open** -- a white disc with a dark ring;
* **done** (four answers that add up) -- a green disc with a second ring around it;
* **wrong** (four answers that do not add up, or already too much) -- a red
  *octagon*, a stop sign, with white figures.

**Candidates move out of the corners.**  The other kinds keep candidates
along a cell's top edge, but there the first and last digits would sit
under the circles.  A Sujiko cell instead lays its candidates out as a
keypad in the middle of the cell (:class:`~game.render.keypad.KeypadLayout`)
-- 1 2 3 / 4 5 6 / 7 8 9 on a 3x3, four rows of four on a 4x4 -- the
arrangement Sudoku and Sujiko apps use.  Its digits 10..16 are written as
numbers: the line format's letters are for files, not for players.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from ...engine.puzzle import Puzzle
from .. import palette as P
from ..keypad import KeypadLayout, retyped
from ..layout import Layout
from ..text import blit_center, fit_size, glyph
from .base import KindFront, register_front

RADIUS = 0.18
"""A circle's radius, as a fraction of the cell."""


def circle_colours(state: str) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
    """(fill, ring, figures) of a circle in ``state``, from the palette in use (read at draw time,
    so the colour-blind and high-contrast palettes apply: "done" is their green, "wrong" their red)."""
    if state == "done":
        return P.lighten(P.GREEN, 0.85), P.GREEN, P.darken(P.GREEN, 0.4)
    if state == "wrong":
        return P.RED, P.darken(P.RED, 0.55), (255, 255, 255)
    return (255, 255, 255), P.GIVEN, P.GIVEN


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
    from ...engine.kinds.sujiko.grid import circle_status

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


class SujikoFront(KindFront):
    """Circles over the corners, candidates as a keypad clear of them, 10..16 as numbers."""
    candidates_where = "as a small keypad in the middle of each open cell, clear of the circles"

    def adapt_layout(self, layout: Layout, puzzle: Puzzle) -> Layout:
        return layout if isinstance(layout, KeypadLayout) else retyped(layout, KeypadLayout)

    def digit_label(self, puzzle: Puzzle) -> Callable[[int], str]:
        return str

    def draw_overlay(self, surf: pygame.Surface, puzzle: Puzzle, layout: Layout, cands: Sequence[int]) -> None:
        draw_circles(surf, puzzle, layout, cands)


register_front("sujiko", SujikoFront())
