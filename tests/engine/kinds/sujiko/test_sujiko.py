"""Sujiko: the 3x3 table against brute force, the 4x4 search, the techniques, the trace.

Technique positions are written as one candidate string per cell, row-major
("12" = candidates 1 and 2, "3" = answered 3), on the grid

    2 6 7      circles: 18 27
    1 9 5               21 21
    8 3 4

They only need to show the pattern: a technique reads candidates and sums.
"""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import backtrack, exact, logic
from game.engine.backend import Params
from game.engine.deduction import Deduction
from game.engine.generator import GenerationError
from game.engine.kinds.sujiko import search, table, techniques
from game.engine.kinds.sujiko.equations import equations
from game.engine.kinds.sujiko.gen import SujikoGenerator
from game.engine.kinds.sujiko.grid import circle_status, circles, grid_sums, random_grid
from game.engine.kinds.sujiko.support import joint_support, support
from game.engine.puzzle import Puzzle, bit
from game.engine.state import PlayState, Position, validate

REPO = Path(__file__).resolve().parents[4]
GRID = (2, 6, 7, 1, 9, 5, 8, 3, 4)
LINE = "sujiko 3x3 ......... 18,27,21,21"


def puzzle_of(grid: tuple[int, ...], clues: tuple[int, ...] = (), w: int = 3, h: int = 3) -> Puzzle:
    givens = tuple(d if c in clues else 0 for c, d in enumerate(grid))
    return Puzzle("sujiko", w, h, givens, (0,) * (w * h), grid_sums(grid, w, h))


def random_puzzles(n: int, seed: int, clues: tuple[int, ...] = (0, 1, 2, 3)):
    """(puzzle, the grid it was made from): any clue count, unique or not."""
    rng = random.Random(seed)
    for _ in range(n):
        grid = random_grid(3, 3, rng)
        yield puzzle_of(grid, tuple(rng.sample(range(9), rng.choice(clues)))), grid


def position(cells: list[str], line: str = LINE) -> Position:
    p = Puzzle.from_line(line)
    assert len(cells) == p.ncells
    return Position(p, [sum(bit(int(ch)) for ch in s) for s in cells])


def check(ded: Deduction | None, abbr: str, red: set, green: set | None, words: list[str],
          placements: set | None = None) -> None:
    assert ded is not None
    assert ded.technique == abbr
    assert set(ded.eliminations) == red and len(ded.eliminations) == len(red)
    if green is not None:
        assert set(ded.reasons) == green
    if placements is not None:
        assert set(ded.placements) == placements
    for w in words:
        assert w in ded.text, (w, ded.text)
    assert ded.text.endswith(".")


ALL = "123456789"


# -- the 3x3 table ------------------------------------------------------------------------


def test_the_index_holds_every_grid_once():
    stats = table.build_index()
    assert (stats.grids, stats.groups, stats.largest) == (362880, 63517, 64)
    assert sum(len(g) for g in table._GROUPS.values()) == 362880
    # Clueless puzzles with one solution exist: the seed's "extreme" has a harder cousin.
    assert sum(1 for g in table._GROUPS.values() if len(g) == 1) == 8280


def test_the_index_is_built_lazily_not_at_import():
    code = ("import game.engine, game.engine.logic, game.engine.exact, game.engine.kinds.sujiko.table as f;"
            "print(f.index_stats() is None)")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "True", out.stderr


def test_solve3_finds_the_grid_it_was_made_from():
    for p, grid in random_puzzles(2000, 1):
        n, first = table.solve3(p.sums, p.givens)
        assert n >= 1
        if n == 1:
            assert first == grid
        assert grid in table.solutions3(p.sums, p.initial_candidates)


def test_the_table_agrees_with_the_sum_aware_search():
    """Thousands of random puzzles: the same set of solutions, the table's first the smallest."""
    for p, _ in random_puzzles(1500, 2):
        listed = table.solutions3(p.sums, p.initial_candidates)
        found, capped = search.sum_search(3, 3, p.sums, p.initial_candidates, 1000)
        assert not capped
        assert listed == sorted(found)
        assert table.solve3(p.sums, p.givens) == (len(listed), listed[0] if listed else None)


def test_the_table_agrees_with_the_textbook_backtracker():
    for p, _ in random_puzzles(150, 3, clues=(1, 2)):
        bt = backtrack.run(p, limit=2)
        n, first = table.solve3(p.sums, p.givens)
        assert bt.solutions == min(n, 2)
        assert bt.values == first  # both walk digits in ascending order, row-major


def test_the_table_agrees_with_plain_brute_force():
    for p, _ in random_puzzles(25, 4, clues=(2,)):
        free = [d for d in range(1, 10) if d not in p.givens]
        empty = [c for c in range(9) if not p.givens[c]]
        hits = []
        for perm in itertools.permutations(free):
            values = list(p.givens)
            for c, d in zip(empty, perm):
                values[c] = d
            if p.rules.is_solution(p, values):
                hits.append(tuple(values))
        assert table.solutions3(p.sums, p.initial_candidates) == sorted(hits)


def test_exact_dispatches_sujiko_to_the_table_and_keeps_its_contract():
    p = Puzzle.from_line("sujiko 3x3 .6......4 18,27,21,21")
    assert exact.count_solutions(p, 2) == (1, GRID)
    assert exact.ensure_solution(p).solution == GRID
    bare = Puzzle.from_line(LINE)
    n, _ = exact.count_solutions(bare, 100)
    assert n == len(table.solutions3(bare.sums, bare.initial_candidates)) > 1
    with pytest.raises(exact.NotUniqueError, match="more than one solution"):
        exact.ensure_solution(bare)
    # From a play position: r1c1 = 2 and r3c3 = 4 pin it down.
    cands = list(bare.initial_candidates)
    cands[0], cands[8] = bit(2), bit(4)
    assert exact.count_solutions(bare, 2, cands) == (1, GRID)
    assert exact.count_solutions(Puzzle.from_line("sujiko 3x3 ......... 10,10,10,10"), 2) == (0, None)


def test_random_fill_gives_a_grid_with_the_sums():
    p = Puzzle.from_line(LINE)
    a = exact.random_fill(p, random.Random(5), 10_000)
    assert a is not None and p.rules.is_solution(p, a)
    assert a == exact.random_fill(p, random.Random(5), 10_000)


# -- 4x4 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_4x4_generated_puzzles_are_unique_and_solved_by_search_and_ladder(seed):
    g = SujikoGenerator().generate(Params(4, 4), seed=("test-4x4", seed))
    p = g.puzzle
    assert p.line().startswith("sujiko 4x4 ") and len(p.sums) == 9
    assert exact.count_solutions(p.with_solution(None), 2) == (1, p.solution)
    assert p.rules.is_solution(p, p.solution)
    r = logic.solve(p)
    assert r.solved and tuple(m.bit_length() - 1 for m in r.cands) == p.solution
    # Take a clue away and the search must still count right (the grid stays a solution).
    clue = next(c for c, d in enumerate(p.givens) if d)
    looser = p.with_givens([0 if c == clue else d for c, d in enumerate(p.givens)])
    n, _ = exact.count_solutions(looser, 3)
    assert n >= 1 and p.solution in exact.solutions(looser, 50)


def test_4x4_unclued_grid_is_not_unique():
    grid = tuple(range(1, 17))
    p = puzzle_of(grid, (), 4, 4)
    assert exact.count_solutions(p, 2)[0] == 2


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


ALL_MASK = sum(bit(d) for d in range(1, 10))


# -- soundness and the solver ------------------------------------------------------------------


def _unique_puzzles(n: int, seed: int):
    for p, grid in random_puzzles(n * 3, seed, clues=(0, 1, 2)):
        if table.solve3(p.sums, p.givens)[0] == 1:
            yield p.with_solution(grid)
            n -= 1
            if not n:
                return


def test_techniques_never_delete_a_true_candidate():
    """Every technique on random positions of real puzzles: the solution's digits survive."""
    rng = random.Random(9)
    fired = {t.abbr: 0 for t in techniques.LADDER}
    for p in _unique_puzzles(120, 10):
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
    for p in _unique_puzzles(150, 11):
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


# -- the textbook trace ----------------------------------------------------------------------------

# Sujiko 3x2 (cells 0 1 2 / 3 4 5; circles {0,1,3,4} = 12 and {1,2,4,5} = 15), no givens.
# Worked by hand (step: cell=digit):
#   1: 0=1 ok   2: 1=1 no   3: 1=2 ok   4-5: 2=1,2 no   6: 2=3 ok   7-9: 3=1..3 no   10: 3=4 ok
#   11-14: 4=1..4 no   15: 4=5 ok (circle 1+2+4+5 = 12)   16-20: 5=1..5 no
#   21: 5=6 no (circle 2+3+5+6 = 16, not 15)   backtrack 1 (cell 5 loses 6)
#   22: 4=6 no (1+2+4+6 = 13)   backtrack 2 (cell 4 loses 6)   23: 3=5 ok
#   24-26: 4=1..3 no   27: 4=4 ok (1+2+5+4 = 12)   28-32: 5=1..5 no   33: 5=6 ok (2+3+4+6 = 15)
#   -> solved 1 2 3 / 5 4 6 after 33 steps and 2 backtracks.
TINY = "sujiko 3x2 ...... 12,15"


def test_the_circles_are_the_rules_sum_cages():
    """What the backtracker checks early, and what a full grid must meet: each circle and its sum."""
    p = Puzzle.from_line(LINE)
    assert p.rules.sum_cages(p) == (((0, 1, 3, 4), 18), ((1, 2, 4, 5), 27), ((3, 4, 6, 7), 21),
                                    ((4, 5, 7, 8), 21))
    assert p.rules.extra_ok(p, GRID) and not p.rules.extra_ok(p, (1, 2, 3, 4, 5, 6, 7, 8, 9))


def test_trace_of_a_tiny_sujiko_matches_the_hand_count():
    t = backtrack.trace(Puzzle.from_line(TINY))
    events = list(t)
    assert (t.result.steps, t.result.backtracks, t.result.values) == (33, 2, (1, 2, 3, 5, 4, 6))
    assert [(e.step, e.cell, e.digit) for e in events if e.action == "backtrack"] == [(21, 5, 6), (22, 4, 6)]
    assert [e.action for e in events if e.step == 21] == ["try", "reject", "backtrack"]
    assert events[-1].action == "solved"


def test_pull_animates_the_same_trace_incrementally():
    p = Puzzle.from_line(TINY)
    whole = list(backtrack.trace(p))
    b = backtrack.Backtracker(p)
    pulled, seen_values = [], []
    while not b.done:
        pulled += b.pull(5)
        seen_values.append(list(b.values))
    assert pulled == whole
    assert b.values == [1, 2, 3, 5, 4, 6] and (b.result.steps, b.result.backtracks) == (33, 2)
    assert seen_values[0][:3] == [1, 2, 0]  # after 5 events (step 3 tries r1c2 = 2)
    assert seen_values[1][:3] == [1, 2, 2]  # after 10: a rejected digit stays until the next try
    assert b.pull(5) == []


def test_trace_rejects_givens_that_break_a_circle():
    r = backtrack.run(Puzzle.from_line("sujiko 2x2 1234 11"))
    assert (r.steps, r.solved) == (0, False)


def test_trace_on_3x3_agrees_with_the_table():
    p = Puzzle.from_line("sujiko 3x3 .6......4 18,27,21,21")
    r = backtrack.run(p, limit=2)
    assert (r.solutions, r.values) == (1, GRID)
