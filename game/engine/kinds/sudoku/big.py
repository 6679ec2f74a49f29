"""Clue removal on boards past 16x16 (25x25, 5x5 boxes): bounded work instead of full minimality.

On a 25x25 board the logical solver's full run costs some 4 to 7 million work
units (:mod:`game.engine.budget`) where a 9x9's costs thousands, and a trial
that *fails* may wander through every technique of the ladder first.  Trying
every clue once, as :func:`.gen.remove_clues` does, took over 400 CPU
seconds.  So here:

* **Each trial has its own budget** (:data:`TRIAL_WORK`); a trial that runs
  out keeps its clue.  Keeping a clue never breaks a promise (the givens
  before the trial were solved by the ladder), it only leaves the puzzle a
  little easier.
* **The whole removal has a budget** (:data:`REMOVAL_WORK`); once it is spent
  the remaining clues stay.  The puzzle is then not minimal, but it is unique
  and finished by the ladder, which is all a fresh puzzle promises.
* **Work, not time**, bounds both, so one seed gives one puzzle on every
  machine (the time a machine takes only decides how long it waits).  On this
  project's two-core machine a 25x25 attempt takes 5 to 17 CPU seconds.
* ``tick()`` is called every :data:`TICK_EVERY` trials so a progress bar and a
  Cancel button stay alive through the one long attempt.

The logical solves that must finish (the clue-adding phase, the final score)
run under :data:`SOLVE_WORK`, which a 25x25's full run fits in many times over.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ... import budget as _budget
from ...budget import DEFAULT_WORK, Budget
from ...errors import GaveUp
from ...puzzle import Puzzle, bit
from ...state import Position
from ...trials import Remover
from .ladder import GENERATOR_LADDER

BIG_N = 17
"""Boards from this size up take the bounded removal."""

TRIAL_WORK = 8 * DEFAULT_WORK // 3
"""One trial's budget: above a 25x25's full solve (4 to 7 million), below a failing trial's wander."""

REMOVAL_WORK = 60 * DEFAULT_WORK
"""The whole removal's budget: a 25x25 stops near 290 clues of 625, 3 to 5 CPU seconds in."""

SOLVE_WORK = 100 * DEFAULT_WORK
"""The clue-adding phase's and the final solve's budget on a big board."""

TICK_EVERY = 8


def solve_budget(n: int) -> Budget | None:
    """The budget a full logical solve gets on an ``n`` x ``n`` board (None: the default one)."""
    return Budget(SOLVE_WORK) if n >= BIG_N else None


def remove_clues_bounded(base: Puzzle, givens: list[int], rng: random.Random, max_score: int | None,
                         tick: Callable[[], None] | None = None) -> list[int]:
    """Each clue tried once in a random order, within a budget per trial and one for the lot."""
    givens = list(givens)
    order = [c for c in range(base.ncells) if givens[c]]
    rng.shuffle(order)
    judge = Remover(base, ladder=GENERATOR_LADDER, max_score=max_score)
    spent = 0
    for i, cell in enumerate(order):
        if spent > REMOVAL_WORK:
            break
        if tick is not None and i % TICK_EVERY == 0:
            tick()
        keep = givens[cell]
        givens[cell] = 0
        trial = Budget(TRIAL_WORK)
        try:
            with _budget.active(trial):
                ok = judge.keeps(Position(base, [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)]),
                                 cell, keep)
        except GaveUp:
            ok = False
        spent += trial.spent
        if not ok:
            givens[cell] = keep
    return givens
