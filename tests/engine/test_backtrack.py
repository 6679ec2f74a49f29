"""The textbook backtracker: counts worked out by hand, trace shape, caps."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import backtrack
from game.engine.backtrack import ACTIONS, Backtracker, TraceEvent
from game.engine.formats import parse_solution
from game.engine.puzzle import Puzzle

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"

# Suguru 3x2, no givens.  Cells 0 1 2 / 3 4 5; regions {0,3} (holds 1,2) and
# {1,2,4,5} (holds 1..4).  Worked by hand (step: cell=digit result):
#   1: 0=1 ok    2: 1=1 no (touches 0)    3: 1=2 ok    4: 2=1 ok
#   5: 3=1 no (region)    6: 3=2 no (touches 1)    3 is at its max 2: backtrack 1 -> cell 2
#   7: 2=2 no (touches 1)    8: 2=3 ok    9: 3=1 no    10: 3=2 no    backtrack 2 -> cell 2
#   11: 2=4 ok    12: 3=1 no    13: 3=2 no    backtrack 3 -> cell 2, which holds its
#   max 4: backtrack 4 -> cell 1
#   14: 1=3 ok    15: 2=1 ok    16: 3=1 no    17: 3=2 ok    18: 4=1 no (touches 0)
#   19: 4=2 no (touches 3)    20: 4=3 no (region)    21: 4=4 ok    22: 5=1 no (touches 2)
#   23: 5=2 ok -> solved 1 3 1 / 2 4 2 after 23 steps and 4 backtracks.
SUGURU = "suguru 3x2 ...... 011011"

# Ripple 4x1, regions {0,1} and {2,3}, each holding 1,2.  By hand:
#   1: 0=1 ok    2: 1=1 no (region)    3: 1=2 ok    4: 2=1 ok    5: 3=1 no (region)
#   6: 3=2 no (the 2 in cell 1 is 2 away)    backtrack 1 -> cell 2
#   7: 2=2 no (cell 1 is 1 away)    backtrack 2 -> cell 1 (at max)    backtrack 3 -> cell 0
#   8: 0=2 ok    9: 1=1 ok    10: 2=1 no (cell 1 is 1 away)    11: 2=2 no (cell 0 is 2 away)
#   backtrack 4 -> cell 1    12: 1=2 no (region)    backtrack 5 -> cell 0, which is at its
#   max with no earlier cell: no solution, 12 steps and 5 backtracks.
RIPPLE = "ripple 4x1 .... 0011"


def test_hand_worked_suguru_counts():
    t = backtrack.trace(Puzzle.from_line(SUGURU))
    events = list(t)
    assert (t.result.steps, t.result.backtracks) == (23, 4)
    assert t.result.solved and t.result.values == (1, 3, 1, 2, 4, 2)
    assert events[:4] == [TraceEvent(1, 0, 1, "try"), TraceEvent(1, 0, 1, "place"),
                          TraceEvent(2, 1, 1, "try"), TraceEvent(2, 1, 1, "reject")]
    assert [(e.step, e.cell, e.digit) for e in events if e.action == "backtrack"] == [
        (6, 3, 2), (10, 3, 2), (13, 3, 2), (13, 2, 4)]
    assert events[-1] == TraceEvent(23, -1, 0, "solved")


def test_hand_worked_ripple_without_solution():
    t = backtrack.trace(Puzzle.from_line(RIPPLE))
    events = list(t)
    assert (t.result.steps, t.result.backtracks, t.result.solved) == (12, 5, False)
    assert t.result.values is None
    assert [e.step for e in events if e.action == "backtrack"] == [6, 7, 7, 11, 12]
    assert "solved" not in {e.action for e in events}


def test_givens_are_never_touched():
    # Given 2 in cell 0: the first step is at cell 1.
    t = backtrack.trace(Puzzle.from_line("suguru 3x2 2..... 011011"))
    events = list(t)
    assert events[0] == TraceEvent(1, 1, 1, "try")
    assert all(e.cell != 0 for e in events)
    assert t.result.values[0] == 2


def test_trace_shape_and_run_agree():
    p = Puzzle.from_line(SUGURU)
    events = list(Backtracker(p))
    assert {e.action for e in events} <= set(ACTIONS)
    tries = [e for e in events if e.action == "try"]
    assert [e.step for e in tries] == list(range(1, 24))
    for i, e in enumerate(events):
        if e.action == "try":
            assert events[i + 1].action in ("place", "reject")
            assert (events[i + 1].step, events[i + 1].cell, events[i + 1].digit) == (e.step, e.cell, e.digit)
    r = backtrack.run(p)
    assert (r.steps, r.backtracks, r.values) == (23, 4, (1, 3, 1, 2, 4, 2))


def test_contradictory_givens_take_no_step():
    r = backtrack.run(Puzzle.from_line("suguru 2x2 22.. 0011"))
    assert (r.steps, r.backtracks, r.solved) == (0, 0, False)


def test_max_steps_caps_the_walk():
    r = backtrack.run(Puzzle.from_line(SUGURU), max_steps=10)
    assert r.capped and not r.solved and r.steps == 10
    assert not backtrack.run(Puzzle.from_line(SUGURU), max_steps=23).capped


def test_sujiko_sums_checked_on_the_last_cell():
    r = backtrack.run(Puzzle.from_line("sujiko 2x2 .... 10"))
    assert r.solved and r.values == (1, 2, 3, 4)
    assert not backtrack.run(Puzzle.from_line("sujiko 2x2 .... 11")).solved


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_solves_a_small_corpus_puzzle(kind):
    path = CORPUS / f"{kind}.tsv"
    if not path.exists():
        pytest.fail(f"the corpus is test data this suite needs; not found at {path}")
    line, sol = path.read_text().splitlines()[0].split("\t")[:2]
    p = Puzzle.from_line(line)
    r = backtrack.run(p, max_steps=2_000_000)
    assert r.solved and r.values == parse_solution(p, sol)
    assert r.steps > r.backtracks > 0


def test_limit_two_goes_on_after_the_first_solution():
    # Continuing the hand trace of SUGURU after step 23 (5=2 solved):
    #   24: 5=3 no    25: 5=4 no    backtracks 5, 6, 7: cells 5 (at max 4), 4 (at 4), 3 (at 2)
    #   26: 2=2 ok    27: 3=1 no    28: 3=2 ok    29: 4=1 no    30: 4=2 no    31: 4=3 no
    #   32: 4=4 ok    33: 5=1 ok -> second solution 1 3 2 / 2 4 1: 33 steps, 7 backtracks.
    t = backtrack.trace(Puzzle.from_line(SUGURU), limit=2)
    solved = [e.step for e in t if e.action == "solved"]
    assert solved == [23, 33]
    assert (t.result.steps, t.result.backtracks, t.result.solutions) == (33, 7, 2)
    assert t.result.values == (1, 3, 1, 2, 4, 2)  # the first solution
    assert backtrack.run(Puzzle.from_line(SUGURU), limit=100).solutions == 8
    with pytest.raises(ValueError):
        backtrack.run(Puzzle.from_line(SUGURU), limit=0)
