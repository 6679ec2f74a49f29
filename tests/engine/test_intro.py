"""Every kind's rules intro: a tiny board with one solution, steps that ask for each open cell once,
and a judge that takes the right digit and refuses every other with a reason."""

from __future__ import annotations

import re

import pytest

from game.engine.backend import backends, default_kind
from game.engine.digits import bit, single_digit
from game.engine.exact import count_solutions
from game.engine.intro import Intro, judge

INTROS = [(k.name, k.intro) for k in backends() if k.intro is not None]


def test_every_built_in_kind_has_one_and_the_flagship_s_is_the_longest() -> None:
    names = [n for n, _ in INTROS]
    assert {"suguru", "ripple", "sudoku", "sujiko"} <= set(names)
    intro = dict(INTROS)
    tutorial = intro[default_kind()]
    assert 3 <= len(tutorial.steps) <= 5 and tutorial.moves_needed <= 10     # two minutes for a new player
    assert any(s.strike for s in tutorial.steps)                             # candidates, as in a game
    for name, other in INTROS:
        if name != default_kind():
            assert 2 <= len(other.steps) <= 3 and other.moves_needed <= 5, name


@pytest.mark.parametrize("name,intro", INTROS, ids=[n for n, _ in INTROS])
def test_the_board_has_one_solution_the_one_stored(name: str, intro: Intro) -> None:
    p = intro.puzzle
    count, values = count_solutions(p, limit=2)
    assert count == 1 and "".join(map(str, values)) == intro.solution
    asked = [c for s in intro.steps for c in s.cells]
    assert sorted(asked) == [c for c in range(p.ncells) if not single_digit(p.initial_candidates[c])]


@pytest.mark.parametrize("name,intro", INTROS, ids=[n for n, _ in INTROS])
def test_the_judge_takes_the_answer_and_refuses_the_rest_with_a_reason(name: str, intro: Intro) -> None:
    p = intro.puzzle
    sol = p.solution
    assert sol is not None
    cands = list(p.initial_candidates)
    for i, step in enumerate(intro.steps):
        later = [c for s in intro.steps[i + 1:] for c in s.cells]
        if later:
            v = judge(intro, step, cands, later[0], sol[later[0]])
            assert not v.played and "outlined" in v.text          # the right digit, but not this step's cell
        for n, cell in enumerate(step.cells):
            last = n == len(step.cells) - 1
            wrong = [d for d in range(1, p.max_digit[cell] + 1) if d != sol[cell]]
            if step.strike:                                      # every wrong candidate goes, the answer stays
                v = judge(intro, step, cands, cell, sol[cell])
                assert not v.played and v.text.startswith(f"Keep the {sol[cell]}")
                for k, d in enumerate(wrong):
                    v = judge(intro, step, cands, cell, d)
                    assert v.played and v.step_done == (last and k == len(wrong) - 1), (cell, d)
                    cands[cell] &= ~bit(d)
                    assert not judge(intro, step, cands, cell, d).played   # struck already
                assert cands[cell] == bit(sol[cell])
                continue
            for d in wrong:
                v = judge(intro, step, cands, cell, d)
                assert not v.played and v.text.startswith(f"Not {d}") and v.cells, (cell, d)
                assert all(single_digit(cands[c]) == d for c in v.cells) or v.cells == (cell,)
            v = judge(intro, step, cands, cell, sol[cell])
            assert v.played and v.step_done == last
            cands[cell] = bit(sol[cell])
    assert all(single_digit(m) for m in cands)


def test_the_corner_rule_names_the_cells_corner_to_corner() -> None:
    intro = dict(INTROS)["suguru"]
    cands = list(intro.puzzle.initial_candidates)
    cands[1] = bit(2)                                   # step 1 done
    v = judge(intro, intro.steps[1], cands, 5, 1)
    assert not v.played and v.cells == (0, 2) and "corner" in v.text


@pytest.mark.parametrize("name,intro", INTROS, ids=[n for n, _ in INTROS])
def test_a_step_outlining_more_than_its_cell_never_calls_that_cell_the_outlined_one(name: str, intro: Intro) -> None:
    """The outline goes round the step's look as one shape (a region, a row): the cell to fill is the picked
    one, in the solid frame, and the words must not send the eye to the outline for it."""
    for step in intro.steps:
        if len(step.outlined) > len(step.cells):
            assert not re.search(r"outlined cell(?!s)", step.say), step.say


def test_an_intro_given_as_a_loader_loads_on_first_use_once() -> None:
    """The built-in kinds hand the registry their intro as a loader, so the game's start never reads one."""
    from game.engine.backend import Kind, backend

    tutorial = backend(default_kind()).intro
    calls: list[int] = []

    def load() -> Intro:
        calls.append(1)
        assert tutorial is not None
        return tutorial

    kind = Kind("toy", "Toy", backend(default_kind()).rules, ladder=(), intro=load)
    assert calls == []
    assert kind.intro is tutorial and kind.intro is tutorial
    assert calls == [1]
    assert Kind("toy", "Toy", backend(default_kind()).rules, ladder=()).intro is None
