"""The digit pad beside the board, and the toolbar focus: how a finger, a pad and keys play.

A candidate along a cell's top edge is a quarter of a fingertip wide at
800x480, so on a touch screen a tap on the board only *selects* a cell, and
the pad shows that cell's digits as large buttons: a tap deletes a candidate
or restores a deleted one, a long-press (or a tap in "Answer" mode) makes it
the answer.  Its last row holds the mode switch, undo and redo, which a
mouse player gets from the keyboard.  The pad is also where a gamepad or
keyboard player's *selected digit* lives (the ring on one pad button): the
triggers step it, A toggles it, Y sets it.  It belongs to the puzzle scene
as a component, not a scene of its own: it reacts to the same intents as the
board, first.

**Two-digit keys.**  A Sujiko 4x4 cell holds 1..16, and a keyboard has keys
0-9 only, so on a cell that takes 10 and more a "1" waits (TWO_DIGIT_WAIT
seconds) for a second digit: "1" then "6" is 16, "1" alone (or followed by
a key that makes no digit of the cell) is 1.  With Shift on either key the
number is set as the answer.  A "0" on its own is no digit and does nothing.

The same component runs the **toolbar focus** for keys and pads: moving up
from the board's top row (or Tab) puts a ring on the toolbar, left/right
walk its buttons, A / Enter presses the one in the ring, down returns; the
number box opens the number pad (:class:`game.scenes.pad.NumberPadScene`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ..engine.puzzle import bit
from ..input import intents as I
from ..input.intents import Intent
from ..render.digit_keys import PadKeys, draw_explain, draw_pad
from ..render.picture import Picture
from ..ui.focus import RectRing, draw_ring, ring_visible
from .pad import NumberPadScene

if TYPE_CHECKING:  # pragma: no cover - the puzzle scene makes its pad, so this module cannot import it
    from ..render.layout import Layout
    from ..services import PuzzleControls, Services

MODES = ("mark", "answer")
TWO_DIGIT_WAIT = 0.8
"""Seconds a keyboard "1" waits for a second digit on a cell that takes 10 and more."""
TOOLS = ("menu", "random", "wand", "thumb", "smiley", "explain", "number", "clock")


class DigitPad:
    """The puzzle scene's pad and toolbar focus.  ``handle`` runs before the board's own."""

    def __init__(self, scene: PuzzleControls) -> None:
        self.scene = scene
        self.digit = 1            # the selected digit (gamepad / keyboard)
        self.mode = "mark"        # what a tap on a pad digit does: mark (toggle) or answer (set)
        self.tool: str | None = None   # the toolbar button in the focus ring, None = the board
        self.pending: tuple[int, str] | None = None   # a keyboard's first digit of 10..16 and its action
        self.pending_left = 0.0
        self.picture = Picture()   # the pad as last drawn, shown again while it would look the same

    @property
    def app(self) -> Services:
        return self.scene.app

    @property
    def layout(self) -> Layout:
        return self.scene.placed

    def n(self) -> int:
        s = self.scene.current
        return s.puzzle.max_digit[s.ui.cursor]

    def tool_rects(self) -> dict[str, pygame.Rect]:
        L = self.layout
        out = {name: L.icons[name] for name in TOOLS if name in L.icons}
        if "explain" in L.buttons:
            out["explain"] = L.buttons["explain"]
        out["number"] = L.boxes["number"]
        out["clock"] = L.boxes["clock"]        # the clock is the pause button
        return {k: out[k] for k in TOOLS if k in out}

    # -- intents -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.pending is not None   # the wait for a second digit needs the clock

    def update(self, dt: float) -> None:
        if self.pending is not None:
            self.pending_left -= dt
            if self.pending_left <= 0:
                self.flush_pending()

    def flush_pending(self) -> None:
        """The first digit had no second one: it stands alone."""
        if self.pending is not None:
            d, action = self.pending
            self.pending = None
            self.key_digit(d, action)

    def _typed_digit(self, it: Intent) -> bool:
        """A keyboard digit: 0 is none; on a cell of 10 and more, a "1" waits for a second digit."""
        s = self.scene.current
        s.ui.show_cursor = True
        action = "set" if it.kind == I.DIGIT_SET else "toggle"
        n = self.n()
        if self.pending is not None:
            first, first_action = self.pending
            self.pending = None
            both = "set" if "set" in (action, first_action) else "toggle"
            if first * 10 + it.digit <= n:
                self.key_digit(first * 10 + it.digit, both)
                return self._dirty()
            self.key_digit(first, first_action)
        if it.digit == 0:
            return self._dirty()
        if n > 9 and it.digit * 10 <= n:
            self.pending, self.pending_left = (it.digit, action), TWO_DIGIT_WAIT
            return self._dirty()
        self.key_digit(it.digit, action)
        return self._dirty()

    def key_digit(self, d: int, action: str) -> None:
        """A typed digit on the cursor cell: toggle it, or (Shift) make it the answer."""
        sc = self.scene
        s = sc.current
        sc.aids.light(d)
        if action == "set":
            if s.candidate_action(s.ui.cursor, d, "set"):
                sc.after_move("set")
        elif s.toggle(s.ui.cursor, d):
            sc.after_move("delete")

    def handle(self, it: Intent) -> bool:
        s = self.scene.current
        k = it.kind
        if k in (I.DIGIT_TOGGLE, I.DIGIT_SET) and it.source == "key":
            return self._typed_digit(it)
        if self.pending is not None:
            self.flush_pending()          # any other key or click: the first digit stood alone
        if k == I.PRESS:
            return self._press(it)
        if k == I.FOCUS_NEXT:
            self.tool = None if self.tool else "menu"
            s.ui.show_cursor = True
            return self._dirty()
        if self.tool is not None:
            if k == I.MOVE_CURSOR:
                return self._move_tool(it)
            if k in (I.ACTIVATE, I.RESTART):
                self.activate_tool(self.tool)
                return self._dirty()
        if k == I.MOVE_CURSOR and it.dy < 0 and s.ui.show_cursor and s.ui.cursor < s.puzzle.width \
                and it.source in ("pad", "key"):
            self.tool = "number" if "number" in self.tool_rects() else "menu"   # up off the board: the toolbar
            return self._dirty()
        if k == I.DIGIT_STEP:
            n = self.n()
            self.digit = (min(self.digit, n) - 1 + it.dx) % n + 1
            self.scene.aids.light(self.digit)
            s.ui.show_cursor = True
            return self._dirty()
        if k == I.ACTIVATE:
            s.ui.show_cursor = True
            self.digit_action(min(self.digit, self.n()), "toggle")
            return True
        if k == I.PAD_SET:
            s.ui.show_cursor = True
            self.digit_action(min(self.digit, self.n()), "set")
            return True
        if k == I.MENU:
            self.activate_tool("menu")
            return True
        if k == I.EXPLAIN:
            self.activate_tool("explain")
            return True
        if k == I.ZERO:
            self.scene.wand_zero()
            return True
        return False

    def _dirty(self) -> bool:
        self.app.dirty = True
        return True

    def _move_tool(self, it: Intent) -> bool:
        rects = self.tool_rects()
        names = list(rects)
        ring = RectRing(names, list(rects.values()))
        if self.tool is not None:
            ring.focus(self.tool)
        if not ring.move(it.dx, it.dy):
            if it.dy > 0 or (self.layout.arrangement == "side" and it.dx and self._toward_board(it.dx)):
                self.tool = None             # off the toolbar: back to the board
                return self._dirty()
            return self._dirty()
        self.tool = ring.current
        return self._dirty()

    def _toward_board(self, dx: int) -> bool:
        L = self.layout
        return (L.board.centerx - L.toolbar.centerx) * dx > 0

    def activate_tool(self, name: str) -> None:
        from .hint import HintOverlay

        app = self.app
        if name == "explain":
            overlay = app.stack.find(HintOverlay)
            if overlay is not None and overlay.deduction is not None:
                overlay.explain()
            else:
                from .help import HelpScene

                app.stack.push(HelpScene(app))
        elif name == "number":
            self.open_number_pad()
        elif name == "clock":
            self.scene.aids.pause()
        elif name == "menu":
            self.scene.press_icon("menu", I.PRIMARY)
        else:
            # Through the stack, so the hint overlay takes the wand as it takes a click.
            keep = self.tool
            app.stack.dispatch(Intent(I.PRESS, pos=self.layout.icons[name].center, button=I.PRIMARY))
            self.tool = keep          # the ring stays on the button it pressed
        app.dirty = True

    def open_number_pad(self) -> None:
        from ..levels import level_count

        s = self.scene.current
        count = level_count(s.kind)
        self.app.stack.push(NumberPadScene(self.app, f"Puzzle number (0-{count - 1})", self.scene.load_number,
                                           initial=""))

    def _press(self, it: Intent) -> bool:
        L = self.layout
        if it.pos is None or (L.pad is None and "explain" not in L.buttons):
            return False
        name = L.button_at(it.pos)
        if name is not None:
            self.tool = None
            self.button(name, it.button)
            return True
        d = L.digit_at(it.pos, self.n()) if L.pad is not None else 0
        if d:
            if it.button is None:
                return False             # no button meaning: nothing the pad could do with the digit
            self.tool = None
            self.digit = d
            action = {I.PRIMARY: "toggle" if self.mode == "mark" else "set", I.SECONDARY: "set",
                      I.MIDDLE: "restore"}[it.button]
            self.scene.current.ui.show_cursor = True
            self.digit_action(d, action)
            return True
        if L.pad is not None and L.pad.collidepoint(it.pos):
            return True                      # the pad's background: nothing, but not the board's either
        if it.source == "touch" and L.boxes["number"].collidepoint(it.pos):
            self.open_number_pad()
            return True
        if L.board.collidepoint(it.pos) or L.icon_at(it.pos):
            self.tool = None
        return False

    def button(self, name: str, button: str | None = I.PRIMARY) -> None:
        sc = self.scene
        self.app.play_sound("click")
        if name == "mode":
            self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
            self.app.dirty = True
        elif name in ("undo", "redo"):
            self.app.stack.dispatch(Intent(I.UNDO if name == "undo" else I.REDO))
        elif name == "explain":
            self.activate_tool("explain")
        sc.app.dirty = True

    def digit_action(self, d: int, action: str) -> None:
        """Toggle / set / restore digit ``d`` of the cursor cell (set on the answer clears it)."""
        sc = self.scene
        s = sc.current
        cell = s.ui.cursor
        if 1 <= d <= self.n():
            sc.aids.light(d)
        if s.state.is_given(cell) or not 1 <= d <= self.n():
            return
        sound = None
        if action == "set" and s.state.answer(cell) == d:
            if s.clear(cell):
                sound = "restore"
        elif action == "set":
            if s.candidate_action(cell, d, "set"):
                sound = "set"
        elif action == "restore":
            if s.candidate_action(cell, d, "restore"):
                sound = "restore"
        elif s.state.answer(cell) == d:
            if s.clear(cell):
                sound = "restore"
        elif s.toggle(cell, d):
            sound = "delete" if not (s.notes if s.clean else s.state.cands)[cell] & bit(d) else "restore"
        if sound:
            sc.after_move(sound)
        self.app.dirty = True

    # -- drawing ---------------------------------------------------------------------------------
    def covered(self) -> bool:
        """A menu or dialog is over the puzzle, or a panel holding the focus ring (the solved summary, not
        modal): its ring is the one that matters."""
        scenes = self.app.stack.scenes
        above = scenes[scenes.index(self.scene) + 1:] if self.scene in scenes else []
        return any(sc.modal or getattr(sc, "holds_focus", False) for sc in above)

    def draw(self, surf: pygame.Surface) -> None:
        L = self.layout
        ringed = ring_visible(self.app) and not self.covered()
        explain = L.buttons.get("explain")
        if explain is not None:
            draw_explain(surf, explain, self.scene.current.ui.hint is not None)
        if L.pad is not None:
            self._draw_pad(surf, ringed and self.tool is None)
        if ringed and self.tool is not None:
            r = self.tool_rects().get(self.tool)
            if r is not None:
                draw_ring(surf, r)

    def label(self) -> Callable[[int], str]:
        """How the pad writes digit d: as the board does (10..16 as numbers on a Sujiko, letters on a
        16x16 sudoku), so a key and the candidate it acts on always read the same."""
        return self.scene.board.label

    def _draw_pad(self, surf: pygame.Surface, show_digit: bool) -> None:
        s = self.scene.current
        cell = s.ui.cursor
        answer = s.state.answer(cell)
        notes = s.notes[cell] if s.clean and not answer else None   # clean start: every key live, notes dotted
        hint = s.ui.hint
        n = self.n()
        keys = PadKeys(n, s.state.is_given(cell), answer, s.state.cands[cell] if notes is None else -1, notes,
                       {d for c, d in getattr(hint, "eliminations", ()) if c == cell},
                       {d for c, d in getattr(hint, "reasons", ()) if c == cell},
                       min(self.digit, n) if show_digit else 0)
        draw_pad(surf, self.layout, keys, self.label(), self.mode == "answer",
                 s.timeline.can_undo, s.timeline.can_redo, self.picture)
