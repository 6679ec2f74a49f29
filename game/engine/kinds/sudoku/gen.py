"""The sudoku generator: a full grid, clues added until logic finishes, clues taken away again.

This is the seed's (Sudoku Savant's) three-phase generator, with Nanba's
logical solver as the judge:

1. **A full grid.**  :func:`game.engine.exact.random_fill` on an empty board
   (its random digit order and tie-breaking play the part of the seed's
   random first row and "random unforbidden number when stuck"), run by
   :mod:`.fill`, the same search and the same draws in one tight loop.  Jigsaw
   boards first need regions: :func:`.jigsaw.jigsaw_regions` starts from a
   layout of N connected pieces of N cells (the boxes, or the rows when N is
   prime) and scrambles it by random *swaps*: a cell moves to a neighbouring
   piece and a cell of that piece moves back, and the swap stands only if both
   pieces stay connected.  Sizes never change, so every result is a legal
   jigsaw; whether it admits a solution is asked of the filler (with a node
   cap), and a layout that will not fill is thrown away.  A fresh jigsaw's cap
   is small (:data:`FRESH_JIGSAW_FILL_CAP`); the built-in sets keep the larger
   one their files were made with (:mod:`game.engine.pinned`).
2. **Clues added until logic finishes.**  Start with no clues; run the
   logical solver (no guessing); while it is stuck, copy the solution's digit
   into a random cell the solver left open -- the seed's "crib the number
   from the solution board whenever forced to guess".  Each clue lands where
   logic needed help, so this phase ends with few clues.  The solver goes on
   from where it stopped (:class:`~game.engine.logic.Resumable`), and on 9x9
   boards (boxes or jigsaw) its finders skip what cannot have changed since it
   last got stuck (:mod:`.closure`).
3. **Clues removed while logic still finishes**, each clue tried once in a
   random order, optionally under a score cap (the cap is the steering wheel
   for easier puzzles; none gives the hardest this order reaches).  One
   :class:`~game.engine.trials.Remover` judges the cap check after phase 2,
   every trial and the finished puzzle's score, each as a fresh solve would,
   sharing what its runs went through.

Solving by sound deductions proves uniqueness, so neither phase needs the
exact solver; it checks the result once anyway (belt and braces).  A puzzle
the naked single alone finishes scores 0 and is rejected: bookkeeping is not
a puzzle.

**The two ends.**  Every 4x4 falls to naked singles, so a 4x4 is kept minimal
and scored by how deep its singles run instead (:mod:`.small`), and one
whose cells are all ready at once is the one rejected.  Past 16x16 (25x25)
clue removal runs within work budgets rather than to minimality
(:mod:`.big`), and ``tick`` keeps a progress bar and Cancel alive through
the one long attempt.

**Minimum rating.**  Like the seed, generation loops until the puzzle is at
least as hard as asked.  Small boards rarely get hard (the seed disables the
option below 9x9), so a ``time_limit`` ends the loop with
:class:`RatingTimeoutError`, whose message says what was reached instead.
A ``progress(attempts, seconds)`` callback is called after every attempt so
a UI or CLI can show that work goes on.

**Reproducible.**  Everything random comes from one ``random.Random`` seeded
by :func:`game.engine.generator.derive_seed`, so the same request gives the
same puzzle on every machine (a time limit only decides *whether* it is found
in time, never *which*).
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable

from ... import budget as _budget
from ... import exact, logic, pinned
from ...backend import Generated, Params, ProgressFn
from ...deduction import Technique
from ...budget import DEFAULT_WORK, Budget
from ...errors import GaveUp, SizeError
from ...generator import GenerationError, check_band, derive_seed
from ...puzzle import Puzzle, bit
from ...state import Position
from ...trials import Remover
from .big import BIG_N, remove_clues_bounded, solve_budget
from .boxes import box_labels, box_regions, default_box
from .closure import Clues
from .fill import random_fill
from .jigsaw import jigsaw_regions
from .ladder import GENERATOR_LADDER
from .rating import RATINGS, rating_floor, rating_index
from .rules import JIGSAW
from .small import SINGLES_ONLY_N, depth_score
from .swaps import SwapSecond

__all__ = ["GEN_MAX_N", "RatingTimeoutError", "SudokuRequest", "attempt", "generate_sudoku",
           "jigsaw_regions", "sudoku_base"]

GEN_MAX_N = 25
"""The largest board the generator makes; past 16x16 clue removal is bounded (:mod:`.big`)."""

CHECK_WORK = 10 * DEFAULT_WORK
"""The final uniqueness search's budget: a 16x16 one now and then needs more than an analysis gets."""

Progress = Callable[[int, float], None]


class RatingTimeoutError(GenerationError):
    """The time limit ran out before a puzzle of the minimum rating was found."""


class SudokuRequest:
    """What to make: size, box shape (None for jigsaw)."""

    __slots__ = ("n", "box", "jigsaw")

    def __init__(self, n: int, box: tuple[int, int] | None = None, jigsaw: bool = False):
        if not 4 <= n <= GEN_MAX_N:
            raise SizeError(f"the sudoku generator makes 4x4 to {GEN_MAX_N}x{GEN_MAX_N} boards, not {n}x{n}")
        if jigsaw and box is not None:
            raise SizeError("a jigsaw sudoku has no boxes: give a box shape or the jigsaw variant, not both")
        if not jigsaw:
            box = box or default_box(n)
            box_regions(n, *box)  # raises SizeError when the boxes do not tile the board
        self.n, self.box, self.jigsaw = n, box, jigsaw

    def label(self) -> str:
        if self.box is None:  # a jigsaw (every other request has boxes)
            return f"{self.n}x{self.n} jigsaw sudoku"
        return f"{self.n}x{self.n} sudoku with {self.box[0]}x{self.box[1]} boxes"


# -- regions ------------------------------------------------------------------------------


def sudoku_base(req: SudokuRequest, rng: random.Random) -> Puzzle:
    """The clue-less puzzle of a request (a fresh random layout for a jigsaw)."""
    n = req.n
    regions = jigsaw_regions(n, rng) if req.box is None else box_labels(n, *req.box)
    return Puzzle("sudoku", n, n, (0,) * (n * n), regions)


# -- one attempt ------------------------------------------------------------------------------


PINNED_FILL_CAP = 50
"""Branch points per cell a layout may take to fill when making the built-in sets."""

FRESH_JIGSAW_FILL_CAP = 200
"""Branch points a fresh jigsaw layout may take to fill before it is thrown away.

One layout in four never fills, and the search proves nothing before its cap:
with the built-in sets' cap (50 per cell, 4,050 on a 9x9) those searches were a
third of the time of making a jigsaw.  Most layouts that fill do so within a
hundred or two, so a fresh puzzle throws a slow layout away and scrambles a new
one.  The built-in sets keep their cap: its draws made the committed files."""


def fill_cap(req: SudokuRequest) -> int:
    """The filler's node cap for one attempt: small for a fresh jigsaw, else the built-in sets' cap."""
    if req.jigsaw and not pinned.active():
        return FRESH_JIGSAW_FILL_CAP
    return PINNED_FILL_CAP * req.n * req.n


def _cands(base: Puzzle, givens: list[int]) -> list[int]:
    return [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)]


def add_clues(base: Puzzle, solution: tuple[int, ...], rng: random.Random,
              ladder: tuple[Technique, ...] = GENERATOR_LADDER, skip: bool | None = None) -> list[int]:
    """Phase 2: copy solution digits into cells logic left open until logic finishes.

    Each clue goes on from where logic stopped instead of solving again from the givens
    (:class:`~game.engine.logic.Resumable`): the same open cells as :func:`add_clues_plain`,
    because the ladder's end does not depend on the order of its deductions.  With ``skip`` (by
    default on 9x9 boards, boxes or jigsaw: elsewhere the stuck proofs cost less than working it
    out) the ladder's finders skip what cannot be new since it last got stuck (:mod:`.closure`)."""
    givens = [0] * base.ncells
    if skip is None:
        skip = base.width == 9
    clues = Clues(ladder) if skip else None
    solver = logic.Resumable(base, ladder if clues is None else clues.ladder)
    while not solver.run():
        if clues is not None:
            clues.stuck(base, solver.cands)
        open_cells = [c for c, m in enumerate(solver.cands) if m & (m - 1)]
        cell = open_cells[rng.randrange(len(open_cells))]
        givens[cell] = solution[cell]
        solver.give(cell, solution[cell])
    return givens


def add_clues_plain(base: Puzzle, solution: tuple[int, ...], rng: random.Random) -> list[int]:
    """:func:`add_clues` solving from the givens after every clue: the reference it must match."""
    givens = [0] * base.ncells
    while True:
        r = logic.solve(Position(base, _cands(base, givens)), ladder=GENERATOR_LADDER)
        if r.solved:
            return givens
        open_cells = [c for c, m in enumerate(r.cands) if m & (m - 1)]
        cell = open_cells[rng.randrange(len(open_cells))]
        givens[cell] = solution[cell]


def remove_clues(base: Puzzle, givens: list[int], rng: random.Random, max_score: int | None,
                 judge: Remover | None = None) -> list[int]:
    """Phase 3: try each clue once, in a random order; it goes if logic still finishes within the cap.

    ``judge``: the :class:`~game.engine.trials.Remover` to ask (made for this grid, ladder and cap), if
    the caller made one already."""
    givens = list(givens)
    order = [c for c in range(base.ncells) if givens[c]]
    rng.shuffle(order)
    # The givens handed in solve within the cap (attempt makes sure), and only removals that
    # solve are kept: the premise under which the Remover answers as logic.solve would.
    if judge is None:
        judge = Remover(base, ladder=GENERATOR_LADDER, max_score=max_score)
    judge.sweep([(cell, givens[cell]) for cell in order])  # each trial's pass from two running ends
    for cell in order:
        keep = givens[cell]
        givens[cell] = 0
        if not judge.keeps(Position(base, _cands(base, givens)), cell, keep):
            givens[cell] = keep
            judge.kept(cell, keep)
    return givens


def attempt(req: SudokuRequest, rng: random.Random, max_score: int | None = None,
            tick: Callable[[], None] | None = None) -> Generated | None:
    """One run of the three phases; None when the layout would not fill or the result is rejected.

    ``tick()`` is called now and then during a big board's long clue removal (a progress bar, a Cancel)."""
    base = sudoku_base(req, rng)
    solution = random_fill(base, rng, fill_cap(req))  # exact.random_fill's grid and draws (.fill)
    if solution is None:
        return None
    small = req.n <= SINGLES_ONLY_N  # scored by the depth of its singles, not the ladder (.small)
    cap = None if small else max_score
    bigger = solve_budget(req.n)  # big boards: one large budget for the lot; others: each run its own default
    # Below the big boards one judge answers the cap check, the trials and the final solve: what
    # one run learns (where it went on its way to solved) serves the others (game.engine.trials).
    judge = Remover(base, ladder=GENERATOR_LADDER, max_score=cap, tally=True) if bigger is None else None
    if judge is not None:
        judge.second = SwapSecond(base, solution).found  # most second solutions, without a search (.swaps)
    with _budget.active(bigger) if bigger is not None else contextlib.nullcontext():
        givens = add_clues(base, solution, rng)
        if cap is not None:
            # Phase 2 may overshoot the cap (it knows nothing of it): then start from all clues.
            given = Position(base, _cands(base, givens))
            if not (judge.solves(given) if judge is not None else
                    logic.solve(given, ladder=GENERATOR_LADDER, max_score=cap).solved):
                givens = list(solution)
    if req.n >= BIG_N:
        if tick is not None:
            tick()                # a big board's clue-adding phase took a second or so
        givens = remove_clues_bounded(base, givens, rng, cap, tick)
    else:
        givens = remove_clues(base, givens, rng, cap, judge)
    puzzle = base.with_givens(givens).with_solution(solution)
    r = judge.solved(puzzle) if judge is not None else logic.solve(puzzle, ladder=GENERATOR_LADDER, budget=bigger)
    score = (depth_score(puzzle) or 0) if small else r.score
    if not r.solved or score == 0:
        return None
    if max_score is not None and score > max_score:
        return None
    try:  # a 16x16 search can outrun an analysis's budget: generation runs in a cancellable worker
        if exact.count_solutions(puzzle, 2, budget=Budget(CHECK_WORK))[0] != 1:
            return None  # cannot happen with sound techniques; the last line of defence
    except GaveUp:
        return None  # unproven by search (logic did prove it): not offered all the same
    return Generated(puzzle, score, r.counts)


# -- public API ---------------------------------------------------------------------------------


def generate_sudoku(n: int = 9, *, seed: object, box: tuple[int, int] | None = None, jigsaw: bool = False,
                    min_rating: str | None = None, min_score: int | None = None, max_score: int | None = None,
                    time_limit: float | None = None, max_tries: int | None = None,
                    progress: Progress | None = None) -> Generated:
    """A new sudoku (with ``.solution``), unique and solvable by the ladder without guessing.

    ``box`` is (width, height) of a box (default: as square as N allows, wider
    than high); ``jigsaw`` makes random regions instead.  The loop runs until
    the score is at least ``min_score`` and the rating at least ``min_rating``
    (and at most ``max_score``).  It stops with :class:`RatingTimeoutError`
    after ``time_limit`` seconds, or :class:`GenerationError` after
    ``max_tries`` attempts; with neither it may run for ever on a request small
    boards cannot meet.  ``progress(attempts, seconds)`` follows every attempt.
    """
    req = SudokuRequest(n, box, jigsaw)
    floor = max(min_score or 0, rating_floor(n, min_rating) if min_rating is not None else 0)
    if max_score is not None and floor > max_score:
        raise ValueError(f"the minimum score {floor} is above the maximum {max_score}")
    rng = random.Random(derive_seed("nanba-sudoku", req.label(), seed))
    t0 = time.monotonic()
    tries = 0
    best: Generated | None = None
    while max_tries is None or tries < max_tries:
        tries += 1
        got = attempt(req, rng, max_score, None if progress is None else _ticker(progress, tries, t0))
        if got is not None:
            if got.score >= floor:
                return Generated(got.puzzle, got.score, got.counts, tries)
            if best is None or got.score > best.score:
                best = got
        elapsed = time.monotonic() - t0
        if progress is not None:
            progress(tries, elapsed)
        if time_limit is not None and elapsed > time_limit:
            raise RatingTimeoutError(_timeout_message(req, floor, min_rating, tries, elapsed, best))
    raise GenerationError(f"no {req.label()} with a score in [{floor}, {max_score if max_score is not None else 'any'}] "
                          f"found in {max_tries} attempts (seed {seed!r})")


def _ticker(progress: Progress, tries: int, t0: float) -> Callable[[], None]:
    return lambda: progress(tries - 1, time.monotonic() - t0)


def _timeout_message(req: SudokuRequest, floor: int, min_rating: str | None, tries: int, elapsed: float,
                     best: Generated | None) -> str:
    want = f"rated {min_rating} or harder" if min_rating else f"with a score of {floor} or more"
    reached = "none needed more than naked singles" if best is None else (
        f"the hardest scored {best.score} ({RATINGS[rating_index(best.score, req.n)]})")
    small = " Small boards rarely reach high ratings: choose a lower minimum rating." if req.n < 9 else ""
    return (f"no {req.label()} {want} found in {elapsed:.0f} s ({tries} attempts; {reached}).{small}")


class SudokuGenerator:
    """A full grid, clues added until logic finishes, clues taken away (:mod:`.gen`)."""

    def request(self, params: Params) -> SudokuRequest:
        if params.width != params.height:
            raise ValueError(f"a sudoku is square, not {params.size}")
        if params.variant not in ("", JIGSAW):
            raise ValueError(f"sudoku comes plain or {JIGSAW}, not {params.variant!r}")
        return SudokuRequest(params.width, params.box, params.variant == JIGSAW)

    def random_regions(self, width: int, height: int, rng: random.Random) -> tuple[int, ...]:
        """Random jigsaw regions for the editor's Fill regions (N pieces of N cells, scrambled boxes)."""
        if width != height or width < 2:
            raise ValueError(f"jigsaw regions need a square board of 2x2 or more, not {width}x{height}")
        return jigsaw_regions(width, rng)

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        self.request(params)
        check_band(min_score, max_score)

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        req = self.request(params)
        check_band(min_score, max_score)
        return generate_sudoku(req.n, seed=seed, box=req.box if not req.jigsaw else None, jigsaw=req.jigsaw,
                               min_score=min_score, max_score=max_score, max_tries=500, progress=progress)
