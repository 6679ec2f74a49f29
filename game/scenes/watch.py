"""Watch the computer solve: the textbook search beside our own logical path.

Two ways to the same answer, side by side (stacked on a portrait screen):

* **the textbook backtracking solver** of seed 003 (:mod:`game.engine.backtrack`)
  filling cells one attempt at a time, with a live step counter and
  backtrack counter, at 1 to 1000 steps a second or "instant";
* **our own solver's logical path** (:func:`game.engine.logic.solve` with
  ``record=True``): each deduction on a second, smaller board, its red and
  green marks drawn the way the hint shows them, and its sentence below.

**The frame is never blocked.**  Each frame plays the steps its speed owes
(steps/s x dt) but stops when its time box runs out (:data:`FRAME_BUDGET`;
"instant" gets :data:`INSTANT_BUDGET` and simply runs over as many frames
as it needs, with a progress bar).  The walk and the path are models with no
pygame state (:mod:`game.scenes.watch_model`: how the trace is buffered,
capped and counted), and where things go is a pure function of the window
(:mod:`game.scenes.watch_layout`).

**The scene reads intents.**  :class:`WatchScene` reads
intents only (Space play/pause, Right one step, Up/Down speed, 1-5 speed
presets, PgDn/H and PgUp/Left the logical path, Enter restart, Esc close; a
gamepad's A plays, B closes, the D-pad steps and changes speed, X and the
bumpers walk the logical path) plus presses on its buttons, which are at
least 48 px at 800x480.

**For the kiosk's attract mode**: ``WatchScene(app, puzzle, autoplay=True,
on_finish=callback)`` plays on its own; ``callback(scene)`` is called once,
:data:`HOLD` seconds after both sides have finished, and the scene stays up
until the caller closes it (``scene.close()``).  :meth:`WatchScene.demo`
picks a random built-in puzzle and a speed that ends its walk in about 40
seconds.
"""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ..engine.backend import demo_sets
from ..engine.puzzle import Puzzle, bit
from ..input import intents as I
from ..input.gamepad import LABELS as PAD_LABELS
from ..input.intents import Intent
from ..render import palette as P
from ..render.board import BoardRenderer
from ..render.text import fit_size, glyph, wrap
from ..ui.session import Session, UIState
from .base import Covering, Scene
from .watch_draw import draw_buttons, draw_head, draw_logic, draw_progress, mark_event
from .watch_layout import KEYS, PAD_KEYS, WatchGeometry, board_layout, watch_geometry
from .watch_model import DEFAULT_CAP, BruteForce, LogicPath, event_text

if TYPE_CHECKING:  # pragma: no cover
    import random

    from ..services import Services

SPEEDS: tuple[int | None, ...] = (1, 10, 100, 1000, None)
"""Steps a second; None is instant."""
DEFAULT_SPEED = 2  # 100 steps/s
FRAME_BUDGET = 0.004
"""Seconds of stepping a frame may spend at a set speed."""
INSTANT_BUDGET = 0.010
"""... and at "instant" (still well inside a 60 Hz frame)."""
HINT_PERIOD = 2.5
"""Seconds per logical step while playing."""
HOLD = 4.0
"""Seconds the finished view stays before ``on_finish`` is called."""

def speed_name(speed: int | None) -> str:
    if speed is None:
        return "instant"
    return f"{speed:,} step{'s' if speed != 1 else ''}/s"


# -- the scene -----------------------------------------------------------------------------------


class WatchScene(Scene):
    """The watch view over the puzzle scene (opaque, modal).  See the module essay."""

    modal = True
    shows_keys = True
    """Each button carries its key: the app's key-hint strip would only cover the button row."""

    def __init__(self, app: Services, puzzle: Puzzle, title: str = "", *, autoplay: bool = False,
                 speed: int | None = SPEEDS[DEFAULT_SPEED], max_steps: int | None = DEFAULT_CAP,
                 on_finish: Callable[["WatchScene"], None] | None = None) -> None:
        super().__init__(app)
        self.puzzle = puzzle
        self.title = title or f"{puzzle.kind.capitalize()} {puzzle.width}x{puzzle.height}"
        self.max_steps = max_steps
        self.speed_index = SPEEDS.index(speed) if speed in SPEEDS else DEFAULT_SPEED
        self.on_finish = on_finish
        self.brute = BruteForce(self.puzzle, max_steps)
        self.logic: LogicPath | None = None
        self.playing = autoplay
        self._debt = 0.0
        self._hint_clock = 0.0
        self._finished_for = 0.0
        self._finish_called = False
        self._drawn = False
        self._geometry: WatchGeometry | None = None
        self._scale = 1.0
        self._boards: tuple[BoardRenderer, BoardRenderer] | None = None
        self.covering = Covering(app)

    @classmethod
    def of_session(cls, app: Services, session: Session, **kw: Any) -> "WatchScene":
        """The watch view for the game on screen (its puzzle from the givens, not the player's moves)."""
        from ..levels import set_title

        title = set_title(session.kind) + (f" {session.number}" if session.number >= 0 else "")
        session.watched = True   # the view shows the whole solution: solving it now earns no best time
        return cls(app, session.puzzle, title, **kw)

    @classmethod
    def demo(cls, app: Services, rng: random.Random | None = None, sets: tuple[str, ...] | None = None,
             seconds: float = 40.0, on_finish: Callable[["WatchScene"], None] | None = None) -> "WatchScene":
        """A random built-in puzzle, playing on its own at a speed that ends its walk in about
        ``seconds`` (the kiosk's attract mode).  ``sets`` defaults to the backends' demo sets
        (:func:`game.engine.backend.demo_sets`); sets that are not present are skipped."""
        import random

        from ..engine.backtrack import run
        from ..levels import level, level_count, level_sets, set_title

        rng = rng or random.Random()
        present = [name for name in (demo_sets() if sets is None else sets) if name in level_sets()] \
            or list(level_sets()[:1])
        name = rng.choice(present)
        number = rng.randrange(level_count(name))
        puzzle = level(name, number)       # one line parsed, not the whole set
        steps = run(puzzle, max_steps=DEFAULT_CAP).steps  # milliseconds for these sets
        speed = next((v for v in SPEEDS[:-1] if v is not None and v * seconds >= steps), SPEEDS[-2])
        return cls(app, puzzle, f"{set_title(name)} {number}", autoplay=True, speed=speed, on_finish=on_finish)

    # -- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.covering.hide()   # opaque: the puzzle's number box must not show through
        self.app.dirty = True

    def exit(self) -> None:
        self.covering.show()

    def relayout(self) -> None:
        self._geometry = None
        self._boards = None
        self.covering.hide()   # a resize made a new number box (scenes relayout bottom first)

    @property
    def geometry(self) -> WatchGeometry:
        size = self.app.screen.get_size()
        scale = getattr(P, "TEXT_SCALE", 1.0)
        if self._geometry is None or (self._geometry.size, self._scale) != (size, scale):
            self._geometry = watch_geometry(size[0], size[1], self.puzzle.width, self.puzzle.height, scale)
            self._scale = scale
            self._boards = None
        return self._geometry

    def boards(self) -> tuple[BoardRenderer, BoardRenderer]:
        g = self.geometry
        if self._boards is None:
            self._boards = (BoardRenderer(self.puzzle, board_layout(g.brute_board, self.puzzle, g.size)),
                            BoardRenderer(self.puzzle, board_layout(g.logic_board, self.puzzle, g.size)))
        return self._boards

    # -- state --------------------------------------------------------------------------------
    @property
    def speed(self) -> int | None:
        return SPEEDS[self.speed_index]

    @property
    def finished(self) -> bool:
        """Both sides are over: the walk ended and the logical path is at its last step."""
        return self.brute.finished and self.logic is not None and self.logic.at_end

    @property
    def busy(self) -> bool:
        if self.logic is None:
            return True  # one more frame makes the logical path
        return self.playing and not (self._finish_called or (self.finished and self.on_finish is None))

    def ensure_logic(self) -> LogicPath:
        if self.logic is None:
            self.logic = LogicPath(self.puzzle)
        return self.logic

    def set_speed(self, index: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, index))
        self._debt = 0.0
        self.app.dirty = True

    def play_label(self) -> str:
        """Pause while the search runs; once it is over (solved or stopped), Replay: never a Pause that
        would only stop the logical path's walk."""
        if self.brute.finished:
            return "Replay"
        return "Pause" if self.playing else "Play"

    def toggle(self) -> None:
        if self.brute.finished:      # Replay: the search from the start, playing
            self.restart()
            self.playing = True
            self.app.dirty = True
            return
        self.playing = not self.playing
        self._debt = 0.0
        self.app.dirty = True

    def step(self) -> None:
        """One attempt, then pause (the single-step button)."""
        self.playing = False
        self.brute.advance(1)
        self.app.dirty = True

    def restart(self) -> None:
        self.brute = BruteForce(self.puzzle, self.max_steps)
        if self.logic is not None:
            self.logic.go(0)
        self._debt = self._hint_clock = self._finished_for = 0.0
        self._finish_called = False
        self.app.dirty = True

    def hint_step(self, delta: int) -> None:
        logic = self.ensure_logic()
        logic.go(logic.index + delta)
        self._hint_clock = 0.0
        self.app.dirty = True

    def advance_to(self, steps: int, hints: int = 0) -> None:
        """Jump to ``steps`` attempts and ``hints`` logical steps, paused (tests, screenshots)."""
        self.playing = False
        if steps > self.brute.steps:
            self.brute.advance(steps - self.brute.steps)
        self.ensure_logic().go(hints)
        self.app.dirty = True

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.logic is None and self._drawn:
            self.ensure_logic()  # after the first frame: the window must not wait for the solver
            self.app.dirty = True
        if not self.playing:
            return
        if not self.brute.finished:
            self._run_brute(dt)
        if self.logic is not None and not self.logic.at_end:
            self._hint_clock += dt
            if self._hint_clock >= HINT_PERIOD:
                self._hint_clock = 0.0
                self.logic.go(self.logic.index + 1)
                self.app.dirty = True
        if self.finished and not self._finish_called:
            self._finished_for += dt
            if self.on_finish is not None and self._finished_for >= HOLD:
                self._finish_called = True
                self.on_finish(self)

    def _run_brute(self, dt: float) -> None:
        now = time.perf_counter()
        speed = self.speed
        if speed is None:
            self.brute.advance(1 << 62, now + INSTANT_BUDGET)
        else:
            self._debt += speed * dt
            owed = int(self._debt)
            if owed:
                played = self.brute.advance(owed, now + FRAME_BUDGET)
                # Behind (the time box ran out)?  Drop the arrears rather than race to catch up.
                self._debt = self._debt - owed if played == owed else 0.0
        self.app.dirty = True

    # -- intents ----------------------------------------------------------------------------------
    def handle(self, it: Intent) -> bool:
        k = it.kind
        if k == I.BACK:
            self.close()
        elif k == I.ACTIVATE:
            self.toggle()
        elif k == I.MOVE_CURSOR:
            if it.dx > 0:
                self.step()
            elif it.dx < 0:
                self.hint_step(-1)
            elif it.dy:
                self.set_speed(self.speed_index - it.dy)  # up is faster
        elif k == I.DIGIT_TOGGLE and 1 <= it.digit <= len(SPEEDS):
            self.set_speed(it.digit - 1)
        elif k in (I.HINT, I.REDO):  # H; a gamepad's X or right bumper
            self.hint_step(1)
        elif k == I.UNDO:  # a gamepad's left bumper
            self.hint_step(-1)
        elif k == I.SCROLL:
            self.hint_step(-it.dy)
        elif k in (I.RESTART, I.PAD_SET):   # Enter; a gamepad's top button
            self.restart()
        elif k == I.PRESS and it.button == I.PRIMARY and it.pos is not None:
            self.press(self.geometry.button_at(it.pos))
        return True  # modal

    def press(self, name: str | None) -> None:
        if name == "close":
            self.close()
        elif name == "play":
            self.toggle()
        elif name == "step":
            self.step()
        elif name == "slower":
            self.set_speed(self.speed_index - 1 if self.speed is not None else len(SPEEDS) - 2)
        elif name == "faster":
            self.set_speed(self.speed_index + 1)
        elif name == "instant":
            self.set_speed(len(SPEEDS) - 1)
            self.playing = True
        elif name == "restart":
            self.restart()
        elif name in ("prev", "next"):
            self.hint_step(1 if name == "next" else -1)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        g = self.geometry
        surf.fill(P.BG)
        brute_board, logic_board = self.boards()
        draw_head(surf, g, self.title)
        self._draw_brute(surf, g, brute_board)
        draw_logic(surf, g, logic_board, self.logic)
        self._draw_buttons(surf, g)
        self._drawn = True

    def _draw_brute(self, surf: pygame.Surface, g: WatchGeometry, board: BoardRenderer) -> None:
        b = self.brute
        fs, line = g.font, round(g.font * 1.3)
        x, y = g.brute_info.x, g.brute_info.y
        title = "Textbook backtracking: one number at a time"
        surf.blit(glyph(fit_size(title, g.brute_info.w, fs), title, P.ICON_DIM), (x, y))
        counters = f"Steps {b.steps:,}    Backtracks {b.backtracks:,}"
        surf.blit(glyph(round(fs * 1.15), counters, P.BOX_TEXT), (x, y + line))
        if b.finished:
            status, col = b.status(), (P.GOLD if b.solved else (255, 140, 120))
        else:
            state = "playing" if self.playing else "paused"
            cap = f", stops at {self.max_steps:,}" if self.max_steps else ""
            status, col = f"{event_text(self.puzzle, b.last)}{speed_name(self.speed)}, {state}{cap}", P.ICON_DIM
        room = pygame.Rect(x, y + 2 * line + 2, g.brute_info.w, g.brute_info.bottom - y - 2 * line - 2)
        lines = wrap(status, fs, room.w)
        if (len(lines) - 1) * line + fs > room.h:      # no room to wrap: one line, shrunk to fit
            lines = [status]
        size = fs if len(lines) > 1 or lines == [] else fit_size(status, room.w, fs)
        for i, text in enumerate(lines):
            surf.blit(glyph(size, text, col), (x, room.y + i * line))
        if self.speed is None and not b.finished and self.max_steps:
            draw_progress(surf, pygame.Rect(x, g.brute_info.bottom - 4, g.brute_info.w, 4),
                                b.steps / self.max_steps)
        cands = [bit(v) if v else 0 for v in b.values]
        board.draw(surf, SimpleNamespace(cands=cands), UIState(show_cursor=False), None)
        mark_event(surf, board.layout, b.last)

    def _draw_buttons(self, surf: pygame.Surface, g: WatchGeometry) -> None:
        labels = {"play": self.play_label(), "step": "Step",
                  "slower": "Slower", "faster": "Faster", "instant": "Instant", "restart": "Restart",
                  "prev": "< Hint", "next": "Hint >"}
        logic = self.logic
        disabled = {
            "prev": logic is None or logic.index == 0,
            "next": logic is None or logic.at_end,
            "step": self.brute.finished,
            "slower": self.speed_index == 0,
            "faster": self.speed is None,
        }
        lit = {"play": self.playing and not self.brute.finished, "instant": self.speed is None}
        draw_buttons(surf, g, labels, disabled, lit, self.keys())

    def keys(self) -> dict[str, str]:
        """What each button answers to on the device in use: the keyboard's keys, or the gamepad's buttons
        (its face buttons by the letters of the pad connected)."""
        if self.app.input_mode != "pad":
            return KEYS
        style = getattr(getattr(self.app, "input", None), "pad_style", None) or "xbox"
        face = PAD_LABELS.get(style, PAD_LABELS["xbox"])
        return {name: face.get(key, key) for name, key in PAD_KEYS.items()}
