"""The selected cell's frame is a shape of its own: a coloured frame on a dark rim, in every palette, so it is
never taken for the gold frames of the highlighted digits (the colour-blind palette's cursor is orange)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.render import palette as P


def framed(surface: pygame.Surface, cell: pygame.Rect) -> bool:
    """From the cell's left edge to its middle: a dark rim, a band of the cursor's colour, a dark rim again,
    each at least 2 px (the grid's hairlines, 1 px, do not make a rim)."""
    row = [surface.get_at((x, cell.centery))[:3] for x in range(cell.x, cell.centerx)]
    runs = [(c, len(list(g))) for c, g in itertools.groupby(row)]           # the colours met, left to right
    ink = [(c, n) for c, n in runs if c in (tuple(P.WALL), tuple(P.CURSOR))][:3]
    return [c for c, _ in ink] == [tuple(P.WALL), tuple(P.CURSOR), tuple(P.WALL)] and min(n for _, n in ink) >= 2


@pytest.mark.parametrize("palette", ["normal", "colourblind"])
def test_the_cursor_is_a_coloured_frame_between_dark_rims(make_app, palette):
    app = make_app("--puzzle", "ripple:18", "--size", "1280x800", "--input-mode", "pad", "--select", "r1c2",
                   "--setting", f"palette={palette}")
    sc = app.puzzle_scene
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    cell = sc.layout.cell_rect(sc.current.ui.cursor)
    assert framed(surface, cell)


def test_the_hand_entry_board_frames_its_cell_the_same_way(make_app):
    from game.scenes.kinds.sudoku_entry import EntryScene

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    sc = EntryScene(app, box=(3, 3))
    app.stack.push(sc)
    app.pump(1)
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    cell = sc.layout.cell_rect(sc.cursor)
    assert framed(surface, cell)
