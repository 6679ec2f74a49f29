"""An on-screen keyboard: naming a saved game with a finger.

A touch-only kiosk or tablet has no keyboard, and pygame-gui's text box
expects one, so the save dialog offers this scene (its "Keyboard" button).
It is the number pad (:class:`game.scenes.pad.NumberPadScene`) with other
keys: a transparent, modal scene drawn from rectangles computed from the window
size, keys at least a finger wide (48 px at 800x480), a gamepad or arrow
keys moving a ring over them, and the typed text handed to a callback on OK.

The layout is deliberately small -- digits, lower-case letters, space, ``-``
and ``_`` -- because save names compare without case (``My Game`` and
``my game`` are one save) and these are enough to tell saves apart; a shift key
would double the taps for nothing.  Any other character typed on a real
keyboard is kept too: the file name is an escaped form of the name.
"""

from __future__ import annotations

from typing import Callable

import pygame

from ..render import palette as P
from ..render.text import fit_size, glyph
from ..services import Services
from .base import Covering
from .pad import NumberPadScene

ROWS = ("1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm_")
"""Character keys, a row each; the last row ends with Del (two keys wide)."""
BOTTOM = (("cancel", 3), ("space", 4), ("ok", 3))
"""The bottom row: (name, width in keys)."""


def keyboard_geometry(w: int, h: int) -> dict[str, pygame.Rect]:
    """Every key's rectangle, plus ``panel``, ``title`` and ``display``: a pure function of the window."""
    gap = max(3, min(w, h) // 100)
    rows = len(ROWS) + 1
    # Ten keys across; title and display take 1.4 keys of height above the rows.
    key = max(24, min(96, (w - 24 - 11 * gap) // 10, int((h - 16 - (rows + 3) * gap) / (rows + 1.4))))
    pw = 10 * key + 11 * gap
    head = round(key * 0.7)
    ph = 2 * head + gap + rows * (key + gap) + gap
    panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
    rects = {"panel": panel, "title": pygame.Rect(panel.x, panel.y, pw, head),
             "display": pygame.Rect(panel.x + gap, panel.y + head, pw - 2 * gap, head)}
    y = panel.y + 2 * head + gap
    for row in ROWS:
        for i, ch in enumerate(row):
            rects[ch] = pygame.Rect(panel.x + gap + i * (key + gap), y, key, key)
        if len(row) < 10:
            x = panel.x + gap + len(row) * (key + gap)
            rects["del"] = pygame.Rect(x, y, (10 - len(row)) * (key + gap) - gap, key)
        y += key + gap
    x = panel.x + gap
    for name, span in BOTTOM:
        rects[name] = pygame.Rect(x, y, span * (key + gap) - gap, key)
        x += span * (key + gap)
    return rects


def keys() -> list[str]:
    """Key names in reading order (the ring's order)."""
    out: list[str] = []
    for row in ROWS:
        out.extend(row)
        if len(row) < 10:
            out.append("del")
    return out + [name for name, _ in BOTTOM]


class KeyboardScene(NumberPadScene):
    """Type a short text with big keys; OK hands it to ``on_done``, Cancel / Esc / B drops it.

    The number pad's behaviour (presses, ring, Enter, Esc, the panel) with
    its own keys, and the text shown left-aligned with a cursor.
    """

    def __init__(self, app: Services, title: str, on_done: Callable[[str], None], *, initial: str = "",
                 max_len: int = 40, covers: tuple = ()) -> None:
        self.covering = Covering(app, *covers)   # the dialog's window and the number box would draw over the keys
        super().__init__(app, title, on_done, initial=initial, max_len=max_len)

    def enter(self) -> None:
        self.covering.hide()

    def exit(self) -> None:
        self.covering.show()

    def geometry(self) -> dict[str, pygame.Rect]:
        self.rects = keyboard_geometry(*self.app.screen.get_size())
        self.names = keys()
        self.ring.set(self.names, [self.rects[k] for k in self.names])
        return self.rects

    def relayout(self) -> None:
        self.covering.hide()
        self.geometry()

    def key_at(self, pos: tuple[int, int]) -> str | None:
        return next((k for k in self.names if self.rects[k].collidepoint(pos)), None)

    def draw_text(self, surf: pygame.Surface, d: pygame.Rect) -> None:
        shown = self.text + "|"
        img = glyph(fit_size(shown, d.w - 16, round(d.h * 0.7)), shown, P.BOX_TEXT)
        surf.blit(img, img.get_rect(midleft=(d.x + 8, d.centery)))
