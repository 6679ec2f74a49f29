"""The puzzle scene: the game on show, with its board, toolbar and digit pad.

This scene owns a :class:`~game.ui.session.Session` (puzzle + play state +
UI state) from the moment it is made -- the app opens the first game before
it makes the scene -- and :meth:`PuzzleScene.set_session` swaps in the next.
Its parts are components, each with the scene's session:

* the digit pad and the toolbar focus (:mod:`game.scenes.digit_pad`), which
  see every intent first;
* the board input (:mod:`game.scenes.puzzle_input`): what the keys and the
  presses on the board mean;
* the toolbar (:mod:`game.scenes.puzzle_toolbar`): icons, boxes and the
  puzzle-number box, drawn from the layout, so a resize is one ``relayout``;
* the play aids (:mod:`game.scenes.puzzle_aids`): the digit highlight, the
  pause, Auto-notes and the game left behind when another is opened over it;
* the solve (:mod:`game.scenes.celebrate`): the record, confetti, and the
  summary with Next puzzle.

The toolbar's actions are here, as they are also the options' (--hint,
--check, --zero) and the pad's: jigsaw = menu, dots = random puzzle, wand =
hint (left), zero-score pass (right), thumb = check / roll back, smiley =
solution.  While a hint is up, the transparent
:class:`~game.scenes.hint.HintOverlay` sits above this scene and takes the
wand's clicks first (a step further, the sentence, close), with its panel
beside the board.  What differs by kind comes from the
kind's front (:func:`game.render.kinds.front_for`), never from its name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine.puzzle import Puzzle
from ..input import intents as I
from ..input.intents import Intent
from ..render.board import BoardRenderer
from ..render.kinds import front_for
from ..render.labels import draw_labels, with_labels
from ..render.arrange import compute_layout
from ..render.layout import Layout
from ..ui.anim import Animator
from ..ui.entry import SafeTextEntryLine
from ..ui.scorer import Scorer
from ..ui.session import Session
from .base import Scene
from .celebrate import Celebration
from .digit_pad import DigitPad
from .pad import layout_options
from .puzzle_aids import PuzzleAids, ask_first
from .puzzle_input import BoardInput
from .puzzle_toolbar import Toolbar
from .puzzle_zoom import PuzzleZoom
from .tutorial_gate import due_kind

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services


def plural(n: int, word: str) -> str:
    """"1 move", "4 moves": never "1 moves"."""
    return f"{n:,} {word}" + ("" if n == 1 else "s")


def cells_wrong(n: int) -> str:
    return f"{plural(n, 'cell')} {'is' if n == 1 else 'are'} wrong"


def rating_of(session: Session, puzzle: Puzzle) -> str:
    """The rating word of a kind that has one (its front's), worked out on the scorer's thread."""
    return front_for(puzzle.kind).rating_word(puzzle, session.score, session.gave_up)


class PuzzleScene(Scene):
    """The game on show.  It always holds a session: the one it is made with, then each one set."""

    def __init__(self, app: Services, session: Session) -> None:
        super().__init__(app)
        self.anim = Animator(app.anim_enabled)
        self.scorer = Scorer()
        self.celebration = Celebration(self)
        self.aids = PuzzleAids(self)   # highlight, pause, Auto-notes, the game left behind
        self.pad = DigitPad(self)  # the on-screen digit pad and the toolbar's focus ring
        self.toolbar = Toolbar(self)
        self.input = BoardInput(self)
        self.zoom = PuzzleZoom(self)    # the view over a board too big for fingers
        self._clock_label = ""
        self._laid_for: tuple[object, ...] | None = None
        self.session = session
        self.layout: Layout   # made with the board by relayout, which set_session runs: what is on show
        self.fitted: Layout   # the same with the whole board in the window (the layout before any zoom)
        self.board: BoardRenderer
        self.set_session(session)

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        if self._laid_for != self._layout_key():
            self.relayout()     # (made just before it is pushed, the scene is already laid out for the window)

    def exit(self) -> None:
        self.toolbar.kill()

    def set_session(self, session: Session) -> None:
        for up in [s for s in self.app.stack.scenes if isinstance(s, Scene) and s.of_the_game]:
            up.close()      # the hint, the pause, the solved panel: about the game that goes
        self.aids.new_session(getattr(self, "session", None), session)
        self.session = session
        self._done_regions = session.completed_regions()
        self.score_pending = True   # scored after the first frame, on a worker: update starts it
        self.anim.stop("celebrate")
        for n in self.anim.names("pulse:"):
            self.anim.stop(n)
        self.anim.start("assemble", 0.9)
        self.zoom.reset()
        self.relayout()
        self.app.dirty = True

    def _layout_key(self) -> tuple[object, ...]:
        """What the layout is made from: the window, the game, the look settings and the device in use."""
        s = self.app.settings
        return (self.app.screen.get_size(), id(self.session), s.pad_position, s.handedness, s.labels, s.text_size,
                s.palette, getattr(self.app, "input_mode", None))

    def relayout(self) -> None:
        self._laid_for = self._layout_key()
        p = self.session.puzzle
        w, h = self.app.screen.get_size()
        laid = compute_layout(w, h, p.width, p.height, **layout_options(self.app, p))
        layout = front_for(p.kind).adapt_layout(laid, p)
        if self.app.settings.labels:
            layout = with_labels(layout, p)
        self.fitted = layout
        self.layout = self.zoom.shown(layout)
        self.board = BoardRenderer(p, self.layout)
        self.zoom.refollow()
        self.toolbar.make_entry()
        if layout.cell < 8 and layout.board.w > 0:
            self.app.toast(f"This {p.width}x{p.height} board needs a larger window: its cells are "
                           f"{layout.cell} px here.", 6.0)

    def reframe(self) -> None:
        """The view moved: the same fitted layout seen through it (the toolbar and pad stay put)."""
        old = self.board
        self.layout = self.zoom.shown(self.fitted)
        self.board = BoardRenderer(self.session.puzzle, self.layout)
        if old.layout.cell == self.layout.cell and old.puzzle is self.session.puzzle:
            self.board._bg = old._bg      # a pan: the background drawn at this size still serves
        self.app.dirty = True

    # -- helpers -----------------------------------------------------------------------
    @property
    def current(self) -> Session:
        """The session on show (the same as :attr:`session`, which is never None)."""
        return self.session

    @property
    def placed(self) -> Layout:
        """The layout of the session on show (made with it by relayout)."""
        return self.layout

    @property
    def entry(self) -> SafeTextEntryLine | None:
        """The toolbar's number box (None while the window is too small for one)."""
        return self.toolbar.entry

    @property
    def busy(self) -> bool:
        # Waiting for the score counts: the loop keeps ticking to pick the result up.
        return self.anim.busy or self.pad.busy or self.scorer.busy or self.score_pending

    def seconds_to_tick(self) -> float:
        if self.session.state.is_solved() or not self.clock_running():
            return 60.0
        return 1.0 - (self.session.elapsed % 1.0) + 0.01

    def clock_running(self) -> bool:
        """The clock counts only while the game is in play: no menu, dialog, help, chooser or
        watch view (a modal scene) above this one.  The hint's overlay is not modal: a hint is play."""
        scenes = self.app.stack.scenes
        above = scenes[scenes.index(self) + 1:] if self in scenes else []
        return not any(sc.modal for sc in above)

    # -- updates -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        if self.zoom.floor() < self.zoom.applied:   # the player left the touch screen for a mouse or keys
            self.reframe()                         # (taking it up zooms about the first touch: see BoardZoom)
        self.zoom.follow()
        self.anim.update(dt)
        self.celebration.update()   # the solved summary, once the confetti has fallen
        self.pad.update(dt)   # a typed "1" waiting for its second digit (10..16)
        if self.score_pending and self.app.frames > 0 and not self.scorer.busy:
            # After the first frame, and on a worker: the solver may take a moment (up to its
            # work budget on a pasted puzzle), and the window must not wait for it.
            self.score_pending = False
            rating = None
            if front_for(s.puzzle.kind).rated:
                s.ensure_solution()          # here: it may swap the state, which is the main thread's
                rating = rating_of
            self.scorer.start(s, rating)
        if self.scorer.finished() is s:
            if s.score_note:  # the solver gave up: the score shows "?", and this says why
                self.app.toast(s.score_note, 6.0)
            self.app.dirty = True
        playing = self.clock_running()
        self.toolbar.guard_entry(playing)
        if not s.state.is_solved() and playing:
            s.elapsed += dt
        due = due_kind(self.app) if self.app.stack.top is self else None
        if due is not None:   # a kind on show for the first time
            from .tutorial import TutorialScene

            self.app.stack.push(TutorialScene(self.app, due))
        label = self.toolbar.clock_text()
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
        if not s.state.is_solved():
            s.solved_recorded = False   # a solve undone: solving it again is a solve again
        if s.state.is_solved() and not s.solved_recorded:
            s.solved_recorded = True
            s.ui.hint = None
            self.celebration.start()
        elif sound:
            self.app.play_sound(sound)
        self.app.dirty = True

    def _flag_wrong(self) -> bool:
        return self.app.settings.flag_wrong and self.current.ensure_solution()

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
        result = s.request_hint(place=self.app.settings.pass_places)
        if s.last_pass is not None and s.last_pass.cleared:
            self.app.toast(s.last_pass.sentence(), 5.0)   # the pass is one move: say what it was
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
            if self._dead_end():
                self.app.toast("This puzzle cannot be solved from this position.")
            else:   # beyond the techniques: the strip offers to reveal one cell
                self.app.stack.push(HintOverlay(self.app, self, reveal=True))
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

    def wand_zero(self) -> None:
        s = self.current
        n = s.apply_zero(place=self.app.settings.pass_places)
        if s.last_pass is not None:
            self.app.toast(s.last_pass.sentence(), 5.0)
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
        if wrong is not None:
            s.checks += 1
            s.checks_wrong += bool(wrong)
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
            self.current.watched = True   # seen is seen: an undo of it still earns no best time
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
            self.toolbar.make_entry()
            return
        self.app.library.open_puzzle(kind, int(text))
    # -- intents -----------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        done = self.zoom.handle(it, self.layout) or self.pad.handle(it) or self.input.handle(it)
        self.zoom.follow()     # the selection moved: the window goes with it
        return done

    def claims_touch(self, pos: tuple[int, int]) -> bool:
        """A finger on the number box opens the number pad instead of the text box (no keyboard)."""
        return self.layout.boxes["number"].collidepoint(pos)

    def press_icon(self, name: str, button: str | None) -> None:
        self.app.play_sound("click")
        if name == "menu":
            from .menu import MenuScene

            self.app.stack.push(MenuScene(self.app))
        elif name == "random":
            ask_first(self.app, "a random puzzle", lambda: self.app.library.open_random(self.current.kind))
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
        self.board.draw(surf, self.session.state, self.session.ui, self.anim, self.aids.marks())
        if self.app.settings.labels:
            draw_labels(surf, self.layout, self.session.puzzle)
        self.toolbar.draw(surf)  # after the board: assembling pieces overshoot under it
        self.pad.draw(surf)
        self.celebration.draw(surf)
