"""Attract mode and the title screen: what a kiosk shows when nobody plays.

:class:`AttractScene` is a demo that teaches while it waits: it takes a
built-in puzzle, runs the logic solver with ``record=True``, and walks the
recorded steps one at a time -- first showing each step's marks (red: what
goes, green: why) with its sentence beside the board, then applying it -- so
a passer-by sees how the hints reason, not just digits appearing.  Trivial
steps (the zero-score rules) go quickly, scored ones stay long enough to
read.  A solved board rests a moment, then the next puzzle starts; every
second turn the "watch the computer solve" view plays one instead (the
textbook backtracker beside the logical path), over this scene.

It is an opaque, modal scene with its own position and board renderer: the
player's game underneath is not touched, so the kiosk can return to it
exactly as it was.  The scene never handles input itself; the kiosk
controller (:mod:`game.kiosk`) takes the first touch and decides where it
leads.

:class:`TitleScene` is where a new player lands after the reset timeout:
the name, big buttons for each puzzle kind, and "touch anywhere" to go on
with a fresh puzzle.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from ..engine.backend import featured
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..levels import set_title
from ..render.text import blit_center, fit_size, glyph, wrap
from ..services import Services
from ..ui.focus import RectRing, draw_ring, ring_visible
from .base import Covering, Scene

if TYPE_CHECKING:  # pragma: no cover  (next_puzzle loads the engine when the first puzzle is shown)
    from ..engine.deduction import Deduction
    from ..engine.state import PlayState
    from ..render.board import BoardRenderer

STEP_SHOW = 2.6        # seconds a scored step's marks stay up before it is applied
TRIVIAL_SHOW = 0.7     # the zero-score rules go by quickly
AFTER_APPLY = 0.5
SOLVED_REST = 3.0
WATCH_EVERY = 2        # every second turn goes to the watch view (game.scenes.watch), when present


class AttractScene(Scene):
    modal = True

    def __init__(self, app: Services, kinds: tuple[str, ...] | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.kinds = kinds or featured()  # looked up now, not when the module loaded
        self.rng = random.Random(seed)
        self.state: PlayState | None = None
        self.steps: list[Deduction] = []
        self.i = 0
        self.t = 0.0
        self.phase = "show"     # show (marks up) -> applied -> ... -> solved
        self.board: BoardRenderer | None = None
        self.title = ""
        self.puzzles_shown = 0
        self.puzzles_done = 0

    # -- puzzles -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.covering = Covering(self.app)   # a pygame-gui widget would show through an opaque scene
        self.covering.hide()
        self.next_puzzle()

    def exit(self) -> None:
        self.covering.show()

    def next_puzzle(self) -> None:
        from ..levels import level_count
        from ..engine import logic
        from ..engine.state import PlayState
        from ..levels import level

        for _ in range(6):
            kind = self.rng.choice(self.kinds)
            try:
                n = self.rng.randrange(level_count(kind))
                puzzle = level(kind, n)
                result = logic.solve(puzzle, record=True)
            except Exception:
                continue
            if result.steps:
                break
        else:
            self.steps = []
            return
        self.state = PlayState(puzzle)
        self.steps = list(result.steps)
        self.i, self.t, self.phase = 0, 0.0, "show"
        self.title = f"{set_title(kind)} {n}"
        self.puzzles_shown += 1
        self.relayout()

    def geometry(self) -> dict[str, pygame.Rect]:
        w, h = self.app.screen.get_size()
        m = max(6, min(w, h) // 40)
        if w >= h:
            side = min(h - 2 * m, w * 3 // 5)
            board_area = pygame.Rect(m, m, side, side)
            text = pygame.Rect(board_area.right + m, m, w - board_area.right - 2 * m, h - 2 * m)
        else:
            side = min(w - 2 * m, h * 3 // 5)
            board_area = pygame.Rect((w - side) // 2, m, side, side)
            text = pygame.Rect(m, board_area.bottom + m, w - 2 * m, h - board_area.bottom - 2 * m)
        return {"board": board_area, "text": text}

    def relayout(self) -> None:
        if hasattr(self, "covering"):
            self.covering.hide()
        if self.state is None:
            return
        from ..render.board import BoardRenderer
        from ..render.layout import Layout

        p = self.state.puzzle
        g = self.geometry()
        area = g["board"]
        cell = max(8, min(area.w // p.width, area.h // p.height))
        board = pygame.Rect(area.x + (area.w - cell * p.width) // 2, area.y + (area.h - cell * p.height) // 2,
                            cell * p.width, cell * p.height)
        empty = pygame.Rect(0, 0, 0, 0)
        L = Layout(self.app.screen.get_size(), empty, {}, {}, board, cell, p.width, p.height, empty)
        from ..render.kinds import front_for

        L = front_for(p.kind).adapt_layout(L, p)
        self.board = BoardRenderer(p, L)
        self.app.dirty = True

    # -- time ----------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        # Nothing tweens: a step changes every half second or more, and the kiosk's
        # idle timeout wakes the loop often enough, so the demo draws only on change.
        return False

    def current(self) -> Deduction | None:
        return self.steps[self.i] if 0 <= self.i < len(self.steps) else None

    def update(self, dt: float) -> None:
        if self.state is None:
            return
        self.t += min(dt, 0.25)
        step = self.current()
        if self.phase == "show" and step is not None:
            hold = TRIVIAL_SHOW if self._trivial(step) else STEP_SHOW
            if self.t >= hold:
                self.state.play(step.move())
                self.phase, self.t = "applied", 0.0
                self.app.dirty = True
        elif self.phase == "applied" and self.t >= AFTER_APPLY:
            self.i += 1
            self.t = 0.0
            self.phase = "show" if self.current() is not None else "solved"
            self.app.dirty = True
        elif self.phase == "solved" and self.t >= SOLVED_REST:
            self.puzzles_done += 1
            if self.puzzles_done % WATCH_EVERY == 0 and self._watch():
                self.phase = "watching"      # the watch view plays over this scene until it calls back
            else:
                self.next_puzzle()

    def _watch(self) -> bool:
        """Every few puzzles, the "watch the computer solve" view takes a turn (brute force beside logic)."""
        try:
            from .watch import WatchScene

            view = WatchScene.demo(self.app, rng=self.rng, on_finish=self._watched)
        except Exception:   # the view is optional: without it the demo simply goes on
            return False
        self.app.stack.push(view)
        return True

    def _watched(self, view) -> None:
        if view in self.app.stack.scenes:
            view.close()
        self.next_puzzle()

    def _trivial(self, step) -> bool:
        if self.state is None:
            return False
        try:
            from ..engine import logic

            return step.technique in {t.abbr for t in logic.zero_score(self.state.puzzle.kind)}
        except Exception:
            return False

    def _name(self, abbr: str) -> str:
        if self.state is None:
            return abbr
        try:
            from ..engine import logic

            return logic.technique(self.state.puzzle.kind, abbr).name
        except Exception:
            return abbr

    def handle(self, it: Intent) -> bool:
        return True   # the kiosk controller takes the touch that ends the demo

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(P.BG)
        if self.state is None or self.board is None:
            return
        from ..ui.session import UIState

        step = self.current()
        ui = UIState(cursor=-1, show_cursor=False, hint=step if self.phase == "show" else None)
        self.board.draw(surf, self.state, ui, None)
        g = self.geometry()["text"]
        y = g.y
        head = max(16, min(48, g.w // 9))
        blit_center(surf, glyph(fit_size("Nanba", g.w, head), "Nanba", P.GOLD), (g.centerx, y + head // 2))
        y += head + 4
        sub = f"Watching the computer solve {self.title}"
        img = glyph(fit_size(sub, g.w, max(12, head // 2)), sub, P.ICON)
        surf.blit(img, img.get_rect(midtop=(g.centerx, y)))
        y += img.get_height() + head // 2
        if self.phase == "solved" or step is None:
            text = "Solved! Every step was logic: no guessing."
        else:
            text = f"{self._name(step.technique)}: {step.text}"
        size = max(12, min(36, g.w // 13, g.h // 9))
        for line in wrap(text, size, g.w)[: max(1, (g.bottom - y - 2 * size) // (size + 2))]:
            img = glyph(size, line, P.TOAST_TEXT)
            surf.blit(img, (g.x, y))
            y += size + 2
        call = "Touch the screen to play"
        img = glyph(fit_size(call, g.w, max(14, head * 2 // 3)), call, P.GOLD)
        surf.blit(img, img.get_rect(midbottom=(g.centerx, g.bottom)))


class TitleScene(Scene):
    """The kiosk's welcome: pick a kind (or touch anywhere for the default one)."""

    modal = True

    def __init__(self, app: Services, kinds: tuple[str, ...] | None = None) -> None:
        super().__init__(app)
        self.kinds = kinds or featured()
        self.ring = RectRing()

    def enter(self) -> None:
        self.covering = Covering(self.app)
        self.covering.hide()
        self.geometry()

    def exit(self) -> None:
        self.covering.show()

    def geometry(self) -> dict[str, pygame.Rect]:
        w, h = self.app.screen.get_size()
        bw = min(w - 40, 420)
        bh = max(56, min(96, h // 8))
        rects = {}
        y = h // 2
        for k in self.kinds:
            rects[k] = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + bh // 3
        self.rects = rects
        self.ring.set(list(rects), list(rects.values()))
        return rects

    def relayout(self) -> None:
        self.geometry()
        if hasattr(self, "covering"):
            self.covering.hide()

    def start(self, kind: str) -> None:
        self.close()
        self.app.library.open_random(kind)

    def handle(self, it: Intent) -> bool:
        if it.kind == I.PRESS:
            for k, r in self.rects.items():
                if it.pos is not None and r.collidepoint(it.pos):
                    self.start(k)
                    return True
            self.start(self.kinds[0])
        elif it.kind == I.MOVE_CURSOR:
            self.ring.move(it.dx, it.dy)
        elif it.kind == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif it.kind in (I.ACTIVATE, I.RESTART) and self.ring.current:
            self.start(self.ring.current)
        self.app.dirty = True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(P.BG)
        w, h = surf.get_size()
        head = max(32, min(120, h // 6))
        blit_center(surf, glyph(fit_size("Nanba", w - 40, head), "Nanba", P.GOLD), (w / 2, h * 0.22))
        sub = "Number-block puzzles with hints that explain themselves"
        blit_center(surf, glyph(fit_size(sub, w - 40, max(14, head // 4)), sub, P.ICON), (w / 2, h * 0.22 + head * 0.8))
        for k, r in self.rects.items():
            pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=12)
            label = f"Play {set_title(k)}"
            blit_center(surf, glyph(fit_size(label, r.w - 20, round(r.h * 0.5)), label, P.ICON), r.center)
        if ring_visible(self.app) and self.ring.current:
            draw_ring(surf, self.rects[self.ring.current])
