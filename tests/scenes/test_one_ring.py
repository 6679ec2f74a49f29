"""One focus ring on screen, and no widget showing through a panel: the solved summary over the game."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.solved import SolvedScene
from game.ui.focus import RING
from test_aids_game import solve


def ring_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    area = area.inflate(16, 16).clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == RING for x in range(area.x, area.right) for y in range(area.y, area.bottom))


@pytest.mark.parametrize("size", ["720x1280", "1280x800"])
def test_under_the_solved_summary_the_pad_shows_no_ring_and_the_number_box_stays_hidden(make_app, size):
    app = make_app("--puzzle", "suguru:1", "--size", size, "--input-mode", "key")
    pad = app.puzzle_scene.layout.pad
    assert pad is not None
    surface = pygame.Surface(app.screen.get_size())
    app.puzzle_scene.draw(surface)
    assert ring_pixels(surface, pad) > 0              # the pad's ring, while the game is on top
    solve(app)
    top = app.stack.top
    assert isinstance(top, SolvedScene) and not top.rects["next"].colliderect(pad)
    app.puzzle_scene.draw(surface)
    assert ring_pixels(surface, pad) == 0             # the summary's ring is the one on screen
    app.puzzle_scene.relayout()                       # a new number box, made while the summary is up ...
    app.pump(1)
    assert not app.puzzle_scene.entry.visible         # ... stays hidden under it
    top.close()
    app.pump(1)
    assert app.puzzle_scene.entry.visible


def test_the_solve_is_told_with_the_set_s_title(make_app, monkeypatch):
    app = make_app("--puzzle", "ripple:1", "--size", "800x480")
    said: list[str] = []
    monkeypatch.setattr(app, "toast", lambda text, *a, **k: said.append(text))
    solve(app)
    assert any(t.startswith("Solved Ripple Effect 1 in ") for t in said), said


def test_the_number_box_takes_no_click_or_typing_while_the_menu_is_up(make_app):
    from ui_helpers import click, key, type_text

    from game.scenes.menu import MenuScene

    app = make_app("--puzzle", "ripple:9", "--size", "1280x800")
    box = app.puzzle_scene.layout.boxes["number"]
    app.stack.push(MenuScene(app))
    app.pump(2)
    click(app, box.center)                            # beside the menu: the game's number box beneath
    key(app, pygame.K_END, frames=1)
    type_text(app, "5")
    assert app.puzzle_scene.entry.get_text() == "9" and not app.puzzle_scene.entry.is_focused
    key(app, pygame.K_ESCAPE)                         # Esc is the menu's still: it goes, the box is live again
    assert app.stack.top is app.puzzle_scene
    click(app, box.center)
    key(app, pygame.K_END, frames=1)
    type_text(app, "5")
    assert app.puzzle_scene.entry.get_text() == "95"
