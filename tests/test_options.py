"""The game's command-line options: good ones work, bad ones exit 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import run

# Every test here builds an App: a private home and corpus-made levels.
pytestmark = pytest.mark.usefixtures("ui_env")

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv,words", [
    (["--puzzle", "sudoku:3"], "unknown kind"),
    (["--puzzle", "suguru:5000"], "numbered 0-"),
    (["--puzzle", "suguru:-1"], "numbered 0-"),
    (["--puzzle", "suguru"], "KIND:N"),
    (["--puzzle", "suguru:x"], "KIND:N"),
    (["--size", "12x"], "WIDTHxHEIGHT"),
    (["--size", "100x100"], "between"),
    (["--size", "16384x16384"], "between"),      # 2 GB of surfaces: refused, like the setting
    (["--size", "axb"], "WIDTHxHEIGHT"),
    (["--frames", "0"], "at least 1"),
    (["--frames", "many"], "invalid int"),
    (["--moves", "fly 3 4"], "unknown move"),
    (["--bogus"], "unrecognized"),
])
def test_bad_options_exit_2_with_one_line(argv, words, capsys):
    assert run(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("nanba: ") and words in lines[0], err
    assert "Traceback" not in err


def _python(*args, env_extra=None):
    env = dict(os.environ, **(env_extra or {}))
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=60)


def test_python_m_game_reports_a_bad_option_without_a_traceback():
    r = _python("--puzzle", "suguru:99999")
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr, r.stderr


def test_screenshot_of_a_hinted_game(tmp_path):
    shot = tmp_path / "s.png"
    r = _python("--puzzle", "suguru:2", "--size", "800x480", "--frames", "3", "--zero", "--hint",
                "--screenshot", str(shot))
    assert r.returncode == 0, r.stderr
    import pygame

    img = pygame.image.load(str(shot))
    assert img.get_size() == (800, 480)
    from game.render import palette as P
    from game.render.arrange import compute_layout

    L = compute_layout(800, 480)
    # golden-ish, with tolerance: the toolbar is toolbar-coloured, the board shows region pastels
    tb = img.get_at((L.toolbar.right - 2, L.toolbar.bottom - 2))[:3]
    assert sum(abs(a - b) for a, b in zip(tb, P.TOOLBAR)) < 30
    colours = {img.get_at((L.cell_rect(c).x + L.cell // 5, L.cell_rect(c).y + L.cell * 4 // 5))[:3]
               for c in range(36)}
    near = [c for c in colours if min(sum(abs(a - b) for a, b in zip(c, pc)) for pc in P.REGION_COLORS) < 40]
    assert len(near) >= 3


def test_missing_levels_exit_1_with_one_line(monkeypatch, capsys):
    import game.levels as levels

    def missing(kind):
        raise levels.LevelsMissingError(f"cannot read the {kind} levels at /nowhere/{kind}.txt: gone")

    monkeypatch.setattr(levels, "read_level_lines", missing)
    levels.load_levels.cache_clear()
    assert run(["--no-sound", "--size", "800x480", "--frames", "1", "--no-resume"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "levels" in err[0] and "Traceback" not in err[0], err


def run_app(argv, capsys):
    from game.app import run

    code = run(["--no-sound", "--frames", "1", *argv])   # a run that wrongly starts still ends
    err = capsys.readouterr().err
    return code, err


@pytest.mark.parametrize("argv,words", [
    (["--screenshot", "/nonexistent/dir/x.png", "--frames", "2"], "cannot write: the folder /nonexistent/dir"),
    (["--screenshot", "/", "--frames", "2"], "cannot write: it is a folder"),
    (["--setting", "text_size=huge"], "choose normal, small, large"),
    (["--setting", "bogus=1"], "unknown setting 'bogus'"),
    (["--setting", "animations=maybe"], "on or off"),
    (["--puzzle", "suguru:1", "--moves", "del 999 9"], "outside the"),
    (["--puzzle", "suguru:1", "--moves", "set 0 99"], "not 99"),
    (["--puzzle", "suguru:1", "--select", "9999"], "not a cell"),
    (["--puzzle", "suguru:1", "--select", "-3"], "expected a cell"),
    (["--puzzle", "suguru:1", "--select", "r99c1"], "not a cell"),
    (["--puzzle", "x" * 300 + ":3"], "..."),
])
def test_bad_option_values_exit_2_with_one_line_naming_the_problem(argv, words, capsys):
    code, err = run_app(argv, capsys)
    assert code == 2, err
    assert err.startswith("nanba: ") and err.count("\n") == 1 and words in err, err
    assert "Traceback" not in err and len(err) < 400


def test_select_takes_a_cell_name(capsys):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", "suguru:1", "--select", "r2c3", "--frames", "1"]))
    try:
        s = app.puzzle_scene.session
        assert s.ui.cursor == s.puzzle.width + 2 and s.ui.show_cursor
    finally:
        app.pygame.display.quit()


def test_a_good_setting_applies(capsys):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", "suguru:1", "--setting", "mouse_mapping=playing",
                             "--setting", "animations=off", "--frames", "1"]))
    try:
        assert app.settings.mouse_mapping == "playing" and not app.anim_enabled
    finally:
        app.pygame.display.quit()


@pytest.mark.parametrize("line,words", [
    ("sujiko 3x3 ....5.... 99,99,99,99", "no solution"),
    ("sujiko 3x3 ......... 20,20,20,20", "more than one solution"),
])
def test_opening_an_unsolvable_or_ambiguous_puzzle_says_so(line, words):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", line, "--frames", "1"]))
    try:
        assert any(words in m for m in app.messages), app.messages
    finally:
        app.pygame.display.quit()
