"""The game library: which puzzle is open, saved games, the autosave and the records.

Opening a built-in puzzle (by number or at random among the unsolved), a
puzzle given by hand, a saved game or the last game; the debounced
autosave; the solved records; the player's level set.  Saving, loading,
renaming and deleting games by name are :class:`~game.saveslots.SaveSlots`'s.
It owns the storage (:mod:`game.storage`) and the settings read from it, and
hands every notice the storage raises to the message strip; the safety net's
log (``nanba.log``) is written beside the saves.  The app owns one
:class:`Library` and gives it only what it needs: the options, the strip's
``toast``, and once they exist the scene stack and the puzzle scene.
"""

from __future__ import annotations

import random
import sys
from typing import Any, Callable

from .engine.backend import default_kind
from .instancelock import OTHER_WINDOW_SAVE, InstanceLock
from .levels import LevelsMissingError, level, level_count, level_sets, locate
from .options import Options, check_move, quote, select_cell
from .played import note_session
from .saveslots import SaveSlots
from .settings import Settings


NEXT_WINDOW = 20
"""A set's puzzle offered at random comes from this many of its easiest unsolved ones."""


def solution_note(puzzle, session=None) -> str:
    """What to tell a player about a puzzle given by hand that has no solution or several (saying so beats a silent stuck game),
    or that the solver gave up on it (then ``session.gave_up`` is set too: hints and check are off)."""
    if puzzle.solution is not None:
        return ""
    try:
        from .engine.errors import GaveUp
        from .engine.exact import count_solutions
        from .ui.session import too_hard_note

        try:
            count = count_solutions(puzzle, limit=2)[0]
        except GaveUp as e:
            if session is not None:
                session.gave_up = too_hard_note(e)
            return too_hard_note(e)
    except Exception:
        return ""
    if count == 0:
        return "This puzzle has no solution: no digits can fill it by the rules."
    if count > 1:
        return "This puzzle has more than one solution: the hints and the check cannot tell which one you mean."
    return ""


class Library(SaveSlots):
    """The games the player opens, saves and solves, and the storage behind them."""

    def __init__(self, opts: Options, toast: Callable[..., None]) -> None:
        self.opts = opts
        self.toast = toast
        self._early_msg: str | None = None
        self.storage = self._open_storage()
        self.own_slot = OTHER_WINDOW_SAVE   # where a second copy keeps its game (see _take_lock)
        self.lock = self._take_lock()
        self.settings = self._load_settings()
        self._override(opts.settings)
        # The scene stack and the puzzle scene, once the app has made them (see attach); not imported
        # here for their types, so this module never depends on the scenes.
        self.stack: Any = None
        self.scene: Any = None
        self._play_time = 0.0           # seconds of play, the debounced autosave's clock
        self._saved_at: float | None = None
        self._saved_sig = None
        self._save_due = False
        self._wrote_own = False         # a second copy wrote its own saved game (see _take_lock)

    def attach(self, stack, scene) -> None:
        self.stack, self.scene = stack, scene

    def mark_saved(self) -> None:
        """The game just opened counts as saved: only a change to it is written."""
        self._saved_sig = self._state_signature()

    # -- storage and its notices (wired defensively: it must never stop the game) ---------
    def _open_storage(self):
        from .storage import Storage

        try:
            return Storage()
        except Exception as e:  # storage must never stop the game from starting
            self._early_msg = f"Saving is unavailable: {e}"
            return None

    def _take_lock(self) -> InstanceLock | None:
        """Whether this copy keeps the last game: a second copy open at once keeps its own (see game.instancelock)."""
        if self.storage is None or not self.opts.save or self.opts.kiosk:
            return None     # nothing saved on quit, or a kiosk, which leaves no file behind
        lock = InstanceLock(self.storage.data_dir)
        if not lock.take():     # a name no saved game has yet: an earlier second window's game stays too
            names = (OTHER_WINDOW_SAVE + (f" {n}" if n > 1 else "") for n in range(1, 1000))
            self.own_slot = next((name for name in names if not self.storage.has_save(name)), OTHER_WINDOW_SAVE)
            self._early_msg = (f"Nanba is already open in another window: this one keeps its game "
                               f"in Saved games, as {quote(self.own_slot)}.")
        return lock

    @property
    def keeps_autosave(self) -> bool:
        return self.lock is None or not self.lock.another

    def release_lock(self) -> None:
        if self.lock is not None:
            self.lock.release()

    def _load_settings(self) -> Settings:
        if self.storage is not None:
            try:
                first = not self.storage.settings_path.exists()
                settings = self.storage.load_settings()
                # A first start: no kind's rules intro seen yet (a settings file from before the intros
                # has none, which counts as every kind seen: that player knows the rules).
                return settings.with_(intros_seen="") if first else settings
            except Exception as e:
                self._early_msg = f"Settings could not be read ({e}); using defaults."
        return Settings()

    def _override(self, overrides: dict | None) -> None:
        """--setting: this run only (not saved unless the player saves settings); parse_setting
        checked each value against the settings table."""
        if overrides:
            self.settings = self.settings.with_(**overrides)

    def save_settings(self, window_size: tuple[int, int] | None, fullscreen: bool,
                      keep: Callable[[Any], Any] | None = None) -> bool:
        """Write the settings with the window's size (None: full screen, the old size stays) and the
        player's set; ``keep`` picks what may be saved (None: nothing -- a kiosk's passer-by writes none)."""
        if self.storage is None:
            self.toast("Saving is unavailable.")
            return False
        self.settings = self.settings.with_(fullscreen=fullscreen, **(
            {"window_size": window_size} if window_size is not None else {}))
        self.remember_set()
        s = self.settings if keep is None else keep(self.settings)
        if s is None:
            return False
        try:
            ok = self.storage.save_settings(s)
        except Exception as e:
            self.toast(f"Settings could not be saved: {e}")
            return False
        self.flush_storage_messages()
        return bool(ok)

    LOG_LIMIT = 256 * 1024

    def log_where(self) -> str:
        return f"; details in {self.storage.data_dir / 'nanba.log'}" if self.storage is not None else ""

    def log(self, text: str) -> None:
        """Append to data_dir/nanba.log, keeping it under LOG_LIMIT (the older half goes)."""
        print(text, file=sys.stderr, end="")
        if self.storage is None:
            return
        try:
            path = self.storage.data_dir / "nanba.log"
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists() and not path.is_file():
                return                   # a FIFO or a device there would block the write for ever
            old = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
            if len(old) + len(text) > self.LOG_LIMIT:
                old = old[-(self.LOG_LIMIT // 2):]
            path.write_text(old + text, encoding="utf-8")
        except OSError:
            pass

    def _storage_messages(self) -> list[str]:
        out = []
        if self._early_msg:
            out.append(self._early_msg)
            self._early_msg = None
        if self.storage is not None:
            out.extend(str(m) for m in self.storage.take_messages())
        return out

    def flush_storage_messages(self) -> None:
        for msg in self._storage_messages():
            self.toast(msg, 6.0, notice=True)

    # -- games ------------------------------------------------------------------------
    def open_first(self) -> None:
        """The game the app starts on: --puzzle, else the last game, else a random one of the player's
        set; then --moves played on it and --select checked against its grid (OptionError if not)."""
        o = self.opts
        if o.puzzle:
            self.open_puzzle(*o.puzzle)
        elif o.custom is not None:
            self.open_custom(o.custom)
        elif not (o.resume and self.resume_last()):
            self.open_random(self.preferred_set())
        sc = self.scene
        if o.moves:
            from .engine.moves import Move

            for m in o.moves:
                move = Move.parse(m)
                check_move(sc.session.puzzle, move, m)
                sc.session.play(move)
        if o.select is not None:
            o.select = select_cell(sc.session.puzzle, o.select)

    def preferred_set(self) -> str:
        """The level set the player last chose (settings), if its file is present; else the flagship's."""
        sets = level_sets()
        for name in (self.settings.level_set, self.settings.kind):
            if name in sets:
                return name
        return default_kind()

    def remember_set(self) -> None:
        """The current game's set becomes the player's: its kind in ``settings.kind`` (a puzzle
        kind, which is all the settings file accepts there), the set's own name in ``level_set``."""
        session = self.scene.session
        self.settings = self.settings.with_(kind=session.puzzle.kind, **(
            {"level_set": session.kind} if session.number >= 0 else {}))

    def open_puzzle(self, kind: str, number: int) -> bool:
        try:
            puzzle = level(kind, number)
        except (IndexError, LevelsMissingError, ValueError) as e:
            self.toast(str(e))
            return False
        from .ui.session import Session

        self.scene.set_session(Session.new(kind, number, puzzle, self.settings))
        return True

    def open_custom(self, puzzle, source: str = "") -> None:
        """A puzzle no built-in set holds (``--puzzle LINE``; ``source`` says where from: "daily", "pasted",
        "file", "generated"): number -1, so its records are kept by its line (game.played)."""
        from .ui.session import Session

        session = Session.new(puzzle.kind, -1, puzzle, self.settings)
        session.source = source
        self.scene.set_session(session)
        note = solution_note(puzzle, session)
        if note:
            self.toast(note, 8.0, notice=True)

    def open_random(self, kind: str) -> bool:
        try:
            n = level_count(kind)
        except Exception as e:
            self.toast(str(e))
            return False
        solved = self.solved_set(kind)
        unsolved = [i for i in range(n) if i not in solved]
        # The sets run easiest first: like a puzzle book, offer one of the easiest puzzles not yet
        # solved, so a new player starts gently and the offer climbs as they solve.
        return self.open_puzzle(kind, random.choice(unsolved[:NEXT_WINDOW] or list(range(n))))

    def solved_set(self, kind: str) -> set[int]:
        if self.storage is None:
            return set()
        try:
            return set(self.storage.solved_set(kind))
        except Exception:
            return set()

    def saved_game(self):
        from datetime import datetime, timezone

        from .storage import SavedGame

        s = self.scene.session
        number = s.number if s.number >= 0 else None  # the set is found again from the line
        return SavedGame(kind=s.puzzle.kind, number=number, line=s.puzzle.line(), moves=s.timeline.texts(),
                         index=s.timeline.texts_in_force(), elapsed=round(s.elapsed, 1),
                         saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"), seen=s.saw_solution(),
                         notes=s.clean)

    def restore_game(self, saved) -> bool:
        """Open a SavedGame; False (with a message) if it cannot be used."""
        from .engine.errors import MoveFormatError, PuzzleFormatError
        from .engine.moves import Move
        from .engine.puzzle import Puzzle
        from .engine.state import PlayState
        from .ui.session import Session

        try:
            puzzle = Puzzle.from_line(saved.line)
            sess = Session("", -1, PlayState(puzzle), elapsed=float(saved.elapsed or 0), tidy_notes=False,
                           watched=bool(getattr(saved, "seen", False)), clean=bool(getattr(saved, "notes", False)))
            sess.replay([Move.parse(t) for t in saved.moves], int(saved.index))   # notes moves too
        except (PuzzleFormatError, MoveFormatError, ValueError, TypeError, ArithmeticError) as e:
            self.toast(f"That saved game cannot be opened: {e}")
            return False
        # A save names the puzzle's kind; the set (of that kind, maybe one of several) and number come from the line.
        found = self._locate(puzzle, saved.kind, saved.number)
        sess.kind, sess.number = found if found is not None else (saved.kind, -1)
        sess.tidy_notes = self.settings.tidy_notes
        if found is None and self._daily_line(saved.line):
            sess.source = "daily"                 # a daily puzzle resumed is still the day's puzzle
        self.scene.set_session(sess)
        return True

    def _daily_line(self, line: str) -> bool:
        """Is ``line`` a daily puzzle's?  (The daily book and the calendar load only when a game that
        is no built-in one is resumed: the start of a built-in puzzle does without them.)"""
        from .daily import DailyBook

        return DailyBook(self.storage).find(line) is not None

    @staticmethod
    def _locate(puzzle, kind: str, number: int | None) -> tuple[str, int] | None:
        """The built-in (set, number) of ``puzzle``, the save's own kind and number tried first."""
        try:
            return locate(puzzle, kind, number)
        except (OSError, ValueError):  # a level file that cannot be read: the game is still playable
            return None

    def resume_last(self) -> bool:
        if self.storage is None:
            return False
        try:
            saved = self.storage.load_autosave()
        except Exception as e:
            self.toast(f"The last game could not be resumed: {e}")
            return False
        self.flush_storage_messages()
        return saved is not None and self.restore_game(saved)

    def autosave(self) -> None:
        if self.storage is None or not self.opts.save:
            return
        self._saved_sig, self._saved_at, self._save_due = self._state_signature(), self._play_time, False
        try:
            game = None if self.scene.session.state.is_solved() else self.saved_game()
            if not self.keeps_autosave:
                self._save_own(game)
            elif game is None:
                self.storage.clear_autosave()  # nothing to resume: next start picks a new puzzle
            else:
                self.storage.autosave(game)
            # first in Recent, with the game to resume from there (written only when that changes)
            note_session(self.storage, self.scene.session, game=game.to_data() if game is not None else None)
        except Exception as e:
            print(f"nanba: could not save the last game: {e}", file=sys.stderr)

    def _save_own(self, game) -> None:
        """A second copy's game, kept apart from the other window's last game; gone once solved."""
        if game is not None:
            self._wrote_own = self.storage.save_game(self.own_slot, game) or self._wrote_own
        elif self._wrote_own:
            self.storage.delete_save(self.own_slot)
            self._wrote_own = False
        self.flush_storage_messages()

    # -- the debounced autosave -----------------------------------------------------------
    # The machine can lose power at any moment, so the game in progress is written
    # after every move that changes it -- at most once per SAVE_EVERY seconds
    # of play (a burst of clicks costs one write), and at once when the window
    # loses focus, a menu or dialog opens over the board, or the game quits.

    SAVE_EVERY = 2.0

    def _state_signature(self):
        s = self.scene.session
        return id(s), s.timeline.index, len(s.timeline.entries), s.watched

    def autosave_tick(self, dt: float) -> None:
        self._play_time += dt
        if not self.opts.save or self.storage is None:
            return
        if self._state_signature() != self._saved_sig:
            self._save_due = True
        if not self._save_due:
            return
        top = self.stack.top
        covered = top is not self.scene and (getattr(top, "modal", False)   # a menu or dialog: a pause
                                             or not getattr(top, "transparent", False))
        if covered or self._saved_at is None or self._play_time - self._saved_at >= self.SAVE_EVERY:
            self.autosave()

    def seconds_to_save(self) -> float | None:
        if not self._save_due:
            return None
        return 0.01 if self._saved_at is None else max(0.01, self.SAVE_EVERY - (self._play_time - self._saved_at))

    def flush_autosave(self) -> None:
        """Focus lost, paused or quitting: write what is pending now."""
        if self._save_due or self._state_signature() != self._saved_sig:
            self.autosave()

