"""The puzzle scene's play aids as one part of it: highlight, pause, Auto-notes, and the game left behind.

What each aid is and its setting: :mod:`game.scenes.aids`.  Here is what the
puzzle scene keeps for them between frames:

* the digit the selection highlights (told from the sudoku tools' highlighter);
* **the game left behind**: opening another puzzle (random, the chooser, the
  number box, the menu, Load, New) over a game in progress keeps that game, and
  Undo on the new game, before any move, brings it back.  The random button
  asks first as well (:func:`ask_first`): one tap there used to lose a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from ..render.aids import BoardMarks
from ..ui.session import Session
from .aids import auto_notes, board_marks, light_digit

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services


class AidsHost(Protocol):
    session: Session

    @property
    def app(self) -> Services: ...

    def set_session(self, session: Session) -> None: ...

    def after_move(self, sound: str | None = None) -> None: ...


def in_progress(s: Session | None) -> bool:
    """A game with moves in force and not solved: leaving it would lose something."""
    return s is not None and s.timeline.can_undo and not s.state.is_solved()


def ask_first(app: Services, what: str, act: Callable[[], object]) -> None:
    """Run ``act`` (which opens another puzzle) at once, or after a yes when a game is in progress."""
    if not in_progress(app.puzzle_scene.session):
        act()
        return
    from .confirm import ConfirmScene

    app.stack.push(ConfirmScene(app, "Leave this game?",
                                f"Open {what}? The game on the board is not finished. (Undo on the new puzzle "
                                f"brings this one back.)", "Open it", lambda: None if act() else None))


class PuzzleAids:
    """What the aids remember for the puzzle scene (a part of it, not a scene)."""

    def __init__(self, scene: AidsHost) -> None:
        self.scene = scene
        self.auto_lit = 0
        self.left: Session | None = None
        """The game in progress that the one on show replaced (Undo before any move brings it back)."""

    @property
    def app(self) -> Services:
        return self.scene.app

    def new_session(self, old: Session | None, new: Session) -> None:
        """A game replaces ``old``: forget this game's aids; keep ``old`` if it was in progress."""
        self.auto_lit = 0
        if old is not None and old is not new:
            # Messages belong to the puzzle they were about: an empty message that has already
            # expired takes the last one's place in the strip.
            self.app.toast("", 0.0)
            # Under an opaque scene (a kiosk's attract demo resetting the game for the next visitor)
            # the player did not choose to leave: nothing is kept for them to undo back to.
            top = self.app.stack.top
            chosen = top is None or top is self.scene or getattr(top, "transparent", False)
            self.left = old if in_progress(old) and chosen else None
            if self.left is not None:
                self.app.toast("The game you left comes back with Undo, before your first move here.", 5.0)

    def bring_back(self) -> bool:
        """Undo with nothing left to undo: the game this one replaced comes back."""
        s = self.scene.session
        old = self.left
        if old is None or s.timeline.can_undo:
            return False
        self.left = None
        self.scene.set_session(old)
        self.app.toast("The game you left is back.")
        return True

    def marks(self) -> BoardMarks:
        return board_marks(self.app, self.scene.session, self.auto_lit)

    def light(self, digit: int) -> None:
        """Highlight the cells holding ``digit`` (the setting permitting; 0 changes nothing)."""
        if digit <= 0:
            return
        self.auto_lit = light_digit(self.app, self.scene.session, digit) or self.auto_lit

    def light_cell(self, cell: int) -> None:
        """A cell was selected: its answer, if it has one, is the digit highlighted."""
        d = self.scene.session.state.answer(cell)
        if d:
            self.light(d)

    def pause(self) -> None:
        from .pause import PauseScene

        if self.app.stack.find(PauseScene) is None and not self.scene.session.state.is_solved():
            self.app.stack.push(PauseScene(self.app))
            self.app.dirty = True

    def fill_notes(self) -> None:
        """Auto-notes: the notes the placed digits allow, as one undoable move."""
        s = self.scene.session
        before = s.timeline.index
        self.app.toast(auto_notes(s))
        self.scene.after_move("apply" if s.timeline.index != before else None)
