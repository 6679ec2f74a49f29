"""The watch view's drawing helpers that need nothing of the scene: the head, the progress bar,
the mark on the cell the last event touched, a sentence shrunk to fit its box, the logical solver's
pane and the row of buttons."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from ..engine.backtrack import TraceEvent
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.layout import Layout
from ..render.text import blit_center, fit_size, glyph, wrap
from ..ui.session import UIState
from .watch_layout import BUTTONS, KEYS, WatchGeometry
from .watch_model import LogicPath


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


def draw_logic(surf: pygame.Surface, g: WatchGeometry, board: BoardRenderer, logic: LogicPath | None) -> None:
    """The logical solver's pane: its heading, its board at the current step, the step's sentence."""
    fs = g.font
    if logic is None:
        surf.blit(glyph(fs, "Our solver is thinking...", P.ICON_DIM), g.logic_info.topleft)
        return
    head = logic.heading()
    lines = wrap(head, fs, g.logic_info.w)[: max(1, g.logic_info.h // round(fs * 1.3))]
    for i, text in enumerate(lines):
        surf.blit(glyph(fs, text, P.BOX_TEXT), (g.logic_info.x, g.logic_info.y + i * round(fs * 1.3)))
    board.draw(surf, SimpleNamespace(cands=logic.cands()), UIState(hint=logic.current, show_cursor=False), None)
    draw_text(surf, g.logic_text, logic.sentence(), fs)


def draw_buttons(surf: pygame.Surface, g: WatchGeometry, labels: dict[str, str], disabled: dict[str, bool],
                 lit: dict[str, bool], keys: dict[str, str] = KEYS) -> None:
    """The buttons, each with its key (``keys``) under its label: dim when ``disabled``, ringed in gold when
    ``lit``."""
    size = min(fit_size(text, r.w - 8, round(r.h * 0.42)) for text, r in
               ((labels[n], g.buttons[n]) for n in BUTTONS))
    small = max(9, round(size * 0.62))
    for name in BUTTONS:
        r = g.buttons[name]
        pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=6)
        if lit.get(name):
            pygame.draw.rect(surf, P.GOLD, r, max(2, g.target // 20), border_radius=6)
        col = P.ICON_DIM if disabled.get(name) else P.ICON
        blit_center(surf, glyph(size, labels[name], col), (r.centerx, r.centery - r.h * 0.1))
        key = fit_size(keys[name], r.w - 8, small)
        blit_center(surf, glyph(key, keys[name], P.ICON_DIM), (r.centerx, r.bottom - small * 0.6))
