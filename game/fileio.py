"""The file layer under :mod:`game.storage`: read a JSON file safely, write one atomically.

Kept apart from the storage logic because each function here answers one
question about the operating system and nothing about Nanba's formats:

* :func:`read_json` opens only *regular* files.  A FIFO, a device or a
  directory where a player file should be would otherwise block start-up
  forever (a FIFO's ``open`` waits for a writer) or read endless bytes; so the
  file is opened non-blocking and ``fstat``-ed before a byte is read.
* :func:`atomic_write` writes to a temporary file named
  ``.nanba-tmp-NAME.XXXXXXXX.tmp`` beside the target, fsyncs it, then
  ``os.replace``-s it over the target.
* :func:`clean_stale_temps` removes temporary files of that pattern (and of
  the older ``.NAME.XXXXXXXX.tmp`` one) that a killed process left behind:
  only regular files, only ones untouched for a minute, so a write in flight
  in another Nanba is never pulled from under it.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

# Our own files are a few kilobytes (a long game a few megabytes); anything
# larger is not one of them, and reading it whole could stall the game.
MAX_FILE_BYTES = 8 * 1024 * 1024

TEMP_PREFIX = ".nanba-tmp-"
_TEMP_NAMES = re.compile(r"^(\.nanba-tmp-.+|\.[^/\\]+\.json\.[A-Za-z0-9_]{8})\.tmp$")
"""Our temporary files: today's pattern, and the one older versions used (``.settings.json.k2j4h_x9.tmp``)."""
STALE_AFTER = 60.0
"""Seconds after which a temporary file can only be a leftover (a write takes milliseconds)."""


class Unusable(Exception):
    """A file's content cannot be used; the message says why (in words for the player)."""


def os_reason(e: OSError) -> str:
    return e.strerror or str(e) or type(e).__name__


def read_json(path: Path) -> Any:
    """The parsed JSON in ``path``, None if there is no file; raises :class:`Unusable` otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise Unusable("it is a directory, not a file") from None
    except OSError as e:
        if path.is_dir():
            raise Unusable("it is a directory, not a file") from None
        raise Unusable(os_reason(e)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise Unusable("it is a directory, not a file")
        if not stat.S_ISREG(mode):
            raise Unusable("it is not a regular file (a pipe or a device)")
        with os.fdopen(fd, "rb") as f:
            fd = -1
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise Unusable(os_reason(e)) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > MAX_FILE_BYTES:
        raise Unusable(f"it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise Unusable(f"byte {e.start} is not UTF-8 text") from None
    if not text.strip():
        raise Unusable("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise Unusable(f"line {e.lineno}, column {e.colno}: {e.msg}") from None
    except RecursionError:
        raise Unusable("it is nested too deeply") from None
    except ValueError:  # an integer of thousands of digits
        raise Unusable("it holds a number too long to read") from None


def atomic_write(path: Path, payload: bytes) -> None:
    """Write ``payload`` to ``path`` completely or not at all; raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f"{TEMP_PREFIX}{path.name}.", suffix=".tmp")
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


def clean_stale_temps(directory: Path, now: float | None = None) -> int:
    """Remove our leftover temporary files in ``directory``; how many went.  Never raises."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        if not _TEMP_NAMES.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
