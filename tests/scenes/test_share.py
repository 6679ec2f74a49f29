"""Copy link, Paste puzzle and Open file, through the stand-in clipboard, by mouse, finger and gamepad:
what is copied for each kind, round trips, and bad text or files leaving the game untouched with a message."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from aid_helpers import pad, press_element as press, tap
from ui_helpers import click, corpus_lines, icon

from game.engine.formats import format_line, format_url, parse_any, parse_line
from game.ui.clipboard import STAND_IN

SUDOKU = ("sudoku 9x9 21.4...368.......5..53.98..6.49.71......3......75.46.2..62.35..5.......993...5.27 "
          "000111000000111000000111000111000111111000111111000111000111000000111000000111000")


@pytest.fixture(autouse=True)
def empty_clipboard():
    STAND_IN.text = ""
    yield
    STAND_IN.text = ""


@pytest.fixture
def small(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "800x480")


def open_menu(app, device: str):
    from game.scenes.menu import MenuScene

    if device == "pad":
        pad(app, "start")
    elif device == "touch":
        tap(app, icon(app, "menu"))
    else:
        click(app, icon(app, "menu"))
    assert isinstance(app.stack.top, MenuScene)
    return app.stack.top


def open_share(app, device: str):
    from game.scenes.share import ShareScene

    menu = open_menu(app, device)
    press(app, device, next(b for b, k in menu.buttons.items() if k == "share"))
    assert isinstance(app.stack.top, ShareScene)
    return app.stack.top


def share_button(scene, key: str, nth: int = 0):
    return [b for b, i in scene.buttons.items() if scene.actions[i][0] == key][nth]


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_copy_then_paste_brings_the_puzzle_back(small, device):
    app = small
    first = app.puzzle_scene.current.puzzle
    press(app, device, share_button(open_share(app, device), "copy"))
    assert STAND_IN.text == format_url(first)                     # Suguru copies its puzz.link URL
    assert any("Copied the puzz.link URL" in m for m in app.messages)
    assert app.library.open_puzzle("suguru", 1)
    assert app.puzzle_scene.current.puzzle != first
    press(app, device, share_button(open_share(app, device), "paste"))
    assert app.puzzle_scene.current.puzzle == first
    assert app.stack.top is app.puzzle_scene


def test_a_kind_without_urls_copies_its_line_and_a_sudoku_its_81_characters(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800")
    scene = open_share(app, "mouse")
    assert [a[1] for a in scene.actions] == ["Copy link (puzzle line)", "Copy as 81-character string",
                                             "Paste puzzle", "Open file..."]
    press(app, "mouse", share_button(scene, "copy"))
    assert STAND_IN.text == format_line(parse_line(SUDOKU))
    press(app, "mouse", share_button(open_share(app, "mouse"), "copy", 1))
    assert len(STAND_IN.text) == 81 and parse_any(STAND_IN.text) == parse_line(SUDOKU)
    assert app.library.open_puzzle("suguru", 2)
    press(app, "mouse", share_button(open_share(app, "mouse"), "paste"))
    assert app.puzzle_scene.current.puzzle == parse_line(SUDOKU)


@pytest.mark.parametrize("text,words", [
    ("", ["no puzzle"]),
    ("https://puzz.link/p?suguru/6/6/zz!", ["not a puzzle"]),
    ("suguru 6x6 4....x" + "." * 30 + " " + "0" * 36, ["'x'"]),
    ("21.4...368.......5..53.98..6.49.71......3......75.46.2..62.35..5.......993...5.2?", ["'?'", "position 81"]),
])
def test_bad_paste_leaves_the_game_untouched_with_a_message(small, text, words):
    from game.scenes.dialogs import MessageScene

    app = small
    session = app.puzzle_scene.session
    STAND_IN.text = text
    press(app, "mouse", share_button(open_share(app, "mouse"), "paste"))
    top = app.stack.top
    assert isinstance(top, MessageScene) and top.title == "Cannot paste this puzzle"
    for w in words:
        assert w in top.text, top.text
    assert app.puzzle_scene.session is session
    click(app, top.ok.rect.center)
    assert app.stack.top is app.puzzle_scene and app.puzzle_scene.session is session


def test_paste_of_several_lines_opens_the_first_and_says_how_many(small):
    lines = corpus_lines("ripple")[:3]
    STAND_IN.text = "# three\n" + "\n".join(lines)
    press(small, "touch", share_button(open_share(small, "touch"), "paste"))
    assert small.puzzle_scene.current.puzzle == parse_line(lines[0])
    assert any("first of the 3 puzzles" in m for m in small.messages)


# -- Open file -------------------------------------------------------------------------------------

def pick_file(app, path: Path) -> None:
    """Open the file dialog from Share and pick ``path`` as its OK button would."""
    import pygame_gui

    from game.scenes.openfile import OpenFileScene

    press(app, "mouse", share_button(open_share(app, "mouse"), "open"))
    dlg = app.stack.top
    assert isinstance(dlg, OpenFileScene)
    assert dlg.window.rect.w >= 300 and dlg.window.rect.bottom <= app.screen.get_height()
    pygame.event.post(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(path),
                                         ui_element=dlg.window, ui_object_id="#file_dialog"))
    app.pump(2)


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_a_file_of_several_puzzles_lists_them_to_pick_one(small, tmp_path, device):
    from game.scenes.openfile import PickLineScene

    lines = corpus_lines("ripple")[:4]
    f = tmp_path / "four.txt"
    f.write_text("# mine\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
    session = small.puzzle_scene.session
    pick_file(small, f)
    picker = small.stack.top
    assert isinstance(picker, PickLineScene) and picker.title == "4 puzzles in four.txt"
    assert small.puzzle_scene.session is session               # nothing opens before a pick
    assert [b.text for b in sorted(picker.rows, key=picker.rows.get)][2] == "3. ripple 6x6"
    press(small, device, next(b for b, i in picker.rows.items() if i == 2))
    assert small.stack.top is small.puzzle_scene
    assert small.puzzle_scene.current.puzzle == parse_line(lines[2])


def test_a_bad_line_picked_from_a_file_says_which(small, tmp_path):
    from game.scenes.dialogs import MessageScene

    f = tmp_path / "two.txt"
    f.write_text(corpus_lines("suguru")[0] + "\nsuguru 6x6 broken\n", encoding="utf-8")
    pick_file(small, f)
    session = small.puzzle_scene.session
    press(small, "mouse", next(b for b, i in small.stack.top.rows.items() if i == 1))
    top = small.stack.top
    assert isinstance(top, MessageScene) and "Puzzle 2 of two.txt" in top.text, top.text
    assert small.puzzle_scene.session is session


def test_open_file_reads_urls_too(small, tmp_path):
    p = parse_line(corpus_lines("suguru")[5])
    f = tmp_path / "one.txt"
    f.write_text(format_url(p) + "\n", encoding="utf-8")
    pick_file(small, f)
    assert small.puzzle_scene.current.puzzle == p


@pytest.mark.parametrize("content,words", [
    (b"", "holds no puzzle lines"),
    (b"# only a comment\n", "holds no puzzle lines"),
    (b"\x00\x01\x02binary", "not a text file"),
    (b"suguru 6x6 too short\n", "cannot be read"),
    (None, "cannot be read"),
])
def test_a_bad_file_leaves_the_game_untouched_with_a_message(small, tmp_path, content, words):
    from game.scenes.dialogs import MessageScene

    f = tmp_path / "bad.txt"
    if content is not None:
        f.write_bytes(content)
    session = small.puzzle_scene.session
    pick_file(small, f)
    top = small.stack.top
    assert isinstance(top, MessageScene) and top.title == "Cannot open this file"
    assert words in top.text and "bad.txt" in top.text, top.text
    assert small.puzzle_scene.session is session


def test_the_file_dialog_is_cancelled_by_b(small):
    from game.scenes.openfile import OpenFileScene

    press(small, "pad", share_button(open_share(small, "pad"), "open"))
    assert isinstance(small.stack.top, OpenFileScene)
    pad(small, "b")
    assert small.stack.top is small.puzzle_scene


def test_share_buttons_are_a_finger_high(make_app):
    for size in ("800x480", "720x1280", "1280x800"):
        app = make_app("--puzzle", "suguru:0", "--size", size)
        scene = open_share(app, "mouse")
        inside = scene.window.get_container().get_abs_rect()
        assert all(b.rect.h >= 48 and inside.contains(b.rect) for b in scene.buttons), size
        menu_buttons = open_menu_buttons(app)
        assert all(b.rect.h >= 48 for b in menu_buttons), size


def open_menu_buttons(app) -> list:
    app.stack.top.close()
    app.pump(1)
    return list(open_menu(app, "mouse").buttons)


def test_a_kiosk_pastes_but_shows_no_file_system(make_app):
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    scene = open_share(app, "touch")
    assert [a[0] for a in scene.actions] == ["copy", "paste"]
    STAND_IN.text = corpus_lines("ripple")[0]
    press(app, "touch", share_button(scene, "paste"))
    assert app.puzzle_scene.current.puzzle == parse_line(corpus_lines("ripple")[0])
