"""New puzzle, driven by posted events: mouse, finger and gamepad; Cancel; the launcher's --generate."""

from __future__ import annotations

import threading

import pygame
import pytest

from aid_helpers import pad, tap
from game.engine import logic
from game.engine.backend import Params, backend
from ui_helpers import click, key, open_from_menu


def run_until_generated(app, dlg) -> None:
    """Draw frames until the worker ends (the screen keeps drawing), then let the dialog take the result."""
    while dlg.worker.thread.is_alive():
        app.pump(1)
        dlg.worker.thread.join(0.02)
    app.pump(2)


def open_by_menu(app):
    from game.scenes.new_puzzle import NewPuzzleScene

    return open_from_menu(app, "new", NewPuzzleScene)


def value(dlg, key_name: str):
    return dlg.values[key_name]


def back_button(dlg, key_name: str):
    return next(b for b, (k, d) in dlg.rows.items() if k == key_name and d < 0)


def test_mouse_chooses_kind_size_and_difficulty_and_gets_a_fresh_puzzle(app, monkeypatch):
    from game.scenes.new_puzzle import NewPuzzleScene

    monkeypatch.setattr(NewPuzzleScene, "seed", "mouse")
    dlg = open_by_menu(app)
    while dlg.kind.name != "ripple":
        click(app, value(dlg, "kind").rect.center)
    while dlg.params.width != 5:
        click(app, back_button(dlg, "width").rect.center)
    while dlg.params != Params(5, 4):
        click(app, value(dlg, "board").rect.center)
    while dlg.difficulty != "Hard":
        click(app, value(dlg, "difficulty").rect.center)
    assert value(dlg, "board").text == "Board: 5x4" and value(dlg, "difficulty").text.startswith("Difficulty: Hard")
    click(app, dlg.go_btn.rect.center)
    assert dlg.worker.thread is not None
    run_until_generated(app, dlg)
    assert app.stack.find(NewPuzzleScene) is None
    s = app.puzzle_scene.session
    p = s.puzzle
    assert (p.kind, p.width, p.height, s.number) == ("ripple", 5, 4, -1)
    lo, hi = backend("ripple").band(Params(5, 4), "Hard")
    score = logic.solve(p).score
    assert lo <= score <= hi and s.score == score
    assert any("A fresh Hard 5x4 Ripple Effect" in m for m in app.messages)


def test_a_finger_opens_it_from_the_chooser_and_picks_sujiko(make_app, monkeypatch):
    from game.scenes.chooser import chooser_geometry
    from game.scenes.menu import MenuScene
    from game.scenes.new_puzzle import NewPuzzleScene

    monkeypatch.setattr(NewPuzzleScene, "seed", "finger")
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280", "--input-mode", "touch")
    key(app, pygame.K_ESCAPE)
    menu = app.stack.find(MenuScene)
    tap(app, next(b for b, k in menu.buttons.items() if k == "choose").rect.center)
    tap(app, chooser_geometry(app.screen.get_size())["new"].center)
    dlg = app.stack.find(NewPuzzleScene)
    assert dlg is not None and dlg.kind.name == "suguru"
    while dlg.kind.name != "sujiko":
        tap(app, value(dlg, "kind").rect.center)
    assert dlg.params == Params(3, 3)
    while dlg.difficulty != "Easy":
        tap(app, value(dlg, "difficulty").rect.center)
    tap(app, dlg.go_btn.rect.center)
    run_until_generated(app, dlg)
    p = app.puzzle_scene.session.puzzle
    assert (p.kind, p.width) == ("sujiko", 3)
    hi = backend("sujiko").band(Params(3, 3), "Easy")[1]
    assert logic.solve(p).score <= hi


def test_the_gamepad_alone_reaches_every_choice_and_generate(make_app, monkeypatch):
    from game.scenes.chooser import ChooserScene
    from game.scenes.new_puzzle import NewPuzzleScene

    monkeypatch.setattr(NewPuzzleScene, "seed", "pad")
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--input-mode", "pad")
    pad(app, "start")                                  # the menu; the ring starts on its first action
    from game.scenes.menu import MenuScene

    menu = app.stack.find(MenuScene)
    assert menu is not None
    for _ in range(20):                                # walk the ring to "New puzzle..."
        if menu.focus.items[menu.focus.index] is next(b for b, k in menu.buttons.items() if k == "new"):
            break
        pad(app, "down")
    pad(app, "a")
    dlg = app.stack.find(NewPuzzleScene)
    assert dlg is not None
    start = dlg.params
    assert dlg.focus.items[dlg.focus.index] is back_button(dlg, "kind")
    pad(app, "down")
    pad(app, "down")                                   # the board's < button
    pad(app, "right")                                  # its value
    pad(app, "a")
    assert dlg.params != start and dlg.params.width == start.width
    pad(app, "down")                                   # the difficulty
    pad(app, "a")
    assert dlg.difficulty != "Medium"
    for _ in range(6):
        pad(app, "down")
        if dlg.focus.items[dlg.focus.index] is dlg.go_btn:
            break
    assert dlg.focus.items[dlg.focus.index] is dlg.go_btn
    pad(app, "a")
    run_until_generated(app, dlg)
    assert app.puzzle_scene.session.number == -1 and app.puzzle_scene.session.puzzle.width == dlg.params.width
    # and Y in the chooser opens it too
    app.stack.push(ChooserScene(app, "suguru"))
    app.pump(2)
    pad(app, "y")
    assert app.stack.find(NewPuzzleScene) is not None and app.stack.find(ChooserScene) is None


def test_cancel_stops_the_job_and_the_game_in_progress_stays(app, monkeypatch):
    import game.engine.fresh as fresh_mod
    from game.scenes.new_puzzle import NewPuzzleScene

    rounds = threading.Event()

    def endless(kind, params, difficulty, *, seed, time_limit, progress):  # only Cancel ends it
        n = 0
        while True:
            n += 1
            threading.Event().wait(0.005)
            progress(n, 0.0)
            if n >= 2:
                rounds.set()

    monkeypatch.setattr(fresh_mod, "fresh", endless)
    before = app.puzzle_scene.session.puzzle
    dlg = open_by_menu(app)
    click(app, dlg.go_btn.rect.center)
    assert rounds.wait(60), "the worker never reported progress"
    app.pump(2)
    assert dlg.running and dlg.status.text.startswith("Generating...") and dlg.go_btn.text == "Generating..."
    click(app, dlg.cancel_btn.rect.center)
    dlg.worker.thread.join(10)
    assert not dlg.worker.thread.is_alive() and dlg.worker.cancel.is_set()
    assert app.stack.find(NewPuzzleScene) is dlg and app.puzzle_scene.session.puzzle is before
    click(app, dlg.cancel_btn.rect.center)            # idle: Cancel closes
    assert app.stack.find(NewPuzzleScene) is None


def test_an_unreached_band_offers_the_closest_puzzle(app, monkeypatch):
    from game.scenes.confirm import ConfirmScene
    from game.scenes.new_puzzle import NewPuzzleScene

    k = backend("suguru")
    monkeypatch.setitem(k.bands, Params(4, 4), (500, 600, 700))
    monkeypatch.setattr(NewPuzzleScene, "time_limit", 0.2)
    dlg = app.stack.push(NewPuzzleScene(app, "suguru", Params(4, 4), "Expert"))
    app.pump(1)
    click(app, dlg.go_btn.rect.center)
    run_until_generated(app, dlg)
    ask = app.stack.find(ConfirmScene)
    assert ask is not None and "No Expert puzzle" in ask.title and "closest found scores" in ask.text
    click(app, ask.yes.rect.center)
    assert app.puzzle_scene.session.puzzle.width == 4 and app.puzzle_scene.session.number == -1


def test_the_launcher_option_makes_a_fresh_puzzle_at_start(make_app):
    from game.scenes.new_puzzle import NewPuzzleScene

    app = make_app("--generate", "ripple:6x5:easy", "--size", "1280x800")
    dlg = app.stack.find(NewPuzzleScene)
    if dlg is not None:
        run_until_generated(app, dlg)
    p = app.puzzle_scene.session.puzzle
    assert (p.kind, p.width, p.height) == ("ripple", 6, 5)
    assert logic.solve(p).score <= backend("ripple").band(Params(6, 5), "Easy")[1]


@pytest.mark.parametrize("text,words", [("suguru:13x6", "4x4 to 12x12"), ("suguru:8x8:insane", "unknown difficulty"),
                                        ("nonsense:6x6", "unknown"), ("sudoku:7x7", "Sudoku in"),
                                        ("suguru", "expected KIND:WxH")])
def test_the_launcher_option_rejects_bad_values_in_one_line(text: str, words: str) -> None:
    from game.options import OptionError, parse_options

    with pytest.raises(OptionError, match=words):
        parse_options(["--generate", text])


def test_jigsaw_is_reached_by_its_set_name() -> None:
    from game.options import parse_options

    assert parse_options(["--generate", "jigsaw:9x9:hard"]).generate == ("sudoku", Params(9, 9, variant="jigsaw"),
                                                                         "Hard")
