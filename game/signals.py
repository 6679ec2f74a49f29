"""SIGTERM and Ctrl+C: save the game and leave at once, whatever it is doing.

systemd stops a kiosk's service with SIGTERM and a player in a terminal
presses Ctrl+C; either way the game must write its autosave and exit within
about a second.  Left to itself SDL turns both signals into a quit *event*,
which does not work here: the event is read only when the loop next looks
(after a long analysis, if one is running) and a kiosk ignores quit events
on purpose (a visitor must not close it).

So the game handles the signals itself.  :func:`handling` installs a Python
handler for SIGTERM and SIGINT and tells SDL not to install its own
(``SDL_NO_SIGNAL_HANDLERS``, read when pygame initialises; an existing
handler is also left alone by SDL).  Python runs signal handlers in the main
thread between bytecodes, so the handler raising :class:`Terminated` -- a
``BaseException``, which no ``except Exception`` safety net catches --
unwinds whatever the main thread is doing, a solver included, up to
``game.app.run``, which saves and shuts down.  A second signal while that
happens is ignored, so it cannot interrupt the save.

Everything is put back when the block ends, so tests that start many games
in one process do not inherit the handlers.  Worker processes are started
with ``spawn`` and so never inherit them either.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from types import FrameType
from typing import Any, Iterator

__all__ = ["SIGNALS", "SDL_HINT", "Terminated", "exit_status", "handling"]

SIGNALS: tuple[signal.Signals, ...] = (signal.SIGTERM, signal.SIGINT)
"""The signals that end the game (saved)."""

SDL_HINT = "SDL_NO_SIGNAL_HANDLERS"
"""The environment form of SDL_HINT_NO_SIGNAL_HANDLERS."""


class Terminated(BaseException):
    """Raised by the handler: the process was asked to stop (``signum`` says how)."""

    def __init__(self, signum: int) -> None:
        super().__init__(f"stopped by {signal.Signals(signum).name}")
        self.signum = signum


def exit_status(signum: int) -> int:
    """0 after SIGTERM (a clean stop, as systemd expects); 130 after Ctrl+C, as shells report it."""
    return 130 if signum == signal.SIGINT else 0


class _Handlers:
    def __init__(self) -> None:
        self.previous: dict[signal.Signals, Any] = {}
        self.fired: int | None = None
        self.hint: str | None = None

    def install(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # only the main thread may set handlers (and only it runs them)
        self.hint = os.environ.get(SDL_HINT)
        os.environ[SDL_HINT] = "1"
        for sig in SIGNALS:
            self.previous[sig] = signal.signal(sig, self.handle)

    def restore(self) -> None:
        for sig, old in self.previous.items():
            signal.signal(sig, old if old is not None else signal.SIG_DFL)
        self.previous.clear()
        if self.hint is None:
            os.environ.pop(SDL_HINT, None)
        else:
            os.environ[SDL_HINT] = self.hint

    def handle(self, signum: int, frame: FrameType | None) -> None:
        if self.fired is not None:
            return  # already stopping: let the save finish
        self.fired = signum
        raise Terminated(signum)


@contextlib.contextmanager
def handling() -> Iterator[None]:
    """SIGTERM and SIGINT raise :class:`Terminated` in the main thread for the block's duration."""
    handlers = _Handlers()
    handlers.install()
    try:
        yield
    finally:
        handlers.restore()
