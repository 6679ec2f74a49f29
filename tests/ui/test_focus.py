"""Keyboard-only play: Tab, arrows, Enter and Esc reach the toolbar, every menu item and every dialog."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import key


@pytest.fixture
def kbapp(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "1024x700")


def tab(app, n=1, shift=False):
    for _ in range(n):
        key(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT if shift else 0, frames=1)


def focus_on(app, ring, target, limit=40):
    for _ in range(limit):
        if ring.current is target:
            return
        tab(app)
    raise AssertionError(f"focus never reached {target}")


def test_esc_opens_the_menu_tab_walks_it_and_enter_activates(kbapp):
    from game.scenes.help import HelpScene
    from game.scenes.menu import MenuScene

    key(kbapp, pygame.K_ESCAPE)
    menu = kbapp.stack.top
    assert isinstance(menu, MenuScene)
    assert kbapp.input_mode == "key"
    first = menu.focus.current
    tab(kbapp)
    assert menu.focus.current is not first
    tab(kbapp, shift=True)
    assert menu.focus.current is first
    assert set(menu.focus.items) == set(menu.buttons)             # every menu item is reachable
    help_button = next(b for b, k in menu.buttons.items() if k == "help")
    focus_on(kbapp, menu.focus, help_button)
    key(kbapp, pygame.K_RETURN)
    assert isinstance(kbapp.stack.top, HelpScene)
    key(kbapp, pygame.K_RETURN)                                   # OK has the focus: closes
    assert not isinstance(kbapp.stack.top, (HelpScene, MenuScene))


def test_arrows_move_spatially_in_a_dialog(kbapp):
    from game.scenes.settings_dialog import SettingsScene

    kbapp.stack.push(SettingsScene(kbapp))
    kbapp.pump(1)
    dlg = kbapp.stack.top
    dlg.focus.focus(dlg.sound_btn)
    key(kbapp, pygame.K_RIGHT)
    assert dlg.focus.current is dlg.anim_btn
    key(kbapp, pygame.K_DOWN)
    assert dlg.focus.current in dlg.look_btns
    key(kbapp, pygame.K_UP)
    assert dlg.focus.current in (dlg.sound_btn, dlg.anim_btn, dlg.full_btn)
    dlg.focus.focus(dlg.sound_btn)
    before = kbapp.settings.sound
    key(kbapp, pygame.K_SPACE)
    assert kbapp.settings.sound != before
    key(kbapp, pygame.K_ESCAPE)
    assert not isinstance(kbapp.stack.top, SettingsScene)


def test_every_setting_is_reachable_and_persists(kbapp):
    from game.scenes.settings_dialog import SettingsScene

    kbapp.stack.push(SettingsScene(kbapp))
    kbapp.pump(1)
    dlg = kbapp.stack.top
    wanted = {"handedness": "left", "pad_position": "beside", "palette": "contrast", "text_size": "small"}
    for name, value in wanted.items():
        for _ in range(6):
            if getattr(kbapp.settings, name) == value:
                break
            dlg = kbapp.stack.top
            button = next(b for b, k in dlg.look_btns.items() if k == name)
            focus_on(kbapp, dlg.focus, button)
            key(kbapp, pygame.K_RETURN)
        assert getattr(kbapp.settings, name) == value
    L = kbapp.puzzle_scene.layout
    assert L.pad.centerx < L.board.centerx                        # left-handed: the panel moved
    from game.render import palette as P

    assert P.current == "contrast" and P.TEXT_SCALE < 1
    dlg = kbapp.stack.top
    focus_on(kbapp, dlg.focus, dlg.save_btn)
    key(kbapp, pygame.K_RETURN)
    loaded = kbapp.storage.load_settings()
    for name, value in wanted.items():
        assert getattr(loaded, name) == value
    P.use_palette("normal")


def test_tab_from_the_board_reaches_the_toolbar_and_enter_presses_it(kbapp):
    from game.scenes.menu import MenuScene

    s = kbapp.puzzle_scene.session
    pad = kbapp.puzzle_scene.pad
    tab(kbapp)
    assert pad.tool == "menu"
    key(kbapp, pygame.K_RIGHT)
    key(kbapp, pygame.K_RIGHT)
    assert pad.tool == "wand"
    key(kbapp, pygame.K_RETURN)                                   # Enter presses the ringed tool (not restart)
    assert s.ui.hint is not None
    key(kbapp, pygame.K_ESCAPE)                                   # dismiss the hint
    tab(kbapp)
    assert pad.tool is None
    tab(kbapp)
    key(kbapp, pygame.K_RETURN)
    assert isinstance(kbapp.stack.top, MenuScene)


def test_load_dialog_list_is_walked_with_arrows(kbapp):
    from game.scenes.saveload import SaveLoadScene

    for name in ("alpha", "beta"):
        assert kbapp.save_game(name)
    kbapp.stack.push(SaveLoadScene(kbapp, "load"))
    kbapp.pump(1)
    dlg = kbapp.stack.top
    dlg.focus.focus(dlg.listbox)
    key(kbapp, pygame.K_DOWN)
    first = dlg.name.get_text()
    assert first in ("alpha", "beta")
    key(kbapp, pygame.K_DOWN)
    assert dlg.name.get_text() != first
    key(kbapp, pygame.K_RETURN)                                   # loads the chosen row
    assert not isinstance(kbapp.stack.top, SaveLoadScene)
    assert any("Loaded" in m for m in kbapp.messages)


def test_number_pad_takes_keys(kbapp):
    from game.scenes.pad import NumberPadScene

    kbapp.puzzle_scene.pad.open_number_pad()
    kbapp.pump(1)
    assert isinstance(kbapp.stack.top, NumberPadScene)
    for k in (pygame.K_1, pygame.K_9, pygame.K_BACKSPACE, pygame.K_8):
        key(kbapp, k)
    key(kbapp, pygame.K_RETURN)
    assert kbapp.puzzle_scene.session.number == 18


def test_chooser_tiles_are_reachable_by_arrows_and_enter(kbapp):
    from game.scenes.chooser import ChooserScene

    key(kbapp, pygame.K_ESCAPE)
    menu = kbapp.stack.top
    menu.choose("choose")
    kbapp.pump(1)
    ch = kbapp.stack.top
    assert isinstance(ch, ChooserScene) and ch.sel == 0
    key(kbapp, pygame.K_RIGHT)
    key(kbapp, pygame.K_RIGHT)
    key(kbapp, pygame.K_DOWN)                                     # a row of tiles further on
    assert ch.sel == 2 + ch_cols(kbapp)
    key(kbapp, pygame.K_RETURN)
    assert not isinstance(kbapp.stack.top, ChooserScene)
    assert kbapp.puzzle_scene.session.number == 2 + ch_cols(kbapp)


def ch_cols(app):
    from game.scenes.chooser import chooser_geometry

    return chooser_geometry(app.screen.get_size())["cols"]


def test_down_scrolls_a_help_page_when_nothing_lies_below(make_app):
    from game.scenes.help import HelpScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    key(app, pygame.K_F1)
    dlg = app.stack.top
    assert isinstance(dlg, HelpScene)
    dlg.open("keys")
    app.pump(1)
    assert dlg.scroll == 0 and dlg.doc_h > dlg.body.h
    key(app, pygame.K_DOWN)
    assert dlg.scroll > 0 and dlg.page.key == "keys"


