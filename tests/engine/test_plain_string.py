"""The common one-string form: a 9x9 sudoku's 81 characters, written and read back; other shapes have none."""

from __future__ import annotations

import pytest

from game.engine.errors import BadCharacterError
from game.engine.formats import parse_any, parse_line, plain_text


def test_every_boxed_9x9_of_the_corpus_round_trips(corpus):
    rows = [r for r in corpus("sudoku") if r.line.split()[1] == "9x9"]
    boxed = [r for r in rows if plain_text(parse_line(r.line)) is not None]
    assert boxed
    for r in boxed:
        p = parse_line(r.line)
        text = plain_text(p)
        assert text is not None and len(text) == 81
        assert parse_any(text) == p
        assert parse_any(text.replace(".", "0")) == p   # the zeros form reads alike


def test_jigsaws_and_other_kinds_have_no_plain_form(corpus):
    jig = next(r for r in corpus("sudoku") if r.line.split()[1] == "9x9"
               and r.line.split()[3] != "000111000000111000000111000111000111111000111111000111000111000000111000000111000")
    assert plain_text(parse_line(jig.line)) is None
    assert plain_text(parse_line(corpus("suguru")[0].line)) is None
    assert plain_text(parse_line("sudoku 4x4 .1...2.4......2. 0011001111001100")) is None


def test_a_bad_character_is_named_with_its_place():
    text = "." * 40 + "x" + "." * 40
    with pytest.raises(BadCharacterError, match=r"'x' at position 41 \(row 5, column 5\)"):
        parse_any(text)
