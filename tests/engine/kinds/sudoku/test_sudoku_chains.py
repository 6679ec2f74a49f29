"""The rungs past the XYZ-wing: Law of Leftovers, XY-chain, alternating chain, ALS-XZ.

Each fires on a hand-made position (an empty board cut to one pattern) with
its red and green candidates and sentence checked, and stays silent on the
near miss.  Then soundness: along the corpus's solve paths and on random
positions that still hold the solution, no elimination strikes a true digit.
(That the ladder finishes 99% of the corpus's rows of every size without a
guess is checked with the rest of the ladder, in test_sudoku_techniques.)
"""

from __future__ import annotations

import random

from sudoku_helpers import cell, corpus_rows, empty, keep_only, masks, row

from game.engine import logic
from game.engine.kinds.sudoku.aic import aic, xy_chain
from game.engine.kinds.sudoku.sets import als_xz, leftovers
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position
from technique_helpers import check

NEW = (leftovers, xy_chain, aic, als_xz)


# -- an X-chain (the alternating chain on one digit) ------------------------------------------------------------------------------------


def _skyscraper(third: bool = False) -> Position:
    """5 only in r1c1 and r1c5 of row 1, and in r5c1 and r5c6 (and r5c9 too if ``third``) of row 5."""
    pos = empty()
    keep_only(pos, 5, row(1), [cell(1, 1), cell(1, 5)])
    keep_only(pos, 5, row(5), [cell(5, 1), cell(5, 6)] + ([cell(5, 9)] if third else []))
    return pos


def test_a_chain_on_one_digit_strikes_it_from_cells_seeing_both_ends() -> None:
    ends = {(cell(2, 6), 5), (cell(3, 6), 5), (cell(4, 5), 5), (cell(6, 5), 5)}
    chain = {(cell(1, 5), 5), (cell(1, 1), 5), (cell(5, 1), 5), (cell(5, 6), 5)}
    assert xy_chain(_skyscraper()) is None
    check(aic(_skyscraper()), "AI", ends, chain,
          ["Alternating chain: if r1c5 is not 5, then r1c1 is 5, so r5c1 is not 5, so r5c6 is 5",
           "so r1c5 is 5 or r5c6 is 5, and a candidate that sees both is false", "r2c6 loses 5"])


def test_a_chain_needs_strong_links() -> None:
    assert aic(_skyscraper(third=True)) is None
    assert aic(empty()) is None


# -- XY-chain -----------------------------------------------------------------------------------


def _xy_cells(last: tuple[int, ...]) -> Position:
    pos = empty()
    masks(pos, r1c1=(1, 2), r1c5=(2, 3), r5c5=(3, 4), r5c2=last)
    return pos


def test_xy_chain_strikes_the_ends_digit_from_cells_seeing_both() -> None:
    red = {(cell(r, c), 1) for r, c in ((1, 2), (2, 2), (3, 2), (4, 1), (5, 1), (6, 1))}
    green = {(cell(1, 1), 1), (cell(1, 1), 2), (cell(1, 5), 2), (cell(1, 5), 3), (cell(5, 5), 3),
             (cell(5, 5), 4), (cell(5, 2), 4), (cell(5, 2), 1)}
    check(xy_chain(_xy_cells((4, 1))), "YC", red, green,
          ["XY-Chain: if r1c1 is not 1, then r1c1 is 2, so r1c5 is not 2", "so r5c2 is 1",
           "so r1c1 is 1 or r5c2 is 1"])


def test_xy_chain_whose_ends_differ_proves_nothing() -> None:
    assert xy_chain(_xy_cells((4, 6))) is None


# -- alternating chain (a W-wing) -------------------------------------------------------------------


def _w_wing(places: list[int]) -> Position:
    pos = empty()
    masks(pos, r1c1=(1, 2), r9c5=(1, 2))
    keep_only(pos, 2, row(5), places)
    return pos


def test_alternating_chain_mixes_cells_and_places() -> None:
    pos = _w_wing([cell(5, 1), cell(5, 5)])
    assert xy_chain(pos) is None  # two-digit cells alone do not reach
    green = {(cell(1, 1), 1), (cell(1, 1), 2), (cell(5, 1), 2), (cell(5, 5), 2), (cell(9, 5), 2), (cell(9, 5), 1)}
    check(aic(pos), "AI", {(cell(1, 5), 1), (cell(9, 1), 1)}, green,
          ["Alternating chain: if r1c1 is not 1, then r1c1 is 2, so r5c1 is not 2, so r5c5 is 2, "
           "so r9c5 is not 2, so r9c5 is 1", "r1c5 loses 1"])


def test_alternating_chain_needs_the_strong_link() -> None:
    assert aic(_w_wing([cell(5, 1), cell(5, 5), cell(5, 9)])) is None


# -- Law of Leftovers ---------------------------------------------------------------------------

JIGSAW4 = "sudoku 4x4 ................ 0001011122332233"
"""Row 1 is three cells of the first region and r1c4; the first region's fourth cell is r2c1."""


def _leftover(r2c1: tuple[int, ...], line: str = JIGSAW4) -> Position:
    pos = Position(Puzzle.from_line(line))
    pos.cands[3] = bit(1) | bit(2)
    pos.cands[4] = sum(bit(d) for d in r2c1)
    return pos


def test_leftovers_match_a_rows_leftover_with_a_regions() -> None:
    green = {(3, 1), (3, 2), (4, 1), (4, 2)}
    check(leftovers(_leftover((1, 2, 3))), "LL", {(4, 3)}, green,
          ["Law of Leftovers: row 1 holds every digit once, and so does the region at r1c1",
           "what is left of the row (r1c4) holds the same digits as what is left of the region (r2c1)",
           "r2c1 loses 3"])


def test_leftovers_that_already_match_or_a_box_board_give_nothing() -> None:
    assert leftovers(_leftover((1, 2))) is None
    assert leftovers(_leftover((1, 2, 3), "sudoku 4x4 ................ 0011001122332233")) is None


# -- ALS-XZ -------------------------------------------------------------------------------------


def _als(r2c8: tuple[int, ...]) -> Position:
    pos = empty()
    masks(pos, r1c1=(1, 2), r1c7=(1, 3), r2c8=r2c8, r3c9=(3, 4))
    return pos


def test_als_xz_strikes_z_seen_by_both_sets() -> None:
    pos = _als((2, 3, 4))
    assert aic(pos) is None  # r2c8's three digits make it a net, not a chain
    ded = als_xz(pos)
    assert ded is not None and ded.technique == "AX"
    assert set(ded.eliminations) == {(cell(r, c), 2) for r, c in ((1, 8), (1, 9), (2, 1), (2, 2), (2, 3))}
    ours = {(c, d) for c in (cell(1, 1), cell(1, 7), cell(2, 8), cell(3, 9)) for d in range(1, 10)}
    assert ded.reasons and set(ded.reasons) <= ours
    assert ded.text.startswith("ALS-XZ on 2:") and "so 2 goes from" in ded.text


def test_als_xz_needs_almost_locked_sets() -> None:
    assert als_xz(_als((2, 3, 4, 5))) is None


# -- soundness ------------------------------------------------------------------------------------


def _sound_at(p: Puzzle, cands: list[int]) -> None:
    pos = Position(p, list(cands))
    for tech in NEW:
        d = tech(pos)
        if d is not None:
            assert d.eliminations, d.text
            for c, dg in d.eliminations:
                assert p.solution[c] != dg, f"{d.technique} struck a true digit: {d.text} ({p.line()})"


def test_no_new_rung_strikes_a_true_digit_along_the_corpus_solve_paths() -> None:
    rows = corpus_rows()
    hard = [r for r in rows if " 6x6 " in r[0] or " 9x9 " in r[0]][::25]
    for line, sol in hard:
        p = Puzzle.from_line(line, sol)
        cands = list(p.initial_candidates)
        for step in logic.solve(p, record=True).steps[::4]:
            if step.technique != "NS":
                _sound_at(p, cands)
            for c, d in step.eliminations:
                cands[c] &= ~(1 << d)


def test_no_new_rung_strikes_a_true_digit_on_random_positions() -> None:
    """Positions no solve path visits: random candidates struck, every true digit kept."""
    rng = random.Random(7)
    rows = [r for r in corpus_rows() if " 16x16 " not in r[0]]
    for line, sol in rng.sample(rows, 40):
        p = Puzzle.from_line(line, sol)
        for _ in range(3):
            cands = list(p.initial_candidates)
            for c, m in enumerate(cands):
                if m & (m - 1):
                    keep = bit(p.solution[c])
                    for d in range(1, p.width + 1):
                        if m >> d & 1 and rng.random() < 0.6:
                            keep |= bit(d)
                    cands[c] = keep
            _sound_at(p, cands)


def test_on_contradictory_positions_no_new_rung_empties_a_cell_or_fails() -> None:
    """Candidates struck at random, true ones too: whatever a rung finds, every cell keeps a candidate."""
    rng = random.Random(11)
    rows = [r for r in corpus_rows() if " 16x16 " not in r[0]]
    for line, sol in rng.sample(rows, 30):
        p = Puzzle.from_line(line, sol)
        cands = [m & ~(bit(rng.randrange(1, p.width + 1)) | bit(rng.randrange(1, p.width + 1))) or m
                 for m in p.initial_candidates]
        pos = Position(p, cands)
        for tech in NEW:
            d = tech(pos)
            if d is not None:
                left = list(cands)
                for c, dg in d.eliminations:
                    left[c] &= ~bit(dg)
                assert all(left), d.text
