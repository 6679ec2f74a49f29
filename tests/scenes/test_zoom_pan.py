"""Looking over a zoomed board without moving the selection by hand: the right stick held, a middle drag."""

from __future__ import annotations

import pygame
import pytest

from game.input import intents as I
from game.input.gamepad import HOLD_PAN, GamepadAdapter
from ui_helpers import corpus_lines, key

BIG = corpus_lines("ripple", "24x14")[0]


def _right(app, ax, value, frames=1):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=ax, value=value))
    app.pump(frames)


@pytest.fixture
def pad_big(make_app):
    app = make_app("--puzzle", BIG, "--size", "800x480", "--input-mode", "pad")
    for _ in range(3):       # three pushes up: zoomed in about the selection
        _right(app, pygame.CONTROLLER_AXIS_RIGHTY, -32767)
        _right(app, pygame.CONTROLLER_AXIS_RIGHTY, 0)
    assert app.puzzle_scene.layout.origin is not None
    return app


def test_a_push_zooms_or_steps_the_digit_and_a_hold_pans_instead() -> None:
    pad = GamepadAdapter()
    assert pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                            axis=pygame.CONTROLLER_AXIS_RIGHTY, value=-32767)) == []
    got = pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                           axis=pygame.CONTROLLER_AXIS_RIGHTY, value=0))
    assert [(i.kind, i.dx) for i in got] == [(I.ZOOM, 1)]                  # a push up: zoom in
    pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                     axis=pygame.CONTROLLER_AXIS_RIGHTX, value=-32767))
    got = pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                           axis=pygame.CONTROLLER_AXIS_RIGHTX, value=0))
    assert [(i.kind, i.dx) for i in got] == [(I.DIGIT_STEP, -1)]           # a push left: the digit before
    pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                     axis=pygame.CONTROLLER_AXIS_RIGHTX, value=32767))
    pans = pad.tick(HOLD_PAN + 0.01) + pad.tick(0.1)
    assert [(i.kind, i.dx, i.dy) for i in pans] == [(I.PAN, 1, 0)] * 2      # held: it pans, a step a repeat
    assert pad.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                            axis=pygame.CONTROLLER_AXIS_RIGHTX, value=0)) == []   # no push after


def test_the_right_stick_held_looks_over_the_board_and_the_selection_comes_along(pad_big) -> None:
    sc = pad_big.puzzle_scene
    s = sc.session
    before_origin, before_cursor, digit = sc.layout.origin, s.ui.cursor, sc.pad.digit
    _right(pad_big, pygame.CONTROLLER_AXIS_RIGHTX, 32767, frames=30)       # held right for a second
    _right(pad_big, pygame.CONTROLLER_AXIS_RIGHTX, 0)
    assert sc.layout.origin[0] < before_origin[0]                            # the board slid left under the window
    assert sc.pad.digit == digit                                             # a hold is no digit step
    assert s.ui.cursor != before_cursor and sc.layout.board.contains(sc.layout.cell_rect(s.ui.cursor))
    assert sc.layout.cell >= 48
    key(pad_big, pygame.K_RIGHT)                                             # the next move starts from there
    assert sc.layout.board.contains(sc.layout.cell_rect(s.ui.cursor))


def _middle_drag(app, start, end, steps=4):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=2))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 1, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=2))
    app.pump(2)


def test_a_middle_drag_moves_a_zoomed_board_and_changes_no_candidate(make_app) -> None:
    app = make_app("--puzzle", BIG, "--size", "800x480", "--setting", "board_zoom=always")
    sc = app.puzzle_scene
    assert sc.layout.origin is not None
    cands = list(sc.session.state.cands)
    c = sc.layout.board.center
    ox, oy = sc.layout.origin
    _middle_drag(app, c, (c[0] - 150, c[1] - 60))
    assert sc.layout.origin[0] < ox and sc.layout.origin[1] <= oy      # the board went with the pointer
    assert list(sc.session.state.cands) == cands


def test_a_middle_click_on_a_zoomed_board_still_restores_a_candidate(make_app) -> None:
    app = make_app("--puzzle", BIG, "--size", "800x480", "--setting", "board_zoom=always")
    sc = app.puzzle_scene
    s = sc.session
    L = sc.layout
    cell = next(c for c in range(s.puzzle.ncells) if not s.state.is_given(c) and L.board.contains(L.cell_rect(c))
                and bin(s.state.cands[c]).count("1") > 1)
    n = s.puzzle.max_digit[cell]
    d = next(d for d in range(1, n + 1) if s.state.cands[cell] & (1 << d))
    pos = L.slot_rect(cell, d, n).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))   # left: delete
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump(2)
    assert not s.state.cands[cell] & (1 << d)
    origin = sc.layout.origin
    _middle_drag(app, pos, (pos[0] + 2, pos[1] + 1), steps=1)              # a click that wobbled: still a click
    assert s.state.cands[cell] & (1 << d) and sc.layout.origin == origin


def test_help_tells_of_the_big_boards_setting_wherever_it_tells_of_zooming() -> None:
    from game.scenes.help.content import build_pages
    from game.scenes.settings_dialog import SettingsScene

    pages = {p.key: p for p in build_pages()}
    choices = [label.split(": ", 1)[1] for label in SettingsScene.ZOOM_LABELS.values()]
    for key_name in ("mouse", "touch", "keys", "pad"):
        text = " ".join(b.text for b in pages[key_name].blocks)
        assert "zoom" in text.lower(), key_name
        assert "Big boards button" in text and all(c in text for c in choices), key_name
    pad_rows = {b.label: b.text for b in pages["pad"].blocks if b.what == "row"}
    assert "selection comes along" in pad_rows["Right stick held"]
