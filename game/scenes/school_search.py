"""The school's search for built-in puzzles whose hardest step is the lesson's: how far it got, and Cancel.

A small panel over the school while :class:`~game.school_index.HardestIndex`
looks through the kind's built-in puzzles, a slice of each frame
(:data:`SLICE` seconds, at least one puzzle), so the window keeps answering:
"Looking through 3000 puzzles ..." over a bar that fills, with the count in
words beside it (never the bar alone), and Cancel -- a finger wide, on the
focus ring, Esc or B.  Cancel keeps what was found so far: the next press goes
on from there (in this session and, through the saved index, the next).  Once
the index can answer, the panel closes and hands the puzzles to ``on_found``.
"""

from __future__ import annotations

from typing import Callable

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..school_index import Found, HardestIndex, index, keep
from ..school_lesson import technique
from ..services import Services
from ..ui.focus import RectRing, ring_visible
from .base import Scene
from ..render.text import wrap
from .school_draw import TARGET, draw_button, draw_text

SLICE = 0.03
"""Seconds of looking per frame: the rest of the frame draws and reads input."""


class SearchScene(Scene):
    """Looks through ``idx`` for puzzles of technique ``abbr`` (named ``name``), then calls ``on_found``."""

    transparent = True
    modal = True
    slice = SLICE

    def __init__(self, app: Services, idx: HardestIndex, abbr: str, name: str,
                 on_found: Callable[[Found], None]) -> None:
        super().__init__(app)
        self.idx, self.abbr, self.name, self.on_found = idx, abbr, name, on_found
        self.ring = RectRing()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.text = pygame.Rect(0, 0, 0, 0)
        self.font = 18

    def enter(self) -> None:
        self.relayout()

    def relayout(self) -> None:
        w, h = self.app.screen.get_size()
        t = max(TARGET, min(64, round(min(w, h) * 0.1)))
        g = max(4, t // 8)
        self.font = max(14, min(24, round(min(w, h) * 0.038)))
        pw = min(w - 2 * g, max(8 * t, w // 2))
        f = self.font      # the words' height as draw_text sets them: a title, a line, a half line after each
        title = len(wrap(self.words()[0], round(f * 1.15), pw - 4 * g)) * round(round(f * 1.15) * 1.3)
        words = title + round(f * 1.3) + 2 * round(f // 2 * 1.3)
        ph = min(h - 2 * g, 4 * g + words + g + t // 2 + g + t)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        inner = self.panel.inflate(-4 * g, -4 * g)
        cancel = pygame.Rect(0, 0, max(3 * t, inner.w // 3), t)
        cancel.midbottom = inner.midbottom
        self.bar = pygame.Rect(inner.x, cancel.y - g - t // 2, inner.w, t // 2)
        self.text = pygame.Rect(inner.x, inner.y, inner.w, self.bar.y - g - inner.y)
        self.ring.set(["cancel"], [cancel])
        self.app.dirty = True

    @property
    def busy(self) -> bool:
        return True   # looking: every frame does a slice of it

    def update(self, dt: float) -> None:
        got = self.idx.run(self.abbr, self.slice)
        self.app.dirty = True
        if got is not None:
            self.close()
            self.keep()
            self.on_found(got)

    def keep(self) -> None:
        """How far the search got, for the next session too."""
        keep(self.idx.kind, self.app.library.storage)
        self.app.library.flush_storage_messages()

    def cancel(self) -> None:
        self.close()
        self.keep()
        self.app.toast(f"Stopped after {self.idx.done} of {self.idx.total} puzzles: the next press goes on from there.")

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.BACK:
            self.cancel()
        elif k in (I.ACTIVATE, I.RESTART):
            self.cancel()           # Cancel is the only control
        elif k == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            if self.ring.rects[0].collidepoint(it.pos):
                self.cancel()
        elif k == I.RESIZE:
            self.relayout()
        return True   # modal: nothing reaches the school beneath

    def words(self) -> list[str]:
        return [f"Looking through {self.idx.total} puzzles for those whose hardest step is {self.name}...",
                f"{self.idx.done} of {self.idx.total} looked at."]

    def draw(self, surf: pygame.Surface) -> None:
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surf.blit(dim, (0, 0))
        pygame.draw.rect(surf, P.BG, self.panel, border_radius=10)
        pygame.draw.rect(surf, P.ICON, self.panel, 2, border_radius=10)
        draw_text(surf, self.text, self.words(), self.font)
        share = self.idx.done / self.idx.total if self.idx.total else 1.0
        fill = self.bar.copy()
        fill.w = round(self.bar.w * share)
        pygame.draw.rect(surf, P.TOOLBAR_HI, self.bar, border_radius=6)
        if fill.w:
            pygame.draw.rect(surf, P.GOLD, fill, border_radius=6)
        pygame.draw.rect(surf, P.ICON, self.bar, 2, border_radius=6)
        draw_button(surf, self.ring.rects[0], "Cancel", self.font)
        if ring_visible(self.app):
            self.ring.draw(surf)


def open_real(app: Services, kind: str, abbr: str, leave: Callable[[], None]) -> None:
    """Open a built-in puzzle whose hardest step is technique ``abbr`` (one not solved yet, if any), after
    ``leave`` (the school closing): at once when the session's index knows them, else after a search."""

    def found(puzzles: Found) -> None:
        if not puzzles:
            app.toast("No built-in puzzle needs exactly this technique at its hardest.")
            return
        done = app.library.storage
        pick = next(((s, n) for s, n in puzzles if not done.is_solved(s, n)), puzzles[0])
        leave()
        if app.library.open_puzzle(*pick):
            app.toast(f"A puzzle whose hardest step is {technique(kind, abbr).name}.")

    idx = index(kind, app.library.storage)
    known = idx.puzzles(abbr)
    if known is None:
        app.stack.push(SearchScene(app, idx, abbr, technique(kind, abbr).name, found))
    else:
        found(known)
