"""The scene stack and the event chain through it.

A scene has ``enter`` / ``exit`` (pushed / popped), ``handle(intent) ->
consumed``, ``update(dt)`` and ``draw(surface)``.  The chain, which
tests/scenes/test_base.py checks as documented here:

* **Intents go top-down.**  ``SceneStack.dispatch`` offers an intent to the
  top scene first; if it returns False the next scene down gets it, and so
  on.  A ``modal`` scene (menus, dialogs) ends the walk even when it did not
  use the intent, so a click outside a dialog never reaches the board.  A
  transparent non-modal overlay (the hint overlay) takes what it understands
  -- wand clicks, Esc -- and lets every other intent fall through to the
  puzzle, which is how the player can still click candidates while a hint
  is shown.
* **Drawing goes bottom-up** from the highest opaque scene: a ``transparent``
  scene is drawn over whatever lies beneath it.
* **Every scene updates** each frame (the puzzle clock keeps running under a
  hint), topmost last.
* **A failing scene does not end the game.**  With ``on_error`` set (the app
  sets it), an exception in a scene's handle, update or draw goes to the
  app's safety net, which saves, logs and takes the scene away.

pygame-gui sits *before* the chain: the app offers each raw event to the UI
manager first and only translates unconsumed events into intents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar

import pygame

from ..input.intents import Intent

if TYPE_CHECKING:  # pragma: no cover
    from ..app import App

S = TypeVar("S", bound="Scene")

class Scene:
    transparent = False
    modal = False

    def __init__(self, app: "App") -> None:
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

    def __init__(self, app: "App", *widgets) -> None:
        self.app = app
        self.widgets = widgets
        self.hidden: list = []

    def hide(self) -> None:
        box = getattr(getattr(self.app, "puzzle_scene", None), "entry", None)
        for w in (box, *(w() if callable(w) else w for w in self.widgets)):
            if w is not None and w.visible:
                w.hide()
                self.hidden.append(w)

    def show(self) -> None:
        for w in self.hidden:
            if w.alive():
                w.show()
        self.hidden = []
        self.app.dirty = True


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.on_error: Callable[[Scene, BaseException, str], None] | None = None
        """``on_error(scene, exc, doing)``: the app's safety net.  When set, an exception in a scene's
        handle, update or draw is reported to it instead of ending the game (None: it propagates)."""

    def _failed(self, scene: Scene, exc: Exception, doing: str) -> None:
        if self.on_error is None:
            raise exc
        self.on_error(scene, exc, doing)

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        s = self.scenes.pop()
        s.exit()
        return s

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def find(self, cls: type[S]) -> S | None:
        for s in reversed(self.scenes):
            if isinstance(s, cls):
                return s
        return None

    def dispatch(self, intent: Intent) -> Scene | None:
        """Offer ``intent`` top-down; the scene that consumed it (or the modal that stopped it)."""
        for s in reversed(list(self.scenes)):
            try:
                if s.handle(intent):
                    return s
            except Exception as e:
                self._failed(s, e, f"handling {intent.kind}")
                return s
            if s.modal:
                return s
        return None

    def update(self, dt: float) -> None:
        for s in list(self.scenes):
            try:
                s.update(dt)
            except Exception as e:
                self._failed(s, e, "updating")

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        for s in list(self.scenes[start:]):
            try:
                s.draw(surface)
            except Exception as e:
                self._failed(s, e, "drawing")

    @property
    def busy(self) -> bool:
        return any(s.busy for s in self.scenes)
