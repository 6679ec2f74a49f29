"""A button's whole rectangle takes a finger: the theme gives buttons no drop shadow, which in pygame_gui
shrinks the clickable area inside the rectangle (a 48-px button took taps on only 44 px of it)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.menu import MenuScene
from ui_helpers import key

pytestmark = pytest.mark.timeout(60)


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_every_menu_button_takes_a_tap_on_its_very_edge(make_app, size):
    app = make_app("--puzzle", "suguru:0", "--size", size)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.buttons
    for b in menu.buttons:
        assert b.rect.h >= 48, (b.text, b.rect)
        assert b.drawable_shape.click_area_shape.size == b.rect.size, b.text
        for x, y in ((b.rect.centerx, b.rect.top + 1), (b.rect.centerx, b.rect.bottom - 2),
                     (b.rect.left + 1, b.rect.centery), (b.rect.right - 2, b.rect.centery)):
            assert b.hover_point(x, y), (b.text, x, y)
