"""Fill regions: a random partition of the board, grown the way the kind's generator grows one."""

from __future__ import annotations

import dataclasses
import random
from typing import Protocol, runtime_checkable

from .. import budget as _budget
from .. import exact
from ..budget import Budget
from ..errors import GaveUp
from ..backend import backend
from ..draft import Draft
from ..puzzle import Puzzle
from .common import Progress, rng_for

TRIES = 12
"""Partitions grown before the best is taken: the first that keeps every given and still has a solution wins."""

CHECK_WORK = 300_000
"""The work one partition's check for a solution may spend (a tenth of an analysis's)."""
TOTAL_CHECK_WORK = 4 * CHECK_WORK
"""The work all the partitions' checks may spend together."""


@runtime_checkable
class RegionMaker(Protocol):
    """A generator that can grow random regions alone (the region kinds', the jigsaw sudoku's)."""

    def random_regions(self, width: int, height: int, rng: random.Random) -> tuple[int, ...]: ...


def region_maker(kind: str) -> RegionMaker | None:
    """The kind's generator, if it grows regions the editor can ask for."""
    gen = backend(kind).generator
    return gen if isinstance(gen, RegionMaker) else None


def can_fill_regions(draft: Draft) -> bool:
    """Whether :func:`fill_regions` applies: the player draws this draft's regions and its kind can grow them."""
    return draft.draws_regions() and region_maker(draft.kind) is not None


def fitting_givens(puzzle: Puzzle) -> tuple[int, ...]:
    """The givens that still fit the puzzle's regions: within their region's digits and clashing with no
    given kept before them (row-major, so the first of two clashing givens stays)."""
    kept = [0] * puzzle.ncells
    for cell, g in enumerate(puzzle.givens):
        if not g or g > puzzle.max_digit[cell]:
            continue
        if all(kept[o] != g for o in puzzle.conflicts[cell][g]):
            kept[cell] = g
    return tuple(kept)


def fill_regions(draft: Draft, seed: object = 0, progress: Progress | None = None) -> Draft:
    """The draft with random regions of the kind's sizes; givens that still fit are kept, the rest dropped.

    Of a few partitions grown (see :data:`TRIES`), the first that keeps every given and still has a
    solution is taken, else the one keeping the most givens with a solution, else the first.  The same
    draft and seed give the same regions.  ``progress(done, total)`` follows each partition grown.
    ValueError when the kind's regions are not drawn, or none can be grown on a board this big.
    """
    maker = region_maker(draft.kind)
    if maker is None or not draft.draws_regions():
        raise ValueError(f"a {backend(draft.kind).title} board has no regions to fill")
    n = draft.width * draft.height
    rng = rng_for("fill-regions", draft, seed)
    best: tuple[int, Puzzle] | None = None
    first: Puzzle | None = None
    checks = Budget(TOTAL_CHECK_WORK)  # all the checks together: a board too big to check is not grown for ever
    for i in range(TRIES):
        if progress is not None:
            progress(i, TRIES)
        regions = (0,) * n if n == 1 else maker.random_regions(draft.width, draft.height, rng)
        puzzle = Puzzle(draft.kind, draft.width, draft.height, draft.givens, regions, draft.sums)
        puzzle = puzzle.with_givens(fitting_givens(puzzle))
        first = first or puzzle
        kept = sum(1 for g in puzzle.givens if g)
        if best is not None and kept <= best[0]:
            continue
        try:
            ok = _solvable(puzzle, checks)
        except GaveUp:
            break
        if ok:
            best = kept, puzzle
            if kept == sum(1 for g in draft.givens if g):
                break
    assert first is not None
    chosen = first if best is None else best[1]
    return dataclasses.replace(draft, regions=chosen.regions, givens=chosen.givens)


def _solvable(puzzle: Puzzle, checks: Budget) -> bool:
    """Has the puzzle a solution?  A search that outruns :data:`CHECK_WORK` says no (another partition is
    tried); :class:`GaveUp` when ``checks``, the work of all the checks, is spent."""
    work = min(CHECK_WORK, checks.left())
    if work < 1:
        raise GaveUp(checks.describe())
    own = Budget(work)
    try:
        with _budget.active(own):
            if not any(puzzle.givens):
                return exact.random_fill(puzzle, random.Random(0), 50 * puzzle.ncells) is not None
            return exact.count_solutions(puzzle, 1)[0] >= 1
    except GaveUp:
        return False
    finally:
        checks.spent += own.spent
