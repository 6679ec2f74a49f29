"""The daily puzzle's calendar: a month of days, each day solved ticked, today outlined.

One kind at a time (the button at the top left switches kind): a month grid,
Monday first, with the previous and next months a press away.  A day solved
on its own day shows a tick in a filled disc; a past day solved later, a bare
tick -- shapes, not colours, and the legend says so.  Today carries a bar
with the word "Today" along its foot: a label, never an outline that the
focus ring's own outline could be taken for.  Pressing today, or any past day, opens that day's puzzle (made on a
worker thread the first time, with a progress bar: :mod:`.daily_make`);
future days are dim and do nothing.  The streak (see :mod:`game.daily`) and
the best streak of the kind are written under the top row.

Drawn directly like the chooser, every target at least 48 px where the
window allows; the focus ring (arrows, D-pad, Tab) walks the buttons and the
days, Enter / A presses, the shoulders turn months, Esc / B closes.
"""

from __future__ import annotations

import calendar
from datetime import date

import pygame

from ..daily import MONTHS, DailyBook, daily_kinds, today
from ..engine.backend import backend
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.captions import draw_tick
from ..render.layout import toast_rect
from ..render.text import blit_center, fit_size, glyph
from ..services import Services
from ..ui.focus import RectRing, ring_visible
from .base import Covering, Scene
from .chooser import MIN_TILE, SOLVED_TICK, draw_fitted
from .daily_make import open_daily

LEGEND = "Tick in a disc: solved on the day.  Bare tick: solved later."
TODAY = "Today"
DAY_NAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def calendar_geometry(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The buttons, the header rows and the 42 day slots (``slot0`` .. ``slot41``) at one window size."""
    w, h = size
    pad = max(6, min(w, h) // 60)
    t = max(MIN_TILE, min(72, min(w, h) // 10))
    out: dict[str, pygame.Rect] = {}
    y = pad // 2
    out["kind"] = pygame.Rect(pad, y, min(5 * t, (w - 3 * pad - t) // 2), t)
    out["close"] = pygame.Rect(w - pad - t, y, t, t)
    out["streak"] = pygame.Rect(out["kind"].right + pad, y, out["close"].x - out["kind"].right - 2 * pad, t)
    y += t + pad // 2
    out["prev"] = pygame.Rect(pad, y, 2 * t, t)
    out["next"] = pygame.Rect(w - pad - 2 * t, y, 2 * t, t)
    out["month"] = pygame.Rect(out["prev"].right, y, out["next"].x - out["prev"].right, t)
    y += t
    legend_h = max(24, t // 2)
    bottom = toast_rect(w, h).y - pad // 2           # the message strip (and the pad's hints) keep their row
    head_h = max(18, t * 2 // 5)
    rows_h = bottom - legend_h - y - head_h - pad
    ch = max(24, rows_h // 6)
    cw = max(24, min((w - 2 * pad) // 7, ch * 2))
    ch = min(ch, cw * 6 // 5)                        # a tall window: squarish days, the legend under them
    x0 = (w - 7 * cw) // 2
    out["days"] = pygame.Rect(x0, y, 7 * cw, head_h)
    y += head_h
    for i in range(42):
        out[f"slot{i}"] = pygame.Rect(x0 + (i % 7) * cw, y + (i // 7) * ch, cw, ch)
    out["legend"] = pygame.Rect(pad, y + 6 * ch + pad // 2, w - 2 * pad, legend_h)
    return out


class DailyScene(Scene):
    """The calendar of one kind's daily puzzles (see the module's essay)."""

    modal = True

    def __init__(self, app: Services, kind: str | None = None) -> None:
        super().__init__(app)
        kinds = daily_kinds()
        self.kinds = kinds
        self.kind = kind if kind in kinds else (app.puzzle_scene.current.puzzle.kind
                                                if app.puzzle_scene.current.puzzle.kind in kinds else kinds[0])
        self.today = today()
        self.month = (self.today.year, self.today.month)
        self.ring = RectRing()
        self.reload()
        self.layout()
        self.ring.focus(f"day{self.today.day}")

    def reload(self) -> None:
        self.book = DailyBook(self.app.library.storage)
        self.solved = self.book.solved(self.kind)

    # -- the month ----------------------------------------------------------------------------
    def days(self) -> list[tuple[int, date]]:
        """(slot, day) for every day of the month on show."""
        y, m = self.month
        first = calendar.monthrange(y, m)[0]          # Monday = 0
        return [(first + d - 1, date(y, m, d)) for d in range(1, calendar.monthrange(y, m)[1] + 1)]

    def layout(self) -> None:
        g = calendar_geometry(self.app.screen.get_size())
        self.g = g
        names = ["kind", "close", "prev", "next"]
        rects = [g[n] for n in names]
        for slot, d in self.days():
            names.append(f"day{d.day}")
            rects.append(g[f"slot{slot}"])
        self.ring.set(names, rects)

    def relayout(self) -> None:
        self.layout()
        if hasattr(self, "covering"):
            self.covering.hide()

    def enter(self) -> None:
        self.covering = Covering(self.app)   # opaque: the puzzle's number box must not show through
        self.covering.hide()

    def exit(self) -> None:
        self.covering.show()

    def turn(self, delta: int) -> None:
        y, m = self.month
        m += delta
        y, m = y + (m - 1) // 12, (m - 1) % 12 + 1
        if (y, m) > (self.today.year, self.today.month):
            return                                  # no month lies wholly ahead to play
        keep = self.ring.current
        self.month = (y, m)
        self.layout()
        if keep in ("prev", "next"):
            self.ring.focus(keep)
        self.app.dirty = True

    def switch_kind(self) -> None:
        self.kind = self.kinds[(self.kinds.index(self.kind) + 1) % len(self.kinds)]
        self.reload()
        self.app.dirty = True

    # -- acting -----------------------------------------------------------------------------
    def press(self, name: str) -> None:
        if name == "close":
            self.close()
        elif name == "kind":
            self.switch_kind()
        elif name in ("prev", "next"):
            self.turn(-1 if name == "prev" else 1)
        elif name.startswith("day"):
            day = date(self.month[0], self.month[1], int(name[3:]))
            if day <= self.today:
                self.close()
                open_daily(self.app, self.kind, day)
        self.app.dirty = True

    def name_at(self, pos: tuple[int, int]) -> str | None:
        for name, r in zip(self.ring.names, self.ring.rects):
            if r.collidepoint(pos):
                return name
        return None

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.BACK:
            self.close()
        elif k == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            name = self.name_at(it.pos)
            if name is not None:
                self.ring.focus(name)
                self.press(name)
        elif k == I.MOVE_CURSOR and (it.dx or it.dy):
            self.ring.move(it.dx, it.dy)
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif k in (I.ACTIVATE, I.RESTART) and self.ring.current is not None:
            self.press(self.ring.current)
        elif k in (I.UNDO, I.REDO):                   # the shoulders: a month at a time
            self.turn(-1 if k == I.UNDO else 1)
        elif k == I.SCROLL and it.dy:
            self.turn(-it.dy)
        self.app.dirty = True
        return True  # modal

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        g = self.g if self.g["close"].right <= surf.get_width() else calendar_geometry(surf.get_size())
        surf.fill(P.BG)
        title = backend(self.kind).title
        for r, text in ((g["kind"], f"{title}  >"), (g["close"], "x"), (g["prev"], "<"), (g["next"], ">")):
            ahead = text == ">" and self.month >= (self.today.year, self.today.month)
            pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=6)
            size = fit_size(text, r.w - 12, int(r.h * 0.6))
            blit_center(surf, glyph(size, text, P.ICON_DIM if ahead else P.ICON), r.center)
        now, best = self.book.streak(self.kind, self.today), self.book.best_streak(self.kind)
        draw_fitted(surf, g["streak"], f"Daily {title}: streak {now} day{'s' if now != 1 else ''}, best {best}", 0.45)
        draw_fitted(surf, g["month"], f"{MONTHS[self.month[1] - 1]} {self.month[0]}", 0.6)
        head = g["days"]
        cw = head.w // 7
        fs = fit_size("Wed", cw - 6, int(head.h * 0.8))
        for i, name in enumerate(DAY_NAMES):
            blit_center(surf, glyph(fs, name, P.ICON), (head.x + cw * i + cw / 2, head.centery))
        for slot, day in self.days():
            self.draw_day(surf, g[f"slot{slot}"].inflate(-4, -4), day)
        draw_fitted(surf, g["legend"], LEGEND, 0.6)
        if ring_visible(self.app):
            self.ring.draw(surf)

    def draw_day(self, surf: pygame.Surface, r: pygame.Rect, day: date) -> None:
        future = day > self.today
        pygame.draw.rect(surf, P.TOOLBAR if future else P.TOOLBAR_HI, r, border_radius=max(2, r.h // 8))
        on = self.solved.get(day)
        side = min(r.h, r.w) * 0.5
        mark = pygame.Rect(0, 0, side, side)
        mark.bottomright = (r.right - r.h // 10, r.bottom - r.h // 10)
        if day == self.today:
            self.draw_today(surf, r, mark if on is not None else None)
        if on is not None:
            if on <= day:       # on the day: a disc behind the tick
                pygame.draw.circle(surf, P.GIVEN, mark.center, side * 0.62)
                draw_tick(surf, mark.inflate(-side // 5, -side // 5), (250, 250, 250))
            else:
                draw_tick(surf, mark, SOLVED_TICK)
        size = fit_size("30", int(r.w * 0.45), int(r.h * 0.45))
        blit_center(surf, glyph(size, str(day.day), P.ICON_DIM if future else P.ICON),
                    (r.x + r.w * 0.28, r.y + r.h * 0.3))

    @staticmethod
    def draw_today(surf: pygame.Surface, r: pygame.Rect, mark: pygame.Rect | None) -> None:
        """A light bar across the day's foot with the word Today in it, clear of the solved mark if any."""
        radius = max(2, r.h // 8)
        tall = max(14, int(r.h * 0.45))     # below the day number (its foot is at 0.52 of the height)
        bar = pygame.Rect(r.x, r.bottom - tall, r.w, tall)
        pygame.draw.rect(surf, P.ICON, bar, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
        room = bar.copy() if mark is None else pygame.Rect(bar.x, bar.y, max(1, mark.x - bar.x), bar.h)
        size = fit_size(TODAY, room.w - 6, int(bar.h * 0.85))
        blit_center(surf, glyph(size, TODAY, P.BG), room.center)
