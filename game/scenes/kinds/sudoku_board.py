"""The sudoku tools that work on the board: paint, the highlighted candidate, several solutions.

They need the board afterwards, so they are small scenes of their own over
the puzzle rather than flags in the puzzle scene:

* :class:`PaintOverlay` -- a transparent, non-modal scene (like the hint
  overlay) that turns a press on a cell into a paint stroke
  (:class:`~game.engine.moves.Paint`, an ordinary undoable move) and lets
  everything else fall through; Esc or the strip's "Stop" ends it.
* :class:`SolutionsScene` -- Solve for a puzzle with several solutions (a
  hand-entered one): it draws solution *i* of up to five over the board
  without playing any move, with Previous / Next / Close buttons.  A
  puzzle with one solution just shows it the ordinary way (the smiley's
  ``ApplySolution``, undoable).

The highlighted candidate is UI state (undo leaves it alone): it lives on
``session.ui.highlight`` and the board renderer draws it.
"""

from __future__ import annotations

import pygame

from ...engine.errors import GaveUp
from ...engine.moves import Paint
from ...engine.puzzle import digit_char
from ...input import intents as I
from ...input.intents import Intent
from ...render import palette as P
from ...render.board import PAINT_COLOURS as PAINT_RGB
from ...render.text import blit_center, fit_size, glyph
from ...services import Services
from ...ui.focus import RectRing, draw_ring, ring_visible
from ..base import Scene


def highlight(app: Services, digit: int) -> None:
    """Highlight every cell still holding ``digit`` (0: none) until changed."""
    s = app.puzzle_scene.session
    s.ui.highlight = digit  # UI state: undo never touches it
    app.puzzle_scene.aids.auto_lit = 0   # this highlighter lights candidates too, even of the same digit
    app.toast(f"Highlighting the cells that can still hold {digit_char(digit)}." if digit else "Highlight off.")
    app.dirty = True


def solve(app: Services) -> None:
    """Show the solution; cycle through up to five when the puzzle has several."""
    sc = app.puzzle_scene
    s = sc.session
    if s.puzzle.solution is not None or s.ensure_solution():
        sc.smiley()
        return
    from ...engine.exact import solutions

    try:
        sols = solutions(s.puzzle, limit=5)
    except GaveUp as e:
        app.toast(f"This puzzle is too hard to solve in time ({e}).", 6.0)
        return
    if not sols:
        app.toast("This puzzle has no solution.")
        return
    app.stack.push(SolutionsScene(app, sols))


# -- painting ------------------------------------------------------------------------------------

class PaintOverlay(Scene):
    """Presses on cells paint them; Esc / B / the strip's Stop ends painting."""

    transparent = True

    def __init__(self, app: Services, colour: int) -> None:
        super().__init__(app)
        self.colour = colour

    @property
    def scene(self):
        return self.app.puzzle_scene

    def enter(self) -> None:
        self.app.toast(self.message(), 3600.0)   # the message strip says what a press does now

    def exit(self) -> None:
        self.app.toast("", 0.0)

    def message(self) -> str:
        what = f"Painting colour {self.colour}" if self.colour else "Removing paint"
        return f"{what}: press cells (again to take it off); Stop or Esc ends it."

    def stop_rect(self) -> pygame.Rect:
        """The pad's mode key becomes Stop (a pad key is a finger wide); no pad: top right of the board."""
        L = self.app.puzzle_scene.placed
        r = L.buttons.get("mode")
        if r is not None and L.pad is not None:
            return r
        return pygame.Rect(L.board.right - 2 * L.target, L.board.y, 2 * L.target, L.target)

    def handle(self, it: Intent) -> bool:
        sc = self.scene
        if it.kind == I.BACK:
            self.close()
            self.app.dirty = True
            return True
        if it.kind == I.PRESS and it.pos is not None:
            if self.stop_rect().collidepoint(it.pos):
                self.close()
                self.app.dirty = True
                return True
            cell = sc.layout.cell_at(it.pos)
            if cell is not None:
                sc.session.ui.cursor = cell
                self.paint(cell)
                return True
            return False
        if it.kind == I.ACTIVATE:   # Space / A paints the cursor cell
            self.paint(sc.session.ui.cursor)
            return True
        return False

    def paint(self, cell: int) -> None:
        s = self.scene.session
        # A second stroke of the same colour takes it off again, as the seed's toggling clicks do.
        colour = 0 if s.state.colours[cell] == self.colour else self.colour
        if s.play(Paint(cell, colour)):
            self.scene.after_move("set")
        self.app.dirty = True

    def draw(self, surf: pygame.Surface) -> None:
        stop = self.stop_rect()
        # The Stop key in the paint's own colour, with its number: which paint is on the brush.
        col = PAINT_RGB[self.colour - 1] if self.colour else P.TOOLBAR_HI
        ink = (20, 22, 28) if self.colour else P.ICON
        pygame.draw.rect(surf, col, stop, border_radius=max(3, stop.w // 8))
        pygame.draw.rect(surf, P.GOLD, stop, 2, border_radius=max(3, stop.w // 8))
        top = pygame.Rect(stop.x, stop.y, stop.w, stop.h // 2)
        low = pygame.Rect(stop.x, top.bottom, stop.w, stop.h - top.h)
        label = f"Paint {self.colour}" if self.colour else "Unpaint"
        blit_center(surf, glyph(fit_size(label, stop.w - 6, round(top.h * 0.7)), label, ink), top.center)
        blit_center(surf, glyph(fit_size("Stop", stop.w - 6, round(low.h * 0.8)), "Stop", ink), low.center)
        if ring_visible(self.app):
            draw_ring(surf, stop, 2)


# -- several solutions ------------------------------------------------------------------------------

class SolutionsScene(Scene):
    """Solution i of up to five drawn over the board (no move is played); arrows step through them."""

    transparent = True
    modal = True
    NAMES = ("prev", "next", "close")

    def __init__(self, app: Services, solutions: list[tuple[int, ...]]) -> None:
        super().__init__(app)
        self.solutions = solutions
        self.i = 0
        self.ring = RectRing()
        self.ring.set(self.NAMES, list(self.rects().values()))
        self.ring.focus("next")

    def rects(self) -> dict[str, pygame.Rect]:
        """The pad's action row (Mark, Undo, Redo) becomes Previous, Next, Close: keys a finger wide."""
        L = self.app.puzzle_scene.placed
        if L.pad is not None and all(k in L.buttons for k in ("mode", "undo", "redo")):
            return {"prev": L.buttons["mode"], "next": L.buttons["undo"], "close": L.buttons["redo"]}
        t, b = L.target, L.board
        return {"prev": pygame.Rect(b.right - 6 * t, b.y, 2 * t, t), "next": pygame.Rect(b.right - 4 * t, b.y, 2 * t, t),
                "close": pygame.Rect(b.right - 2 * t, b.y, 2 * t, t)}

    def enter(self) -> None:
        self.say()

    def exit(self) -> None:
        self.app.toast("", 0.0)

    def say(self) -> None:
        many = "at least 5" if len(self.solutions) >= 5 else str(len(self.solutions))
        self.app.toast(f"Solution {self.i + 1} of {many}: this puzzle has more than one.", 3600.0)

    def relayout(self) -> None:
        self.ring.set(self.NAMES, list(self.rects().values()))

    def step(self, d: int) -> None:
        self.i = (self.i + d) % len(self.solutions)
        self.say()
        self.app.dirty = True

    def press(self, name: str | None) -> None:
        if name == "prev":
            self.step(-1)
        elif name == "next":
            self.step(1)
        elif name == "close":
            self.close()
            self.app.dirty = True

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.PRESS and it.pos is not None:
            for name, r in self.rects().items():
                if r.collidepoint(it.pos):
                    self.ring.focus(name)
                    self.press(name)
        elif k == I.MOVE_CURSOR and it.dx:
            self.step(it.dx)
        elif k in (I.UNDO, I.REDO, I.DIGIT_STEP):     # shoulders / triggers step too
            self.step(-1 if k == I.UNDO else 1 if k == I.REDO else it.dx)
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif k in (I.ACTIVATE, I.RESTART):
            self.press(self.ring.current)
        elif k == I.BACK:
            self.press("close")
        self.app.dirty = True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.puzzle_scene
        board, L, p = sc.board, sc.placed, sc.current.puzzle
        sol = self.solutions[self.i]
        size = board.big_size
        clip = surf.get_clip()
        surf.set_clip(L.board.clip(clip))    # a zoomed board: only the cells in its window
        for cell in range(p.ncells):
            if p.givens[cell]:
                continue
            r = L.cell_rect(cell).inflate(-2, -2)
            surf.fill(board.region_color[p.regions[cell]], r)
            blit_center(surf, glyph(size, board.label(sol[cell]), P.ANSWER), r.center)
        surf.set_clip(clip)
        R = self.rects()
        for name, label in (("prev", "< Prev"), ("next", "Next >"), ("close", "Close")):
            r = R[name]
            pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=6)
            blit_center(surf, glyph(fit_size(label, r.w - 8, int(r.h * 0.45)), label, P.ICON), r.center)
        if ring_visible(self.app) and self.ring.current:
            draw_ring(surf, R[self.ring.current], 2)
