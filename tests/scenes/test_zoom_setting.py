"""The Settings dialog's Big boards button: board_zoom stepped by mouse, finger, keys and gamepad, saved at
once, the board zoomed or fitted at once; on every page size the button is a finger high inside the window."""

from __future__ import annotations

import json

import pygame
import pytest

from aid_helpers import press_element as press
from test_settings_persist import _open_settings
from ui_helpers import click, corpus_lines

from game.scenes.dialogs import TARGET

BIG = corpus_lines("ripple", "24x14")[0]


def saved(app) -> str:
    data = json.loads(app.storage.settings_path.read_text(encoding="utf-8"))
    return data.get("board_zoom", "touch")   # the default is left out of the file


@pytest.mark.parametrize("device", ["mouse", "touch", "key", "pad"])
def test_big_boards_steps_through_its_choices_saved_at_once(make_app, device):
    app = make_app("--puzzle", BIG, "--size", "1280x800")
    assert app.settings.board_zoom == "touch"
    dlg = _open_settings(app)
    for want, text in (("always", "always zoom"), ("manual", "zoom when asked"), ("touch", "zoom on touch")):
        assert app.stack.top is dlg                                 # the dialog stays open, rebuilt
        press(app, device, dlg.zoom_btn)
        assert app.settings.board_zoom == want and saved(app) == want, device
        assert text in app.stack.top.zoom_btn.text                  # the rebuilt dialog names the new choice


def test_the_board_follows_the_setting_at_once(make_app):
    app = make_app("--puzzle", BIG, "--size", "1280x800")          # the mouse: not zoomed on 'touch'
    sc = app.puzzle_scene
    assert sc.layout.cell < TARGET
    dlg = _open_settings(app)
    click(app, dlg.zoom_btn.rect.center)                            # always
    assert sc.layout.cell >= TARGET and sc.layout.origin is not None
    click(app, app.stack.top.zoom_btn.rect.center)                  # only when asked
    assert sc.layout.cell < TARGET


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800", "480x320"])
def test_the_button_is_a_finger_high_inside_the_dialog_on_its_page(make_app, size, tmp_path):
    import os

    app = make_app("--puzzle", "suguru:0", "--size", size)
    dlg = _open_settings(app)
    for _ in range(dlg.pages):
        if app.stack.top.zoom_btn is not None:
            break
        click(app, app.stack.top.more_btn.rect.center)
    dlg = app.stack.top
    assert dlg.zoom_btn is not None, size
    inside = dlg.window.get_container().get_abs_rect()
    assert dlg.zoom_btn.rect.h >= TARGET and inside.contains(dlg.zoom_btn.rect), size
    shots = os.environ.get("NANBA_SHOTS")
    if shots:
        app.pump(2)
        pygame.image.save(app.screen, os.path.join(shots, f"settings-zoom-{size}.png"))
