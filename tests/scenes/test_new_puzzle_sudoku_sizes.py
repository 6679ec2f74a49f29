"""New puzzle's smallest and largest sudoku: 2x2 boxes made and opened, 5x5 boxes cancelled mid-attempt."""

from __future__ import annotations

import time

import pytest

from game.engine import exact
from game.engine.backend import Params, backend
from game.engine.budget import DEFAULT_WORK
from game.engine.kinds.sudoku import big
from game.engine.kinds.sudoku.small import depth_score
from test_new_puzzle import open_by_menu, run_until_generated, value
from ui_helpers import click


def choose_sudoku(app, width: int, difficulty: str):
    dlg = open_by_menu(app)
    while dlg.kind.name != "sudoku":
        click(app, value(dlg, "kind").rect.center)
    while dlg.params.width != width:
        click(app, value(dlg, "width").rect.center)
    while dlg.difficulty != difficulty:
        click(app, value(dlg, "difficulty").rect.center)
    return dlg


def test_a_4x4_sudoku_is_made_in_its_band_and_opens(app, monkeypatch) -> None:
    from game.scenes.new_puzzle import NewPuzzleScene

    monkeypatch.setattr(NewPuzzleScene, "seed", "four")
    dlg = choose_sudoku(app, 4, "Hard")
    assert value(dlg, "board").text == "Board: 4x4, 2x2 boxes"
    click(app, dlg.go_btn.rect.center)
    run_until_generated(app, dlg)
    s = app.puzzle_scene.session
    p = s.puzzle
    assert (p.kind, p.width) == ("sudoku", 4) and s.number == -1
    lo, hi = backend("sudoku").band(Params(4, 4, box=(2, 2)), "Hard")
    assert lo <= s.score <= hi and s.score == depth_score(p)
    assert exact.count_solutions(p, 2)[0] == 1
    sc = app.puzzle_scene
    app.pump(2)                          # the scorer starts after a frame, on its own thread
    sc.scorer.wait(60)
    app.pump(1)
    assert sc.toolbar.rating_text() == "Hard"   # the band asked for, not the ladder's "Easy" for its 0
    assert any("A fresh Hard 4x4 Sudoku" in m for m in app.messages)


def test_a_25x25_shows_its_work_and_cancel_stops_it_inside_an_attempt(app, monkeypatch) -> None:
    monkeypatch.setattr(big, "REMOVAL_WORK", 1000 * DEFAULT_WORK)    # an attempt far longer than the test waits
    dlg = choose_sudoku(app, 25, "Expert")
    assert value(dlg, "board").text == "Board: 25x25, 5x5 boxes"
    before = app.puzzle_scene.session.puzzle
    click(app, dlg.go_btn.rect.center)
    deadline = time.monotonic() + 120
    while dlg.worker.progress == (0, 0.0) and time.monotonic() < deadline:   # the first tick, inside the attempt
        app.pump(1)
        dlg.worker.thread.join(0.05)
    assert dlg.worker.progress != (0, 0.0) and dlg.running
    click(app, dlg.cancel_btn.rect.center)
    dlg.worker.thread.join(60)
    assert not dlg.worker.thread.is_alive()                          # stopped within a few trials, not at the end
    assert app.puzzle_scene.session.puzzle is before


@pytest.mark.parametrize("size", ["800x480", "720x1280"])
def test_a_25x25_on_a_small_touch_screen_zooms_to_finger_cells(make_app, size) -> None:
    from game.engine.kinds.sudoku.boxes import box_regions

    line = "sudoku 25x25 " + "1" + "." * 624 + " " + box_regions(25, 5, 5)
    app = make_app("--puzzle", line, "--size", size, "--input-mode", "touch", "--select", "r12c12")
    L = app.puzzle_scene.layout
    assert L.origin is not None and L.cell >= 48
    assert L.board.contains(L.cell_rect(app.puzzle_scene.session.ui.cursor))
    assert not app.puzzle_scene.board.cand_dots                      # candidates are drawn as digits, not dots



def test_the_puzzle_screen_rates_a_25x25_with_the_work_its_size_needs(make_app) -> None:
    """A fresh 25x25 (New puzzle's Medium) whose whole solve by logic outruns a default analysis."""
    from pathlib import Path

    from game.engine import logic
    from game.engine.budget import Budget
    from game.engine.errors import GaveUp
    from game.engine.formats import parse_line

    line = (Path(__file__).resolve().parents[1] / "data" / "sudoku25_medium.txt").read_text(encoding="utf-8").strip()
    with pytest.raises(GaveUp):
        logic.solve(parse_line(line), budget=Budget())
    app = make_app("--puzzle", line, "--size", "1280x800")
    s = app.puzzle_scene.session
    deadline = time.monotonic() + 120
    while s.score is None and s.score_note is None and time.monotonic() < deadline:
        app.pump(1)
    assert s.score == 1236 and s.score_note is None


def test_a_4x4_opened_again_shows_the_score_it_was_banded_by(make_app) -> None:
    """The ladder scores every 4x4 0; the puzzle screen shows the depth score New puzzle chose it by."""
    from game.engine.fresh import fresh

    got = fresh("sudoku", Params(4, 4, box=(2, 2)), "Expert", seed="again").generated
    app = make_app("--puzzle", got.line(), "--size", "800x480")
    s = app.puzzle_scene.session
    deadline = time.monotonic() + 60
    while s.score is None and time.monotonic() < deadline:
        app.pump(1)
    assert s.score == got.score == depth_score(s.puzzle) > 0
