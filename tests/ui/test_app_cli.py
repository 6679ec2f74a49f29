"""The game's command-line options: good ones work, bad ones exit 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import run

REPO = Path(__file__).resolve().parents[2]


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
    from game.render.layout import compute_layout

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
