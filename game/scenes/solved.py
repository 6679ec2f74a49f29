"""The solved screen: a short summary over the board, and Next puzzle.

It says the time, the hints used, the checks (and how many found errors),
whether the solution was seen, and the best time -- or that none is kept
because the solution was seen.  **Next puzzle** opens the next one of the
same set (after the last, the first), and for a puzzle that belongs to no
set a random one of its kind; **Close** leaves the solved board on show.
"""

from __future__ import annotations

import pygame

from ..engine.moves import ApplyDeduction, Reveal
from ..input import intents as I
from ..input.intents import Intent
from ..services import Services
from ..ui.session import Session, clock_label
from .aids import AUTO_NOTES
from .panel import ButtonPanel


def hints_used(s: Session) -> int:
    """Hint, easy-candidate and revealed-cell moves in force (Auto-notes is not counted: it is the player's notes)."""
    return sum(1 for m in s.state.history[:s.state.index]
               if isinstance(m, Reveal) or (isinstance(m, ApplyDeduction) and m.technique != AUTO_NOTES))


def summary(s: Session, best: float | None, new_best: bool, kept: bool = True) -> list[str]:
    """The lines of the summary: time, hints, checks, the solution and the best time (``kept``: the
    records can be written)."""
    checks = getattr(s, "checks", 0)
    wrong = getattr(s, "checks_wrong", 0)
    lines = [f"Time {s.clock_text()}",
             f"Hints used: {hints_used(s)}",
             f"Checks: {checks}" + (f", {wrong} with errors" if wrong else "")]
    if s.saw_solution():
        note = s.help_note()   # the solution shown, or a cell revealed by the hint
        lines.append("Solution seen: no best time kept" if "solution" in note else f"Help: {note}, no best time kept")
    elif new_best:
        lines.append("A new best time!")
    elif best is not None:
        lines.append(f"Best time {clock_label(int(best))}")
    elif s.number < 0:
        lines.append("No best time: this puzzle is in no set")
    else:
        lines.append("No best time kept: " + ("it could not be saved" if kept else "saving is off"))
    return lines


def next_puzzle(app: Services) -> bool:
    """Open the next puzzle of the set on show (wrapping), or a random one of its kind for a puzzle of
    no set; False (with the library's message) when none can be opened."""
    from ..levels import level_count

    s = app.puzzle_scene.session
    if s.number >= 0:
        try:
            count = level_count(s.kind)
        except Exception:
            count = 0
        if count:
            return app.library.open_puzzle(s.kind, (s.number + 1) % count)
    return app.library.open_random(s.puzzle.kind)


class SolvedScene(ButtonPanel):
    """Over the board, not modal: what it does not take (an undo, a click beside it, the toolbar)
    closes it and goes on to the puzzle, so a solve can still be undone at once."""

    back = "close"
    modal = False
    of_the_game = True
    OWN = (I.MOVE_CURSOR, I.FOCUS_NEXT, I.ACTIVATE, I.RESTART, I.BACK, I.MOTION)

    def __init__(self, app: Services, lines: list[str]) -> None:
        super().__init__(app, "Solved!", lines, [("next", "Next puzzle"), ("close", "Close")])

    def area(self) -> pygame.Rect:
        return self.app.puzzle_scene.layout.board

    def handle(self, it: Intent) -> bool:
        inside = it.pos is not None and self.rects["panel"].collidepoint(it.pos)
        if it.kind in self.OWN or (it.kind == I.PRESS and inside):
            return super().handle(it)
        if it.kind in (I.PRESS, I.UNDO, I.REDO, I.HINT, I.CHECK, I.MENU, I.HELP, I.DIGIT_TOGGLE, I.DIGIT_SET,
                       I.CLEAR_CELL, I.PAUSE, I.AUTO_NOTES, I.ZERO, I.EXPLAIN, I.PAD_SET, I.DIGIT_STEP):
            self.close()
        return False

    def press(self, name: str) -> None:
        self.close()
        if name == "next":
            next_puzzle(self.app)
        self.app.dirty = True
