"""Translate raw pygame events into :class:`~game.input.intents.Intent` values.

One adapter per family of devices, each a small pure-ish function of the
event: :class:`KeyboardMouseAdapter` here; the touch and gamepad adapters
(:mod:`.touch`, :mod:`.gamepad`) slot in beside it (``App.adapters`` is a list, and each adapter
returns ``[]`` for events it does not understand).  Mouse events that SDL
synthesises from touches carry ``event.touch``; the touch adapter will claim
those, so this one skips them already and a finger never acts twice.

pygame-gui widgets report through custom event types; they become ``UI``
intents naming the widget, so scenes never import pygame-gui's event ids.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from . import intents as I
from .intents import Intent

_BUTTONS = {1: I.PRIMARY, 2: I.MIDDLE, 3: I.SECONDARY}
_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
_ZOOM_KEYS = {pygame.K_EQUALS: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1,
              pygame.K_0: 0, pygame.K_KP0: 0}   # with Ctrl, as in a browser
_DIGIT_KEYS = {**{getattr(pygame, f"K_{d}"): d for d in range(10)},
               **{getattr(pygame, f"K_KP{d}"): d for d in range(10)}}


def _ui_names() -> dict[int, str]:
    import pygame_gui as g

    return {
        g.UI_BUTTON_PRESSED: "button",
        g.UI_TEXT_ENTRY_FINISHED: "entry_finished",
        g.UI_SELECTION_LIST_NEW_SELECTION: "list_select",
        g.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION: "list_double",
        g.UI_DROP_DOWN_MENU_CHANGED: "dropdown",
        g.UI_WINDOW_CLOSE: "window_close",
        g.UI_CONFIRMATION_DIALOG_CONFIRMED: "confirmed",
        g.UI_FILE_DIALOG_PATH_PICKED: "path_picked",
    }


class KeyboardMouseAdapter:
    """Mouse buttons keep their seed meanings; keys follow the issue's table."""

    def __init__(self) -> None:
        self._ui = _ui_names()

    def translate(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if t == pygame.QUIT:
            return [Intent(I.QUIT)]
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if t == pygame.VIDEORESIZE:
                return [Intent(I.RESIZE, size=(ev.w, ev.h))]
            return [Intent(I.RESIZE, size=(ev.x, ev.y))]
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if getattr(ev, "touch", False) or ev.button not in _BUTTONS:
                return []
            kind = I.PRESS if t == pygame.MOUSEBUTTONDOWN else I.RELEASE
            return [Intent(kind, pos=tuple(ev.pos), button=_BUTTONS[ev.button])]
        if t == pygame.MOUSEMOTION:
            return [] if getattr(ev, "touch", False) else [Intent(I.MOTION, pos=tuple(ev.pos))]
        if t == pygame.MOUSEWHEEL:
            shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)   # Shift+wheel: sideways (a big board)
            return [Intent(I.SCROLL, dx=int(getattr(ev, "x", 0)), dy=int(ev.y), name="shift" if shift else "")]
        if t == pygame.KEYDOWN:
            return [replace(it, source="key") for it in self._key(ev)]
        if t in self._ui:
            return [Intent(I.UI, name=self._ui[t], element=getattr(ev, "ui_element", None),
                           text=str(getattr(ev, "text", "")))]
        return []

    def _key(self, ev: pygame.event.Event) -> list[Intent]:
        k, mod = ev.key, ev.mod
        ctrl = bool(mod & pygame.KMOD_CTRL)
        shift = bool(mod & pygame.KMOD_SHIFT)
        if ctrl and shift and mod & pygame.KMOD_ALT and k == pygame.K_q:
            return [Intent(I.OPERATOR)]   # the kiosk operator's chord (a quit outside kiosk mode)
        if k == pygame.K_TAB:
            return [Intent(I.FOCUS_NEXT, dx=-1 if shift else 1)]
        if ctrl:
            if k in _ZOOM_KEYS:
                return [Intent(I.ZOOM, dx=_ZOOM_KEYS[k])]
            if k == pygame.K_z:
                return [Intent(I.REDO if shift else I.UNDO)]
            if k == pygame.K_y:
                return [Intent(I.REDO)]
            if k == pygame.K_q:
                return [Intent(I.QUIT)]
            return []
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Intent(I.RESTART)]
        if k == pygame.K_ESCAPE:
            return [Intent(I.BACK)]
        if k == pygame.K_F1:
            return [Intent(I.HELP)]
        if k in _ARROWS:
            dx, dy = _ARROWS[k]
            return [Intent(I.MOVE_CURSOR, dx=dx, dy=dy)]
        if k in _DIGIT_KEYS:
            d = _DIGIT_KEYS[k]
            return [Intent(I.DIGIT_SET if shift else I.DIGIT_TOGGLE, digit=d)]
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE):
            return [Intent(I.CLEAR_CELL)]
        if k == pygame.K_SPACE:
            return [Intent(I.ACTIVATE)]
        if k == pygame.K_h:
            return [Intent(I.HINT)]
        if k == pygame.K_c:
            return [Intent(I.CHECK)]
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return [Intent(I.DIGIT_STEP, dx=-1 if k in (pygame.K_MINUS, pygame.K_KP_MINUS) else 1)]
        if k == pygame.K_x:
            return [Intent(I.EXPLAIN)]
        if k == pygame.K_e:
            return [Intent(I.ZERO)]
        if k == pygame.K_p:
            return [Intent(I.PAUSE)]
        if k == pygame.K_n:
            return [Intent(I.AUTO_NOTES)]
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return [Intent(I.SCROLL, dy=1 if k == pygame.K_PAGEUP else -1)]
        return []
