"""Kiosk mode (``nanba --kiosk``): a public screen nobody can break or leave.

What a kiosk promises, and where each promise is kept:

* **Nobody leaves by accident.**  The window is full screen at the display's
  native size with the pointer hidden; the menu has no Quit; window-close,
  Alt+F4 and Ctrl+Q arrive as ``QUIT`` and are ignored (:meth:`game.shell.Shell.dispatch`).
* **The operator can leave.**  The chord Ctrl+Alt+Shift+Q, or a finger held
  five seconds in the bottom-left corner of the screen (``OPERATOR``), asks
  for the PIN on the on-screen number pad; the right PIN quits.  The PIN is
  ``kiosk_pin`` in the settings file (default ``2580``, the middle column of
  a phone pad -- change it).  It is 4 to 12 ASCII digits, what the pad can
  type; any other value (13 digits, Arabic-Indic digits...) would lock the
  operator out, so it is refused with a message and the default is used.
  ``--help`` never prints the PIN.
* **Nobody guesses the PIN.**  After :data:`LOCK_AFTER` wrong PINs in a row
  the pad is locked for :data:`LOCK_SECONDS`, doubling with every further
  wrong PIN ("Try again in N s"); the clock (:attr:`Kiosk.clock`) is
  injectable for tests.
* **An idle screen advertises.**  After ``kiosk_attract_after`` seconds
  without input (default 90) the attract demo (:mod:`game.scenes.attract`)
  takes over.
* **A game in progress is never lost by a short pause.**  A touch during
  the demo returns to the game exactly as it was (the demo never touches the
  player's session, and the clock gets back the time the demo ran).  Only
  after ``kiosk_reset_after`` seconds idle (default 300) is the game set
  aside for a fresh puzzle; the next touch then shows the title screen, as a
  new player would expect.

* **A passer-by changes nothing that outlives the visit.**  Settings shows a
  kiosk's players only what is theirs to choose -- mouse mapping, sound,
  animations, hand, pad position, colours, text size, the play aids -- and
  neither the window size nor full screen; their changes are never written
  (:meth:`Kiosk.settings_to_save` is None) and last until the idle reset,
  which puts the operator's settings back (:meth:`Kiosk.reset_game`).  The
  menu offers neither Save game nor Load game
  (:data:`game.scenes.menu.KIOSK_HIDDEN`); no key opens them; Help does not
  mention them.  The game in progress and the visit's solved puzzles and best
  times live in memory only (:class:`game.kiosk_visit.VisitStorage`, which
  says why) and go at the idle reset.  So a visit leaves the home folder
  byte for byte as it was (``tests/test_kiosk_lockdown.py``).  The operator
  changes settings in the settings file.

The touch that ends the demo is swallowed: it must not also delete a
candidate on the board that appears under the finger.
"""

from __future__ import annotations

import math
import time

import pygame

from .engine.backend import featured
from .kiosk_visit import VisitStorage
from .levels import level_sets
from .scenes.attract import AttractScene, TitleScene
from .scenes.pad import NumberPadScene, apply_look
from .services import Services
from .settings import KIOSK_KEYS, SETTINGS, Settings

DEFAULTS = {key: SETTINGS[key].default for key in KIOSK_KEYS}
LOCK_AFTER = 3
"""Wrong PINs in a row before the pad locks."""
LOCK_SECONDS = 30.0
"""The first lock-out; each further wrong PIN doubles it (up to 2**10 times)."""


class Kiosk:
    def __init__(self, app: Services) -> None:
        self.app = app
        # The settings table checked these (a bad one is its default, with the settings file's messages).
        s = app.settings
        self.attract_after = max(5.0, s.kiosk_attract_after)
        self.reset_after = max(self.attract_after, s.kiosk_reset_after)
        self.pin = s.kiosk_pin
        self.clock = time.monotonic
        self.wrong_pins = 0
        self._locked_until = 0.0
        self.idle = 0.0
        self.reset_done = False
        self._elapsed_at_attract: float | None = None
        # Every visitor is new: none has seen a kind's rules intro (and nothing of it is written).
        s = app.settings = s.with_(intros_seen="")
        self.operator_settings = s
        """The settings the kiosk started with (the operator's file and this run's --setting values):
        what every visit starts from, and what the idle reset puts back."""
        storage = app.library.storage
        if storage is not None and not isinstance(storage, VisitStorage):
            app.library.storage = VisitStorage(storage)

    # -- the app asks ----------------------------------------------------------------------------
    def settings_to_save(self, current: Settings) -> None:
        """What a kiosk may write of the settings: nothing (the file is the operator's; a passer-by's
        choices must not greet the next player after a restart)."""
        return None

    @property
    def attract(self) -> AttractScene | None:
        return self.app.stack.find(AttractScene)

    def observe(self, is_input: bool, ev) -> bool:
        """Called for every event; True swallows it (the touch that wakes the kiosk)."""
        if not is_input:
            return False
        self.idle = 0.0
        if self.attract is None:
            return False
        # Wake on a press, a key or a pad button -- not on the release or motion that follows.
        wake = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN,
                pygame.FINGERDOWN)
        if ev.type in wake:
            self.wake()
        return True

    def update(self, dt: float) -> None:
        self.idle += dt
        if self.attract is None and self.idle >= self.attract_after and not self._operator_open():
            self.start_attract()
        if self.attract is not None and self.idle >= self.reset_after and not self.reset_done:
            self.reset_game()

    def _operator_open(self) -> bool:
        return any(isinstance(s, NumberPadScene) for s in self.app.stack.scenes)

    # -- transitions -------------------------------------------------------------------------------
    def start_attract(self) -> None:
        app = self.app
        # Close whatever the player left open (menus, dialogs): the game underneath is what matters.
        while len(app.stack) > 1 and app.stack.top is not app.puzzle_scene:
            app.stack.pop()
        s = app.puzzle_scene.session
        self._elapsed_at_attract = s.elapsed
        self.reset_done = False
        app.stack.push(AttractScene(app, kinds=self._kinds()))
        app.library.autosave()

    def _kinds(self) -> tuple[str, ...]:
        try:
            sets = tuple(k for k in level_sets() if k in featured())
            return sets or featured()[:1]
        except Exception:
            return featured()

    def reset_game(self) -> None:
        """Idle past the reset time: the visit is over.  The next player gets the operator's settings,
        no records of the last visitor's and a fresh puzzle."""
        app = self.app
        self.reset_done = True
        self._elapsed_at_attract = None
        if app.settings != self.operator_settings:
            app.settings = self.operator_settings
            app.anim_enabled = bool(getattr(getattr(app, "opts", None), "anim", True)) and app.settings.animations
            app.puzzle_scene.anim.enabled = app.anim_enabled
            apply_look(app)             # colours, text size, hand, pad: every scene laid out again
        storage = app.library.storage
        if isinstance(storage, VisitStorage):
            storage.forget_visit()
        app.library.open_random(app.puzzle_scene.current.kind)

    def wake(self) -> None:
        app = self.app
        while app.stack.top is not None and app.stack.top is not app.puzzle_scene:
            app.stack.pop()              # the demo, and the watch view it may have opened
        s = app.puzzle_scene.session
        if self._elapsed_at_attract is not None:
            s.elapsed = self._elapsed_at_attract     # the demo's minutes are not the player's
        self._elapsed_at_attract = None
        if self.reset_done:
            app.stack.push(TitleScene(app, kinds=self._kinds()))
        self.reset_done = False
        self.idle = 0.0
        app.dirty = True

    def operator(self) -> None:
        if self._operator_open():
            return
        a = self.attract
        if a is not None:
            self.wake()
        if self._locked():
            return
        self.app.stack.push(NumberPadScene(self.app, "Operator PIN", self._check_pin, secret=True, max_len=12))

    def lockout_left(self) -> float:
        """Seconds until a PIN may be tried again (0 when it may be now)."""
        return max(0.0, self._locked_until - self.clock())

    def _locked(self) -> bool:
        left = self.lockout_left()
        if left > 0:
            self.app.toast(f"Try again in {math.ceil(left)} s.")
        return left > 0

    def _check_pin(self, text: str) -> None:
        if self._locked():
            return  # not even compared: guessing during a lock-out teaches nothing
        if text == self.pin:
            self.wrong_pins = 0
            self.app.quit()
            return
        self.wrong_pins += 1
        if self.wrong_pins < LOCK_AFTER:
            self.app.toast("Wrong PIN.")
            return
        seconds = LOCK_SECONDS * 2 ** min(self.wrong_pins - LOCK_AFTER, 10)
        self._locked_until = self.clock() + seconds
        self.app.toast(f"Wrong PIN. Try again in {math.ceil(seconds)} s.")
