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
from game.engine.kinds.ripple import techniques as ripple_tq
from game.engine.kinds.suguru import techniques as suguru_tq
from game.engine.logic import ladder
from game.engine.deduction import Deduction
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position


def position(line: str, cells: list[str]) -> Position:
    p = Puzzle.from_line(line)
    assert len(cells) == p.ncells
    return Position(p, [sum(bit(int(ch)) for ch in s) for s in cells])


def check(ded: Deduction | None, abbr: str, red: set, green: set, words: list[str],
          placements: set | None = None) -> None:
    assert ded is not None
    assert ded.technique == abbr
    assert set(ded.eliminations) == red
    assert len(ded.eliminations) == len(red)
    assert set(ded.reasons) == green
    if placements is not None:
        assert set(ded.placements) == placements
    for w in words:
        assert w in ded.text, (w, ded.text)
    assert ded.text.endswith(".") and ded.text.count(". ") == 0


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


# 2x2 Suguru: top row one region, bottom row another.
SQUARE = "suguru 2x2 .... 0011"


def test_forbidden_neighbour_suguru_fires_diagonally_too():
    pos = position(SQUARE, ["1", "2", "12", "12"])
    check(tq.forbidden_neighbour(pos), "FN", {(2, 1), (3, 1)}, {(0, 1)},
          ["r1c1 is 1", "r2c1", "r2c2", "1 goes"])


def test_forbidden_neighbour_suguru_silent():
    assert tq.forbidden_neighbour(position(SQUARE, ["1", "2", "2", "1"])) is None


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


def test_every_core_reports_scanned_regions_clean():
    pos = position(ROW4, ["12", "12", "34", "34"])
    T = tq.tables(pos.puzzle)
    cores = {getattr(t.func, "core") for kind in ("suguru", "ripple") for t in ladder(kind) if hasattr(t.func, "core")}
    assert len(cores) == 8  # HS, NP, NT, HP, HT, and the kinds' own FP, FT, FP
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
