"""Suguru's top rung, the Forcing Chain (shared with Ripple Effect: :mod:`game.engine.forcing`).

It fires where the older rungs stop, stays silent where both lines of play agree on nothing, never
strikes a true digit on random positions, and the generator keeps judging by the older rungs.
"""

from __future__ import annotations

import random

from game.engine.forcing import forcing_chain
from game.engine.generator import region_generator
from game.engine.kinds.suguru.ladder import GENERATOR_LADDER, LADDER
from game.engine.logic import ladder, solve
from game.engine.puzzle import Puzzle
from game.engine.state import Position
from technique_helpers import check, position, stuck_position

# Regions   A A A B B
#           C A B B B
#           C C C D D
#           C E E D D
#           F E E E D
NEEDS_FC = "suguru 5x5 .4..3.........1.2..2..1.. 0001120111222332443354443"
"""A generated puzzle the older rungs leave stuck."""


def test_forcing_chain_fires_where_the_older_rungs_stop():
    p = Puzzle.from_line(NEEDS_FC)
    stuck = solve(p, ladder=GENERATOR_LADDER)
    assert not stuck.solved
    # r2c3 is 1 or 5.  If 1, it touches r3c2.  If 5, B's r2c4 keeps only 4, which leaves r3c3 (touching
    # both) only 1, and C's r3c2 loses its 1 to it.  Either way r3c2 is not 1.
    check(forcing_chain(Position(p, list(stuck.cands))), "FC", {(11, 1)}, {(7, 1), (7, 5), (8, 4), (12, 1)},
          ["r2c3 holds 1 or 5", "if 1, that alone does it", "if 5, then r2c4 is 4 and r3c3 is 1",
           "either way 1 goes from r3c2"])
    assert solve(p).solved


def test_forcing_chain_silent():
    # Two dominoes in a row: each line of play fills the row (1212 or 2121), so no candidate goes in both.
    assert forcing_chain(position("suguru 4x1 .... 0011", ["12", "12", "12", "12"])) is None


def test_the_ladder_and_the_generators_ladder():
    assert ladder("suguru") == LADDER
    assert [t.abbr for t in LADDER[len(GENERATOR_LADDER):]] == ["FC"]
    assert region_generator("suguru").ladder == GENERATOR_LADDER


def test_forcing_chain_sound_from_random_positions(corpus):
    """Random positions that keep the solution, where the older rungs stop: no true digit is struck."""
    rng = random.Random(3)
    fired = 0
    for _ in range(200):
        row, p, cands = stuck_position(corpus("suguru"), rng, GENERATOR_LADDER, (0.4, 0.6, 0.8), (0.0, 0.05, 0.1))
        ded = forcing_chain(Position(p, cands))
        if ded is not None:
            fired += 1
            assert all(p.solution[c] != d for c, d in ded.eliminations), (row.id, ded.text)
    assert fired >= 10, fired
