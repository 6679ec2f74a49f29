"""The puzzle editor: draw regions, place givens (Sujiko: type its sums) and see at once what the draft is.

An opaque, modal scene over the puzzle.  It holds the draft as an undo
history (:class:`~game.engine.draft.EditHistory`); every change is one of the
engine's edits ("join A B", "split A B", "give CELL DIGIT", "sum INDEX VALUE",
"draft LINE"), so each undoes and redoes, and the draft is autosaved at
once (:mod:`game.drafts`).  After each edit the verdict is worked out on a
thread (:mod:`game.scenes.editor_verdict`) and shown in the panel: its
headline, the problems in words, and the board's marks, each named there.

The modes the draft offers come from the draft itself, never from its
kind's name: Regions where the player draws them
(:meth:`~game.engine.draft.Draft.draws_regions`), Givens always, Sums where
the draft has sums.  What the pointer, keys and gamepad do is in
:mod:`game.scenes.editor_input`; the tool bar's actions (helpers, Play it,
Copy link, drafts) in :mod:`game.scenes.editor_actions`.  A board too big for fingers zooms and pans as
the play screen's does (:mod:`game.scenes.editor_zoom`), and its region colours stay put while regions are
drawn (:mod:`game.render.recolour`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..drafts import Drafts
from ..engine.draft import Draft, EditHistory
from ..engine.rules import rules_for
from ..engine.verdict import Verdict
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.recolour import RegionColours
from ..render.editor import (draw_button, draw_empty_sums, draw_lines, draw_marks,
                             draw_pen, draw_sum_cursor, given_state)
from ..ui.focus import RectRing, draw_ring, ring_visible
from ..ui.session import UIState
from .base import Covering, Scene
from .editor_actions import EditorActions
from .editor_input import EditorInput
from .editor_layout import EditorGeometry, editor_geometry
from .editor_text import panel_text, status_lines
from .editor_verdict import HelperRun, VerdictRunner
from .editor_zoom import EditorZoom
from .watch_layout import board_layout

if TYPE_CHECKING:  # pragma: no cover
    from ..input.intents import Intent
    from ..render.layout import Layout
    from ..services import Services

MODE_LABELS = {"regions": "Regions", "givens": "Givens", "sums": "Sums"}
ACTION_LABELS = {"undo": "Undo", "redo": "Redo", "play": "Play it", "link": "Copy link", "save": "Save draft",
                 "load": "Load draft", "close": "Close"}
KIOSK_HIDDEN = ("save", "load")
"""A kiosk keeps no drafts beyond the visit (its autosave lives in memory)."""


class EditorScene(Scene):
    modal = True

    @property
    def key_context(self) -> str:
        """The key and gamepad hints the message strip shows while the focus ring is up (game.render.hints):
        the mode's own, since the keys do different things in each."""
        return "editor" if self.mode == "regions" else f"editor {self.mode}"

    def __init__(self, app: Services, history: EditHistory) -> None:
        super().__init__(app)
        self.history = history
        self.drafts = Drafts(getattr(app.library, "storage", None))
        self.mode = "regions" if history.draft.draws_regions() else "givens"
        self.cursor = 0
        self.circle = 0
        self.digit = 1
        """The pad digit a gamepad's A places (the triggers step it)."""
        self.typed = ""
        self.stroke: Draft | None = None
        """The draft a drag or a keyboard stroke is drawing (one undo step when it ends), else None."""
        self.pen: int | None = None
        """The cell a stroke last reached."""
        self.joins = 0
        self.last_join = ""
        self.focus = "board"
        self.ring = RectRing()
        self.runner = VerdictRunner()
        self.helper = HelperRun()
        self.verdict: Verdict | None = None
        self.verdict_of: Draft | None = None
        self.verdict_error = ""
        self.unsaved = False
        self._geometry: EditorGeometry | None = None
        self._board: BoardRenderer | None = None
        self._reframed = False
        self.zoom = EditorZoom(self)    # the view over a board too big for fingers
        self.colours = RegionColours()
        self.cover = Covering(app)
        self.actions = EditorActions(self)
        self.input = EditorInput(self, self.actions)
        self.runner.ask(history.draft)

    # -- what is on show ---------------------------------------------------------------------
    @property
    def draft(self) -> Draft:
        """The draft on show: a stroke's while one is drawn, else the history's."""
        return self.stroke if self.stroke is not None else self.history.draft

    def modes(self) -> list[str]:
        d = self.history.draft
        return (["regions"] if d.draws_regions() else []) + ["givens"] + (["sums"] if d.sums else [])

    def largest_digit(self) -> int:
        """The largest given the pad offers: the kind's at this size, but nine where the player draws the
        regions (a region of ten cells and more is rare)."""
        d = self.history.draft
        cap = rules_for(d.kind).digit_cap(d.width, d.height)
        return min(9, cap) if d.draws_regions() else cap

    def typing(self) -> bool:
        """Whether digits are typed as a number and then entered (sums; givens above 9)."""
        return self.mode == "sums" or (self.mode == "givens" and self.largest_digit() > 9)

    def button_names(self) -> list[str]:
        names = [f"mode:{m}" for m in self.modes()]
        names += [name for name, _label in self.actions.helpers()]
        hidden = KIOSK_HIDDEN if self.app.kiosk is not None else ()
        return names + [a for a in ACTION_LABELS if a not in hidden]

    def key_names(self) -> list[str]:
        if self.mode == "regions":
            return ["split"]
        if self.typing():
            return [str(d) for d in range(10)] + ["back", "ok"]
        return [str(d) for d in range(1, self.largest_digit() + 1)] + ["erase"]

    @property
    def geometry(self) -> EditorGeometry:
        w, h = self.app.screen.get_size()
        d = self.draft
        buttons, keys = self.button_names(), self.key_names()
        g = self._geometry
        if g is None or g.size != (w, h) or list(g.buttons) != buttons or list(g.keys) != keys:
            left = getattr(self.app.settings, "handedness", "right") == "left"
            self._geometry = g = editor_geometry(w, h, d.width, d.height, buttons, keys, P.TEXT_SCALE, left)
            self._board = None
            controls = g.controls()
            self.ring.set(list(controls), list(controls.values()))
        return g

    def board(self) -> BoardRenderer:
        """The board on show: the draft's, seen through the zoom's view."""
        g, p = self.geometry, self.draft.board()
        b = self._board
        if b is None or self._reframed or b.puzzle != p:
            layout = self.zoom.shown(board_layout(g.board, p, g.size))
            new = BoardRenderer(p, layout, self.colours.of(p))
            if self._reframed and b is not None and b.puzzle == p and b.layout.cell == layout.cell:
                new._bg = b._bg           # a pan: the background drawn at this size still serves
            b = self._board = new
            self._reframed = False
        return b

    def reframe(self) -> None:
        """The view moved: the same board seen through it."""
        self._reframed = True
        self.app.dirty = True

    @property
    def placed(self) -> Layout:
        return self.board().layout

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.cover.hide()
        self.app.dirty = True

    def exit(self) -> None:
        self.end_stroke()
        self.helper.cancel()
        self.save_now()
        self.cover.show()

    def relayout(self) -> None:
        self._geometry = None
        self._board = None
        self.zoom.refollow()
        self.cover.hide()

    @property
    def busy(self) -> bool:
        return self.runner.busy or self.helper.running

    # -- edits ----------------------------------------------------------------------------------------
    def edit(self, text: str) -> bool:
        """Make one edit; a refused one is said in the message strip and changes nothing."""
        try:
            self.history.do(text)
        except ValueError as e:
            self.app.toast(str(e) or "That edit cannot be made.")
            self.app.play_sound("error")
            return False
        self.changed()
        return True

    def changed(self) -> None:
        """The history's draft changed (an edit, an undo, a load): judge it, save it soon, redraw."""
        self.runner.ask(self.history.draft)
        self.unsaved = True
        self.save_now()     # at once: a quit straight after an edit must not lose it (a draft is a few hundred bytes)
        self._geometry = None
        if self.mode not in self.modes():
            self.mode = self.modes()[0]
        self.app.dirty = True

    def set_history(self, history: EditHistory) -> None:
        """Edit another draft (one loaded): its own undo history."""
        self.end_stroke()
        self.zoom.reset()
        self.colours.forget()
        self.history = history
        self.cursor = min(self.cursor, history.draft.width * history.draft.height - 1)
        self.circle = 0
        self.typed = ""
        self.verdict = self.verdict_of = None
        self.changed()

    def undo(self) -> None:
        self.end_stroke()
        if self.history.undo() is not None:
            self.changed()

    def redo(self) -> None:
        self.end_stroke()
        if self.history.redo() is not None:
            self.changed()

    # -- strokes: regions drawn by a drag, or by keys with the pen down ---------------------------------
    def start_stroke(self, cell: int) -> None:
        self.end_stroke()
        self.stroke, self.pen, self.joins, self.last_join = self.history.draft, cell, 0, ""
        self.cursor = cell
        self.app.dirty = True

    def extend_stroke(self, cell: int) -> None:
        """The stroke reaches ``cell``: each cell on the way joins the region it came from."""
        if self.stroke is None or self.pen is None:
            return
        w = self.stroke.width
        while self.pen != cell:
            (r0, c0), (r1, c1) = divmod(self.pen, w), divmod(cell, w)
            if abs(r1 - r0) >= abs(c1 - c0):
                step = self.pen + (w if r1 > r0 else -w)
            else:
                step = self.pen + (1 if c1 > c0 else -1)
            if self.stroke.regions[step] != self.stroke.regions[self.pen]:
                text = f"join {self.pen} {step}"
                try:
                    self.stroke = self.stroke.apply(text)
                    self.joins, self.last_join = self.joins + 1, text
                except ValueError as e:
                    self.app.toast(str(e))
            self.pen = step
        self.cursor = cell
        self.app.dirty = True

    def drop_stroke(self) -> None:
        """Forget the stroke under way (a finger's that became a pinch): nothing was drawn."""
        self.stroke = self.pen = None
        self.app.dirty = True

    def end_stroke(self) -> None:
        """Lift the pen: the stroke becomes one edit (a single join as itself, more as the drawn draft)."""
        stroke, self.stroke, self.pen = self.stroke, None, None
        if stroke is None or stroke == self.history.draft:
            return
        self.edit(self.last_join if self.joins == 1 else "draft " + stroke.line())

    def split(self, cell: int) -> None:
        """``cell`` leaves its region for one of its own."""
        d = self.history.draft
        w, h = d.width, d.height
        r, c = divmod(cell, w)
        for nb, ok in ((cell - w, r > 0), (cell + w, r < h - 1), (cell - 1, c > 0), (cell + 1, c < w - 1)):
            if ok and d.regions[nb] == d.regions[cell]:
                self.edit(f"split {nb} {cell}")
                return
        self.app.toast(f"{d.cell_name(cell)} is a region of its own already.")

    # -- the clock: the verdict, the helper, the autosave ----------------------------------------------
    def update(self, dt: float) -> None:
        if self.zoom.floor() < self.zoom.applied:   # the player left the touch screen for a mouse or keys
            self.reframe()
        self.board()
        self.zoom.follow()
        got = self.runner.poll()
        if got is not None:
            self.verdict, self.verdict_error = got
            self.verdict_of = self.runner.wanted
            self.app.dirty = True
        self.actions.update()
        if self.helper.running:
            self.app.dirty = True    # its progress moves

    def save_now(self) -> None:
        if self.unsaved:
            self.unsaved = False
            self.drafts.autosave(self.history)
            self.app.library.flush_storage_messages()

    # -- intents --------------------------------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        if self.zoom.handle(it, self.placed):
            self.input.zoomed(it)
        else:
            self.input.handle(it)
        self.zoom.follow()     # the selection moved: the window goes with it
        return True   # modal: nothing reaches the puzzle beneath

    # -- drawing ----------------------------------------------------------------------------------------------
    def fresh(self) -> bool:
        """Whether the verdict on show is the draft's (not one a newer edit made stale)."""
        return self.verdict_of is not None and self.verdict_of == self.draft

    def status_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        return status_lines(self, self.actions.label)

    def panel_text(self) -> list[tuple[str, tuple[int, int, int]]]:
        return panel_text(self, self.status_lines())

    def labels(self) -> dict[str, str]:
        out = {f"mode:{m}": ("> " if m == self.mode else "") + MODE_LABELS[m] for m in self.modes()}
        out.update(self.actions.helpers())
        if self.helper.running:
            out[self.helper.name] = "Cancel"
        out.update(ACTION_LABELS)
        keys = {"split": "Split cell", "erase": "Erase", "back": "Del", "ok": "OK"}
        out.update({"key:" + k: keys.get(k, k) for k in self.key_names()})
        return out

    def draw(self, surf: pygame.Surface) -> None:
        g, d = self.geometry, self.draft
        surf.fill(P.BG)
        board = self.board()
        L = board.layout
        show = self.mode != "sums" and (self.focus == "board" or not ring_visible(self.app))
        state = given_state(d)

        def over(surf: pygame.Surface) -> None:
            if self.verdict is not None and self.fresh():
                draw_marks(surf, L, self.verdict, board.label)
                board.front.draw_overlay(surf, board.puzzle, L, state.cands)   # clues over the cells stay readable
            if d.sums:
                draw_empty_sums(surf, L, d)
            if self.pen is not None:
                draw_pen(surf, L, self.pen)
            if self.mode == "sums" and d.sums:
                draw_sum_cursor(surf, L, d.width, self.circle, self.typed)

        board.draw(surf, state, UIState(cursor=self.cursor, show_cursor=show), None, over=over)
        draw_lines(surf, g.status, self.panel_text(), g.font)
        labels = self.labels()
        size = round(g.target * 0.36 * P.TEXT_SCALE)
        undo = {"undo": not self.history.can_undo, "redo": not self.history.can_redo}
        for name, r in g.buttons.items():
            on = name == f"mode:{self.mode}" or (name == self.helper.name and self.helper.running)
            draw_button(surf, r, labels.get(name, name), size, on, undo.get(name, False))
        for name, r in g.keys.items():
            on = not self.typing() and name == str(self.digit) and ring_visible(self.app)   # the gamepad's digit
            text = labels.get("key:" + name, name)
            draw_button(surf, r, f"[{text}]" if on else text, round(g.target * 0.42 * P.TEXT_SCALE), on)
        if self.focus == "panel" and ring_visible(self.app) and self.ring.current in g.controls():
            draw_ring(surf, g.controls()[self.ring.current])
