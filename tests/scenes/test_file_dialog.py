"""The Open file dialog: every control a finger in size, inside the window, none over another, at the
three screen sizes; a file opened by mouse, finger and gamepad, folders entered, Cancel by each."""

from __future__ import annotations

import os
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from aid_helpers import pad, press_element as press
from test_share import open_share, share_button
from ui_helpers import corpus_lines

from game.engine.formats import parse_line

SIZES = ("800x480", "720x1280", "1280x800")


@pytest.fixture
def files(tmp_path: Path) -> Path:
    """A folder of the test's own files, apart from the game's home (also under tmp_path: its data folder
    holds files of its own, such as the lock of the window open, which a walk down the list would reach)."""
    folder = tmp_path / "files"
    folder.mkdir()
    return folder


def open_dialog(app, device: str, start: Path):
    from game.scenes.openfile import OpenFileScene

    OpenFileScene.start_dir = str(start)
    try:
        press(app, device, share_button(open_share(app, device), "open"))
    finally:
        OpenFileScene.start_dir = None
    dlg = app.stack.top
    assert isinstance(dlg, OpenFileScene)
    return dlg


def controls(window) -> list:
    w = window
    return [w.home_button, w.delete_button, w.parent_directory_button, w.refresh_button,
            w.file_path_text_line, w.file_selection_list, w.ok_button, w.cancel_button]


def list_row(window, name: str):
    return next(i["button_element"] for i in window.file_selection_list.item_list if i["text"] == name)


@pytest.mark.parametrize("size", SIZES)
def test_every_control_is_a_finger_in_size_inside_the_window_and_apart(make_app, files, size):
    for n in range(12):
        (files / f"f{n}.txt").write_text("", encoding="utf-8")
    app = make_app("--puzzle", "suguru:0", "--size", size)
    dlg = open_dialog(app, "mouse", files)
    window = dlg.window
    inside = window.get_container().get_abs_rect()
    assert inside.bottom <= app.screen.get_height() and inside.right <= app.screen.get_width()
    parts = controls(window)
    for e in parts:
        assert e.rect.h >= 48 and inside.contains(e.rect), (size, e.object_ids, e.rect, inside)
    for e in parts[:4]:
        assert e.rect.w >= 48, (size, e.object_ids)
    for a, b in combinations(parts, 2):
        assert not a.rect.colliderect(b.rect), (size, a.object_ids, b.object_ids)
    rows = [i["button_element"] for i in window.file_selection_list.item_list if i.get("button_element")]
    assert len(rows) >= 3 and all(r.rect.h >= 48 for r in rows), size
    shots = os.environ.get("NANBA_SHOTS")
    if shots:  # look at it: NANBA_SHOTS=/some/folder
        app.pump(2)
        pygame.image.save(app.screen, str(Path(shots) / f"file-dialog-{size}.png"))


def test_a_resized_screen_keeps_the_folder_and_the_sizes(make_app, files):
    (files / "inner").mkdir()
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = open_dialog(app, "mouse", files)
    dlg.window._change_directory_path(files / "inner")
    app.resize((800, 480))
    app.pump(2)
    window = app.stack.top.window
    assert Path(window.current_directory_path) == (files / "inner").resolve()
    assert all(e.rect.h >= 48 for e in controls(window))


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_a_file_is_opened_by_each_device(make_app, files, device):
    line = corpus_lines("suguru")[3]
    f = files / "one.txt"
    f.write_text(line + "\n", encoding="utf-8")
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    dlg = open_dialog(app, device, f)   # started on the file, as if picked in the list
    assert dlg.window.ok_button.is_enabled
    press(app, device, dlg.window.ok_button)
    app.pump(2)
    assert app.stack.top is app.puzzle_scene
    assert app.puzzle_scene.current.puzzle == parse_line(line)


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_cancel_closes_the_dialog_by_each_device(make_app, files, device):
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    session = app.puzzle_scene.session
    dlg = open_dialog(app, device, files)
    press(app, device, dlg.window.cancel_button)
    app.pump(2)
    assert app.stack.top is app.puzzle_scene and app.puzzle_scene.session is session


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_a_folder_opens_at_one_press_and_its_file_is_picked_from_the_list(make_app, files, device):
    line = corpus_lines("suguru")[4]
    (files / "inner").mkdir()
    (files / "inner" / "one.txt").write_text(line + "\n", encoding="utf-8")
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = open_dialog(app, device, files)
    window = dlg.window
    if device == "pad":   # down into the list selects its first row: the folder, which opens
        dlg.focus.focus(window.file_selection_list)
        pad(app, "down")
    else:
        press(app, device, list_row(window, "inner"))
    app.pump(2)   # the row's press, then the list's selection, each a frame later
    assert Path(window.current_directory_path).name == "inner"
    if device == "pad":
        pad(app, "down")
    else:
        press(app, device, list_row(window, "one.txt"))
    app.pump(2)
    assert window.ok_button.is_enabled
    press(app, device, window.ok_button)
    app.pump(2)
    assert app.stack.top is app.puzzle_scene
    assert app.puzzle_scene.current.puzzle == parse_line(line)
