"""The textbook backtracking solver of seed 003, step by step.

This is the baseline the exact solver (:mod:`.exact`) is measured against and
what "watch the computer solve" animates, so it follows the seed's protocol
to the letter rather than being clever:

1. find the next empty cell (row-major; givens are never touched);
2. put the next number in it (1 if it is empty, else its number + 1);
3. check the rules: does any cell in ``puzzle.conflicts[cell][d]`` (its
   region, plus the kind's own conflicts: king neighbours, ripple distance,
   row and column ...) already hold that number?
   yes, it breaks a rule -> if the number is the largest its cell may hold
   (the region's size; N in an N x N sudoku) empty the cell and go back to
   the previously filled cell, else go to step 2;
   no -> go to step 1 (solved when there is no empty cell left).

The two counters are defined so that they can be checked by hand:

* a **step** is one attempt to put a digit in a cell (one pass through step
  2 and 3).  It is traced as a ``try`` event followed by ``place`` or
  ``reject`` with the same step number.
* a **backtrack** is one return to the previously filled cell: a cell whose
  number is already its maximum when the walk reaches it (it was rejected at
  its maximum, or it was placed at its maximum and the walk came back to it)
  is emptied, and the walk resumes at the previous empty cell.  It is
  traced as a ``backtrack`` event naming the emptied cell and the digit it
  lost, numbered with the last step taken.  Running out of numbers at the
  *first* empty cell is not a backtrack: there is no cell to return to, the
  search is over, and the puzzle has no solution.

(The seed's own log numbers every pass of its loop, going back and walking
back over a given included, so its "3318 steps" counts more than attempts;
ours counts attempts only, and backtracks separately.)

To prove a solution unique the brute-force way, the walk may go on after a
solution (``limit=2``): it carries on as if the last number placed had broken
a rule, so the last empty cell takes its next number (no backtrack is
counted for that).  It stops at ``limit`` solutions or when the first empty
cell runs out of numbers.

Rules beyond the conflict tables are checked as soon as they can be: a sum
cage (:meth:`~game.engine.rules.Rules.sum_cages`, a Sujiko circle) is checked
in step 3 when the number just put makes its cells full (a textbook solver
would do no less, and the trace then rejects a wrong corner at once instead
of filling the whole grid first), and any other extra rule of the kind when
the last empty cell is filled.  Givens that
already break a rule end the walk before any step.

**Animating it.**  A UI pulls a few events per frame: :meth:`Backtracker.pull`
returns the next ``n`` events (fewer at the end, after which ``done`` is
True); ``values`` is the grid as the walk has it right now (0 for empty; a
rejected number stays in its cell until the next attempt, as in the seed),
and ``result`` holds the counters so far.  The same generator serves the trace (``trace``) and the plain run
(``run``, which yields nothing and so costs no event objects): one code path,
so the counts the animation shows are the counts the bench reports.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Iterator

from .puzzle import Puzzle
from .rules import Rules

ACTIONS = ("try", "reject", "place", "backtrack", "solved")


@dataclass(frozen=True)
class TraceEvent:
    step: int
    """The attempt this event belongs to (1-based; 0 before the first)."""
    cell: int
    digit: int
    action: str
    """One of :data:`ACTIONS`."""


@dataclass
class BacktrackResult:
    steps: int = 0
    backtracks: int = 0
    solved: bool = False
    values: tuple[int, ...] | None = None
    """The solved grid, or None."""
    capped: bool = False
    """The walk stopped at ``max_steps`` before it was over."""
    solutions: int = 0
    """Solutions found (at most the walk's ``limit``)."""


class Backtracker:
    """Iterate over a puzzle's trace; ``result`` holds the counters so far.

    ``for ev in Backtracker(p): ...`` yields :class:`TraceEvent` values;
    :meth:`run` walks to the end without building them.  ``max_steps`` caps
    the attempts (big grids can take astronomically many).  ``limit`` is how
    many solutions to find before stopping: 1 is the seed's solver, 2 proves
    uniqueness the brute-force way (what ``exact.count_solutions`` does).
    """

    def __init__(self, puzzle: Puzzle, max_steps: int | None = None, limit: int = 1):
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        self.puzzle = puzzle
        self.max_steps = max_steps
        self.limit = limit
        self.result = BacktrackResult()
        self.values: list[int] = list(puzzle.givens)
        """The grid as the walk has it now (0 = empty): what a watch view draws."""
        self.done = False
        """True once :meth:`pull` has run the walk to its end."""
        self._events: Iterator[TraceEvent] | None = None

    def __iter__(self) -> Iterator[TraceEvent]:
        return self._walk(True)

    def pull(self, n: int) -> list[TraceEvent]:
        """The next ``n`` events of the trace (fewer, and ``done`` set, when it ends).

        For incremental animation: call it once per frame with however many
        events the frame should show.  Do not mix it with iterating the
        object or :meth:`run`, which start walks of their own.
        """
        if self._events is None:
            self._events = self._walk(True)
        out = list(islice(self._events, max(0, n)))
        if len(out) < n:
            self.done = True
        return out

    def run(self) -> BacktrackResult:
        for _ in self._walk(False):
            pass
        return self.result

    def _walk(self, trace: bool) -> Iterator[TraceEvent]:
        p, res = self.puzzle, self.result
        conf, maxd = p.conflicts, p.max_digit
        rules = p.rules
        extra = rules.extra_ok if type(rules).extra_ok is not Rules.extra_ok else None
        sums = _cage_checks(p)
        values = self.values = list(p.givens)
        if not _givens_ok(p, values) or (sums is not None and not all(
                _sums_ok(values, sums[c]) for c, g in enumerate(values) if g)):
            return
        empties = [c for c, g in enumerate(values) if not g]
        last = len(empties) - 1
        cap = self.max_steps
        steps = backtracks = 0
        i = found = 0
        try:
            while True:
                if i > last:  # every cell filled: a solution
                    found += 1
                    res.solutions = found
                    if found == 1:
                        res.solved, res.values = True, tuple(values)
                    if trace:
                        yield TraceEvent(steps, -1, 0, "solved")
                    if found >= self.limit or last < 0:
                        return
                    i = last  # go on as if the last number had broken a rule
                    continue
                cell = empties[i]
                v = values[cell]
                if v == maxd[cell]:  # out of numbers: empty it and go back
                    if i == 0:
                        return
                    values[cell] = 0
                    i -= 1
                    backtracks += 1
                    if trace:
                        res.backtracks = backtracks
                        yield TraceEvent(steps, cell, v, "backtrack")
                    continue
                if cap is not None and steps >= cap:
                    res.capped = True
                    return
                v += 1
                steps += 1
                values[cell] = v
                if trace:
                    res.steps = steps
                    yield TraceEvent(steps, cell, v, "try")
                ok = True
                for o in conf[cell][v]:
                    if values[o] == v:
                        ok = False
                        break
                if ok and sums is not None:
                    ok = _sums_ok(values, sums[cell])
                if ok and i == last and extra is not None:
                    ok = extra(p, values)
                if ok:
                    i += 1
                if trace:
                    yield TraceEvent(steps, cell, v, "place" if ok else "reject")
        finally:
            res.steps, res.backtracks = steps, backtracks


Checks = tuple[tuple[tuple[tuple[int, ...], int], ...], ...]


def _cage_checks(p: Puzzle) -> Checks | None:
    """Per cell, the (cells, total) of each sum cage it belongs to; None for kinds without cages."""
    cages = p.rules.sum_cages(p)
    if not cages:
        return None
    per_cell: list[list[tuple[tuple[int, ...], int]]] = [[] for _ in range(p.ncells)]
    for cells, total in cages:
        for c in cells:
            per_cell[c].append((cells, total))
    return tuple(tuple(x) for x in per_cell)


def _sums_ok(values: list[int], checks: tuple[tuple[tuple[int, ...], int], ...]) -> bool:
    """Does every cage through the cell just filled add up, where all its cells are full?"""
    for cells, total in checks:
        s = 0
        for c in cells:
            x = values[c]
            if not x:
                break
            s += x
        else:
            if s != total:
                return False
    return True


def _givens_ok(p: Puzzle, values: list[int]) -> bool:
    for cell, g in enumerate(values):
        if g and any(values[o] == g for o in p.conflicts[cell][g]):
            return False
    return True


def trace(puzzle: Puzzle, max_steps: int | None = None, limit: int = 1) -> Backtracker:
    """The trace of ``puzzle``: iterate it for events, then read ``.result``."""
    return Backtracker(puzzle, max_steps, limit)


def run(puzzle: Puzzle, max_steps: int | None = None, limit: int = 1) -> BacktrackResult:
    """Solve ``puzzle`` the textbook way and return the counters."""
    return Backtracker(puzzle, max_steps, limit).run()
