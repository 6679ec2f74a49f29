"""The tutorial: a kind's rules taught on a tiny board, one placement at a time.

What is taught lives in the kind's backend (:attr:`KindBackend.intro`, see
:mod:`game.engine.intro`): the board, the steps, the words.  This screen only
shows them and listens.  Each step says what to do and outlines the cells it
is about (a dashed frame: a shape, not only a colour); the player picks a
cell and a digit.  A right digit goes on the board and the step moves on when
its cells are all filled; a wrong one stays off, and the words say why, with
the cells behind the reason marked (a thick frame and hatching) -- the step
does not advance; a second wrong digit in the step's cell adds its answer, so
nobody stays stuck.  The last step leads to a finish screen.  Skip is always
there; Skip, Esc, B or reaching the finish marks the intro seen
(:func:`.tutorial_gate.mark_seen`).

Every device works it:

* **mouse / touch** -- tap a cell, then a digit button; Skip; Play at the end;
* **keys** -- the arrows move the gold ring over the cells and the buttons,
  Enter picks the ringed cell or presses the ringed button, a digit key
  places that digit, Tab steps the ring, Esc skips;
* **gamepad** -- the D-pad moves the ring, A picks or presses, B skips.

Each step starts with its first cell picked, and a right digit picks the
step's next open cell, so a player who never errs only presses digits.
"""

from __future__ import annotations

import pygame

from ..engine.backend import backend
from ..engine.digits import single_digit
from ..engine.intro import Intro, IntroStep, Verdict, judge
from ..engine.moves import DeleteCandidate, SetAnswer
from ..engine.state import PlayState
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.marks import draw_outline
from ..render.text import blit_center, fit_size, glyph, line_step, wrap
from ..services import Services
from ..ui.focus import RectRing, draw_ring, ring_visible
from ..ui.session import UIState
from .base import Covering, Scene
from .tutorial_gate import mark_seen
from .tutorial_layout import TutorialGeometry, Words, indent, mark_side, tutorial_geometry
from .watch_layout import board_layout


class TutorialScene(Scene):
    modal = True
    label = "the tutorial"
    """What the safety net calls this scene ("Something went wrong in the tutorial")."""

    def __init__(self, app: Services, kind: str, finish_label: str = "Play") -> None:
        super().__init__(app)
        intro = backend(kind).intro
        if intro is None:
            raise ValueError(f"the {kind!r} backend has no rules intro")
        self.kind = kind
        self.intro: Intro = intro
        self.finish_label = finish_label
        self.state = PlayState(intro.puzzle)
        self.ui = UIState(show_cursor=True)
        self.index = 0
        self.feedback: Verdict | None = None
        self.finished = False
        self.placed = 0
        self.wrong = 0
        self.misses = 0
        """Wrong digits in a cell of the step on show: the second gives the answer away."""
        self.ring = RectRing()
        self.covering = Covering(app)
        self._lay()
        self._begin_step()
        self.ring.focus("digit:1")

    @property
    def key_context(self) -> str:
        """The key and pad hints the message strip shows (game.render.hints): the finish has one button."""
        return "dialog" if self.finished else "tutorial"

    # -- the steps ---------------------------------------------------------------------------
    @property
    def step(self) -> IntroStep:
        return self.intro.steps[min(self.index, len(self.intro.steps) - 1)]

    def _open_cells(self) -> list[int]:
        return [c for c in self.step.cells if not single_digit(self.state.cands[c])]

    def _begin_step(self) -> None:
        left = self._open_cells()
        self.misses = 0
        if left:
            self.ui.cursor = left[0]
        self.ui.errors = frozenset()

    def select(self, cell: int) -> None:
        if 0 <= cell < self.intro.puzzle.ncells:
            self.ui.cursor, self.ui.show_cursor = cell, True
            self.app.dirty = True

    def place(self, digit: int) -> None:
        """Put ``digit`` in the picked cell, if the step takes it; else say why not."""
        if self.finished:
            return
        cell = self.ui.cursor
        v = judge(self.intro, self.step, self.state.cands, cell, digit)
        self.feedback = v
        if not v.played:
            self.wrong += 1
            if cell in self._open_cells():
                self.misses += 1
            answer = self.intro.puzzle.solution[cell] if self.intro.puzzle.solution else 0
            if self.misses >= 2 and answer:       # nobody stays stuck in a two-minute tutorial
                v = Verdict(False, f"{v.text} This cell's digit is {self.board.label(answer)}.", v.cells)
                self.feedback = v
            self.ui.errors = frozenset(v.cells)
            self.app.play_sound("error")
        else:
            self.placed += 1
            self.state.play(DeleteCandidate(cell, digit) if self.step.strike else SetAnswer(cell, digit))
            self.ui.errors = frozenset()
            self.app.play_sound("delete" if self.step.strike and not v.step_done else "set")
            if v.step_done:
                self.index += 1
                if self.index >= len(self.intro.steps):
                    self.finish()
                else:
                    self._begin_step()
            elif cell not in self._open_cells():
                self.ui.cursor = self._open_cells()[0]
        self.app.dirty = True

    def finish(self) -> None:
        self.finished = True
        mark_seen(self.app, self.kind)
        self.ui.show_cursor = False
        self._ring()
        self.ring.focus("play")

    def skip(self) -> None:
        mark_seen(self.app, self.kind)
        self.close()

    # -- the screen ----------------------------------------------------------------------------
    def _screens(self) -> list[Words]:
        """Every set of words shown together, for one text size that fits them all."""
        steps = self.intro.steps
        longest_no = "Not 9: the marked cells already hold a 9. "
        out: list[Words] = [[(True, steps[-1].right or "Right."), (False, self.intro.done)]]
        for i, s in enumerate(steps):
            out.append([(True, longest_no + s.why + " This cell's digit is 9."), (False, s.say)])
            if i:
                out.append([(True, steps[i - 1].right or "Right."), (False, s.say)])
        return out

    def _lay(self) -> None:
        p = self.intro.puzzle
        self.g: TutorialGeometry = tutorial_geometry(self.app.screen.get_size(), p.width, p.height,
                                                     max(p.max_digit), self._screens(), P.TEXT_SCALE)
        self.board = BoardRenderer(p, board_layout(self.g.board, p, self.app.screen.get_size()))
        self._ring()
        self.app.dirty = True

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every button and cell a press or the ring can reach now, by name, in reading order."""
        g = self.g
        if self.finished:
            return [("play", g.play)]
        cells = [(f"cell:{c}", self.board.layout.cell_rect(c)) for c in range(self.intro.puzzle.ncells)]
        digits = [(f"digit:{i + 1}", r) for i, r in enumerate(g.pad)]
        return [("skip", g.skip), *cells, *digits]

    def _ring(self) -> None:
        t = self.targets()
        self.ring.set([n for n, _ in t], [r for _, r in t])

    def enter(self) -> None:
        self.covering.hide()

    def exit(self) -> None:
        self.covering.show()

    def relayout(self) -> None:
        self.covering.hide()
        self._lay()

    # -- input ---------------------------------------------------------------------------------
    def press(self, name: str | None) -> None:
        if name is None:
            return
        if name == "skip":
            self.skip()
        elif name == "play":
            self.close()
        elif name.startswith("cell:"):
            self.select(int(name[5:]))
        elif name.startswith("digit:"):
            self.place(int(name[6:]))
        self.app.dirty = True

    def _candidate_at(self, name: str, pos: tuple[int, int]) -> int:
        """The candidate under ``pos`` in cell ``name`` while a step strikes candidates out, else 0."""
        if self.finished or not self.step.strike or not name.startswith("cell:"):
            return 0
        cell = int(name[5:])
        digit = self.board.layout.slot_at(cell, pos, self.intro.puzzle.max_digit[cell])
        return digit if digit and self.state.cands[cell] >> digit & 1 else 0

    def at(self, pos: tuple[int, int]) -> str | None:
        return next((n for n, r in self.targets() if r.collidepoint(pos)), None)

    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.PRESS and it.pos is not None:
            name = self.at(it.pos)
            if name is not None:
                self.ring.focus(name)
                self.press(name)
                struck = self._candidate_at(name, it.pos)
                if struck:                  # a candidate tapped in a cell, as in a game: struck out
                    self.place(struck)
        elif k == I.MOVE_CURSOR:
            self.ring.move(it.dx, it.dy)
        elif k == I.FOCUS_NEXT:
            self.ring.step(it.dx or 1)
        elif k in (I.ACTIVATE, I.RESTART, I.PAD_SET):
            self.press(self.ring.current)
        elif k in (I.DIGIT_TOGGLE, I.DIGIT_SET) and it.digit:
            self.place(it.digit)
        elif k == I.BACK:
            self.close() if self.finished else self.skip()
        self.app.dirty = True
        return True  # modal: nothing reaches the puzzle beneath

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        g = self.g
        surf.fill(P.BG)
        surf.fill(P.TOOLBAR, g.band)
        if g.dock.h:
            surf.fill(P.TOOLBAR, g.dock)
        n = len(self.intro.steps)
        title = f"{self.intro.title}: all done" if self.finished else \
            f"{self.intro.title}: step {self.index + 1} of {n}"
        img = glyph(fit_size(title, g.title.w, round(g.t * 0.5)), title, P.ICON)
        surf.blit(img, img.get_rect(midleft=(g.title.x, g.title.centery)))
        self.board.draw(surf, self.state, self.ui, None)
        said = [(self.feedback, self.feedback.text)] if self.feedback is not None else []
        if self.finished:
            self._button(surf, g.play, self.finish_label)
            self._words(surf, [*said, (None, self.intro.done)])
        else:
            self._button(surf, g.skip, "Skip")
            L = self.board.layout
            picked = L.cell_rect(self.ui.cursor)   # a solid frame: unlike the dashes
            w = max(3, picked.w // 18)
            pygame.draw.rect(surf, P.WALL, picked.inflate(-w, -w), w + 4)
            pygame.draw.rect(surf, P.CURSOR, picked.inflate(-w - 2, -w - 2), w + 1)
            # Dashes over the frame's outer edge (its inner part stays solid): one outline round the shape the
            # words name (a region, a row: the step's look), else one round each cell to fill, to count them.
            look = self.step.look
            for shape in [look] if look else [(c,) for c in self.step.cells]:
                draw_outline(surf, L, frozenset(shape))
            p = self.intro.puzzle                 # what a kind draws over the cells (circles) stays on top
            self.board.front.draw_overlay(surf, p, self.board.layout, self.state.cands)
            held = self.state.cands[self.ui.cursor] if self.step.strike else -1
            for i, r in enumerate(g.pad):
                self._button(surf, r, self.board.label(i + 1), gone=not held >> (i + 1) & 1)
            self._words(surf, [*said, (None, self.step.say)])
        if ring_visible(self.app) and self.ring.current is not None:
            ringed = dict(self.targets()).get(self.ring.current)
            if ringed is not None:
                draw_ring(surf, ringed)

    def _button(self, surf: pygame.Surface, r: pygame.Rect, label: str, gone: bool = False) -> None:
        """A button; a digit ``gone`` from the picked cell is dim and struck through (not colour alone)."""
        pygame.draw.rect(surf, P.TOOLBAR_HI, r, border_radius=max(4, r.h // 8))
        ink = P.ICON_DIM if gone else P.ICON
        at = blit_center(surf, glyph(fit_size(label, r.w - 12, round(r.h * 0.55)), label, ink), r.center)
        if gone:
            pygame.draw.line(surf, P.ICON, (at.x - 6, at.bottom - 2), (at.right + 6, at.y + 2), max(2, r.h // 16))

    def _words(self, surf: pygame.Surface, blocks: list[tuple[Verdict | None, str]]) -> None:
        """The words, top down: a verdict (a tick or a cross before it, and a bar: never colour alone),
        then what to do."""
        g = self.g
        fs, step = g.fs, line_step(g.fs)
        mark = mark_side(fs)
        y = g.words.y
        old = surf.get_clip()
        surf.set_clip(g.words)
        for verdict, text in blocks:
            x = g.words.x + (indent(fs) if verdict is not None else 0)
            lines = wrap(text, fs, g.words.right - x)
            if verdict is not None:
                icon = pygame.Rect(g.words.x, y + (step - mark) // 2, mark, mark)
                self._verdict_mark(surf, icon, verdict.played)
            for line in lines:
                surf.blit(glyph(fs, line, P.ICON), (x, y))
                y += step
            y += step // 2
        surf.set_clip(old)

    def _verdict_mark(self, surf: pygame.Surface, r: pygame.Rect, right: bool) -> None:
        w = max(2, r.w // 6)
        pygame.draw.rect(surf, P.GREEN if right else P.ERROR, r, border_radius=r.w // 4)
        if right:
            pts = [(r.x + r.w * 0.22, r.y + r.h * 0.52), (r.x + r.w * 0.43, r.y + r.h * 0.74),
                   (r.x + r.w * 0.78, r.y + r.h * 0.28)]
            pygame.draw.lines(surf, P.SELECT_TEXT, False, pts, w)
        else:
            a, b = r.inflate(-r.w // 2, -r.h // 2), w
            pygame.draw.line(surf, P.SELECT_TEXT, a.topleft, a.bottomright, b)
            pygame.draw.line(surf, P.SELECT_TEXT, a.topright, a.bottomleft, b)

