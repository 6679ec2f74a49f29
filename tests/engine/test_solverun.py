"""The solver run's shortcuts take the steps the plain loop takes (game.engine.solverun)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import logic
from game.engine.puzzle import Puzzle
from game.engine.solverun import _Run

LEVELS = Path(__file__).resolve().parents[2] / "levels"


def positions(name: str, count: int) -> list[tuple[Puzzle, list[int]]]:
    """Built-in puzzles with some candidates struck at random (the solution's kept)."""
    lines = [ln for ln in (LEVELS / f"{name}.txt").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    rng = random.Random(name)
    out = []
    for line in rng.sample(lines, count):
        p = Puzzle.from_line(line)
        solved = logic.solve(p)
        assert solved.solved
        cands = list(p.initial_candidates)
        for c in range(p.ncells):
            if rng.random() < 0.3:
                cands[c] = solved.cands[c]
        out.append((p, cands))
    return out


@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku", "jigsaw", "sujiko"])
def test_settle_is_stepping_while_the_head_propagators_strike(name: str) -> None:
    """settle() on the whole ladder = step() until None on a ladder of just its head propagators."""
    struck = 0
    for p, cands in positions(name, 25):
        techs = logic._techs(p, None)
        fast = _Run(p, list(cands), techs, True)
        fast.settle()
        head = tuple(t for t, _, _ in fast.head)
        assert head  # every kind's ladder starts with a propagator
        slow = _Run(p, list(cands), head, True)
        while slow.step() is not None:
            pass
        assert fast.cands == slow.cands
        assert fast.score == slow.score
        assert {t.abbr: fast.counts[t.abbr] for t in head} == slow.counts
        assert [(d.technique, d.eliminations, d.text) for d in fast.steps] == \
            [(d.technique, d.eliminations, d.text) for d in slow.steps]
        struck += len(slow.steps)
    assert struck > 25


def test_a_run_gets_the_template_of_its_own_layout_and_ladder_whatever_ran_before() -> None:
    """The template of the last run is reused only for the very same layout and ladder."""
    from game.engine.layout import tables
    from game.engine.solverun import _template

    (a, _), (b, _) = positions("suguru", 2)
    whole, short = logic._techs(a, None), logic._techs(a, logic.ladder("suguru")[:3])
    made = {}
    for p, techs in ((a, whole), (a, short), (b, whole), (a, whole), (b, short), (a, short)):
        got = _template(tables(p), techs)
        assert [t for _how, t, _x, _i in got[0]] == list(techs)
        assert got[5] == tuple(t.abbr for t in techs)
        assert made.setdefault((id(tables(p)), techs), got) is got


@pytest.mark.parametrize("name", ["suguru", "ripple"])
def test_settle_on_lanes_is_settle(name: str) -> None:
    """lanes.settle_lanes takes settle()'s steps on positions that keep the solution: the same
    candidates, score, counts, queues and dirty masks, whatever ran on the run before."""
    from game.engine.lanes import head_lanes, settle_lanes

    struck = 0
    for p, cands in positions(name, 25):
        techs = logic._techs(p, None)
        plain = _Run(p, list(cands), techs, False)
        packed = _Run(p, list(cands), techs, False)
        lanes = head_lanes(plain.T, techs)
        assert len(lanes) == len(plain.head)
        for _ in range(3):  # a settle, then a step and a settle again
            before = list(plain.cands)
            hit = plain.settle()
            assert settle_lanes(packed, lanes) == hit == (plain.cands != before)  # whether it struck
            assert packed.cands == plain.cands
            assert (packed.score, packed.counts, packed.dirty) == (plain.score, plain.counts, plain.dirty)
            assert packed.heaps == plain.heaps
            struck += sum(plain.counts.values())
            if plain.step() is None:
                break
            packed.step()
    assert struck > 25


@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku"])
def test_head_lanes_mark_each_propagators_targets(name: str) -> None:
    """lanes[i][c][d] has bit 8x exactly for the targets x of head propagator i from c answered d,
    the same on every layout of a size (the reach's lanes are kept per size)."""
    from game.engine.layout import tables
    from game.engine.lanes import head_lanes
    from game.engine.solverun import _prop_targets

    for p, _cands in positions(name, 6):
        T = tables(p)
        techs = logic._techs(p, None)
        lanes = head_lanes(T, techs)
        assert lanes
        for t, lane in zip(techs, lanes):
            targets = _prop_targets(t, T)
            assert targets is not None
            for c, row in enumerate(targets):
                for d, cells in enumerate(row):
                    assert lane[c][d] == sum(1 << 8 * x for x in cells if x != c), (t.abbr, c, d)


def test_a_run_costs_its_own_layouts_steps_whatever_ran_before() -> None:
    """The cost of a technique tried is kept for the last layout only: runs on two kinds' layouts
    taken in turn each charge their own (Sujiko's steps cost more per candidate than Suguru's)."""
    from game.engine.layout import tables

    grids = [p for name in ("suguru", "sujiko") for p, _ in positions(name, 2)]
    for p in grids + grids[::-1]:
        run = _Run(p, list(p.initial_candidates), logic._techs(p, None), False, tables(p))
        assert run.T is tables(p)
        assert run.cost == sum(p.max_digit) * p.rules.step_cost(p)
