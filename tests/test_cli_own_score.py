"""``rate``, ``check`` and the solver log report the score the game shows, a 4x4 sudoku's depth score included."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import cli
from game.engine.formats import parse_line
from game.engine.kinds.sudoku.small import depth_score
from game.ui.session import Session
from game.engine.state import PlayState

HARD_4X4 = "sudoku 4x4 2.3.3..........1 0011001122332233"
"""A fresh "Hard" 4x4: naked singles finish it (the ladder's score is 0); its depth score is 17."""


def game_score(line: str) -> int | None:
    """What the puzzle screen's score box shows for ``line``."""
    return Session("sudoku", -1, PlayState(parse_line(line))).compute_score()


def test_rate_reports_the_depth_score_the_game_shows() -> None:
    assert game_score(HARD_4X4) == depth_score(parse_line(HARD_4X4)) == 17
    assert cli.rate_line(parse_line(HARD_4X4)).split()[:2] == ["solved", "17"]


def test_check_reports_it_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "in.txt"
    f.write_text(HARD_4X4 + "\n", encoding="utf-8")
    assert cli.main(["check", str(f)]) == cli.EXIT_OK
    assert capsys.readouterr().out.split("\t")[:3] == ["unique", "logic", "17"]


def test_the_solver_log_ends_with_the_same_score_and_its_band() -> None:
    from game.scenes.solver_log import log_lines

    _lines, summary = log_lines(parse_line(HARD_4X4))
    assert summary == "solved; score 17, rated Hard"


def test_the_editors_harder_and_easier_count_the_depth_score_the_verdict_shows() -> None:
    from game.engine.draft import Draft
    from game.engine.edit_helpers.nudge import nudge
    from game.engine.verdict import verdict

    d = Draft.from_line(HARD_4X4)
    assert (verdict(d).score, verdict(d).band) == (17, "Hard")
    for direction in ("harder", "easier"):
        r = nudge(d, direction, seed=1)
        assert (r.score_before, r.band_before) == (17, "Hard")
        moved = parse_line(r.draft.line())
        assert r.score == depth_score(moved) and r.band == verdict(r.draft).band
