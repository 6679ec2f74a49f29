"""Sudoku's tools: the seed's toolbar extras, reached from one menu item.

Sudoku Savant has more buttons than Nanba's five-icon toolbar holds: eight
paint colours, a candidate highlighter, Solve with arrows through several
solutions, the "Computer's Solution" log, Auto (generate) and Manual (enter
by hand).  Rather than crowd the toolbar -- whose icons must stay a finger
wide at 800x480 -- they live in one dialog, :class:`SudokuToolsScene`, opened
from the menu's "Sudoku tools..." item.  Every control there is a
pygame-gui button at least 48 px high, so the dialog's focus ring makes it
work from keys and pads as well as a mouse or finger.

Two tools need the board afterwards, so they are small scenes of their own
over the puzzle rather than flags in the puzzle scene:

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

:class:`GenerateScene` makes a new random sudoku on a worker thread -- the
generator can take seconds, the window must keep drawing -- and shows the
attempts and seconds as they go, with Cancel.  The generator's progress
callback is where a cancel takes effect (it raises out of the loop), and
its :class:`~game.engine.sudoku_gen.RatingTimeoutError` message, which says
what was reached instead, is shown as it is.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import pygame

from ..engine.errors import GaveUp
from ..engine.moves import PAINT_COLOURS, Paint
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.board import PAINT_COLOURS as PAINT_RGB
from ..render.text import blit_center, fit_size, glyph
from ..ui.focus import RectRing, draw_ring, ring_visible
from .base import Scene
from .dialogs import DialogScene, MessageScene

if TYPE_CHECKING:  # pragma: no cover  (the generator loads when a sudoku is first made)
    from ..engine.generator import Generated

GEOMETRIES: tuple[tuple[int, int], ...] = ((2, 2), (3, 2), (2, 3), (4, 2), (2, 4), (3, 3), (4, 3), (3, 4), (4, 4))
"""Box shapes (width, height) offered for new and hand-entered sudoku: 4x4 to 16x16 boards."""
GEN_GEOMETRIES = GEOMETRIES[1:]
"""What the generator is offered: a 4x4 always falls to naked singles, which the generator rejects."""
MIN_RATINGS = ("any", "Moderate", "Difficult", "Stinker", "Nightmare", "Obscene")


def geometry(app) -> tuple[int, int]:
    """The box shape setting (``settings.sudoku_box``, "WxH"), 3x3 by default."""
    text = app.settings.sudoku_box
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return 3, 3
    return (w, h) if (w, h) in GEOMETRIES else (3, 3)


def geometry_label(box: tuple[int, int]) -> str:
    n = box[0] * box[1]
    return f"{n}x{n}, boxes {box[0]}x{box[1]}"


def set_geometry(app, box: tuple[int, int]) -> None:
    app.settings = app.settings.with_(sudoku_box=f"{box[0]}x{box[1]}")


def next_geometry(box: tuple[int, int], among: tuple[tuple[int, int], ...] = GEOMETRIES) -> tuple[int, int]:
    i = among.index(box) if box in among else -1
    return among[(i + 1) % len(among)]


def flag_wrong(app) -> bool:
    """The "flag wrong entries immediately" setting."""
    return app.settings.flag_wrong


def toggle_flag_wrong(app) -> None:
    """Flip "flag wrong entries immediately"; on, the wrong cells are marked at once, off, unmarked."""
    app.settings = app.settings.with_(flag_wrong=not flag_wrong(app))
    sc = app.puzzle_scene
    if app.settings.flag_wrong:
        sc.after_move()
    else:
        sc.session.ui.errors, sc.session.ui.thumb_down = frozenset(), False


def flag_label(app) -> str:
    return "Flag wrong entries: " + ("at once" if flag_wrong(app) else "off")


def geometry_button_label(app) -> str:
    return "New boards: " + geometry_label(geometry(app))


def cycle_geometry(app) -> None:
    """The seed's Options/Geometry: the next box width x height for new and hand-entered boards."""
    set_geometry(app, next_geometry(geometry(app)))


def _button(rect, text, window, app, colour=None):
    import pygame_gui

    b = pygame_gui.elements.UIButton(rect, text, manager=app.manager, container=window)
    if colour is not None:  # a paint swatch: the button is the colour (and says its number)
        try:
            for k in ("normal_bg", "hovered_bg", "active_bg", "selected_bg"):
                b.colours[k] = pygame.Color(*colour)
            for k in ("normal_text", "hovered_text", "active_text", "selected_text"):
                b.colours[k] = pygame.Color(20, 22, 28)
            b.rebuild()
        except Exception:   # an older pygame-gui: the number still says which colour
            pass
    return b


class SudokuToolsScene(DialogScene):
    """New, by hand, Solve, Computer's Solution, paint colours and the highlighted candidate."""

    title = "Sudoku tools"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.puzzle_scene.session
        self.n = s.puzzle.width if s.puzzle.kind == "sudoku" else 0
        self.page = 0           # which page of rows shows when they do not all fit (a small window)
        self.pages = 1
        self.size = (640, 52 * (len(self._rows(624)) + 1) + 70)

    def _rows(self, w: int) -> list[tuple]:
        """The dialog's rows for an inner width ``w``, top to bottom.

        ``("wide", [(kind, key, text), ...])`` is one or two wide buttons;
        ``("keys", label, kind, [k, ...])`` a label and a run of 48-px keys
        (paint colours, highlighted digits) that wraps onto more rows when
        the window is narrow.
        """
        two = 2 if w >= 2 * 150 + 30 else 1
        items: list[tuple[str, str | None, str]] = [("action", "new", "New random sudoku..."),
                                                   ("action", "enter", "Enter a puzzle by hand...")]
        if self.n:
            items += [("action", "solve", "Solve"), ("action", "log", "Computer's Solution")]
        items += [("flag", None, ""), ("geo", None, "")]
        rows: list[tuple] = [("wide", items[i:i + two]) for i in range(0, len(items), two)]
        if self.n:
            per_row = max(1, (w - 4 - 100 - 48) // 52 + 1)
            for label, kind, keys in (("Paint", "paint", list(range(PAINT_COLOURS + 1))),
                                      ("Highlight", "light", list(range(self.n + 1)))):
                for i in range(0, len(keys), per_row):
                    rows.append(("keys", label if i == 0 else "", kind, keys[i:i + per_row]))
        return rows

    def build(self, window) -> None:
        """Finger-sized rows above a fixed row of (More) and Close.

        On a small window (480x320) the rows do not all fit: as in Settings
        they are split into pages and a "More" button steps through them, so
        Close is always on screen.  Only the page on show is built.
        """
        import pygame_gui

        from ..engine.puzzle import digit_char

        w, h = self.inner()
        app = self.app
        self.actions: dict[object, str] = {}
        self.paints: dict[object, int] = {}
        self.lights: dict[object, int] = {}
        self.flag_btn = self.geo_btn = self.more_btn = None
        rows = self._rows(w)
        fit = max(1, (h - 10 - 56) // 52)
        self.pages = -(-len(rows) // fit)
        self.page = min(self.page, self.pages - 1)
        y = 8
        for row in rows[self.page * fit:(self.page + 1) * fit]:
            if row[0] == "wide":
                cells = row[1]
                bw = (w - 20 - 10 * (len(cells) - 1)) // len(cells)
                for i, (kind, key, text) in enumerate(cells):
                    b = _button(pygame.Rect(10 + i * (bw + 10), y, bw, 48), text, window, app)
                    if kind == "action":
                        self.actions[b] = key
                    else:
                        setattr(self, f"{kind}_btn", b)
            else:
                _, label, kind, keys = row
                if label:
                    pygame_gui.elements.UILabel(pygame.Rect(10, y, 90, 48), label, manager=app.manager,
                                                container=window)
                for j, k in enumerate(keys):
                    r = pygame.Rect(100 + j * 52, y, 48, 48)
                    if kind == "paint":
                        b = _button(r, "Off" if k == 0 else str(k), window, app, None if k == 0 else PAINT_RGB[k - 1])
                        self.paints[b] = k
                    else:
                        self.lights[_button(r, "Off" if k == 0 else digit_char(k), window, app)] = k
            y += 52
        by = h - 56
        if self.pages > 1:
            self.more_btn = _button(pygame.Rect(10, by, 150, 48), f"More {self.page + 1}/{self.pages}", window, app)
        self.close_btn = _button(pygame.Rect(w - 130, by, 120, 48), "Close", window, app)
        self._labels()

    def _labels(self) -> None:
        if self.flag_btn is not None:
            self.flag_btn.set_text(flag_label(self.app))
        if self.geo_btn is not None:
            self.geo_btn.set_text(geometry_button_label(self.app))

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        e = it.element
        app = self.app
        if e is not None and e is self.more_btn:
            self.page = (self.page + 1) % self.pages
            self.relayout()
        elif e is not None and e is self.flag_btn:   # the seed's "highlight incorrect numbers", on from the start
            toggle_flag_wrong(app)
            self._labels()
        elif e is not None and e is self.geo_btn:  # the seed's Options/Geometry: box width and height
            cycle_geometry(app)
            self._labels()
        elif e is self.close_btn:
            self.close()
        elif e in self.paints:
            self.close()
            app.stack.push(PaintOverlay(app, self.paints[e]))
        elif e in self.lights:
            self.close()
            highlight(app, self.lights[e])
        elif e in self.actions:
            key = self.actions[e]
            self.close()
            if key == "new":
                app.stack.push(GenerateScene(app))
            elif key == "enter":
                from .sudoku_entry import EntryScene

                app.stack.push(EntryScene(app))
            elif key == "solve":
                solve(app)
            elif key == "log":
                from .solver_log import SolverLogScene

                app.stack.push(SolverLogScene(app))
        return True


def highlight(app, digit: int) -> None:
    """Highlight every cell still holding ``digit`` (0: none) until changed."""
    s = app.puzzle_scene.session
    s.ui.highlight = digit  # UI state: undo never touches it
    from ..engine.puzzle import digit_char

    app.toast(f"Highlighting the cells that can still hold {digit_char(digit)}." if digit else "Highlight off.")
    app.dirty = True


def solve(app) -> None:
    """Show the solution; cycle through up to five when the puzzle has several."""
    sc = app.puzzle_scene
    s = sc.session
    if s.puzzle.solution is not None or s.ensure_solution():
        sc.smiley()
        return
    from ..engine.exact import solutions

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

    def __init__(self, app, colour: int) -> None:
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

    def __init__(self, app, solutions: list[tuple[int, ...]]) -> None:
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
        board = sc.board
        if board is not None:   # made with the layout (relayout); the puzzle scene draws no board without it
            L, p = sc.placed, sc.current.puzzle
            sol = self.solutions[self.i]
            size = board.big_size
            for cell in range(p.ncells):
                if p.givens[cell]:
                    continue
                r = L.cell_rect(cell).inflate(-2, -2)
                surf.fill(board.region_color[p.regions[cell]], r)
                blit_center(surf, glyph(size, board.label(sol[cell]), P.ANSWER), r.center)
        R = self.rects()
        for name, label in (("prev", "< Prev"), ("next", "Next >"), ("close", "Close")):
            r = R[name]
            pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=6)
            blit_center(surf, glyph(fit_size(label, r.w - 8, int(r.h * 0.45)), label, P.ICON), r.center)
        if ring_visible(self.app) and self.ring.current:
            draw_ring(surf, R[self.ring.current], 2)


# -- generating --------------------------------------------------------------------------------------

class _Cancelled(Exception):
    pass


class GenerateScene(DialogScene):
    """Size / boxes / jigsaw and a minimum rating, then Generate: a worker thread, progress, Cancel."""

    title = "New random sudoku"
    size = (560, 330)
    time_limit = 60.0
    """Seconds before a minimum rating the board cannot reach gives up (RatingTimeoutError)."""
    seed: object = None
    """None: a new seed each time (the clock); tests fix one so what is made does not depend on it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.box = geometry(app) if geometry(app) in GEN_GEOMETRIES else (3, 3)
        self.jigsaw = False
        self.min_rating = "any"
        self.thread: threading.Thread | None = None
        self.cancel = threading.Event()
        self.result: Generated | None = None
        self.error: Exception | None = None
        self.progress = (0, 0.0)
        self.started = 0.0

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        app = self.app
        self.geo_btn = _button(pygame.Rect(10, 8, w - 20, 48), "", window, app)
        self.jig_btn = _button(pygame.Rect(10, 60, (w - 30) // 2, 48), "", window, app)
        self.rate_btn = _button(pygame.Rect(20 + (w - 30) // 2, 60, (w - 30) // 2, 48), "", window, app)
        self.status = pygame_gui.elements.UILabel(pygame.Rect(10, 112, w - 20, 48), "", manager=app.manager,
                                                  container=window)
        self.go_btn = _button(pygame.Rect(10, 166, 170, 48), "Generate", window, app)
        self.cancel_btn = _button(pygame.Rect(w - 130, 166, 120, 48), "Cancel", window, app)
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
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    @property
    def busy(self) -> bool:
        return self.running or self.result is not None or self.error is not None

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        e = it.element
        if e is self.cancel_btn:
            self.cancel.set()
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
        from ..engine.sudoku_gen import generate_sudoku

        n = self.box[0] * self.box[1]
        box, jigsaw = (None if self.jigsaw else self.box), self.jigsaw
        rating = None if self.min_rating == "any" else self.min_rating
        seed = self.seed if self.seed is not None else f"ui-{time.time_ns()}"
        self.cancel.clear()
        self.started = time.monotonic()

        def progress(tries: int, secs: float) -> None:
            self.progress = (tries, secs)
            if self.cancel.is_set():
                raise _Cancelled

        def work() -> None:
            try:
                self.result = generate_sudoku(n, seed=seed, box=box, jigsaw=jigsaw, min_rating=rating,
                                              time_limit=self.time_limit, progress=progress)
            except _Cancelled:
                pass
            except Exception as e:  # the timeout's message (and any other) is shown as it is
                self.error = e

        self.thread = threading.Thread(target=work, name="nanba-generate", daemon=True)
        self.thread.start()
        self.app.dirty = True

    def update(self, dt: float) -> None:
        if self.window is None:
            return
        if self.running:
            self.progress = (self.progress[0], time.monotonic() - self.started)
            self._labels()
            self.app.dirty = True
            return
        if self.error is not None:
            err, self.error = self.error, None
            self.close()
            self.app.stack.push(MessageScene(self.app, "No puzzle made", str(err)))
        elif self.result is not None:
            got, self.result = self.result, None
            self.close()
            open_generated(self.app, got.puzzle, got.score)

    def exit(self) -> None:
        self.cancel.set()
        super().exit()


def open_generated(app, puzzle, score: int | None = None) -> None:
    """Play a generated or hand-entered sudoku (no built-in number, so no record is kept)."""
    app.open_custom(puzzle)
    s = app.puzzle_scene.session
    if score is not None:
        s.score = score
    from ..engine.sudoku import rating

    app.toast(f"A new {puzzle.width}x{puzzle.width} sudoku" + (f", rated {rating(score, puzzle.width)}."
                                                               if score is not None else "."))
