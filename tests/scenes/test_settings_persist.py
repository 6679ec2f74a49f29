"""Every change in the Settings dialog is saved at once: closing the dialog or quitting loses none."""

from __future__ import annotations

import json

import pygame

from ui_helpers import click, key


def _open_settings(app):
    """Esc for the menu, then its Settings... button, as a player would."""
    from game.scenes.settings_dialog import SettingsScene

    key(app, pygame.K_ESCAPE)
    click(app, next(b for b, k in app.stack.top.buttons.items() if k == "settings").get_abs_rect().center)
    assert isinstance(app.stack.top, SettingsScene)
    return app.stack.top


def test_a_change_in_the_dialog_is_there_after_a_restart(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    assert not app.storage.settings_path.exists()
    dlg = _open_settings(app)
    assert app.settings.sound is True
    click(app, dlg.sound_btn.get_abs_rect().center)                 # sound off; no Save pressed
    palette = next(b for b, k in dlg.look_btns.items() if k == "palette")
    click(app, palette.get_abs_rect().center)                       # colour-blind colours (the dialog rebuilds)
    assert app.settings.sound is False and app.settings.palette == "colourblind"
    key(app, pygame.K_ESCAPE)                                       # closed without a word about saving
    app.shutdown()
    from game.render import palette as P

    app2 = make_app("--size", "1280x800")                           # a fresh App on the same NANBA_HOME
    assert app2.settings.sound is False and app2.settings.palette == "colourblind"
    P.use_palette("normal")


def test_a_failed_save_says_so_and_keeps_the_change(make_app, monkeypatch):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = _open_settings(app)

    def refuse(_s):
        raise OSError("disk full")

    monkeypatch.setattr(app.storage, "save_settings", refuse)
    click(app, dlg.sound_btn.get_abs_rect().center)
    assert app.settings.sound is False                              # the change holds for this run
    assert any("could not be saved" in m and "disk full" in m for m in app.messages), app.messages
    assert not app.storage.settings_path.exists()


def test_each_change_replaces_the_file_whole(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = _open_settings(app)
    click(app, dlg.flag_btn.get_abs_rect().center)                  # a sudoku option ...
    click(app, dlg.sound_btn.get_abs_rect().center)                 # ... then sound: both in the file
    data = json.loads(app.storage.settings_path.read_text(encoding="utf-8"))
    assert data["flag_wrong"] is True and data["sound"] is False
    assert [p.name for p in app.storage.settings_path.parent.iterdir() if p.name.startswith(".")] == []
