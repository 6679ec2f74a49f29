"""Persistence: settings, saved games and solve records, as small JSON files.

Three promises shape this module, and every function serves them:

* **Never crash, never lose the player's data.**  Files live in the player's
  home, where anything can happen to them: a half-written file after a power
  cut, an editor that saved Latin-1, a newer Nanba's format, a directory where
  a file should be, a read-only disk.  So reading never raises.  A file that
  cannot be used is *moved aside* (renamed ``NAME.corrupt-YYYYMMDD-HHMMSS``,
  never overwritten or deleted: a person may want those bytes back), a
  sentence saying what happened is queued in :attr:`Storage.messages` for the
  UI to show, and the defaults are used.  If even the rename fails, the path is
  remembered as *blocked* and no later write touches it.

* **A write either happens completely or not at all.**  Every file is written
  to a temporary file in the same directory, flushed and fsynced, then
  ``os.replace``-d over the old one, which is atomic on POSIX and Windows.  A
  failure anywhere (disk full, permission, a crash between the steps) leaves
  the previous file as it was, and queues a message instead of raising.

* **Files say what they are.**  Each top-level object carries a ``"format"``
  key (``nanba-settings/1``, ``nanba-save/1``, ``nanba-records/1``).  A file
  without the right one is treated as unusable rather than guessed at, so a
  future format change can never be misread silently.

A saved game follows Tatham's rule: the puzzle line plus the texts of the
moves and the undo index, so a save replays through the same code as play
does and can never describe a state the engine could not reach.  Loading
validates all of it (the line parses, every move parses, the index is in
range) before anything is handed to the UI: a save that validates must not
crash anything later.

Settings are forgiving where saves are strict.  A settings file is something
people edit by hand, so one bad value costs only that value (it falls back to
its default, with a message naming the setting); keys this version does not
know are kept in :attr:`Settings.extra` and written back unchanged, so a newer
version's settings survive a trip through an older one.

Where files live: ``platformdirs`` gives the per-user data and config
directories; ``NANBA_HOME`` relocates both (``$NANBA_HOME/data`` and
``$NANBA_HOME/config``) for tests and kiosks; explicit constructor arguments
win over both.  Nothing is created until the first write.

This module never imports pygame: the CLI and the tests use it headless.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, TypeVar

from .engine.errors import MoveFormatError, PuzzleFormatError
from .engine.formats import parse_line
from .engine.moves import Move
from .engine.rules import kinds
from .engine.state import PlayState

SETTINGS_FORMAT = "nanba-settings/1"
SAVE_FORMAT = "nanba-save/1"
RECORDS_FORMAT = "nanba-records/1"

# Our own files are a few kilobytes; anything this large is not one of them,
# and reading it whole could stall the game.
MAX_FILE_BYTES = 8 * 1024 * 1024

MOUSE_MAPPINGS = ("summary", "playing")
MIN_WINDOW, MAX_WINDOW = 320, 16384

T = TypeVar("T")


class SaveFormatError(PuzzleFormatError):
    """A saved game (JSON text or object) does not describe a playable game."""


class _Unusable(Exception):
    """Internal: a file's content cannot be used; the message says why."""


def now_iso() -> str:
    """The current UTC time as ISO 8601 with a ``Z``: what ``saved_at`` holds."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


# ---------------------------------------------------------------- settings ---

def _check_choice(choices: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if v not in choices:
            raise ValueError(f"it must be one of {', '.join(choices)}")
        return v
    return check


def _check_bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError("it must be true or false")
    return v


def _check_window(v: Any) -> tuple[int, int]:
    if (not isinstance(v, (list, tuple)) or len(v) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) and MIN_WINDOW <= x <= MAX_WINDOW
                       for x in v)):
        raise ValueError(f"it must be two whole numbers from {MIN_WINDOW} to {MAX_WINDOW}")
    return (v[0], v[1])


def _check_kind(v: Any) -> str:
    if v not in kinds():
        raise ValueError(f"it must be one of {', '.join(kinds())}")
    return v


# One table: the name of each known setting and what makes its value usable.
_SETTING_CHECKS: dict[str, Callable[[Any], Any]] = {
    "mouse_mapping": _check_choice(MOUSE_MAPPINGS),
    "kind": _check_kind,
    "sound": _check_bool,
    "window_size": _check_window,
    "fullscreen": _check_bool,
}


@dataclass
class Settings:
    """What the player chose.  ``extra`` holds settings this version does not know.

    ``mouse_mapping``: ``"summary"`` (left deletes, middle restores, right sets)
    or ``"playing"`` (left deletes, middle sets, right restores).
    """

    mouse_mapping: str = "summary"
    kind: str = "suguru"
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        """The JSON object: known settings win over ``extra`` keys of the same name."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT}
        for key, value in self.extra.items():
            if key != "format" and key not in _SETTING_CHECKS:
                data[key] = value
        for name in _SETTING_CHECKS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any], filename: str = "settings.json") -> tuple["Settings", list[str]]:
        """Settings from a JSON object, plus a message per value that fell back to its default."""
        defaults = cls()
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, check in _SETTING_CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(data[name])
            except ValueError as e:
                problems.append(
                    f"The setting {name} in {filename} had an unusable value ({_plain(data[name])}): {e}; "
                    f"the default ({_plain(getattr(defaults, name))}) is used."
                )
        extra = {k: v for k, v in data.items() if k != "format" and k not in _SETTING_CHECKS}
        return cls(**values, extra=extra), problems


def _plain(value: Any) -> str:
    """A setting's value as the player reads it: on/off, 1280x800, a word (QA P10: no Python reprs)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]}x{value[1]}"
    if isinstance(value, str) and value and len(value) <= 40 and value.isprintable():
        return value
    return _short(value)


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


# ------------------------------------------------------------- saved games ---

def _require(ok: bool, message: str) -> None:
    if not ok:
        raise SaveFormatError(message)


@dataclass
class SavedGame:
    """A game in progress: the puzzle line, the moves' texts and the undo index.

    ``number`` is the built-in level number, or None for an imported or
    generated puzzle; ``elapsed`` is seconds played; ``saved_at`` is ISO 8601 UTC.
    """

    kind: str
    number: int | None
    line: str
    moves: list[str]
    index: int
    elapsed: float
    saved_at: str

    @classmethod
    def from_state(cls, state: PlayState, number: int | None = None, elapsed: float = 0.0) -> "SavedGame":
        """Capture a :class:`PlayState` (``saved_at`` is now)."""
        return cls(state.puzzle.kind, number, state.puzzle.line(), state.move_texts(), state.index,
                   float(elapsed), now_iso())

    def to_state(self) -> PlayState:
        """Replay the game.  The puzzle has no solution attached: the caller finds it."""
        return PlayState.from_texts(parse_line(self.line), self.moves, self.index)

    def to_data(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "kind": self.kind, "number": self.number, "line": self.line,
                "moves": list(self.moves), "index": self.index, "elapsed": self.elapsed,
                "saved_at": self.saved_at}

    def to_json(self) -> str:
        return json.dumps(self.to_data(), indent=1, ensure_ascii=False, allow_nan=False) + "\n"

    @classmethod
    def from_json(cls, source: str | bytes | dict[str, Any]) -> "SavedGame":
        """Read and validate a save.  Raises :class:`SaveFormatError` saying what is wrong."""
        if isinstance(source, dict):
            data = source
        else:
            try:
                data = json.loads(source)
            except json.JSONDecodeError as e:
                raise SaveFormatError(f"the save is not JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
            except (UnicodeDecodeError, RecursionError, ValueError):
                raise SaveFormatError("the save is not readable JSON text") from None
        _require(isinstance(data, dict), "the save is not a JSON object")
        _require(data.get("format") == SAVE_FORMAT,
                 f"the save's format is {_short(data.get('format'))}, not {SAVE_FORMAT!r}")
        return cls(*_validated_fields(data))


def _validated_fields(data: dict[str, Any]) -> tuple:
    line, kind, number = data.get("line"), data.get("kind"), data.get("number")
    _require(isinstance(line, str), "the save has no puzzle line")
    try:
        puzzle = parse_line(line)
    except PuzzleFormatError as e:
        raise SaveFormatError(f"the save's puzzle line is unusable: {e}") from None
    _require(kind == puzzle.kind, f"the save's kind {_short(kind)} does not match its puzzle ({puzzle.kind})")
    _require(number is None or (type(number) is int and number >= 0),
             f"the save's level number {_short(number)} is not a whole number from 0 up")
    moves = data.get("moves")
    _require(isinstance(moves, list), "the save's moves are not a list")
    for i, text in enumerate(moves):
        _require(isinstance(text, str), f"move {i + 1} of the save is not text: {_short(text)}")
        try:
            Move.parse(text)
        except MoveFormatError as e:
            raise SaveFormatError(f"move {i + 1} of the save is unusable: {e}") from None
    index = data.get("index")
    _require(type(index) is int and 0 <= index <= len(moves),
             f"the save's undo index {_short(index)} is not between 0 and {len(moves)}")
    elapsed = data.get("elapsed")
    _require(type(elapsed) in (int, float) and math.isfinite(elapsed) and elapsed >= 0,
             f"the save's playing time {_short(elapsed)} is not a number of seconds")
    saved_at = data.get("saved_at")
    _require(isinstance(saved_at, str) and _is_iso(saved_at),
             f"the save's date {_short(saved_at)} is not an ISO 8601 date")
    return kind, number, line, list(moves), index, float(elapsed), saved_at


def _is_iso(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class SaveInfo:
    """One row of the load menu.  ``slot`` is what :meth:`Storage.load_game` takes."""

    slot: str
    kind: str
    number: int | None
    saved_at: str
    progress: str
    name: str = ""
    elapsed: float = 0.0


def _progress(game: SavedGame) -> str:
    state = game.to_state()
    open_cells = [c for c in range(state.puzzle.ncells) if not state.is_given(c)]
    filled = sum(1 for c in open_cells if state.answer(c))
    minutes, seconds = divmod(int(game.elapsed), 60)
    moves = f"{game.index} move" + ("" if game.index == 1 else "s")
    return f"{filled}/{len(open_cells)} cells, {moves}, {minutes}:{seconds:02d}"


_UNSAFE = re.compile(r"[^\w\-]+")
_RESERVED = re.compile(r"^(con|prn|aux|nul|com\d|lpt\d)$", re.IGNORECASE)
MAX_SLOT = 64


def safe_slot(name: str) -> str:
    """A file-name-safe slot for a name a player typed (idempotent).

    Letters, digits, ``_`` and ``-`` stay; every other run of characters
    (spaces, dots, slashes, colons...) becomes one ``_``; Windows device names
    get a trailing ``_``; an empty result is ``save``.
    """
    slot = _UNSAFE.sub("_", name.strip()).strip("_")[:MAX_SLOT].strip("_")
    if _RESERVED.match(slot):
        slot += "_"
    return slot or "save"


# ----------------------------------------------------------------- storage ---

def _default_dirs() -> tuple[Path, Path]:
    home = os.environ.get("NANBA_HOME")
    if home:
        return Path(home) / "data", Path(home) / "config"
    from platformdirs import user_config_dir, user_data_dir
    return Path(user_data_dir("nanba", appauthor=False)), Path(user_config_dir("nanba", appauthor=False))


def _os_reason(e: OSError) -> str:
    return e.strerror or str(e) or type(e).__name__


class Storage:
    """The player's files.  Every method reports trouble in :attr:`messages`, never by raising."""

    def __init__(self, data_dir: Path | None = None, config_dir: Path | None = None):
        default_data, default_config = _default_dirs() if data_dir is None or config_dir is None else (None, None)
        self.data_dir = Path(data_dir) if data_dir is not None else default_data
        self.config_dir = Path(config_dir) if config_dir is not None else default_config
        self.messages: list[str] = []
        self._blocked: set[Path] = set()
        self._records: dict[str, dict[int, float]] | None = None
        self._names: dict[Path, str] = {}

    # -- where things are ----------------------------------------------------
    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def records_path(self) -> Path:
        return self.data_dir / "records.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.json"

    def save_path(self, slot: str) -> Path:
        return self.saves_dir / f"{safe_slot(slot)}.json"

    def take_messages(self) -> list[str]:
        """The queued messages, and an empty queue."""
        out, self.messages = self.messages, []
        return out

    # -- settings ------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self._load(self.settings_path, "settings file", SETTINGS_FORMAT, "the defaults are used",
                          lambda d: d)
        if data is None:
            return Settings()
        settings, problems = Settings.from_data(data, self.settings_path.name)
        self.messages.extend(problems)
        return settings

    def save_settings(self, s: Settings) -> bool:
        return self._write(self.settings_path, s.to_data(), "settings")

    # -- games ---------------------------------------------------------------
    def save_game(self, slot: str, game: SavedGame | PlayState) -> bool:
        """Save under ``slot`` (sanitised).  A bare PlayState is saved as an unnumbered game."""
        data = self._checked(game, f"game {slot!r}")
        if data is None:
            return False
        data["name"] = slot
        return self._write(self.save_path(slot), data, f"game {slot!r}")

    def load_game(self, slot: str) -> SavedGame | None:
        return self._load_game(self.save_path(slot), f"saved game {safe_slot(slot)!r}")

    def list_saves(self) -> list[SaveInfo]:
        """The usable saves, newest first (unusable ones are moved aside, with a message)."""
        try:
            paths = sorted(p for p in self.saves_dir.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
        except FileNotFoundError:
            return []
        except OSError as e:
            self.messages.append(f"The saved games in {self.saves_dir} could not be listed ({_os_reason(e)}).")
            return []
        infos = []
        for path in paths:
            game = self._load_game(path, f"saved game {path.stem!r}")
            if game is not None:
                infos.append(SaveInfo(path.stem, game.kind, game.number, game.saved_at, _progress(game),
                                      self._names.get(path, path.stem), game.elapsed))
        infos.sort(key=lambda i: i.saved_at, reverse=True)
        return infos

    def delete_save(self, slot: str) -> bool:
        return self._remove(self.save_path(slot), f"the saved game {safe_slot(slot)!r}")

    def autosave(self, game: SavedGame | PlayState) -> bool:
        data = self._checked(game, "game (autosave)")
        return data is not None and self._write(self.autosave_path, data, "game (autosave)")

    def load_autosave(self) -> SavedGame | None:
        return self._load_game(self.autosave_path, "last game (autosave)")

    def clear_autosave(self) -> bool:
        """Forget the last game (for example once it is solved)."""
        return self._remove(self.autosave_path, "the last game (autosave)")

    def _checked(self, game: SavedGame | PlayState, what: str) -> dict[str, Any] | None:
        """The game's JSON object, validated as loading will validate it: never write what cannot be read."""
        saved = SavedGame.from_state(game) if isinstance(game, PlayState) else game
        data = saved.to_data()
        try:
            SavedGame.from_json(data)
        except SaveFormatError as e:
            self.messages.append(f"Your {what} was not saved: {e}.")
            return None
        return data

    def _load_game(self, path: Path, what: str) -> SavedGame | None:
        loaded = self._load(path, what, SAVE_FORMAT, "it was not loaded", _game_and_name)
        if loaded is None:
            return None
        game, name = loaded
        self._names[path] = name or path.stem
        return game

    # -- records -------------------------------------------------------------
    def record_solved(self, kind: str, number: int, seconds: float) -> bool:
        """Note a solve; True when it is a new best time for this puzzle.

        Only numbered (built-in) puzzles have records: other numbers are ignored.
        """
        if type(number) is not int or number < 0 or not math.isfinite(seconds) or seconds < 0:
            return False
        best = self._all_records().setdefault(kind, {})
        old = best.get(number)
        if old is not None and old <= seconds:
            return False
        best[number] = float(seconds)
        self._write_records()
        return True

    def is_solved(self, kind: str, number: int) -> bool:
        return number in self._all_records().get(kind, {})

    def best_time(self, kind: str, number: int) -> float | None:
        return self._all_records().get(kind, {}).get(number)

    def solved_set(self, kind: str) -> set[int]:
        return set(self._all_records().get(kind, {}))

    def _all_records(self) -> dict[str, dict[int, float]]:
        # Read once: the level menu asks for every puzzle's record each frame.
        if self._records is None:
            records = self._load(self.records_path, "records file", RECORDS_FORMAT,
                                 "an empty record is used", _records_from_data)
            self._records = records if records is not None else {}
        return self._records

    def _write_records(self) -> bool:
        records = self._all_records()
        best = {kind: {str(n): t for n, t in sorted(times.items())} for kind, times in sorted(records.items())}
        return self._write(self.records_path, {"format": RECORDS_FORMAT, "best": best}, "records")

    # -- the file layer ------------------------------------------------------
    def _load(self, path: Path, what: str, fmt: str, fallback: str,
              build: Callable[[dict[str, Any]], T]) -> T | None:
        """``build`` applied to the file's JSON object, or None.

        None means missing, blocked, or unusable -- and in the last case the
        file has been moved aside and a message queued.  ``build`` raises
        ValueError (or _Unusable) for content it cannot use.
        """
        if path in self._blocked:
            return None
        try:
            data = _read_json(path)
            if data is None:
                return None
            if not isinstance(data, dict):
                raise _Unusable("it is not a JSON object")
            if data.get("format") != fmt:
                raise _Unusable(f"its format is {_short(data.get('format'))}, expected {fmt!r}")
            return build(data)
        except (_Unusable, ValueError) as e:
            self._set_aside(path, what, str(e), fallback)
            return None

    def _set_aside(self, path: Path, what: str, reason: str, fallback: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        n = 1
        while os.path.lexists(target):
            target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
            n += 1
        try:
            os.rename(path, target)
        except OSError as e:
            self._blocked.add(path)
            self.messages.append(
                f"Your {what} could not be read ({reason}), nor moved aside ({_os_reason(e)}); "
                f"{fallback}, and {path} is left untouched: Nanba will not write over it."
            )
            return
        self.messages.append(f"Your {what} could not be read ({reason}); it was moved to {target.name} and {fallback}.")

    def _write(self, path: Path, data: dict[str, Any], what: str) -> bool:
        """Write ``data`` as JSON atomically; on any failure keep the old file and queue a message."""
        if path in self._blocked:
            self.messages.append(f"Your {what} was not saved: {path} holds an unreadable file "
                                 f"that Nanba will not write over. Move it away and try again.")
            return False
        try:
            payload = (json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
        except (TypeError, ValueError) as e:
            self.messages.append(f"Your {what} could not be saved (a value cannot be written as JSON: {e}).")
            return False
        try:
            _atomic_write(path, payload)
        except OSError as e:
            self.messages.append(f"Your {what} could not be saved to {path} ({_os_reason(e)}); "
                                 f"the previous file is unchanged.")
            return False
        return True

    def _remove(self, path: Path, what: str) -> bool:
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        except OSError as e:
            self.messages.append(f"{what.capitalize()} could not be deleted ({_os_reason(e)}).")
            return False
        self._blocked.discard(path)
        return True


def _game_and_name(data: dict[str, Any]) -> tuple[SavedGame, str | None]:
    name = data.get("name")
    return SavedGame.from_json(data), name if isinstance(name, str) else None


def _records_from_data(data: dict[str, Any]) -> dict[str, dict[int, float]]:
    best = data.get("best")
    if not isinstance(best, dict):
        raise _Unusable("it has no table of best times")
    out: dict[str, dict[int, float]] = {}
    for kind, times in best.items():
        if not isinstance(times, dict):
            raise _Unusable(f"the times for {_short(kind)} are not a table")
        out[kind] = {}
        for number, seconds in times.items():
            if (not re.fullmatch(r"[0-9]{1,9}", number) or type(seconds) not in (int, float)
                    or not math.isfinite(seconds) or seconds < 0):
                raise _Unusable(f"the {kind} record {_short(number)}: {_short(seconds)} is not a level and a time")
            out[kind][int(number)] = float(seconds)
    return out


def _read_json(path: Path) -> Any:
    """The parsed JSON in ``path``, None if there is no file; raises _Unusable otherwise."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise _Unusable("it is a directory, not a file") from None
    except OSError as e:
        if path.is_dir():
            raise _Unusable("it is a directory, not a file") from None
        raise _Unusable(_os_reason(e)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise _Unusable(f"it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _Unusable(f"byte {e.start} is not UTF-8 text") from None
    if not text.strip():
        raise _Unusable("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise _Unusable(f"line {e.lineno}, column {e.colno}: {e.msg}") from None
    except RecursionError:
        raise _Unusable("it is nested too deeply") from None


def _atomic_write(path: Path, payload: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open directories.
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
