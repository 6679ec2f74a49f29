"""The Computer's Solution: every step the logical solver took, in words.

The seed's "View/Show Logs" tab lists how the program reached its solution.
Here that is :func:`game.engine.logic.solve` with ``record=True`` from the
puzzle's start: each recorded :class:`~game.engine.deduction.Deduction` is
one numbered line -- the technique's name and score, then its sentence --
followed by the summed score and the rating.  The zero-score bookkeeping
steps (sudoku's naked-single strikes) are counted but folded into one line
each, otherwise a 9x9 log would be two hundred lines of "strike 5 from
row 3" around the twenty steps worth reading.

The text is one scrollable pygame-gui text box, so the wheel, a finger on
its scroll bar, and (through the focus ring, which scrolls a dialog's text
when no widget lies that way) the arrow keys and a pad's D-pad all move it.
The log is computed when the dialog opens; a 16x16 may take a second.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame

from ..engine.difficulty import score_of
from ..engine.errors import GaveUp
from ..input import intents as I
from ..input.intents import Intent
from ..render.kinds import front_for
from .dialogs import DialogScene

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services


def log_lines(puzzle) -> tuple[list[str], str]:
    """(one line per step, a summary line) for ``puzzle`` solved from its start."""
    from ..engine import logic

    try:
        result = logic.solve(puzzle, record=True)
    except GaveUp as e:
        return [], f"gave up: {e}"
    names = {t.abbr: (t.name, t.score) for t in logic.ladder(puzzle.kind)}
    lines: list[str] = []
    folded = 0
    for d in result.steps:
        name, score = names.get(d.technique, (d.technique, 0))
        if score == 0:
            folded += 1
            continue
        if folded:
            lines.append(f"({folded} bookkeeping step{'s' if folded != 1 else ''}: answers struck from their "
                         f"houses)")
            folded = 0
        lines.append(f"{name} ({d.technique}, {score}): {d.text}")
    if folded:
        lines.append(f"({folded} bookkeeping step{'s' if folded != 1 else ''}: answers struck from their houses)")
    end = "solved" if result.solved else "stuck: logic alone cannot finish from here"
    summary = f"{end}; score {score_of(puzzle, result)}"
    return lines, summary + front_for(puzzle.kind).log_note(puzzle, result)


class SolverLogScene(DialogScene):
    """A scrollable list of the solver's steps, numbered, with the score and rating at the end."""

    title = "Computer's Solution"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        w, h = app.screen.get_size()
        self.size = (min(860, w - 16), min(640, h - 16))
        self.lines, self.summary = log_lines(app.puzzle_scene.session.puzzle)

    def html(self) -> str:
        body = "<br>".join(f"<b>{i}.</b> {html.escape(t)}" for i, t in enumerate(self.lines, start=1))
        return f"{body}<br><br><b>{html.escape(self.summary.capitalize())}.</b>"

    def build(self, window) -> None:
        import pygame_gui

        w, h = self.inner()
        self.textbox = pygame_gui.elements.UITextBox(self.html(), pygame.Rect(8, 8, w - 16, h - 72),
                                                     manager=self.app.manager, container=window)
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(w - 128, h - 56, 120, 48), "Close",
                                               manager=self.app.manager, container=window)

    @property
    def scroll(self) -> float:
        """How far down the text is scrolled, 0..1 (0 when it all fits)."""
        bar = getattr(self.textbox, "scroll_bar", None)
        return float(bar.start_percentage) if bar is not None else 0.0

    def handle(self, it: Intent) -> bool:
        if it.kind == I.SCROLL and self.window is not None and self.focus is not None:  # Page Up / Down, a wheel
            self.focus._scroll_text(-it.dy)
            self.app.dirty = True
            return True
        return super().handle(it)

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element is self.ok:
            self.close()
        return True
