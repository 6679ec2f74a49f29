"""The Sujiko generator: a random grid, its sums, then clues taken away.

Sujiko needs none of the partition machinery of :mod:`game.engine.generator`: any
arrangement of 1..W*H is a solution of the puzzle made of its own circle
sums.  One attempt is therefore:

1. **a random grid** (a shuffle) and its sums;
2. **clue removal**, exactly as for the other kinds: start with every cell
   given, try taking each clue away once in a random order, and let the
   removal stand while the logical solver (the Sujiko ladder of
   :mod:`.techniques`) still finishes within the score cap.  Solving by sound
   deductions proves uniqueness, so no search is needed per trial, and the
   result is minimal for that order and cap;
3. **acceptance**: at most ``max_clues`` clues left (the built-in 3x3 set
   keeps to the newspapers' two, one or none), a score within the band, and,
   belt and braces, exactly one solution by the exact solver (the 3x3
   table, or the sum-aware search).

The score cap steers difficulty as it does for the other kinds: a low cap
leaves two clues and the easier arithmetic, no cap reaches the one-clue and
clueless puzzles that need the circle identities.  Everything random comes
from ``random.Random(derive_seed(...))``, so a seed always gives the same
puzzle, whichever process makes it.
"""

from __future__ import annotations

import random

from ... import exact, logic
from ...backend import Generated, Params, ProgressFn
from ...errors import SizeError
from ...generator import DEFAULT_TRIES, check_band, derive_seed, until_accepted
from ...puzzle import Puzzle, bit
from ...state import Position
from ...trials import Remover
from .grid import grid_sums, random_grid
from .rules import SujikoRules

KIND = SujikoRules.name
SIZES = ((3, 3), (4, 4))
MAX_CLUES = {(3, 3): 2}
"""The most clues an accepted puzzle may keep, per size (none listed: no limit)."""


def remove_clues(base: Puzzle, solution: tuple[int, ...], rng: random.Random,
                 max_score: int | None = None) -> list[int]:
    """Givens left after trying to take each clue away once, in a random order."""
    givens = list(solution)
    full = base.initial_candidates
    order = list(range(base.ncells))
    rng.shuffle(order)
    # The full solution solves, and only removals that solve are kept: the premise under which
    # the Remover answers as logic.solve would.
    judge = Remover(base, max_score=max_score)
    for cell in order:
        givens[cell] = 0
        cands = [bit(g) if g else m for g, m in zip(givens, full)]
        if not judge.keeps(Position(base, cands), cell, solution[cell]):
            givens[cell] = solution[cell]
    return givens


def attempt(width: int, height: int, rng: random.Random, *, min_score: int | None = None,
            max_score: int | None = None, max_clues: int | None = None) -> Generated | None:
    """One grid, its clues taken away; None when the result is not acceptable."""
    solution = random_grid(width, height, rng)
    sums = grid_sums(solution, width, height)
    n = width * height
    base = Puzzle(KIND, width, height, (0,) * n, (0,) * n, sums)
    givens = remove_clues(base, solution, rng, max_score)
    if max_clues is not None and sum(1 for g in givens if g) > max_clues:
        return None
    puzzle = base.with_givens(givens).with_solution(solution)
    r = logic.solve(puzzle)
    if not r.solved:
        return None
    if (min_score is not None and r.score < min_score) or (max_score is not None and r.score > max_score):
        return None
    if exact.count_solutions(puzzle, 2)[0] != 1:
        return None  # cannot happen with sound techniques; the last line of defence
    return Generated(puzzle, r.score, r.counts)


class SujikoGenerator:
    """Sujiko's :class:`~game.engine.backend.Generator`: attempts as above, until one is accepted."""

    def __init__(self, max_tries: int = DEFAULT_TRIES) -> None:
        self.max_tries = max_tries

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        if params.box or params.variant:
            raise ValueError(f"sujiko takes only a size, not {params.describe()}")
        if (params.width, params.height) not in SIZES:
            raise SizeError(f"sujiko comes in {' and '.join(f'{w}x{h}' for w, h in SIZES)}, not {params.size}")
        check_band(min_score, max_score)

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        """A new Sujiko (with ``.solution``), unique and finished by the ladder, with its score."""
        self.check(params, min_score, max_score)
        w, h = params.width, params.height
        rng = random.Random(derive_seed("nanba-sujiko", seed))
        max_clues = MAX_CLUES.get((w, h))
        return until_accepted(lambda: attempt(w, h, rng, min_score=min_score, max_score=max_score,
                                              max_clues=max_clues),
                              what=f"{w}x{h} sujiko", seed=seed, max_tries=self.max_tries,
                              min_score=min_score, max_score=max_score, progress=progress)
