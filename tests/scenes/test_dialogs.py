"""The dialogs: the help text, and every dialog fitting the smallest window."""

from __future__ import annotations

from ui_helpers import click, corpus_lines


def test_help_covers_every_kind_and_the_watch_view_but_not_the_operator_exit():
    from pathlib import Path

    from game.scenes.help import HELP_HTML

    text = " ".join(HELP_HTML.split())
    for words in ("Sudoku: an N x N grid holds 1..N once in every row, every column and every box",
                  "Sujiko: a 3x3 grid holds 1..9 once", "sum of the four cells", "Watch the computer solve",
                  "backtracking", "logical path"):
        assert words in text, words
    for secret in ("Ctrl+Alt+Shift+Q", "PIN", "kiosk_pin", "bottom-left", "operator"):
        assert secret not in text, secret
    readme = (Path(__file__).resolve().parents[2] / "packaging" / "pi" / "README.md").read_text(encoding="utf-8")
    readme = " ".join(readme.split())
    for words in ("Ctrl+Alt+Shift+Q", "hold a finger 5 seconds in the bottom-left corner", "kiosk_pin",
                  "default **2580**", "kiosk_attract_after", "kiosk_reset_after"):
        assert words in readme, words


def test_help_explains_two_digit_keys_and_redo_after_the_thumb():
    from game.scenes.help import HELP_HTML

    assert "1 then 6" in HELP_HTML and "0 on its own is no digit" in HELP_HTML
    assert "Ctrl+Y also brings back the moves the thumb undid" in HELP_HTML


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
                seen |= {n for n in ("mapping", "size_menu", "sound_btn", "anim_btn", "full_btn")
                         if getattr(dlg, n) is not None} | set(dlg.look_btns.values())
                dlg.on_ui(type("I", (), {"name": "button", "element": dlg.more_btn, "text": ""})())
                app.pump(2)
                _assert_inside(app, "settings page")
            assert len(seen) == 9
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
