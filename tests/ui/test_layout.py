"""The layout is a pure function of the window size: check it at every size we promise."""

from __future__ import annotations

import itertools

import pytest

from game.render.layout import compute_layout

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
