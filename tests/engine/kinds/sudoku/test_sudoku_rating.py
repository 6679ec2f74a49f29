"""Sudoku's ratings: thresholds that scale with the board, the backend's Rating, and rating a puzzle."""

from __future__ import annotations

import pytest
from sudoku_helpers import corpus_rows

from game.engine import logic
from game.engine.backend import backend
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER, SUDOKU_LADDER
from game.engine.kinds.sudoku.rating import RATING_THRESHOLDS, RATINGS, rate, rating, thresholds
from game.engine.puzzle import Puzzle


def test_ratings_scale_with_the_board() -> None:
    assert RATINGS == ("Easy", "Moderate", "Difficult", "Stinker", "Nightmare", "Obscene")
    t9 = thresholds(9)
    assert rating(0, 9) == "Easy" and rating(t9[0], 9) == "Easy" and rating(t9[0] + 1, 9) == "Moderate"
    assert rating(10 ** 6, 9) == "Obscene"
    assert thresholds(18) == tuple(4 * t for t in t9)
    assert rating(t9[1], 16) == "Easy"  # a 9x9 Moderate sum is Easy on 16x16


def test_the_backend_rating_gives_each_word_its_lowest_score_and_names_the_words_for_an_unknown_one() -> None:
    r = backend("sudoku").rating
    assert r is not None and r.words == RATINGS
    for n in (4, 6, 9, 16):
        assert r.floor("Easy", n) == 0
        for lower, word in zip(RATINGS, RATINGS[1:]):
            lo = r.floor(word, n)
            assert r.word(lo, n) == word and r.word(lo - 1, n) == lower
    assert r.floor("Moderate", 9) == RATING_THRESHOLDS[0] + 1
    with pytest.raises(ValueError, match="unknown rating 'Hard': choose one of Easy, Moderate"):
        r.floor("Hard", 9)


def test_rate_returns_score_word_and_counts_and_marks_guessed_puzzles() -> None:
    rows = corpus_rows()
    line, sol = rows[0]
    score, word, counts = rate(Puzzle.from_line(line))
    assert word == rating(score, 9) and set(counts) == {t.abbr for t in SUDOKU_LADDER}
    guessed = next(Puzzle.from_line(ln) for ln, _ in rows
                   if not logic.solve(Puzzle.from_line(ln), ladder=NO_GUESS_LADDER).solved)
    score, word, counts = rate(guessed)
    assert counts["GS"] > 0 and word == "Obscene"
