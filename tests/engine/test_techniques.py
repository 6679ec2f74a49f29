"""Each hint technique on a hand-made position where it fires and one where it must not.

Positions are written as one candidate string per cell, row-major ("12" =
candidates 1 and 2, "3" = answered 3).  They only need to show the pattern:
a technique reads candidates, not the solution.  The last tests check every
technique for soundness on random positions of real puzzles.
"""

from __future__ import annotations

import random

import pytest

from game.engine import techniques as tq
from game.engine.logic import ladder
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from technique_helpers import check, position


# 3x1 Suguru, one region of three cells.
ROW3 = "suguru 3x1 ... 000"


def test_exclusion_rule_fires():
    pos = position(ROW3, ["2", "123", "123"])
    check(tq.exclusion_rule(pos), "ER", {(1, 2), (2, 2)}, {(0, 2)}, ["r1c1 is 2", "r1c2", "r1c3"])


def test_exclusion_rule_silent_when_done():
    assert tq.exclusion_rule(position(ROW3, ["2", "13", "13"])) is None


def test_exclusion_rule_never_empties_a_cell():
    # Two 2s in one region is a contradiction: ER does not make it worse.
    assert tq.exclusion_rule(position(ROW3, ["2", "2", "13"])) is None


# 4x1 Suguru, one region of four cells.
ROW4 = "suguru 4x1 .... 0000"


def test_hidden_single_fires():
    pos = position(ROW4, ["124", "234", "234", "234"])
    check(tq.hidden_single(pos), "HS", {(0, 2), (0, 4)}, {(0, 1)},
          ["The 1 of the 4-cell region at r1c1", "only go in r1c1", "r1c1 is 1", "2 and 4"],
          placements={(0, 1)})


def test_hidden_single_silent():
    # Every digit has two places, or is already answered.
    assert tq.hidden_single(position(ROW4, ["12", "12", "4", "3"])) is None


def test_hidden_single_scans_digits_ascending():
    # 1 has one place (r1c1) and so has 4 (r1c4): the lower digit wins.
    pos = position(ROW4, ["13", "23", "23", "24"])
    ded = tq.hidden_single(pos)
    assert ded is not None and ded.reasons == ((0, 1),)


def test_naked_pair_fires():
    pos = position(ROW4, ["34", "34", "1234", "134"])
    check(tq.naked_pair(pos), "NP", {(2, 3), (2, 4), (3, 3), (3, 4)},
          {(0, 3), (0, 4), (1, 3), (1, 4)}, ["r1c1 and r1c2", "3 and 4", "r1c3", "r1c4"])


def test_naked_pair_silent():
    assert tq.naked_pair(position(ROW4, ["34", "34", "12", "12"])) is None


# 5x1 Suguru, one region of five cells.
ROW5 = "suguru 5x1 ..... 00000"


def test_naked_triple_fires():
    pos = position(ROW5, ["14", "15", "45", "12345", "2345"])
    check(tq.naked_triple(pos), "NT", {(3, 1), (3, 4), (3, 5), (4, 4), (4, 5)},
          {(0, 1), (0, 4), (1, 1), (1, 5), (2, 4), (2, 5)},
          ["r1c1, r1c2 and r1c3", "1, 4 and 5", "r1c4", "r1c5"])


def test_naked_triple_silent():
    assert tq.naked_triple(position(ROW5, ["14", "15", "45", "23", "23"])) is None


def test_hidden_pair_fires():
    pos = position(ROW4, ["1234", "1234", "34", "34"])
    check(tq.hidden_pair(pos), "HP", {(0, 3), (0, 4), (1, 3), (1, 4)},
          {(0, 1), (0, 2), (1, 1), (1, 2)}, ["1 and 2", "r1c1 and r1c2", "loses 3 and 4"])


def test_hidden_pair_silent():
    assert tq.hidden_pair(position(ROW4, ["12", "12", "34", "34"])) is None


def test_hidden_triple_fires():
    pos = position(ROW5, ["1234", "125", "2345", "45", "45"])
    check(tq.hidden_triple(pos), "HT", {(0, 4), (1, 5), (2, 4), (2, 5)},
          {(0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (2, 2), (2, 3)},
          ["1, 2 and 3", "r1c1, r1c2 and r1c3", "r1c1 loses 4", "r1c3 loses 4 and 5"])


def test_hidden_triple_silent():
    assert tq.hidden_triple(position(ROW5, ["123", "12", "23", "45", "45"])) is None


def test_every_core_reports_scanned_regions_clean():
    pos = position(ROW4, ["12", "12", "34", "34"])
    T = tq.tables(pos.puzzle)
    cores = {getattr(t.func, "core") for kind in ("suguru", "ripple") for t in ladder(kind) if hasattr(t.func, "core")}
    assert len(cores) == 10  # HS, NP, NT, HP, HT, the kinds' own FP, FT, FP and SR, and the forcing chain
    for core in cores:
        found, dirty = core(T, pos.cands, T.all_regions)
        if found is None:
            assert dirty == 0


# -- soundness on random positions of real puzzles ----------------------------


def random_positions(corpus, kind: str, count: int, seed: int) -> list[tuple[Position, tuple[int, ...]]]:
    """Positions that keep every solution digit and drop others at random."""
    rng = random.Random(seed)
    rows = [r for r in corpus(kind) if r.line.split()[1] in ("6x6", "7x7", "8x8")]
    if not rows:
        pytest.fail("the corpus (tests/data/corpus) is test data this suite needs; not found")
    out = []
    for _ in range(count):
        row = rng.choice(rows)
        p = Puzzle.from_line(row.line, row.solution)
        keep = rng.random()
        cands = []
        for c, m in enumerate(p.initial_candidates):
            sol = bit(p.solution[c])
            cands.append(sol | (m & ~sol & sum(bit(d) for d in range(1, 36) if rng.random() < keep)))
        out.append((Position(p, cands), p.solution))
    return out


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_techniques_never_delete_a_true_candidate(corpus, kind):
    from game.engine.logic import ladder

    fired = set()
    for pos, sol in random_positions(corpus, kind, 300, seed=7):
        for t in ladder(kind):
            ded = t.func(pos)
            if ded is None:
                continue
            fired.add(t.abbr)
            assert ded.eliminations, t.abbr
            for c, d in ded.eliminations:
                assert d != sol[c], (t.abbr, pos.puzzle.line(), pos.cands, ded)
                assert pos.cands[c] >> d & 1
            for c, d in ded.reasons:
                assert pos.cands[c] >> d & 1
    assert fired == {t.abbr for t in ladder(kind)}  # every technique met a real test
