"""Ripple Effect's top rungs: the Shared Reach and the Forcing Chain.

Each fires on a hand-made position (checked by hand below), stays silent where it must, never
strikes a true digit on the corpus or on random positions, and finishes the corpus rows the
older rungs leave stuck.  The generator keeps judging by the older rungs, so the puzzles it makes
do not change (``tests/engine/test_trials.py`` and ``test_solver_pinned.py`` pin them).
"""

from __future__ import annotations

import random

import pytest

from game.engine.forcing import DEPTH, forcing_chain
from game.engine.generator import region_generator
from game.engine.kinds.ripple.ladder import GENERATOR_LADDER, LADDER
from game.engine.kinds.ripple.techniques import shared_reach
from game.engine.logic import ladder, next_deduction, solve
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from technique_helpers import check, position, stuck_position

# 4x4 Ripple, regions   A A B B    A: 4 cells, B: 3 cells,
#                       A C C B    C: 4 cells, D: 5 cells.
#                       A C C D
#                       D D D D
SQUARE = "ripple 4x4 ................ 0011022102233333"

STUCK = ["1234", "134", "12", "12", "12", "124", "124", "3", "14", "1234", "1234", "1245",
         "12345", "12345", "12345", "1245"]
"""A position with two-candidate cells where neither technique finds anything (nor the older rungs)."""


def test_shared_reach_fires():
    # B's 2 can only go in r1c3 or r2c4; r2c3 (region C) is one step from each: a 2 there is too close.
    pos = position(SQUARE, ["1234", "34", "23", "1", "12", "12", "1234", "23", "1234", "1234", "1234", "12345",
                            "12345", "34", "12345", "25"])
    check(shared_reach(pos), "SR", {(6, 2)}, {(2, 2), (7, 2)},
          ["The 2 of the 3-cell region at r1c3", "r1c3 or r2c4", "r2c3 lies within 2 cells of both",
           "2 goes from r2c3"])


def test_shared_reach_in_a_row():
    # Region A (r1c1..r1c3) keeps its 3 in r1c2 or r1c3: r1c4 and r1c5 are within 3 of both, r1c6 is 4 from r1c2.
    pos = position("ripple 6x1 ...... 000111", ["12", "123", "13", "123", "123", "123"])
    check(shared_reach(pos), "SR", {(3, 3), (4, 3)}, {(1, 3), (2, 3)},
          ["r1c2 or r1c3", "r1c4 and r1c5 lie within 3 cells of both", "3 goes from r1c4 and r1c5"])


def test_shared_reach_silent():
    # A's 1 and 2 are in r1c1 or r1c3: the one cell within reach of both is r1c2, inside A.
    assert shared_reach(position("ripple 6x1 ...... 000111", ["12", "3", "12", "123", "123", "123"])) is None
    assert shared_reach(position(SQUARE, STUCK)) is None


def test_forcing_chain_both_lines_strike_the_same_candidate():
    # r1c1 is 1 or 2.  If 1, r3c1 (A) keeps only 2, and that 2 leaves A's r1c2.  If 3, r1c3 keeps only 2,
    # within 2 of r1c2.  Either way r1c2 is not 2.
    pos = position(SQUARE, ["13", "1234", "23", "1", "1234", "13", "1234", "23", "12", "12", "34", "12345",
                            "12345", "12345", "12345", "15"])
    check(forcing_chain(pos), "FC", {(1, 2)}, {(0, 1), (0, 3), (8, 2), (2, 2)},
          ["r1c1 holds 1 or 3", "if 1, then r3c1 is 2", "if 3, then r1c3 is 2", "either way 2 goes from r1c2"],
          placements=set())


def test_forcing_chain_a_line_that_empties_a_cell():
    # If r1c2 were 3: r1c3 (B) keeps only 1 and r3c2 (within 3 in the column) only 4; that 1 leaves r2c3
    # (one step below) with 4 alone, and that 4 leaves C's r2c3 nothing.  So r1c2 is 2.
    pos = position(SQUARE, ["14", "23", "13", "123", "1234", "1234", "14", "123", "1234", "34", "1234", "14",
                            "45", "12", "12345", "12345"])
    check(forcing_chain(pos), "FC", {(1, 3)}, {(1, 2), (2, 1), (9, 4)},
          ["r1c2 holds 2 or 3", "if it were 3, then r1c3 would be 1 and r3c2 would be 4",
           "r2c3 would have no digit left", "so r1c2 is 2 and 3 goes from r1c2"], placements={(1, 2)})


def test_forcing_chain_silent():
    pos = position(SQUARE, STUCK)
    assert sum(m.bit_count() == 2 for m in pos.cands) >= 3
    assert forcing_chain(pos) is None
    assert next_deduction(pos) is None  # no rung at all: this is where the ladder stops


def test_forcing_chain_follows_only_a_few_generations():
    # A row of one-cell-apart pairs: each answer forces the next one step on.  The end of the row is
    # out of reach of a line DEPTH generations long, so nothing is concluded there.
    n = 2 * (DEPTH + 3)
    line = f"ripple {n}x1 {'.' * n} {''.join(str(i // 2) for i in range(n))}"
    pos = Position(Puzzle.from_line(line), [bit(1) | bit(2)] * n)
    ded = forcing_chain(pos)
    assert ded is None or all(c < 2 * (DEPTH + 2) for c, _ in ded.eliminations)


def test_the_ladder_and_the_generators_ladder():
    assert ladder("ripple") == LADDER
    assert [t.abbr for t in LADDER[len(GENERATOR_LADDER):]] == ["SR", "FC"]
    assert all(t.score < 12 for t in GENERATOR_LADDER)
    assert all(t.idea for t in LADDER)
    assert region_generator("ripple").ladder == GENERATOR_LADDER


STUCK_BEFORE = (26, 168, 170, 219, 229, 230, 231, 232, 233)
"""The corpus rows (1-based) the rungs up to the Forbidden Pair leave stuck."""


@pytest.mark.parametrize("number", STUCK_BEFORE)
def test_the_new_rungs_finish_the_rows_the_old_ones_leave(corpus, number):
    row = corpus("ripple")[number - 1]
    assert row.number == number
    p = Puzzle.from_line(row.line, row.solution)
    assert not solve(p, ladder=GENERATOR_LADDER).solved
    r = solve(p)
    assert r.solved and r.counts["SR"] + r.counts["FC"] > 0


def test_new_rungs_sound_from_random_positions(corpus):
    """Random positions that keep the solution, where the older rungs stop: neither rung strikes a true digit."""
    rng = random.Random(5)
    rows = [r for r in corpus("ripple") if r.line.split()[1] in ("6x6", "8x8", "10x10")]
    fired = {"SR": 0, "FC": 0}
    for _ in range(150):
        row, p, cands = stuck_position(rows, rng, GENERATOR_LADDER, (0.2, 0.4, 0.6), (0.0, 0.05, 0.1))
        for tech in (shared_reach, forcing_chain):
            ded = tech(Position(p, cands))
            if ded is not None:
                fired[ded.technique] += 1
                assert all(p.solution[c] != d for c, d in ded.eliminations), (row.id, ded.text)
    assert fired["SR"] >= 10 and fired["FC"] >= 10, fired


def test_on_contradictory_positions_no_new_rung_empties_a_cell(corpus):
    """Random candidates, most with no solution at all: the rungs may conclude anything but never leave a
    cell empty (the solver then notices it is stuck) and never fail."""
    rng = random.Random(8)
    rows = [r for r in corpus("ripple") if r.line.split()[1] in ("6x6", "8x8")]
    fired = set()
    for _ in range(150):
        p = Puzzle.from_line(rng.choice(rows).line)
        cands = [m if rng.random() < 0.3 else (m & rng.getrandbits(8) << 1) or m for m in p.initial_candidates]
        for tech in (shared_reach, forcing_chain):
            ded = tech(Position(p, cands))
            if ded is not None:
                left = list(cands)
                for c, d in ded.eliminations:
                    assert cands[c] >> d & 1
                    left[c] &= ~bit(d)
                assert all(left), ded.text
                fired.add(ded.technique)
    assert fired == {"SR", "FC"}
