"""A save keeps the "solution seen" mark, so a game resumed after the solution was shown earns no best time."""

from __future__ import annotations

import json

import pytest

from game.engine.puzzle import Puzzle
from game.engine.state import PlayState
from game.saves import SaveFormatError, SavedGame


def test_a_save_keeps_the_solution_seen_mark_and_refuses_a_bad_one():

    p = Puzzle.from_line("sudoku 4x4 1............... 0011001122332233")
    game = SavedGame.from_state(PlayState(p))
    assert "solution_seen" not in game.to_data()                 # absent when false: older Nanbas read it
    game.seen = True
    data = json.loads(game.to_json())
    assert data["solution_seen"] is True and SavedGame.from_json(data).seen is True
    data["solution_seen"] = "yes"
    with pytest.raises(SaveFormatError, match="solution_seen"):
        SavedGame.from_json(data)
