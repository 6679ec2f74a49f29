"""Save/load through the dialog, the autosave on quit, settings, and unusable files."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from ui_helpers import click, icon, key, open_cell, slot

# Every test here builds an App: a private home and corpus-made levels.
pytestmark = pytest.mark.usefixtures("ui_env")


def session(app):
    return app.puzzle_scene.session


def _play_some(app):
    c = open_cell(app)
    click(app, slot(app, c, 1))
    click(app, slot(app, c, 2))
    click(app, slot(app, c, 2), button=2)
    return c


def test_save_and_load_round_trip_through_the_dialogs(app):
    from game.scenes.saveload import SaveLoadScene

    _play_some(app)
    s = session(app)
    saved_cands, saved_index, saved_hist = list(s.state.cands), s.state.index, list(s.state.history)
    click(app, icon(app, "menu"))
    app.stack.top.choose("save")
    app.pump(2)
    dlg = app.stack.top
    assert isinstance(dlg, SaveLoadScene) and dlg.mode == "save"
    dlg.name.set_text("my game")
    click(app, dlg.go.get_abs_rect().center)
    assert not isinstance(app.stack.top, SaveLoadScene), app.messages
    key(app, pygame.K_RETURN)                                   # restart: the live game changes
    assert session(app).state.cands != saved_cands
    click(app, icon(app, "menu"))
    app.stack.top.choose("load")
    app.pump(2)
    dlg = app.stack.top
    assert dlg.mode == "load" and len(dlg.names) == 1
    dlg.on_ui(type("I", (), {"name": "list_select", "element": dlg.listbox, "text": dlg.names[0]})())
    assert dlg.name.get_text() == "my game"
    click(app, dlg.go.get_abs_rect().center)
    s2 = session(app)
    assert s2.state.cands == saved_cands and s2.state.index == saved_index and s2.state.history == saved_hist


def test_loading_a_missing_game_says_so(app):
    assert not app.load_game("nothing here")
    assert any("no saved game" in m for m in app.messages)


def test_the_last_game_is_saved_on_quit_and_resumed(make_app):
    app = make_app("--size", "1280x800")
    _play_some(app)
    s = session(app)
    kind, number, cands, index = s.kind, s.number, list(s.state.cands), s.state.index
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.pump(1)
    assert not app.running
    app.shutdown()
    app2 = make_app("--size", "1280x800")
    s2 = session(app2)
    assert (s2.kind, s2.number, s2.state.cands, s2.state.index) == (kind, number, cands, index)


def test_settings_persist(make_app):
    app = make_app("--puzzle", "ripple:1", "--size", "1280x800")
    app.settings = app.settings.with_(mouse_mapping="playing", sound=False)
    assert app.save_settings()
    app2 = make_app("--size", "1280x800")
    assert app2.settings.mouse_mapping == "playing" and app2.settings.sound is False
    assert app2.settings.kind == "ripple"


def test_settings_dialog_changes_the_mapping(app):
    from game.scenes.settings_dialog import SettingsScene

    click(app, icon(app, "menu"))
    app.stack.top.choose("settings")
    app.pump(2)
    dlg = app.stack.top
    assert isinstance(dlg, SettingsScene)
    label = SettingsScene.MAPPING_LABELS["playing"]
    dlg.on_ui(type("I", (), {"name": "dropdown", "element": dlg.mapping, "text": label})())
    assert app.settings.mouse_mapping == "playing"
    click(app, dlg.sound_btn.get_abs_rect().center)
    assert app.settings.sound is False
    click(app, dlg.save_btn.get_abs_rect().center)
    assert any("Window size saved" in m for m in app.messages)


def test_corrupt_files_are_set_aside_and_reported_on_screen(make_app, tmp_path):
    home = Path(os.environ["NANBA_HOME"])
    (home / "config").mkdir(parents=True)
    (home / "data").mkdir(parents=True)
    (home / "config" / "settings.json").write_text("{not json", encoding="utf-8")
    (home / "data" / "autosave.json").write_bytes(b"\xff\xfe garbage")
    app = make_app("--size", "1280x800")
    assert session(app) is not None                        # the game still starts
    assert len(app.messages) >= 2, app.messages
    assert any("settings" in m.lower() for m in app.messages)
    assert any(p.name.startswith("settings.json.corrupt") for p in (home / "config").iterdir())


def test_a_puzzle_opened_by_number_is_still_saved_on_quit_but_frames_runs_are_not(make_app):
    app = make_app("--puzzle", "ripple:4", "--size", "1280x800")
    _play_some(app)
    app.quit()
    app.shutdown()
    app2 = make_app("--size", "1280x800")
    assert (session(app2).kind, session(app2).number) == ("ripple", 4)
    app2.opts.save = True
    app3 = make_app("--puzzle", "suguru:3", "--size", "1280x800", "--frames", "2")
    app3.shutdown()
    app4 = make_app("--size", "1280x800")
    assert (session(app4).kind, session(app4).number) == ("ripple", 4)


def test_a_solved_game_is_not_resumed(make_app):
    app = make_app("--puzzle", "suguru:4", "--size", "1280x800")
    from ui_helpers import click, icon

    click(app, icon(app, "smiley"))
    assert session(app).state.is_solved()
    app.quit()
    app.shutdown()
    app2 = make_app("--size", "1280x800")
    assert not session(app2).state.is_solved() and session(app2).state.index == 0


def test_several_notices_are_each_shown_in_turn(app):
    # A fixed clock: the order of messages is the question, not how long anything takes.
    now = 1000.0
    app.message_clock = lambda: now
    app.toast("first notice", 0.05, notice=True)
    app.toast("second notice", 0.05, notice=True)
    app.toast("a click's feedback", 0.05)
    assert app._current_message(now)[0] == "a click's feedback"
    assert app._current_message(now + 0.06)[0] == "first notice"
    later = app._current_message(now + 0.06)[1] + 0.001
    assert app._current_message(later)[0] == "second notice"
