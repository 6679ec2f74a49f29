"""The difficulty score and rating, worked out on a worker thread.

Rating a puzzle runs the whole logical solver.  On a built-in puzzle that is
a few milliseconds, but a puzzle pasted or typed in can take the solver up
to its work budget (about two seconds), and the window must keep drawing,
answering input and obeying SIGTERM meanwhile.  So the puzzle screen hands
the job to a :class:`Scorer` after its first frame and picks the result up
in a later ``update``.

The worker reads only the puzzle, which is immutable, and writes only the
session's ``score`` and ``score_note`` and this object's ``rating``: it never
touches the play state, which the main thread owns.  Anything that needs the
solution (and may swap the session's state to a solved puzzle) is done by
the main thread *before* the job starts.
"""

from __future__ import annotations

import threading
from typing import Callable

from ..engine.puzzle import Puzzle
from .session import Session

RatingFn = Callable[[Session, Puzzle], str]


class Scorer:
    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.session: Session | None = None
        self.rating: tuple[Puzzle, str] | None = None
        """(the puzzle it is for, its rating word), once known."""

    def start(self, session: Session, rating: RatingFn | None = None) -> None:
        """Score ``session`` (and rate its puzzle with ``rating``) on a daemon thread."""
        puzzle = session.puzzle
        self.session = session

        def work() -> None:
            session.compute_score()                  # never raises: failures leave score None
            if rating is not None and session.score is not None:
                try:
                    self.rating = (puzzle, rating(session, puzzle))
                except Exception:                   # a rating failure only loses the word
                    self.rating = (puzzle, "")

        self.thread = threading.Thread(target=work, name="nanba-score", daemon=True)
        self.thread.start()

    @property
    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def finished(self) -> Session | None:
        """The session whose job has just ended (once), else None."""
        if self.thread is None or self.thread.is_alive():
            return None
        self.thread.join()
        self.thread = None
        done, self.session = self.session, None
        return done

    def wait(self, timeout: float | None = None) -> None:
        """Block until the job ends (tests and screenshots, which want the finished screen)."""
        if self.thread is not None:
            self.thread.join(timeout)

    def word_for(self, puzzle: Puzzle) -> str | None:
        """The rating word if it was worked out for this very puzzle."""
        if self.rating is not None and self.rating[0] is puzzle:
            return self.rating[1]
        return None
