"""What the editor's helpers share: the draft as a puzzle, the ladder that finishes it, and a judge."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from .. import exact, logic
from ..budget import DEFAULT_WORK, Budget
from ..difficulty import score_of
from ..draft import Draft
from ..errors import GaveUp
from ..generator import derive_seed
from ..puzzle import Puzzle
from ..verdict import logical

Progress = Callable[[int, int], None]
"""Told (done, total) while a slow helper works; it may raise to stop it (a Cancel button)."""

Values = tuple[int, ...]


def rng_for(what: str, draft: Draft, seed: object) -> random.Random:
    """The one random source of a helper: the same draft and seed give the same result on every machine."""
    shape = repr((draft.kind, draft.width, draft.height, draft.regions, draft.givens, draft.sums, draft.box))
    return random.Random(derive_seed("nanba-edit", what, shape, seed))


def puzzle_of(draft: Draft) -> Puzzle:
    """The draft as a puzzle; ValueError (in a player's words) when it cannot be one yet."""
    return draft.to_puzzle()


def with_givens(draft: Draft, givens: Sequence[int]) -> Draft:
    """The draft with other givens, everything else as drawn."""
    return dataclasses.replace(draft, givens=tuple(givens))


def solutions(puzzle: Puzzle, limit: int = 2, work: int = DEFAULT_WORK) -> tuple[int, Values | None] | None:
    """(solutions up to ``limit``, the first) by the exact solver; None when it outruns ``work``."""
    try:
        return exact.count_solutions(puzzle, limit, budget=Budget(work))
    except GaveUp:
        return None


def ladder_run(puzzle: Puzzle, work: int = DEFAULT_WORK) -> logic.LogicResult | None:
    """The ladder's run on ``puzzle``; None when it outruns ``work``."""
    try:
        return logic.solve(puzzle, ladder=logical(puzzle.kind), budget=Budget(work))
    except GaveUp:
        return None


@dataclass(frozen=True)
class Judged:
    """What the helpers need to know of a set of givens: unique, finished by the ladder, scored."""

    unique: bool
    solution: Values | None
    finished: bool
    score: int | None


def judge(puzzle: Puzzle, work: int = DEFAULT_WORK) -> Judged:
    """Uniqueness first (the exact solver), the ladder only when that survives, as the generator does;
    each may spend ``work`` (one that outruns it counts as not unique, or not finished)."""
    found = solutions(puzzle, 2, work)
    if found is None or found[0] != 1:
        return Judged(False, None, False, None)
    run = ladder_run(puzzle, work)
    if run is None or not run.solved:
        return Judged(True, found[1], False, None)
    return Judged(True, found[1], True, score_of(puzzle, run))  # the score the verdict and the game show


def open_cells(cands: Sequence[int]) -> list[int]:
    """Cells with more than one candidate left."""
    return [c for c, m in enumerate(cands) if m & (m - 1)]
