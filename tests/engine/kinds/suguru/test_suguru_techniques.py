"""Suguru's Forbidden Neighbour (diagonals too) and its own Forbidden Pairs and Triples."""

from __future__ import annotations

from game.engine import techniques as tq
from game.engine.kinds.suguru import techniques as suguru_tq
from technique_helpers import check, position

# 2x2 Suguru: top row one region, bottom row another.
SQUARE = "suguru 2x2 .... 0011"


def test_forbidden_neighbour_suguru_fires_diagonally_too():
    pos = position(SQUARE, ["1", "2", "12", "12"])
    check(tq.forbidden_neighbour(pos), "FN", {(2, 1), (3, 1)}, {(0, 1)},
          ["r1c1 is 1", "r2c1", "r2c2", "1 goes"])


def test_forbidden_neighbour_suguru_silent():
    assert tq.forbidden_neighbour(position(SQUARE, ["1", "2", "2", "1"])) is None


# Suguru 3x2: top row region A (3 cells), bottom row region B (3 cells).
TWO_ROWS = "suguru 3x2 ...... 000111"


def test_forbidden_pair_fires():
    # 1 of A is in r1c1 or r1c2; r2c1 and r2c2 touch both, r2c3 only r1c2.
    pos = position(TWO_ROWS, ["13", "12", "23", "123", "123", "123"])
    check(suguru_tq.forbidden_pair(pos), "FP", {(3, 1), (4, 1)}, {(0, 1), (1, 1)},
          ["The 1 of the 3-cell region at r1c1", "r1c1 or r1c2", "r2c1 and r2c2", "1 goes"])


def test_forbidden_pair_groups_digits_sharing_two_cells():
    # 2 and 3 of A share r1c2, r1c3: r2c2 and r2c3 lose both (the seed's picture).
    pos = position("suguru 3x2 ...... 000111", ["1", "23", "23", "123", "123", "123"])
    check(suguru_tq.forbidden_pair(pos), "FP", {(4, 2), (4, 3), (5, 2), (5, 3)},
          {(1, 2), (2, 2), (1, 3), (2, 3)}, ["The 2 and 3", "r1c2 and r1c3 (one each)", "r2c2 loses 2 and 3", "r2c3 loses 2 and 3"])


def test_forbidden_pair_silent():
    assert suguru_tq.forbidden_pair(position(TWO_ROWS, ["123", "123", "123", "123", "123", "123"])) is None


# Suguru 4x2: region A = r1c1..r1c3, region B = the other five cells.
HOOK = "suguru 4x2 ........ 00011111"


def test_forbidden_triple_fires():
    # Every digit of A has the three cells r1c1..r1c3; only r2c2 touches all three.
    pos = position(HOOK, ["123", "123", "123", "12345", "12345", "12345", "12345", "12345"])
    check(suguru_tq.forbidden_triple(pos), "FT", {(5, 1), (5, 2), (5, 3)},
          {(c, d) for c in (0, 1, 2) for d in (1, 2, 3)},
          ["1, 2 and 3", "r1c1, r1c2 and r1c3", "r2c2 touches all three", "r2c2 loses 1, 2 and 3"])
    assert suguru_tq.forbidden_pair(pos) is None


def test_forbidden_triple_silent():
    pos = position(HOOK, ["1", "23", "23", "12345", "12345", "12345", "12345", "12345"])
    assert suguru_tq.forbidden_triple(pos) is None
