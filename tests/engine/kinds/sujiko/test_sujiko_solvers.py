"""Sujiko's exact solvers: the 3x3 table against brute force and the search, the 4x4 search, the trace."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest
from sujiko_cases import GRID, LINE, puzzle_of, random_puzzles

from game.engine import backtrack, exact, logic
from game.engine.backend import Params
from game.engine.kinds.sujiko import search, table
from game.engine.kinds.sujiko.gen import SujikoGenerator
from game.engine.errors import SizeError
from game.engine.puzzle import Puzzle, bit
from game.engine.rules import rules_for

REPO = Path(__file__).resolve().parents[4]


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


def test_the_rules_say_how_many_sums_a_line_holds_and_which_sizes_exist():
    rules = rules_for("sujiko")
    assert [rules.sum_count(w, h) for w, h in ((2, 2), (3, 3), (4, 3), (5, 7))] == [1, 4, 6, 24]
    for size, words in (((1, 4), "at least 2x2"), ((8, 8), "digits up to 64")):
        with pytest.raises(SizeError, match=words):
            rules.sum_count(*size)
    with pytest.raises(SizeError, match="a 4x3 sujiko needs 6 circle sums, separated by commas; got 4"):
        Puzzle.from_line("sujiko 4x3 " + "." * 12 + " 10,20,20,20")
    with pytest.raises(SizeError, match="at least 2x2"):
        Puzzle.from_line("sujiko 1x4 .... 10")


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
