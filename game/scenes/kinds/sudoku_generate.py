"""A new random sudoku, made on a worker thread while the window keeps drawing.

:class:`GenerateScene` offers the size (box shape or jigsaw) and a minimum
rating, then runs the generator on a worker thread -- it can take seconds --
and shows the attempts and seconds as they go, with Cancel.  The
generator's progress callback is where a cancel takes effect (it raises out
of the loop), and its :class:`~game.engine.kinds.sudoku.gen.RatingTimeoutError`
message, which says what was reached instead, is shown as it is.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import pygame

from ...input.intents import Intent
from ...services import Services
from ..worker import WorkerDialog
from .sudoku_settings import GEN_GEOMETRIES, geometry, geometry_label, next_geometry, tool_button

if TYPE_CHECKING:  # pragma: no cover  (the generator loads when a sudoku is first made)
    from ...engine.backend import Generated
    from ...engine.puzzle import Puzzle

MIN_RATINGS = ("any", "Moderate", "Difficult", "Stinker", "Nightmare", "Obscene")


class GenerateScene(WorkerDialog):
    """Size / boxes / jigsaw and a minimum rating, then Generate: a worker thread, progress, Cancel."""

    title = "New random sudoku"
    size = (560, 330)
    time_limit = 60.0
    """Seconds before a minimum rating the board cannot reach gives up (RatingTimeoutError)."""
    seed: object = None
    """None: a new seed each time (the clock); tests fix one so what is made does not depend on it."""

    def __init__(self, app: Services) -> None:
        super().__init__(app, "nanba-generate")
        self.box = geometry(app) if geometry(app) in GEN_GEOMETRIES else (3, 3)
        self.jigsaw = False
        self.min_rating = "any"

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        app = self.app
        self.geo_btn = tool_button(pygame.Rect(10, 8, w - 20, 48), "", window, app)
        self.jig_btn = tool_button(pygame.Rect(10, 60, (w - 30) // 2, 48), "", window, app)
        self.rate_btn = tool_button(pygame.Rect(20 + (w - 30) // 2, 60, (w - 30) // 2, 48), "", window, app)
        self.status = pygame_gui.elements.UILabel(pygame.Rect(10, 112, w - 20, 48), "", manager=app.manager,
                                                  container=window)
        self.go_btn = tool_button(pygame.Rect(10, 166, 170, 48), "Generate", window, app)
        self.cancel_btn = tool_button(pygame.Rect(w - 130, 166, 120, 48), "Cancel", window, app)
        self._labels()

    def _labels(self) -> None:
        self.geo_btn.set_text(f"Size: {self.box[0] * self.box[1]}x{self.box[0] * self.box[1]}, jigsaw" if self.jigsaw
                              else f"Size: {geometry_label(self.box)}")
        self.jig_btn.set_text("Jigsaw: on" if self.jigsaw else "Jigsaw: off")
        self.rate_btn.set_text(f"Minimum: {self.min_rating}")
        if self.running:
            a, secs = self.progress
            self.status.set_text(f"Generating... {a} attempt{'s' if a != 1 else ''}, {secs:.0f} s")
        else:
            self.status.set_text("")

    @property
    def thread(self) -> threading.Thread | None:
        return self.worker.thread

    @property
    def cancel(self) -> threading.Event:
        return self.worker.cancel

    @property
    def progress(self) -> tuple[int, float]:
        return self.worker.progress[0], time.monotonic() - self.started

    @property
    def busy(self) -> bool:
        return self.running or self.worker.result is not None or self.worker.error is not None

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        e = it.element
        if e is self.cancel_btn:
            self.worker.stop()
            self.close()
            return True
        if self.running:
            return True
        if e is self.geo_btn:
            self.box = next_geometry(self.box, GEN_GEOMETRIES)
        elif e is self.jig_btn:
            self.jigsaw = not self.jigsaw
        elif e is self.rate_btn:
            self.min_rating = MIN_RATINGS[(MIN_RATINGS.index(self.min_rating) + 1) % len(MIN_RATINGS)]
        elif e is self.go_btn:
            self.start()
        self._labels()
        return True

    def start(self) -> None:
        from ...engine.kinds.sudoku.gen import generate_sudoku

        n = self.box[0] * self.box[1]
        box, jigsaw = (None if self.jigsaw else self.box), self.jigsaw
        rating = None if self.min_rating == "any" else self.min_rating
        seed = self.seed if self.seed is not None else f"ui-{time.time_ns()}"
        self.run(lambda progress: generate_sudoku(n, seed=seed, box=box, jigsaw=jigsaw, min_rating=rating,
                                                  time_limit=self.time_limit, progress=progress))

    def done(self, got: Generated) -> None:
        self.close()
        open_generated(self.app, got.puzzle, got.score)


def open_generated(app: Services, puzzle: Puzzle, score: int | None = None) -> None:
    """Play a generated or hand-entered sudoku (no built-in number, so no record is kept)."""
    app.library.open_custom(puzzle, source="generated")
    s = app.puzzle_scene.session
    if score is not None:
        s.score = score
    from ...engine.difficulty import word_for

    app.toast(f"A new {puzzle.width}x{puzzle.width} sudoku" + (f", rated {word_for(puzzle, score)}."
                                                               if score is not None else "."))
