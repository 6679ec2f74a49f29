"""What the keys and presses mean on the puzzle screen, once the digit pad has had them.

* pointer presses on a candidate slot become delete / restore / set by the
  mouse-mapping setting (:data:`MAPPINGS`: the seed's Summary, or its Playing
  section's order); a primary press on a player's big answer clears it back
  to its candidates; givens never change; a press on a toolbar icon is the
  icon's (:meth:`game.scenes.puzzle.PuzzleScene.press_icon`); a press on
  the clock pauses; selecting a cell with an answer highlights that digit;
* keys: arrows move the cursor, digits toggle candidates, Shift+digit sets,
  Backspace clears, Enter restarts, Ctrl+Z / Ctrl+Y undo and redo (an undo
  with nothing left to undo brings back the game this one replaced), H hints,
  C checks, P pauses, N fills in the notes (Auto-notes), and the help and
  back keys open the help and the menu;
* the pointer over the number box gives it the typing, and Enter in it opens
  the puzzle typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..input import intents as I
from ..input.intents import Intent
from ..input.mouse import MAPPINGS
from ..ui.session import Session
from .puzzle_aids import PuzzleAids
from .puzzle_toolbar import Toolbar

if TYPE_CHECKING:  # pragma: no cover
    from ..render.layout import Layout
    from ..services import Services


class BoardHost(Protocol):
    """What the board input reads and calls of the puzzle scene that owns it (which imports this module)."""

    session: Session
    toolbar: Toolbar
    aids: PuzzleAids

    @property
    def app(self) -> Services: ...

    @property
    def placed(self) -> Layout: ...

    def after_move(self, sound: str | None = None) -> None: ...

    def restart(self) -> None: ...

    def wand_primary(self) -> None: ...

    def thumb(self) -> None: ...

    def load_number(self, text: str) -> None: ...

    def press_icon(self, name: str, button: str | None) -> None: ...


class BoardInput:
    """The puzzle scene's intents after its digit pad's (a part of the scene, not a scene)."""

    def __init__(self, scene: BoardHost) -> None:
        self.scene = scene

    @property
    def mapping(self) -> dict[str, str]:
        return MAPPINGS.get(getattr(self.scene.app.settings, "mouse_mapping", "summary"), MAPPINGS["summary"])

    def handle(self, it: Intent) -> bool:
        sc = self.scene
        s = sc.session
        k = it.kind
        if k == I.PRESS:
            return self.press(it)
        if k == I.MOTION:
            if it.pos is not None:
                sc.toolbar.hover(it.pos)
            return False
        if k == I.UI:
            if it.element is sc.toolbar.entry and it.name == "entry_finished":
                sc.load_number(it.text)
                return True
            return False
        if k == I.UNDO:
            if s.undo():
                s.ui.hint = None
            elif sc.aids.bring_back():   # nothing to undo on a puzzle opened over a game: that game
                return True
            sc.after_move("undo")
            return True
        if k == I.REDO:
            if s.redo():
                s.ui.hint = None
            sc.after_move("undo")
            return True
        if k == I.RESTART:
            sc.restart()
            return True
        if k == I.MOVE_CURSOR:
            w, h = s.puzzle.width, s.puzzle.height
            r, c = divmod(s.ui.cursor, w)
            if s.ui.show_cursor:
                s.ui.cursor = ((r + it.dy) % h) * w + (c + it.dx) % w
            s.ui.show_cursor = True
            sc.aids.light_cell(s.ui.cursor)
            sc.app.dirty = True
            return True
        if k in (I.DIGIT_TOGGLE, I.DIGIT_SET, I.CLEAR_CELL):
            s.ui.show_cursor = True  # the cell a key acts on is always shown
            sc.aids.light(it.digit)
        if k == I.DIGIT_TOGGLE:
            if s.toggle(s.ui.cursor, it.digit):
                sc.after_move("delete")
            return True
        if k == I.DIGIT_SET:
            if s.candidate_action(s.ui.cursor, it.digit, "set"):
                sc.after_move("set")
            return True
        if k == I.CLEAR_CELL:
            if s.clear(s.ui.cursor):
                sc.after_move("restore")
            return True
        if k == I.HINT:
            sc.wand_primary()
            return True
        if k == I.CHECK:
            sc.thumb()
            return True
        if k == I.PAUSE:
            sc.aids.pause()
            return True
        if k == I.AUTO_NOTES:
            sc.aids.fill_notes()
            return True
        if k == I.HELP:
            from .help import HelpScene

            sc.app.stack.push(HelpScene(sc.app))
            return True
        if k == I.BACK:
            from .menu import MenuScene

            sc.app.stack.push(MenuScene(sc.app))
            return True
        return False

    def press(self, it: Intent) -> bool:
        """A press on the board or a toolbar icon (the pad has had it first)."""
        sc = self.scene
        L = sc.placed
        if it.pos is None:
            return False
        name = L.icon_at(it.pos)
        if name is not None:
            sc.press_icon(name, it.button)
            return True
        if L.boxes["clock"].collidepoint(it.pos):
            sc.aids.pause()              # the clock is the pause button
            return True
        cell = L.cell_at(it.pos)
        if cell is None:
            return False
        s = sc.session
        s.ui.cursor = cell
        s.ui.show_cursor = True
        sc.aids.light_cell(cell)
        sc.app.dirty = True
        if s.state.is_given(cell) or (it.source == "touch" and L.pad is not None):
            return True  # a finger selects the cell; the pad beside it changes the digits
        if it.button is None:
            return True  # no button meaning, so no candidate action: the cell is selected
        n = s.puzzle.max_digit[cell]
        action = self.mapping[it.button]
        digit = L.slot_at(cell, it.pos, n)
        if s.state.answer(cell) and (digit == 0 or action == "delete"):
            # The big answer digit: the delete button clears it back to its candidates.
            if action == "delete" and s.clear(cell):
                sc.after_move("restore")
            return True
        if digit and s.candidate_action(cell, digit, action):
            sc.after_move({"delete": "delete", "restore": "restore", "set": "set"}[action])
        return True
