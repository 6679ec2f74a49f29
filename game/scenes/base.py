"""The base of every scene, and the helper that hides the widgets a scene covers.

A scene is handed the running game as :class:`game.services.Services` and
keeps it as ``self.app``.  The stack the scenes live on, and the event chain
through it, are in :mod:`game.stack`.
"""

from __future__ import annotations

import pygame

from ..input.intents import Intent
from ..services import Services


class Scene:
    transparent = False
    modal = False
    of_the_game = False
    """An overlay about the game on show (the hint, the pause, the solved panel): it is closed when
    another game is set (the puzzle scene finds it by this, without importing each overlay's module)."""

    def __init__(self, app: Services) -> None:
        self.app = app

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def handle(self, intent: Intent) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def relayout(self) -> None:
        """The window changed size: throw away anything that depends on it."""

    @property
    def busy(self) -> bool:
        """True while animating: the loop must keep drawing frames."""
        return False

    def close(self) -> None:
        self.app.stack.remove(self)


class Covering:
    """Hides the pygame-gui widgets a scene covers, for as long as it is up.

    pygame-gui draws its widgets after every scene, so the puzzle's number box
    (and a dialog's window, under the on-screen keyboard) would show through
    an opaque or custom-drawn scene.  Such a scene holds one of these: ``hide``
    on enter and again after a relayout (the puzzle scene then makes a new
    number box), ``show`` on exit.  Only what it hid is shown again, so two
    covering scenes on top of each other (the attract demo and the watch view
    it opens) do not uncover the box while the lower one is still up.
    ``widgets`` may be given as functions returning them (a dialog remade
    by a resize).
    """

    def __init__(self, app: Services, *widgets) -> None:
        self.app = app
        self.widgets = widgets
        self.hidden: list = []
        self.up = False
        """Between ``hide`` and ``show``: the scene holding it is on the stack, covering what lies below."""

    def hide(self) -> None:
        self.up = True
        box = getattr(getattr(self.app, "puzzle_scene", None), "entry", None)
        for w in (box, *(w() if callable(w) else w for w in self.widgets)):
            if w is not None and w.visible:
                w.hide()
                self.hidden.append(w)

    def show(self) -> None:
        self.up = False
        for w in self.hidden:
            if w.alive():
                w.show()
        self.hidden = []
        self.app.dirty = True


def adopt_covered(app: Services, below: object, widget) -> None:
    """A widget made anew by ``below`` (the puzzle's number box, remade when a game opens from the school
    over Help) while a covering scene above it is up: hidden at once, and shown when that covering ends
    -- the lowest one up, so the box stays hidden until every scene covering it has gone."""
    scenes = list(app.stack.scenes)
    above = scenes[scenes.index(below) + 1:] if below in scenes else []
    for sc in above:
        cover = next((c for c in vars(sc).values() if isinstance(c, Covering) and c.up), None)
        if cover is not None:
            if widget.visible:
                widget.hide()
                cover.hidden.append(widget)
            return
