"""Which running copy of Nanba keeps the last game (the autosave).

Two copies of the game opened at once share one data folder.  If both wrote the
autosave, whichever quit last would silently overwrite the other's game.  The
first copy takes an advisory lock file (``nanba.lock``: its process id, host
name and, where known, when the process started) in the data folder; a later
copy that finds the lock held by a live process still opens normally, but keeps
its own game under a saved game of its own (:data:`OTHER_WINDOW_SAVE`), which
Saved games offers at the next start.

The lock never stops anyone: a lock that cannot be read, names a process that
is gone, names this very process, or names a pid now held by a process that
started at another moment (a pid reused after a reboot or a crash) is stale
and is taken over; a folder where no lock can be written behaves as if no
other copy ran.  The lock is written atomically and removed when its owner quits.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from .fileio import atomic_write

__all__ = ["LOCK_NAME", "OTHER_WINDOW_SAVE", "InstanceLock", "pid_alive", "started"]

LOCK_NAME = "nanba.lock"
OTHER_WINDOW_SAVE = "Second window"
# A lock from another machine (a shared home folder) cannot be checked for a live process: it is
# trusted for this long after it was last written, then treated as left behind by a crash.
FOREIGN_LOCK_HOURS = 24.0


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:     # someone else's process: alive
        return True
    except (OSError, OverflowError, ValueError):
        return False
    return True


def started(pid: int) -> str:
    """When process ``pid`` started, as this boot and its start tick (Linux's /proc), or "" where unknown.

    A pid is reused: after a reboot, or a crash long ago, another program may hold the pid a lock
    names.  Where the start can be read, a lock whose process started at another moment is stale."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        return f"{boot}/{stat.rsplit(')', 1)[1].split()[19]}"     # field 22, counted after the name
    except (OSError, IndexError, ValueError):
        return ""


def _host() -> str:
    uname = getattr(os, "uname", None)
    if uname is not None:       # POSIX: the name gethostname() gives, without loading the socket module
        return str(uname().nodename)
    try:
        import socket

        return socket.gethostname()
    except OSError:
        return ""


class InstanceLock:
    """The data folder's lock; :meth:`take` says whether this copy owns the autosave."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / LOCK_NAME
        self.held = False
        self.another = False    # another live copy held it when this one started

    def take(self) -> bool:
        """Take the lock unless another live copy holds it.  True: this copy keeps the autosave."""
        if self._held_by_another():
            self.another = True
            return False
        me = os.getpid()
        payload = (json.dumps({"pid": me, "host": _host(), "started": started(me)}) + "\n").encode("utf-8")
        try:
            atomic_write(self.path, payload)
        except OSError:
            return True         # no lock can be written here: nothing to share it with either
        self.held = True
        return True

    def _held_by_another(self) -> bool:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            pid, host, when = int(data["pid"]), str(data["host"]), str(data.get("started") or "")
            age_hours = (time.time() - self.path.stat().st_mtime) / 3600.0
        except FileNotFoundError:
            return False
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            return False        # unreadable or not a lock of ours: stale, taken over
        if host != _host():
            return age_hours < FOREIGN_LOCK_HOURS
        if pid == os.getpid() or not pid_alive(pid):
            return False
        now = started(pid) if when else ""
        return not (when and now and now != when)     # the same pid, another process: stale

    def release(self) -> None:
        """Remove the lock if it is still this copy's (never another copy's that took it over)."""
        if not self.held:
            return
        self.held = False
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if int(data["pid"]) == os.getpid() and str(data["host"]) == _host():
                self.path.unlink()
        except (OSError, ValueError, TypeError, KeyError, RecursionError):
            pass
