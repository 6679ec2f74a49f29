"""Moves survive their text form, and a malformed text is a MoveFormatError."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import (ApplyDeduction, ApplySolution, ClearAnswer, DeleteCandidate, Move, MoveFormatError,
                         RestoreCandidate, Restart, SetAnswer)

cells = st.integers(0, 5000)
digits = st.integers(1, 35)
abbrs = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=6)

moves = st.one_of(
    st.builds(DeleteCandidate, cells, digits),
    st.builds(RestoreCandidate, cells, digits),
    st.builds(SetAnswer, cells, digits),
    st.builds(ClearAnswer, cells),
    st.builds(ApplyDeduction, abbrs, st.lists(st.tuples(cells, digits), max_size=8).map(tuple)),
    st.just(ApplySolution()),
    st.just(Restart()),
)


@given(moves)
@settings(deadline=None)  # a busy 2-core machine must not fail a test on time
def test_text_round_trip(move):
    text = move.text()
    assert Move.parse(text) == move
    assert str(move) == text
    assert Move.parse(f"  {text}  ") == move  # surrounding blanks do not matter


@pytest.mark.parametrize("move,text", [
    (DeleteCandidate(14, 3), "del 14 3"),
    (RestoreCandidate(14, 3), "res 14 3"),
    (SetAnswer(14, 3), "set 14 3"),
    (ClearAnswer(14), "clr 14"),
    (ApplyDeduction("HS", ((14, 2), (15, 2))), "ded HS 14:2,15:2"),
    (ApplyDeduction("ER", ()), "ded ER"),
    (ApplySolution(), "sol"),
    (Restart(), "restart"),
])
def test_documented_texts(move, text):
    assert move.text() == text
    assert Move.parse(text) == move


@pytest.mark.parametrize("text,words", [
    ("", ["empty"]),
    ("   ", ["empty"]),
    ("jump 1 2", ["unknown move 'jump'"]),
    ("del", ["malformed", "'del'"]),
    ("del 1", ["malformed"]),
    ("del 1 2 3", ["malformed"]),
    ("del x 2", ["malformed"]),
    ("del -1 2", ["malformed"]),
    ("set 1 0", ["malformed"]),
    ("res 1 1.5", ["malformed"]),
    ("clr", ["malformed"]),
    ("clr -3", ["malformed"]),
    ("clr 1 2", ["malformed"]),
    ("ded", ["malformed"]),
    ("ded HS 1:2 3:4", ["malformed"]),
    ("ded H-S 1:2", ["malformed"]),
    ("ded HS 1", ["malformed"]),
    ("ded HS 1:2:3", ["malformed"]),
    ("ded HS 1:0", ["malformed"]),
    ("ded HS -1:2", ["malformed"]),
    ("ded HS 1:2,", ["malformed"]),
    ("sol now", ["malformed"]),
    ("restart 1", ["malformed"]),
])
def test_malformed_moves(text, words):
    with pytest.raises(MoveFormatError) as info:
        Move.parse(text)
    for word in words:
        assert word in str(info.value)


@given(st.text())
@settings(deadline=None)
def test_fuzz_parse_refuses_cleanly(text):
    try:
        move = Move.parse(text)
    except MoveFormatError:
        return
    assert isinstance(move, Move)
    assert Move.parse(move.text()) == move


def test_moves_are_frozen_values():
    m = DeleteCandidate(1, 2)
    assert m == DeleteCandidate(1, 2) and hash(m) == hash(DeleteCandidate(1, 2))
    assert m != RestoreCandidate(1, 2)  # same fields, different move
    with pytest.raises(AttributeError):
        m.cell = 3  # type: ignore[misc]


# -- paint (the colouring aid) ------------------------------------------------------------

@given(st.integers(0, 5000), st.integers(0, 8))
@settings(deadline=None)
def test_paint_round_trip(cell, colour):
    from game.engine.moves import Paint

    m = Paint(cell, colour)
    assert m.text() == f"paint {cell} {colour}"
    assert Move.parse(m.text()) == m


@pytest.mark.parametrize("text", ["paint", "paint 3", "paint 3 9", "paint -1 2", "paint 3 -1", "paint 3 2 1",
                                  "paint x 2"])
def test_malformed_paint(text):
    with pytest.raises(MoveFormatError):
        Move.parse(text)
