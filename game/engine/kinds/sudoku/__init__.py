"""Sudoku, any N x N with boxes of any shape that tiles it, and jigsaw sudoku.

A sudoku in Nanba is an ordinary :class:`~game.engine.puzzle.Puzzle` of kind
``sudoku``: N x N cells whose regions are either the N boxes of an n-wide,
m-high box geometry (N = n * m) or N arbitrary polyominoes of N cells
(jigsaw).  This package is the kind's whole backend:

* :mod:`.rules` -- rows, columns and regions hold 1..N once;
* :mod:`.boxes` -- box geometry: a box board's regions field, a board's box
  shape read back; :mod:`.entry` -- blank boards and clashing clues for hand
  entry;
* :mod:`.tables`, :mod:`.techniques`, :mod:`.chains` -- the technique
  finders, from the naked single to the guess, and :mod:`.ladder` -- their
  order and scores (and how a score adds up);
* :mod:`.rating` -- the seed's six rating words from the summed score;
* :mod:`.gen` -- the generator, and here its :class:`SudokuGenerator` and
  the level sets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...backend import Daily, Generator, Kind, LevelRecipe, LevelSet, Params, Rating, register
from ...bands import Cuts
from ...deduction import Technique
from .boxes import box_shape, layout
from .rules import JIGSAW, SudokuRules

if TYPE_CHECKING:  # pragma: no cover
    from ...intro import Intro

NAME = "sudoku"
MADE_BY = "game/cli_gen.py, game/engine/sudoku_gen.py"
"""Where the built-in files' headers say they were made: they are pinned, so it stays."""


def _ladder() -> tuple[Technique, ...]:
    from .ladder import SUDOKU_LADDER  # loaded on first use: the first frame needs only the rules

    return SUDOKU_LADDER


def _intro() -> Intro:
    from .intro import INTRO  # loaded when the tutorial asks for it: the first frame needs only the rules

    return INTRO


def _generator() -> Generator:
    from .gen import SudokuGenerator

    return SudokuGenerator()


def _rating() -> Rating:
    from .rating import SudokuRating

    return SudokuRating()


GUIDE = ("An N x N grid holds the digits 1 to N once in every row, once in every column and once in every "
         "box (in a jigsaw sudoku the boxes are the coloured shapes).\n\nDigits above 9 are written A, B, "
         "C and on.")
"""The rules as Help tells them."""
EXAMPLE = "sudoku 4x4 1..4.4....3..2.. 0011001122332233"
"""Help's picture: small, unique, solved by the first rungs of the ladder."""

SIZES = (Params(4, 4, box=(2, 2)), Params(6, 6, box=(3, 2)), Params(6, 6, box=(2, 3)), Params(8, 8, box=(4, 2)),
         Params(9, 9, box=(3, 3)), Params(9, 9, variant=JIGSAW), Params(12, 12, box=(4, 3)),
         Params(16, 16, box=(4, 4)), Params(25, 25, box=(5, 5)))
"""What New puzzle offers: boxes from 2x2 to 5x5, and the 9x9 jigsaw.  A 4x4 always falls to naked
singles, so it is scored by how deep its singles run instead (:mod:`.small`); a 25x25's clue removal
is bounded by work rather than run to minimality (:mod:`.big`)."""
BANDS: dict[Params, Cuts] = {
    Params(4, 4, box=(2, 2)): (11, 16, 18),
    Params(6, 6, box=(3, 2)): (4, 8, 14),
    Params(6, 6, box=(2, 3)): (4, 6, 12),
    Params(8, 8, box=(4, 2)): (12, 22, 34),
    Params(9, 9, box=(3, 3)): (22, 35, 92),
    Params(9, 9, variant=JIGSAW): (224, 390, 517),
    Params(12, 12, box=(4, 3)): (102, 192, 272),
    Params(16, 16, box=(4, 4)): (462, 614, 742),
    Params(25, 25, box=(5, 5)): (1131, 1236, 1330),
}
"""Score quartiles of uncapped fresh puzzles per size (120 each; 40 at 16x16, 400 at 4x4, 16 at 25x25 where
one takes 4 s), measured by ``bench/bands.py``.  A 4x4's score is its singles' depth (:mod:`.small`)."""
for _p in SIZES:  # a size asked without boxes gets the generator's own boxes: as square as can be, wider
    if _p.box is not None and _p.box[0] >= _p.box[1] and Params(_p.width, _p.height) not in BANDS and _p in BANDS:
        BANDS[Params(_p.width, _p.height)] = BANDS[_p]

BACKEND = register(Kind(
    name=NAME,
    title="Sudoku",
    rules=SudokuRules(),
    ladder=_ladder,
    generator=_generator,
    level_sets=(
        LevelSet(NAME, "Sudoku", NAME, Params(9, 9), LevelRecipe(1000, 1200, (8, 300), 0.15, 150),
                 made_by=MADE_BY),
        LevelSet(JIGSAW, "Jigsaw", NAME, Params(9, 9, variant=JIGSAW), LevelRecipe(1000, 1200, (30, 500), 0.15, 300),
                 made_by=MADE_BY),
        # 3-wide, 2-high boxes only: a 2x3-box puzzle is the transpose of a 3x2 one, so mixing
        # adds no new logic.
        LevelSet("sudoku6", "Sudoku 6x6", NAME, Params(6, 6, box=(3, 2)), LevelRecipe(1000, 1200, (2, 120), 0.15, 40),
                 made_by=MADE_BY),
    ),
    default_params=Params(9, 9),
    rating=_rating,
    guide=GUIDE,
    summary="Every row, column and box (or coloured shape) holds each digit once.",
    example=EXAMPLE,
    sizes=SIZES,
    bands=BANDS,
    daily=Daily(Params(9, 9, box=(3, 3)), scores=(23, 35)),   # a board one core makes in well under a second; Medium
    layout=layout,
    box_shape=box_shape,
    intro=_intro,
))
