"""Button hints: the message strip's row of "badge: what it does" while the player uses keys or a pad.

The badges look like the pad in the player's hands (Xbox letters,
PlayStation shapes, Nintendo letters); with the keyboard they are the keys'
names.  The input hub draws them over everything when no message shows
(:meth:`game.hub.InputHub.draw_over`).
"""

from __future__ import annotations

import pygame

from ..input.gamepad import EAST, LABELS, NORTH, SOUTH, WEST
from . import palette as P
from .text import blit_center, glyph


def draw_badge(surf: pygame.Surface, style: str, pos: str, center: tuple[int, int], size: int) -> None:
    """One face-button badge as the player's pad shows it."""
    r = size // 2
    pygame.draw.circle(surf, (60, 64, 74), center, r)
    label = LABELS.get(style, LABELS["xbox"])[pos]
    ink = {SOUTH: (100, 200, 120), EAST: (230, 90, 90), WEST: (100, 150, 240), NORTH: (240, 210, 80)}[pos] \
        if style == "xbox" else (235, 235, 240)
    if style != "playstation":
        blit_center(surf, glyph(round(size * 0.8), label, ink), (center[0], center[1] + 1))
        return
    k = r * 0.5
    cx, cy = center
    w = max(2, size // 9)
    if label == "cross":
        pygame.draw.line(surf, (150, 180, 240), (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surf, (150, 180, 240), (cx - k, cy + k), (cx + k, cy - k), w)
    elif label == "circle":
        pygame.draw.circle(surf, (240, 120, 130), center, round(k * 1.1), w)
    elif label == "square":
        pygame.draw.rect(surf, (230, 150, 220), pygame.Rect(cx - k, cy - k, 2 * k, 2 * k), w)
    else:
        pts = [(cx, cy - k * 1.1), (cx + k * 1.1, cy + k * 0.8), (cx - k * 1.1, cy + k * 0.8)]
        pygame.draw.polygon(surf, (120, 220, 200), pts, w)


PAD_HINTS = {
    "puzzle": ((SOUTH, "toggle"), (NORTH, "set"), (WEST, "hint"), (EAST, "menu"), ("LB RB", "undo redo"),
               ("LT RT", "digit")),
    "dialog": ((SOUTH, "select"), (EAST, "back")),
    "hint": ((WEST, "next step"), (SOUTH, "press"), ("RS", "why"), (EAST, "close")),
    "tutorial": ((SOUTH, "pick / press"), (EAST, "skip")),
    "school": ((SOUTH, "press"), (WEST, "show me"), (EAST, "back")),
    "editor": ((SOUTH, "pen up / down"), (NORTH, "split"), ("Start", "tool bar"), (EAST, "back"),
               ("LB RB", "undo redo")),
    "editor givens": ((SOUTH, "place / take"), (NORTH, "erase"), ("Start", "tool bar"), (EAST, "back"),
                      ("LB RB", "undo redo"), ("LT RT", "digit")),
    "editor sums": ((SOUTH, "set sum"), (NORTH, "clear"), ("Start", "pad"), (EAST, "back"), ("LB RB", "undo redo")),
}
KEY_HINTS = {
    "puzzle": (("1-9", "toggle"), ("Shift+1-9", "set"), ("H", "hint"), ("C", "check"), ("Tab", "toolbar"),
               ("Esc", "menu")),
    "dialog": (("Arrows/Tab", "move"), ("Enter", "select"), ("Esc", "back")),
    "hint": (("H", "next step"), ("Tab", "buttons"), ("Enter", "press"), ("Esc", "close")),
    "tutorial": (("Arrows/Tab", "move"), ("Enter", "pick / press"), ("1-9", "place"), ("Esc", "skip")),
    "school": (("Arrows/Tab", "move"), ("Enter", "press"), ("1-9", "take"), ("H", "show me"), ("Esc", "back")),
    "editor": (("Space", "pen up / down"), ("Backspace", "split"), ("Tab", "tool bar"), ("Esc", "back")),
    "editor givens": (("1-9", "given"), ("Backspace", "erase"), ("Tab", "tool bar"), ("Esc", "back")),
    "editor sums": (("0-9", "sum"), ("Enter", "set"), ("Backspace", "delete"), ("Tab", "tool bar"),
                    ("Esc", "back")),
}


def draw_hints(surf: pygame.Surface, rect: pygame.Rect, style: str | None, context: str) -> None:
    """A row of "badge: what it does" hints for the pad in use (keyboard when ``style`` is None)."""
    h = rect.h
    fs = max(8, round(h * 0.62))
    items = PAD_HINTS[context] if style else KEY_HINTS[context]
    parts: list[tuple[str, str]] = []
    for key, what in items:
        parts.append((key, what))
    x = rect.x + h // 2
    for key, what in parts:
        badge = style if style and key in (SOUTH, EAST, WEST, NORTH) else ""
        key_img = None if badge else glyph(fs, key, P.GOLD)
        what_img = glyph(fs, what, P.TOAST_TEXT)
        width = (h + 3 if key_img is None else key_img.get_width() + 5) + what_img.get_width()
        if x + width > rect.right:
            break                       # what does not fit is left out, never cut
        if key_img is None:
            draw_badge(surf, badge, key, (x + h // 2, rect.centery), h - 2)
            x += h + 3
        else:
            surf.blit(key_img, key_img.get_rect(midleft=(x, rect.centery)))
            x += key_img.get_width() + 5
        surf.blit(what_img, what_img.get_rect(midleft=(x, rect.centery)))
        x += what_img.get_width() + h
