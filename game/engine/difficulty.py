"""A puzzle's difficulty as the player is told it: its score, and the one word for it.

**The score** is the kind's own where its rules have one (a 4x4 sudoku, which
the ladder always finishes at 0, scores the depth of its singles:
:meth:`~game.engine.rules.Rules.own_score`), else the logical solver's.  The
game's score box, the solver log, the editor's verdict and the CLI's ``rate``
and ``check`` all report this one (:func:`score_of`).

**The word** is the difficulty band (Easy .. Expert) whose score range holds
the score at the board's shape (:meth:`~game.engine.backend.KindBackend.band`):
the very word New puzzle asked for, so a fresh "Hard" puzzle reads "Hard".  A
kind's own rating words (a sudoku's Easy .. Obscene, thresholds scaled from 9x9)
are kept only where a band says nothing (:func:`word_for`): on a board whose
shape has no measured bands -- one New puzzle never makes, such as a 10x10
sudoku with 5x2 boxes -- and, as the hardest word, for a puzzle the ladder
could only finish with a guess, which is past every band (New puzzle never
makes one; a pasted puzzle may be one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .backend import Box, Params, backend
from .bands import DIFFICULTIES
from .puzzle import Puzzle

if TYPE_CHECKING:  # pragma: no cover - the solver loads on first use, not with a draft
    from .logic import LogicResult


def score_of(puzzle: Puzzle, result: LogicResult) -> int:
    """``puzzle``'s difficulty score: the kind's own if it has one, else the solver's ``result``'s."""
    own = puzzle.rules.own_score(puzzle)
    return own if own is not None else result.score


def board_params(kind: str, width: int, height: int, box: Box | None) -> Params:
    """The params whose score bands rate a board: the kind's own size of this shape if it offers one, else
    this size with the variant of its sizes with the same box (a drawn jigsaw rates as the kind's jigsaws)."""
    sizes = backend(kind).sizes
    for q in sizes:
        if (q.width, q.height, q.box) == (width, height, box):
            return q
    shaped = [q for q in sizes if q.box == box]
    return Params(width, height, box, shaped[0].variant if shaped else "")


def puzzle_params(puzzle: Puzzle) -> Params:
    """:func:`board_params` of a puzzle, its box shape read from its regions."""
    box = backend(puzzle.kind).box_shape(puzzle.width, puzzle.height, puzzle.regions)
    return board_params(puzzle.kind, puzzle.width, puzzle.height, box)


def band_word(kind: str, params: Params, score: int) -> str | None:
    """The difficulty (Easy .. Expert) whose score range holds ``score`` at ``params``; None where the
    kind has no measured bands of that shape."""
    b = backend(kind)
    bands = [(name, b.band(params, name)) for name in DIFFICULTIES]
    if all(band == (None, None) for _, band in bands):
        return None
    for name, (lo, hi) in bands:
        if (lo is None or score >= lo) and (hi is None or score <= hi):
            return name
    return None


def guessed(result: LogicResult) -> bool:
    """Did the solver's run need its ladder's guess?"""
    return any(t.guess and result.counts.get(t.abbr) for t in result.ladder)


def word_for(puzzle: Puzzle, score: int, guess: bool = False) -> str:
    """The one word the player is shown for ``puzzle`` at ``score`` (``guess``: the ladder needed its
    guess): the kind's hardest rating word for a guess, else its band, else its rating word, else ""."""
    rating = backend(puzzle.kind).rating
    if guess and rating is not None:
        return rating.words[-1]
    word = band_word(puzzle.kind, puzzle_params(puzzle), score)
    if word is not None:
        return word
    return rating.word(score, puzzle.width) if rating is not None else ""
