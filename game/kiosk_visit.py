"""A kiosk's storage: it reads the operator's files and writes none of them.

Why a public kiosk keeps no records and no autosave on disk:

* **The records are not the visitor's.**  The next passer-by would see ticks
  and best times on the chooser, and "not a new best" on a first solve,
  that belong to a stranger; a kiosk has no player to keep them for.
* **They would outlive the visit.**  Whatever a visitor writes greets the
  next one after the idle reset, and after a restart; the promise is that a
  visit leaves nothing behind.
* **The disk is the operator's.**  A kiosk runs for months, often on an SD
  card; a write per move for nobody wears it, and a full or read-only disk
  must not change what a visitor sees.

So :class:`VisitStorage` is the ordinary :class:`~game.storage.Storage` with
its file layer in memory: the game in progress (the autosave) and the
visit's solved puzzles and best times are kept exactly as on disk -- the
solved screen, the chooser's ticks and Undo all work -- until
:meth:`VisitStorage.forget_visit` (the kiosk's idle reset) drops them.  A
file that cannot be read is left where it is (never moved aside), settings
are never written, and saved games are neither made, renamed nor deleted.
A crash or a power cut therefore starts the kiosk on a fresh puzzle: for a
public screen that is the right trade.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, TypeVar

from .fileio import Unusable
from .saves import SavedGame
from .settings import Settings
from .storage import Storage

T = TypeVar("T")


class VisitStorage(Storage):
    """The operator's :class:`Storage`, read as it is; every write kept in memory for this visit only."""

    def __init__(self, real: Storage) -> None:   # not Storage.__init__: the same folders, nothing touched
        self.__dict__.update(real.__dict__)
        self._memory: dict[Path, dict[str, Any] | None] = {self.autosave_path: None}
        """Path -> the JSON object written this visit (None: removed).  A kiosk starts on a new game, not
        on whatever a desktop run left in the autosave."""

    def forget_visit(self) -> None:
        """The visit is over: its game and its records go (the operator's files were never touched)."""
        self._memory = {self.autosave_path: None}
        self._records = None

    # -- what a kiosk never does -----------------------------------------------------------
    def save_settings(self, s: Settings) -> bool:
        return False

    def save_game(self, name: str, game: SavedGame | Any) -> bool:
        self.messages.append("A kiosk keeps no saved games.")
        return False

    def delete_save(self, name: str) -> bool:
        return False

    def rename_save(self, old: str, new: str) -> bool:
        return False

    # -- the file layer, in memory -----------------------------------------------------------
    def _write(self, path: Path, data: dict[str, Any], what: str) -> bool:
        try:
            self._memory[path] = json.loads(json.dumps(data, ensure_ascii=False, allow_nan=False))  # a copy
        except (TypeError, ValueError) as e:
            self.messages.append(f"Your {what} could not be kept (a value cannot be written as JSON: {e}).")
            return False
        return True

    def _remove(self, path: Path, what: str) -> bool:
        existed = self._memory[path] is not None if path in self._memory else path.exists()
        self._memory[path] = None
        return existed

    def _read(self, path: Path, fmt: str, build: Callable[[dict[str, Any]], T]) -> tuple[T | None, str | None]:
        if path not in self._memory:
            return super()._read(path, fmt, build)
        data = self._memory[path]
        if data is None:
            return None, None
        try:
            return build(data), None
        except (Unusable, ValueError) as e:
            return None, str(e)

    def _set_aside(self, path: Path, what: str, reason: str, fallback: str) -> None:
        self._blocked.add(path)     # left exactly where it is: the operator will find it
        self.messages.append(f"Your {what} could not be read ({reason}); {fallback}.")
