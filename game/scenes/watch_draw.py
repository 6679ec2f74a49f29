"""The watch view's drawing helpers that need nothing of the scene: the head, the progress bar,
the mark on the cell the last event touched, a sentence shrunk to fit its box."""

from __future__ import annotations

import pygame

from ..engine.backtrack import TraceEvent
from ..render import palette as P
from ..render.layout import Layout
from ..render.text import blit_center, fit_size, glyph, wrap
from .watch_layout import WatchGeometry


def draw_head(surf: pygame.Surface, g: WatchGeometry, title: str) -> None:
    """The head: what is being watched, and the close button."""
    surf.fill(P.TOOLBAR, g.head)
    text = f"Watch the computer solve: {title}"
    size = fit_size(text, g.close.x - 2 * g.target // 4, round(g.target * 0.5))
    img = glyph(size, text, P.ICON)
    surf.blit(img, img.get_rect(midleft=(g.target // 4, g.head.centery)))
    pygame.draw.rect(surf, P.TOOLBAR_HI, g.close, border_radius=6)
    blit_center(surf, glyph(round(g.target * 0.6), "x", P.ICON), g.close.center)


def draw_progress(surf: pygame.Surface, r: pygame.Rect, frac: float) -> None:
    pygame.draw.rect(surf, P.BOX, r)
    surf.fill(P.GOLD, pygame.Rect(r.x, r.y, round(r.w * max(0.0, min(1.0, frac))), r.h))


def mark_event(surf: pygame.Surface, L: Layout, e: TraceEvent | None) -> None:
    """The cell the last event touched: gold for a try or a place, red and struck for a reject,
    violet and dashed for a backtrack (shape as well as colour)."""
    if e is None or e.cell < 0:
        return
    r = L.cell_rect(e.cell).inflate(-max(2, L.cell // 16), -max(2, L.cell // 16))
    w = max(2, L.cell // 18)
    if e.action == "reject":
        pygame.draw.rect(surf, P.RED, r, w, border_radius=max(2, L.cell // 12))
        pygame.draw.line(surf, P.RED, (r.x + w, r.bottom - w), (r.right - w, r.y + w), w)
    elif e.action == "backtrack":
        dash = max(4, L.cell // 8)
        for x in range(r.x, r.right, 2 * dash):
            for yy in (r.y, r.bottom - w):
                surf.fill((150, 90, 220), pygame.Rect(x, yy, min(dash, r.right - x), w))
        for yy in range(r.y, r.bottom, 2 * dash):
            for xx in (r.x, r.right - w):
                surf.fill((150, 90, 220), pygame.Rect(xx, yy, w, min(dash, r.bottom - yy)))
    else:
        pygame.draw.rect(surf, P.GOLD, r, w, border_radius=max(2, L.cell // 12))


def draw_text(surf: pygame.Surface, r: pygame.Rect, text: str, fs: int) -> None:
    """The sentence, shrunk until it fits its box."""
    size = fs
    while True:
        lines = wrap(text, size, r.w)
        step = round(size * 1.25)
        if len(lines) * step <= r.h or size <= 10:
            break
        size -= 1
    for i, ln in enumerate(lines[: max(1, r.h // step)]):
        surf.blit(glyph(size, ln, P.ICON), (r.x, r.y + i * step))
