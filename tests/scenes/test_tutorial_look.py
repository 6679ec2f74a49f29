"""How the tutorial marks what a step is about: one dashed outline round the step's cells as a whole."""

from __future__ import annotations

import pygame
import pytest

from game.render import palette as P
from game.scenes.tutorial import TutorialScene


def gold_along(surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], depth: int) -> bool:
    """Whether any pixel within ``depth`` px inside the edge from ``a`` to ``b`` is the outline's gold."""
    (x0, y0), (x1, y1) = a, b
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + depth):
            if surf.get_at((x, y))[:3] == tuple(P.GOLD):
                return True
    return False


def test_the_outline_goes_round_the_whole_region_the_words_name_picked_cell_and_all(make_app) -> None:
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--tutorial", "suguru")
    sc = app.stack.top
    assert isinstance(sc, TutorialScene)
    cursor = sc.ui.cursor
    assert cursor in sc.step.outlined and len(sc.step.outlined) > 1   # "the outlined region has 2 cells"
    surf = pygame.Surface(app.screen.get_size())
    sc.draw(surf)
    r = sc.board.layout.cell_rect(cursor)
    # The picked cell's top edge is the region's own edge: the dashes run along it, outside the solid frame.
    assert gold_along(surf, (r.x + 2, r.y), (r.right - 3, r.y), max(3, r.h // 12))


def test_a_step_s_cells_to_fill_without_a_shape_to_show_are_outlined_one_by_one(make_app) -> None:
    """"Fill the four outlined cells": four frames to count, even where two of them touch."""
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--tutorial", "suguru")
    sc = app.stack.top
    assert isinstance(sc, TutorialScene)
    sc.index = len(sc.intro.steps) - 1
    sc._begin_step()
    step = sc.step
    assert not step.look
    w = sc.intro.puzzle.width
    pairs = [(a, b) for a in step.cells for b in step.cells if b == a + 1 and a % w < w - 1]
    assert pairs, "the last step has two cells side by side"
    a, b = pairs[0]
    sc.ui.cursor = next(c for c in step.cells if c not in (a, b))
    surf = pygame.Surface(app.screen.get_size())
    sc.draw(surf)
    left = sc.board.layout.cell_rect(a)
    # The edge between the two touching cells carries dashes: each is a frame of its own.
    assert any(surf.get_at((x, y))[:3] == tuple(P.GOLD) for x in range(left.right - 6, left.right + 6)
               for y in range(left.y + left.h // 4, left.bottom - left.h // 4))


@pytest.mark.parametrize("size", ["720x1280", "480x800"])
@pytest.mark.parametrize("kind", ["suguru", "ripple", "sudoku", "sujiko"])
def test_in_portrait_words_board_and_pad_sit_as_the_play_screen_s_do(make_app, size, kind) -> None:
    """The words under the title in one band, the pad docked at the bottom, the board as wide as it may be and
    centred between them: no gap left over between the words and the board alone."""
    from game.render.layout import toast_rect

    app = make_app("--puzzle", "suguru:0", "--size", size, "--tutorial", kind)
    sc = app.stack.top
    assert isinstance(sc, TutorialScene)
    g, (w, h) = sc.g, app.screen.get_size()
    p = sc.intro.puzzle
    assert g.band.top == 0 and g.band.contains(g.head) and g.band.contains(g.words)
    assert g.dock.w == w and g.dock.bottom >= toast_rect(w, h).top - g.t // 2     # down where the game's pad is
    assert all(g.dock.contains(r) for r in g.pad)
    above, below = g.board.top - g.band.bottom, g.dock.top - g.board.bottom
    assert above > 0 and below > 0 and abs(above - below) <= 2
    assert g.board.w >= g.words.w - p.width or g.board.h >= g.dock.top - g.band.bottom - 8 * g.t // 6 - p.height
    surf = pygame.Surface((w, h))
    sc.draw(surf)
    assert surf.get_at((w // 2, g.band.bottom - 2))[:3] == tuple(P.TOOLBAR)      # the words' band is drawn
    assert surf.get_at((2, g.dock.centery))[:3] == tuple(P.TOOLBAR)              # and the pad's dock
