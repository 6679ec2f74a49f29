"""The graded hint: a transparent scene over the puzzle, with its panel beside the board.

Each press goes one stage further, so a player takes only as much help as
they want:

0. **the nudge** -- the technique's name and where to look (a cell, row,
   column or region, highlighted on the board with a dashed outline);
1. **the marks** -- the candidates that go (struck squares) and the reasons
   (rings), drawn large in their cells;
2. **the sentence** -- the deduction in words;

and then **Apply** plays it (one undoable move).  The panel
(:mod:`game.scenes.hint_strip`) never covers the board.  Every stage is
reached by each device: a click or tap on the panel's More / Apply button,
the wand (left: further, middle: straight to the sentence, right: close),
H or the pad's X (further), Esc or B (close), and for keys and pads a focus
ring on the panel's buttons (A / Enter presses, Tab walks).

When the techniques run out the same panel offers to **reveal one cell**
instead (help: a game with a revealed cell keeps no best time).

Everything else falls through to the puzzle beneath: the player may still
click candidates by hand while a hint shows.  The board draws the nudge and
the marks from ``session.ui`` (``hint``, ``hint_stage``, ``hint_look``: UI
state, never undone); the overlay closes once the hint is gone (applied,
dismissed, or the position changed under it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..services import PuzzleView, Services
from ..ui.focus import RectRing, draw_ring, ring_visible
from ..ui.hint_focus import where_to_look
from . import hint_strip
from .base import Scene

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.deduction import Deduction

SENTENCE = 2
"""The last stage: the sentence; the next press applies."""
LEGEND = "Struck square: that candidate goes. Ring: the reason."


class HintOverlay(Scene):
    transparent = True
    of_the_game = True
    key_context = "hint"   # the strip of key and button hints names the hint's own keys

    def __init__(self, app: Services, puzzle_scene: PuzzleView, reveal: bool = False) -> None:
        super().__init__(app)
        self.puzzle = puzzle_scene
        self.reveal_offer = reveal
        self.index = puzzle_scene.current.state.index   # the position the offer is about
        ui = puzzle_scene.current.ui
        ui.hint_stage = 0
        d = ui.hint
        self.look = where_to_look(puzzle_scene.current.puzzle, d) if d is not None else None
        ui.hint_look = self.look.cells if self.look is not None else frozenset()
        self.ring = RectRing()
        self.focus: str | None = "primary" if ring_visible(app) else None

    @property
    def deduction(self) -> Deduction | None:
        return self.puzzle.current.ui.hint

    @property
    def stage(self) -> int:
        return self.puzzle.current.ui.hint_stage

    # -- the panel -------------------------------------------------------------------------
    def panel(self) -> hint_strip.Panel:
        return hint_strip.place(self.puzzle.placed, ("primary", "close"))

    def words(self) -> tuple[str, str, dict[str, str]]:
        """(title, body, button labels) for the stage on show."""
        if self.reveal_offer:
            return ("No hint", "The techniques cannot make progress from this position. Reveal one cell? "
                    "A revealed cell counts as help: the game keeps no best time.",
                    {"primary": "Reveal a cell", "close": "Close"})
        d = self.deduction
        if d is None:
            return "", "", {}
        title = technique_title(self.puzzle.current.puzzle.kind, d)
        where = f"Look at {self.look.words}." if self.look is not None else ""
        body = [where, f"{where} {LEGEND}", d.text][min(self.stage, SENTENCE)]
        step = f"Step {min(self.stage, SENTENCE) + 1} of 3. "
        return title, step + body, {"primary": "Apply" if self.stage >= SENTENCE else "More", "close": "Close"}

    # -- intents ------------------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        if self.deduction is None and not self.reveal_offer:
            return False
        if it.kind == I.PRESS and it.pos is not None:
            return self._press(it)
        if it.kind == I.BACK:
            self.dismiss()
            return True
        if it.kind == I.HINT:
            self.further()
            return True
        if it.kind == I.EXPLAIN:
            self.explain()
            return True
        if it.kind == I.FOCUS_NEXT:
            return self._tab(it.dx or 1)
        if self.focus is not None and it.kind == I.MOVE_CURSOR:
            ring = self._ring()
            ring.focus(self.focus)
            self.focus = ring.current if ring.move(it.dx, it.dy) else None   # off the panel: the board
            self.app.dirty = True
            return True
        if self.focus is not None and it.kind in (I.ACTIVATE, I.RESTART):   # A, Space, Enter
            self.button(self.focus)
            return True
        if it.kind in (I.UNDO, I.REDO, I.RESTART, I.ZERO):
            self._forget()   # the hint was for the position being left
            self.close()
            return False
        return False

    def _ring(self) -> RectRing:
        p = self.panel()
        self.ring.set(list(p.buttons), list(p.buttons.values()))
        return self.ring

    def _tab(self, d: int) -> bool:
        names = list(self.panel().buttons)
        if self.focus is None:
            self.focus = names[0] if d > 0 else names[-1]
        else:
            i = names.index(self.focus) + d
            self.focus = names[i] if 0 <= i < len(names) else None
            if self.focus is None:
                self.app.dirty = True
                return False    # past the panel: the toolbar's ring takes the Tab
        self.app.dirty = True
        return True

    def _press(self, it: Intent) -> bool:
        assert it.pos is not None
        if self.puzzle.placed.icon_at(it.pos) == "wand":
            if it.button == I.PRIMARY:
                self.further()
            elif it.button == I.MIDDLE:
                self.explain()
            else:
                self.dismiss()
            return True
        p = self.panel()
        if not p.rect.collidepoint(it.pos):
            return False
        for name, r in p.buttons.items():
            if r.collidepoint(it.pos):
                self.focus = name if ring_visible(self.app) else None
                self.button(name)
        return True     # the panel is no way through to the pad beneath it

    def button(self, name: str) -> None:
        if name == "close":
            self.dismiss()
        elif self.reveal_offer:
            self.reveal()
        else:
            self.further()

    # -- the stages -----------------------------------------------------------------------------
    def further(self) -> None:
        """One stage further; from the sentence, Apply."""
        if self.reveal_offer:
            self.reveal()
        elif self.stage >= SENTENCE:
            self.apply()
        else:
            self.puzzle.current.ui.hint_stage += 1
            self.app.dirty = True

    def explain(self) -> None:
        """Straight to the sentence (the wand's middle click, the "?" button, the pad's right stick)."""
        if self.deduction is not None:
            self.puzzle.current.ui.hint_stage = SENTENCE
            self.app.dirty = True

    def apply(self) -> None:
        changed = self.puzzle.current.apply_hint()
        self._forget()
        self.puzzle.anim.start("wand_flip", 0.25)
        self.puzzle.after_move("apply" if changed else None)
        self.close()

    def reveal(self) -> None:
        s = self.puzzle.current
        cell = s.reveal()
        self.close()
        if cell is None:
            self.app.toast("No cell can be revealed: this puzzle's solution is not known.")
            return
        s.ui.cursor, s.ui.show_cursor = cell, True
        self.app.toast(f"Revealed {s.puzzle.cell_name(cell)}. A game with help keeps no best time.", 5.0)
        self.puzzle.after_move("apply")

    def dismiss(self) -> None:
        self._forget()
        self.puzzle.anim.start("wand_flip", 0.25)
        self.app.dirty = True
        self.close()

    def _forget(self) -> None:
        ui = self.puzzle.current.ui
        ui.hint, ui.hint_look, ui.hint_stage = None, frozenset(), SENTENCE

    def update(self, dt: float) -> None:
        gone = self.deduction is None if not self.reveal_offer else self.puzzle.current.state.index != self.index
        if gone and self in self.app.stack.scenes:
            self.close()

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        title, body, labels = self.words()
        if not labels:
            return
        p = self.panel()
        hint_strip.draw(surf, self.puzzle.placed, p, title, body, labels, "primary")
        if self.focus is not None and ring_visible(self.app) and self.focus in p.buttons:
            draw_ring(surf, p.buttons[self.focus])


def technique_title(kind: str, d: Deduction) -> str:
    """"Hidden Single (HS, score 2)": looked up in the ladder of the puzzle's kind (a jigsaw or a 4x4
    Sujiko set plays the sudoku or sujiko ladder; the set's own name has none)."""
    from ..engine import logic

    try:
        for t in logic.ladder(kind):
            if t.abbr == d.technique:
                return f"{t.name} ({t.abbr}, score {t.score})"
    except Exception:
        pass
    return d.technique
