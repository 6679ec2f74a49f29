"""The two sides of the watch view as models: the textbook walk as shown, our solver's path.

**The frame is never blocked.**  The trace is pulled from the backtracker a
chunk (:data:`CHUNK`) at a time and played out of a small buffer;
:meth:`BruteForce.advance` plays the steps it is asked for but stops at its
deadline, which the scene sets from its time box
(:data:`game.scenes.watch.FRAME_BUDGET`).  The time is checked every
:data:`CHECK_EVERY` events, so the slow speeds -- a handful of events a
frame -- are exact and tests can count on them.  Walks are capped at
:data:`DEFAULT_CAP` attempts (a 4x4 Sujiko can take millions; a hard 9x9
sudoku far more), and a capped walk says "stopped after N steps", not
"solved".

**The counters are the engine's.**  The view keeps its own copy of the grid
and counts from the events it has *shown*, never from the generator (which
runs a chunk ahead): at the end they equal ``Backtracker.result`` exactly,
which is what the tests check.

:class:`BruteForce` and :class:`LogicPath` hold no pygame state.
"""

from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING

from ..engine.backtrack import Backtracker, TraceEvent
from ..engine.puzzle import Puzzle, bit

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.deduction import Deduction

CHECK_EVERY = 64
"""Events between looks at the clock."""
CHUNK = 256
"""Events pulled from the backtracker at a time."""
DEFAULT_CAP = 1_000_000
"""Attempts before a walk is stopped."""


class BruteForce:
    """The textbook walk as shown: the grid, the counters and the last event, from events played."""

    def __init__(self, puzzle: Puzzle, max_steps: int | None = DEFAULT_CAP):
        self.puzzle = puzzle
        self.max_steps = max_steps
        self.bt = Backtracker(puzzle, max_steps=max_steps)
        self.values = list(puzzle.givens)
        self.steps = self.backtracks = 0
        self.last: TraceEvent | None = None
        self.solved = False
        self.finished = False
        self.seconds = 0.0
        """Time spent stepping (the trace included): the figure the seed reports."""
        self._buffer: deque[TraceEvent] = deque()

    @property
    def capped(self) -> bool:
        return self.finished and self.bt.result.capped

    def _peek(self) -> TraceEvent | None:
        if not self._buffer:
            if self.bt.done:
                return None
            self._buffer.extend(self.bt.pull(CHUNK))
            if not self._buffer:
                return None
        return self._buffer[0]

    def _play(self, e: TraceEvent) -> None:
        a = e.action
        if a == "try":
            self.steps = e.step
            self.values[e.cell] = e.digit
        elif a == "backtrack":
            self.values[e.cell] = 0
            self.backtracks += 1
        elif a == "solved":
            self.solved = True
        self.last = e

    def advance(self, steps: int, deadline: float = float("inf")) -> int:
        """Play up to ``steps`` more whole attempts (their results and any backtracks that follow).

        Stops early at ``deadline`` (``time.perf_counter()`` seconds) or at the
        end of the walk; returns the attempts played.
        """
        t0 = time.perf_counter()
        start = self.steps
        target = start + steps
        n = 0
        try:
            while True:
                e = self._peek()
                if e is None:
                    self.finished = True
                    return self.steps - start
                if e.action == "try" and self.steps >= target:
                    return self.steps - start
                self._play(self._buffer.popleft())
                n += 1
                if n % CHECK_EVERY == 0 and time.perf_counter() > deadline:
                    return self.steps - start
        finally:
            self.seconds += time.perf_counter() - t0

    def status(self) -> str:
        """One line: what the walk has come to."""
        if not self.finished:
            return ""
        if self.solved:
            return (f"Solved in {self.steps:,} steps and {self.backtracks:,} backtracks "
                    f"({self.seconds * 1000:.0f} ms of computing).")
        if self.capped:
            return f"Stopped after {self.steps:,} steps ({self.backtracks:,} backtracks): not solved yet."
        return f"No solution: every number was tried ({self.steps:,} steps, {self.backtracks:,} backtracks)."


class LogicPath:
    """Our solver's deductions in order, and the candidates before each of them."""

    def __init__(self, puzzle: Puzzle):
        from ..engine import logic

        self.puzzle = puzzle
        try:
            result = logic.solve(puzzle, record=True)
            self.steps, self.solved, self.score = list(result.steps), result.solved, result.score
        except ValueError:  # a kind without a ladder: the path is simply empty ("stuck")
            self.steps, self.solved, self.score = [], False, 0
        try:
            self.names = {t.abbr: t.name for t in logic.ladder(puzzle.kind)}
        except ValueError:
            self.names = {}
        self._cands: list[list[int]] = [list(puzzle.initial_candidates)]
        self.index = 0
        """Steps applied so far: the board shows their result and the marks of step ``index + 1``."""

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.steps)

    def cands(self, k: int | None = None) -> list[int]:
        """The candidates after the first ``k`` steps (default: the current index)."""
        k = self.index if k is None else k
        while len(self._cands) <= k:
            nxt = list(self._cands[-1])
            for c, d in self.steps[len(self._cands) - 1].eliminations:
                nxt[c] &= ~bit(d)
            self._cands.append(nxt)
        return self._cands[k]

    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.steps), index))

    @property
    def current(self) -> Deduction | None:
        """The deduction about to be applied (marks and sentence), or None at the end."""
        return None if self.at_end else self.steps[self.index]

    def heading(self) -> str:
        n = len(self.steps)
        if self.at_end:
            if self.solved:
                return f"Our solver: solved by logic in {n} steps (score {self.score})."
            return f"Our solver: stuck after {n} steps; only a search goes further."
        d = self.steps[self.index]
        return f"Our solver, step {self.index + 1} of {n}: {self.names.get(d.technique, d.technique)} ({d.technique})"

    def sentence(self) -> str:
        d = self.current
        if d is not None:
            return d.text
        if self.solved:
            return "Every cell is down to one candidate, each found by a named technique: no guessing."
        return "None of our techniques applies to the position left."


def event_text(puzzle: Puzzle, e: TraceEvent | None) -> str:
    """``r2c2 = 6 rejected; `` -- the last event in words (empty before the first)."""
    if e is None or e.cell < 0:
        return ""
    name = puzzle.cell_name(e.cell)
    words = {"try": f"{name} = {e.digit}?", "place": f"{name} = {e.digit} fits",
             "reject": f"{name} = {e.digit} breaks a rule", "backtrack": f"{name} emptied, back"}
    return words.get(e.action, "") + "; "
