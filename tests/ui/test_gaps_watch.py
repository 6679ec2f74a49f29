"""Issue 8 gaps: Sujiko and the watch view (pad labels, help, self-test, the generate help)."""

from __future__ import annotations

SUJIKO4 = "sujiko 4x4 ..2.D.C...3.1.47 52,37,32,38,35,29,32,33,20"


def test_the_digit_pad_writes_10_to_16_as_the_board_does(make_app, monkeypatch):
    import game.scenes.pad as pad_module

    app = make_app("--puzzle", SUJIKO4, "--size", "800x480")
    sc = app.puzzle_scene
    s = sc.session
    s.ui.cursor = next(c for c in range(16) if not s.puzzle.givens[c] and s.puzzle.max_digit[c] == 16)
    drawn: list[str] = []
    real = pad_module.glyph

    def spy(size, text, colour):
        drawn.append(text)
        return real(size, text, colour)

    monkeypatch.setattr(pad_module, "glyph", spy)
    sc.pad.draw(app.screen)
    assert [sc.board.label(d) for d in range(10, 17)] == [str(d) for d in range(10, 17)]
    assert all(str(d) in drawn for d in range(1, 17)), drawn
    assert not set("ABCDEFG") & set(drawn)


def test_covering_scenes_keep_the_number_box_hidden_through_a_resize_and_each_other(make_app):
    import pygame

    from game.scenes.attract import AttractScene
    from game.scenes.pad import focus_chooser
    from game.scenes.watch import WatchScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    box = lambda: app.puzzle_scene.entry  # noqa: E731  (a resize makes a new one)
    ch = app.stack.push(focus_chooser(app, "suguru"))
    app.pump(1)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=768, size=(1024, 768)))
    app.pump(2)
    assert not box().visible                      # the chooser hid the new box too
    ch.close()
    app.pump(1)
    assert box().visible
    attract = app.stack.push(AttractScene(app, kinds=("suguru",), seed=1))
    watch = app.stack.push(WatchScene.of_session(app, app.puzzle_scene.session))
    app.pump(1)
    watch.close()
    app.pump(1)
    assert not box().visible                      # the demo underneath still covers it
    attract.close()
    app.pump(1)
    assert box().visible


def test_one_word_wrap_serves_attract_and_watch():
    import game.scenes.attract as attract
    import game.scenes.watch as watch
    from game.render import text

    assert attract.wrap is text.wrap and watch.wrap is text.wrap


def test_generate_help_names_sujiko_and_its_sizes(capsys):
    import pytest

    from game.cli import main

    with pytest.raises(SystemExit) as e:
        main(["generate", "--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "suguru, ripple, sudoku, jigsaw or sujiko" in out
    assert "sujiko: 3x3 or 4x4, default 3x3" in out


def test_help_covers_every_kind_and_the_watch_view_but_not_the_operator_exit():
    from pathlib import Path

    from game.scenes.dialogs import HELP_HTML

    text = " ".join(HELP_HTML.split())
    for words in ("Sudoku: an N x N grid holds 1..N once in every row, every column and every box",
                  "Sujiko: a 3x3 grid holds 1..9 once", "sum of the four cells", "Watch the computer solve",
                  "backtracking", "logical path"):
        assert words in text, words
    for secret in ("Ctrl+Alt+Shift+Q", "PIN", "kiosk_pin", "bottom-left", "operator"):
        assert secret not in text, secret
    readme = (Path(__file__).resolve().parents[2] / "packaging" / "pi" / "README.md").read_text(encoding="utf-8")
    readme = " ".join(readme.split())
    for words in ("Ctrl+Alt+Shift+Q", "hold a finger 5 seconds in the bottom-left corner", "kiosk_pin",
                  "default **2580**", "kiosk_attract_after", "kiosk_reset_after"):
        assert words in readme, words


def test_self_test_plays_sudoku_and_sujiko_and_runs_the_watch_view(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER",
                                                               "SDL_AUDIODRIVER", "NANBA_DATA_DIR")}
    env["NANBA_HOME"] = str(tmp_path / "home")
    r = subprocess.run([sys.executable, "-m", "game", "--self-test", "-v"], cwd=repo, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "played moves, undo/redo and a hint in sudoku, sujiko" in r.stdout
    assert "watch view: sujiko 3x3: " in r.stdout
