"""The region cores that remember where they found nothing (``techniques.local_scanner``).

A local finder's verdict "nothing here" must hang on the region's candidates alone, in order: the
memo answers a region of the same candidates anywhere on any grid.  These tests hold the finders
to that, and the memoised cores to the plain scanner's answers.
"""

from __future__ import annotations

import random

from game.engine import techniques as tq
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from technique_helpers import position

LOCAL = (tq._hidden_single_in, tq._naked_pair_in, tq._naked_triple_in, tq._hidden_pair_in, tq._hidden_triple_in)
TECHS = (tq.hidden_single, tq.naked_pair, tq.naked_triple, tq.hidden_pair, tq.hidden_triple)

# Two 5-cell regions of different shapes and places on one 5x2 grid.
TWO = "suguru 5x2 .......... 0000011111"
# A 5-cell L (the top row and the cell below its left end), a 4-cell and a 3-cell region on a 4x3 grid.
ELL = "suguru 4x3 ............ 000001112221"


def _random_region(rng: random.Random, size: int) -> list[int]:
    """Candidates of a region of ``size`` cells that keep a random arrangement of 1..size."""
    sol = list(range(1, size + 1))
    rng.shuffle(sol)
    full = (1 << (size + 1)) - 2
    return [bit(d) | (full & rng.getrandbits(size + 1)) for d in sol]


def test_local_finders_judge_by_the_candidates_alone():
    """The same candidates in two regions of different cells: found or not, the same verdict."""
    rng = random.Random(3)
    a = Puzzle.from_line(TWO)
    b = Puzzle.from_line(ELL)
    Ta, Tb = tq.tables(a), tq.tables(b)
    ra, rb = 1, 0  # the bottom row of TWO; the L of ELL
    assert len(Ta.rcells[ra]) == len(Tb.rcells[rb]) == 5
    fired = set()
    for _ in range(400):
        vals = _random_region(rng, 5)
        ca = list(a.initial_candidates)
        cb = list(b.initial_candidates)
        for c, m in zip(Ta.rcells[ra], vals):
            ca[c] = m
        for c, m in zip(Tb.rcells[rb], vals):
            cb[c] = m
        for find in LOCAL:
            fa, fb = find(Ta, ca, ra), find(Tb, cb, rb)
            assert (fa is None) == (fb is None), (find.__name__, vals)
            if fa is not None:
                fired.add(find.__name__)
    assert fired == {f.__name__ for f in LOCAL}  # every finder found something somewhere


def test_memoised_cores_answer_as_the_plain_scanner():
    """Over random positions of two grids taken in turn (the memo filling as it goes, the cores
    reading a region of the other layout each time), each memoised core gives the plain scanner's
    find and dirty mask."""
    rng = random.Random(11)
    grids = [(p, tq.tables(p)) for p in (Puzzle.from_line(ELL), Puzzle.from_line(TWO))]
    for k in range(300):
        p, T = grids[k % 2]
        cands = [m if rng.random() < 0.3 else m & ~(1 << rng.randint(1, 5)) or m for m in p.initial_candidates]
        dirty = rng.getrandbits(T.nregions)
        for tech, find in zip(TECHS, LOCAL):
            core = getattr(tech, "core")
            got, left = core(T, cands, dirty)
            want, want_left = tq.scanner(find)(T, cands, dirty)
            assert left == want_left
            assert (got is None) == (want is None)
            if got is not None and want is not None:
                assert (got.elims, got.reasons, got.args) == (want.elims, want.reasons, want.args)


def test_a_region_found_empty_is_not_looked_at_again():
    calls: list[int] = []

    def find(T: tq.Tables, cands: list[int], r: int) -> tq.Found | None:
        calls.append(r)
        return None

    core = tq.local_scanner(find)
    pos = position(ELL, ["1", "2345", "2345", "2345", "1", "2345", "12345", "12345", "12345",
                         "1", "12", "12"])
    T = tq.tables(pos.puzzle)
    assert core(T, pos.cands, T.all_regions) == (None, 0)
    assert sorted(calls) == list(range(T.nregions))
    calls.clear()
    assert core(T, pos.cands, T.all_regions) == (None, 0)
    assert calls == []  # every region remembered
    cands = list(pos.cands)
    cands[6] = bit(3) | bit(4)  # region 2 changes: it alone is looked at again
    assert core(T, cands, T.all_regions) == (None, 0)
    assert calls == [T.regions[6]]


def test_public_techniques_still_fire():
    pos = position(TWO, ["12", "12", "345", "345", "345", "1", "2", "3", "4", "5"])
    ded = tq.naked_pair(Position(pos.puzzle, pos.cands))
    assert ded is None  # no digit of the pair left elsewhere
    pos = position(TWO, ["12", "12", "1345", "345", "345", "1", "2", "3", "4", "5"])
    ded = tq.naked_pair(pos)
    assert ded is not None and set(ded.eliminations) == {(2, 1)}
