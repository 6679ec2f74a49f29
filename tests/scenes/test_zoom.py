"""Big boards: zoom and pan by touch, mouse, keys and pad; hit-testing through the view; the overview."""

from __future__ import annotations

import pygame
import pytest

from game.render.arrange import compute_layout
from game.render.view import FINGER, FIT, View, overview, pan, show_cell, visible_cells, zoom_about, zoomed
from ui_helpers import click, corpus_lines, key

BIG = corpus_lines("ripple", "24x14")[0]


def _finger(app, t, pos, fid=1):
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=fid, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
                                         dx=0.0, dy=0.0, pressure=1.0))


def _wheel(app, pos, y, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 5), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y), touch=False))
    app.pump(frames)


def _inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.fixture
def touch_big(make_app):
    return make_app("--puzzle", BIG, "--size", "800x480", "--input-mode", "touch")


@pytest.fixture
def mouse_big(make_app):
    return make_app("--puzzle", BIG, "--size", "800x480")


# -- the view, as a pure function of the fitted layout --------------------------------------------

def test_a_view_that_needs_no_zoom_gives_back_the_very_layout():
    L = compute_layout(800, 480, 6, 6)
    assert zoomed(L, FIT, FINGER) is L            # 6x6 cells are wider than a finger already
    assert zoomed(L, View(L.cell - 5, 3, 3)) is L
    assert L.grid == L.board and L.origin is None


def test_zooming_about_a_point_keeps_the_board_point_under_it():
    L = compute_layout(800, 480, 24, 14)
    Z = zoomed(L, zoom_about(L, FIT, 2.0, L.board.center))
    assert Z.cell > L.cell and Z.board == L.board       # the window is the fitted board's place
    p = (L.board.x + 3 * L.cell + L.cell // 2, L.board.y + 2 * L.cell + L.cell // 2)   # the middle of r3c4
    Z2 = zoomed(L, zoom_about(L, FIT, 1.6, p))
    assert Z2.cell_at(p) == L.cell_at(p) == 2 * 24 + 3


def test_show_cell_brings_any_cell_into_the_window_clear_of_the_overview():
    L = compute_layout(800, 480, 24, 14)
    for cell in (0, 23, 13 * 24, 14 * 24 - 1, 7 * 24 + 12):
        Z = zoomed(L, show_cell(L, FIT, cell, FINGER), FINGER)
        r = Z.cell_rect(cell)
        assert Z.cell >= FINGER and _inside(Z.board, r), cell
        box, _ = overview(Z, r)
        assert not box.colliderect(r), cell
        assert Z.cell_at(r.center) == cell


# -- touch ------------------------------------------------------------------------------------------

def test_a_big_board_on_touch_has_finger_wide_cells_and_a_small_one_is_untouched(make_app, touch_big):
    sc = touch_big.puzzle_scene
    assert sc.fitted.cell < FINGER <= sc.layout.cell and sc.layout.origin is not None
    small = make_app("--puzzle", "suguru:0", "--size", "800x480", "--input-mode", "touch").puzzle_scene
    assert small.layout is small.fitted and small.layout.origin is None


def test_a_pinch_zooms_and_two_fingers_select_nothing(make_app):
    app = make_app("--puzzle", BIG, "--size", "1280x800", "--setting", "board_zoom=manual")
    sc = app.puzzle_scene
    s = sc.session
    before = sc.layout.cell
    c = sc.layout.board.center
    _finger(app, pygame.FINGERDOWN, (c[0] - 40, c[1]), fid=1)
    _finger(app, pygame.FINGERDOWN, (c[0] + 40, c[1]), fid=2)
    app.pump(1)
    for step in range(1, 5):       # the fingers spread to three times their gap
        _finger(app, pygame.FINGERMOTION, (c[0] - 40 - 20 * step, c[1]), fid=1)
        _finger(app, pygame.FINGERMOTION, (c[0] + 40 + 20 * step, c[1]), fid=2)
        app.pump(1)
    _finger(app, pygame.FINGERUP, (c[0] - 120, c[1]), fid=1)
    _finger(app, pygame.FINGERUP, (c[0] + 120, c[1]), fid=2)
    app.pump(2)
    assert sc.layout.cell >= 2 * before
    assert s.state.index == 0 and not s.ui.show_cursor      # no tap, no long press, no move


def test_one_finger_drags_the_board_and_changes_nothing(touch_big):
    sc = touch_big.puzzle_scene
    s = sc.session
    start = sc.layout.grid.topleft
    cursor = s.ui.cursor
    p = sc.layout.board.center
    _finger(touch_big, pygame.FINGERDOWN, p)
    touch_big.pump(1)
    for i in range(1, 6):
        _finger(touch_big, pygame.FINGERMOTION, (p[0] - 30 * i, p[1] - 10 * i))
        touch_big.pump(1)
    _finger(touch_big, pygame.FINGERUP, (p[0] - 150, p[1] - 50))
    touch_big.pump(2)
    moved = sc.layout.grid.topleft
    assert moved[0] < start[0] and moved[1] < start[1]
    assert s.state.index == 0 and s.ui.cursor == cursor


def test_a_tap_on_a_zoomed_board_selects_the_cell_under_the_finger(touch_big):
    sc = touch_big.puzzle_scene
    L = sc.layout
    seen = visible_cells(L)
    cell = (seen.y + 1) * 24 + seen.x + 1
    p = L.cell_rect(cell).center
    _finger(touch_big, pygame.FINGERDOWN, p)
    touch_big.pump(1)
    _finger(touch_big, pygame.FINGERUP, p)
    touch_big.pump(2)
    assert sc.session.ui.cursor == cell and sc.layout.cell >= FINGER


def test_the_first_touch_on_a_board_drawn_for_the_mouse_zooms_there(mouse_big):
    sc = mouse_big.puzzle_scene
    L = sc.layout
    assert L.origin is None
    target = 10 * 24 + 20
    p = L.cell_rect(target).center
    _finger(mouse_big, pygame.FINGERDOWN, p)
    mouse_big.pump(1)
    _finger(mouse_big, pygame.FINGERUP, p)
    mouse_big.pump(2)
    Z = sc.layout
    assert Z.cell >= FINGER and _inside(Z.board, Z.cell_rect(target))
    assert sc.session.state.index == 0


def test_a_tap_on_the_overview_moves_the_view_there(touch_big):
    sc = touch_big.puzzle_scene
    box, m = overview(sc.layout)
    far = (box.right - 4, box.bottom - 4)        # the board's bottom-right corner
    _finger(touch_big, pygame.FINGERDOWN, far)
    touch_big.pump(1)
    _finger(touch_big, pygame.FINGERUP, far)
    touch_big.pump(2)
    seen = visible_cells(sc.layout)
    assert seen.right == 24 and seen.bottom == 14
    assert sc.session.state.index == 0


# -- mouse, keys, pad --------------------------------------------------------------------------------

def test_the_wheel_zooms_about_the_pointer(mouse_big):
    sc = mouse_big.puzzle_scene
    L = sc.layout
    p = L.cell_rect(5 * 24 + 17).center
    for _ in range(3):
        _wheel(mouse_big, p, 1)
    Z = sc.layout
    assert Z.cell > L.cell and Z.cell_at(p) == 5 * 24 + 17
    for _ in range(12):
        _wheel(mouse_big, p, -1)
    assert sc.layout.origin is None and sc.layout.cell == sc.fitted.cell    # back to the whole board


def test_a_click_after_zooming_hits_the_cell_drawn_there(mouse_big):
    sc = mouse_big.puzzle_scene
    _wheel(mouse_big, sc.layout.board.center, 1)
    _wheel(mouse_big, sc.layout.board.center, 1)
    Z = sc.layout
    seen = visible_cells(Z)
    cell = (seen.y + 2) * 24 + seen.x + 2
    r = Z.cell_rect(cell)
    click(mouse_big, (r.centerx, r.bottom - 3))    # below the candidates: selects only
    assert sc.session.ui.cursor == cell
    hidden = r.move(0, -Z.board.h)                  # a cell scrolled off above: nothing there to hit
    assert Z.cell_at((r.centerx, Z.board.top - 2)) is None or hidden.bottom < Z.board.top


def test_keys_zoom_and_the_selection_stays_in_view(mouse_big):
    sc = mouse_big.puzzle_scene
    key(mouse_big, pygame.K_EQUALS, pygame.KMOD_LCTRL)
    key(mouse_big, pygame.K_EQUALS, pygame.KMOD_LCTRL)
    assert sc.layout.cell > sc.fitted.cell
    for _ in range(20):
        key(mouse_big, pygame.K_RIGHT, frames=1)
    for _ in range(12):
        key(mouse_big, pygame.K_DOWN, frames=1)
    s = sc.session
    assert s.ui.cursor != 0 and _inside(sc.layout.board, sc.layout.cell_rect(s.ui.cursor))
    key(mouse_big, pygame.K_0, pygame.KMOD_LCTRL)
    assert sc.layout.origin is None


def test_the_right_stick_zooms_and_the_d_pad_keeps_the_selection_in_view(make_app):
    app = make_app("--puzzle", BIG, "--size", "720x1280", "--input-mode", "pad")
    sc = app.puzzle_scene
    fit = sc.fitted.cell
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_RIGHTY, value=-32767))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_RIGHTY, value=0))
        app.pump(1)
    assert sc.layout.cell > fit
    for _ in range(23):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                             button=pygame.CONTROLLER_BUTTON_DPAD_LEFT))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0,
                                             button=pygame.CONTROLLER_BUTTON_DPAD_LEFT))
        app.pump(1)
        s = sc.session
        assert _inside(sc.layout.board, sc.layout.cell_rect(s.ui.cursor))


def test_a_window_resized_to_a_sliver_does_not_crash(touch_big):
    sc = touch_big.puzzle_scene
    for w, h in ((40, 12), (2000, 30), (30, 900), (800, 480)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
        touch_big.pump(2)
        key(touch_big, pygame.K_EQUALS, pygame.KMOD_LCTRL, frames=1)
        key(touch_big, pygame.K_RIGHT, frames=1)
        _wheel(touch_big, sc.layout.board.center, 1, frames=1)
    assert sc.layout.cell >= FINGER


def test_candidates_are_dots_where_digits_would_be_unreadable(make_app):
    from game.render.board import BoardRenderer

    huge = corpus_lines("ripple", "40x25")[0]
    app = make_app("--puzzle", huge, "--size", "800x480")
    sc = app.puzzle_scene
    assert sc.board.cand_dots
    big = make_app("--puzzle", BIG, "--size", "800x480", "--input-mode", "touch").puzzle_scene
    assert not big.board.cand_dots and big.board.small_size >= 9
    assert not BoardRenderer(big.session.puzzle, big.fitted).cand_dots   # 7 px digits, as before


def test_a_hint_on_a_zoomed_board_brings_its_cells_into_view(make_app):
    app = make_app("--puzzle", BIG, "--size", "800x480", "--input-mode", "touch", "--select", "r14c24")
    sc = app.puzzle_scene
    app.pump(2)
    assert visible_cells(sc.layout).right == 24            # the selection's corner, far from row 2
    sc.wand_primary()
    app.pump(3)
    d = sc.session.ui.hint
    assert d is not None
    first = next(c for c, _ in (*d.eliminations, *d.placements, *d.reasons))
    assert _inside(sc.layout.board, sc.layout.cell_rect(first))


def test_a_mouse_drag_in_the_overview_moves_the_view_and_a_left_drag_on_the_board_does_not(mouse_big):
    sc = mouse_big.puzzle_scene
    key(mouse_big, pygame.K_EQUALS, pygame.KMOD_LCTRL)
    key(mouse_big, pygame.K_EQUALS, pygame.KMOD_LCTRL)
    box, _ = overview(sc.layout)
    start = sc.layout.grid.topleft
    r = sc.layout.cell_rect(sc.layout.cell_at(sc.layout.board.center))
    p = (r.centerx, r.bottom - 3)                     # a left drag on the board: the board stays
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(p[0] - 60, p[1]), rel=(-60, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(p[0] - 60, p[1]), button=1))
    mouse_big.pump(2)
    assert sc.layout.grid.topleft == start
    box, _ = overview(sc.layout)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(box.x + 3, box.y + 3), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(box.right - 3, box.bottom - 3), rel=(9, 9),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(box.right - 3, box.bottom - 3), button=1))
    mouse_big.pump(2)
    seen = visible_cells(sc.layout)
    assert seen.right == 24 and seen.bottom == 14
    assert sc.session.state.index == 0


def test_a_zoomed_board_draws_every_cell_in_its_window_and_no_other(touch_big):
    sc = touch_big.puzzle_scene
    for dx, dy in ((0, 0), (-37, -11), (-400, -200)):
        sc.zoom.view = pan(sc.zoom.fitted, sc.zoom.view, dx, dy, FINGER)
        sc.reframe()
        L = sc.layout
        drawn = set(sc.board._cells_in_view())
        seen = set()
        for c in range(24 * 14):
            part = L.cell_rect(c).clip(L.board)
            if part.w and part.h:
                seen.add(c)
        assert seen <= drawn and len(drawn - seen) <= 24 + 14 + 1, (dx, dy)


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 800)])
def test_a_zoomed_board_takes_the_free_room_and_covers_no_button(size):
    from game.render.view import room

    L = compute_layout(*size, 24, 14, digits=7)
    R = room(L)
    assert R.contains(L.board) and R.h > L.board.h
    for r in [*L.targets(), L.toast]:
        assert not R.colliderect(r), r


def test_shift_and_the_wheel_move_a_zoomed_board_sideways(mouse_big):
    sc = mouse_big.puzzle_scene
    p = sc.layout.board.center
    _wheel(mouse_big, p, 1)
    _wheel(mouse_big, p, 1)
    before = sc.layout
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    try:
        _wheel(mouse_big, p, -1)
    finally:
        pygame.key.set_mods(0)
    after = sc.layout
    assert after.cell == before.cell and after.grid.y == before.grid.y and after.grid.x < before.grid.x
