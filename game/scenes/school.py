"""The school: a lesson for every technique of every kind's ladder.

One full-screen, custom-drawn scene with four pages: the kinds, a kind's
lessons (name, score, the right answers saved as "2 of 3 right", a ticked
box and "Done" or an empty one and "To do"), a lesson's example (the idea,
and the board of its first position with the hint's own marks: struck
squares go, rings are the reason) and its practice positions.  On a practice position the player takes the candidates that go
(or the one answer a placing technique sets), then says Done; the feedback
names what was missed and what was wrongly taken, with the technique's
sentence, and the board shows the hint's marks with the wrong picks crossed
out.  Show me plays the hint's marks a stage at a time.  A right answer is
saved at once (:mod:`game.school_progress`); three finish the lesson, which
then offers built-in puzzles whose hardest technique is the one just learnt
(found by :mod:`game.school_index`, with the search's progress shown).

Every device: a click or a tap on a candidate takes it, a tap on a cell
selects it for the digit keys (each a finger wide); the arrows or the D-pad
walk the focus ring over cells, keys and buttons, Enter or A presses, digit
keys take a digit of the selected cell, H or X is Show me, Esc or B goes back.
"""

from __future__ import annotations

import pygame

from ..engine.backend import backend, backends
from ..input import intents as I
from ..input.intents import Intent
from ..lessondata import lessons, positions
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.marks import MARKS_STAGE
from ..school_lesson import Exercise, Verdict, exercise, practice, technique
from ..school_progress import Progress
from ..services import Services
from ..ui.focus import RectRing, ring_visible
from ..ui.session import UIState
from ..engine.deduction import Deduction
from .base import Covering, Scene
from .school_search import open_real
from .school_words import button_label, finished_words
from .school_draw import (Geometry, draw_button, draw_cross, draw_row, draw_text, draw_tick_box,
                          finished_geometry, lesson_geometry, list_geometry)
from .watch_layout import board_layout

SHOW_STEP = 0.7
"""Seconds between the stages Show me plays (where to look, the marks, the sentence)."""


class SchoolScene(Scene):
    """The school; ``kind`` and ``abbr`` open straight at a kind's list or a lesson."""

    modal = True
    """Over the game, as every page away from it is: the game's clock waits while the player is at school."""
    key_context = "school"
    """The key and pad hints the message strip shows (game.render.hints)."""

    def __init__(self, app: Services, kind: str | None = None, abbr: str | None = None) -> None:
        super().__init__(app)
        self.progress = Progress(app.library.storage)
        self.kinds = [b.name for b in backends() if lessons(b.name)]
        self.page = "kinds"
        self.kind = kind or ""
        self.abbr = ""
        self.list_page = 0
        self.ring = RectRing()
        self.covering = Covering(app)
        self.ex: Exercise | None = None
        self.index = 0
        self.verdict: Verdict | None = None
        self.show_stage = -1
        self.show_clock = 0.0
        self.cursor: int | None = None
        self.message = ""
        self.shown = False
        self.geo: Geometry | None = None
        if kind:
            self.open_kind(kind)
        if kind and abbr:
            self.open_lesson(abbr)

    # -- pages --------------------------------------------------------------------------
    def enter(self) -> None:
        self.covering.hide()
        self.layout()

    def exit(self) -> None:
        self.covering.show()

    def relayout(self) -> None:
        self.layout()
        self.covering.hide()

    def open_kind(self, kind: str) -> None:
        self.kind, self.page, self.list_page = kind, "lessons", 0
        self.layout()

    def open_lesson(self, abbr: str) -> None:
        found = positions(self.kind, abbr)
        if not found:   # a technique the lessons file has no position for (a newer ladder, a damaged file)
            self.app.toast(f"No practice positions for {abbr} in this game's lessons yet.")
            return
        self.abbr, self.page = abbr, "example"
        self.start(found[0])

    def start(self, lesson) -> None:
        try:
            self.ex = exercise(lesson)
        except ValueError as e:
            self.app.toast(f"This lesson's position is out of date: {e}")
            self.ex = None
        self.verdict, self.show_stage, self.cursor, self.message = None, -1, None, ""
        self.shown = False   # Show me was pressed: a right answer then does not count
        self.layout()

    def practise(self, index: int) -> None:
        self.page, self.index = "practice", index
        self.start(practice(self.kind, self.abbr)[index])

    def back(self) -> None:
        if self.page in ("example", "practice", "finished"):
            self.page = "lessons"
            self.ex = None
            self.layout()
        elif self.page == "lessons" and len(self.kinds) > 1:
            self.page = "kinds"
            self.layout()
        else:
            self.close()

    def to_the_game(self) -> None:
        """Leave for a puzzle: the school and whatever it was opened over (Help) go, so the game is on show
        (and a kind's rules intro, if due, opens over the game, not under Help)."""
        scenes = self.app.stack.scenes
        game = self.app.puzzle_scene
        for sc in reversed(scenes[scenes.index(game) + 1:] if game in scenes else [self]):
            self.app.stack.remove(sc)

    # -- geometry and focus ---------------------------------------------------------------
    def rows(self) -> list[tuple[str, str, bool | None]]:
        """The list page's rows: (key, text, done or None)."""
        if self.page == "kinds":
            out: list[tuple[str, str, bool | None]] = []
            for k in self.kinds:
                abbrs = list(dict.fromkeys(x.abbr for x in lessons(k)))
                n = sum(self.learnt(k, a) for a in abbrs)
                out.append((k, f"{backend(k).title}: {n} of {len(abbrs)} lessons done", None))
            return out
        k = self.kind
        return [(t.abbr, f"{t.name} (score {t.score}): {self.tally(k, t.abbr)}", self.learnt(k, t.abbr))
                for t in backend(k).ladder if positions(k, t.abbr)]

    def tally(self, kind: str, abbr: str) -> str:
        """The right answers saved for a lesson, in words: "2 of 3 right"."""
        total = len(practice(kind, abbr))
        return f"{min(self.progress.count(kind, abbr), total)} of {total} right"

    def learnt(self, kind: str, abbr: str) -> bool:
        """Every practice position answered right (three, or all there are when a technique has fewer)."""
        return self.progress.done(kind, abbr, min(Progress.DONE, len(practice(kind, abbr))))

    def buttons(self) -> list[str]:
        if self.page == "example":
            return ["back", "practise"]
        if self.page == "finished":
            return ["lessons", "real"]
        if self.verdict is None:
            return ["back", "clear", "show", "done"]
        return ["back", "show", "on" if self.verdict.right else "again"]

    def layout(self) -> None:
        w, h = self.app.screen.get_size()
        if self.page in ("kinds", "lessons"):
            rows = self.rows()
            self.geo, per = list_geometry(w, h, len(rows))
            self.per_page = per
            self.list_page = max(0, min(self.list_page, (len(rows) - 1) // per))
            shown = rows[self.list_page * per:(self.list_page + 1) * per]
            names = [f"row:{i}" for i in range(len(shown))] + ["back", "prev", "next"]
        elif self.ex is not None and self.page != "finished":
            p = self.ex.puzzle
            digits = max(p.max_digit) if self.page == "practice" and self.verdict is None else 0
            self.geo = lesson_geometry(w, h, p.width, p.height, digits, self.buttons())
            self.board = BoardRenderer(p, board_layout(self.geo.board, p, (w, h)))
            names = [f"cell:{c}" for c in range(p.ncells)] if digits else []
            names += [f"key:{d + 1}" for d in range(digits)] + self.buttons()
        else:
            self.geo = finished_geometry(w, h, self.end_words(), self.buttons())
            names = self.buttons()
        rects = [self.rect(n) for n in names]
        keep = self.ring.current
        self.ring.set(names, rects)
        if keep not in names:
            first = next((n for n in names if not n.startswith("cell:")), None)
            if first:
                self.ring.focus(first)
        self.app.dirty = True

    def rect(self, name: str) -> pygame.Rect:
        g = self.geo
        assert g is not None
        if name.startswith("cell:"):
            return self.board.layout.cell_rect(int(name[5:]))
        if name.startswith("key:"):
            return g.digits[int(name[4:]) - 1]
        return g.buttons[name]

    # -- acting -------------------------------------------------------------------------------
    def press(self, name: str | None) -> None:
        if name is None:
            return
        if name.startswith("row:"):
            rows = self.rows()
            i = self.list_page * self.per_page + int(name[4:])
            if i < len(rows):
                if self.page == "kinds":
                    self.open_kind(rows[i][0])
                else:
                    self.open_lesson(rows[i][0])
        elif name.startswith("cell:"):
            self.cursor = int(name[5:])
        elif name.startswith("key:"):
            self.take_digit(int(name[4:]))
        elif name in ("back", "lessons"):
            self.back()
        elif name in ("prev", "next"):
            self.list_page += -1 if name == "prev" else 1
            self.layout()
        elif name == "practise":
            self.practise(0)
        elif name == "show":
            self.show_stage, self.show_clock = 0, 0.0
            self.shown = self.shown or self.verdict is None
        elif name == "clear" and self.ex is not None:
            self.ex.taken.clear()
        elif name == "done":
            self.done()
        elif name == "again" and self.ex is not None:
            self.start(self.ex.lesson)
        elif name == "on":
            if self.index + 1 < len(practice(self.kind, self.abbr)):
                self.practise(self.index + 1)
            else:
                self.page = "finished"
                self.layout()
        elif name == "real":
            open_real(self.app, self.kind, self.abbr, self.to_the_game)
        self.app.dirty = True

    def take_digit(self, digit: int) -> None:
        if self.ex is None or self.verdict is not None or self.page != "practice":
            return
        if self.cursor is None:
            self.message = "Choose a cell first, then its digit."
        elif not self.ex.toggle(self.cursor, digit):
            self.message = f"{digit} is not a candidate of {self.ex.puzzle.cell_name(self.cursor)}."
        else:
            self.message = ""

    def done(self) -> None:
        if self.ex is None:
            return
        self.verdict = self.ex.judge()
        self.show_stage = -1
        if self.verdict.right and not self.shown:
            self.progress.answered(self.kind, self.abbr, self.index)
        self.layout()

    # -- input ----------------------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.BACK:
            self.back()
        elif k == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            self.click(it.pos)
        elif k == I.MOVE_CURSOR:
            if self.ring.move(it.dx, it.dy):
                cur = self.ring.current or ""
                if cur.startswith("cell:"):
                    self.cursor = int(cur[5:])
                self.app.dirty = True
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
            self.app.dirty = True
        elif k in (I.ACTIVATE, I.RESTART):   # A, Space, Enter (Enter restarts a puzzle; here it presses)
            self.press(self.ring.current)
        elif k in (I.DIGIT_TOGGLE, I.DIGIT_SET) and it.digit:
            self.take_digit(it.digit)
            self.app.dirty = True
        elif k == I.HINT and self.page == "practice":
            self.press("show")
        elif k == I.RESIZE:
            self.relayout()
        return True

    def click(self, pos: tuple[int, int]) -> None:
        for name, r in zip(self.ring.names, self.ring.rects):
            if not name.startswith("cell:") and r.collidepoint(pos):
                self.ring.focus(name)
                self.press(name)
                return
        if self.page == "practice" and self.ex is not None and self.verdict is None:
            L = self.board.layout
            cell = L.cell_at(pos)
            if cell is None:
                return
            self.cursor = cell
            self.ring.focus(f"cell:{cell}")
            digit = L.slot_at(cell, pos, self.ex.puzzle.max_digit[cell])
            if digit and self.ex.can_pick(cell, digit):
                self.take_digit(digit)
            self.app.dirty = True

    def update(self, dt: float) -> None:
        if self.show_stage >= 0 and self.show_stage < 2:
            self.show_clock += dt
            if self.show_clock >= SHOW_STEP:
                self.show_clock = 0.0
                self.show_stage += 1
                self.app.dirty = True

    @property
    def busy(self) -> bool:
        return 0 <= self.show_stage < 2

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(P.BG)
        g = self.geo
        if g is None:
            return
        if self.page in ("kinds", "lessons"):
            self.draw_list(surface, g)
        else:
            self.draw_lesson(surface, g)
        if ring_visible(self.app) and self.app.stack.top is self:   # one ring on screen: the top scene's
            self.ring.draw(surface)

    def draw_list(self, surf: pygame.Surface, g: Geometry) -> None:
        title = "School: choose a kind" if self.page == "kinds" else f"School: {backend(self.kind).title}"
        draw_text(surf, g.text, [title], g.font)
        rows = self.rows()
        shown = rows[self.list_page * self.per_page:(self.list_page + 1) * self.per_page]
        for i, (_, text, done) in enumerate(shown):
            draw_row(surf, g.buttons[f"row:{i}"], text, done, g.font)
        pages = max(1, -(-len(rows) // self.per_page))
        for name in ("back", "prev", "next"):
            on = name == "back" or (name == "prev" and self.list_page > 0) or (name == "next" and self.list_page < pages - 1)
            draw_button(surf, g.buttons[name], button_label(name, self.kind, self.abbr, self.index), g.font, on)

    def board_ui(self) -> tuple[UIState, Deduction | None]:
        ex = self.ex
        assert ex is not None
        ui = UIState(show_cursor=self.page == "practice" and self.verdict is None and self.cursor is not None)
        ui.cursor = self.cursor if self.cursor is not None else -1
        if self.page == "example" or self.verdict is not None or self.show_stage >= 0:
            ui.hint = ex.deduction
            stage = 2 if self.show_stage < 0 else self.show_stage
            ui.hint_stage = stage
            ui.hint_look = frozenset(c for c, _ in ex.deduction.eliminations + ex.deduction.reasons) \
                if stage < MARKS_STAGE else frozenset()
        elif ex.taken:
            picks = tuple(sorted(ex.taken))
            ui.hint = Deduction("", () if ex.placing else picks, picks if ex.placing else (), "")
            ui.hint_stage = 2
        return ui, ui.hint

    def draw_lesson(self, surf: pygame.Surface, g: Geometry) -> None:
        tech = technique(self.kind, self.abbr) if self.abbr else None
        if self.page == "finished" or self.ex is None or tech is None:
            draw_tick_box(surf, g.board, bool(self.abbr) and self.learnt(self.kind, self.abbr))
            draw_text(surf, g.text, self.end_words(), g.font)
        else:
            ex = self.ex
            ui, _ = self.board_ui()
            self.board.draw(surf, ex, ui, None)
            if self.verdict is not None:
                L = self.board.layout
                for c, d in self.verdict.wrong:
                    draw_cross(surf, L.slot_rect(c, d, ex.puzzle.max_digit[c]).inflate(6, 6))
            draw_text(surf, g.text, self.words(tech.name, tech.score, tech.idea), g.font)
            for d, r in enumerate(g.digits, start=1):
                draw_button(surf, r, str(d), g.font + 4)
        for name in self.buttons():
            draw_button(surf, g.buttons[name], button_label(name, self.kind, self.abbr, self.index), g.font)

    def end_words(self) -> list[str]:
        learnt = bool(self.abbr) and self.learnt(self.kind, self.abbr)
        return finished_words(self.kind, self.abbr, self.tally(self.kind, self.abbr) if self.abbr else "", learnt)

    def words(self, name: str, score: int, idea: str) -> list[str]:
        ex = self.ex
        assert ex is not None
        head = f"{name} (score {score})"
        if self.page == "example":
            return [head, idea, f"Here: {ex.deduction.text}", "Struck squares go; rings are the reason."]
        n = len(practice(self.kind, self.abbr))
        head = f"{head}: practice {self.index + 1} of {n}"
        if self.verdict is not None:
            after = ["Shown first, so it does not count: try the next one."] if self.shown and self.verdict.right else []
            return [head, *ex.feedback(self.verdict), *after]
        task = ("Tap the cell and the digit this technique places, then Done." if ex.placing
                else "Tap every candidate this technique strikes, then Done.")
        out = [head, idea, task]
        if self.show_stage >= 2:
            out.append(f"Shown: {ex.deduction.text}")
        if self.message:
            out.append(self.message)
        return out
