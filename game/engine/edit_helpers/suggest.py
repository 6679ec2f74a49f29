"""Suggest a given: the one that cuts the solutions most, or that lets a stuck ladder finish."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from .. import budget as _budget
from .. import exact
from ..budget import Budget
from ..digits import digit_char
from ..draft import Draft
from ..errors import GaveUp
from ..puzzle import Puzzle
from .common import Progress, Values, ladder_run, open_cells, puzzle_of, rng_for, solutions

SAMPLES = 8
"""Random solutions drawn to see where solutions disagree."""
CANDIDATES = 6
"""Cells (where the samples disagree most) whose given is tried by a count."""
COUNT_LIMIT = 50
"""Solutions counted after a candidate given: the fewest left wins."""
STUCK_TRIES = 12
"""Stuck cells tried with their solution's digit, fewest candidates first."""
WORK = 500_000
"""The work each sample, count or ladder run of a suggestion may spend."""


@dataclass(frozen=True)
class Suggestion:
    """A given to place, and why, in a sentence for the editor's status line."""

    cell: int
    digit: int
    why: str


def suggest_given(draft: Draft, seed: object = 0, progress: Progress | None = None) -> Suggestion | None:
    """The given that helps this draft most, or None when nothing does.

    With several solutions: the cell where sampled solutions disagree most, its digit from one of
    them, the candidate that leaves the fewest solutions.  With one solution that the ladder does not
    finish: a cell where it stuck, with its solution's digit, one that lets it finish if there is one.
    None when the draft has no solution, or one the ladder already finishes.  ValueError when the
    draft cannot be a puzzle.
    """
    puzzle = puzzle_of(draft)
    found = solutions(puzzle)
    if found is not None and found[0] == 0:
        return None
    if found is not None and found[0] == 1:
        assert found[1] is not None
        return _unstick(puzzle, found[1], progress)
    return _cut(puzzle, rng_for("suggest", draft, seed), progress)


def _name(puzzle: Puzzle, cell: int, digit: int) -> str:
    return f"{digit_char(digit)} at {puzzle.cell_name(cell)}"


def _cut(puzzle: Puzzle, rng: random.Random, progress: Progress | None) -> Suggestion | None:
    """Several solutions (or too many to count): the given that leaves the fewest."""
    samples = _samples(puzzle, rng, progress)
    if len(set(samples)) < 2:
        try:
            samples = exact.solutions(puzzle, 2, budget=Budget(WORK)) + samples
        except GaveUp:
            pass
    if not samples:
        return None
    spread = [(len({s[c] for s in samples}), c) for c in range(puzzle.ncells) if not puzzle.givens[c]]
    ranked = [c for n, c in sorted(spread, key=lambda x: (-x[0], x[1])) if n > 1][:CANDIDATES]
    best: tuple[int, int, int] | None = None  # (solutions left, cell, digit)
    for i, cell in enumerate(ranked):
        digit = Counter(s[cell] for s in samples).most_common()[-1][0]  # the rarest: it rules out most
        givens = list(puzzle.givens)
        givens[cell] = digit
        got = solutions(puzzle.with_givens(givens), COUNT_LIMIT, WORK)
        left = COUNT_LIMIT + 1 if got is None or got[0] >= COUNT_LIMIT else got[0]
        if left and (best is None or left < best[0]):
            best = left, cell, digit
        if progress is not None:
            progress(i + 1, len(ranked))
        if left == 1:
            break
    if best is None:
        return None
    left, cell, digit = best
    if left == 1:
        return Suggestion(cell, digit, f"Give {_name(puzzle, cell, digit)}: then it has one solution.")
    if left > COUNT_LIMIT:
        return Suggestion(cell, digit, f"Give {_name(puzzle, cell, digit)}: solutions differ most there.")
    return Suggestion(cell, digit, f"Give {_name(puzzle, cell, digit)}: it leaves the fewest solutions ({left}).")


def _samples(puzzle: Puzzle, rng: random.Random, progress: Progress | None) -> list[Values]:
    """Up to :data:`SAMPLES` random solutions (each search capped; one that outruns it is skipped)."""
    out: list[Values] = []
    for i in range(SAMPLES):
        if progress is not None:
            progress(i, SAMPLES)
        try:
            with _budget.active(Budget(WORK)):
                got = exact.random_fill(puzzle, rng, 20 * puzzle.ncells)
        except GaveUp:
            got = None
        if got is not None:
            out.append(got)
    return out


def _unstick(puzzle: Puzzle, solution: Values, progress: Progress | None) -> Suggestion | None:
    """One solution, but the ladder may stick: the stuck cell whose given takes it furthest."""
    run = ladder_run(puzzle)
    if run is None or run.solved:
        return None
    stuck = sorted(open_cells(run.cands), key=lambda c: (run.cands[c].bit_count(), c))[:STUCK_TRIES]
    best: tuple[int, int] | None = None  # (cells left open, cell)
    for i, cell in enumerate(stuck):
        givens = list(puzzle.givens)
        givens[cell] = solution[cell]
        after = ladder_run(puzzle.with_givens(givens))
        if progress is not None:
            progress(i + 1, len(stuck))
        if after is None:
            continue
        if after.solved:
            return Suggestion(cell, solution[cell],
                              f"Give {_name(puzzle, cell, solution[cell])}: then logic finishes it.")
        left = len(open_cells(after.cands))
        if best is None or left < best[0]:
            best = left, cell
    if best is None:
        return None
    left, cell = best
    return Suggestion(cell, solution[cell], f"Give {_name(puzzle, cell, solution[cell])}: logic then gets "
                                            f"furthest ({left} cells left open).")
