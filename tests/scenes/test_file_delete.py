"""Open file's delete question: finger-sized, inside the screen, answered by mouse, finger and gamepad."""

from __future__ import annotations

from itertools import combinations

import pytest

from aid_helpers import press_element as press
from test_file_dialog import SIZES, open_dialog


def ask_to_delete(app, device, folder, name="doomed.txt"):
    f = folder / name
    f.write_text("", encoding="utf-8")
    dlg = open_dialog(app, device, f)        # started on the file, as if picked in the list
    window = dlg.window
    assert window.delete_button.is_enabled
    press(app, device, window.delete_button)
    app.pump(2)
    confirm = window.delete_confirmation_dialog
    assert confirm is not None and confirm.alive()
    return dlg, confirm, f


@pytest.mark.parametrize("size", SIZES)
def test_the_question_is_a_finger_in_size_inside_the_screen(make_app, tmp_path, size):
    app = make_app("--puzzle", "suguru:0", "--size", size)
    _dlg, confirm, _f = ask_to_delete(app, "mouse", tmp_path, "a rather long puzzle file name.txt")
    screen = app.screen.get_rect()
    buttons = (confirm.cancel_button, confirm.confirm_button)
    assert screen.contains(confirm.rect)
    inside = confirm.get_container().get_abs_rect()
    for b in buttons:
        assert b.rect.h >= 48 and b.rect.w >= 96 and inside.contains(b.rect), (size, b.rect, inside)
    assert not buttons[0].rect.colliderect(buttons[1].rect)
    text = confirm.confirmation_text
    assert inside.contains(text.rect) and not any(text.rect.colliderect(b.rect) for b in buttons)
    assert "a rather long puzzle file name.txt" in text.html_text
    for a, b in combinations((*buttons, text), 2):
        assert not a.rect.colliderect(b.rect)


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_delete_deletes_and_cancel_keeps_by_each_device(make_app, tmp_path, device):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    dlg, confirm, f = ask_to_delete(app, device, tmp_path, "keep.txt")
    if device == "pad":
        assert dlg.focus.current is confirm.cancel_button     # the ring starts on the harmless answer
    press(app, device, confirm.cancel_button)
    app.pump(2)
    assert f.exists() and not confirm.alive()
    dlg.close()
    app.pump(1)
    dlg, confirm, f = ask_to_delete(app, device, tmp_path, "doomed.txt")
    press(app, device, confirm.confirm_button)
    app.pump(3)
    assert not f.exists() and not confirm.alive()
    assert app.stack.top is dlg                               # the file dialog stays open, on its folder
