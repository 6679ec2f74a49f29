"""The one difficulty word a puzzle is shown with: its band at the board's shape, the kind's rating word elsewhere."""

from __future__ import annotations

import pytest

from game.engine.backend import Params, backend
from game.engine.bands import DIFFICULTIES
from game.engine.difficulty import band_word, puzzle_params, word_for
from game.engine.draft import Draft
from game.engine.formats import parse_line
from game.engine.kinds.sudoku.rating import RATINGS
from game.engine.puzzle import Puzzle

HARD_4X4 = "sudoku 4x4 2.3.3..........1 0011001122332233"
"""A fresh "Hard" 4x4 (``generate sudoku --size 4x4 --box 2x2 --difficulty hard --seed x``): depth score 17."""


def blank(kind: str, params: Params) -> Puzzle:
    return Draft.blank(kind, params).to_puzzle()


@pytest.mark.parametrize("kind, params", [
    ("sudoku", Params(4, 4, box=(2, 2))), ("sudoku", Params(9, 9, box=(3, 3))),
    ("sudoku", Params(9, 9, variant="jigsaw")), ("sudoku", Params(16, 16, box=(4, 4))),
    ("suguru", Params(6, 6)), ("ripple", Params(8, 8)),
])
def test_every_band_edge_reads_as_the_band_new_puzzle_names(kind: str, params: Params) -> None:
    b = backend(kind)
    board = blank(kind, params) if params.variant == "" else None
    for name in DIFFICULTIES:
        lo, hi = b.band(params, name)
        for score in (s for s in (lo, hi) if s is not None):
            assert band_word(kind, params, score) == name
            if board is not None:
                assert puzzle_params(board) == params and word_for(board, score) == name


def test_a_fresh_hard_4x4_reads_hard_not_the_ladders_easy() -> None:
    p = parse_line(HARD_4X4)
    lo, hi = backend("sudoku").band(Params(4, 4, box=(2, 2)), "Hard")
    assert lo is not None and hi is not None and lo <= 17 <= hi
    assert word_for(p, 17) == "Hard"


def test_a_9x9_in_the_hard_band_reads_hard_where_the_seeds_words_would_say_easy() -> None:
    p = blank("sudoku", Params(9, 9, box=(3, 3)))
    lo, _hi = backend("sudoku").band(Params(9, 9, box=(3, 3)), "Hard")
    assert lo is not None and lo <= 40                       # 40 is the seed's top Easy score
    assert word_for(p, lo) == "Hard"


def test_a_board_without_bands_keeps_the_kinds_rating_words() -> None:
    p = blank("sudoku", Params(10, 10, box=(5, 2)))          # a shape New puzzle never makes
    assert band_word("sudoku", puzzle_params(p), 50) is None
    assert word_for(p, 0) == "Easy" and word_for(p, 10_000) == RATINGS[-1]


def test_a_puzzle_that_needed_a_guess_is_past_every_band() -> None:
    assert word_for(parse_line(HARD_4X4), 17, guess=True) == RATINGS[-1]
    suguru = blank("suguru", Params(6, 6))                   # no rating words: the band, guess or not
    assert word_for(suguru, 0, guess=True) == "Easy"
