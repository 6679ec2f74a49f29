"""Devices for the play-aid tests: a finger, a gamepad, and where a cell is."""

from __future__ import annotations

import pygame

from ui_helpers import click, key



def tap(app, pos, hold: float = 0.0, frames: int = 2) -> None:
    """A finger's tap (held ``hold`` seconds) at ``pos``."""
    w, h = app.screen.get_size()
    x, y = (pos[0] + 0.5) / w, (pos[1] + 0.5) / h
    for t in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=1, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0))
        app.pump(1)
        if t == pygame.FINGERDOWN:
            for _ in range(int(hold / 0.1) + 1 if hold else 0):
                app.pump(1, dt=0.1)
    app.pump(frames)


def pad(app, name: str, frames: int = 2) -> None:
    """Press and release a gamepad button by position name."""
    b = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
         "y": pygame.CONTROLLER_BUTTON_Y, "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
         "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
         "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "start": pygame.CONTROLLER_BUTTON_START,
         "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER}[name]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b))
    app.pump(frames)


def trigger(app, frames: int = 2) -> None:
    """The right trigger pulled and let go: the pad's next digit."""
    for v in (1.0, 0.0):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT, value=int(v * 32767)))
        app.pump(1)
    app.pump(frames)


def press_element(app, device: str, element) -> None:
    """Press a pygame-gui button by mouse, finger, gamepad (the focus ring walked to it by the d-pad, then A)
    or keys (by the arrows, then Enter)."""
    if device == "mouse":
        click(app, element.rect.center)
    elif device == "touch":
        tap(app, element.rect.center)
    else:
        if device == "key":
            keys = {"down": pygame.K_DOWN, "up": pygame.K_UP, "right": pygame.K_RIGHT, "left": pygame.K_LEFT,
                    "a": pygame.K_RETURN}
            step = lambda name: key(app, keys[name])   # noqa: E731
        else:
            step = lambda name: pad(app, name)   # noqa: E731
        ring = app.stack.top.focus
        for _ in range(40):
            if ring.current is element:
                break
            cur, goal = ring.current.rect.center, element.rect.center
            if abs(goal[1] - cur[1]) > 4:
                step("down" if goal[1] > cur[1] else "up")
            else:
                step("right" if goal[0] > cur[0] else "left")
        assert ring.current is element
        step("a")
