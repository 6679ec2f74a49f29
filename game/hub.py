"""All input devices behind one object, so the app's loop stays a loop.

It sits above the adapters of :mod:`game.input` (the lowest layer: raw events
in, intents out), because it also draws: the focus ring and the button hints.

The app owns one :class:`InputHub`.  Each raw event passes through three
steps here before any scene hears of it:

1. ``filter``: the touch adapter merges finger and synthetic-mouse reports of
   one contact into a single stream (see :mod:`game.input.touch`);
2. ``observe``: the device that spoke last becomes ``app.input_mode``
   (``mouse``, ``touch``, ``key`` or ``pad``), which decides whether focus
   rings and button hints are drawn -- a mouse or a finger points for itself;
3. the adapters' ``translate`` (called by the app) makes intents.

``tick(dt)`` gives the adapters their time (a held D-pad repeats, a still
finger becomes a long-press), and ``draw_over`` draws what belongs above
pygame-gui: the focus ring of the top dialog and the button hints.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from .input.adapter import KeyboardMouseAdapter
from .input.gamepad import GamepadAdapter
from .input.intents import Intent
from .input.touch import TouchAdapter
from .render.hints import draw_hints
from .render.layout import toast_rect
from .services import Services
from .ui.focus import ring_visible

_PAD_EVENTS = {pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION, pygame.JOYBUTTONDOWN,
               pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED}


class Adapter(Protocol):
    def translate(self, ev: pygame.event.Event) -> list[Intent]: ...


class InputHub:
    def __init__(self, app: Services) -> None:
        self.app = app
        self.keymouse = KeyboardMouseAdapter()
        self.touch = TouchAdapter(lambda: app.screen.get_size())
        self.gamepad = GamepadAdapter()
        self.adapters: list[Adapter] = [self.keymouse, self.touch, self.gamepad]
        app.input_mode = "mouse"

    def filter(self, ev) -> list:
        return self.touch.filter(ev)

    def observe(self, ev) -> bool:
        """Note which device spoke; True when the event is player input (kiosk idle timers)."""
        t = ev.type
        mode = None
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            mode = "touch" if getattr(ev, "touch", False) else "mouse"
            if t == pygame.MOUSEMOTION and mode == "mouse" and not any(getattr(ev, "buttons", (0,))):
                # a resting mouse jiggles: only a real move takes the rings away
                rel = getattr(ev, "rel", (0, 0))
                if abs(rel[0]) + abs(rel[1]) < 3:
                    return False
        elif t == pygame.KEYDOWN:
            mode = "key"
        elif t in _PAD_EVENTS:
            if t == pygame.CONTROLLERAXISMOTION or t == pygame.JOYAXISMOTION:
                if abs(getattr(ev, "value", 0)) < (0.5 * 32767 if t == pygame.CONTROLLERAXISMOTION else 0.5):
                    return False        # stick noise is not a player
            mode = "pad"
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED) and self.app.input_mode == "pad":
            # translate() runs after observe(): the pad being removed is still listed
            if len(self.gamepad.pads) <= 1:
                self.app.input_mode = "key"     # no pad left: keyboard hints
                self.app.dirty = True
        if mode is None:
            return False
        if mode != self.app.input_mode:
            self.app.input_mode = mode
            self.app.dirty = True
        return True

    def tick(self, dt: float) -> list[Intent]:
        return self.touch.tick(dt) + self.gamepad.tick(dt)

    @property
    def busy(self) -> bool:
        return self.touch.touching or bool(self.gamepad._held)

    @property
    def pad_style(self) -> str | None:
        return self.gamepad.style if self.app.input_mode == "pad" or self.gamepad.connected else None

    def draw_over(self, surf: pygame.Surface, message_showing: bool) -> None:
        top = self.app.stack.top
        ring = getattr(top, "focus", None)
        if ring is not None and ring_visible(self.app) and hasattr(ring, "draw"):
            ring.draw(surf)
        if message_showing or not ring_visible(self.app) or getattr(top, "shows_keys", False):
            return                      # (a scene whose buttons show their keys needs no strip over them)
        context = getattr(top, "key_context", None) or ("puzzle" if getattr(top, "modal", False) is False
                                                        else "dialog")
        style = self.gamepad.style if self.app.input_mode == "pad" else None
        if self.app.input_mode == "pad" and style is None:
            style = "xbox"
        r = toast_rect(*surf.get_size())
        window = getattr(top, "window", None)
        if window is not None and window.rect.colliderect(r):
            return                      # a tall dialog covers the strip: its own buttons speak for it
        draw_hints(surf, r, style, context)
