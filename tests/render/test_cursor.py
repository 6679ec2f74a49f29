"""The selected cell's frame is a shape of its own: a coloured frame on a dark rim, in every palette, so it is
never taken for the gold frames of the highlighted digits (the colour-blind palette's cursor is orange)."""

from __future__ import annotations

import pygame
import pytest

from game.render import palette as P


@pytest.mark.parametrize("palette", ["normal", "colourblind"])
def test_the_cursor_is_a_coloured_frame_between_dark_rims(make_app, palette):
    app = make_app("--puzzle", "ripple:18", "--size", "1280x800", "--input-mode", "pad", "--select", "r1c2",
                   "--setting", f"palette={palette}")
    sc = app.puzzle_scene
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    cell = sc.layout.cell_rect(sc.current.ui.cursor)
    row = [surface.get_at((x, cell.centery))[:3] for x in range(cell.x, cell.centerx)]
    runs = [c for i, c in enumerate(row) if i == 0 or c != row[i - 1]]     # the colours met, left to right
    ink = [c for c in runs if c in (tuple(P.WALL), tuple(P.CURSOR))]
    assert ink[:3] == [tuple(P.WALL), tuple(P.CURSOR), tuple(P.WALL)], runs
