"""The lesson builder's big-region stage: boards with a region of seven open cells, for hidden triples.

A hidden triple in a region of ``k`` open cells leaves the other ``k - 3`` cells holding the other
``k - 3`` digits: a naked subset that strikes the very same candidates.  With ``k <= 6`` that is a
naked single, pair or triple, each cheaper on the Suguru and Ripple ladders and found first; only
with seven open cells or more (a naked quad, which neither ladder has) is the hidden triple next.

Joining two regions and taking their clues away first never leaves seven open: with every other
cell given, the open cells of a region must still take their digits one way only, and a region's
digits above the largest of the regions in reach of it can trade places freely (a joined region of
eight among regions of five keeps six open at most).  So this stage grows boards where many
regions are big (six to nine cells) and their big digits pin each other, fills each, and looks in
each region for the largest set of cells that can all be open at once with every other cell
given: the open cells' solutions are then the ways to give them distinct digits of their own that
no given cell in conflict holds, counted exactly (:func:`matchings`).  Those cells are opened
first, the other clues taken away while the puzzle stays unique, and the positions along its solve
where the region is still that open are tried with struck candidates (:func:`.lessonwide.subset_strikes`).
Every choice is seeded and every loop bounded by counts.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence

from .engine.backend import backend
from .engine.budget import Budget
from .engine.digits import bit
from .engine.errors import GaveUp
from .engine.exact import count_solutions, random_fill
from .engine.generator import RegionGenerator
from .engine.lessons import harvest
from .engine.partition import grow_partition
from .engine.puzzle import Puzzle
from .lessonpick import Picker, Say, close_below, striker, walk
from .lessonwide import Offer, open_cells, subset_strikes, thin

OPEN = 7
"""Open cells a region needs for a hidden triple to come before its complement."""
BIG_SIZES = 4
"""Region sizes beyond the kind's own the grower may draw (six to nine cells), each as often as its commonest."""
BOARDS = (8,)
"""Board sides tried (an 8x8 Suguru holds a region of seven open cells about once in 250 fills)."""
TRIES = 8000
"""Partitions grown and filled per board side."""
FILL_NODES = 3000
"""Node cap of one random fill."""
ORDERS = 3
"""Orders of taking clues away tried per fill, for a puzzle the cheaper techniques do not finish."""
STEPS = 40
"""Positions along each puzzle's solve tried (while a region keeps :data:`OPEN` open cells)."""
GROUPS = 60
"""Subsets of one size tried per region and position."""
TRIALS = 250
"""Struck positions tried per puzzle (the hidden triples found were all among a region's first, at the
start of its solve: a puzzle that has none there rarely has one later)."""


def matchings(cells: Sequence[int], allowed: dict[int, list[int]], limit: int = 2) -> int:
    """How many ways (up to ``limit``) ``cells`` can hold distinct digits, each one of its ``allowed``."""
    found = 0
    used: set[int] = set()

    def place(i: int) -> None:
        nonlocal found
        if i == len(cells):
            found += 1
            return
        for d in allowed[cells[i]]:
            if d not in used and found < limit:
                used.add(d)
                place(i + 1)
                used.discard(d)

    place(0)
    return found


def choices(base: Puzzle, solution: Sequence[int], group: Sequence[int]) -> dict[int, list[int]]:
    """The digits of ``group`` (open, the rest of the board given) each of its cells can hold: those no given cell
    in conflict with it holds."""
    digits = [solution[c] for c in group]
    return {c: [d for d in digits if not any(solution[o] == d for o in base.conflicts[c][d] if o not in group)]
            for c in group}


def widest_open(base: Puzzle, solution: Sequence[int]) -> list[int]:
    """The largest set (at least :data:`OPEN` cells) of one region's cells that can be open with every other cell given."""
    best: list[int] = []
    for cells in base.region_cells:
        for k in range(len(cells), max(OPEN, len(best) + 1) - 1, -1):
            for group in itertools.combinations(cells, k):
                if matchings(group, choices(base, solution, group)) == 1:
                    best = list(group)
                    break
            if len(best) == k:
                break
    return best


def big_region_puzzles(kind: str, width: int, rng: random.Random, tries: int,
                       hard: Callable[[Puzzle], bool]) -> Iterator[Puzzle]:
    """Unique puzzles of ``kind`` on ``width`` x ``width`` boards with a region of :data:`OPEN` open cells or more.

    Each fill's other clues are taken away in up to :data:`ORDERS` orders, until one makes a puzzle ``hard`` calls hard."""
    gen = backend(kind).generator
    if not isinstance(gen, RegionGenerator):
        return
    weights = tuple(gen.shape.weights) + (max(gen.shape.weights),) * BIG_SIZES
    for _ in range(tries):
        regions = grow_partition(width, width, rng, weights)
        base = Puzzle(kind, width, width, (0,) * (width * width), regions)
        try:
            solution = random_fill(base, rng, FILL_NODES)
            opened = widest_open(base, solution) if solution else []
            if not solution or not opened:
                continue
            start = [0 if c in opened else v for c, v in enumerate(solution)]
            if count_solutions(base.with_givens(start), 2, budget=Budget())[0] != 1:
                continue   # never, if the matching count is right: the check costs one count per fill
            for _ in range(ORDERS):
                order = [c for c in range(base.ncells) if start[c]]
                rng.shuffle(order)
                near = {o for c in opened for d in range(1, base.max_digit[c] + 1) for o in base.conflicts[c][d]}
                order = [c for c in order if c in near] + [c for c in order if c not in near]
                puzzle = base.with_givens(thin(base, list(start), order)).with_solution(tuple(solution))
                if hard(puzzle):
                    yield puzzle
                    break
        except (GaveUp, ValueError):
            continue


def widest(puzzle: Puzzle, cands: Sequence[int]) -> int:
    return max(len(open_cells(cands, h)) for h in puzzle.houses)


def search(puzzles: Iterator[Puzzle], offer: Offer, walk: Callable[[Puzzle], bool]) -> None:
    """On each of ``puzzles``: ``walk`` its solve (the positions it passes, as they are), then strike
    wrong candidates so that a subset of a region with :data:`OPEN` open cells is plain, on the
    positions along the solve while a region is that open (:data:`TRIALS` at most); until ``walk``
    or ``offer`` says stop."""
    for puzzle in puzzles:
        solution = puzzle.solution
        if solution is None:
            continue
        if not walk(puzzle):
            return
        try:
            steps = [cands for _, cands in itertools.islice(harvest(puzzle, Budget()), STEPS)]
        except GaveUp:
            continue
        wide = itertools.takewhile(lambda cands: widest(puzzle, cands) >= OPEN, [list(puzzle.initial_candidates)] + steps)
        trials = (t for cands in wide for t in subset_strikes(puzzle, cands, solution, OPEN, GROUPS) if t != cands)
        for trial in itertools.islice(trials, TRIALS):
            if any(not trial[c] & bit(solution[c]) for c in range(puzzle.ncells)):
                continue
            if not offer(puzzle, trial):
                return


def stage(picker: Picker, say: Say) -> None:
    """Stage 6: boards with a region of seven open cells, walked and struck, for the techniques still short."""
    rng = random.Random(f"nanba-lessons-big:{picker.kind}")

    def walked(puzzle: Puzzle) -> bool:
        walk(picker, puzzle)
        return not picker.done()

    def hard(puzzle: Puzzle) -> bool:
        """Do the techniques cheaper than every one still short leave the puzzle unfinished?"""
        short = picker.short()
        return bool(short) and close_below(puzzle, list(puzzle.initial_candidates), short[0]) is not None

    for side in BOARDS:
        search(big_region_puzzles(picker.kind, side, rng, TRIES, hard), striker(picker, say, "big-region"), walked)
        if picker.done():
            break
