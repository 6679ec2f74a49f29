"""New puzzle remembers the last kind, size and difficulty: a setting, saved the moment it changes."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.backend import Params
from test_new_puzzle import back_button, open_by_menu, value
from ui_helpers import click, key


def _saved(app) -> dict:
    return json.loads(app.storage.settings_path.read_text(encoding="utf-8"))


def test_the_choice_is_saved_at_once_and_a_new_run_reopens_on_it(make_app) -> None:
    from game.scenes.new_puzzle import NewPuzzleScene

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = open_by_menu(app)
    while dlg.kind.name != "sudoku":
        click(app, value(dlg, "kind").rect.center)
    while dlg.params != Params(16, 16, box=(4, 4)):
        click(app, back_button(dlg, "width").rect.center)
    while dlg.difficulty != "Expert":
        click(app, value(dlg, "difficulty").rect.center)
    assert _saved(app)["new_puzzle"] == "sudoku:16x16:4x4::Expert"   # on disk before the dialog closes
    click(app, dlg.cancel_btn.rect.center)
    assert app.stack.find(NewPuzzleScene) is None
    again = make_app("--puzzle", "suguru:0", "--size", "800x480")   # a new run, the same home
    dlg2 = open_by_menu(again)
    assert (dlg2.kind.name, dlg2.params, dlg2.difficulty) == ("sudoku", Params(16, 16, box=(4, 4)), "Expert")
    assert value(dlg2, "board").text == "Board: 16x16, 4x4 boxes"


def test_a_variant_round_trips_and_the_kind_alone_is_kept_when_its_size_is_gone(make_app) -> None:
    from game.scenes.new_puzzle import remember, remembered

    jig = Params(9, 9, variant="jigsaw")
    assert remembered(remember("sudoku", jig, "Hard")) == ("sudoku", jig, "Hard")
    app = make_app("--puzzle", "suguru:0", "--setting", "new_puzzle=ripple:99x99:::Easy")
    dlg = open_by_menu(app)
    assert dlg.kind.name == "ripple" and dlg.params in dlg.kind.sizes and dlg.difficulty == "Easy"


@pytest.mark.parametrize("text", ["", "garbage", "sudoku:axb:::Hard", "sudoku:9x9:3xq::Hard", "x:1x1:::Nope"])
def test_nonsense_in_the_setting_falls_back_to_the_defaults(make_app, text: str) -> None:
    from game.scenes.new_puzzle import remembered

    got = remembered(text)
    assert got is None or got[2] == "Nope"
    app = make_app("--puzzle", "suguru:0")
    app.settings = app.settings.with_(new_puzzle=text)
    dlg = open_by_menu(app)
    assert dlg.kind.name == "suguru" and dlg.difficulty == "Medium"


def test_a_kiosk_remembers_for_the_visit_but_writes_nothing(make_app) -> None:
    from game.storage import Settings, Storage

    Storage().save_settings(Settings(window_size=(1024, 768)))
    app = make_app("--kiosk", "--puzzle", "suguru:0", "--setting", "kiosk_pin=1234")
    before = app.storage.settings_path.read_bytes()
    dlg = open_by_menu(app)
    click(app, value(dlg, "difficulty").rect.center)
    assert app.settings.new_puzzle.endswith(":Hard")
    assert app.storage.settings_path.read_bytes() == before
    key(app, pygame.K_ESCAPE)
