"""Another game set on the puzzle screen takes away the overlays about the one before (the hint, the pause,
the solved panel), found by what they are, and leaves every other scene up."""

from __future__ import annotations


def test_setting_another_game_closes_the_hint_the_pause_and_the_solved_panel_only(make_app):
    from game.scenes.dialogs import MessageScene
    from game.scenes.hint import HintOverlay
    from game.scenes.pause import PauseScene
    from game.scenes.solved import SolvedScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    note = MessageScene(app, "A note", "Not about the game.")
    app.stack.push(note)
    app.puzzle_scene.wand_primary()
    app.stack.push(PauseScene(app))
    app.stack.push(SolvedScene(app, ["Solved."]))
    app.pump(1)
    assert all(app.stack.find(kind) is not None for kind in (HintOverlay, PauseScene, SolvedScene))
    assert app.library.open_puzzle("suguru", 1)
    app.pump(1)
    assert all(app.stack.find(kind) is None for kind in (HintOverlay, PauseScene, SolvedScene))
    assert note in app.stack.scenes and app.puzzle_scene.session.number == 1


def test_the_puzzle_screen_is_laid_out_once_at_start_and_again_when_the_window_changes(monkeypatch, tmp_path):
    """Made just before it is pushed, the puzzle scene is already laid out: entering it does not make its
    number box again.  Entering it after the window changed does."""
    from game.app import App, parse_options
    from game.scenes.puzzle_toolbar import Toolbar

    made: list[int] = []
    original = Toolbar.make_entry

    def counting(self) -> None:
        made.append(1)
        original(self)

    monkeypatch.setattr(Toolbar, "make_entry", counting)
    app = App(parse_options(["--no-anim", "--no-sound", "--puzzle", "suguru:0", "--size", "800x480"]))
    try:
        assert len(made) == 1 and app.puzzle_scene.entry is not None
        app.screen = app.pygame.display.set_mode((1000, 600))
        app.puzzle_scene.enter()
        assert len(made) == 2 and app.puzzle_scene.layout.size == (1000, 600)
        app.puzzle_scene.enter()
        assert len(made) == 2
    finally:
        app.pygame.display.quit()
