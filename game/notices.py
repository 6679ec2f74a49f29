"""The message strip at the bottom of the window: click feedback and notices.

One strip, two kinds of message.  Feedback to a click ("No errors so far.")
shows at once and replaces the previous feedback.  Notices (what storage
reports: a file moved aside, a save that failed) queue up and are each shown
for their full time, so several at start-up are all read, not just the last;
several already waiting when the first game is open are listed together in
one dialog instead (the app shows it).

The app owns one :class:`Notices` and draws it over everything each frame.
pygame is handed in, not imported, so importing this module stays cheap.
"""

from __future__ import annotations

import html
import time
from typing import Callable


class Notices:
    """The strip's state: the current feedback, the queue of notices and those listed at start-up."""

    def __init__(self, pygame, changed: Callable[[], None]) -> None:
        self.pygame = pygame
        self.changed = changed                # the screen must be redrawn
        self.clock: Callable[[], float] = time.perf_counter  # what message timing reads (a test fixes it)
        self.flash: tuple[str, float] | None = None
        self.queue: list[list] = []           # [text, seconds, shown until (None: not yet shown)]
        self.listed: list[str] = []

    def toast(self, text: str, seconds: float = 3.5, notice: bool = False) -> None:
        now = self.clock()
        if notice:
            self.queue.append([text, seconds, None])
        else:
            self.flash = (text, now + seconds)
            if self.queue:
                self.queue[0][2] = None  # a hidden notice restarts when it is visible again
        self.changed()

    def current(self, now: float | None = None) -> tuple[str, float] | None:
        """The message on screen at ``now`` (the clock's time if not given) and when it goes."""
        if now is None:
            now = self.clock()
        if self.flash is not None and self.flash[1] > now:
            return self.flash
        self.flash = None
        while self.queue:
            head = self.queue[0]
            if head[2] is None:
                head[2] = now + head[1]
            if head[2] > now:
                return head[0], head[2]
            self.queue.pop(0)
        return None

    def seconds_left(self) -> float | None:
        """Seconds until the message on screen expires, None when there is none."""
        current = self.current()
        return None if current is None else current[1] - self.clock()

    def take_startup_list(self) -> str | None:
        """Several notices at start-up (broken files, say) are shown together in one dialog, not one
        after another in the strip for 8 s each: that dialog's text, taken off the queue."""
        if len(self.queue) < 2:
            return None
        self.listed = [n[0] for n in self.queue]
        self.queue.clear()
        return "<br><br>".join(f"- {html.escape(t)}" for t in self.listed)

    @property
    def messages(self) -> list[str]:
        """Every message on screen or still to come, and those listed at start-up (tests read this)."""
        out = [self.flash[0]] if self.flash is not None else []
        return out + [n[0] for n in self.queue] + self.listed

    def draw(self, surf) -> None:
        current = self.current()
        if current is None:
            return
        from .render import palette as P
        from .render.layout import toast_rect
        from .render.text import fit_size, glyph

        r = toast_rect(*surf.get_size())
        text = current[0]
        size = fit_size(text, r.w - 16, int(r.h * 0.8))
        bg = self.pygame.Surface(r.size, self.pygame.SRCALPHA)
        bg.fill((*P.TOAST_BG, 235))
        surf.blit(bg, r)
        self.pygame.draw.rect(surf, P.GOLD, r, 1, border_radius=4)
        img = glyph(size, text, P.TOAST_TEXT)
        surf.blit(img, img.get_rect(center=r.center))
