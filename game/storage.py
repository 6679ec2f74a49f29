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
  remembered as *blocked* and no later write touches it.  A save a newer Nanba
  wrote (``nanba-save/2`` and up) is not damage: it is listed and left alone.

* **A write either happens completely or not at all.**  Every file is written
  to a temporary file in the same directory, flushed and fsynced, then
  ``os.replace``-d over the old one, which is atomic on POSIX and Windows.  A
  failure anywhere (disk full, permission, a crash between the steps) leaves
  the previous file as it was, and queues a message instead of raising.

* **Files say what they are.**  Each top-level object carries a ``"format"``
  key (``nanba-settings/1``, ``nanba-save/1``, ``nanba-records/1``).  A file
  without the right one is treated as unusable rather than guessed at, so a
  future format change can never be misread silently.

The file layer that keeps these promises -- reading a file of a format, moving
an unusable one aside, writing atomically, the queue of messages -- is
:class:`~game.keptfiles.KeptFiles`, which :class:`Storage` builds on.  The
formats live beside this module: saved games, their complete validation
and their file names in :mod:`game.saves`; settings and their checks in
:mod:`game.settings`; reading regular files only, atomic writes and the
clean-up of temporary files a killed Nanba left behind in :mod:`game.fileio`.
Opening a :class:`Storage` removes such leftovers.

Where files live: ``platformdirs`` gives the per-user data and config
directories; ``NANBA_HOME`` relocates both (``$NANBA_HOME/data`` and
``$NANBA_HOME/config``) for tests and kiosks; explicit constructor arguments
win over both.  Nothing is created until the first write.

This module never imports pygame: the CLI and the tests use it headless.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any

from .engine.state import PlayState
from .fileio import Unusable, clean_stale_temps, os_reason, read_json
from .keptfiles import KeptFiles
from .saves import (MAX_ELAPSED, SAVE_FORMAT, SavedGame, SaveFormatError, SaveInfo, list_row, name_key,
                    newer_format, now_iso, progress_counts, quoted, safe_slot, short, slot_for, stored_name, validated)
from .settings import SETTINGS_FORMAT, WINDOW_LIMITS, Settings

__all__ = ["SETTINGS_FORMAT", "SAVE_FORMAT", "RECORDS_FORMAT", "Settings", "SavedGame", "SaveFormatError",
           "SaveInfo", "Storage", "WINDOW_LIMITS", "now_iso", "safe_slot", "slot_for"]

RECORDS_FORMAT = "nanba-records/1"


# ----------------------------------------------------------------- storage ---

def _default_dirs() -> tuple[Path, Path]:
    home = os.environ.get("NANBA_HOME")
    if home:
        return Path(home) / "data", Path(home) / "config"
    from platformdirs import user_config_dir, user_data_dir
    return Path(user_data_dir("nanba", appauthor=False)), Path(user_config_dir("nanba", appauthor=False))


class Storage(KeptFiles):
    """The player's files.  Every method reports trouble in :attr:`messages`, never by raising."""

    def __init__(self, data_dir: Path | None = None, config_dir: Path | None = None):
        if data_dir is None or config_dir is None:
            default_data, default_config = _default_dirs()
            data_dir = default_data if data_dir is None else data_dir
            config_dir = default_config if config_dir is None else config_dir
        super().__init__()
        self.data_dir = Path(data_dir)
        self.config_dir = Path(config_dir)
        self._records: dict[str, dict[int, float]] | None = None
        for directory in (self.config_dir, self.data_dir, self.saves_dir):
            clean_stale_temps(directory)  # left by a Nanba killed mid-write

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
    def save_game(self, name: str, game: SavedGame | PlayState) -> bool:
        """Save under ``name`` (a name equal to an existing one after NFC and case-folding replaces it).

        A bare PlayState is saved as an unnumbered game.
        """
        if not slot_for(name):
            self.messages.append("The game was not saved: a saved game needs a name.")
            return False
        data = self._checked(game, f"game {quoted(name)}")
        if data is None:
            return False
        data["name"] = name
        own, found = self.save_path(name), self._find(name)
        if os.path.lexists(own) and (found is None or found[0] != own):
            self._rehome(own)  # an old-naming file of another name sits where this name's file goes
        if not self._write(own, data, f"game {quoted(name)}"):
            return False
        if found is not None and found[0] != own:  # this save under the old naming: the new file replaces it
            self._remove(found[0], f"the old copy of {quoted(name)}")
        return True

    def save_path(self, name: str) -> Path:
        """The file of the save called ``name`` (an injective encoding of the name: see game.saves)."""
        return self.saves_dir / f"{slot_for(name)}.json"

    def _find(self, name: str) -> tuple[Path, Any] | None:
        """The file holding the save called ``name`` and its JSON (None if unreadable), or None.

        Its own file first, then the one an earlier version's lossy naming gave it.  That naming let
        names share files, so a file holding another name is not this save's.
        """
        own = self.save_path(name)
        for path in (own, self.saves_dir / f"{safe_slot(name)}.json"):
            if (not slot_for(name) or path in self._blocked or not os.path.lexists(path)
                    or path is not own and path.name.casefold() == own.name.casefold()):  # one file on Windows
                continue
            try:
                data = read_json(path)
            except Unusable:
                data = None
            holder = stored_name(data)
            if holder is None or name_key(holder) == name_key(name) or path is own and safe_slot(holder) != path.stem:
                return path, data  # (the last: a file at this name's place that is not another's old-named save)
        return None

    def _rehome(self, path: Path) -> None:
        """Move an old-naming save out of another name's way: to its own name's file, else aside."""
        try:
            holder = stored_name(read_json(path))
        except Unusable:
            holder = None
        target = self.save_path(holder) if holder and slot_for(holder) else None
        if target is not None and not os.path.lexists(target):
            try:
                os.rename(path, target)
                return
            except OSError:
                pass
        self._set_aside(path, f"saved game {quoted(path.stem)}", "its file name is now another save's",
                        "nothing was lost")

    def load_game(self, name: str) -> SavedGame | None:
        found = self._find(name)
        if found is None:
            return None
        path, data = found
        if newer_format(data):  # not damage: the newer Nanba that wrote it still wants it where it is
            self.messages.append(f"The saved game {quoted(name)} was made by a newer Nanba; it was left as it is.")
            return None
        if isinstance(data, dict):
            try:
                return validated(data)[0]
            except SaveFormatError:
                pass
        return self._load_game(path, f"saved game {quoted(name)}")  # read the usual way: moved aside, with why

    def list_saves(self) -> list[SaveInfo]:
        """The saves, newest first, read from their headers (nothing is replayed).

        A save that cannot be read is moved aside, with a message, and listed
        as damaged (``SaveInfo.damaged``) after the others.
        """
        try:
            paths = sorted(p for p in self.saves_dir.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
        except FileNotFoundError:
            return []
        except OSError as e:
            self.messages.append(f"The saved games in {self.saves_dir} could not be listed ({os_reason(e)}).")
            return []
        infos, damaged = [], []
        for path in paths:
            what = f"saved game {quoted(path.stem)}"
            info, reason = self._read(path, SAVE_FORMAT, lambda d: list_row(d, path.stem))
            newer = self._newer(path) if reason is not None else None
            if newer is not None:
                damaged.append(SaveInfo(path.stem, "", None, "", "", newer, 0.0, "", newer=True))
            elif reason is not None:
                self._set_aside(path, what, reason, "it was not loaded")
                damaged.append(SaveInfo(path.stem, "", None, "", "", path.stem, 0.0, reason))
            elif info is not None:
                infos.append(info)
        infos.sort(key=lambda i: i.saved_at, reverse=True)
        rows, seen = [], set()
        for info in infos + damaged:  # one row a name: loading by name reaches only one of the files anyway
            if name_key(info.name) not in seen:
                seen.add(name_key(info.name))
                rows.append(info)
        return rows

    @staticmethod
    def _newer(path: Path) -> str | None:
        """The name of the save at ``path`` if a newer Nanba wrote it, else None."""
        try:
            data = read_json(path)
        except Unusable:
            return None
        return (stored_name(data) or path.stem) if newer_format(data) else None

    def has_save(self, name: str) -> bool:
        """Whether saving under ``name`` would replace a save (the dialog asks first)."""
        return bool(slot_for(name)) and self._find(name) is not None

    def delete_save(self, name: str) -> bool:
        found = self._find(name)
        return found is not None and self._remove(found[0], f"the saved game {quoted(name)}")

    def rename_save(self, old: str, new: str) -> bool:
        """Give the save ``old`` the name ``new``, replacing a save called ``new``.

        The new file is written atomically before the old one is removed, so a failure leaves the
        game under one name or the other, never neither.
        """
        found = self._find(old)
        if found is None:
            return False
        try:
            game = validated(found[1] if isinstance(found[1], dict) else b"")[0]
        except SaveFormatError as e:
            self.messages.append(f"The saved game {quoted(old)} was not renamed: {e}.")
            return False
        if not self.save_game(new, game):
            return False
        if found[0] != self.save_path(new):  # a new name has a new file: the old one goes
            self._remove(found[0], f"the old copy of {quoted(old)}")
        return True

    def autosave(self, game: SavedGame | PlayState) -> bool:
        data = self._checked(game, "game (autosave)")
        return data is not None and self._write(self.autosave_path, data, "game (autosave)")

    def load_autosave(self) -> SavedGame | None:
        return self._load_game(self.autosave_path, "last game (autosave)")

    def clear_autosave(self) -> bool:
        """Forget the last game (for example once it is solved)."""
        return self._remove(self.autosave_path, "the last game (autosave)")

    def _checked(self, game: SavedGame | PlayState, what: str) -> dict[str, Any] | None:
        """The game's JSON object, validated as loading will validate it: never write what cannot be read.

        It carries the Load list's header (``progress``), taken from the validating replay.
        """
        saved = SavedGame.from_state(game) if isinstance(game, PlayState) else game
        data = saved.to_data()
        try:
            _game, state = validated(data)
        except SaveFormatError as e:
            self.messages.append(f"Your {what} was not saved: {e}.")
            return None
        data["progress"] = progress_counts(state)
        return data

    def _load_game(self, path: Path, what: str) -> SavedGame | None:
        return self._load(path, what, SAVE_FORMAT, "it was not loaded", lambda d: validated(d)[0])

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


def _records_from_data(data: dict[str, Any]) -> dict[str, dict[int, float]]:
    best = data.get("best")
    if not isinstance(best, dict):
        raise Unusable("it has no table of best times")
    out: dict[str, dict[int, float]] = {}
    for kind, times in best.items():
        if not isinstance(times, dict):
            raise Unusable(f"the times for {short(kind)} are not a table")
        out[kind] = {}
        for number, seconds in times.items():
            # Compared, never converted first: float() of a 400-digit integer raises OverflowError.
            if (not re.fullmatch(r"[0-9]{1,9}", number) or type(seconds) not in (int, float)
                    or not 0 <= seconds <= MAX_ELAPSED):
                raise Unusable(f"the {kind} record {short(number)}: {short(seconds)} is not a level and a time")
            out[kind][int(number)] = float(seconds)
    return out
