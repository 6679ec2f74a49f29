"""The application: wires the parts together and keeps the safety net.

``run(argv)`` is the whole program: parse the options (a bad value exits
with status 2 and one line, never a traceback), open the window, push the
puzzle scene and loop.  The window and the loop are the shell's
(:mod:`game.shell`, the base class of :class:`App`); this module makes the
parts it runs and hands the scenes the app as :class:`game.services.Services`.

Start-up is kept lean for the 0.6-second first-frame target: only pygame,
pygame-gui and the level loader are imported before the first frame; the
solver and the hint ladder load on first use, and the difficulty score is
computed after the first frame has been shown.

The rest lives beside it: the command line in :mod:`game.options`; the
games (open, random, saved games, the debounced autosave that loses at most
~2 s of play to a power cut, the records) and the storage behind them in
:mod:`game.library`; the message strip, which shows every notice the storage
raises, in :mod:`game.notices`.  The App owns one Library and one Notices and
keeps some older names for them as delegates, for the tests and the self-test.
A scene that raises is caught by the safety net here (``App.scene_failed``).
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING, Sequence

import pygame

from .hub import InputHub
from .library import Library
from .options import Options, OptionError, parse_options
from .notices import Notices
from .render import palette as P
from .scenes.dialogs import DialogScene, MessageScene
from .scenes.puzzle import PuzzleScene
from .shell import Shell
from .signals import Terminated, exit_status, handling
from .stack import SceneLike, SceneStack
from .ui.session import FirstGame
from .ui.theme import make_manager

if TYPE_CHECKING:  # pragma: no cover
    from .audio import Sound


class StartupError(Exception):
    """The game cannot start (for example, the built-in levels are missing)."""


def scene_name(scene: SceneLike) -> str:
    """What the player calls a scene, for "Something went wrong in X": its title, else its class
    name in words (WatchScene -> "the watch screen")."""
    label = getattr(scene, "label", None) or (scene.title if isinstance(scene, DialogScene) else None)
    if isinstance(label, str) and label:
        return f"the {label} dialog" if isinstance(scene, DialogScene) else label
    name = type(scene).__name__
    if name.endswith("Scene") and len(name) > 5:
        name = name[:-5]
    words = "".join(f" {c.lower()}" if c.isupper() and i else c.lower() for i, c in enumerate(name)).strip()
    return f"the {words} screen"


class _Silent:
    """Stands in when the sound cannot be made: the game stays silent."""

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


class App(Shell):
    """The running game.  Tests build one with options, post events and ``pump``."""

    def __init__(self, options: Options | None = None) -> None:
        self.t0 = time.perf_counter()
        self.opts = options or Options()
        self.pygame = pygame
        self.notices = Notices(pygame, self._changed)
        pygame.display.init()
        pygame.font.init()
        self.library = Library(self.opts, self.notices.toast)  # opens the storage, reads the settings
        s = self.settings   # with this run's --setting values
        P.use_palette(s.palette, s.text_size)
        size = self.opts.size or s.window_size
        self.fullscreen = self.opts.fullscreen or s.fullscreen
        self.screen = self._set_mode(size)
        pygame.display.set_caption("Nanba")
        # The game's typeface, palette and text size for pygame-gui's widgets too (game.ui.theme).
        self.manager = make_manager(self.screen.get_size(), P.TEXT_SCALE)
        self.input = InputHub(self)  # keyboard, mouse, touch and gamepads: see game.hub
        self.adapters = self.input.adapters
        if self.opts.kiosk:
            pygame.mouse.set_visible(False)
        self.kiosk = None
        if self.opts.kiosk:     # the kiosk and its attract and PIN screens load only for a kiosk
            from .kiosk import Kiosk

            self.kiosk = Kiosk(self)
        self.stack = SceneStack()
        self.anim_enabled = self.opts.anim and s.animations
        self._sound: Sound | _Silent | None = None
        self._warmed = False
        self.running = True
        self.dirty = True
        self.frames = 0
        self.first_frame_at = None
        self.clock = pygame.time.Clock()
        self._last = time.perf_counter()
        self.exit_code = 0
        self.fatal: str | None = None
        self._puzzle_failures = 0
        self._failed_this_step = False
        self._resize_to = None
        self.library.flush_storage_messages()
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
        self.library.flush_storage_messages()      # files read while opening the first game (the records)
        self._list_startup_notices()

    def _changed(self) -> None:
        self.dirty = True

    # -- sound (made on first use; a machine without a mixer plays nothing) ---------------
    @property
    def sound(self) -> Sound | _Silent:
        if self._sound is None:
            enabled = self.opts.sound and self.settings.sound
            try:
                from .audio import Sound     # made after the first frame: the start does not wait for it

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

    # -- games ------------------------------------------------------------------------
    def _open_first_game(self) -> None:
        o, sc = self.opts, self.puzzle_scene
        if o.zero:
            sc.wand_zero()
        if o.check:
            sc.thumb()
        if o.hint:
            sc.wand_primary()
        if isinstance(o.select, int) and 0 <= o.select < sc.session.puzzle.ncells:
            sc.session.ui.cursor, sc.session.ui.show_cursor = o.select, True
        if o.input_mode:
            self.input_mode = o.input_mode
            sc.relayout()      # a big board on touch is zoomed to finger-wide cells from the start
        # The menu and the watch view (with all they open, 16 ms) load here only when asked for at start.
        if o.focus_menu:
            from .scenes.menu import MenuScene

            self.stack.push(MenuScene(self))
        if o.tutorial is not None:
            from .engine.backend import default_kind
            from .scenes.tutorial import TutorialScene

            self.stack.push(TutorialScene(self, o.tutorial or default_kind()))
        if o.generate is not None:
            from .scenes.new_puzzle import NewPuzzleScene

            kind, params, difficulty = o.generate
            dialog = NewPuzzleScene(self, kind, params, difficulty)
            self.stack.push(dialog)
            dialog.start()
        if o.edit is not None:
            from .scenes.editor_start import open_blank

            open_blank(self, *o.edit)
        if o.watch is not None:
            from .scenes.watch import WatchScene

            steps, hints = o.watch
            watch = WatchScene.of_session(self, sc.session, autoplay=not (steps or hints))
            self.stack.push(watch)
            if steps or hints:
                watch.advance_to(steps, hints)

    # -- the names tests and the self-test used before game.library and game.notices were split off
    # (the scenes go to ``library`` and take the rest from game.services)
    storage = _Via("library")
    settings = _Settable("library")
    solved_set = _Via("library")
    save_game = _Via("library")
    load_game = _Via("library")
    autosave = _Via("library")
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

    def scene_failed(self, scene: SceneLike, exc: BaseException, doing: str) -> None:
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
        size = None if self.fullscreen else self.screen.get_size()
        keep = self.kiosk.settings_to_save if self.kiosk is not None else None
        return self.library.save_settings(size, self.fullscreen, keep)

    # -- messages (game.notices) ------------------------------------------------------
    def _list_startup_notices(self) -> None:
        text = self.notices.take_startup_list()
        if text is None:
            return
        self.stack.push(MessageScene(self, "Some files could not be used", text))

    def _warm_up(self) -> None:
        """Work that may take a moment, done once the first frame is on screen."""
        if self.opts.sound and self.settings.sound:
            try:
                prepare = getattr(self.sound, "prepare", None)
                if prepare is not None:
                    # Open the mixer (the device may take a moment) and make the click; the other
                    # effects (18 ms in all) are made while the game waits for input (_idle_work).
                    prepare(("click",))
            except Exception:
                pass

    def _idle_work(self) -> bool:
        """One small piece of deferred work, done while waiting for input; False when none is left."""
        if not (self._warmed and self.opts.sound and self.settings.sound):
            return False
        try:
            step = getattr(self.sound, "prepare_next", None)
            return bool(step()) if step is not None else False
        except Exception:
            return False


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
