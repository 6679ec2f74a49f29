"""A small custom-drawn panel: a title, a few lines and a row of finger-sized buttons.

The pause screen and the solved summary are drawn with the game's own
palette and font (not pygame-gui's), so they follow the colour and text-size
settings.  A finger or the mouse presses a button; arrows, Tab, a D-pad move
the ring over them and Enter, Space or A press the ringed one; Esc or B
presses the panel's ``back`` button.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.text import blit_center, fit_size, glyph
from ..services import Services
from ..ui.focus import RectRing, draw_ring, ring_visible
from .base import Covering, Scene
from ..render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen


class ButtonPanel(Scene):
    """``buttons`` are (name, label) pairs; pressing one calls :meth:`press` with its name."""

    modal = True
    transparent = True
    holds_focus = True
    """Its buttons have the focus ring while it is up, modal or not: the puzzle's pad shows none of its own."""
    back = ""
    """The button Esc / B presses ("" : none)."""

    def __init__(self, app: Services, title: str, lines: Sequence[str], buttons: Sequence[tuple[str, str]]) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self.ring = RectRing()
        self.rects: dict[str, pygame.Rect] = {}
        self.cover = Covering(app)      # the puzzle's number box would show through
        self.geometry()

    def enter(self) -> None:
        self.cover.hide()

    def exit(self) -> None:
        self.cover.show()

    def relayout(self) -> None:
        self.geometry()
        self.cover.hide()

    def area(self) -> pygame.Rect:
        """Where the panel may sit (the whole window by default)."""
        return pygame.Rect((0, 0), self.app.screen.get_size())

    def geometry(self) -> None:
        a = self.area()
        line_h = max(22, min(40, a.h // 14))
        n = len(self.buttons)
        bw = max(TARGET * 2, min(220, (a.w - 40 - 12 * (n - 1)) // max(1, n)))
        pw = min(a.w - 16, max(n * bw + (n - 1) * 12 + 32, 420))
        bw = min(bw, (pw - 32 - 12 * (n - 1)) // max(1, n))
        ph = line_h * 2 + line_h * len(self.lines) + TARGET + 40
        panel = pygame.Rect(0, 0, pw, min(ph, a.h - 8))
        panel.center = a.center
        self.rects = {"panel": panel, "title": pygame.Rect(panel.x, panel.y + 8, pw, line_h * 2 - 8)}
        for i in range(len(self.lines)):
            self.rects[f"line{i}"] = pygame.Rect(panel.x + 16, panel.y + line_h * (2 + i), pw - 32, line_h)
        x = panel.centerx - (n * bw + (n - 1) * 12) // 2
        for i, (name, _label) in enumerate(self.buttons):
            self.rects[name] = pygame.Rect(x + i * (bw + 12), panel.bottom - TARGET - 16, bw, TARGET)
        names = [name for name, _ in self.buttons]
        keep = self.ring.current
        self.ring.set(names, [self.rects[k] for k in names])
        if keep in names:
            self.ring.focus(keep)

    def press(self, name: str) -> None:  # pragma: no cover - every panel overrides
        raise NotImplementedError

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.PRESS and it.pos is not None:
            for name, _label in self.buttons:
                if self.rects[name].collidepoint(it.pos):
                    self.ring.focus(name)
                    self.press(name)
                    break
        elif k in (I.ACTIVATE, I.RESTART) and self.ring.current:
            self.press(self.ring.current)
        elif k == I.MOVE_CURSOR:
            self.ring.move(it.dx, it.dy)
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif k == I.BACK and self.back:
            self.press(self.back)
        self.app.dirty = True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        R = self.rects
        panel = R["panel"]
        pygame.draw.rect(surf, P.TOOLBAR, panel, border_radius=10)
        pygame.draw.rect(surf, P.GOLD, panel, 2, border_radius=10)
        t = R["title"]
        blit_center(surf, glyph(fit_size(self.title, t.w - 24, round(t.h * 0.7 * P.TEXT_SCALE)), self.title, P.GOLD),
                    t.center)
        for i, text in enumerate(self.lines):
            r = R[f"line{i}"]
            blit_center(surf, glyph(fit_size(text, r.w, round(r.h * 0.7 * P.TEXT_SCALE)), text, P.ICON), r.center)
        for name, label in self.buttons:
            r = R[name]
            pygame.draw.rect(surf, P.ANSWER if name == self.buttons[0][0] else P.TOOLBAR_HI, r,
                             border_radius=max(4, r.h // 8))
            blit_center(surf, glyph(fit_size(label, r.w - 12, round(r.h * 0.45 * P.TEXT_SCALE)), label, P.ICON),
                        r.center)
        if ring_visible(self.app) and self.ring.current:
            draw_ring(surf, R[self.ring.current])
