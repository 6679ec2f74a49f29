"""The file layer under :class:`~game.storage.Storage`: JSON files read and written without ever raising.

A file of the wrong format, or one that cannot be read, is moved aside
(``NAME.corrupt-YYYYMMDD-HHMMSS``, never deleted: a person may want those
bytes back) and a sentence saying so is queued in :attr:`KeptFiles.messages`;
a file that cannot even be moved is *blocked*, and no later write touches it.
Writes are atomic (:func:`~game.fileio.atomic_write`): a failure leaves the
old file as it was and queues a message.  See :mod:`game.storage` for why.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

from .fileio import Unusable, atomic_write, os_reason, read_json
from .saves import short

T = TypeVar("T")


class KeptFiles:
    """Reading, setting aside, writing and removing the player's JSON files; trouble goes to :attr:`messages`."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self._blocked: set[Path] = set()

    def take_messages(self) -> list[str]:
        """The queued messages, and an empty queue."""
        out, self.messages = self.messages, []
        return out

    def _load(self, path: Path, what: str, fmt: str, fallback: str,
              build: Callable[[dict[str, Any]], T]) -> T | None:
        """``build`` applied to the file's JSON object, or None.

        None means missing, blocked, or unusable -- and in the last case the
        file has been moved aside and a message queued.  ``build`` raises
        ValueError (or Unusable) for content it cannot use.
        """
        value, reason = self._read(path, fmt, build)
        if reason is not None:
            self._set_aside(path, what, reason, fallback)
        return value

    def _read(self, path: Path, fmt: str, build: Callable[[dict[str, Any]], T]) -> tuple[T | None, str | None]:
        """``(build(data), None)``; ``(None, None)`` for a missing or blocked file; ``(None, why)`` if unusable."""
        if path in self._blocked:
            return None, None
        try:
            data = read_json(path)
            if data is None:
                return None, None
            if not isinstance(data, dict):
                raise Unusable("it is not a JSON object")
            if data.get("format") != fmt:
                raise Unusable(f"its format is {short(data.get('format'))}, expected {fmt!r}")
            return build(data), None
        except (Unusable, ValueError) as e:
            return None, str(e)

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
                f"Your {what} could not be read ({reason}), nor moved aside ({os_reason(e)}); "
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
            atomic_write(path, payload)
        except OSError as e:
            self.messages.append(f"Your {what} could not be saved to {path} ({os_reason(e)}); "
                                 f"the previous file is unchanged.")
            return False
        return True

    def _remove(self, path: Path, what: str) -> bool:
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        except OSError as e:
            self.messages.append(f"{what.capitalize()} could not be deleted ({os_reason(e)}).")
            return False
        self._blocked.discard(path)
        return True
