"""Leaving the school for a real puzzle, and what covers what meanwhile: the puzzle's number box never shows
through a scene drawn over the game, the school opened from Help leaves for the game itself (the kind's rules
intro then opens over the game), and only the top scene's focus ring is drawn."""

from __future__ import annotations

import pytest

from aid_helpers import pad
from test_school import finished, until_a_puzzle_opens
from ui_helpers import click

from game.scenes.help.scene import HelpScene
from game.scenes.tutorial import TutorialScene


@pytest.fixture
def first_start(monkeypatch):
    """The tests' own guard off: intros open by themselves, as on a player's machine."""
    monkeypatch.delenv("NANBA_TUTORIAL", raising=False)


def test_a_game_opened_under_help_keeps_its_number_box_hidden_until_help_goes(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    app.stack.push(HelpScene(app))
    app.pump(1)
    assert not app.puzzle_scene.entry.visible
    app.library.open_puzzle("suguru", 1)             # a new game (and a new number box) beneath Help
    app.pump(1)
    assert not app.puzzle_scene.entry.visible
    app.stack.top.close()
    app.pump(1)
    assert app.puzzle_scene.entry.visible and app.puzzle_scene.entry.get_text() == "1"


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_the_school_opened_from_help_leaves_for_the_game_and_its_intro_comes_over_the_game(make_app, first_start,
                                                                                             size):
    app = make_app("--puzzle", "ripple:0", "--size", size)
    pad(app, "b")                                    # ripple's intro, skipped: suguru's is still due
    assert app.stack.top is app.puzzle_scene
    app.stack.push(HelpScene(app))
    sc = finished(app, "suguru", "HS")
    click(app, sc.rect("real").center)
    until_a_puzzle_opens(app)
    app.pump(2)
    assert app.puzzle_scene.current.kind == "suguru"
    assert app.stack.find(HelpScene) is None
    assert isinstance(app.stack.top, TutorialScene) and app.stack.top.kind == "suguru"
    assert not app.puzzle_scene.entry.visible        # covered by the intro ...
    pad(app, "b")
    assert app.stack.top is app.puzzle_scene and app.puzzle_scene.entry.visible   # ... and back after it
