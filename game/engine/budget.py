"""A work budget: how much the solvers may do before they give up.

A puzzle that parses can still be one no solver finishes in a lifetime: an
empty 25x25 sudoku rated by logic, an unclued 9x9 jigsaw whose search
wanders, an empty 5x7 Sujiko.  Nothing in the game or the CLI may freeze on
one, so every analysis (the exact search, the logical solver, a hint) runs
against a :class:`Budget` and raises :class:`~game.engine.errors.GaveUp`
when it runs out, instead of running on.

**The unit is work, not time.**  A budget counts *cell visits*, charged as
the solvers go: a search node of the exact solver costs its cells plus the
cells of its houses (picking the branch cell and the singles scan them; twice
that where pointing runs; Sujiko's sum propagation costs cells squared), a
technique tried by the logical solver costs its candidate count (cells x
digits; a propagator popping its queue costs 1; Sujiko's enumerations more,
and they also pay a unit per branch through :class:`Meter`).  So the same
puzzle gives up at the same point on every machine and every run, which keeps
the CLI's output reproducible and the tests honest; an optional ``deadline``
(a ``time.monotonic`` value) is a second, machine-dependent stop for callers
that need one.  The messages count what a person can picture: search nodes
and solver steps.

**One analysis, one budget.**  Solvers call each other (the sudoku guess
runs the exact solver from the logical one), so the budget in force is kept
in a context variable: a public entry point given no budget joins the one in
force, or opens a fresh :data:`DEFAULT_WORK` one.  A context variable is per
thread, so a worker thread's analysis never spends the main thread's budget.

:data:`DEFAULT_WORK` was measured, not guessed: every corpus row and every
built-in level solves, rates and hints within 30 % of it (the heaviest is
counting a built-in jigsaw's solutions, 874,152 units; then rating a 16x16
corpus sudoku, 749,861), and the freezing inputs (empty 25x25 and 35x35
sudokus, unclued jigsaws and ripples, an empty 5x7 Sujiko) give up in 0.3 to
2 seconds on this two-core machine under load.
"""

from __future__ import annotations

import contextlib
import time
from contextvars import ContextVar
from typing import Iterator

from .errors import GaveUp

__all__ = ["BIG_BOARD", "CHECK_EVERY", "DEFAULT_WORK", "Budget", "Meter", "active", "current", "for_cells"]

DEFAULT_WORK = 3_000_000
"""Cell visits an analysis may spend when the caller names no budget."""

CHECK_EVERY = 2048
"""Search nodes between looks at the budget (and the deadline)."""

_CURRENT: ContextVar["Budget | None"] = ContextVar("nanba_budget", default=None)


class Budget:
    """A deterministic allowance of work (and optionally a deadline) shared by one analysis."""

    __slots__ = ("work", "spent", "nodes", "steps", "deadline")

    def __init__(self, work: int = DEFAULT_WORK, deadline: float | None = None) -> None:
        if work < 1:
            raise ValueError(f"a budget needs at least 1 unit of work, not {work}")
        self.work = work
        self.spent = 0
        self.nodes = 0
        self.steps = 0
        self.deadline = deadline

    def left(self) -> int:
        """Work units still to spend (0 when spent out)."""
        return max(0, self.work - self.spent)

    def checkpoint(self, nodes: int, cost: int) -> int:
        """The node count at which a search that has charged ``nodes`` so far must charge again.

        No later than the budget allows, nor than :data:`CHECK_EVERY` nodes on (so a deadline is
        looked at now and then); at least one node on, so a spent budget raises at the next node.
        """
        return nodes + max(1, min(CHECK_EVERY, self.left() // max(1, cost)))

    def charge_nodes(self, n: int, cost: int) -> None:
        """Record ``n`` search nodes of ``cost`` units; :class:`GaveUp` when over budget."""
        self.nodes += n
        self.spent += n * cost
        self.check()

    def charge_step(self, cost: int) -> None:
        """Record one technique tried by the logical solver; :class:`GaveUp` when over budget."""
        self.steps += 1
        self.spent += cost
        self.check()

    def charge_steps(self, n: int, cost: int) -> None:
        """:meth:`charge_step` ``n`` times at once."""
        self.steps += n
        self.spent += n * cost
        self.check()

    def check(self) -> None:
        """:class:`GaveUp` if the work is spent or the deadline has passed."""
        if self.spent > self.work or (self.deadline is not None and time.monotonic() > self.deadline):
            raise GaveUp(self.describe(), nodes=self.nodes, steps=self.steps)

    def describe(self) -> str:
        """``gave up after 52,000 search nodes`` (and solver steps, when the logical solver ran)."""
        parts = []
        if self.steps:
            parts.append(f"{self.steps:,} solver steps")
        if self.nodes or not parts:
            parts.append(f"{self.nodes:,} search nodes")
        return "too hard to analyse: gave up after " + " and ".join(parts)


class Meter:
    """Counts the branches of an enumeration and charges them, a unit each, to the budget in force.

    For walks with no search nodes of their own (Sujiko's sum enumerations, which widen steeply
    with the digit range): :meth:`tick` once per branch; every :data:`CHECK_EVERY` ticks are
    charged, so a walk that would run for minutes gives up with the rest of its analysis.
    """

    __slots__ = ("budget", "ticks")

    def __init__(self) -> None:
        self.budget = _CURRENT.get()
        self.ticks = 0

    def tick(self) -> None:
        self.ticks += 1
        if self.ticks == CHECK_EVERY:
            self.ticks = 0
            if self.budget is not None:
                self.budget.spent += CHECK_EVERY
                self.budget.check()

    def close(self) -> None:
        """Charge the ticks not charged yet (the walk is over)."""
        if self.budget is not None:
            self.budget.spent += self.ticks
            self.budget.check()
        self.ticks = 0


BIG_BOARD = 256
"""Cells up to which a board's whole logical solve fits :data:`DEFAULT_WORK` (a 16x16 sudoku)."""


def for_cells(ncells: int) -> Budget:
    """A budget for rating a whole board: the default, times the 16x16s the board is worth.

    A 25x25 sudoku's full solve by logic costs 4 to 7 million units (every candidate of 625 cells
    scanned, step after step), past the default; the freezing inputs the default was measured on
    still give up, a few times later."""
    return Budget(DEFAULT_WORK * max(1, -(-ncells // BIG_BOARD)))


def current() -> Budget | None:
    """The budget in force in this thread, if any."""
    return _CURRENT.get()


@contextlib.contextmanager
def active(budget: Budget | None = None) -> Iterator[Budget]:
    """Put ``budget`` in force for the block; with None, join the one in force or open a default one."""
    if budget is None:
        budget = _CURRENT.get()
        if budget is not None:
            yield budget
            return
        budget = Budget()
    token = _CURRENT.set(budget)
    try:
        yield budget
    finally:
        _CURRENT.reset(token)
