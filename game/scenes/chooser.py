"""The puzzle chooser: numbered tiles, each with its difficulty band, a tick on every puzzle solved.

**Difficulty.**  A built-in set is sorted by difficulty score when it is made,
easiest first, and never reordered (:mod:`game.levels`), so a puzzle's place
in its set *is* its difficulty: :func:`band` cuts the set into
:data:`BANDS` equal bands, and each tile shows its band as rising bars
(filled up to the band: a shape, not a colour).  No puzzle is parsed for it
(the chooser needs only the set's line count), and the screen says that the
puzzles run from easiest to hardest and what the bars and the tick mean.

A page shows up to 100 puzzles as a grid of up to 10x10; the arrows, Page
Up/Down or the wheel turn pages.  Drawn directly rather than with 100
pygame-gui buttons, so it opens instantly; the geometry is a pure function
of the window size like the board's.

**Every tile is a finger wide.**  A tile, like every touch target, is at
least :data:`MIN_TILE` (48 px) where the window allows it, so a small window
shows fewer rows and columns -- 10x7 at 800x480 -- and more pages rather
than smaller tiles; the page size (``per_page``) comes with the geometry.
The page and close buttons are 48-px targets too.
"""

from __future__ import annotations

from typing import TypedDict

import pygame

from ..engine.backend import kind_of_set
from ..input import intents as I
from ..input.intents import Intent
from ..levels import level_count, set_title
from ..render import palette as P
from ..render.captions import draw_tick
from ..render.layout import toast_rect
from ..render.text import blit_center, fit_size, glyph, wrap
from ..services import Services
from .base import Covering, Scene
from .new_puzzle import NewPuzzleScene
from .recent import RecentScene

BANDS = 5
"""Difficulty bands a set is cut into (equal shares of its puzzles, easiest first)."""
LEGEND = "Sorted by difficulty, easiest first.  Bars: difficulty 1-5.  Tick: solved."
"""What the chooser says under its tiles: the order, and what the marks mean."""
SOLVED_TICK = (20, 120, 50)
"""The tick's green: dark enough on every pale tile."""
PER_PAGE = 100
"""The most puzzles a page shows (10x10, on a big window)."""
MIN_TILE = 48
"""A tile's least side where the window allows it: a fingertip, so a touch screen can pick it."""


def band(number: int, count: int) -> int:
    """The difficulty band (1 = easiest .. :data:`BANDS`) of puzzle ``number`` in a set of ``count``."""
    if count <= 0:
        return 1
    return max(1, min(BANDS, 1 + number * BANDS // count))


def draw_bars(surf: pygame.Surface, r: pygame.Rect, level: int, on: tuple[int, int, int],
              off: tuple[int, int, int]) -> None:
    """:data:`BANDS` rising bars across ``r``, the first ``level`` filled, the rest outlined."""
    step = r.w / BANDS
    bw = max(2, round(step * 0.7))
    for i in range(BANDS):
        h = max(2, round(r.h * (i + 1) / BANDS))
        bar = pygame.Rect(round(r.x + i * step), r.bottom - h, bw, h)
        if i < level:
            pygame.draw.rect(surf, on, bar)
        else:
            pygame.draw.rect(surf, off, bar, 1)


def draw_fitted(surf: pygame.Surface, r: pygame.Rect, text: str, share: float) -> None:
    """``text`` centred in ``r`` on one line at ``share`` of its height, or, where that would shrink it
    below two thirds of that (a narrow portrait screen), on two lines."""
    want = int(r.h * share)
    size = fit_size(text, r.w, want)
    if size < want * 2 // 3:
        lines = wrap(text, fit_size("8", r.w, int(r.h * 0.4)), r.w)
        if len(lines) == 2:
            two = min(fit_size(line, r.w, int(r.h * 0.4)) for line in lines)
            if two > size:
                for i, line in enumerate(lines):
                    blit_center(surf, glyph(two, line, P.ICON), (r.centerx, r.y + r.h * (0.3 + 0.4 * i)))
                return
    blit_center(surf, glyph(size, text, P.ICON), r.center)


class ChooserGeometry(TypedDict):
    """The chooser's layout at one window size: the grid's shape and every button's rect."""
    cols: int
    rows: int
    per_page: int
    tile: int
    grid: pygame.Rect
    prev: pygame.Rect
    next: pygame.Rect
    new: pygame.Rect
    recent: pygame.Rect
    close: pygame.Rect
    head: int


def chooser_geometry(size: tuple[int, int]) -> ChooserGeometry:
    w, h = size
    pad = max(8, min(w, h) // 50)
    t = max(MIN_TILE, min(72, min(w, h) // 10)) if min(w, h) >= 4 * MIN_TILE else max(24, min(w, h) // 8)
    head = t + pad  # the title band, the close button at its end; the page buttons take as much at the bottom
    floor = toast_rect(w, h).top   # the message strip's row (messages, the key and pad hints) stays clear
    foot = floor - t - pad // 2
    area = pygame.Rect(pad, head, w - 2 * pad, foot - pad // 2 - head)
    cols = max(1, min(10, area.w // MIN_TILE))
    rows = max(1, min(PER_PAGE // cols, area.h // MIN_TILE))
    tile = max(12, min(area.w // cols, area.h // rows))
    gw, gh = tile * cols, tile * rows
    grid = pygame.Rect((w - gw) // 2, area.y + (area.h - gh) // 2, gw, gh)
    prev = pygame.Rect(pad, foot, 2 * t, t)
    nxt = pygame.Rect(w - pad - 2 * t, foot, 2 * t, t)
    close = pygame.Rect(w - pad - t, pad // 2, t, t)
    new = pygame.Rect(prev.right + pad, prev.y, 3 * t, t)
    recent = pygame.Rect(new.right + pad, prev.y, 2 * t, t)
    return {"cols": cols, "rows": rows, "per_page": cols * rows, "tile": tile, "grid": grid, "prev": prev,
            "next": nxt, "new": new, "recent": recent, "close": close, "head": head}


class ChooserScene(Scene):
    modal = True

    def __init__(self, app: Services, kind: str) -> None:
        super().__init__(app)
        self.kind = kind
        self.count = level_count(kind)
        cur = app.puzzle_scene.current
        self.page = (cur.number // self.per_page) if cur.kind == kind else 0
        self.solved = app.library.solved_set(kind)
        self.best: dict[int, float] = {}
        if app.library.storage is not None:
            for n in self.solved:
                t = app.library.storage.best_time(kind, n)
                if t is not None:
                    self.best[n] = t

    def enter(self) -> None:
        self.covering = Covering(self.app)   # opaque: the puzzle's number box must not show through
        self.covering.hide()

    def exit(self) -> None:
        self.covering.show()

    @property
    def per_page(self) -> int:
        """Puzzles on a page at the window's size (fewer on a small window: tiles stay a finger wide)."""
        return int(chooser_geometry(self.app.screen.get_size())["per_page"])

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // self.per_page))

    def relayout(self) -> None:
        self.page = max(0, min(self.pages - 1, self.page))
        if hasattr(self, "covering"):
            self.covering.hide()

    def number_at(self, pos: tuple[int, int]) -> int | None:
        g = chooser_geometry(self.app.screen.get_size())
        grid, tile, cols = g["grid"], g["tile"], g["cols"]
        if not grid.collidepoint(pos):
            return None
        i = (pos[1] - grid.y) // tile * cols + (pos[0] - grid.x) // tile
        n = self.page * g["per_page"] + i
        return n if n < self.count else None

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self.app.dirty = True

    def new_puzzle(self) -> None:
        """New puzzle, over the chooser: a fresh one of this set's kind (the gamepad's Y, or N)."""
        self.close()
        self.app.stack.push(NewPuzzleScene(self.app, kind_of_set(self.kind)))

    def recent(self) -> None:
        """Recent, over the chooser: the last puzzles played (the gamepad's X, or H)."""
        self.close()
        self.app.stack.push(RecentScene(self.app))

    def handle(self, it: Intent) -> bool:
        if it.kind == I.BACK:
            self.close()
        elif it.kind == I.HINT:   # the gamepad's X, or H: no hint here, so Recent
            self.recent()
        elif it.kind in (I.PAD_SET, I.AUTO_NOTES):
            self.new_puzzle()
        elif it.kind == I.SCROLL:
            self.turn(-it.dy)
        elif it.kind == I.MOVE_CURSOR and it.dx:
            self.turn(it.dx)
        elif it.kind == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            g = chooser_geometry(self.app.screen.get_size())
            if g["prev"].collidepoint(it.pos):
                self.turn(-1)
            elif g["next"].collidepoint(it.pos):
                self.turn(1)
            elif g["close"].collidepoint(it.pos):
                self.close()
            elif g["new"].collidepoint(it.pos):
                self.new_puzzle()
            elif g["recent"].collidepoint(it.pos):
                self.recent()
            else:
                n = self.number_at(it.pos)
                if n is not None:
                    self.close()
                    self.app.library.open_puzzle(self.kind, n)
        return True  # modal

    def draw(self, surf: pygame.Surface) -> None:
        g = chooser_geometry(surf.get_size())
        surf.fill(P.BG)
        head = g["head"]
        per = g["per_page"]
        first, last = self.page * per, min(self.count, (self.page + 1) * per) - 1
        bands = sorted({band(first, self.count), band(last, self.count)})
        title = (f"{set_title(self.kind)}: puzzles {first}-{last}, difficulty "
                 f"{'-'.join(str(b) for b in bands)} of {BANDS}   page {self.page + 1}/{self.pages}   "
                 f"solved {len(self.solved)}/{self.count}")
        w = surf.get_width()
        draw_fitted(surf, pygame.Rect(w // 2 - (w - 3 * head) // 2, 2, w - 3 * head, head - 2), title, 0.6)
        grid, tile, cols = g["grid"], g["tile"], g["cols"]
        cur = self.app.puzzle_scene.current
        fs = fit_size("888", tile - 8, int(tile * 0.4))
        for i in range(per):
            n = self.page * per + i
            if n >= self.count:
                break
            r = pygame.Rect(grid.x + (i % cols) * tile, grid.y + (i // cols) * tile, tile, tile).inflate(-3, -3)
            solved = n in self.solved
            col = P.REGION_COLORS[(n // 10 + n) % len(P.REGION_COLORS)] if solved else P.TOOLBAR_HI
            pygame.draw.rect(surf, col, r, border_radius=max(2, tile // 8))
            if cur.kind == self.kind and cur.number == n:
                pygame.draw.rect(surf, P.GOLD, r, max(2, tile // 16), border_radius=max(2, tile // 8))
            ink = P.GIVEN if solved else P.ICON
            roomy = tile >= 64                # room for the best time under the number
            blit_center(surf, glyph(fs, str(n), ink), (r.centerx, r.centery + tile * (0.04 if roomy else 0.14)))
            bars = pygame.Rect(r.x + r.w * 0.1, r.y + r.h * 0.1, r.w * 0.42, r.h * 0.28)
            draw_bars(surf, bars, band(n, self.count), ink, P.lighten(ink, 0.5) if solved else P.ICON_DIM)
            if solved:  # the tick, top right: solved reads from its shape as well as from the tile's colour
                draw_tick(surf, pygame.Rect(r.x + r.w * 0.6, r.y + r.h * 0.08, r.w * 0.3, r.h * 0.3), SOLVED_TICK)
                if n in self.best and roomy:  # the best time, small, under the number
                    secs = int(self.best[n])
                    label = f"{secs // 60}:{secs % 60:02d}" if secs < 6000 else f"{secs // 3600}h"
                    blit_center(surf, glyph(max(8, int(tile * 0.24)), label, P.GIVEN),
                                (r.centerx, r.bottom - tile * 0.13))
        legend = pygame.Rect(g["recent"].right + 8, g["prev"].y, g["next"].x - g["recent"].right - 16, g["prev"].h)
        room = g["prev"].y - g["grid"].bottom - 8
        if legend.w < w * 0.4 and room >= g["prev"].h * 0.6:  # a narrow screen: on a line of its own above
            legend = pygame.Rect(g["prev"].x, g["grid"].bottom + 4, w - 2 * g["prev"].x, min(g["prev"].h, room))
        if legend.w > 0:
            draw_fitted(surf, legend, LEGEND, 0.5)
        for r, text in ((g["prev"], "<"), (g["next"], ">"), (g["close"], "x")):
            pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=6)
            blit_center(surf, glyph(int(r.h * 0.7), text, P.ICON), r.center)
        pygame.draw.rect(surf, P.TOOLBAR_HI, g["new"], border_radius=6)
        draw_fitted(surf, g["new"].inflate(-8, -8), "New puzzle", 0.5)
        pygame.draw.rect(surf, P.TOOLBAR_HI, g["recent"], border_radius=6)
        draw_fitted(surf, g["recent"].inflate(-8, -8), "Recent", 0.5)
