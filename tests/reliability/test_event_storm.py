"""Event storm: 5,000 seeded random events of every kind (mouse, wheel, fingers, keys with modifiers,
text with zero-width and control characters, controllers and joysticks coming and going, buttons,
axes, hats, resizes down to 1x1, focus, minimise, drops, quit) against every scene and dialog,
the kiosk's included.  The figure is exceptions: the ones escaping the app and the ones its safety
net catches and logs both count, and must be 0.  ``bench/stress.py`` sends 100,000 per scene.

This file folds in the old seeded monkey test (random clicks and keys on the board), which it covers.
"""

from __future__ import annotations

import pytest

import storm

EVENTS = 5000


@pytest.fixture(scope="session")
def levels(tmp_path_factory):
    return storm.make_levels(tmp_path_factory.mktemp("nanba-storm-data"))


@pytest.fixture(autouse=True)
def private_home(levels, tmp_path, monkeypatch):
    from game.levels import load_levels

    monkeypatch.setenv("NANBA_DATA_DIR", str(levels))
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "home"))
    load_levels.cache_clear()
    yield
    load_levels.cache_clear()


@pytest.mark.parametrize("name", storm.scene_names())
def test_storm_raises_nothing(name):
    fig = storm.storm(name, EVENTS, seed=1)
    print("\n" + fig.report())
    assert fig.tried == EVENTS
    assert not fig.failures, fig.report(limit=5)


def test_the_board_keeps_its_invariants_through_a_storm():
    """What the monkey test checked: no cell loses every candidate, the undo index stays in range."""
    seen = {}

    def factory(options):
        app = storm.make_app(options)
        seen["app"] = app
        return app

    fig = storm.storm("puzzle (suguru)", 2000, seed=2, app_factory=factory)
    s = seen["app"].puzzle_scene.session
    assert not fig.failures, fig.report(limit=5)
    assert all(m for m in s.state.cands)
    assert 0 <= s.state.index <= len(s.state.history)


def test_a_burst_of_resize_events_relayouts_once():
    """A window drag sends dozens of resize events a frame (SDL sends two or three for each size); the
    storm found each one rebuilt the Help dialog's text, 70 ms apiece.  One relayout per frame, to the
    last size."""
    import pygame

    from game.scenes.dialogs import HelpScene

    app = storm.make_app(("--puzzle", "suguru:0", "--size", "1280x800"))
    try:
        help_scene = app.stack.push(HelpScene(app))
        app.pump(1)
        calls = []
        relayout = help_scene.relayout
        help_scene.relayout = lambda: (calls.append(app.screen.get_size()), relayout())
        for w in range(800, 1200, 40):
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=600, size=(w, 600)))
            pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=600))
        app.pump(1)
        assert calls == [(1160, 600)]
    finally:
        pygame.display.quit()
