"""Sudoku: board geometry, the technique ladder and the difficulty ratings.

A sudoku in Nanba is an ordinary :class:`~game.engine.puzzle.Puzzle` of kind
``sudoku``: N x N cells whose regions are either the N boxes of an n-wide,
m-high box geometry (N = n * m) or N arbitrary polyominoes of N cells
(jigsaw).  The rules (rows, columns, regions) live in
:class:`~game.engine.rules.SudokuRules`; this module adds what is particular
to sudoku *play*:

* **Geometry** (from :mod:`game.engine.sudoku_boxes`).  :func:`box_regions` writes the regions field of an n x m
  box board, :func:`box_geometry` reads a board's box shape back (None for a
  jigsaw), and :func:`house_name` names rows, columns and regions the way
  the hint sentences do ("row 3", "column 5", "box 2", "the region at
  r1c1").  Boxes are numbered 1..N row-major, which is also the order of
  their first cells, so region index k is "box k+1".
* **The ladder**, one table of :class:`~game.engine.deduction.Technique`
  entries (:data:`SUDOKU_LADDER`, registered as ``logic.LADDERS["sudoku"]``).
  The functions are in :mod:`game.engine.sudoku_techniques`; their order and
  scores are in :mod:`game.engine.sudoku_ladder` (re-exported here) so they
  can be read at a glance.  The order follows the
  seed (Sudoku Savant): singles, crossed sequences (locked candidates),
  number subsets, fish, simple colouring, multi-colouring, XY- and XYZ-wings,
  and last a clearly labelled guess.
* **Ratings.**  The seed's six words, from the summed score
  (:func:`rating`, :func:`rate`).

**How the score adds up.**  As everywhere in Nanba, a deduction scores (cells
it changed) x (its technique's score).  In this engine a cell with one
candidate *is* answered, so the naked single proper -- "this cell has one
candidate left" -- needs no step of its own: the deduction that struck the
last-but-one candidate has already paid for it.  What remains of it is the
bookkeeping that follows every answer: strike the digit from its row, column
and region (``NS``).  That scores 0, exactly like the Exclusion Rule of the
other kinds, and the hint wand plays it automatically (``Hint.auto``); were
it scored, every puzzle would pay about twenty cells per empty cell and the
sum would measure the number of empty cells rather than the difficulty.  A
hidden single strikes the other candidates of one cell, so it costs its
score once per placement.  A puzzle that NS alone finishes scores 0; the
generator rejects those (bookkeeping is not a puzzle).

**The guess.**  ``GS`` is the last rung: when no technique applies it sets the
most constrained cell (fewest candidates, first in row-major order) to the
digit the exact solver finds there from the current position, and its
sentence says plainly that it is a guess, not a deduction.  As a hint it lets
a player who is truly stuck go on; in :func:`logic.solve` it lets every
solvable puzzle finish, and its score (100 a cell) and
``counts["GS"]`` mark the puzzle: :func:`rate` rates any puzzle that needed
a guess "Obscene" whatever its sum.  The generator and the built-in sets use
:data:`NO_GUESS_LADDER`, so every built-in puzzle finishes by logic alone.

**Ratings scale with the board.**  Bigger boards need more steps for the same
difficulty, so the thresholds are the 9x9 thresholds times N*N/81 (the seed:
"a bit of scaling to account for larger boards").  The 9x9 thresholds were
set from 150 uncapped generated 9x9 puzzles, whose deciles ran 6, 16, 24, 32,
36, 42, 64, 98, 190, 254, 596: about half rate Easy (singles only, which
score at most about 50), the rest spread out as the seed says they should be
("a large number of Easy or Moderate puzzles" before a real Stinker).  Most
newspaper puzzles of the corpus score under 50; jigsaws, whose regions rarely
line up with rows and columns, rate higher (see ``bench/sudoku.py``).
"""

from __future__ import annotations

from . import logic
from .errors import SizeError
from .formats import parse_line
from .lineformat import LABELS
from .puzzle import Puzzle
from .sudoku_boxes import MAX_N, box_geometry, box_regions, default_box
from .sudoku_ladder import NO_GUESS_LADDER, SUDOKU_LADDER
from .sudoku_techniques import sudoku_tables

__all__ = ["MAX_N", "NO_GUESS_LADDER", "RATINGS", "RATING_THRESHOLDS", "SUDOKU_LADDER", "blank",
           "box_geometry", "box_regions", "clashes", "default_box", "house_name", "rate", "rating",
           "rating_index", "thresholds"]

RATINGS: tuple[str, ...] = ("Easy", "Moderate", "Difficult", "Stinker", "Nightmare", "Obscene")
"""The seed's ratings, easiest first."""

RATING_THRESHOLDS: tuple[int, ...] = (40, 90, 160, 260, 400)
"""Highest 9x9 score of each rating but the last: Easy is 0..40, Moderate 41..90, ..."""


# -- hand entry ------------------------------------------------------------------------------


def blank(n: int, box: tuple[int, int] | None = None, regions: tuple[int, ...] | None = None) -> Puzzle:
    """An empty N x N sudoku to enter a puzzle by hand: boxes ``box`` (default
    :func:`default_box`), or the given jigsaw ``regions`` (one label per cell)."""
    if regions is None:
        text = box_regions(n, *(box or default_box(n)))
    else:
        if len(regions) != n * n:
            raise SizeError(f"a {n}x{n} sudoku needs {n * n} region labels, not {len(regions)}")
        text = "".join(LABELS[r % len(LABELS)] for r in regions)
    return parse_line(f"sudoku {n}x{n} {'.' * n * n} {text}")


def clashes(p: Puzzle, givens: tuple[int, ...] | list[int], cell: int, digit: int) -> list[int]:
    """The cells sharing a row, column or region with ``cell`` that already hold ``digit``.

    Hand entry refuses a clue that clashes (the seed: "will not permit you to
    create an obviously invalid puzzle"); the UI can flash these cells.
    """
    return [o for o in p.conflicts[cell][digit] if givens[o] == digit] if 1 <= digit <= p.width else []


def house_name(p: Puzzle, house: int) -> str:
    """Name house ``house`` of ``p.houses`` (rows, then columns, then regions)."""
    return sudoku_tables(p).hname[house]


# -- ratings ---------------------------------------------------------------------------------


def thresholds(n: int) -> tuple[int, ...]:
    """The rating thresholds for an ``n`` x ``n`` board: the 9x9 ones times N*N/81."""
    return tuple(round(t * n * n / 81) for t in RATING_THRESHOLDS)


def rating_index(score: int, n: int) -> int:
    """0 (Easy) .. 5 (Obscene) for a summed score on an ``n`` x ``n`` board."""
    for i, top in enumerate(thresholds(n)):
        if score <= top:
            return i
    return len(RATINGS) - 1


def rating(score: int, n: int) -> str:
    """The rating word for a summed score on an ``n`` x ``n`` board."""
    return RATINGS[rating_index(score, n)]


def rate(puzzle: Puzzle) -> tuple[int, str, dict[str, int]]:
    """``(score, rating, counts)`` from the full ladder, guess included.

    A puzzle that needed a guess (``counts["GS"] > 0``) is rated "Obscene"
    whatever its sum: the ladder could not explain it.
    """
    r = logic.solve(puzzle, ladder=SUDOKU_LADDER)
    word = RATINGS[-1] if r.counts.get("GS") else rating(r.score, puzzle.width)
    return r.score, word, dict(r.counts)
