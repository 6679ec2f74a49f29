"""The zoomed board's frame and its overview: a small map of the whole board with the window outlined.

The overview is drawn from the region colours (answered cells darker, so the player sees where the
work is done), with the part in the window outlined in dark and gold -- a shape, not a colour alone --
and the selected cell as a dot.  :func:`game.render.view.overview` says where it goes; a press on it
moves the window there (the puzzle scene's).
"""

from __future__ import annotations

from typing import Sequence

import pygame

from . import palette as P
from .layout import Layout
from .view import overview, visible_cells


def draw_frame(surf: pygame.Surface, Z: Layout, colours: Sequence[tuple[int, int, int]], cands: Sequence[int],
               cursor: int | None) -> None:
    """The window's wall (the board goes on past it) and the overview over its corner."""
    pygame.draw.rect(surf, P.WALL, Z.board.inflate(2, 2), max(2, Z.cell // 20))
    avoid = Z.cell_rect(cursor) if cursor is not None else None
    made = overview(Z, avoid)
    if made is None:
        return
    box, m = made
    pygame.draw.rect(surf, P.TOOLBAR, box)
    x0, y0 = box.x + 2, box.y + 2
    for cell, col in enumerate(colours):
        r, c = divmod(cell, Z.cols)
        rect = pygame.Rect(round(x0 + c * m), round(y0 + r * m), round(x0 + (c + 1) * m) - round(x0 + c * m),
                           round(y0 + (r + 1) * m) - round(y0 + r * m))
        v = cands[cell] if cell < len(cands) else 0
        surf.fill(P.darken(col, 0.7) if v and not v & (v - 1) else col, rect)
    seen = visible_cells(Z)
    frame = pygame.Rect(round(x0 + seen.x * m), round(y0 + seen.y * m), max(3, round(seen.w * m)),
                        max(3, round(seen.h * m)))
    shade = pygame.Surface(box.size, pygame.SRCALPHA)   # what is out of the window is dimmed...
    shade.fill((0, 0, 0, 120))
    shade.fill((0, 0, 0, 0), frame.move(-box.x, -box.y))
    surf.blit(shade, box.topleft)
    pygame.draw.rect(surf, P.WALL, frame.inflate(4, 4), 2)   # ...and the window outlined, dark and gold
    pygame.draw.rect(surf, P.GOLD, frame, 2)
    if cursor is not None:
        r, c = divmod(cursor, Z.cols)
        pygame.draw.circle(surf, P.CURSOR, (round(x0 + (c + 0.5) * m), round(y0 + (r + 0.5) * m)), max(2, round(m)))
    pygame.draw.rect(surf, P.WALL, box, 2)
