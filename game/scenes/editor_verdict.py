"""The editor's slow work off the main thread: the live verdict, and a helper the player asked for.

:class:`VerdictRunner` judges one draft at a time on a daemon thread.  Asked
again while it works, it remembers only the newest draft and starts on that
once the running one ends, so a burst of edits never piles up threads; a
verdict that comes back for a draft the editor no longer shows is stale and
thrown away.  The verdict itself is bounded work (the engine's budget), so
the thread always ends.

:class:`HelperRun` runs one helper (fill regions, suggest, minimise, harder,
easier, compute sums) on the :class:`~game.scenes.worker.Worker` the New
puzzle dialog uses, whose progress callback is where Cancel takes effect.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from ..engine.draft import Draft
from ..engine.verdict import Verdict, verdict
from .worker import ProgressFn, Worker


class VerdictRunner:
    """The newest draft's verdict, worked out on a thread of its own (see the module's essay)."""

    def __init__(self, judge: Callable[[Draft], Verdict] = verdict) -> None:
        self.judge = judge
        self.wanted: Draft | None = None
        self.thread: threading.Thread | None = None
        self.pending: Draft | None = None
        self._done: tuple[Draft, Verdict | None, str] | None = None
        self.asked = 0
        """Drafts asked about so far (a test reads it)."""
        self.discarded = 0
        """Verdicts thrown away because a newer edit came first."""

    @property
    def busy(self) -> bool:
        return self.wanted is not None and (self.running or self.pending is not None)

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def ask(self, draft: Draft) -> None:
        """Judge ``draft`` as soon as the thread is free (any draft asked before it and not begun is dropped)."""
        self.asked += 1
        self.wanted = draft
        if self.running:
            self.pending = draft
        else:
            self._start(draft)

    def _start(self, draft: Draft) -> None:
        self.pending = None

        def work() -> None:
            try:
                got: tuple[Draft, Verdict | None, str] = (draft, self.judge(draft), "")
            except Exception as e:  # a verdict that fails says so in the panel; the editor goes on
                got = (draft, None, str(e) or type(e).__name__)
            self._done = got

        self.thread = threading.Thread(target=work, name="nanba-verdict", daemon=True)
        self.thread.start()

    def poll(self) -> tuple[Verdict | None, str] | None:
        """The verdict of the draft on show once it is ready: (verdict, "") or (None, why it failed)."""
        if self.running:
            return None
        done, self._done = self._done, None
        if self.pending is not None:
            self._start(self.pending)
        if done is None:
            return None
        draft, got, why = done
        if draft != self.wanted:
            self.discarded += 1
            return None
        return got, why

    def wait(self, seconds: float = 5.0) -> None:
        """Let the thread end (tests, screenshots)."""
        if self.thread is not None:
            self.thread.join(seconds)


class HelperRun:
    """One helper at a time on a worker: its name, and what it handed back once done."""

    def __init__(self) -> None:
        self.worker = Worker("nanba-edit-helper")
        self.name = ""
        self.draft: Draft | None = None
        """The draft the helper was handed: its result is for that one only."""

    @property
    def running(self) -> bool:
        return self.worker.running

    def start(self, name: str, draft: Draft, job: Callable[[ProgressFn], Any]) -> None:
        self.name, self.draft = name, draft
        self.worker.start(job)

    def cancel(self) -> None:
        """Stop the helper; whatever it hands back now is thrown away."""
        self.worker.stop(wait=1.0)
        self.worker.outcome()
        self.name, self.draft = "", None

    def outcome(self) -> tuple[Any, Exception | None]:
        return self.worker.outcome()
