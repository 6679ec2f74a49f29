"""The window and the main loop: what the app does every frame.

The loop is event driven: when nothing animates and nothing changed it
*sleeps* (:meth:`Shell._wait`) until the next event or the next thing due
(the clock's next second while it runs, a message expiring), so an idle game uses no CPU.
While something moves it draws at 60 frames a second.

Event flow, each raw pygame event in turn:

1. the pygame-gui manager sees it first (``process_events`` -> consumed);
2. otherwise each input adapter turns it into intents;
3. app-wide intents (quit, resize) are handled here, the rest go down the
   scene stack (:mod:`game.stack` documents that chain).

:class:`Shell` is the base of :class:`game.app.App`, which wires the parts
together (the library, the notices, the input hub, the kiosk, the scenes)
and keeps the safety net; the shell only runs them.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING, Any

from pygame import Surface
from pygame.time import Clock
from pygame_gui.elements import UITextEntryLine

from .input import intents as I
from .input.intents import Intent
from .library import Library
from .notices import Notices
from .options import Options, quote
from .render import palette as P
from .stack import SceneLike, SceneStack
from .ui.guard import guarded
from .ui.theme import use_look
from .ui.textsafe import clean_event

if TYPE_CHECKING:  # pragma: no cover
    from pygame_gui import UIManager

    from .hub import InputHub
    from .kiosk import Kiosk
    from .scenes.puzzle import PuzzleScene

MIN_SIZE = (320, 240)


class Shell:
    """The window, the event loop and drawing; the parts it runs are set up by the app."""

    opts: Options
    pygame: Any
    screen: Surface
    fullscreen: bool
    manager: UIManager
    stack: SceneStack
    input: InputHub
    adapters: list
    kiosk: Kiosk | None
    notices: Notices
    library: Library
    puzzle_scene: PuzzleScene
    running: bool
    dirty: bool
    frames: int
    first_frame_at: float | None
    exit_code: int
    clock: Clock
    _last: float
    _warmed: bool
    _settle = False                         # one more frame after a change (see step)
    _stays_away = True                      # this frame's events leave the window out of sight (see step)
    _resize_to: tuple[int, int] | None      # the last size asked for in this frame's events
    _puzzle_failures: int                   # puzzle-scene failures in a row: three end the game
    _failed_this_step: bool

    # What the app provides (the safety net and its delegates to the library).
    def scene_failed(self, scene: SceneLike, exc: BaseException, doing: str) -> None:
        raise NotImplementedError

    def _warm_up(self) -> None:
        """Work that may take a moment, done once the first frame is on screen."""

    def _idle_work(self) -> bool:
        """One small piece of deferred work for an idle moment; True if there was some."""
        return False

    # -- window ---------------------------------------------------------------------
    def _set_mode(self, size):
        pg = self.pygame
        flags = pg.RESIZABLE
        if self.fullscreen:
            flags |= pg.FULLSCREEN
            size = (0, 0)
        return pg.display.set_mode(size, flags)

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if self.screen.get_size() != size:
            self.screen = self._set_mode(size) if not self.fullscreen else self.screen
        self.manager.set_window_resolution(self.screen.get_size())
        use_look(self.manager, P.TEXT_SCALE, self.screen.get_size())   # dialogs' text grows with the window
        for s in list(self.stack.scenes):
            try:
                s.relayout()
            except Exception as e:   # the safety net, as for handle / update / draw
                self.scene_failed(s, e, "resizing")
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        size = self.library.settings.window_size
        self.screen = self._set_mode(size)
        self.resize(self.screen.get_size())

    # -- events -----------------------------------------------------------------------
    def post(self, event) -> None:
        self.pygame.event.post(event)

    def typing(self) -> bool:
        """Is a text box focused?  Then keys are text, not game commands."""
        focus = self.manager.get_focus_set() or ()
        return any(isinstance(e, UITextEntryLine) and e.is_focused for e in focus)

    def process(self, ev) -> None:
        for e in self.input.filter(ev):  # one stream per finger (see game.input.touch)
            self._process(e)

    def _claimed_touch(self, ev) -> bool:
        """A finger on the number box: the puzzle scene opens its number pad, not the text box."""
        if not getattr(ev, "touch", False) or ev.type not in (self.pygame.MOUSEBUTTONDOWN, self.pygame.MOUSEBUTTONUP):
            return False
        for s in reversed(self.stack.scenes):
            if s is self.puzzle_scene:
                return self.puzzle_scene.claims_touch(ev.pos)
            if s.modal:
                return False
        return False

    def _away_events(self) -> tuple[int, ...]:
        return (self.pygame.WINDOWFOCUSLOST, self.pygame.WINDOWMINIMIZED, self.pygame.WINDOWHIDDEN)

    def _away_at_end(self, events) -> bool:
        """Whether a batch of events leaves the window out of the player's sight: the last of them that
        hides it or takes its focus comes after the last that brings it back.  Opening, X11 shows, hides
        and shows the window again in one go: that is no player looking away, and no reason to pause."""
        pg = self.pygame
        back = (pg.WINDOWFOCUSGAINED, pg.WINDOWSHOWN, pg.WINDOWRESTORED)
        last_away = max((i for i, e in enumerate(events) if e.type in self._away_events()), default=-1)
        return last_away > max((i for i, e in enumerate(events) if e.type in back), default=-1)

    def _process(self, ev) -> None:
        clean_event(ev)  # a zero-width or NUL character typed would crash pygame-gui's text boxes
        if ev.type in self._away_events():
            self.library.flush_autosave()
            if self.kiosk is None and self.stack.top is self.puzzle_scene and self._stays_away:
                self.puzzle_scene.aids.pause()   # the player looked away: the clock stops, the board hides
        is_input = self.input.observe(ev)
        if self.kiosk is not None and self.kiosk.observe(is_input, ev):
            self.dirty = True
            return
        if ev.type == self.pygame.KEYDOWN and ev.key == self.pygame.K_q and ev.mod & self.pygame.KMOD_CTRL \
                and self.typing():
            # Ctrl+Q (and the operator's chord) quit even from a text box, which would take the q.
            self._translate(ev)
            return
        if not self._claimed_touch(ev) and guarded(self, "handling an event", self.manager.process_events, ev,
                                                   default=True):
            self.dirty = True
            return
        if ev.type == self.pygame.KEYDOWN and self.typing():
            # pygame-gui lets digit and arrow keys through after using their text;
            # they must not also toggle candidates.  Esc leaves the box.
            if ev.key == self.pygame.K_ESCAPE:
                self.manager.set_focus_set(None)
            self.dirty = True
            return
        self._translate(ev)
        if ev.type == self.pygame.MOUSEMOTION:
            # Moving the pointer over the board changes nothing on screen; only
            # widgets (dialogs, the toolbar's box) show hover, so only they redraw.
            if len(self.stack) > 1 or self.puzzle_scene.layout.toolbar.collidepoint(ev.pos):
                self.dirty = True
        elif ev.type != self.pygame.NOEVENT:
            self.dirty = True

    def _translate(self, ev) -> None:
        for ad in self.adapters:
            for intent in ad.translate(ev):
                self.dispatch(intent)

    def dispatch(self, intent: Intent) -> None:
        if intent.kind == I.QUIT:
            if self.kiosk is None:
                self.quit()
            return
        if intent.kind == I.OPERATOR:
            if self.kiosk is not None:
                self.kiosk.operator()
            else:
                self.quit()
            return
        if intent.kind == I.RESIZE and intent.size:
            # Applied once, after this frame's events: one resize sends two or three events and a drag
            # dozens, and each relayout rebuilds the dialogs' text (70 ms for Help at 1280x800).
            self._resize_to = intent.size
            return
        self.stack.dispatch(intent)

    def quit(self) -> None:
        self.library.flush_autosave()
        self.running = False

    # -- the loop -----------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.stack.busy or self.input.busy  # a held finger or D-pad needs the clock running

    def idle_timeout(self) -> float:
        """Seconds until something is due while idle: the clock tick or a message expiring."""
        t = self.puzzle_scene.seconds_to_tick()
        left = self.notices.seconds_left()
        if left is not None:
            t = min(t, max(0.01, left))
        if self.manager.get_focus_set():
            t = min(t, 0.5)  # a focused text box blinks its cursor
        if self.kiosk is not None:
            t = min(t, max(0.05, self.kiosk.attract_after - self.kiosk.idle))
        due = self.library.seconds_to_save()
        if due is not None:
            t = min(t, due)
        return max(0.01, t)

    def step(self, block: bool = True, dt: float | None = None, force: bool = False) -> None:
        pg = self.pygame
        settle, self._settle = self._settle, False
        if block and not (self.dirty or self.busy or settle):
            events = self._wait(self.idle_timeout())
        else:
            events = pg.event.get()
        # Time first, then the events: the wait elapsed *before* they happened, so
        # the clock gets all of it and an animation an event starts begins at 0.
        now = time.perf_counter()
        if dt is None:
            dt = now - self._last
        self._last = now
        guarded(self, "updating", self.manager.update, min(dt, 0.25))
        self.stack.update(dt)
        for intent in self.input.tick(dt):  # held pad directions repeat; a still finger long-presses
            self.dispatch(intent)
        if self.kiosk is not None:
            self.kiosk.update(dt)
        storage = self.library.storage
        if storage is not None and storage.messages:
            # A file read lazily (the records, on the first solve or chooser) found a problem:
            # the player hears of it now, not at some later save.
            self.library.flush_storage_messages()
        self._stays_away = self._away_at_end(events)
        for ev in events:
            self.process(ev)
            if not self.running:
                return
        if self._resize_to is not None:
            size, self._resize_to = self._resize_to, None
            self.resize(size)
        if self.dirty or self.busy or force or settle:
            # A change drawn now may still change pygame-gui's widgets in its next update (a text box's
            # new text, a rebuilt widget): one more frame after it, or the screen keeps the old look
            # until the next event (the number box kept showing "-1").
            self._settle = self.dirty        # (a settling frame that changed nothing asks for no other)
            self.draw()
        self.library.autosave_tick(dt)
        if not self._failed_this_step:
            self._puzzle_failures = 0
        self._failed_this_step = False
        if self.frames and not self._warmed:
            self._warmed = True
            self._warm_up()

    def _wait(self, timeout: float) -> list:
        """Block until an event arrives or ``timeout`` seconds pass, sleeping in the OS.

        Deferred work (the sound effects not made yet) is done here, a piece at a time, before
        sleeping.  Not ``pygame.event.wait``: pygame-ce implements its timeout by polling
        with ``SDL_Delay(1)``, a thousand wake-ups a second (2.5 % of a core
        measured idle under X11).  Sleeping in 20 ms slices costs fifty cheap
        polls a second and at most 20 ms of input latency.
        """
        pg = self.pygame
        end = time.perf_counter() + timeout
        while True:
            events = pg.event.get()
            left = end - time.perf_counter()
            if events or left <= 0:
                return events
            if self._idle_work():       # a few milliseconds at most, then the events are looked at again
                continue
            time.sleep(min(0.02, left))

    def draw(self) -> None:
        self.screen.fill(P.BG)
        self.stack.draw(self.screen)
        guarded(self, "drawing", self.manager.draw_ui, self.screen)
        self.notices.draw(self.screen)
        self.input.draw_over(self.screen, self.notices.current() is not None)
        self.pygame.display.flip()
        self.frames += 1
        self.dirty = False
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            if os.environ.get("NANBA_REPORT_FIRST_FRAME"):  # bench/frame.py's start-up probe
                print(f"first-frame {time.time():.6f}", file=sys.stderr, flush=True)

    def pump(self, frames: int = 3, dt: float = 1 / 30) -> None:
        """Tests: process queued events and draw ``frames`` frames with a fixed dt."""
        for _ in range(frames):
            if not self.running:
                break
            self.step(block=False, dt=dt, force=True)
            # A test reads the finished screen: the score's worker is done before the next frame.
            self.puzzle_scene.scorer.wait()

    def loop(self) -> None:
        limit = self.opts.frames
        while self.running:
            self.step(block=limit is None, force=limit is not None)
            if self.busy or limit is not None:
                self.clock.tick(60)
            if limit is not None and self.frames >= limit:
                self.running = False
        if self.opts.screenshot:
            self.draw()
            self.save_screenshot(self.opts.screenshot)

    def save_screenshot(self, path: str) -> None:
        try:
            self.pygame.image.save(self.screen, path)
        except (self.pygame.error, OSError) as e:   # the folder went away since the start: one line
            print(f"nanba: --screenshot {quote(path)}: cannot write: {e}", file=sys.stderr)
            self.exit_code = 2

    def shutdown(self) -> None:
        self.library.autosave()
        self.library.release_lock()
        self.stack.scenes.clear()
        self.pygame.display.quit()
