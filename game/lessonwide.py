"""The lesson builder's wide-house stage: struck positions in *wide* houses, for the subsets and fish nothing before reaches.

A subset is only the hint's next step where its complement is no cheaper
technique: a naked triple in a house with five open cells is the hidden pair
of the other two, found first.  So a naked triple (or a hidden pair in Ripple,
where it costs more than a naked triple) wants a house with six open cells, a
hidden triple one with seven (Suguru and Ripple: :mod:`.lessonbig`), a hidden
quad one with nine, and a fish of five lines ten lines that still hold its digit.  Suguru and Ripple regions hold at most five
cells and a 9x9 Sudoku has nine lines, so the builder makes such houses:

* **Suguru, Ripple**: a built-in puzzle's regions with two touching ones made
  one of six to eight cells, filled afresh, then its clues taken away *that
  region's first* so that it keeps as few as uniqueness allows.
* **Sudoku**: 12x12 puzzles from the generator.

On positions early in each one's solve, wrong candidates are struck so that a
subset of a wide house (naked or hidden, two to four cells) or a fish of two to
six lines is plain; the techniques cheaper than the one wanted are then played
out, and the position is kept if the hint gives that technique.  Every choice
is seeded and every loop bounded by counts.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence

from .engine.budget import Budget
from .engine.digits import bit
from .engine.errors import GaveUp
from .engine.exact import count_solutions
from .engine.lessons import harvest
from .engine.puzzle import Puzzle

PUZZLES = 2500
"""Puzzles made per kind; those whose widest house keeps too few open cells are passed over."""
STEPS = 30
"""Solve steps of each puzzle whose positions are tried (from its start)."""
GROUPS = 40
"""Subsets of one size tried per house and position."""
FISH_ROWS = 30
"""Choices of a fish's rows tried per digit, size and position."""
WIDE = 6
"""Open cells a house needs before its subsets are tried."""


def sparse_first(puzzle: Puzzle, first: Sequence[int], rng: random.Random) -> Puzzle | None:
    """``puzzle`` (which holds its solution as givens) with clues taken away while it stays unique, ``first``'s cells first."""
    try:
        base = puzzle.with_givens([0] * puzzle.ncells)
        order = list(range(puzzle.ncells))
        rng.shuffle(order)
        head = set(first)
        givens = thin(base, list(puzzle.givens), [c for c in order if c in head] + [c for c in order if c not in head])
        return base.with_givens(givens).with_solution(tuple(puzzle.givens))
    except (GaveUp, ValueError):
        return None


def thin(base: Puzzle, givens: list[int], order: Sequence[int]) -> list[int]:
    """``givens`` with each clue in ``order`` taken away if the puzzle (over ``base``) stays unique without it.

    Raises :class:`GaveUp` if a count outruns its budget."""
    for cell in order:
        if not givens[cell]:
            continue
        keep, givens[cell] = givens[cell], 0
        if count_solutions(base.with_givens(givens), 2, budget=Budget())[0] != 1:
            givens[cell] = keep
    return givens


def open_cells(cands: Sequence[int], house: Sequence[int]) -> list[int]:
    return [c for c in house if cands[c] & (cands[c] - 1)]


def subset_strikes(puzzle: Puzzle, cands: list[int], solution: Sequence[int],
                   wide: int = WIDE, groups: int = GROUPS) -> Iterator[list[int]]:
    """Candidates with a naked or hidden subset of a house of ``wide`` open cells or more made plain (only wrong ones struck)."""
    for house in puzzle.houses:
        loose = open_cells(cands, house)
        if len(loose) < wide:
            continue
        for k in (2, 3, 4):
            for group in itertools.islice(itertools.combinations(loose, k), groups):
                digits = 0
                for c in group:
                    digits |= bit(solution[c])
                naked, hidden = list(cands), list(cands)
                for c in group:
                    naked[c] &= digits
                for c in loose:
                    if c not in group:
                        hidden[c] &= ~digits
                yield naked
                yield hidden


def fish_strikes(puzzle: Puzzle, cands: list[int], solution: Sequence[int],
                 choices: int = FISH_ROWS) -> Iterator[list[int]]:
    """Candidates with a fish of two to six rows made plain: the digit struck from the rows outside its answers' columns.

    Up to ``choices`` choices of rows per digit and size, among rows holding the digit open (half of them at most)."""
    w, h = puzzle.width, puzzle.height
    if not all(tuple(range(r * w, r * w + w)) in set(puzzle.houses) for r in range(h)):
        return
    for d in range(1, max(puzzle.max_digit) + 1):
        rows = [r for r in range(h) if not any(cands[r * w + x] == bit(d) for x in range(w))]
        for k in range(2, min(6, len(rows) // 2) + 1):
            for picked in itertools.islice(itertools.combinations(rows, k), choices):
                cols = {next(x for x in range(w) if solution[r * w + x] == d) for r in picked}
                fish = list(cands)
                for r in picked:
                    for x in range(w):
                        if x not in cols:
                            fish[r * w + x] &= ~bit(d)
                yield fish


def scale(puzzle: Puzzle) -> int:
    """How many times a 6x6 board's cells ``puzzle`` has: a bigger board's positions and subsets are thinned by it,
    so that its many houses cost about what a small board's few do."""
    return max(1, puzzle.ncells // 36)


def positions(puzzle: Puzzle) -> list[list[int]]:
    """The candidates at the start of ``puzzle``'s solve and before its first :data:`STEPS` steps (every ``scale``-th)."""
    try:
        steps = [cands for _, cands in itertools.islice(harvest(puzzle, Budget()), 0, STEPS, scale(puzzle))]
    except GaveUp:
        steps = []
    return [list(puzzle.initial_candidates)] + steps


def widest_open(puzzle: Puzzle) -> int:
    cands = puzzle.initial_candidates
    return max(len(open_cells(cands, h)) for h in puzzle.houses)


Offer = Callable[[Puzzle, list[int]], bool]
"""Try a struck position on the techniques still wanted; False once none is (stop)."""


def search(puzzles: Iterator[Puzzle | None], offer: Offer) -> None:
    """Struck subsets and fish on each of ``puzzles`` wide enough, until ``offer`` says stop."""
    for puzzle in puzzles:
        if puzzle is None or puzzle.solution is None or widest_open(puzzle) < WIDE:
            continue
        solution = puzzle.solution
        for cands in positions(puzzle):
            for trial in itertools.chain(fish_strikes(puzzle, cands, solution),
                                         subset_strikes(puzzle, cands, solution, WIDE, GROUPS // scale(puzzle))):
                if trial == cands or any(not trial[c] & bit(solution[c]) for c in range(puzzle.ncells)):
                    continue
                if not offer(puzzle, trial):
                    return
