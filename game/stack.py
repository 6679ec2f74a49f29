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

The stack knows scenes only by :class:`SceneLike`, what it calls on them, so
it sits below the services interface (:mod:`game.services`) that scenes are
given, and below the scenes themselves (:mod:`game.scenes.base`).
"""

from __future__ import annotations

from typing import Callable, Protocol, TypeVar

import pygame

from .input.intents import Intent


class SceneLike(Protocol):
    """What the stack and the app's loop call on a scene (:class:`game.scenes.base.Scene` has it all)."""

    transparent: bool
    modal: bool

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def handle(self, intent: Intent) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def relayout(self) -> None: ...

    @property
    def busy(self) -> bool: ...


S = TypeVar("S", bound=SceneLike)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[SceneLike] = []
        self.on_error: Callable[[SceneLike, BaseException, str], None] | None = None
        """``on_error(scene, exc, doing)``: the app's safety net.  When set, an exception in a scene's
        handle, update or draw is reported to it instead of ending the game (None: it propagates)."""

    def _failed(self, scene: SceneLike, exc: Exception, doing: str) -> None:
        if self.on_error is None:
            raise exc
        self.on_error(scene, exc, doing)

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> SceneLike | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: S) -> S:
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> SceneLike | None:
        if not self.scenes:
            return None
        s = self.scenes.pop()
        s.exit()
        return s

    def remove(self, scene: SceneLike) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def find(self, cls: type[S]) -> S | None:
        for s in reversed(self.scenes):
            if isinstance(s, cls):
                return s
        return None

    def dispatch(self, intent: Intent) -> SceneLike | None:
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
