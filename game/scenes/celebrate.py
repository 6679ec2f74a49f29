"""A solve: the best time recorded, the regions pulsing, confetti, and the summary with Next puzzle.

A part of the puzzle scene (which imports this module).  The best time is
kept only when the solution was never seen (put on the board, or shown in
the watch view, also before a resume: the save keeps that mark).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

import pygame

from ..levels import set_title
from ..played import note_session, played_best
from ..render import palette as P
from ..ui.anim import Animator
from ..ui.session import Session

if TYPE_CHECKING:  # pragma: no cover
    from ..render.layout import Layout
    from ..services import Services


class CelebrationHost(Protocol):
    session: Session
    anim: Animator

    @property
    def app(self) -> Services: ...

    @property
    def placed(self) -> Layout: ...


class Celebration:
    """The solved moment of the puzzle scene: record, message, pulses, confetti, summary."""

    def __init__(self, scene: CelebrationHost) -> None:
        self.scene = scene
        self.confetti: list[tuple[float, float, float, float, tuple[int, int, int]]] = []
        self.waiting: tuple[Session, list[str]] | None = None
        """The summary of a solve, shown once the confetti has fallen (at once without animations)."""

    def start(self) -> None:
        from .solved import summary     # the solved panel loads with the first solve, not at start

        sc = self.scene
        s, app = sc.session, sc.app
        app.play_sound("solved")
        best: float | None = None
        new_best = False
        storage = app.library.storage
        daily: str | None = None
        if s.saw_solution():
            note_session(storage, s, None, solved=True)   # solved, but with help: no time
            app.toast(f"Solved in {s.clock_text()} - {s.help_note()}, so no best time is kept.", 5.0)
        else:
            secs = int(s.elapsed)   # what the clock shows (Session.clock_text): the message must agree
            note = ""
            if storage is not None and s.number >= 0:
                try:
                    new_best = storage.record_solved(s.kind, s.number, secs)
                    best = storage.best_time(s.kind, s.number)
                    note = " - a new best time!" if new_best else ""
                    app.library.flush_storage_messages()
                except Exception as e:
                    note = f" (not recorded: {e})"
            custom_best = note_session(storage, s, secs, solved=True)   # every puzzle, whatever its source
            if s.number < 0 and storage is not None:
                new_best, best = custom_best, played_best(storage, s.puzzle.line())
                note = " - a new best time!" if new_best else ""
            which = f" {set_title(s.kind)} {s.number}" if s.number >= 0 else ""   # a puzzle of no set has no number
            app.toast(f"Solved{which} in {s.clock_text()}{note}", 5.0)
            try:    # a daily puzzle: its day ticked on the calendar, the streak said
                from ..daily import note_solved, today   # here: the calendar is not needed to start

                daily = note_solved(storage, s.puzzle.line(), today())
                app.library.flush_storage_messages()
            except Exception as e:
                daily = f"The daily puzzle's solve was not recorded: {e}"
            for r in range(len(s.puzzle.region_cells)):
                sc.anim.start(f"pulse:{r}", 0.8, delay=0.05 * r, payload=r)
            rng = random.Random(s.number)
            b = sc.placed.board
            self.confetti = [(b.x + rng.random() * b.w, b.y + rng.random() * b.h * 0.3,
                              (rng.random() - 0.5) * 500, -200 - rng.random() * 400,
                              P.REGION_COLORS[i % len(P.REGION_COLORS)]) for i in range(90)]
            sc.anim.start("celebrate", 2.4)
        self.waiting = (s, summary(s, best, new_best, storage is not None) + ([daily] if daily else []))
        self.update()

    def update(self) -> None:
        """Show the waiting summary once the celebration is over, if its game is still the one on show."""
        if self.waiting is None or self.scene.anim.progress("celebrate") is not None:
            return
        s, lines = self.waiting
        self.waiting = None
        if s is self.scene.session and s.state.is_solved():
            from .solved import SolvedScene

            self.scene.app.stack.push(SolvedScene(self.scene.app, lines))

    def draw(self, surf: pygame.Surface) -> None:
        t = self.scene.anim.progress("celebrate")
        if t is None:
            return
        secs = t * 2.4
        size = max(3, self.scene.placed.cell // 12)
        for x, y, vx, vy, col in self.confetti:
            px = x + vx * secs
            py = y + vy * secs + 600 * secs * secs
            surf.fill(col, pygame.Rect(round(px), round(py), size, size * 2))
