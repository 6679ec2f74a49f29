"""What the play aids draw on the board: clashing digits, the cells of the chosen digit, the paused board.

None of these is colour alone: a clash is a red ring *and* a "!" badge in
the cell's top-right corner; a highlighted cell has a tint *and* a doubled
gold outline, a highlighted candidate a gold tile *and* a dark foot; the
paused board is covered, with the word "Paused".
:class:`BoardMarks` is what a scene hands the board renderer each frame.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import palette as P
from .layout import Layout
from .text import blit_center, fit_size, glyph

LIT_TINT = (255, 236, 140, 150)


@dataclass(frozen=True)
class BoardMarks:
    """What the aids add to a frame of the board."""

    clashes: frozenset[int] = frozenset()
    """Answered cells that break a rule with another answer (the conflict mark)."""
    lit: frozenset[int] = frozenset()
    """Answered cells holding the chosen digit (the digit highlight)."""
    lit_candidates: bool = True
    """Whether cells that only hold the chosen digit as a candidate are highlighted too (the sudoku
    tools' highlighter); the digit highlight that follows the selection lights the answers only."""
    notes: tuple[int, ...] | None = None
    """Clean start: the player's own notes, drawn in the open cells instead of the candidates."""
    dot_digit: int = 0
    """The digit the selection highlights: where it is still a candidate, a gold tile sits under it."""


NO_MARKS = BoardMarks()


def draw_lit(surf: pygame.Surface, L: Layout, cells: frozenset[int]) -> None:
    """A tint under the digit and a doubled gold outline (the second cue besides colour)."""
    if not cells:
        return
    glaze = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
    glaze.fill(LIT_TINT)
    w = max(3, L.cell // 12)
    clip = surf.get_clip()
    wall = max(2, L.cell // 14)             # the board's outer wall (game.render.board) stays drawn
    surf.set_clip(L.board.inflate(-2 * wall, -2 * wall).clip(clip))
    for cell in cells:
        r = L.cell_rect(cell)
        surf.blit(glaze, r)
        inner = r.inflate(-w, -w)
        pygame.draw.rect(surf, P.GOLD, inner, w)
        pygame.draw.rect(surf, P.darken(P.GOLD, 0.45), inner, max(1, w // 3))
    surf.set_clip(clip)


def draw_dots(surf: pygame.Surface, L: Layout, max_digit: tuple[int, ...], cands: list[int], digit: int,
              notes: tuple[int, ...] | None) -> None:
    """A gold tile with a dark foot under candidate ``digit`` of every open cell that still holds it
    (in clean start, under the note ``digit`` where the player wrote it)."""
    if digit <= 0:
        return
    b = 1 << digit
    for cell, m in enumerate(cands):
        n = max_digit[cell]
        if not m & (m - 1) or digit > n or not (m if notes is None else notes[cell]) & b:
            continue
        r = L.slot_rect(cell, digit, n)
        pygame.draw.rect(surf, P.GOLD, r, border_radius=max(2, min(r.w, r.h) // 4))
        bar = max(1, r.h // 8)           # a dark bar along its foot: a shape besides the colour
        surf.fill(P.darken(P.GOLD, 0.4), pygame.Rect(r.x + 1, r.bottom - bar, max(1, r.w - 2), bar))


def draw_clash(surf: pygame.Surface, L: Layout, cell: int) -> None:
    """A red ring round the digit and a "!" badge in the top-right corner."""
    r = L.cell_rect(cell)
    lw = max(2, L.cell // 18)
    pygame.draw.circle(surf, P.RED, r.center, round(L.cell * 0.40), lw)
    badge = max(8, L.cell // 4)
    centre = (r.right - badge // 2 - max(1, L.cell // 20), r.top + badge // 2 + max(1, L.cell // 20))
    pygame.draw.circle(surf, P.RED, centre, badge // 2)
    pygame.draw.circle(surf, (255, 255, 255), centre, badge // 2, max(1, badge // 10))
    blit_center(surf, glyph(max(7, round(badge * 0.8)), "!", (255, 255, 255)), centre)


def draw_paused(surf: pygame.Surface, board: pygame.Rect, text: str = "Paused") -> None:
    """The board covered: nothing of the position shows while the clock stands still."""
    pygame.draw.rect(surf, P.TOOLBAR, board, border_radius=8)
    pygame.draw.rect(surf, P.GOLD, board, 2, border_radius=8)
    size = fit_size(text, board.w - 24, max(12, board.h // 8))
    blit_center(surf, glyph(size, text, P.ICON), board.center)
