"""Kiosk mode: a passer-by saves nothing -- no settings, no games -- by the menu, the keys or the dialog."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import click, key

pytestmark = pytest.mark.usefixtures("ui_env")


def _files(home) -> dict[str, bytes]:
    """Every file under NANBA_HOME but the autosave (a kiosk keeps the game in progress across a crash)."""
    return {str(p.relative_to(home)): p.read_bytes() for p in sorted(home.rglob("*"))
            if p.is_file() and p.name != "autosave.json"}


def test_a_kiosk_writes_no_settings_and_no_saves(make_app):
    from game.scenes.menu import MenuScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings_dialog import SettingsScene
    from game.storage import Settings, Storage

    Storage().save_settings(Settings(sound=True, kiosk_pin="9999"))   # the operator's file
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    home = app.storage.data_dir.parent                                # NANBA_HOME: data/ and config/
    before = _files(home)
    assert "settings.json" in " ".join(before)

    key(app, pygame.K_ESCAPE)                                         # the menu, as a player opens it
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    offered = set(menu.buttons.values())
    assert {"settings", "help"} <= offered
    assert not offered & {"save_settings", "save", "load", "quit"}
    menu.choose("settings")
    app.pump(2)
    dlg = app.stack.top
    assert isinstance(dlg, SettingsScene) and dlg.save_btn is None
    click(app, dlg.sound_btn.get_abs_rect().center)
    look = next(b for b, k in dlg.look_btns.items() if k == "palette")
    click(app, look.get_abs_rect().center)
    assert app.settings.sound is False and app.settings.palette == "colourblind"   # the visit's choice holds
    key(app, pygame.K_ESCAPE)
    for k, mod in ((pygame.K_s, pygame.KMOD_LCTRL), (pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT),
                   (pygame.K_o, pygame.KMOD_LCTRL), (pygame.K_l, pygame.KMOD_LCTRL)):
        key(app, k, mod=mod)
        assert not any(isinstance(s, SaveLoadScene) for s in app.stack.scenes)
    assert app.save_settings() is False                               # nor by any other way in
    app.shutdown()
    assert _files(home) == before
    from game.render import palette as P

    P.use_palette("normal")
