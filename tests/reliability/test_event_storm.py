"""Event storm: 5,000 seeded random events of every kind (mouse, wheel, fingers, keys with modifiers,
text with zero-width and control characters, controllers and joysticks coming and going, buttons,
axes, hats, resizes down to 1x1, focus, minimise, drops, quit) against every scene and dialog,
the kiosk's included.  The figure is exceptions: the ones escaping the app and the ones its safety
net catches and logs both count, and must be 0.  ``bench/stress.py`` sends 100,000 per scene.

This file folds in the old seeded monkey test (random clicks and keys on the board), which it covers.
"""

from __future__ import annotations

import random

import pytest

import storm

EVENTS = 5000


pytestmark = pytest.mark.usefixtures("ui_env")    # a private home, as every test that builds an App


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory):
    """The storm's own level files (every kind) in place of the UI tests' corpus-made ones."""
    return storm.make_levels(tmp_path_factory.mktemp("nanba-storm-data"))


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

    from game.scenes.help import HelpScene

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


@pytest.mark.parametrize("seed", range(8))
def test_damaged_files_open_the_game_and_the_load_dialog(seed, tmp_path, monkeypatch):
    """Fuzzed settings, records, autosave and saves in the player's folder: the game starts with them,
    and a storm on its Load dialog (listing, loading, deleting them) raises nothing."""
    import os

    import harness

    home = tmp_path / "damaged"
    harness.damaged_home(home, seed)
    monkeypatch.setenv("NANBA_HOME", str(home))
    assert os.environ["NANBA_HOME"] == str(home)
    fig = storm.storm("load dialog", 600, seed=seed)
    assert fig.tried == 600
    assert not fig.failures, fig.report(limit=5)


HEAVY = ["blank 16x16 sudoku", "blank 25x25 sudoku", "blank 27x56 ripple effect, random regions",
         "blank 64x64 ripple effect, one-cell regions", "blank 5x5 sujiko", "9x9 sudoku with clashing givens (no solution)"]


@pytest.mark.parametrize("name", HEAVY)
def test_a_heavy_puzzle_opens_in_the_game_and_takes_a_storm(name):
    """Opening such a puzzle (which checks its solutions) ends, bounded, and play on it raises nothing."""
    import harness

    line = harness.heavy_lines()[name]
    fig = storm.storm("puzzle (suguru)", 500, seed=3, options=("--puzzle", line, "--size", "1280x800"),
                      fig=harness.Figures(f"event storm: {name}, opened in the game"))
    assert fig.tried == 500
    assert not fig.failures, fig.report(limit=5)


class _CountingSet(set):
    """A region's neighbours, counting how often anyone walks through them."""

    walks = 0

    def __iter__(self):
        _CountingSet.walks += 1
        return super().__iter__()


def _naive_dsatur(adj, ncolors):
    """The region colouring written plainly (rescanning every region for each pick): the reference.
    A neighbour's colour excludes every colour that looks like it (game.render.colours.too_close)."""
    from game.render import palette
    from game.render.colours import too_close

    close = too_close(palette.REGION_COLORS)
    n = len(adj)
    color, used = [-1] * n, [0] * ncolors

    def excluded(r):
        return set().union(*(close[color[o]] for o in adj[r] if color[o] >= 0))

    for _ in range(n):
        def pressure(r):
            return (len(excluded(r)), len(adj[r]), -r)
        r = max((r for r in range(n) if color[r] < 0), key=pressure)
        taken = excluded(r)
        free = [c for c in range(ncolors) if c not in taken] or list(range(ncolors))
        c = min(free, key=lambda c: (used[c], c))
        color[r], used[c] = c, used[c] + 1
    return color


def test_region_colours_cost_work_in_proportion_to_the_regions(monkeypatch):
    """The heavy-puzzle storm found a 64x64 grid of one-cell regions froze the game for 10 s at every open
    and resize: colouring the regions walked every region's neighbours for every pick.  Counted in
    walks (no clock): a 30x30 grid may take a few walks per region, not one per region per pick.
    The colours stay exactly the ones the first version chose."""
    import harness

    from game.engine.formats import parse_line
    from game.render import palette

    puzzle = parse_line("ripple 30x30 " + "." * 900 + " " + harness._regions(random.Random(0), 30, 30, "cells"))
    graph = palette.region_graph(puzzle)
    monkeypatch.setattr(palette, "region_graph", lambda p: [_CountingSet(s) for s in graph])
    _CountingSet.walks = 0
    colours = palette.color_regions(puzzle)
    assert _CountingSet.walks <= 10 * len(graph), _CountingSet.walks
    assert colours == _naive_dsatur(graph, len(palette.REGION_COLORS))
    for kind in ("suguru", "ripple"):
        for line in harness.corpus_lines(kind)[::25]:
            p = parse_line(line)
            assert palette.color_regions(p) == _naive_dsatur(palette.region_graph(p), len(palette.REGION_COLORS))
