"""A dialog's slow job on a worker thread, while the window keeps drawing: New puzzle, a new sudoku.

:class:`Worker` runs one job at a time on a daemon thread.  The job is handed a
progress callback, ``progress(tries, seconds)``; that callback is where a
cancel takes effect (it raises :class:`Cancelled` out of the job's loop), so
a generator that reports its attempts can always be stopped.
:class:`WorkerDialog` is a dialog with one: it redraws every frame while the
job runs, and shows an error or hands the result to :meth:`WorkerDialog.done`.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable

from .dialogs import DialogScene, MessageScene

ProgressFn = Callable[[int, float], None]


class Cancelled(Exception):
    """Raised inside the job by its progress callback once Cancel was pressed."""


class Worker:
    def __init__(self, name: str) -> None:
        self.name = name
        self.thread: threading.Thread | None = None
        self.cancel = threading.Event()
        self.result: Any = None
        self.error: Exception | None = None
        self.progress = (0, 0.0)

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, job: Callable[[ProgressFn], Any]) -> None:
        self.cancel = cancel = threading.Event()  # a new flag: a cancelled job still winding down keeps its own
        self.result, self.error, self.progress = None, None, (0, 0.0)

        def progress(tries: int, secs: float) -> None:
            self.progress = (tries, secs)
            if cancel.is_set():
                raise Cancelled

        def work() -> None:
            try:
                self.result = job(progress)
            except Cancelled:
                pass
            except Exception as e:  # the job's message (a generator's, or any other) is shown as it is
                self.error = e

        self.thread = threading.Thread(target=work, name=self.name, daemon=True)
        self.thread.start()

    def stop(self, wait: float = 0.0) -> None:
        """Cancel the job; with ``wait``, give it that long to wind down."""
        self.cancel.set()
        if wait and self.thread is not None:
            self.thread.join(wait)

    def outcome(self) -> tuple[Any, Exception | None]:
        """(result, error) once the job has ended, each handed over once; (None, None) before."""
        if self.running:
            return None, None
        got, err = self.result, self.error
        self.result = self.error = None
        return got, err


class WorkerDialog(DialogScene):
    """A dialog whose job runs on a :class:`Worker`; subclasses say how it looks and what a result does."""

    def __init__(self, app: Any, name: str) -> None:
        super().__init__(app)
        self.worker = Worker(name)
        self.started = 0.0

    @property
    def running(self) -> bool:
        return self.worker.running

    def run(self, job: Callable[[ProgressFn], Any]) -> None:
        self.started = time.monotonic()
        self.worker.start(job)
        self._labels()
        self.app.dirty = True

    def _labels(self) -> None:
        """Show the choices and, while the job runs, its progress."""

    def done(self, result: Any) -> None:
        """The job ended with ``result``."""

    def update(self, dt: float) -> None:
        if self.window is None:
            return
        if self.running:
            self._labels()
            self.app.dirty = True  # the progress moves every frame
            return
        got, err = self.worker.outcome()
        if err is not None:
            self.close()
            self.app.stack.push(MessageScene(self.app, "No puzzle made", str(err)))
        elif got is not None:
            self.done(got)

    def exit(self) -> None:
        self.worker.stop()
        super().exit()
