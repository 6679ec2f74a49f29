"""The hint's panel: where it goes (never over the board), what it says at each stage, its buttons.

The panel takes the largest free room beside or below the board -- the
side column under the toolbar on a landscape screen, the band under the
board in portrait (where the digit pad sits while no hint shows) -- so the
cells a hint talks about are never covered.  It holds a title (the
technique), the stage's words, and a row of finger-sized buttons (at least
the layout's target, 48 px at 800x480).  :class:`game.scenes.hint.HintOverlay`
decides what the stages and buttons do; this module only places and draws.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..render import palette as P
from ..render.layout import Layout
from ..render.text import blit_center, fit_size, font, glyph, wrap


def panel_rect(L: Layout) -> pygame.Rect:
    """The largest room beside or below the board that holds two buttons side by side and some text."""
    w, h = L.size
    g = max(4, L.target // 8)
    floor = L.toast.top - g
    b, bar = L.board, L.toolbar
    rooms = [
        pygame.Rect(bar.x, bar.bottom + g, bar.w, floor - bar.bottom - g),       # under the toolbar
        pygame.Rect(g, b.bottom + g, w - 2 * g, floor - b.bottom - g),            # under the board
        pygame.Rect(b.right + g, g, w - b.right - 2 * g, floor - g),              # right of the board
        pygame.Rect(g, g, b.left - 2 * g, floor - g),                             # left of the board
    ]
    best: pygame.Rect | None = None

    def rank(r: pygame.Rect) -> tuple[bool, int]:
        """The room the pad is in first (the panel stands in for the pad there), then the largest."""
        return (L.pad is not None and r.colliderect(L.pad), r.w * r.h)

    for r in rooms:
        if r.colliderect(bar) and bar.centery < r.centery:
            r = pygame.Rect(r.x, bar.bottom + g, r.w, r.bottom - bar.bottom - g)
        if r.w < 2 * L.target + g or r.h < 2 * L.target or r.colliderect(b) or r.colliderect(bar):
            continue
        if best is None or rank(r) > rank(best):
            best = r
    if best is None:   # no free room at all (a tiny window): the toolbar's place, the board still clear
        best = pygame.Rect(bar)
    if L.pad is not None and best.colliderect(L.pad):
        best = best.union(L.pad)   # the whole pad, none of its keys peeping out
    return best


@dataclass(frozen=True)
class Panel:
    rect: pygame.Rect
    buttons: dict[str, pygame.Rect]
    """Button name -> its rectangle, in reading order (the focus ring walks them so)."""


def place(L: Layout, names: tuple[str, ...]) -> Panel:
    """The panel and its row of buttons along its bottom, each at least the layout's target size."""
    r = panel_rect(L)
    g = max(4, L.target // 8)
    t = L.target
    bw = (r.w - g * (len(names) + 1)) // max(1, len(names))
    y = r.bottom - g - t
    buttons = {n: pygame.Rect(r.x + g + i * (bw + g), y, bw, t) for i, n in enumerate(names)}
    return Panel(r, buttons)


def _fit_lines(text: str, width: int, height: int, size: int) -> tuple[int, list[str]]:
    """The largest font size (from ``size`` down) at which ``text`` wraps into ``height``; its lines."""
    while True:
        lines = wrap(text, size, width)
        if len(lines) * font(size).get_linesize() <= height or size <= 9:
            return size, lines
        size -= 1


def draw(surf: pygame.Surface, L: Layout, panel: Panel, title: str, body: str,
         labels: dict[str, str], primary: str) -> None:
    """The panel: a title, the body wrapped to fit, and the buttons (``primary`` drawn gold)."""
    r = panel.rect
    g = max(4, L.target // 8)
    pygame.draw.rect(surf, P.TOAST_BG, r, border_radius=max(4, g))
    pygame.draw.rect(surf, P.GOLD, r, 2, border_radius=max(4, g))
    base = max(12, round(L.target * 0.42 * P.TEXT_SCALE))
    tsize = fit_size(title, r.w - 2 * g, round(base * 1.15))
    timg = glyph(tsize, title, P.GOLD)
    surf.blit(timg, (r.x + g, r.y + g))
    top = r.y + g + timg.get_height() + g // 2
    bottom = min(b.top for b in panel.buttons.values()) - g // 2 if panel.buttons else r.bottom - g
    size, lines = _fit_lines(body, r.w - 2 * g, bottom - top, base)
    step = font(size).get_linesize()
    for i, line in enumerate(lines):
        surf.blit(glyph(size, line, P.TOAST_TEXT), (r.x + g, top + i * step))
    for name, b in panel.buttons.items():
        hot = name == primary
        pygame.draw.rect(surf, P.GOLD if hot else P.TOOLBAR_HI, b, border_radius=max(3, b.h // 6))
        text = labels.get(name, name)
        blit_center(surf, glyph(fit_size(text, b.w - 8, round(b.h * 0.42)), text, P.BOX if hot else P.ICON),
                    b.center)
