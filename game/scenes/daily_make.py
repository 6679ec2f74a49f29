"""Opening a day's puzzle: from the cache at once, or made on a worker thread behind a progress bar.

:func:`open_daily` opens the day's line if the player's ``daily.json`` holds
it; otherwise :class:`DailyMakeScene` runs the kind's generator on a worker
thread (the window keeps drawing) with a bar that grows with the attempts,
the seconds so far and a Cancel button.  The generator's progress callback
is where a cancel takes effect: it raises out of the loop.  The line made is
cached (a kiosk's storage keeps it in memory only) and opened.
"""

from __future__ import annotations

import threading
import time
from datetime import date

import pygame

from ..daily import DailyBook, day_label, make_daily, plan
from ..engine.backend import Generated, backend
from ..engine.errors import PuzzleFormatError
from ..engine.puzzle import Puzzle
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.text import blit_center, fit_size, glyph
from ..services import Services
from ..ui.focus import draw_ring, ring_visible
from .base import Covering, Scene
from .dialogs import MessageScene


class _Cancelled(Exception):
    pass


def play(app: Services, kind: str, day: date, puzzle: Puzzle) -> None:
    """Put the day's puzzle on the board and say which it is."""
    app.library.open_custom(puzzle, source="daily")
    d = plan(kind)
    app.toast(f"Daily {backend(kind).title}, {day_label(day)}: {d.params.size}, {d.difficulty}.", 5.0)
    app.dirty = True


def open_daily(app: Services, kind: str, day: date) -> None:
    """Open ``kind``'s puzzle of ``day``: the cached line at once, else made behind a progress bar."""
    line = DailyBook(app.library.storage).line(kind, day)
    if line is not None:
        try:
            play(app, kind, day, Puzzle.from_line(line))
            return
        except (PuzzleFormatError, ValueError):
            pass                        # a damaged cache entry: made again below
    app.stack.push(DailyMakeScene(app, kind, day))


class DailyMakeScene(Scene):
    """The progress of making a day's puzzle, over the dimmed screen, with Cancel."""

    transparent = True
    modal = True

    def __init__(self, app: Services, kind: str, day: date, start: bool = True) -> None:
        super().__init__(app)
        self.kind, self.day = kind, day
        self.cancel = threading.Event()
        self.result: Generated | None = None
        self.error: Exception | None = None
        self.tries = 0
        self.started = time.monotonic()
        self.thread: threading.Thread | None = None
        if start:
            self.start()

    def start(self) -> None:
        def progress(tries: int, secs: float) -> None:
            self.tries = tries
            if self.cancel.is_set():
                raise _Cancelled

        def work() -> None:
            try:
                self.result = make_daily(self.kind, self.day, progress)
            except _Cancelled:
                pass
            except Exception as e:      # shown as it is, never a crash
                self.error = e

        self.thread = threading.Thread(target=work, name="nanba-daily", daemon=True)
        self.thread.start()

    @property
    def busy(self) -> bool:
        return True                     # keep drawing: the bar and the seconds move

    def rects(self) -> dict[str, pygame.Rect]:
        w, h = self.app.screen.get_size()
        pw, ph = min(w - 20, 520), min(h - 20, 220)
        panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bar = pygame.Rect(panel.x + 20, panel.y + ph * 0.42, pw - 40, max(20, ph // 8))
        cancel = pygame.Rect(0, 0, max(120, pw // 3), 48)
        cancel.midbottom = (panel.centerx, panel.bottom - 12)
        return {"panel": panel, "bar": bar, "cancel": cancel}

    def handle(self, it: Intent) -> bool:
        hit = it.kind == I.PRESS and it.pos is not None and self.rects()["cancel"].collidepoint(it.pos)
        if it.kind in (I.BACK, I.ACTIVATE) or hit:
            self.cancel.set()
            self.close()
        return True  # modal

    def update(self, dt: float) -> None:
        self.app.dirty = True
        if self.error is not None:
            err, self.error = self.error, None
            self.close()
            self.app.stack.push(MessageScene(self.app, "No daily puzzle made", str(err)))
        elif self.result is not None:
            got, self.result = self.result, None
            self.close()
            DailyBook(self.app.library.storage).remember(self.kind, self.day, got.line())
            self.app.library.flush_storage_messages()
            play(self.app, self.kind, self.day, got.puzzle)

    def enter(self) -> None:
        self.covering = Covering(self.app)   # the puzzle's number box must not show through the panel
        self.covering.hide()

    def exit(self) -> None:
        self.cancel.set()
        self.covering.show()

    def draw(self, surf: pygame.Surface) -> None:
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surf.blit(dim, (0, 0))
        R = self.rects()
        panel = R["panel"]
        pygame.draw.rect(surf, P.TOOLBAR, panel, border_radius=10)
        pygame.draw.rect(surf, P.GOLD, panel, 2, border_radius=10)
        title = f"Making the daily {backend(self.kind).title} of {day_label(self.day)}"
        blit_center(surf, glyph(fit_size(title, panel.w - 24, 30), title, P.ICON),
                    (panel.centerx, panel.y + panel.h * 0.2))
        bar = R["bar"]
        pygame.draw.rect(surf, P.BOX, bar, border_radius=4)
        # The attempts a day's puzzle takes are not known ahead: the bar fills ever more slowly towards the end.
        frac = self.tries / (self.tries + 4) if self.tries else 0.05
        pygame.draw.rect(surf, P.GOLD, pygame.Rect(bar.x, bar.y, max(6, round(bar.w * frac)), bar.h), border_radius=4)
        pygame.draw.rect(surf, P.ICON, bar, 2, border_radius=4)
        secs = time.monotonic() - self.started
        note = f"{self.tries} attempt{'s' if self.tries != 1 else ''}, {secs:.0f} s"
        blit_center(surf, glyph(fit_size(note, panel.w - 24, 24), note, P.ICON), (panel.centerx, bar.bottom + 22))
        c = R["cancel"]
        pygame.draw.rect(surf, P.TOOLBAR_HI, c, border_radius=6)
        blit_center(surf, glyph(fit_size("Cancel", c.w - 12, 30), "Cancel", P.ICON), c.center)
        if ring_visible(self.app):
            draw_ring(surf, c)
