"""Text that cannot crash the game: invisible characters typed or read from files, and pygame-gui failing.

pygame raises on a text of zero width (a lone zero-width space, a ZWNJ from
a Persian keyboard, a soft hyphen) and on a NUL; pygame-gui re-renders a text
box after each key, so one such key used to end the game -- at a kiosk too.
Each test types through real events (TEXTINPUT, and KEYDOWN carrying the
character) into the boxes a player reaches, pumps frames, and asserts the
game runs on with no failure logged and nothing undrawable in the box.
"""

from __future__ import annotations

import json

import pygame
import pytest

from ui_helpers import click, key

INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u202e", "\ufeff", "\u2060", "\u00ad"]
"""Zero-width space, ZWNJ, ZWJ, right-to-left override, BOM, word joiner, soft hyphen."""
NASTY = INVISIBLE + ["\x00", "\x07", "\u2028", "\u200a", "\ue000", "\u0301"]
"""Those, a NUL, a bell, a line separator, a hair space (drawn zero wide), private use, a lone combining accent."""
UNDRAWABLE = set(INVISIBLE) | {"\x00", "\x07", "\u2028", "\u200a", "\ue000"}


def all_boxes(app) -> list:
    from pygame_gui.elements import UITextEntryLine

    return [e for e in app.manager.get_sprite_group().sprites() if isinstance(e, UITextEntryLine) and e.alive()]


def failures(app) -> list[str]:
    """Everything the safety net caught: its messages on screen, and the log."""
    shown = [m for m in app.messages if "went wrong" in m]
    log = app.storage.data_dir / "nanba.log"
    return shown + ([log.read_text(encoding="utf-8")] if log.exists() and log.read_text(encoding="utf-8") else [])


def type_char(app, ch: str) -> None:
    """The character as SDL delivers a key press: KEYDOWN with its unicode, then TEXTINPUT."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=0, mod=0, unicode=ch, scancode=0))
    app.pump(2)


def select_all(app) -> None:
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)


def assert_safe(app, box) -> None:
    app.pump(3)
    assert app.running, app.fatal
    assert not failures(app), failures(app)
    assert not UNDRAWABLE & set(box.get_text()), repr(box.get_text())
    assert not box.get_text().startswith("\u0301")


def type_every_way(app, box, ch: str) -> None:
    """Into the whole box (selected: the text becomes the one character), then after and between letters."""
    click(app, box.get_abs_rect().center)
    assert box.is_focused
    select_all(app)
    type_char(app, ch)
    assert_safe(app, box)
    type_char(app, ch)
    for c in f"1{ch}2{ch}":
        type_char(app, c)
    assert_safe(app, box)


def open_save_dialog(app):
    """Menu, then "Save game...", both clicked as a player would."""
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.menu import MenuScene

    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    button = next(b for b, k in menu.buttons.items() if k == "save")
    click(app, button.get_abs_rect().center)
    dlg = app.stack.top
    assert isinstance(dlg, SaveLoadScene) and dlg.mode == "save"
    return dlg


# -- the filter itself ----------------------------------------------------------------------

def test_clean_drops_what_cannot_be_drawn_and_keeps_real_text():
    from game.ui.textsafe import clean

    for ch in INVISIBLE + ["\x00", "\x1b", "\ud800", "\ue000", "\U000e0001"]:
        assert clean(f"a{ch}b") == "ab", repr(ch)
        assert clean(ch) == ""
    assert clean("a\nb\tc\u2028d\u200ae") == "a b c d e"       # breaks and odd spaces: plain spaces
    assert clean("\u0301\u0301e\u0301") == "e\u0301"            # a mark needs a letter before it
    for text in ("suguru-12", "Nanba: 3:05", "cafe\u0301", "\u0633\u0644\u0627\u0645", "\u6570\u72ec", ""):
        assert clean(text) == text


def test_typed_text_is_cleaned_before_pygame_gui_sees_it():
    from game.ui.textsafe import clean_event

    ev = pygame.event.Event(pygame.TEXTINPUT, text="1\u200b2\x00")
    clean_event(ev)
    assert ev.text == "12"
    ev = pygame.event.Event(pygame.TEXTINPUT, text="\u200c")
    clean_event(ev)
    assert ev.text == ""
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    clean_event(enter)
    assert enter.unicode == "" and enter.key == pygame.K_RETURN        # no character, the same key
    letter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    clean_event(letter)
    assert letter.unicode == "a"


def test_whatever_clean_keeps_both_fonts_can_draw():
    """Every code point, alone, through clean() and then the game's font at small and usual sizes and
    pygame-gui's: none raises (the hair space did: the game's font draws it zero wide below 24 px)."""
    import pygame_gui

    from game.render.text import font
    from game.ui.textsafe import clean
    from game.ui.theme import theme_data

    pygame.font.init()
    gui_font = pygame_gui.UIManager((200, 100), theme_data(1.0)).get_theme().get_font(["text_entry_line"])
    texts = [text for text in (clean(chr(cp)) for cp in range(0x110000)) if text]
    for size in (6, 8, 14, 20):      # a size at a time: the sizes share one face (game.render.face)
        f = font(size)
        for text in texts:
            f.render(text, True, (0, 0, 0))
    for text in texts:
        gui_font.get_rect(text)


# -- typing, in every box a player reaches ----------------------------------------------------

@pytest.mark.parametrize("ch", NASTY)
def test_typing_it_into_the_number_box(app, ch):
    box = app.puzzle_scene.entry
    type_every_way(app, box, ch)
    assert box is app.puzzle_scene.entry          # the same box: nothing failed and rebuilt it


@pytest.mark.parametrize("ch", NASTY)
def test_typing_it_into_the_save_name_box(app, ch):
    dlg = open_save_dialog(app)
    type_every_way(app, dlg.name, ch)
    assert app.stack.top is dlg


@pytest.mark.parametrize("ch", INVISIBLE + ["\x00"])
def test_typing_it_into_the_kiosks_save_dialog(make_app, ch):
    from game.scenes.saveload import SaveLoadScene

    kapp = make_app("--kiosk", "--puzzle", "suguru:0")
    # A kiosk's menu offers no Save game (tests/test_kiosk_lockdown.py); opened anyway, it is as safe.
    dlg = kapp.stack.push(SaveLoadScene(kapp, "save"))
    kapp.pump(2)
    type_every_way(kapp, dlg.name, ch)
    assert kapp.stack.top is dlg and kapp.fullscreen


def test_the_settings_dialog_and_every_box_on_screen_are_safe(app):
    """Settings has no text box today; any it gains, and any box anywhere, must be the safe kind."""
    from game.scenes.settings_dialog import SettingsScene
    from game.ui.entry import SafeTextEntryLine
    from game.ui.guard import ancestors

    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    click(app, next(b for b, k in menu.buttons.items() if k == "settings").get_abs_rect().center)
    dlg = app.stack.top
    assert isinstance(dlg, SettingsScene)
    mine = [b for b in all_boxes(app) if any(a is dlg.window for a in ancestors(b))]
    for box in mine:
        assert isinstance(box, SafeTextEntryLine)
        for ch in INVISIBLE:
            type_every_way(app, box, ch)
    for ch in INVISIBLE:                          # typed with no box focused: nothing happens either
        type_char(app, ch)
    assert app.running and not failures(app) and app.stack.top is dlg
    click(app, dlg.close_btn.get_abs_rect().center)
    open_save_dialog(app)
    boxes = all_boxes(app)
    assert len(boxes) == 2 and all(isinstance(b, SafeTextEntryLine) for b in boxes)


def test_text_set_by_code_is_cleaned(app):
    """The list row chosen, the on-screen keyboard's text, a name from a file: set_text cleans them."""
    dlg = open_save_dialog(app)
    dlg.name.set_text("my\u200b\x00game\u202e")
    app.pump(2)
    assert dlg.name.get_text() == "mygame"
    dlg.name.set_text("\u200b\u200c")               # only invisible characters: an empty box, drawn
    app.pump(2)
    assert dlg.name.get_text() == "" and app.running and not failures(app)
    dlg._typed("\ufeffkiosk\u00ad")                 # what the on-screen keyboard hands back
    app.pump(2)
    assert dlg.name.get_text() == "kiosk"
    assert not failures(app)


def test_a_paste_of_invisible_characters_is_refused(app, monkeypatch):
    import pygame_gui.elements.ui_text_entry_line as pgl

    dlg = open_save_dialog(app)
    click(app, dlg.name.get_abs_rect().center)
    select_all(app)
    monkeypatch.setattr(pgl, "clipboard_paste", lambda: "\u200b\u200c")
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert_safe(app, dlg.name)
    assert dlg.name.get_text() == "suguru-0"      # refused whole: the box keeps its text
    monkeypatch.setattr(pgl, "clipboard_paste", lambda: "pasted")
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert dlg.name.get_text() == "pasted"        # a plain paste still works


def test_a_saved_games_name_with_a_nul_lists_and_draws(app):
    from game.scenes.saveload import SaveLoadScene

    assert app.save_game("plain")
    saves = [p for p in app.storage.data_dir.rglob("*.json") if '"plain"' in p.read_text(encoding="utf-8")]
    assert len(saves) == 1
    data = json.loads(saves[0].read_text(encoding="utf-8"))
    data["name"] = "pl\x00ain\u200b"
    saves[0].write_text(json.dumps(data), encoding="utf-8")
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    click(app, next(b for b, k in menu.buttons.items() if k == "load").get_abs_rect().center)
    dlg = app.stack.top
    assert isinstance(dlg, SaveLoadScene) and dlg.mode == "load"
    app.pump(3)
    assert app.running and not failures(app)
    assert dlg.names and not UNDRAWABLE & set("".join(dlg.names))


# -- text drawn by the game ---------------------------------------------------------------------

def test_a_records_file_with_a_nul_starts_shows_its_warning_and_draws(make_app):
    from game.storage import Storage

    home = Storage().data_dir
    home.mkdir(parents=True, exist_ok=True)
    (home / "records.json").write_text(json.dumps({"format": "nanba-records/1",
                                                   "best": {"sugu\x00ru\u200b": {"1": "\x00"}}}), encoding="utf-8")
    app = make_app("--size", "1280x800")          # a random puzzle: the records are read to pick one
    assert any("records" in m for m in app.messages), app.messages   # shown at once, unasked
    app.pump(4)
    assert app.running and not failures(app)
    assert app.frames >= 4


@pytest.mark.parametrize("text", ["bad\x00value", "\x00", "\u200b", "\u200b\u200c\ufeff", "a\ud800b", ""])
def test_any_message_draws_in_the_strip_and_in_a_dialog(app, text):
    from game.scenes.dialogs import MessageScene

    app.toast(text)
    app.pump(2)
    app.stack.push(MessageScene(app, f"Title {text}", f"Text {text} here"))
    app.pump(2)
    assert app.running and not failures(app)


def test_every_text_function_takes_any_text():
    from game.render.text import fit_size, glyph, wrap

    pygame.font.init()
    for text in ["\x00", "\u200b", "a\x00b\u200cc", "\ud800", "\u2028"]:
        assert glyph(20, text, (0, 0, 0)).get_width() >= 0
        assert fit_size(text, 100, 30) >= 6
        assert all(UNDRAWABLE.isdisjoint(line) for line in wrap(f"one {text} two", 20, 100))
    assert glyph(20, "\u200b", (0, 0, 0)).get_width() == 0      # nothing to show: drawn as nothing


# -- pygame-gui's own code failing ------------------------------------------------------------

class _Boom(RuntimeError):
    pass


def _raise(*_args, **_kw):
    raise _Boom("pygame-gui widget failed")


@pytest.mark.parametrize("where", ["update", "process_event"])
def test_a_dialog_widget_failing_inside_pygame_gui_closes_the_dialog(app, monkeypatch, where):
    dlg = open_save_dialog(app)
    monkeypatch.setattr(dlg.name, where, _raise)
    if where == "process_event":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.pump(3)
    assert app.running
    assert dlg not in app.stack.scenes and dlg.window is None
    assert any("Something went wrong in the Save game dialog" in m for m in app.messages), app.messages
    log = (app.storage.data_dir / "nanba.log").read_text(encoding="utf-8")
    assert "pygame-gui widget failed" in log and "(pygame-gui)" in log
    before = app.puzzle_scene.session.state.index      # the game goes on: a key still reaches the board
    from ui_helpers import open_cell, slot

    click(app, slot(app, open_cell(app), 1))
    assert app.puzzle_scene.session.state.index == before + 1


def test_the_number_box_failing_inside_pygame_gui_is_rebuilt(app, monkeypatch):
    old = app.puzzle_scene.entry
    monkeypatch.setattr(old, "update", _raise)
    app.pump(3)
    assert app.running
    new = app.puzzle_scene.entry
    assert new is not old and new.alive() and not old.alive()
    assert new.get_text() == str(app.puzzle_scene.session.number)
    assert any("went wrong" in m for m in app.messages)


def test_drawing_the_widgets_failing_once_is_caught(app, monkeypatch):
    calls = []
    real = app.manager.ui_group.draw

    def draw_once(surface):
        calls.append(1)
        if len(calls) == 1:
            raise _Boom("drawing failed")
        return real(surface)

    monkeypatch.setattr(app.manager.ui_group, "draw", draw_once)
    app.pump(3)
    assert app.running and len(calls) >= 2
    assert "drawing failed" in (app.storage.data_dir / "nanba.log").read_text(encoding="utf-8")
