"""What the pointer, a finger, the keys and a gamepad do in the editor.

* **Regions.**  Drag across the board with the mouse or a finger: each cell
  the drag enters joins the region it came from, and the whole drag is one
  undo step.  On keys or a gamepad, Space / A puts the pen down on the cursor
  cell, and the arrows or the D-pad then draw from it until Space / A lifts it.
  A cell leaves its region for one of its own by a right click, a long press,
  Backspace, the gamepad's Y, or the pad's Split cell.
* **Givens.**  Choose a cell (click, tap, arrows); a digit key, the pad or the
  gamepad's A (the triggers choose its digit) places it; 0, Backspace, Erase
  or the gamepad's Y take it away.  Where a cell holds more than nine, the
  figures are typed and Enter (or OK) places the number.
* **Sums.**  Choose a circle (click or tap near it, arrows), type its number,
  Enter or OK; Backspace takes a figure back (or clears the sum).
* **The panel.**  Tab, the gamepad's Start, or an arrow off the board's edge
  on the panel's side moves the focus ring onto the tool bar and pad; the
  arrows walk it, Space / Enter / A press, Esc / B goes back to the board.
  Esc on the board lifts the pen, drops a typed number, then closes.
  Ctrl+Z / Ctrl+Y and the bumpers undo and redo anywhere.
* **A big board** zooms and pans as the play screen's (:mod:`game.scenes.editor_zoom`): in Regions mode a
  finger draws, so two fingers move the board there; a second finger on the glass turns a stroke just
  begun into a pinch, and the stroke is dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..input import intents as I
from ..input.intents import Intent
from ..render.editor import circle_at
from .editor_actions import EditorActions
from .editor_layout import EditorGeometry

if TYPE_CHECKING:  # pragma: no cover
    from .editor_host import EditorHost

TYPED_MAX = 4
"""Figures a typed number may have: one more than the largest sum, so a number too big is refused in words."""


def panel_side(g: EditorGeometry) -> tuple[int, int]:
    """The direction from the board to the panel: right, left (a left hand) or down (portrait)."""
    if g.status.x >= g.board.right:
        return 1, 0
    if g.status.right <= g.board.x:
        return -1, 0
    return 0, 1


class EditorInput:
    """The editor scene's intents (a part of the scene, not a scene)."""

    def __init__(self, scene: EditorHost, actions: EditorActions) -> None:
        self.sc = scene
        self.actions = actions
        self.dragging = False
        """The mouse's primary button went down on the board in Regions mode and is still down."""
        self.finger_stroke = False
        """The stroke under way is a finger's (a pinch drops it)."""
        self.finger_taken = False
        """The zoom took this finger's slide (it grew the board, or moves it from the overview): no stroke."""

    def zoomed(self, it: Intent) -> None:
        """The zoom took ``it``: a finger's slide it took draws nothing, and a pinch drops a finger's stroke."""
        self.sc.app.dirty = True
        if it.kind == I.DRAG:
            self.finger_taken = True
        elif it.kind == I.PINCH:
            self.finger_taken = False      # the first finger's gesture is over: the next slide is a new one
            if self.finger_stroke and self.sc.stroke is not None:
                self.sc.drop_stroke()
            self.finger_stroke = False

    def handle(self, it: Intent) -> None:
        sc = self.sc
        k = it.kind
        sc.app.dirty = True
        if k == I.PRESS and it.pos is not None:
            self.press(it)
        elif k == I.MOTION and it.pos is not None:
            if self.dragging:
                self.drag_to(it.pos)
        elif k == I.RELEASE:
            if self.dragging:
                self.dragging = False
                sc.end_stroke()
        elif k == I.DRAG and it.pos is not None:
            self.finger_drag(it)
        elif k == I.SWIPE:
            self.finger_taken = self.finger_stroke = False
            sc.end_stroke()
        elif k == I.UNDO:
            sc.undo()
        elif k == I.REDO:
            sc.redo()
        elif k in (I.FOCUS_NEXT, I.MENU):
            self.to_panel() if sc.focus == "board" else self.to_board()
        elif k == I.BACK:
            self.back()
        elif k == I.DIGIT_STEP:
            n = sc.largest_digit()
            sc.digit = (sc.digit - 1 + it.dx) % n + 1
        elif k in (I.DIGIT_TOGGLE, I.DIGIT_SET):
            self.digit(it.digit)
        elif k == I.CLEAR_CELL:
            self.erase()
        elif sc.focus == "panel":
            self.panel(it)
        elif k == I.MOVE_CURSOR:
            self.move(it.dx, it.dy)
        elif k == I.ACTIVATE:
            self.activate()
        elif k == I.PAD_SET:
            self.erase()        # the gamepad's Y: split, erase a given, clear a sum (A places and toggles)
        elif k == I.RESTART:
            self.enter()

    def press_control(self, name: str) -> None:
        """A tool bar button or a pad key, whichever device pressed it."""
        if not name.startswith("key:"):
            self.actions.press(name)
            return
        sc, key = self.sc, name[4:]
        sc.app.play_sound("click")
        if key == "split":
            sc.split(sc.cursor)
        elif key in ("erase", "back"):
            self.erase()
        elif key == "ok":
            self.enter()
        elif key.isdigit():
            self.digit(int(key))

    # -- the pointer ------------------------------------------------------------------------------
    def press(self, it: Intent) -> None:
        sc = self.sc
        g = sc.geometry
        assert it.pos is not None
        if it.source == "touch":
            self.finger_taken = False      # a tap or a long press: the finger's gesture ended
        name = g.control_at(it.pos)
        if name is not None:
            sc.ring.focus(name)
            self.press_control(name)
            return
        L = sc.board().layout
        d = sc.draft
        if sc.mode == "sums" and d.sums:
            circle = circle_at(L, d.width, d.height, it.pos)
            if circle is not None:
                sc.circle, sc.typed = circle, ""
            return
        cell = L.cell_at(it.pos)
        if cell is None:
            return
        sc.focus = "board"
        sc.typed = ""
        sc.cursor = cell
        if sc.mode != "regions":
            return
        if it.button == I.SECONDARY:
            sc.end_stroke()
            sc.split(cell)
        elif it.button == I.PRIMARY and it.source != "touch":
            sc.start_stroke(cell)       # a finger draws by its DRAG steps, not by a press
            self.dragging, self.finger_stroke = True, False

    def drag_to(self, pos: tuple[int, int]) -> None:
        cell = self.sc.board().layout.cell_at(pos)
        if cell is not None:
            self.sc.extend_stroke(cell)

    def finger_drag(self, it: Intent) -> None:
        """A finger sliding: its first step starts a stroke where the finger went down."""
        sc = self.sc
        assert it.pos is not None
        if sc.mode != "regions" or self.finger_taken:
            return
        if sc.stroke is None:
            L = sc.board().layout
            start = L.cell_at((it.pos[0] - it.dx, it.pos[1] - it.dy))
            if start is None:
                return
            sc.start_stroke(start)
            self.finger_stroke = True
        self.drag_to(it.pos)

    # -- keys and the gamepad on the board ----------------------------------------------------------------
    def move(self, dx: int, dy: int) -> None:
        sc = self.sc
        d = sc.draft
        g = sc.geometry
        side = panel_side(g)
        if sc.mode == "sums" and d.sums:
            w = d.width - 1
            r, c = divmod(sc.circle, w)
            r2, c2 = r + dy, c + dx
            if 0 <= r2 < d.height - 1 and 0 <= c2 < w:
                sc.circle, sc.typed = r2 * w + c2, ""
            elif (dx, dy) == side:
                self.to_panel()
            return
        r, c = divmod(sc.cursor, d.width)
        r2, c2 = r + dy, c + dx
        if not (0 <= r2 < d.height and 0 <= c2 < d.width):
            if (dx, dy) == side:
                self.to_panel()
            return
        sc.typed = ""
        if sc.pen is not None:
            sc.extend_stroke(r2 * d.width + c2)
        else:
            sc.cursor = r2 * d.width + c2

    def activate(self) -> None:
        sc = self.sc
        if sc.mode == "regions":
            if sc.pen is None:
                sc.start_stroke(sc.cursor)
                self.finger_stroke = False
            else:
                sc.end_stroke()
        elif sc.typing():
            self.enter()
        else:
            given = sc.history.draft.givens[sc.cursor]
            sc.edit(f"give {sc.cursor} {0 if given == sc.digit else sc.digit}")

    def digit(self, d: int) -> None:
        sc = self.sc
        if sc.mode == "regions":
            return
        if sc.typing():
            if len(sc.typed) < TYPED_MAX and (sc.typed or d):
                sc.typed += str(d)
            return
        sc.digit = d or sc.digit
        sc.edit(f"give {sc.cursor} {d}")

    def erase(self) -> None:
        sc = self.sc
        if sc.typed:
            sc.typed = sc.typed[:-1]
        elif sc.mode == "regions":
            sc.split(sc.cursor)
        elif sc.mode == "sums":
            if sc.history.draft.sums[sc.circle]:
                sc.edit(f"sum {sc.circle} 0")
        elif sc.history.draft.givens[sc.cursor]:
            sc.edit(f"give {sc.cursor} 0")

    def enter(self) -> None:
        """Place the number typed (a sum, or a given above nine)."""
        sc = self.sc
        if not sc.typed:
            return
        value, sc.typed = sc.typed, ""
        if sc.mode == "sums":
            sc.edit(f"sum {sc.circle} {int(value)}")
        else:
            sc.edit(f"give {sc.cursor} {int(value)}")

    def back(self) -> None:
        sc = self.sc
        if sc.typed:
            sc.typed = ""
        elif sc.pen is not None:
            sc.end_stroke()
        elif sc.focus == "panel":
            self.to_board()
        else:
            self.press_control("close")

    # -- the focus ring over the panel ---------------------------------------------------------------------
    def to_panel(self) -> None:
        sc = self.sc
        sc.end_stroke()
        sc.focus = "panel"
        if sc.ring.current is None and sc.ring.names:
            sc.ring.index = 0

    def to_board(self) -> None:
        self.sc.focus = "board"

    def panel(self, it: Intent) -> None:
        sc = self.sc
        if it.kind == I.MOVE_CURSOR:
            if not sc.ring.move(it.dx, it.dy):
                dx, dy = panel_side(sc.geometry)
                if (it.dx, it.dy) == (-dx, -dy):
                    self.to_board()
        elif it.kind in (I.ACTIVATE, I.RESTART, I.PAD_SET) and sc.ring.current is not None:
            self.press_control(sc.ring.current)
