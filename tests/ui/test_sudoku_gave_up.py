"""The Sudoku tools on a puzzle too hard to analyse in time: a message in words, never the
safety net's "Something went wrong".  A tiny work budget in force stands in for a puzzle that
would take minutes (the scenes join the budget in force, as every analysis does)."""

from __future__ import annotations

import pytest

from game.engine.budget import Budget, active

BLANK_4X4 = "sudoku 4x4 ................ 0011001111001100"


@pytest.fixture
def entry(app):
    from game.scenes.sudoku_entry import EntryScene

    sc = app.stack.push(EntryScene(app, box=(2, 2)))
    app.pump(1)
    return sc


def test_check_and_done_in_hand_entry_say_the_count_gave_up(app, entry):
    entry.clues = (1,) + (0,) * 15
    with active(Budget(work=5)):
        assert entry.check() == -1
    assert any("Too many possibilities to count in time" in m for m in app.messages), app.messages
    with active(Budget(work=5)):
        assert entry.done()
    app.pump(2)
    assert entry not in app.stack.scenes
    assert app.puzzle_scene.session.puzzle.givens[0] == 1
    assert any("could not be counted in time" in m for m in app.messages), app.messages
    assert not any("Something went wrong" in m for m in app.messages)


def test_solve_says_the_puzzle_is_too_hard(make_app):
    from game.scenes.sudoku_tools import solve

    app = make_app("--puzzle", BLANK_4X4, "--size", "1280x800")
    with active(Budget(work=5)):
        solve(app)
    app.pump(2)
    assert any("too hard to solve in time" in m for m in app.messages), app.messages
    assert app.running and not any("Something went wrong" in m for m in app.messages)


def test_the_solver_log_says_it_gave_up(app):
    from game.engine.formats import parse_line
    from game.scenes.solver_log import log_lines

    with active(Budget(work=5)):
        lines, summary = log_lines(parse_line(BLANK_4X4))
    assert lines == [] and summary.startswith("gave up: too hard to analyse")
