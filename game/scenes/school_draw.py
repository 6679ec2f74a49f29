"""The school's geometry and drawing: a pure function of the window for where things go, and the pieces.

Landscape: the board on the left as tall as the window, the text, the digit
keys and the buttons in a column on its right.  Portrait: the board on top,
the rest under it.  Every page keeps the message strip's row at the bottom
clear (the messages, and the key and pad hints there).  Every key and button is at least a finger (48 px) a side.
The lists (kinds, lessons) are rows a finger high with Previous and Next.
Done and not done are a tick in a box and a word, never a colour alone; the
player's wrong picks after Done are crossed out, the hint's marks (struck
squares go, rings are the reason) show what was right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..render import palette as P
from ..render.layout import toast_rect
from ..render.text import blit_center, fit_size, glyph, wrap
from ..render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen


@dataclass
class Geometry:
    size: tuple[int, int]
    t: int
    """A button's height (a finger, more on a big window)."""
    font: int
    board: pygame.Rect
    text: pygame.Rect
    digits: list[pygame.Rect] = field(default_factory=list)
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)


def _square_board(area: pygame.Rect, cols: int, rows: int) -> pygame.Rect:
    cell = max(4, min(area.w // cols, area.h // rows))
    return pygame.Rect(area.x + (area.w - cell * cols) // 2, area.y + (area.h - cell * rows) // 2,
                       cell * cols, cell * rows)


def _row(names: list[str], area: pygame.Rect, t: int, g: int) -> dict[str, pygame.Rect]:
    """Buttons in rows across ``area`` from its bottom up, each at least a finger wide."""
    if not names:
        return {}
    per = max(1, min(len(names), area.w // (2 * t + g)))
    rows = -(-len(names) // per)
    w = (area.w - (per - 1) * g) // per
    out = {}
    for i, name in enumerate(names):
        r, c = divmod(i, per)
        out[name] = pygame.Rect(area.x + c * (w + g), area.bottom - (rows - r) * (t + g) + g, w, t)
    return out


def lesson_geometry(w: int, h: int, cols: int, rows: int, digits: int, buttons: list[str]) -> Geometry:
    short = min(w, h)
    t = max(TARGET, min(64, round(short * 0.1)))
    g = max(4, t // 8)
    fs = max(14, min(24, round(short * 0.038)))
    room = toast_rect(w, h).top
    if w > h:
        side = min(room - 2 * g, round(w * 0.6))
        board = _square_board(pygame.Rect(g, g, side, room - 2 * g), cols, rows)
        panel = pygame.Rect(board.right + 2 * g, g, w - board.right - 3 * g, room - 2 * g)
    else:
        side = min(w - 2 * g, round(h * 0.5))
        board = _square_board(pygame.Rect(g, g, w - 2 * g, side), cols, rows)
        panel = pygame.Rect(g, board.bottom + 2 * g, w - 2 * g, room - board.bottom - 3 * g)
    btns = _row(buttons, panel, t, g)
    top = min((r.y for r in btns.values()), default=panel.bottom) - g
    keys: list[pygame.Rect] = []
    if digits:
        per = max(1, min(digits, panel.w // (t + g)))
        krows = -(-digits // per)
        ky = top - krows * (t + g)
        for d in range(digits):
            r, c = divmod(d, per)
            keys.append(pygame.Rect(panel.x + c * (t + g), ky + r * (t + g), t, t))
        top = ky - g
    text = pygame.Rect(panel.x, panel.y, panel.w, max(0, top - panel.y))
    return Geometry((w, h), t, fs, board, text, keys, btns)


def finished_geometry(w: int, h: int, paragraphs: list[str], buttons: list[str]) -> Geometry:
    """A lesson's last page: a ticked box, the words and the buttons, one column in the middle of the window
    (``board`` is the box's square)."""
    short = min(w, h)
    t = max(TARGET, min(64, round(short * 0.1)))
    g = max(4, t // 8)
    fs = max(14, min(24, round(short * 0.038)))
    cw = min(w - 2 * g, max(8 * t, min(720, round(w * 0.6))))
    rows = -(-len(buttons) // max(1, min(len(buttons), cw // (2 * t + g))))
    words = text_height(paragraphs, fs, cw)
    tall = 2 * t + 2 * g + words + g + rows * (t + g)
    top = max(g, (toast_rect(w, h).top - tall) // 2)
    x = (w - cw) // 2
    badge = pygame.Rect(0, 0, 2 * t, 2 * t)
    badge.midtop = (w // 2, top)
    text = pygame.Rect(x, badge.bottom + 2 * g, cw, words)
    btns = _row(buttons, pygame.Rect(x, text.bottom + g, cw, rows * (t + g)), t, g)
    return Geometry((w, h), t, fs, badge, text, [], btns)


def list_geometry(w: int, h: int, count: int) -> tuple[Geometry, int]:
    """Rows for a page of ``count`` choices (as many as fit), and how many fit."""
    t = max(TARGET, min(64, round(min(w, h) * 0.1)))
    g = max(4, t // 8)
    fs = max(14, min(24, round(min(w, h) * 0.038)))
    head = pygame.Rect(g, g, w - 2 * g, t)
    foot = _row(["back", "prev", "next"], pygame.Rect(g, g, w - 2 * g, toast_rect(w, h).top - 2 * g), t, g)
    bottom = min(r.y for r in foot.values()) - g
    per = max(1, (bottom - head.bottom - g) // (t + g))
    rows = {f"row:{i}": pygame.Rect(g, head.bottom + g + i * (t + g), w - 2 * g, t) for i in range(min(per, count))}
    return Geometry((w, h), t, fs, pygame.Rect(0, 0, 0, 0), head, [], {**rows, **foot}), per


def draw_button(surf: pygame.Surface, r: pygame.Rect, text: str, font: int, enabled: bool = True) -> None:
    pygame.draw.rect(surf, P.TOOLBAR_HI if enabled else P.BOX, r, border_radius=8)
    pygame.draw.rect(surf, P.ICON, r, 1, border_radius=8)
    size = fit_size(text, r.w - 12, min(font, r.h - 10))
    blit_center(surf, glyph(size, text, P.ICON if enabled else P.ICON_DIM), r.center)


def draw_tick_box(surf: pygame.Surface, r: pygame.Rect, done: bool) -> None:
    """A box, ticked when done: a shape, not a colour."""
    pygame.draw.rect(surf, P.ICON, r, max(2, r.w // 12), border_radius=4)
    if done:
        k = r.w
        pts = [(r.x + k * 0.2, r.y + k * 0.52), (r.x + k * 0.42, r.y + k * 0.75), (r.x + k * 0.82, r.y + k * 0.25)]
        pygame.draw.lines(surf, P.ICON, False, pts, max(3, k // 7))


def draw_cross(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A heavy X over a candidate the player took wrongly."""
    w = max(3, r.w // 5)
    pygame.draw.line(surf, P.ERROR, r.topleft, r.bottomright, w)
    pygame.draw.line(surf, P.ERROR, r.bottomleft, r.topright, w)


def draw_row(surf: pygame.Surface, r: pygame.Rect, text: str, done: bool | None, font: int) -> None:
    """A list row: the tick box and its word when ``done`` is not None, then the text."""
    pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=8)
    x = r.x + 10
    if done is not None:
        box = pygame.Rect(x, r.centery - r.h * 0.3, r.h * 0.6, r.h * 0.6)
        draw_tick_box(surf, box, done)
        word = glyph(font, "Done" if done else "To do", P.ICON)
        surf.blit(word, word.get_rect(midleft=(box.right + 8, r.centery)))
        x = box.right + 8 + glyph(font, "To do", P.ICON).get_width() + 16
    size = fit_size(text, r.right - x - 10, font)
    img = glyph(size, text, P.ICON)
    surf.blit(img, img.get_rect(midleft=(x, r.centery)))


def _lines(paragraphs: list[str], size: int, width: int) -> list[tuple[str, int]]:
    """The paragraphs as wrapped lines and their sizes, the first bold-sized as a title, a half line after each."""
    lines: list[tuple[str, int]] = []
    for i, p in enumerate(paragraphs):
        s = round(size * 1.15) if i == 0 else size
        lines += [(line, s) for line in wrap(p, s, width)] + [("", size // 2)]
    return lines


def text_height(paragraphs: list[str], font: int, width: int) -> int:
    """How tall :func:`draw_text` sets ``paragraphs`` at ``font`` in ``width``."""
    return sum(round(s * 1.3) for _, s in _lines(paragraphs, font, width))


def draw_text(surf: pygame.Surface, r: pygame.Rect, paragraphs: list[str], font: int) -> None:
    """Paragraphs wrapped into ``r``, the first bold-sized as a title; shrunk until they fit."""
    size = font
    while size > 10:
        lines = _lines(paragraphs, size, r.w)
        if sum(round(s * 1.3) for _, s in lines) <= r.h:
            break
        size -= 1
    y = r.y
    for line, s in lines:
        if line:
            surf.blit(glyph(s, line, P.ICON), (r.x, y))
        y += round(s * 1.3)
