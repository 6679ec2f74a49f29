"""Dialogs built from pygame-gui windows: the base of every dialog, and messages.

Each dialog is a modal, transparent scene: the puzzle stays visible (dimmed)
beneath, and nothing reaches it while the dialog is up.  A dialog builds its
widgets on ``enter`` and kills them on ``exit``, always passing the app's
manager explicitly (never relying on "the first manager created").  Widgets
report through ``UI`` intents; Esc and the window's close button both close.

The dialogs with more to them have modules of their own above this one:
Settings in :mod:`game.scenes.settings_dialog`, Save / Load in
:mod:`game.scenes.saveload`, Help in :mod:`game.scenes.help`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..services import Services
from ..render import palette as P
from ..render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen
from ..ui.focus import FocusRing
from ..ui.theme import look_key
from ..ui.textsafe import clean
from .base import Scene

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton, UIWindow

TITLE_EXTRA = TARGET - 28
"""The theme's title bar (and its close button) is a finger high, 20 px more than pygame-gui's own."""


def finger_sized(widget, items: list[str] | None = None):
    """Give a list's rows and a text box's or list's scroll bar a finger's size (pygame-gui draws 20 px).

    pygame-gui has no theme setting for these, only attributes read when the
    widget builds its parts, so they are set here and the parts rebuilt; a
    list is made empty and filled afterwards (``items``) for that reason.
    """
    widget.scroll_bar_width = TARGET + 4   # the slider inside is the target: the bar's border comes off it
    if items is not None:
        widget.list_item_height = TARGET
        widget.set_item_list(items)
    else:
        widget.rebuild()
    return widget


def full_width_list(menu):
    """Make a drop-down menu's list of choices as wide as the menu (pygame-gui leaves out the width of
    the arrow button, so the list looked narrower than the field it drops from)."""
    state = menu.menu_states["expanded"]
    start = state.start

    def start_full_width(should_rebuild: bool = True) -> None:
        start(should_rebuild)
        options = state.options_selection_list
        if options is not None:
            options.set_dimensions((menu.relative_rect.width, options.relative_rect.height))

    state.start = start_full_width
    return menu


def _centered(app: Services, w: int, h: int, tall: bool = False) -> pygame.Rect:
    """A dialog of ``w`` x ``h`` at 800x480 and normal text, centred, wider as its text grows
    (game.ui.theme) and, if ``tall`` (flowing text), taller too; rows of buttons keep their height."""
    sw, sh = app.screen.get_size()
    grow = look_key(P.TEXT_SCALE, (sw, sh))[0]
    w, h = min(round(w * grow), sw - 16), min(round(h * grow) if tall else h, sh - 16)
    return pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)


class DialogScene(Scene):
    transparent = True
    modal = True
    title = ""
    size = (520, 380)
    tall = False
    """Whether the dialog's height grows with its text (flowing text does; rows of buttons need not)."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.window: UIWindow | None = None
        self.focus: FocusRing | None = None  # the gamepad / keyboard focus ring over this dialog's widgets (game.ui.focus)

    def enter(self) -> None:
        import pygame_gui

        w, h = self.size  # sized for pygame-gui's 28-px title bar; the theme's is a finger high
        self.window = pygame_gui.elements.UIWindow(_centered(self.app, w, h + TITLE_EXTRA, self.tall),
                                                   manager=self.app.manager, window_display_title=clean(self.title),
                                                   resizable=False)
        self.build(self.window)
        self.focus = FocusRing(self.window.get_container(), self.app)

    def build(self, window) -> None:
        pass

    def exit(self) -> None:
        if self.window is not None:
            self.window.kill()
            self.window = None
        self.app.dirty = True

    def relayout(self) -> None:
        index = self.focus.index if self.focus is not None else 0
        self.exit()
        self.enter()
        if self.focus is not None and self.focus.items:
            self.focus.index = min(index, len(self.focus.items) - 1)

    def inner(self) -> tuple[int, int]:
        if self.window is None:
            raise RuntimeError("a dialog is measured only while its window is open (enter, build)")
        r = self.window.get_container().get_rect()
        return r.w, r.h

    def handle(self, it: Intent) -> bool:
        if self.focus is not None and self.window is not None:
            moved = self.focus.handle(it)   # arrows, Tab, Enter / A: the same UI intents a click makes
            if isinstance(moved, Intent):
                self.on_ui(moved)
                return True
            if moved:
                self.app.dirty = True
                return True
        if it.kind == I.BACK:
            self.close()
            return True
        if it.kind == I.UI:
            if it.name == "window_close" and it.element is self.window:
                self.window = None  # pygame-gui already killed it
                self.close()
                return True
            return self.on_ui(it)
        if it.kind == I.HELP:
            return True
        return True  # modal: nothing reaches the puzzle

    def on_ui(self, it: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))


def fitted(text: str) -> tuple[int, int]:
    """A dialog's size for ``text`` over a row of buttons (about 55 characters a line at the theme's font)."""
    return 520, min(560, 150 + 26 * (len(text) // 55 + 1))


class MessageScene(DialogScene):
    """A title and a few sentences with an OK button (hint explanations, notices)."""

    tall = True

    def __init__(self, app: Services, title: str, text: str, size: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        if size is None:
            size = fitted(text)
        # Notices quote what files hold: pygame-gui must not be handed a NUL or a zero-width text to draw.
        self.title, self.text, self.size = clean(title), clean(text), size
        self.ok: UIButton | None = None
        self.textbox = None

    def build(self, window) -> None:
        import pygame_gui

        w, h = self.inner()
        self.textbox = finger_sized(pygame_gui.elements.UITextBox(self.text, pygame.Rect(8, 8, w - 16, h - 72),
                                                                  manager=self.app.manager, container=window))
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(w - 108, h - 56, 100, 48), "OK",
                                               manager=self.app.manager, container=window)

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element is self.ok:
            self.close()
        return True
