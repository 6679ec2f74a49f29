"""Ripple Effect's Forbidden Neighbour (a reach of d steps) and its own Forbidden Pair."""

from __future__ import annotations

from game.engine import techniques as tq
from game.engine.kinds.ripple import techniques as ripple_tq
from technique_helpers import check, position

# 4x2 Ripple: four vertical dominoes, digits 1..2.
DOMINOES = "ripple 4x2 ........ 01230123"


def test_forbidden_neighbour_ripple_reaches_d_steps():
    pos = position(DOMINOES, ["2", "12", "12", "12", "12", "12", "12", "12"])
    # r1c1 = 2 reaches r1c2, r1c3 (2 steps) and r2c1; r1c4 is 3 steps away.
    check(tq.forbidden_neighbour(pos), "FN", {(1, 2), (2, 2), (4, 2)}, {(0, 2)},
          ["r1c1 is 2", "within 2 cells", "r1c2", "r1c3", "r2c1"])


def test_forbidden_neighbour_ripple_silent_beyond_reach():
    # r1c1 = 1 reaches one step only: the 1 of r1c3 stays.
    pos = position("ripple 5x1 ..... 00000", ["1", "3", "145", "45", "2"])
    assert tq.forbidden_neighbour(pos) is None


# Ripple 6x1: region A = r1c1..r1c3, region C = r1c4..r1c6.
RIPPLE_ROW = "ripple 6x1 ...... 000111"


def test_ripple_forbidden_pair_fires():
    # r1c1, r1c3 hold 2 and 3: r1c4 is within 3 of both (loses 3), not within 2 of r1c1.
    pos = position(RIPPLE_ROW, ["23", "1", "23", "123", "123", "123"])
    check(ripple_tq.ripple_forbidden_pair(pos), "FP", {(3, 3)}, {(0, 2), (0, 3), (2, 2), (2, 3)},
          ["r1c1 and r1c3", "2 and 3", "row 1", "3 goes from r1c4"])


def test_ripple_forbidden_pair_column():
    p = "ripple 1x4 .... 0011"
    pos = position(p, ["12", "12", "12", "12"])
    # r1c1, r2c1 hold 1 and 2: r3c1 is within 2 of both (loses 2); within 1 of r2c1 only.
    check(ripple_tq.ripple_forbidden_pair(pos), "FP", {(2, 2)}, {(0, 1), (0, 2), (1, 1), (1, 2)},
          ["column 1", "2 goes from r3c1"])


def test_ripple_forbidden_pair_silent():
    assert ripple_tq.ripple_forbidden_pair(position(RIPPLE_ROW, ["23", "1", "23", "12", "3", "12"])) is None
    # A pair not in one line (r1c2, r2c1) does nothing.
    pos = position("ripple 2x2 .... 0001", ["1", "23", "23", "1"])
    assert ripple_tq.ripple_forbidden_pair(pos) is None
