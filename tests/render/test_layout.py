"""Layouts adapt to any window: everything inside, nothing overlapping, targets big enough to tap."""

from __future__ import annotations

import itertools

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.render.arrange import compute_layout
from game.render.layout import HANDS, PAD_POSITIONS


def _all_rects(L):
    return [*L.targets(), L.board, L.toast]


def _check(L, w, h):
    win = pygame.Rect(0, 0, w, h)
    rects = _all_rects(L)
    for r in rects:
        assert win.contains(r), (r, (w, h))
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b, (w, h))
    for r in L.digits:
        assert L.pad.contains(r)
    assert not L.board.colliderect(L.toolbar)
    if L.pad is not None:
        assert not L.board.colliderect(L.pad) and not L.toolbar.colliderect(L.pad)


@settings(max_examples=300, deadline=None)
@given(w=st.integers(480, 2560), h=st.integers(320, 1600), grid=st.sampled_from([(6, 6), (8, 8), (9, 9), (10, 7)]),
       digits=st.integers(1, 9), pad=st.sampled_from(PAD_POSITIONS), hand=st.sampled_from(HANDS))
def test_any_window_fits_and_nothing_overlaps(w, h, grid, digits, pad, hand):
    L = compute_layout(w, h, *grid, digits=digits, pad=pad, handed=hand)
    _check(L, w, h)
    assert (L.pad is None) == (pad == "hidden")
    assert len(L.digits) == (0 if pad == "hidden" else digits)


@pytest.mark.parametrize("size", [(800, 480), (480, 800), (720, 1280), (1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("digits", [5, 9])
@pytest.mark.parametrize("pad", ["auto", "beside", "below"])
def test_every_touch_target_is_at_least_48px_on_pi_displays_and_up(size, digits, pad):
    L = compute_layout(*size, digits=digits, pad=pad)
    small = [r for r in L.targets() if r.w < 48 or r.h < 48]
    assert not small, small


def test_landscape_puts_the_toolbar_beside_the_board_portrait_above():
    wide = compute_layout(800, 480)
    assert wide.arrangement in ("side", "top+side")
    assert wide.board.right <= wide.pad.left and wide.board.right <= wide.toolbar.left
    tall = compute_layout(720, 1280)
    assert tall.arrangement == "top"
    assert tall.toolbar.bottom <= tall.board.top and tall.board.bottom <= tall.pad.top


def test_left_handed_mirrors_the_panel():
    right, left = compute_layout(800, 480), compute_layout(800, 480, handed="left")
    assert right.pad.centerx > right.board.centerx
    assert left.pad.centerx < left.board.centerx
    assert left.cell == right.cell
    assert left.digits[0].x < left.digits[1].x < left.digits[2].x          # the pad still reads 1 2 3
    assert left.icons["menu"].x < left.icons["random"].x                     # the icons keep their order
    for d in range(1, 6):  # cell indices still read left to right
        assert left.cell_rect(d).x > left.cell_rect(d - 1).x


def test_pad_position_setting_is_obeyed():
    below = compute_layout(1280, 800, pad="below")
    assert below.arrangement == "top" and below.pad.top >= below.board.bottom
    beside = compute_layout(720, 1280, pad="beside")
    assert beside.arrangement in ("side", "top+side")
    hidden = compute_layout(800, 480, pad="hidden")
    assert hidden.pad is None and not hidden.digits and hidden.cell >= compute_layout(800, 480).cell


@pytest.mark.parametrize("size", [(320, 240), (200, 150), (100, 100)])
def test_tiny_windows_never_crash_and_stay_inside(size):
    L = compute_layout(*size)
    win = pygame.Rect(0, 0, *size)
    assert all(win.contains(r) for r in _all_rects(L))


def test_palettes_switch_and_restore():
    from game.render import palette as P

    try:
        P.use_palette("colourblind")
        assert P.RED == (213, 94, 0) and P.GREEN == (0, 114, 178)          # Okabe-Ito vermillion and blue
        P.use_palette("contrast", "large")
        assert P.BG == (0, 0, 0) and P.TEXT_SCALE > 1
        assert len(set(P.REGION_COLORS)) == len(P.REGION_COLORS)
        P.use_palette("no such palette")
        assert P.current == "normal" and P.RED == (214, 40, 40) and P.TEXT_SCALE == 1.0
    finally:
        P.use_palette("normal")


def test_colourblind_hint_marks_are_drawn_in_vermillion_and_text_size_scales_candidates(make_app):
    from game.render import palette as P

    try:
        app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--zero", "--hint",
                       "--setting", "palette=colourblind", "--setting", "text_size=large")
        sc = app.puzzle_scene
        d = sc.session.ui.hint
        assert d is not None and d.eliminations
        sc.session.ui.hint_stage = 1                      # the marks' stage
        app.draw()
        cell, digit = d.eliminations[0]
        box = sc.layout.cell_rect(cell)
        pixels = {tuple(app.screen.get_at((x, y)))[:3] for x in range(box.left, box.right)
                  for y in range(box.top, box.bottom)}
        assert (213, 94, 0) in pixels
        large = sc.board.small_size
        P.use_palette("normal", "normal")
        sc.relayout()
        assert sc.board.small_size < large
    finally:
        P.use_palette("normal")


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 800)])
def test_a_board_too_big_for_the_window_keeps_the_toolbar_at_a_finger(size):
    """A 27x56 board has no readable cells at 800x480; the toolbar, the boxes and the pad stay
    (the menu must stay in reach), and the board gets what is left, rather than everything
    collapsing to nothing around a 1-px board."""
    L = compute_layout(*size, 27, 56, digits=27)
    assert all(r.w >= 44 and r.h >= 44 for r in L.icons.values()), L.icons
    assert all(r.w > 0 and r.h > 0 for r in L.boxes.values())
    assert L.cell >= 1 and L.board.w == 27 * L.cell
    _check(L, *size)


def test_the_puzzle_screen_with_no_room_for_its_number_box_takes_focus_safely(make_app):
    from game.engine.formats import format_line
    from game.engine.puzzle import Puzzle

    line = format_line(Puzzle("ripple", 64, 64, (0,) * 4096, tuple(range(4096))))
    app = make_app("--puzzle", line, "--size", "320x240")
    sc = app.puzzle_scene
    box = sc.layout.boxes["number"]
    assert sc.entry is None or (sc.entry.rect.w >= 24 and sc.entry.rect.h >= 16), box
    if sc.entry is not None:
        app.manager.set_focus_set(sc.entry)      # the cursor needs room: this used to raise
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.pump(3)
    assert app.running and not any("Something went wrong" in m for m in app.messages)
    assert any("needs a larger window" in m for m in app.messages), app.messages


SIZES = [(1280, 800), (800, 480), (720, 1280), (480, 320), (1920, 1080), (320, 240), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("grid", [(6, 6), (8, 8), (10, 7)], ids=lambda g: f"{g[0]}x{g[1]}")
def test_everything_fits_and_nothing_overlaps(size, grid):
    L = compute_layout(*size, *grid)
    window = (0, 0, *size)
    import pygame

    win = pygame.Rect(window)
    rects = list(L.icons.values()) + list(L.boxes.values())
    for r in rects:
        assert win.contains(r), r
        assert L.toolbar.contains(r), r
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)
    assert win.contains(L.board)
    assert not L.board.colliderect(L.toolbar)  # beside it (landscape) or under it (portrait)
    assert win.contains(L.toast) and not L.toast.colliderect(L.board)
    assert L.board.w == L.cell * grid[0] and L.board.h == L.cell * grid[1]
    for cell in (0, grid[0] * grid[1] - 1):
        cr = L.cell_rect(cell)
        for n in (1, 3, 5, 9):
            slots = [L.slot_rect(cell, d, n) for d in range(1, n + 1)]
            for s in slots:
                assert cr.contains(s)
            for a, b in itertools.combinations(slots, 2):
                assert not a.colliderect(b)


def test_hit_testing_round_trips():
    L = compute_layout(1280, 800)
    for cell in range(36):
        assert L.cell_at(L.cell_rect(cell).center) == cell
        for d in range(1, 6):
            assert L.slot_at(cell, L.slot_rect(cell, d, 5).center, 5) == d
    assert L.cell_at((0, 0)) is None
    for name, r in L.icons.items():
        assert L.icon_at(r.center) == name


@pytest.mark.parametrize("size", [(320, 480), (360, 640), (480, 320)])
def test_narrow_windows_keep_every_control_usable(size):
    L = compute_layout(*size)
    assert all(r.w >= 24 and r.h >= 24 for r in L.icons.values())
    assert all(r.w >= 40 for r in L.boxes.values())
    assert L.cell >= 30
