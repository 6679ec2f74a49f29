"""The editor's layout: every control a finger in size, inside the window, clear of the board and each other."""

from __future__ import annotations

import itertools

import pytest

from game.render.layout import toast_rect
from game.scenes.editor_layout import TARGET, editor_geometry

MOST_BUTTONS = ["mode:regions", "mode:givens", "fill", "suggest", "minimise", "harder", "easier", "undo", "redo",
                "play", "link", "save", "load", "close"]
SUMS_BUTTONS = ["mode:givens", "mode:sums", "suggest", "minimise", "harder", "easier", "sums", "undo", "redo",
                "play", "link", "save", "load", "close"]
DIGITS = [str(d) for d in range(1, 10)] + ["erase"]
TYPED = [str(d) for d in range(10)] + ["back", "ok"]


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 800)])
@pytest.mark.parametrize("board", [(6, 6), (10, 10), (9, 9), (4, 4)])
@pytest.mark.parametrize("buttons,keys", [(MOST_BUTTONS, DIGITS), (SUMS_BUTTONS, TYPED), (MOST_BUTTONS, ["split"])])
def test_every_control_is_a_finger_wide_and_clear_of_the_board(size, board, buttons, keys) -> None:
    w, h = size
    g = editor_geometry(w, h, *board, buttons, keys)
    controls = g.controls()
    assert set(controls) == set(buttons) | {"key:" + k for k in keys}
    strip = toast_rect(w, h)
    for name, r in controls.items():
        assert r.w >= TARGET and r.h >= TARGET, name
        assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= strip.top, (name, r)
        assert not r.colliderect(g.board), name
        assert not r.colliderect(g.status), name
    for (a, ra), (b, rb) in itertools.combinations(controls.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert g.board.bottom <= strip.top and g.cell * board[0] == g.board.w
    assert g.cell >= 24     # a 10x10 board's cells stay big enough to draw on with a finger at 800x480
    assert g.control_at(controls["close"].center) == "close"
    assert g.control_at(g.board.center) is None


def test_a_left_hand_has_the_panel_on_the_left_and_the_keys_reach_it_that_way(make_app) -> None:
    import pygame

    from editor_helpers import editor
    from ui_helpers import key

    g = editor_geometry(800, 480, 6, 6, MOST_BUTTONS, DIGITS, left=True)
    assert all(r.right <= g.board.left for r in g.controls().values()) and g.status.right <= g.board.left
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--edit", "suguru:3x3",
                   "--setting", "handedness=left")
    sc = editor(app)
    assert sc.geometry.board.left > sc.geometry.status.right
    key(app, pygame.K_RIGHT)
    assert sc.focus == "board" and sc.cursor == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)                   # off the board's left edge: onto the panel
    assert sc.focus == "panel"
    sc.ring.focus("mode:regions")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)                  # past the panel's right edge: back to the board
    assert sc.focus == "board"
