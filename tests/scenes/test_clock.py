"""The game's clock driven by posted events and a stepped clock (``pump(dt=...)``): it stops under
the menu, the help and the watch view, counts by the second, agrees with the end message, is not
hidden by a hint, and a game whose solution was watched keeps no best time."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.help import HelpScene
from game.scenes.hint import HintOverlay
from game.scenes.menu import MenuScene
from game.scenes.watch import WatchScene
from ui_helpers import click, icon, key, slot


@pytest.fixture
def suguru(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "1280x800")


def clock(app) -> str:
    return app.puzzle_scene.toolbar.clock_text()


def press_menu_entry(app, name: str) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    element = next(e for e, k in menu.buttons.items() if k == name)
    click(app, element.rect.center)


def solve(app) -> None:
    s = app.puzzle_scene.session
    s.ensure_solution()
    for c in range(len(s.puzzle.givens)):
        if not s.puzzle.givens[c] and s.state.answer(c) != s.puzzle.solution[c]:
            click(app, slot(app, c, s.puzzle.solution[c]), button=3, frames=1)
    assert s.state.is_solved()


def test_the_clock_stops_under_the_menu_and_help_and_goes_on_after(suguru):
    s = suguru.puzzle_scene.session
    s.elapsed = 10.0
    click(suguru, icon(suguru, "menu"))
    assert isinstance(suguru.stack.top, MenuScene)
    start = s.elapsed
    suguru.pump(4, dt=30.0)                       # two minutes with the menu up
    assert s.elapsed == start
    assert suguru.idle_timeout() >= 0.5           # and no wake-ups for a clock that stands still
    key(suguru, pygame.K_ESCAPE)
    key(suguru, pygame.K_F1)
    assert isinstance(suguru.stack.top, HelpScene)
    start = s.elapsed                             # (the frames between the two counted: the puzzle was on top)
    suguru.pump(2, dt=30.0)
    assert s.elapsed == start
    key(suguru, pygame.K_ESCAPE)
    assert suguru.stack.top is suguru.puzzle_scene
    suguru.pump(1, dt=5.0)
    assert s.elapsed >= start + 5.0               # the puzzle on top again: it counts


def test_the_clock_stops_under_the_watch_view(suguru):
    s = suguru.puzzle_scene.session
    s.elapsed = 3.0
    click(suguru, icon(suguru, "menu"))
    press_menu_entry(suguru, "watch")
    assert isinstance(suguru.stack.top, WatchScene)
    start = s.elapsed
    suguru.pump(5, dt=20.0)
    assert s.elapsed == start
    key(suguru, pygame.K_ESCAPE)
    assert suguru.stack.top is suguru.puzzle_scene
    suguru.pump(1, dt=2.0)
    assert s.elapsed >= start + 2.0


def test_the_clock_shows_every_second_and_wakes_for_the_next(suguru):
    s = suguru.puzzle_scene.session
    s.elapsed = 0.0
    suguru.pump(1, dt=7.0)
    assert 7.0 <= s.elapsed < 7.5 and clock(suguru) == "0:07"
    suguru.pump(1, dt=54.0)
    assert clock(suguru) == "1:01"
    assert 0 < suguru.idle_timeout() <= 1.01


def test_a_hint_keeps_the_time_on_show_with_its_technique(suguru):
    s = suguru.puzzle_scene.session
    s.elapsed = 65.0
    click(suguru, icon(suguru, "wand"))
    assert isinstance(suguru.stack.top, HintOverlay) and s.ui.hint is not None
    bar = suguru.puzzle_scene.toolbar
    assert clock(suguru).startswith("1:0") and bar.hint_text() == s.ui.hint.technique
    start = s.elapsed
    suguru.pump(1, dt=2.0)
    assert s.elapsed >= start + 2.0               # a hint is play: the clock runs under it


def test_the_end_message_says_the_time_the_clock_shows(suguru):
    s = suguru.puzzle_scene.session
    s.elapsed = 21.0                              # the solving clicks' frames add well under a second
    solve(suguru)
    # Past the half second: a message that rounded would say 0:22, a clock in fives 0:20.
    assert 21.5 < s.elapsed < 22.0
    assert clock(suguru) == "0:21"
    assert any("in 0:21" in m for m in suguru.messages), suguru.messages
    assert suguru.storage.best_time("suguru", 0) == 21


def test_no_best_time_once_the_watch_view_was_opened(suguru):
    click(suguru, icon(suguru, "menu"))
    press_menu_entry(suguru, "watch")
    assert isinstance(suguru.stack.top, WatchScene)
    key(suguru, pygame.K_ESCAPE)
    solve(suguru)
    assert suguru.storage.best_time("suguru", 0) is None
    assert suguru.solved_set("suguru") == set()
    assert any("no best time" in m for m in suguru.messages), suguru.messages
