"""Kiosk gaps: a passer-by can neither see nor save the operator's settings."""

from __future__ import annotations

import json

import pygame

from ui_helpers import click


def _kiosk(make_app):
    from game.storage import Settings, Storage

    # The operator's file: a PIN and a timeout of their own, a windowed desktop size.
    Storage().save_settings(Settings(window_size=(1024, 768), fullscreen=False,
                                     extra={"kiosk_pin": "9999", "kiosk_attract_after": 120}))
    # This run only: another PIN and timeouts (as a test or a one-off start would give them).
    return make_app("--kiosk", "--puzzle", "suguru:0", "--setting", "kiosk_pin=1234",
                    "--setting", "kiosk_attract_after=20", "--setting", "kiosk_reset_after=60")


def _saved(app) -> dict:
    return json.loads(app.storage.settings_path.read_text(encoding="utf-8"))


def _texts(dlg) -> list[str]:
    from game.ui.focus import _focusable

    return [getattr(e, "text", "") or type(e).__name__ for e in _focusable(dlg.window.get_container())]


def test_kiosk_settings_offer_comfort_only(make_app):
    from game.scenes.dialogs import SettingsScene

    app = _kiosk(make_app)
    dlg = app.stack.push(SettingsScene(app))
    app.pump(1)
    texts = _texts(dlg)
    assert dlg.size_menu is None and not any("x" in t and t.replace("x", "").isdigit() for t in texts)
    assert not any("pin" in t.lower() or "kiosk" in t.lower() for t in texts)
    assert dlg.full_btn.text == "Full screen: locked"
    for key in ("Hand", "Digit pad", "Colours", "Text"):          # player comfort stays
        assert any(t.startswith(key) for t in texts), texts
    assert any(t.startswith("Sound") for t in texts) and "UIDropDownMenu" in texts   # sound, mouse mapping


def test_save_settings_at_a_kiosk_keeps_the_operators_values(make_app):
    from game.scenes.dialogs import SettingsScene
    from game.scenes.pad import cycle_look

    app = _kiosk(make_app)
    cycle_look(app, "palette")                        # a passer-by picks colour-blind colours ...
    app.settings.extra["kiosk_pin"] = "0000"          # ... and, somehow, a PIN of their own
    dlg = app.stack.push(SettingsScene(app))
    app.pump(1)
    click(app, dlg.save_btn.rect.center)              # the dialog's own Save settings button
    data = _saved(app)
    assert data["palette"] == "colourblind"           # comfort is saved
    assert data["kiosk_pin"] == "9999" and data["kiosk_attract_after"] == 120
    assert "kiosk_reset_after" not in data
    assert data["fullscreen"] is False and data["window_size"] == [1024, 768]
    assert app.kiosk.pin == "1234"                    # this run's PIN is unchanged


def test_save_settings_outside_a_kiosk_still_saves_everything(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", "kiosk_pin=4321")
    assert app.save_settings()
    data = _saved(app)
    assert data["kiosk_pin"] == "4321" and data["window_size"] == [800, 480]
    pygame.event.pump()


def test_a_players_setting_added_later_is_saved_at_a_kiosk_too(make_app):
    app = _kiosk(make_app)
    app.settings.extra["flag_wrong"] = True           # a sudoku option: a player's, not the operator's
    assert app.save_settings()
    data = _saved(app)
    assert data["flag_wrong"] is True and data["kiosk_pin"] == "9999"
