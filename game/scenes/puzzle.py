"""The puzzle scene: toolbar and board, and what every click on them means.

This scene owns a :class:`~game.ui.session.Session` (puzzle + play state +
UI state) and translates intents into session calls:

* pointer presses on a candidate slot become delete / restore / set by the
  mouse-mapping setting (the seed's Summary, or its Playing section's
  order); a primary press on a player's big answer clears it back to its
  candidates; givens never change;
* toolbar icons: jigsaw = menu, dots = random puzzle, wand = hint (left),
  zero-score pass (right), thumb = check / roll back, smiley = solution;
* keys: arrows move the cursor, digits toggle candidates, Shift+digit sets,
  Backspace clears, Enter restarts, Ctrl+Z / Ctrl+Y undo and redo.

While a hint is up, the transparent :class:`~game.scenes.hint.HintOverlay`
sits above this scene and takes the wand's clicks first (apply, explain).

The puzzle-number box is a pygame-gui text entry; everything else on the
toolbar is drawn here from the layout, so a resize is one ``relayout``.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ..engine.puzzle import Puzzle
from ..icons import icon
from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.kinds import front_for
from ..render.layout import Layout, compute_layout
from ..render.text import blit_center, fit_size, glyph
from ..ui.anim import Animator
from ..ui.entry import SafeTextEntryLine
from ..ui.scorer import Scorer
from ..ui.session import Session
from .base import Scene

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services

# What each button meaning does to a candidate under each mapping setting.
MAPPINGS = {
    "summary": {I.PRIMARY: "delete", I.MIDDLE: "restore", I.SECONDARY: "set"},
    "playing": {I.PRIMARY: "delete", I.MIDDLE: "set", I.SECONDARY: "restore"},
}


def plural(n: int, word: str) -> str:
    """"1 move", "4 moves": never "1 moves"."""
    return f"{n:,} {word}" + ("" if n == 1 else "s")


def cells_wrong(n: int) -> str:
    return f"{plural(n, 'cell')} {'is' if n == 1 else 'are'} wrong"


def rating_of(session: Session, puzzle: Puzzle) -> str:
    """The rating word of a kind that has one (its front's), worked out on the scorer's thread."""
    return front_for(puzzle.kind).rating_word(puzzle, session.score, session.gave_up)


class PuzzleScene(Scene):
    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.session: Session | None = None  # set_session gives it one before the first event
        self.anim = Animator(app.anim_enabled)
        self.layout: Layout | None = None
        self.board: BoardRenderer | None = None
        self.entry: SafeTextEntryLine | None = None
        self._clock_label = ""
        self._done_regions: set[int] = set()
        self._score_pending = False
        self.scorer = Scorer()
        self.confetti: list[tuple[float, float, float, float, tuple[int, int, int]]] = []
        from .digit_pad import DigitPad

        self.pad = DigitPad(self)  # the on-screen digit pad and the toolbar's focus ring

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        self.relayout()

    def exit(self) -> None:
        if self.entry is not None:
            self.entry.kill()
            self.entry = None

    def set_session(self, session: Session) -> None:
        from .hint import HintOverlay

        overlay = self.app.stack.find(HintOverlay)
        if overlay is not None:
            overlay.close()
        self.session = session
        self.board = None
        self._done_regions = session.completed_regions()
        self._score_pending = True
        self.anim.stop("celebrate")
        for n in self.anim.names("pulse:"):
            self.anim.stop(n)
        self.anim.start("assemble", 0.9)
        self.relayout()
        self.app.dirty = True

    def relayout(self) -> None:
        if self.session is None:
            return
        p = self.session.puzzle
        from .pad import layout_options

        w, h = self.app.screen.get_size()
        laid = compute_layout(w, h, p.width, p.height, **layout_options(self.app, p))
        layout = front_for(p.kind).adapt_layout(laid, p)
        self.layout = layout
        self.board = BoardRenderer(p, layout)
        self._make_entry()
        if layout.cell < 8 and layout.board.w > 0:
            self.app.toast(f"This {p.width}x{p.height} board needs a larger window: its cells are "
                           f"{layout.cell} px here.", 6.0)

    def _make_entry(self) -> None:
        r = self.placed.boxes["number"]
        text = str(self.current.number) if self.current.number >= 0 else ""  # -1: not a built-in puzzle
        if self.entry is not None:
            self.entry.kill()
            self.entry = None
        if r.w < 24 or r.h < 16:
            # A window too small for the toolbar collapses the box: a text box with no room for
            # its own cursor fails inside pygame-gui the moment it takes the focus.
            return
        size = self._number_font(r)
        # A safe box: a zero-width character typed or set in it would crash pygame-gui's redraw.
        self.entry = SafeTextEntryLine(r, manager=self.app.manager, object_id=f"#number_box_{size}", initial_text=text)
        self.entry.set_text_length_limit(6)

    def _number_font(self, r: pygame.Rect) -> str:
        """The theme's largest number-box font for the box's height whose "888" fits its width (a
        3-digit number is the usual case, and at 800x480 the box is narrow for the height's font)."""
        theme = self.app.manager.get_theme()
        tall = "l" if r.h >= 44 else "m" if r.h >= 30 else "s"
        sizes = ("l", "m", "s", "xs")
        for size in sizes[sizes.index(tall):]:
            pad = 3 if size == "xs" else 6       # the theme's horizontal padding of each
            try:
                if theme.get_font([f"#number_box_{size}"]).size("888")[0] <= r.w - 2 * pad - 4:
                    return size
            except Exception:                    # no theme file: the height's choice, as before
                return tall
        return "xs"

    # -- helpers -----------------------------------------------------------------------
    @property
    def current(self) -> Session:
        """The session on show.  The app opens one before the first event reaches the scene, and
        handle, update and draw stop early without one, so everything they call may rely on it."""
        if self.session is None:
            raise RuntimeError("the puzzle scene has no session yet")
        return self.session

    @property
    def placed(self) -> Layout:
        """The layout of the session on show (made with it by relayout)."""
        if self.layout is None:
            raise RuntimeError("the puzzle scene has no layout yet")
        return self.layout

    @property
    def mapping(self) -> dict[str, str]:
        return MAPPINGS.get(getattr(self.app.settings, "mouse_mapping", "summary"), MAPPINGS["summary"])

    @property
    def busy(self) -> bool:
        # Waiting for the score counts: the loop keeps ticking to pick the result up.
        return self.anim.busy or self.pad.busy or self.scorer.busy or self._score_pending

    def seconds_to_tick(self) -> float:
        if self.session is None or self.session.state.is_solved():
            return 60.0
        return 5.0 - (self.session.elapsed % 5.0) + 0.01

    def clock_text(self) -> str:
        s = self.current
        if s.ui.hint is not None:
            return s.ui.hint.technique
        t = int(s.elapsed // 5 * 5)
        return f"{t // 60}:{t % 60:02d}" if t < 3600 else f"{t // 3600}h{t % 3600 // 60:02d}"

    def score_text(self) -> str:
        sc = self.current.score
        waiting = self._score_pending or self.scorer.busy
        return "…" if sc is None and waiting else ("?" if sc is None else str(sc))

    def rating_text(self) -> str:
        """The rating word (a sudoku's Easy .. Obscene) of a kind that has one, once scored; else ""."""
        s = self.current
        if not front_for(s.puzzle.kind).rated or s.score is None:
            return ""
        return self.scorer.word_for(s.puzzle) or ""

    # -- updates -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        if s is None:
            return
        self.anim.update(dt)
        self.pad.update(dt)   # a typed "1" waiting for its second digit (10..16)
        if self._score_pending and self.app.frames > 0 and not self.scorer.busy:
            # After the first frame, and on a worker: the solver may take a moment (up to its
            # work budget on a pasted puzzle), and the window must not wait for it.
            self._score_pending = False
            rating = None
            if front_for(s.puzzle.kind).rated:
                s.ensure_solution()          # here: it may swap the state, which is the main thread's
                rating = rating_of
            self.scorer.start(s, rating)
        if self.scorer.finished() is s:
            if s.score_note:  # the solver gave up: the score shows "?", and this says why
                self.app.toast(s.score_note, 6.0)
            self.app.dirty = True
        if not s.state.is_solved():
            s.elapsed += dt
        label = self.clock_text()
        if label != self._clock_label:
            self._clock_label = label
            self.app.dirty = True

    def after_move(self, sound: str | None = None) -> None:
        """Everything a change of candidates triggers: pulses, the solved check, a sound."""
        s = self.current
        done = s.completed_regions()
        for r in done - self._done_regions:
            self.anim.start(f"pulse:{r}", 0.7, payload=r)
        self._done_regions = done
        if self._flag_wrong():
            s.check()   # the setting "flag wrong entries immediately": wrong cells marked at once
        if s.state.is_solved() and not s.solved_recorded:
            s.solved_recorded = True
            s.ui.hint = None
            self._celebrate()
        elif sound:
            self.app.play_sound(sound)
        self.app.dirty = True

    def _flag_wrong(self) -> bool:
        return self.app.settings.flag_wrong and self.current.ensure_solution()

    def _celebrate(self) -> None:
        s = self.current
        self.app.play_sound("solved")
        if s.used_solution():
            self.app.toast("Solution shown.")
            return
        secs = int(s.elapsed)
        if self.app.storage is not None and s.number >= 0:
            try:
                new_best = self.app.storage.record_solved(s.kind, s.number, secs)
                best = " - a new best time!" if new_best else ""
                self.app.flush_storage_messages()
            except Exception as e:
                best = f" (not recorded: {e})"
        else:
            best = ""
        self.app.toast(f"Solved {s.kind} {s.number} in {secs // 60}:{secs % 60:02d}{best}", 5.0)
        for r in range(len(s.puzzle.region_cells)):
            self.anim.start(f"pulse:{r}", 0.8, delay=0.05 * r, payload=r)
        rng = random.Random(s.number)
        b = self.placed.board
        self.confetti = [(b.x + rng.random() * b.w, b.y + rng.random() * b.h * 0.3,
                          (rng.random() - 0.5) * 500, -200 - rng.random() * 400,
                          P.REGION_COLORS[i % len(P.REGION_COLORS)]) for i in range(90)]
        self.anim.start("celebrate", 2.4)

    # -- toolbar actions (also used by --hint/--check/--zero) ----------------------------
    def wand_primary(self) -> None:
        from .hint import HintOverlay

        s = self.current
        if not s.ensure_solution() and s.gave_up is None and self._dead_end():
            # Several solutions (a hand-entered sudoku), none from here: the ladder would still
            # find "deductions" in a contradiction, so say it plainly instead.
            self.app.toast("This puzzle cannot be solved from this position.")
            self.app.play_sound("error")
            return
        result = s.request_hint()
        if result == "errors":
            self.anim.start("thumb_flip", 0.3)
            self.app.toast(f"This puzzle cannot be solved from this position: {cells_wrong(len(s.ui.errors))}. "
                           f"Click the thumb to undo back to the last correct position.")
            self.app.play_sound("error")
        elif result == "hint":
            self.anim.start("wand_flip", 0.25)
            self.app.play_sound("hint")
            self.app.stack.push(HintOverlay(self.app, self))
        elif result == "solved":
            self.app.toast("The easy deductions finished the puzzle.")
        elif result == "stuck":
            self.app.toast(self._stuck_message())
        elif result == "gave_up":
            self.app.toast(s.gave_up or "No hint: this position is too hard to analyse in time.")
        self.after_move()

    def _dead_end(self) -> bool:
        """No solution at all from the position on the board (the exact solver's word)."""
        s = self.current
        try:
            from ..engine.exact import count_solutions

            return count_solutions(s.puzzle, limit=1, cands=s.state.cands)[0] == 0
        except Exception:
            return False

    def _stuck_message(self) -> str:
        """Why there is no hint: no solution from here at all, or only beyond the techniques."""
        if self._dead_end():
            return "This puzzle cannot be solved from this position."
        return "No hint: the techniques cannot make progress from this position."

    def wand_zero(self) -> None:
        n = self.current.apply_zero()
        if n is None:
            self.app.toast("Hints are not available in this build.")
        elif n == 0:
            self.app.toast("Nothing to remove: the easy deductions are all done.")
        self.after_move("apply" if n else None)

    def thumb(self) -> None:
        s = self.current
        if s.ui.thumb_down:
            n = s.rollback()
            self.anim.start("thumb_flip", 0.3)
            self.app.toast(f"Undid {plural(n, 'move')} back to the last correct position.")
            self.after_move("undo")
            return
        wrong = s.check()
        if wrong is None:
            self.app.toast("This puzzle's solution is not known, so it cannot be checked.")
        elif wrong:
            self.anim.start("thumb_flip", 0.3)
            self.app.toast(f"{cells_wrong(len(wrong)).capitalize()}. Click the thumb again to undo back to the last "
                           f"correct position.")
            self.app.play_sound("error")
        else:
            self.anim.start("thumb_nod", 0.4)
            self.app.toast("No errors so far.")
            self.app.play_sound("click")
        self.app.dirty = True

    def smiley(self) -> None:
        if self.current.show_solution():
            self.after_move()
        elif self.current.puzzle.solution is None:
            self.app.toast("This puzzle's solution is not known.")

    def restart(self) -> None:
        from ..engine.moves import Restart

        s = self.current
        s.ui.hint = None
        s.ui.errors, s.ui.thumb_down = frozenset(), False
        if s.play(Restart()):
            s.solved_recorded = False
            self.anim.start("assemble", 0.9)
        self.after_move("restore")

    def load_number(self, text: str) -> None:
        text = text.strip()
        kind = self.current.kind
        from ..levels import level_count

        count = level_count(kind)
        if not text.isdigit() or not 0 <= int(text) < count:
            self.app.toast(f"Type a puzzle number from 0 to {count - 1}, then Enter.")
            self.app.play_sound("error")
            # A new box, not set_text: on a real display pygame-gui kept showing "-1" or nothing after
            # set_text on the focused box, while a fresh box always shows the current number.
            self._make_entry()
            return
        self.app.open_puzzle(kind, int(text))

    # -- intents -----------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        s = self.session
        if s is None:
            return False
        if self.pad.handle(it):
            return True
        k = it.kind
        if k == I.PRESS:
            return self._press(it)
        if k == I.MOTION:
            if it.pos is not None:
                self._hover_number_box(it.pos)
            return False
        if k == I.UI:
            if it.element is self.entry and it.name == "entry_finished":
                self.load_number(it.text)
                return True
            return False
        if k == I.UNDO:
            if s.undo():
                s.ui.hint = None
            self.after_move("undo")
            return True
        if k == I.REDO:
            if s.redo():
                s.ui.hint = None
            self.after_move("undo")
            return True
        if k == I.RESTART:
            self.restart()
            return True
        if k == I.MOVE_CURSOR:
            w, h = s.puzzle.width, s.puzzle.height
            r, c = divmod(s.ui.cursor, w)
            if s.ui.show_cursor:
                s.ui.cursor = ((r + it.dy) % h) * w + (c + it.dx) % w
            s.ui.show_cursor = True
            self.app.dirty = True
            return True
        if k in (I.DIGIT_TOGGLE, I.DIGIT_SET, I.CLEAR_CELL):
            s.ui.show_cursor = True  # the cell a key acts on is always shown
        if k == I.DIGIT_TOGGLE:
            if s.toggle(s.ui.cursor, it.digit):
                self.after_move("delete")
            return True
        if k == I.DIGIT_SET:
            if s.candidate_action(s.ui.cursor, it.digit, "set"):
                self.after_move("set")
            return True
        if k == I.CLEAR_CELL:
            if s.clear(s.ui.cursor):
                self.after_move("restore")
            return True
        if k == I.HINT:
            self.wand_primary()
            return True
        if k == I.CHECK:
            self.thumb()
            return True
        if k == I.HELP:
            from .dialogs import HelpScene

            self.app.stack.push(HelpScene(self.app))
            return True
        if k == I.BACK:
            from .menu import MenuScene

            self.app.stack.push(MenuScene(self.app))
            return True
        return False

    def claims_touch(self, pos: tuple[int, int]) -> bool:
        """A finger on the number box opens the number pad instead of the text box (no keyboard)."""
        return self.layout is not None and self.layout.boxes["number"].collidepoint(pos)

    def _hover_number_box(self, pos: tuple[int, int]) -> None:
        """The seed's number box takes typing while the pointer is over it (no click needed).

        Hovering focuses it with its text selected, so typed digits replace the
        number; leaving it untouched gives the focus back to the board.
        """
        e, m = self.entry, self.app.manager
        if e is None:
            return
        over = self.placed.boxes["number"].collidepoint(pos)
        if over and not e.is_focused:
            m.set_focus_set(e)
            n = len(e.get_text())
            e.select_range = [0, n]
            e.edit_position = n
            e.redraw()
            self._hover_focus = True
        elif not over and getattr(self, "_hover_focus", False):
            self._hover_focus = False
            if e.is_focused and e.get_text() == str(self.current.number):
                m.set_focus_set(None)

    def _press(self, it: Intent) -> bool:
        L = self.placed
        if it.pos is None:
            return False
        name = L.icon_at(it.pos)
        if name is not None:
            self._icon(name, it.button)
            return True
        cell = L.cell_at(it.pos)
        if cell is None:
            return False
        s = self.current
        s.ui.cursor = cell
        s.ui.show_cursor = True
        self.app.dirty = True
        if s.state.is_given(cell) or (it.source == "touch" and L.pad is not None):
            return True  # a finger selects the cell; the pad beside it changes the digits
        if it.button is None:
            return True  # no button meaning, so no candidate action: the cell is selected
        n = s.puzzle.max_digit[cell]
        action = self.mapping[it.button]
        digit = L.slot_at(cell, it.pos, n)
        if s.state.answer(cell) and (digit == 0 or action == "delete"):
            # The big answer digit: the delete button clears it back to its candidates.
            if action == "delete" and s.clear(cell):
                self.after_move("restore")
            return True
        if digit and s.candidate_action(cell, digit, action):
            self.after_move({"delete": "delete", "restore": "restore", "set": "set"}[action])
        return True

    def _icon(self, name: str, button: str | None) -> None:
        self.app.play_sound("click")
        if name == "menu":
            from .menu import MenuScene

            self.app.stack.push(MenuScene(self.app))
        elif name == "random":
            self.app.open_random(self.current.kind)
        elif name == "wand":
            if button == I.SECONDARY:
                self.wand_zero()
            elif button == I.PRIMARY:
                self.wand_primary()
        elif name == "thumb":
            self.thumb()
        elif name == "smiley":
            self.smiley()

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self.session is None or self.layout is None or self.board is None:
            return
        self.board.draw(surf, self.session.state, self.session.ui, self.anim)
        self._draw_toolbar(surf)  # after the board: assembling pieces overshoot under it
        self.pad.draw(surf)
        t = self.anim.progress("celebrate")
        if t is not None:
            self._draw_confetti(surf, t)

    def _draw_toolbar(self, surf: pygame.Surface) -> None:
        L, s, a = self.placed, self.current, self.anim
        surf.fill(P.TOOLBAR, L.toolbar)
        for name, r in L.icons.items():
            variant = ""
            flip = None
            if name == "wand":
                variant = "mirrored" if s.ui.hint is not None else ""
                flip = a.progress("wand_flip")
            elif name == "thumb":
                variant = "down" if s.ui.thumb_down else ""
                flip = a.progress("thumb_flip")
            img = icon(name, r.w, variant)
            if flip is not None:  # squash through zero width: a card turning over
                k = abs(math.cos(math.pi * flip))
                img = pygame.transform.smoothscale(img, (max(1, round(r.w * k)), r.h)) if name == "wand" \
                    else pygame.transform.smoothscale(img, (r.w, max(1, round(r.h * k))))
            nod = a.progress("thumb_nod") if name == "thumb" else None
            dy = -round(math.sin(math.pi * 2 * nod) * r.h * 0.12) if nod is not None else 0
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))
        for name in ("score", "clock"):
            r = L.boxes[name]
            pygame.draw.rect(surf, P.BOX, r, border_radius=4)
            text = self.score_text() if name == "score" else self.clock_text()
            col = P.GOLD if name == "clock" and s.ui.hint is not None else P.BOX_TEXT
            word = self.rating_text() if name == "score" else ""
            if word:  # a sudoku: the score over its rating word, both in the one box
                top = pygame.Rect(r.x, r.y, r.w, r.h * 0.55)
                low = pygame.Rect(r.x, top.bottom - 2, r.w, r.bottom - top.bottom)
                blit_center(surf, glyph(fit_size("8:88", r.w - 8, int(top.h * 0.95)), text, col), top.center)
                blit_center(surf, glyph(fit_size(word, r.w - 6, int(low.h * 0.95)), word, P.GOLD), low.center)
                continue
            # The text size: "small" shrinks the figures; "large" cannot grow them past the box they fill.
            size = round(fit_size("8:88", r.w - 8, int(r.h * 0.8)) * min(1.0, P.TEXT_SCALE))
            blit_center(surf, glyph(size, text, col), r.center)
        if s.state.is_solved():  # a gold tick by the number box
            r = L.boxes["number"]
            pygame.draw.lines(surf, P.GOLD, False, [(r.x - r.h * 0.55, r.centery), (r.x - r.h * 0.35, r.bottom - 6),
                                                     (r.x - 6, r.y + 6)], max(2, r.h // 8))

    def _draw_confetti(self, surf: pygame.Surface, t: float) -> None:
        secs = t * 2.4
        size = max(3, self.placed.cell // 12)
        for x, y, vx, vy, col in self.confetti:
            px = x + vx * secs
            py = y + vy * secs + 600 * secs * secs
            surf.fill(col, pygame.Rect(round(px), round(py), size, size * 2))
