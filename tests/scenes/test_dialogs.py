"""The dialogs: every dialog fitting the smallest window (Help's words: tests/scenes/test_help.py)."""

from __future__ import annotations

from ui_helpers import click, corpus_lines


def _widgets(app):
    return [e for e in app.manager.get_sprite_group().sprites() if getattr(e, "visible", True)]


def _assert_inside(app, what: str) -> None:
    screen = app.screen.get_rect()
    for e in _widgets(app):
        r = e.rect
        if r.w and r.h:
            assert screen.contains(r), f"{what}: {type(e).__name__} {r} outside {screen}"


def _dialogs():
    from game.scenes.dialogs import MessageScene
    from game.scenes.help import HelpScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings_dialog import SettingsScene
    from game.scenes.menu import MenuScene

    return {
        "menu": MenuScene, "settings": SettingsScene, "help": HelpScene,
        "save": lambda app: SaveLoadScene(app, "save"), "load": lambda app: SaveLoadScene(app, "load"),
        "message": lambda app: MessageScene(app, "Hint: Hidden Single (HS, score 2)", "word " * 120),
    }


def test_every_dialog_fits_480x320(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "480x320")
    for name, make in _dialogs().items():
        dlg = make(app)
        app.stack.push(dlg)
        app.pump(2)
        _assert_inside(app, name)
        if name == "settings":
            assert dlg.save_btn.visible and dlg.close_btn.visible
            seen = set()
            for _ in range(dlg.pages):                    # every page fits, and together they hold every setting
                seen |= {n for n in ("mapping", "size_menu", "sound_btn", "anim_btn", "full_btn", "zoom_btn")
                         if getattr(dlg, n) is not None} | set(dlg.look_btns.values())
                dlg.on_ui(type("I", (), {"name": "button", "element": dlg.more_btn, "text": ""})())
                app.pump(2)
                _assert_inside(app, "settings page")
            assert len(seen) == 10
        dlg.close()
        app.pump(1)


def test_sudoku_tool_dialogs_fit_480x320(make_app):
    from game.scenes.kinds.sudoku_generate import GenerateScene
    from game.scenes.kinds.sudoku_tools import SudokuToolsScene

    line = corpus_lines("sudoku", "9x9")[0]
    app = make_app("--puzzle", line, "--size", "480x320")
    for make in (SudokuToolsScene, GenerateScene):
        dlg = make(app)
        app.stack.push(dlg)
        app.pump(2)
        _assert_inside(app, make.__name__)
        dlg.close()
        app.pump(1)


def test_settings_shows_the_current_window_size(make_app):
    from game.scenes.settings_dialog import SettingsScene

    app = make_app("--puzzle", "suguru:1", "--size", "800x480")
    app.settings = app.settings.with_(window_size=(1280, 800))
    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(2)
    assert dlg.size_menu.selected_option in ("800x480", ("800x480", "800x480"))


def test_settings_drop_down_rows_are_a_finger_high(make_app):
    from game.scenes.settings_dialog import SettingsScene

    app = make_app("--puzzle", "suguru:1", "--size", "800x480")
    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(2)
    click(app, dlg.mapping.rect.center, frames=3)                 # expand it
    rows = [i["button_element"].rect for i in dlg.mapping.current_state.options_selection_list.item_list
            if i.get("button_element") is not None]
    assert rows and all(r.h >= 48 for r in rows), rows            # a finger high, not 20 px
