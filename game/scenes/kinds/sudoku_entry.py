"""Entering a sudoku by hand: the seed's "Manual" mode.

A scene of its own over the puzzle (opaque and modal): an empty board of
the chosen box geometry, the digit pad, and a handful of buttons -- Size,
Check, Done, Clear, Cancel, Erase, Undo, Redo.  It reuses the play screen's
:func:`~game.render.arrange.compute_layout`, so every button is one of the
layout's touch targets (a tenth of the short side, 48 px at 800x480) in
whatever arrangement the window suits, and the board is drawn by the same
renderer's cached background.

What the clues are is the only state, a list of digits with its own small
undo history; nothing here touches the game in progress until Done.

* **Typing.**  A digit goes into the selected cell (a tap on the pad, a
  digit key, a pad's A with the selected digit); a mouse click on an empty
  cell writes the pad's selected digit there and a click on a clue erases
  it, as in the seed.  A digit that already stands in the cell's row, column
  or box is refused (:func:`game.engine.kinds.sudoku.entry.clashes`) with a message
  naming the clashing cell, which is outlined until the next action.
* **Check** asks the exact solver for up to two solutions and says none,
  exactly one or several.  **Done** starts play: one solution -- an
  ordinary game with a known solution; several -- a game whose Solve
  cycles through up to five (:class:`~game.scenes.kinds.sudoku_board.SolutionsScene`);
  none -- refused, since there is nothing to play.
"""

from __future__ import annotations

import pygame

from ...engine.errors import GaveUp
from ...engine.puzzle import digit_char
from ...input import intents as I
from ...input.intents import Intent
from ...render import palette as P
from ...render.arrange import compute_layout
from ...render.board import BoardRenderer, draw_cursor
from ...render.text import blit_center, fit_size, glyph
from ...services import Services
from ...ui.focus import RectRing, draw_ring, ring_visible
from ..base import Scene
from ..pad import layout_options
from .sudoku_generate import open_generated
from .sudoku_settings import geometry, geometry_label, next_geometry, set_geometry

# Which layout target carries which entry button (icons, then the pad's action row).
BUTTONS = {"menu": "Cancel", "random": "Size", "wand": "Check", "thumb": "Done", "smiley": "Clear",
           "explain": "?", "mode": "Erase", "undo": "Undo", "redo": "Redo"}


class EntryScene(Scene):
    modal = True

    def __init__(self, app: Services, box: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.flash: list[int] = []
        self.cursor = 0
        self.digit = 1
        self.ring = RectRing()
        self.tool: str | None = None   # a button in the focus ring, None = the board
        self.set_box(box or geometry(app))

    # -- model ---------------------------------------------------------------------------------
    def set_box(self, box: tuple[int, int]) -> None:
        from ...engine.kinds.sudoku.entry import blank

        self.box = box
        self.n = box[0] * box[1]
        self.blank = blank(self.n, box)
        self.clues = [0] * (self.n * self.n)
        self.undo_list: list[list[int]] = []
        self.redo_list: list[list[int]] = []
        self.cursor = min(self.cursor, self.n * self.n - 1)
        self.digit = min(self.digit, self.n)
        self.relayout()

    def puzzle(self):
        """The clues so far as a sudoku puzzle (no solution attached)."""
        from ...engine.formats import parse_line

        regions = self.blank.line().split()[3]
        clues = "".join(digit_char(d) if d else "." for d in self.clues)
        return parse_line(f"sudoku {self.n}x{self.n} {clues} {regions}")

    def _change(self, cell: int, digit: int) -> None:
        self.undo_list.append(list(self.clues))
        self.redo_list.clear()
        self.clues[cell] = digit

    def write(self, cell: int, digit: int) -> bool:
        """Put ``digit`` in ``cell`` unless it clashes (then say so and outline the clash)."""
        from ...engine.kinds.sudoku.entry import clashes

        self.flash = []
        if not 1 <= digit <= self.n or self.clues[cell] == digit:
            return False
        others = list(self.clues)
        others[cell] = 0
        bad = clashes(self.blank, others, cell, digit)
        if bad:
            self.flash = bad
            p = self.blank
            self.app.toast(f"{digit_char(digit)} cannot go in {p.cell_name(cell)}: {p.cell_name(bad[0])} "
                           f"in the same row, column or box already holds it.")
            self.app.play_sound("error")
            return False
        self._change(cell, digit)
        self.app.play_sound("set")
        return True

    def erase(self, cell: int) -> bool:
        self.flash = []
        if not self.clues[cell]:
            return False
        self._change(cell, 0)
        self.app.play_sound("delete")
        return True

    def undo(self) -> None:
        if self.undo_list:
            self.redo_list.append(self.clues)
            self.clues = self.undo_list.pop()

    def redo(self) -> None:
        if self.redo_list:
            self.undo_list.append(self.clues)
            self.clues = self.redo_list.pop()

    def count(self) -> tuple[int, tuple[int, ...] | None]:
        """(solutions, the first) counted up to 2; (-1, None) when there are too many
        possibilities to count within the solver's work budget."""
        from ...engine.exact import count_solutions

        try:
            return count_solutions(self.puzzle(), limit=2)
        except GaveUp:
            return -1, None

    def check(self) -> int:
        """Tell the player whether the clues have none, one or several solutions; returns the count (<= 2),
        or -1 when the solutions were too many to count in time."""
        n, _first = self.count()
        self.app.toast({0: "No solution: these clues cannot all be right.",
                        1: "Exactly one solution: press Done to play it.",
                        -1: "Too many possibilities to count in time: add clues (Done plays it anyway)."}.get(
            n, "Several solutions: add clues to make it unique (Done plays it anyway; Solve shows up to 5)."), 6.0)
        return n

    def done(self) -> bool:
        if not any(self.clues):
            self.app.toast("Type some clues first.")
            return False
        n, first = self.count()
        if n == 0:
            self.app.toast("This puzzle has no solution, so it cannot be played: change a clue.", 6.0)
            return False
        p = self.puzzle()
        if n == 1:
            p = p.with_solution(first)
        self.close()
        open_generated(self.app, p)
        if n > 1:
            self.app.toast("Playing a puzzle with several solutions: Solve (Sudoku tools) shows up to 5.", 6.0)
        elif n < 0:
            self.app.toast("Playing a puzzle whose solutions could not be counted in time.", 6.0)
        return True

    # -- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        # The puzzle scene's number box is a pygame-gui widget, drawn over every scene and first to
        # take clicks: out of the way while this scene covers the game.
        box = getattr(self.app.puzzle_scene, "entry", None)
        if box is not None:
            box.hide()

    def exit(self) -> None:
        box = getattr(self.app.puzzle_scene, "entry", None)
        if box is not None:
            box.show()
        self.app.dirty = True

    # -- layout --------------------------------------------------------------------------------
    def relayout(self) -> None:
        opts = layout_options(self.app, self.blank)
        if opts["pad"] == "hidden":
            opts["pad"] = "auto"   # the pad is how a finger types clues
        w, h = self.app.screen.get_size()
        self.layout = compute_layout(w, h, self.n, self.n, **opts)
        self.board = BoardRenderer(self.blank, self.layout)
        names = [k for k in BUTTONS if k in self.layout.icons or k in self.layout.buttons]
        self.ring.set(names, [self.rect(k) for k in names])
        if self in self.app.stack.scenes:
            self.enter()   # the puzzle scene's relayout (before ours) made its number box anew
        self.app.dirty = True

    def rect(self, name: str) -> pygame.Rect:
        L = self.layout
        return L.icons.get(name) or L.buttons[name]

    def button_at(self, pos) -> str | None:
        for name in self.ring.names:
            if self.rect(name).collidepoint(pos):
                return name
        return None

    # -- intents -------------------------------------------------------------------------------
    def press(self, name: str) -> None:
        app = self.app
        app.play_sound("click")
        if name == "menu":
            self.close()
        elif name == "random":
            self.set_box(next_geometry(self.box))
            set_geometry(app, self.box)
            app.toast(f"New board: {geometry_label(self.box)}.")
        elif name == "wand":
            self.check()
        elif name == "thumb":
            self.done()
        elif name == "smiley":
            if any(self.clues):
                self.undo_list.append(self.clues)
                self.redo_list.clear()
                self.clues = [0] * len(self.clues)
        elif name == "explain":
            app.toast("Choose a cell, then a digit (a clashing digit is refused). Check counts the solutions; "
                      "Done plays.", 8.0)
        elif name == "mode":
            self.erase(self.cursor)
        elif name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        app.dirty = True

    def handle(self, it: Intent) -> bool:
        k = it.kind
        self.app.dirty = True
        if k == I.PRESS:
            self._press(it)
        elif k == I.BACK:
            if self.tool is not None:
                self.tool = None
            else:
                self.close()
        elif k == I.FOCUS_NEXT:
            self.tool = None if self.tool else (self.ring.current or "menu")
        elif k == I.MOVE_CURSOR and self.tool is not None:
            if self.ring.move(it.dx, it.dy):
                self.tool = self.ring.current
        elif k == I.MOVE_CURSOR:
            r, c = divmod(self.cursor, self.n)
            self.cursor = ((r + it.dy) % self.n) * self.n + (c + it.dx) % self.n
            self.flash = []
        elif k in (I.ACTIVATE, I.RESTART) and self.tool is not None:
            self.press(self.tool)
        elif k == I.RESTART:
            self.done()
        elif k in (I.DIGIT_TOGGLE, I.DIGIT_SET, I.PAD_SET):
            d = self.digit if k == I.PAD_SET else it.digit   # a typed 0 is no digit; the pad's Y sets its own
            if d:
                self.digit = min(d, self.n)
                self.write(self.cursor, d)
        elif k == I.ACTIVATE:
            self.write(self.cursor, self.digit)
        elif k == I.DIGIT_STEP:
            self.digit = (self.digit - 1 + it.dx) % self.n + 1
        elif k == I.CLEAR_CELL:
            self.erase(self.cursor)
        elif k == I.UNDO:
            self.undo()
        elif k == I.REDO:
            self.redo()
        elif k == I.CHECK:
            self.check()
        return True   # modal: nothing reaches the game beneath

    def _press(self, it: Intent) -> None:
        L, pos = self.layout, it.pos
        if pos is None:   # a press always has a position; nothing to do without one
            return
        name = self.button_at(pos)
        if name is not None:
            self.tool = None
            self.press(name)
            return
        d = L.digit_at(pos, self.n) if L.pad is not None else 0
        if d:
            self.tool = None
            self.digit = d
            self.write(self.cursor, d)
            return
        cell = L.cell_at(pos)
        if cell is None:
            return
        self.tool = None
        self.cursor = cell
        if it.source == "touch" and L.pad is not None:
            self.flash = []
            return                          # a finger selects; the pad types
        if self.clues[cell]:
            self.erase(cell)                # the seed: a second click erases
        else:
            self.write(cell, self.digit)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        L = self.layout
        surf.fill(P.BG)
        surf.blit(self.board.background(), L.board.topleft)
        size = self.board.big_size
        for cell, d in enumerate(self.clues):
            if d:
                blit_center(surf, glyph(size, digit_char(d), P.GIVEN), L.cell_rect(cell).center)
        w = max(3, L.cell // 14)
        for cell in self.flash:
            pygame.draw.rect(surf, P.ERROR, L.cell_rect(cell).inflate(-w, -w), w)
        draw_cursor(surf, L.cell_rect(self.cursor))    # the game's own frame for the selected cell
        surf.fill(P.TOOLBAR, L.toolbar)
        if L.pad is not None:
            surf.fill(P.TOOLBAR, L.pad)
        for name in self.ring.names:
            r = self.rect(name)
            on = name == "thumb"
            pygame.draw.rect(surf, P.ANSWER if on else P.TOOLBAR_HI, r, border_radius=max(3, r.w // 8))
            text = BUTTONS[name]
            blit_center(surf, glyph(fit_size(text, r.w - 6, round(r.h * 0.36)), text, P.ICON), r.center)
        self._draw_status(surf)
        for d, r in enumerate(L.digits[: self.n], start=1):
            sel = d == self.digit
            pygame.draw.rect(surf, P.ANSWER if sel else P.PAD_KEY, r, border_radius=max(3, r.w // 8))
            fs = fit_size("8", r.w, round(r.h * 0.62 * P.TEXT_SCALE))
            blit_center(surf, glyph(fs, digit_char(d), (255, 255, 255) if sel else P.GIVEN), r.center)
        if ring_visible(self.app) and self.tool is not None:
            draw_ring(surf, self.rect(self.tool))

    def _draw_status(self, surf: pygame.Surface) -> None:
        L = self.layout
        boxes = list(L.boxes.values())
        area = boxes[0].unionall(boxes[1:])
        pygame.draw.rect(surf, P.BOX, area, border_radius=4)
        clues = sum(1 for d in self.clues if d)
        text = f"{self.n}x{self.n}: {clues} clue{'s' if clues != 1 else ''}"
        blit_center(surf, glyph(fit_size(text, area.w - 10, round(area.h * 0.5)), text, P.BOX_TEXT), area.center)
        if ring_visible(self.app):
            return          # keys or a pad: their hints have the strip's row (a line there would lie under them)
        t = L.toast
        line = "Enter a puzzle: choose a cell, then a digit"
        img = glyph(fit_size(line, t.w - 8, int(t.h * 0.8)), line, P.ICON_DIM)
        surf.blit(img, img.get_rect(midleft=(t.x + 4, t.centery)))
