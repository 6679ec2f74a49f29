"""The hint overlay: a transparent scene over the puzzle while a hint is up.

It exists so the wand means something else while a hint shows, without the
puzzle scene growing a mode flag for it: the overlay takes the wand's
clicks (left applies the red deletions, middle pops up the explanation,
right dismisses the hint) and Esc, and lets everything else fall through to
the puzzle beneath -- the player may still click candidates by hand.

The red and green marks themselves are drawn by the board renderer from
``session.ui.hint`` (UI state, never undone); this scene only decides when
that field is set and cleared.  It closes itself once the hint is gone
(applied, dismissed, or the puzzle changed under it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..input import intents as I
from ..input.intents import Intent
from ..services import PuzzleView, Services
from .base import Scene
from .dialogs import MessageScene

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.deduction import Deduction


class HintOverlay(Scene):
    transparent = True

    def __init__(self, app: Services, puzzle_scene: PuzzleView) -> None:
        super().__init__(app)
        self.puzzle = puzzle_scene

    @property
    def deduction(self) -> Deduction | None:
        return self.puzzle.current.ui.hint

    def handle(self, it: Intent) -> bool:
        if self.deduction is None:
            return False
        if it.kind == I.PRESS and it.pos is not None and self.puzzle.placed.icon_at(it.pos) == "wand":
            if it.button == I.PRIMARY:
                self.apply()
            elif it.button == I.MIDDLE:
                self.explain()
            else:
                self.dismiss()
            return True
        if it.kind == I.BACK:
            self.dismiss()
            return True
        if it.kind == I.HINT:
            self.apply()
            return True
        if it.kind in (I.UNDO, I.REDO, I.RESTART):
            self.puzzle.current.ui.hint = None  # the hint was for the position being left
            self.close()
            return False
        return False

    def apply(self) -> None:
        changed = self.puzzle.current.apply_hint()
        self.puzzle.anim.start("wand_flip", 0.25)
        self.puzzle.after_move("apply" if changed else None)
        self.close()

    def dismiss(self) -> None:
        self.puzzle.current.ui.hint = None
        self.puzzle.anim.start("wand_flip", 0.25)
        self.app.dirty = True
        self.close()

    def explain(self) -> None:
        d = self.deduction
        if d is None:   # the hint went with the position (update closes the overlay next)
            return
        self.app.stack.push(MessageScene(self.app, f"Hint: {technique_title(self.puzzle.current.puzzle.kind, d)}",
                                         d.text))

    def update(self, dt: float) -> None:
        if self.deduction is None and self in self.app.stack.scenes:
            self.close()


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
