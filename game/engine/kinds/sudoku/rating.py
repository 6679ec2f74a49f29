"""Sudoku's difficulty ratings: the seed's six words, from the summed score (:func:`rating`, :func:`rate`).

The score is the logical solver's, over :data:`.ladder.SUDOKU_LADDER` (see
:mod:`.ladder` for how it adds up and what the guess means).

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

from ... import logic
from ...puzzle import Puzzle
from .ladder import SUDOKU_LADDER

RATINGS: tuple[str, ...] = ("Easy", "Moderate", "Difficult", "Stinker", "Nightmare", "Obscene")
"""The seed's ratings, easiest first."""

RATING_THRESHOLDS: tuple[int, ...] = (40, 90, 160, 260, 400)
"""Highest 9x9 score of each rating but the last: Easy is 0..40, Moderate 41..90, ..."""


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


def rating_floor(n: int, word: str) -> int:
    """The lowest score rated ``word`` on an ``n`` x ``n`` board; ValueError names the words for an unknown one."""
    if word not in RATINGS:
        raise ValueError(f"unknown rating {word!r}: choose one of {', '.join(RATINGS)}")
    i = RATINGS.index(word)
    return 0 if i == 0 else thresholds(n)[i - 1] + 1


class SudokuRating:
    """The kind's :class:`~game.engine.backend.Rating`: the six words, on thresholds that scale with the board."""

    words = RATINGS

    def word(self, score: int, size: int) -> str:
        return rating(score, size)

    def floor(self, word: str, size: int) -> int:
        return rating_floor(size, word)


def rate(puzzle: Puzzle) -> tuple[int, str, dict[str, int]]:
    """``(score, rating, counts)`` from the full ladder, guess included.

    A puzzle that needed a guess (``counts["GS"] > 0``) is rated "Obscene"
    whatever its sum: the ladder could not explain it.
    """
    r = logic.solve(puzzle, ladder=SUDOKU_LADDER)
    word = RATINGS[-1] if r.counts.get("GS") else rating(r.score, puzzle.width)
    return r.score, word, dict(r.counts)
