"""On-screen typing without a keyboard, and the settings of the puzzle screen's look.

**The number pad** (:class:`NumberPadScene`) is a modal scene for typing a
number without a keyboard: the puzzle number, the kiosk operator's PIN.
Physical digit keys, Backspace, Enter and Esc work on it too.  The digit
pad beside the board is :mod:`game.scenes.digit_pad`; the button hints in
the message strip are drawn by :mod:`game.render.hints`.

Here too: the layout options the settings give the puzzle screen
(:func:`layout_options`), the look settings (hand, pad position, colours,
text size) and the puzzle chooser with a focus ring (:func:`focus_chooser`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypedDict

import pygame

from ..engine.puzzle import Puzzle
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.text import blit_center, fit_size, glyph
from ..ui.focus import RectRing, draw_ring, ring_visible
from .base import Scene

if TYPE_CHECKING:  # pragma: no cover - the chooser loads when first opened
    from ..services import Services
    from .chooser import ChooserScene

KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")
KEY_LABELS = {"del": "Del", "ok": "OK", "cancel": "Cancel", "space": "Space"}


class NumberPadScene(Scene):
    """Type a number with big keys: digits, delete, OK; Esc / B / Cancel closes."""

    transparent = True
    modal = True

    def __init__(self, app: Services, title: str, on_done: Callable[[str], None], *, initial: str = "",
                 secret: bool = False, max_len: int = 6) -> None:
        super().__init__(app)
        self.title, self.on_done, self.text = title, on_done, initial
        self.secret, self.max_len = secret, max_len
        self.ring = RectRing()
        self.geometry()

    def geometry(self) -> dict[str, pygame.Rect]:
        w, h = self.app.screen.get_size()
        key = max(40, min(96, (h - 24) * 10 // 71, (w - 24) // 4))  # the panel is about 7 keys tall
        gap = max(4, key // 10)
        pw = 3 * key + 4 * gap
        ph = round(key * 0.7) * 2 + 5 * (key + gap) + gap
        panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        head = round(key * 0.7)
        rects = {"title": pygame.Rect(panel.x, panel.y, pw, head),
                 "display": pygame.Rect(panel.x + gap, panel.y + head, pw - 2 * gap, head), "panel": panel}
        y0 = panel.y + 2 * head + gap
        for i, k in enumerate(KEYS):
            rects[k] = pygame.Rect(panel.x + gap + (i % 3) * (key + gap), y0 + (i // 3) * (key + gap), key, key)
        rects["cancel"] = pygame.Rect(panel.x + gap, y0 + 4 * (key + gap), pw - 2 * gap, key)
        self.rects = rects
        self.names = [*KEYS, "cancel"]
        self.ring.set(self.names, [rects[k] for k in self.names])
        return rects

    def relayout(self) -> None:
        self.geometry()

    def press(self, name: str) -> None:
        if name == "ok":
            self.close()
            self.on_done(self.text)
        elif name == "cancel":
            self.close()
        elif name == "del":
            self.text = self.text[:-1]
        elif len(self.text) < self.max_len:
            self.text += " " if name == "space" else name
        self.app.dirty = True

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.PRESS and it.button == I.PRIMARY:
            for name in self.names:
                if it.pos is not None and self.rects[name].collidepoint(it.pos):
                    self.ring.focus(name)
                    self.press(name)
                    break
        elif k in (I.DIGIT_TOGGLE, I.DIGIT_SET) and it.digit in range(10):
            self.press(str(it.digit))
        elif k == I.CLEAR_CELL:
            self.press("del")
        elif k == I.RESTART:                      # Enter
            self.press("ok") if it.source == "key" else self.press(self.ring.current or "ok")
        elif k == I.ACTIVATE:
            self.press(self.ring.current or "ok")
        elif k == I.MOVE_CURSOR:
            self.ring.move(it.dx, it.dy)
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif k == I.BACK:
            self.press("cancel")
        self.app.dirty = True
        return True  # modal

    def draw(self, surf: pygame.Surface) -> None:
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surf.blit(dim, (0, 0))
        R = self.rects
        panel = R["panel"]
        pygame.draw.rect(surf, P.TOOLBAR, panel, border_radius=10)
        pygame.draw.rect(surf, P.GOLD, panel, 2, border_radius=10)
        t = R["title"]
        blit_center(surf, glyph(fit_size(self.title, t.w - 16, round(t.h * 0.55)), self.title, P.ICON), t.center)
        d = R["display"]
        pygame.draw.rect(surf, P.BOX, d, border_radius=6)
        self.draw_text(surf, d)
        size = round(min(R[self.names[0]].h, 96) * 0.5 * P.TEXT_SCALE)
        for name in self.names:
            r = R[name]
            col = P.ANSWER if name == "ok" else P.TOOLBAR_HI
            pygame.draw.rect(surf, col, r, border_radius=max(4, r.h // 8))
            label = KEY_LABELS.get(name, name)
            blit_center(surf, glyph(fit_size(label, r.w - 8, size), label, P.ICON), r.center)
        if ring_visible(self.app) and self.ring.current:
            draw_ring(surf, R[self.ring.current])

    def draw_text(self, surf: pygame.Surface, d: pygame.Rect) -> None:
        """The typed text in its box (dots for a PIN)."""
        if self.secret:
            for i in range(len(self.text)):
                pygame.draw.circle(surf, P.BOX_TEXT, (d.x + d.h // 2 + i * d.h * 0.6, d.centery), d.h // 6)
        else:
            blit_center(surf, glyph(round(d.h * 0.75), self.text or " ", P.BOX_TEXT), d.center)


class LayoutOptions(TypedDict):
    """compute_layout's keyword arguments that come from the settings and the puzzle."""
    digits: int
    pad: str
    handed: str


def layout_options(app: Services, puzzle: Puzzle) -> LayoutOptions:
    """compute_layout's keyword arguments from the settings (handedness, pad position)."""
    digits = max(puzzle.max_digit) if puzzle.max_digit else 1
    pad, hand = app.settings.pad_position, app.settings.handedness
    from ..render.layout import HANDS, PAD_POSITIONS

    return {"digits": digits, "pad": pad if pad in PAD_POSITIONS else "auto",
            "handed": hand if hand in HANDS else "right"}


# -- the look settings (Settings dialog) ---------------------------------------------------------------

LOOK_SETTINGS = {
    "handedness": ("Hand", {"right": "right", "left": "left"}),
    "pad_position": ("Digit pad", {"auto": "auto", "beside": "beside", "below": "below", "hidden": "hidden"}),
    "palette": ("Colours", {"normal": "normal", "colourblind": "colour-blind safe", "contrast": "high contrast"}),
    "text_size": ("Text", {"normal": "normal", "small": "small", "large": "large"}),
}


def look_value(app: Services, key: str) -> str:
    choices = LOOK_SETTINGS[key][1]
    v = getattr(app.settings, key)
    return v if v in choices else next(iter(choices))


def look_label(app: Services, key: str) -> str:
    title, choices = LOOK_SETTINGS[key]
    return f"{title}: {choices[look_value(app, key)]}"


def cycle_look(app: Services, key: str) -> None:
    """Step a look setting to its next choice, into the settings, and redraw everything with it."""
    choices = list(LOOK_SETTINGS[key][1])
    new = choices[(choices.index(look_value(app, key)) + 1) % len(choices)]
    app.settings = app.settings.with_(**{key: new})
    apply_look(app)


def apply_look(app: Services) -> None:
    from ..ui.theme import use_look

    P.use_palette(look_value(app, "palette"), look_value(app, "text_size"))
    use_look(app.manager, P.TEXT_SCALE, app.screen.get_size())   # dialogs, help, the number box: pygame-gui's
    app.resize(app.screen.get_size())   # every scene relayouts: new panel side, colours, sizes


# -- the puzzle chooser, reachable without a pointer ------------------------------------------------------

def focus_chooser(app: Services, kind: str) -> ChooserScene:
    """The chooser with a ring on one tile: arrows / D-pad move it across pages, Enter / A opens it."""
    from .chooser import ChooserScene, chooser_geometry

    class FocusChooser(ChooserScene):
        def __init__(self) -> None:
            super().__init__(app, kind)
            cur = app.puzzle_scene.current
            self.sel = cur.number if cur.kind == kind and 0 <= cur.number < self.count else self.page * self.per_page

        def _move(self, delta: int) -> None:
            self.sel = max(0, min(self.count - 1, self.sel + delta))
            self.page = self.sel // self.per_page
            self.app.dirty = True

        def handle(self, it: Intent) -> bool:
            cols = chooser_geometry(self.app.screen.get_size())["cols"]
            if it.kind == I.MOVE_CURSOR and (it.dx or it.dy):
                self._move(it.dx + it.dy * cols)
                return True
            if it.kind == I.FOCUS_NEXT:
                self._move(it.dx or 1)
                return True
            if it.kind in (I.UNDO, I.REDO, I.DIGIT_STEP):          # shoulders / triggers: a page at a time
                step = it.dx if it.kind == I.DIGIT_STEP else (-1 if it.kind == I.UNDO else 1)
                self._move(step * self.per_page)
                return True
            if it.kind in (I.ACTIVATE, I.RESTART):
                self.close()
                self.app.library.open_puzzle(self.kind, self.sel)
                return True
            handled = super().handle(it)
            if it.kind == I.SCROLL or (it.kind == I.PRESS and self.page != self.sel // self.per_page):
                self.sel = min(self.count - 1, self.page * self.per_page + self.sel % self.per_page)
            return handled

        def draw(self, surf: pygame.Surface) -> None:
            super().draw(surf)
            if ring_visible(self.app) and self.sel // self.per_page == self.page:
                g = chooser_geometry(surf.get_size())
                i, tile, cols = self.sel % self.per_page, g["tile"], g["cols"]
                r = pygame.Rect(g["grid"].x + (i % cols) * tile, g["grid"].y + (i // cols) * tile, tile, tile)
                draw_ring(surf, r.inflate(-3, -3), max(2, tile // 16))

        def relayout(self) -> None:
            super().relayout()
            self.page = self.sel // self.per_page   # a new page size: the page that holds the ring

    return FocusChooser()
