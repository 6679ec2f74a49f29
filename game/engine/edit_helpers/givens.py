"""Minimise givens, and compute a kind's sums from a filled grid (then minimise its givens away)."""

from __future__ import annotations

import dataclasses

from ..backend import backend
from ..draft import Draft
from ..generator import remove_givens
from ..puzzle import Puzzle
from ..verdict import logical
from .common import Progress, judge, puzzle_of, rng_for, with_givens


def require_good(puzzle: Puzzle, what: str) -> tuple[int, ...]:
    """The puzzle's one solution when it has exactly one and logic finishes it; else ValueError saying
    what ``what`` (the helper, as the player knows it) needs."""
    j = judge(puzzle)
    if not j.unique:
        raise ValueError(f"{what} needs exactly one solution; this puzzle has none, several or too many to count")
    if not j.finished:
        raise ValueError(f"{what} needs a puzzle logic finishes; this one gets stuck (suggest a given first)")
    assert j.solution is not None
    return j.solution


def minimise(draft: Draft, progress: Progress | None = None, seed: object = 0) -> Draft:
    """The draft with givens removed while it stays unique and finished by the ladder.

    Each given is tried once, in an order drawn from ``seed``: the generator's removal loop
    (:func:`game.engine.generator.remove_givens`), uniqueness checked by the exact solver before the
    ladder runs.  Every given left is needed, for that order.  ``progress(done, total)`` follows each
    given tried.  ValueError when the draft is not a unique puzzle logic finishes.
    """
    puzzle = puzzle_of(draft)
    solution = require_good(puzzle, "Minimise")
    base = puzzle.with_givens((0,) * puzzle.ncells)
    givens = remove_givens(base, puzzle.givens, solution, rng_for("minimise", draft, seed),
                           ladder=logical(puzzle.kind), progress=progress)
    return with_givens(draft, givens)


def has_sums(kind: str) -> bool:
    """Whether the kind's puzzles carry sums (a fourth field of sums, Sujiko's circles)."""
    return backend(kind).rules.fourth_field == "sums"


def compute_sums(draft: Draft, progress: Progress | None = None, seed: object = 0) -> Draft:
    """The sums of a completely filled draft, read off its givens; then its givens minimised away.

    The givens must fill every cell and obey the rules.  The givens left are those the puzzle needs
    to stay unique and finished by the ladder (often none).  ValueError when the kind has no sums, a
    cell is empty or the filled grid breaks the rules.
    """
    rules = backend(draft.kind).rules
    if not has_sums(draft.kind):
        raise ValueError(f"a {backend(draft.kind).title} puzzle has no sums to compute")
    n = draft.width * draft.height
    if len(draft.givens) != n or not all(draft.givens):
        raise ValueError("fill every cell first: the sums are read off a full grid")
    blank = (0,) * rules.sum_count(draft.width, draft.height)
    probe = Puzzle(draft.kind, draft.width, draft.height, draft.givens, draft.regions, blank)
    sums = tuple(sum(draft.givens[c] for c in cells) for cells, _ in rules.sum_cages(probe))
    full = Puzzle(draft.kind, draft.width, draft.height, draft.givens, draft.regions, sums)
    if not rules.is_solution(full, draft.givens):
        raise ValueError(f"the filled grid breaks the rules of {backend(draft.kind).title}: "
                         f"each digit 1 to {max(full.max_digit)} goes in once")
    return minimise(dataclasses.replace(draft, sums=sums), progress, seed)
