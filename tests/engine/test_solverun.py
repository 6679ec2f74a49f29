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
