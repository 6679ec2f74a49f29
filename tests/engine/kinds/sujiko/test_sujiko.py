"""Sujiko's ladder: each technique, the enumerations under them, their soundness; the generator.

Positions are written as in :mod:`sujiko_cases`, one candidate string per cell.
"""

from __future__ import annotations

import itertools
import random

import pytest
from sujiko_cases import ALL, ALL_MASK, GRID, LINE, check, position, unique_puzzles

from game.engine import exact, logic
from game.engine.backend import Params
from game.engine.generator import GenerationError
from game.engine.kinds.sujiko import techniques
from game.engine.kinds.sujiko.equations import equations
from game.engine.kinds.sujiko.gen import SujikoGenerator
from game.engine.kinds.sujiko.grid import circle_status, circles
from game.engine.kinds.sujiko.support import joint_support, support
from game.engine.puzzle import Puzzle, bit
from game.engine.state import PlayState, Position, validate


# -- the ladder ------------------------------------------------------------------------------


def test_ladder_is_registered_cheapest_first():
    assert [(t.abbr, t.score) for t in logic.ladder("sujiko")] == [
        ("ER", 0), ("LC", 1), ("CR", 2), ("HS", 3), ("CC", 4), ("NP", 5), ("CD", 6), ("NT", 7), ("CI", 8), ("CP", 10)]
    assert [t.abbr for t in logic.zero_score("sujiko")] == ["ER"]


def test_identities_on_3x3_are_the_seed_ones():
    eqs = {(e.cells, e.coefs, e.const) for e in equations(3, 3, (18, 27, 21, 21))}
    assert ((0, 4, 8), (1, -1, 1), -3) in eqs      # 45 - B - C = a - e + i
    assert ((2, 4, 6), (1, -1, 1), 6) in eqs       # 45 - A - D = c - e + g
    assert ((0, 2, 6, 8), (1, -1, -1, 1), -9) in eqs  # A - B - C + D = a - c - g + i
    assert ((1, 3, 4, 5, 7), (1, 1, 3, 1, 1), 42) in eqs  # A + B + C + D - 45 = edges + 3 x centre
    assert ((0, 2, 3, 5), (1, -1, 1, -1), -9) in eqs  # A - B = a + d - c - f
    for cells, coefs, const in eqs:
        assert sum(k * GRID[c] for c, k in zip(cells, coefs)) == const


def test_exclusion_fires_and_names_the_grid():
    pos = position(["2"] + [ALL] * 8)
    check(techniques.exclusion(pos), "ER", {(c, 2) for c in range(1, 9)}, {(0, 2)},
          ["r1c1 is 2", "the grid holds each digit only once", "r3c3"])


def test_exclusion_silent_when_done_and_never_empties():
    assert techniques.exclusion(position(["2"] + ["13456789"] * 8)) is None
    assert techniques.exclusion(position(["2", "2"] + ["13456789"] * 7)) is None


def test_last_cell_fires():
    pos = position(["2", "6", "3457", "1", "3789", "3457", "3457", "3457", "3457"])
    check(techniques.last_cell(pos), "LC", {(4, 3), (4, 7), (4, 8)}, {(0, 2), (1, 6), (3, 1)},
          ["the 18 circle (r1c1-r2c2)", "r2c2 must be 18 - 9 = 9", "r2c2 loses 3, 7 and 8"], {(4, 9)})


def test_circle_range_fires_on_the_27_circle():
    pos = position([ALL] * 9)
    red = {(c, d) for c in (1, 2, 4, 5) for d in (1, 2)}
    green = {(c, d) for c in (1, 2, 4, 5) for d in range(3, 10)}
    check(techniques.circle_range(pos), "CR", red, green,
          ["the 27 circle (r1c2-r2c3) add up to 27", "the other three", "r1c2 loses 1 and 2"])


def test_circle_range_silent_on_a_tidy_grid():
    assert techniques.circle_range(position([str(d) for d in GRID])) is None


CC_POS = ["2", "1345789", "1345789", "6", "1345789", "1345789", "1345789", "1345789", "1345789"]


def test_circle_combinations_fires_where_range_cannot():
    pos = position(CC_POS)
    red = {(c, d) for c in (1, 4) for d in (4, 5, 8)}
    green = {(c, d) for c in (1, 4) for d in (1, 3, 7, 9)}
    check(techniques.circle_combinations(pos), "CC", red, green,
          ["The 18 circle (r1c1-r2c2) needs r1c2 + r2c2 = 10 (with r1c1 = 2 and r2c1 = 6)",
           "the only ways with different digits are (1, 9), (3, 7), (7, 3) and (9, 1) for (r1c2, r2c2)",
           "r1c2 loses 4, 5 and 8"])
    cr = techniques.circle_range(pos)
    assert cr is None or not set(cr.eliminations) & red  # bounds alone cannot see it: 1..9 all fit


def test_hidden_single_fires():
    pos = position(["12346789"] * 8 + ["45"])
    check(techniques.hidden_single_grid(pos), "HS", {(8, 4)}, {(8, 5)},
          ["5 can only go in r3c3", "no other cell of the grid", "its other candidate 4 goes"], {(8, 5)})


def test_naked_pair_fires():
    pos = position(["38", "38"] + [ALL] * 7)
    red = {(c, d) for c in range(2, 9) for d in (3, 8)}
    check(techniques.naked_pair_grid(pos), "NP", red, None, ["r1c1 and r1c2 can only hold 3 and 8", "used up"])


def test_circle_difference_fires():
    pos = position(["2", ALL, "3456789", "1", ALL, "3456789", ALL, ALL, ALL])
    check(techniques.circle_difference(pos), "CD", {(2, 6), (5, 6)}, None,
          ["The 18 circle (r1c1-r2c2) and the 27 circle (r1c2-r2c3) share r1c2 and r2c2",
           "r1c1 - r1c3 + r2c1 - r2c3 = -9", "that is r1c3 + r2c3 = 12 (with r1c1 = 2 and r2c1 = 1)",
           "6 ways", "r1c3 loses 6, and r2c3 loses 6"])


def test_circle_identity_fires():
    pos = position(["12345678"] * 4 + ["9"] + ["12345678"] * 4)
    red = {(c, d) for c in (0, 8) for d in (3, 6, 7, 8)}
    check(techniques.circle_identity(pos), "CI", red, {(c, d) for c in (0, 8) for d in (1, 2, 4, 5)},
          ["Taking the whole grid (45) less the 27 circle (r1c2-r2c3) and the 21 circle (r2c1-r3c2)",
           "r1c1 - r2c2 + r3c3 = -3", "that is r1c1 + r3c3 = 6 (with r2c2 = 9)",
           "(1, 5), (2, 4), (4, 2) and (5, 1) for (r1c1, r3c3)"])


def test_circle_pair_fires_where_every_single_equation_is_stuck():
    p = Puzzle.from_line("sujiko 3x3 .......3. 21,18,21,17")
    stuck = logic.solve(p, ladder=techniques.LADDER[:-1])
    assert not stuck.solved
    pos = Position(p, list(stuck.cands))
    for t in techniques.LADDER[:-1]:
        assert t.func(pos) is None, t.abbr
    ded = techniques.circle_pair(pos)
    check(ded, "CP", {(1, 9)}, None,
          ["The 21 circle (r1c1-r2c2) and the 18 circle (r1c2-r2c3) must both add up",
           "all 6 of their cells", "of the 30 ways", "none has r1c2 = 9, so that goes"])
    assert exact.solve(p)[1] == 2  # sound: r1c2 is 2
    assert logic.solve(p).counts["CP"] > 0


def test_joint_support_matches_brute_force():
    rng = random.Random(12)
    circ = circles(3, 3)
    for _ in range(40):
        a, b = rng.sample(range(4), 2)
        cells = sorted(set(circ[a]) | set(circ[b]))
        local = {c: i for i, c in enumerate(cells)}
        sums = (rng.randrange(10, 31), rng.randrange(10, 31))
        masks = tuple(sum(bit(d) for d in rng.sample(range(1, 10), rng.randrange(2, 10))) for _ in cells)
        eqs = tuple((tuple(local[c] for c in circ[k]), (1, 1, 1, 1), s) for k, s in zip((a, b), sums))
        want = [0] * len(cells)
        ways = 0
        for values in itertools.product(*[[d for d in range(1, 10) if m >> d & 1] for m in masks]):
            if len(set(values)) == len(values) and all(
                    sum(values[i] for i in idx) == s for idx, _, s in eqs):
                ways += 1
                for i, d in enumerate(values):
                    want[i] |= bit(d)
        assert joint_support(masks, eqs) == (tuple(want), ways)


@pytest.mark.parametrize("tech", techniques.LADDER, ids=lambda t: t.abbr)
def test_every_technique_is_silent_on_the_solved_grid(tech):
    assert tech.func(position([str(d) for d in GRID])) is None


def test_support_enumerates_different_digits_only():
    s = support((bit(5) | bit(4), bit(5) | bit(6)), (1, 1), 10)
    assert s.masks == (bit(4), bit(6)) and s.ways == 1 and s.sets == ((4, 6),)
    assert support((bit(1), bit(2)), (1, 1), 10).ways == 0


def test_circle_status_tells_a_board_what_to_draw():
    p = Puzzle.from_line(LINE)
    status = circle_status(p, [bit(d) for d in GRID])
    assert [s.state for s in status] == ["done"] * 4 and status[1].cells == (1, 2, 4, 5)
    cands = [bit(9), bit(8), ALL_MASK, bit(7), bit(6)] + [ALL_MASK] * 4
    first = circle_status(p, cands)[0]
    assert (first.total, first.placed, first.open_cells, first.state) == (18, 30, 0, "wrong")
    second = circle_status(p, cands)[1]  # 8 + 6 = 14 with two open: at least 16, fits 27
    assert (second.placed, second.open_cells, second.state) == (14, 2, "open")
    over = circle_status(p, [bit(9), bit(8)] + [ALL_MASK] * 7)[0]
    assert over.state == "wrong"  # 17 placed and two open cells need at least 1 + 1 more: 19 > 18




# -- soundness and the solver ------------------------------------------------------------------




def test_techniques_never_delete_a_true_candidate():
    """Every technique on random positions of real puzzles: the solution's digits survive."""
    rng = random.Random(9)
    fired = {t.abbr: 0 for t in techniques.LADDER}
    for p in unique_puzzles(120, 10):
        for spare in (1, 2, 3, 8):
            # Each cell keeps its true digit and up to ``spare`` wrong ones: sparse
            # positions make the pair and triple patterns appear, full ones the arithmetic.
            pos = Position(p, [bit(t) | _wrong(t, spare, rng) for t in p.solution])
            for t in techniques.LADDER:
                ded = t.func(pos)
                if ded is not None:
                    fired[t.abbr] += 1
                    for c, d in ded.eliminations:
                        assert d != p.solution[c], (t.abbr, p.line(), ded.text)
    assert all(fired.values()), fired  # every technique was exercised


def _wrong(truth: int, spare: int, rng: random.Random) -> int:
    wrong = [d for d in range(1, 10) if d != truth]
    return sum(bit(d) for d in rng.sample(wrong, rng.randrange(spare + 1)))


def test_logical_solves_are_sound_and_reach_the_solution():
    solved = 0
    for p in unique_puzzles(150, 11):
        r = logic.solve(p, record=True)
        for step in r.steps:
            assert all(d != p.solution[c] for c, d in step.eliminations), step.text
        if r.solved:
            solved += 1
            assert tuple(m.bit_length() - 1 for m in r.cands) == p.solution
    assert solved >= 138  # all but a few in a hundred unique 3x3s (the levels keep those it does)


def test_play_hint_validate_and_save_work_through_the_generic_engine():
    p = exact.ensure_solution(Puzzle.from_line("sujiko 3x3 .6......4 18,27,21,21"))
    st = PlayState(p)
    h = logic.hint(st)
    assert h.auto and all(d.technique == "ER" for d in h.auto)
    for d in h.auto:
        assert st.play(d.move())
    assert h.deduction is not None and st.play(h.deduction.move())
    assert validate(st).wrong == () or not validate(st).wrong
    again = PlayState.from_texts(p, st.move_texts()) if hasattr(PlayState, "from_texts") else None
    if again is not None:
        assert again.cands == st.cands
    st.undo()
    assert st.can_redo


def test_logic_solve_checks_the_sums_of_a_full_grid():
    # Every cell answered but the circles wrong: not solved, whatever the ladder.
    wrong = Position(Puzzle.from_line(LINE), [bit(d) for d in (1, 2, 3, 4, 5, 6, 7, 8, 9)])
    assert not logic.solve(wrong).solved
    assert logic.solve(Position(Puzzle.from_line(LINE), [bit(d) for d in GRID])).solved


# -- generator ----------------------------------------------------------------------------------


def test_generator_is_reproducible_and_keeps_to_two_clues():
    a = SujikoGenerator().generate(Params(3, 3), seed="t", max_score=60)
    b = SujikoGenerator().generate(Params(3, 3), seed="t", max_score=60)
    assert a.line() == b.line() and a.score == b.score <= 60
    assert sum(1 for g in a.puzzle.givens if g) <= 2
    assert exact.count_solutions(a.puzzle, 2) == (1, a.puzzle.solution)


def test_generator_reports_each_rejected_attempt_and_gives_up_after_its_allowance():
    seen: list[int] = []
    with pytest.raises(GenerationError, match="no 3x3 sujiko with a score in \\[0, 1\\] found in 3 attempts"):
        SujikoGenerator(max_tries=3).generate(Params(3, 3), seed="t", max_score=1,
                                              progress=lambda tries, _secs: seen.append(tries))
    assert seen == [1, 2, 3]


def test_generator_refuses_other_sizes():
    from game.engine.errors import SizeError

    with pytest.raises(SizeError, match="3x3 and 4x4"):
        SujikoGenerator().check(Params(5, 5))
