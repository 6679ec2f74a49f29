"""The application shell: window, UI manager, scene stack and the main loop.

``run(argv)`` is the whole program: parse the options (a bad value exits
with status 2 and one line, never a traceback), open the window, push the
puzzle scene and loop.  The loop is event driven: when nothing animates and
nothing changed it *sleeps* (:meth:`App._wait`) until the next event or
the next thing due (the clock's 5-second tick, a message expiring), so an
idle game uses no CPU.  While something moves it draws at 60 frames a second.

Event flow, each raw pygame event in turn:

1. the pygame-gui manager sees it first (``process_events`` -> consumed);
2. otherwise each input adapter turns it into intents;
3. app-wide intents (quit, resize) are handled here, the rest go down the
   scene stack (:mod:`game.scenes.base` documents that chain).

Start-up is kept lean for the 0.6-second first-frame target: only pygame,
pygame-gui and the level loader are imported before the first frame; the
solver and the hint ladder load on first use, and the difficulty score is
computed after the first frame has been shown.

The rest lives beside it: the command line in :mod:`game.options`; the
games (open, random, saved games, the debounced autosave that loses at most
~2 s of play to a power cut, the records) and the storage behind them in
:mod:`game.library`; the message strip, which shows every notice the storage
raises, in :mod:`game.notices`.  The App owns one Library and one Notices and
keeps its older names for them as delegates.  A scene that raises is caught
by the safety net here (``App.scene_failed``).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Sequence

# Re-exported, hence the noqa: tests and tools still import these names from game.app.
from .levels import level_count  # noqa: F401
from .library import Library, solution_note  # noqa: F401
from .options import (KINDS, Options, OptionError, _parser, check_move, check_screenshot,  # noqa: F401
                      parse_options, parse_puzzle, parse_puzzle_text, parse_select, parse_setting, parse_size,
                      parse_watch, quote, select_cell)
from .notices import Notices
from .signals import Terminated, exit_status, handling
from .ui.session import FirstGame
from .ui.guard import guarded
from .ui.textsafe import clean_event

MIN_SIZE = (320, 240)


class StartupError(Exception):
    """The game cannot start (for example, the built-in levels are missing)."""


def scene_name(scene) -> str:
    """What the player calls a scene, for "Something went wrong in X": its title, else its class
    name in words (WatchScene -> "the watch screen")."""
    from .scenes.dialogs import DialogScene

    label = getattr(scene, "label", None) or (scene.title if isinstance(scene, DialogScene) else None)
    if isinstance(label, str) and label:
        return f"the {label} dialog" if isinstance(scene, DialogScene) else label
    name = type(scene).__name__
    if name.endswith("Scene") and len(name) > 5:
        name = name[:-5]
    words = "".join(f" {c.lower()}" if c.isupper() and i else c.lower() for i, c in enumerate(name)).strip()
    return f"the {words} screen"


class _Silent:
    """Stands in when game.audio cannot be imported: the game stays silent."""

    enabled = False

    def play(self, name: str) -> None:
        pass


class _Via:
    """``app.NAME`` is ``app.<part>.NAME`` (a method or a value): the names the App had before the
    library and the notices were split off keep working for the scenes and tests that use them."""

    def __init__(self, part: str, name: str = "") -> None:
        self.part, self.name = part, name

    def __set_name__(self, owner, name: str) -> None:
        self.name = self.name or name

    def __get__(self, app, owner=None):
        return self if app is None else getattr(getattr(app, self.part), self.name)


class _Settable(_Via):
    """A :class:`_Via` that is set through too."""

    def __set__(self, app, value) -> None:
        setattr(getattr(app, self.part), self.name, value)


class App:
    """The running game.  Tests build one with options, post events and ``pump``."""

    def __init__(self, options: Options | None = None) -> None:
        import pygame

        self.t0 = time.perf_counter()
        self.opts = options or Options()
        self.pygame = pygame
        self.notices = Notices(pygame, self._changed)
        pygame.display.init()
        pygame.font.init()
        self.library = Library(self.opts, self.notices.toast)  # opens the storage, reads the settings
        s = self.settings   # with this run's --setting values
        from .render import palette as P

        P.use_palette(s.palette, s.text_size)
        size = self.opts.size or s.window_size
        self.fullscreen = self.opts.fullscreen or s.fullscreen
        self.screen = self._set_mode(size)
        pygame.display.set_caption("Nanba")
        import pygame_gui

        from .ui.theme import theme_data

        # The theme's fonts at the text-size setting (game.ui.theme); None if the theme file is missing.
        self.manager = pygame_gui.UIManager(self.screen.get_size(), theme_data(P.TEXT_SCALE))
        from .input.hub import InputHub
        from .scenes.base import SceneStack

        self.input = InputHub(self)  # keyboard, mouse, touch and gamepads: see game.input.hub
        self.adapters = self.input.adapters
        if self.opts.kiosk:
            pygame.mouse.set_visible(False)
        from .kiosk import Kiosk

        self.kiosk = Kiosk(self) if self.opts.kiosk else None
        self.stack = SceneStack()
        self.anim_enabled = self.opts.anim and s.animations
        self._sound = None
        self._warmed = False
        self.running = True
        self.dirty = True
        self.frames = 0
        self.first_frame_at: float | None = None
        self.clock = pygame.time.Clock()
        self._last = time.perf_counter()
        self.exit_code = 0
        self.fatal: str | None = None
        self._puzzle_failures = 0      # puzzle-scene failures in a row: three end the game
        self._failed_this_step = False
        self._resize_to: tuple[int, int] | None = None   # the last size asked for in this frame's events
        self.flush_storage_messages()
        from .scenes.puzzle import PuzzleScene

        first = FirstGame()     # the puzzle scene is made with the first game, so it always has one
        self.library.attach(self.stack, first)
        try:
            self.library.open_first()
        except OptionError:  # --moves / --select that do not fit the puzzle: one line, status 2
            pygame.display.quit()
            raise
        if first.session is None:
            pygame.display.quit()
            raise StartupError(self.messages[-1] if self.messages else "no puzzle could be opened")
        self.puzzle_scene = PuzzleScene(self, first.session)
        self.library.attach(self.stack, self.puzzle_scene)
        self.stack.push(self.puzzle_scene)
        self._open_first_game()
        self.library.mark_saved()
        self.stack.on_error = self.scene_failed
        self.flush_storage_messages()      # files read while opening the first game (the records)
        self._list_startup_notices()

    def _changed(self) -> None:
        self.dirty = True

    # -- collaborators (other helpers' modules, wired defensively) ------------------
    @property
    def sound(self):
        if self._sound is None:
            enabled = self.opts.sound and self.settings.sound
            try:
                from .audio import Sound

                self._sound = Sound(enabled=enabled)
            except Exception:
                self._sound = _Silent()
        return self._sound

    def play_sound(self, name: str) -> None:
        if self.opts.sound and self.settings.sound:
            try:
                self.sound.play(name)
            except Exception:
                pass

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
        for s in list(self.stack.scenes):
            try:
                s.relayout()
            except Exception as e:   # the safety net, as for handle / update / draw
                self.scene_failed(s, e, "resizing")
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        size = self.settings.window_size
        self.screen = self._set_mode(size)
        self.resize(self.screen.get_size())

    # -- games ------------------------------------------------------------------------
    def _open_first_game(self) -> None:
        o, sc = self.opts, self.puzzle_scene
        if o.zero:
            sc.wand_zero()
        if o.check:
            sc.thumb()
        if o.hint:
            sc.wand_primary()
        if isinstance(o.select, int) and sc.session is not None and 0 <= o.select < sc.session.puzzle.ncells:
            sc.session.ui.cursor, sc.session.ui.show_cursor = o.select, True
        if o.input_mode:
            self.input_mode = o.input_mode
        if o.focus_menu:
            from .scenes.menu import MenuScene

            self.stack.push(MenuScene(self))
        if o.watch is not None:
            from .scenes.watch import WatchScene

            steps, hints = o.watch
            watch = WatchScene.of_session(self, sc.session, autoplay=not (steps or hints))
            self.stack.push(watch)
            if steps or hints:
                watch.advance_to(steps, hints)

    # -- the names scenes and tests used before game.library and game.notices were split off ------
    storage = _Via("library")
    settings = _Settable("library")
    flush_storage_messages = _Via("library")
    preferred_set = _Via("library")
    remember_set = _Via("library")
    open_puzzle = _Via("library")
    open_custom = _Via("library")
    open_random = _Via("library")
    solved_set = _Via("library")
    saved_game = _Via("library")
    restore_game = _Via("library")
    save_game = _Via("library")
    load_game = _Via("library")
    resume_last = _Via("library")
    autosave = _Via("library")
    flush_autosave = _Via("library")   # focus lost, paused or quitting: write what is pending now
    _log = _Via("library", "log")
    toast = _Via("notices")
    messages = _Via("notices")
    _notices = _Via("notices", "queue")
    _current_message = _Via("notices", "current")
    message_clock = _Settable("notices", "clock")   # a test fixes the clock messages are timed by

    # -- the safety net --------------------------------------------------------------------
    # An exception in one scene must not end the game: the stack reports it
    # here; the game is saved, the traceback logged, a failing dialog or
    # overlay taken off the stack and the player told.  Only a puzzle scene
    # that fails again and again ends the game (status 1, one line).

    def scene_failed(self, scene, exc: BaseException, doing: str) -> None:
        import traceback

        name = scene_name(scene)
        self._log(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {doing} in {name}:\n"
                  + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        try:
            self.autosave()
        except Exception:
            pass
        if scene is self.puzzle_scene:
            if not self._failed_this_step:
                self._puzzle_failures += 1
            self._failed_this_step = True
            if self._puzzle_failures >= 3:
                self.fatal = f"nanba: the puzzle screen keeps failing ({type(exc).__name__}: {exc}); " \
                             f"the game was saved{self.library.log_where()}."
                self.exit_code = 1
                self.running = False
                return
        else:
            try:
                self.stack.remove(scene)
            except Exception:
                if scene in self.stack.scenes:
                    self.stack.scenes.remove(scene)
        saved = "the game was saved" if self.storage is not None and self.opts.save else "the game goes on"
        self.toast(f"Something went wrong in {name}; {saved}.{' Details in nanba.log.' if self.storage else ''}", 8.0)
        self.dirty = True

    def save_settings(self) -> bool:
        size = None if self.fullscreen else tuple(self.screen.get_size())
        keep = self.kiosk.settings_to_save if self.kiosk is not None else None
        return self.library.save_settings(size, self.fullscreen, keep)

    # -- messages (game.notices) ------------------------------------------------------
    def _list_startup_notices(self) -> None:
        text = self.notices.take_startup_list()
        if text is None:
            return
        from .scenes.dialogs import MessageScene

        self.stack.push(MessageScene(self, "Some files could not be used", text))

    # -- the loop -----------------------------------------------------------------------
    def post(self, event) -> None:
        self.pygame.event.post(event)

    def typing(self) -> bool:
        """Is a text box focused?  Then keys are text, not game commands."""
        from pygame_gui.elements import UITextEntryLine

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
                return s.claims_touch(ev.pos)
            if s.modal:
                return False
        return False

    def _process(self, ev) -> None:
        clean_event(ev)  # a zero-width or NUL character typed would crash pygame-gui's text boxes
        if ev.type in (self.pygame.WINDOWFOCUSLOST, self.pygame.WINDOWMINIMIZED, self.pygame.WINDOWHIDDEN):
            self.flush_autosave()
        is_input = self.input.observe(ev)
        if self.kiosk is not None and self.kiosk.observe(is_input, ev):
            self.dirty = True
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
        for ad in self.adapters:
            for intent in ad.translate(ev):
                self.dispatch(intent)
        if ev.type == self.pygame.MOUSEMOTION:
            # Moving the pointer over the board changes nothing on screen; only
            # widgets (dialogs, the toolbar's box) show hover, so only they redraw.
            layout = self.puzzle_scene.layout
            if len(self.stack) > 1 or (layout is not None and layout.toolbar.collidepoint(ev.pos)):
                self.dirty = True
        elif ev.type != self.pygame.NOEVENT:
            self.dirty = True

    def dispatch(self, intent) -> None:
        from .input import intents as I

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
        self.flush_autosave()
        self.running = False

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
        settle, self._settle = getattr(self, "_settle", False), False
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
        if self.storage is not None and self.storage.messages:
            # A file read lazily (the records, on the first solve or chooser) found a problem:
            # the player hears of it now, not at some later save.
            self.flush_storage_messages()
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

    def _warm_up(self) -> None:
        """Work that may take a moment, done once the first frame is on screen."""
        if self.opts.sound and self.settings.sound:
            try:
                prepare = getattr(self.sound, "prepare", None)
                if prepare is not None:
                    prepare()  # open the mixer and make the effects: the first click must not stall
            except Exception:
                pass

    def _wait(self, timeout: float) -> list:
        """Block until an event arrives or ``timeout`` seconds pass, sleeping in the OS.

        Not ``pygame.event.wait``: pygame-ce implements its timeout by polling
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
            time.sleep(min(0.02, left))

    def draw(self) -> None:
        from .render import palette as P

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
            if self.puzzle_scene is not None:
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
        self.autosave()
        self.stack.scenes.clear()
        self.pygame.display.quit()


def run(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        opts = parse_options(argv)
    except OptionError as e:
        print(f"nanba: {e}", file=sys.stderr)
        return 2
    except SystemExit as e:  # --help
        return int(e.code or 0)
    except Exception as e:  # levels missing and the like: one line, status 1
        print(f"nanba: {e}", file=sys.stderr)
        return 1
    # SIGTERM (systemd, kiosk or not) and Ctrl+C unwind whatever runs, even an analysis: saved, exit at once.
    with handling():
        try:
            app = App(opts)
        except OptionError as e:
            print(f"nanba: {e}", file=sys.stderr)
            return 2
        except StartupError as e:
            print(f"nanba: {e}", file=sys.stderr)
            return 1
        except Terminated as e:  # nothing opened yet, so nothing to save
            return exit_status(e.signum)
        try:
            app.loop()
        except Terminated as e:
            app.exit_code = exit_status(e.signum)
        finally:
            app.shutdown()
    if app.fatal:
        print(app.fatal, file=sys.stderr)
    return app.exit_code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run())
