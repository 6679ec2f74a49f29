"""No puzzle that parses makes a solver run for minutes: the work budget (game.engine.budget).

Each input class below froze solve, rate or hint for more than a minute
before the budget existed.  The budget counts work, not time, so what gives up
and what finishes is the same on every machine: the tests pin each outcome.
(The per-test timeout of the suite is what catches a regression to a hang.)
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.engine import budget as B
from game.engine import exact, logic
from game.engine.errors import GaveUp
from game.engine.formats import parse_any, parse_line
from game.engine.state import PlayState
from game.engine.kinds.sudoku.boxes import box_regions

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"
LEVELS = Path(__file__).resolve().parents[2] / "levels"

JIGSAW = "sudoku 9x9 " + "." * 81 + " 000111100002111100002130000002333011222231111220333100000032100002222100002222000"
SUDOKU25 = "sudoku 25x25 " + "." * 625 + " " + box_regions(25, 5, 5)
RIPPLE12 = "ripple 12x12 " + "." * 144 + " " + "".join(
    "0123456789abcdefghijklmnopqrstuvwxyz"[((i // 12) // 3 * 6 + (i % 12) // 2) % 36] for i in range(144))
SUJIKO57 = ("sujiko 5x7 " + "." * 35 + " 108,68,84,94,82,67,59,56,98,89,59,48,94,93,83,47,61,81,78,51,58,77,68,54")

HARD = {"jigsaw": JIGSAW, "sudoku25": SUDOKU25, "ripple12": RIPPLE12, "sujiko57": SUJIKO57}


def solve(p):
    return exact.count_solutions(p, 2)


def rate(p):
    return logic.solve(p)


def hint(p):
    return logic.hint(PlayState(p))


OPS = {"solve": solve, "rate": rate, "hint": hint}

GIVES_UP = {("jigsaw", "rate"), ("sudoku25", "rate"), ("ripple12", "solve"), ("sujiko57", "solve"),
            ("sujiko57", "rate")}
"""What the default budget cannot finish; everything else of these inputs finishes within it."""


@pytest.mark.parametrize("name, op", sorted(GIVES_UP))
def test_freezing_input_gives_up_with_a_clear_message(name, op):
    with pytest.raises(GaveUp, match=r"^too hard to analyse: gave up after [0-9,]+ (search nodes|solver steps)"):
        OPS[op](parse_any(HARD[name]))


FINISHES = {
    ("jigsaw", "solve"): "2", ("sudoku25", "solve"): "2", ("ripple12", "rate"): "stuck",
    ("jigsaw", "hint"): "GS", ("sudoku25", "hint"): "GS", ("ripple12", "hint"): "none", ("sujiko57", "hint"): "CR",
}
"""What the rest of those calls give within the default budget (two solutions; stuck; the hint's technique)."""


def outcome(op: str, p, result) -> str:
    if op == "solve":
        count, first = result
        assert first is not None and p.rules.is_solution(p, first)
        return str(count)
    if op == "rate":
        return "solved" if result.solved else "stuck"
    return result.deduction.technique if result.deduction is not None else "none"


def test_every_call_on_those_inputs_is_pinned():
    assert set(FINISHES) | GIVES_UP == {(n, o) for n in HARD for o in OPS}


@pytest.mark.parametrize("name, op", sorted(FINISHES))
def test_the_rest_of_those_calls_finish(name, op):
    p = parse_any(HARD[name])
    assert outcome(op, p, OPS[op](p)) == FINISHES[name, op]


def test_giving_up_is_deterministic():
    p = parse_any(SUDOKU25)
    messages = set()
    for _ in range(2):
        with pytest.raises(GaveUp) as info:
            logic.solve(p)
        messages.add(str(info.value))
    assert len(messages) == 1


def test_a_named_budget_is_spent_by_nested_solvers():
    """The sudoku guess runs the exact solver inside the logical one: both spend the caller's budget."""
    b = B.Budget()
    with pytest.raises(GaveUp) as info:
        logic.solve(parse_any(JIGSAW), budget=b)
    assert b.nodes > 0 and b.steps > 0 and b.spent > b.work
    assert (info.value.nodes, info.value.steps) == (b.nodes, b.steps)
    assert f"{b.steps:,} solver steps and {b.nodes:,} search nodes" in str(info.value)


def test_a_small_budget_gives_up_where_the_default_finishes():
    p = parse_any(JIGSAW)
    assert exact.count_solutions(p, 2)[0] == 2
    with pytest.raises(GaveUp, match="search nodes") as info:
        exact.count_solutions(p, 2, budget=B.Budget(81 * 10))
    assert info.value.nodes > 0


def test_a_passed_deadline_gives_up():
    with pytest.raises(GaveUp):
        logic.solve(parse_any(SUDOKU25), budget=B.Budget(10 ** 12, deadline=time.monotonic() - 1))


def test_the_budget_rejects_nonsense():
    with pytest.raises(ValueError, match="at least 1"):
        B.Budget(0)


def test_no_budget_leaks_out_of_a_call():
    exact.count_solutions(parse_any(JIGSAW), 2)
    assert B.current() is None


def _rows() -> list[str]:
    """The heaviest rows the budget was measured on: big corpus sudokus and ripples, every 4x4 Sujiko."""
    rows = []
    for f in sorted(CORPUS.glob("*.tsv")):
        for line in f.read_text(encoding="utf-8").splitlines():
            text = line.split("\t")[0]
            if text.split()[1] in ("16x16", "40x25", "24x14"):
                rows.append(text)
    rows += [ln for ln in (LEVELS / "sujiko4.txt").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    return rows


def test_the_heaviest_known_puzzles_use_under_half_the_default_budget():
    """Headroom: every corpus row and level needs far less than the default (the worst, a 16x16 rating,
    about a quarter), so the budget stops only puzzles no one could call normal."""
    rows = _rows()
    assert len(rows) > 100
    worst = 0
    for text in rows:
        p = parse_line(text)
        for op in (solve, rate, hint):
            b = B.Budget(10 ** 12)
            with B.active(b):
                op(p)
            worst = max(worst, b.spent)
    assert 0 < worst < B.DEFAULT_WORK // 2


def test_counting_every_built_in_jigsaw_uses_under_a_third_of_the_default_budget():
    """The heaviest known analysis of all: one built-in jigsaw's solution count needs 874,152 units."""
    worst = 0
    lines = [ln for ln in (LEVELS / "jigsaw.txt").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    for text in lines:
        b = B.Budget(10 ** 12)
        assert exact.count_solutions(parse_line(text), 2, budget=b)[0] == 1
        worst = max(worst, b.spent)
    assert 0 < worst < B.DEFAULT_WORK // 3
