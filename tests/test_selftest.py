"""``python -m game --self-test``: passes on the real tree, fails in one line on a broken one.

Run as subprocesses, because the self-test sets SDL's environment and opens
its own display, exactly as it does inside a bundle.  The broken trees are
built with ``NANBA_DATA_DIR`` (which :func:`game.resources.resource_path`
reads first), so each failure mode is one small folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_selftest(tmp_path: Path, data_dir: Path | None = None, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER",
                                                               "SDL_AUDIODRIVER", "NANBA_DATA_DIR")}
    env["NANBA_HOME"] = str(tmp_path / "player-home")
    if data_dir is not None:
        env["NANBA_DATA_DIR"] = str(data_dir)
    return subprocess.run([sys.executable, "-m", "game", "--self-test", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def data_with_levels(tmp_path: Path, files: dict[str, str]) -> Path:
    d = tmp_path / "data"
    (d / "levels").mkdir(parents=True)
    (d / "assets").mkdir()
    (d / "assets" / "theme.json").write_text((REPO / "assets" / "theme.json").read_text(encoding="utf-8"))
    for name, text in files.items():
        (d / "levels" / name).write_text(text, encoding="utf-8")
    return d


def test_selftest_passes_on_the_source_tree(tmp_path):
    r = run_selftest(tmp_path, None, "-v")
    assert r.returncode == 0, r.stderr
    last = r.stdout.strip().splitlines()[-1]
    assert last.startswith("nanba self-test: ok: ")
    assert "saved and loaded a game" in r.stdout
    # The private home was used and removed: the player's home was never created.
    assert not (tmp_path / "player-home").exists()


def test_a_level_line_that_does_not_parse_fails_in_one_line(tmp_path):
    good = (REPO / "levels" / "ripple.txt").read_text(encoding="utf-8")
    data = data_with_levels(tmp_path, {"suguru.txt": "suguru 3x3 this is not a puzzle\n", "ripple.txt": good})
    r = run_selftest(tmp_path, data)
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("nanba self-test: FAILED: levels: suguru.txt: ")


def test_an_empty_levels_folder_fails(tmp_path):
    r = run_selftest(tmp_path, data_with_levels(tmp_path, {}))
    assert r.returncode == 1
    assert "FAILED: levels: no level files" in r.stderr


def test_a_missing_level_file_fails(tmp_path):
    suguru = (REPO / "levels" / "suguru.txt").read_text(encoding="utf-8")
    r = run_selftest(tmp_path, data_with_levels(tmp_path, {"suguru.txt": suguru}))
    assert r.returncode == 1
    assert "FAILED: levels: no level file for ripple" in r.stderr


def test_a_level_file_named_for_another_kind_fails(tmp_path):
    suguru = (REPO / "levels" / "suguru.txt").read_text(encoding="utf-8")
    data = data_with_levels(tmp_path, {"suguru.txt": suguru, "ripple.txt": suguru})
    r = run_selftest(tmp_path, data)
    assert r.returncode == 1
    assert "ripple.txt: puzzle 0 is not a ripple puzzle" in r.stderr


def test_a_set_named_otherwise_may_hold_one_kind_but_not_two(tmp_path):
    suguru = (REPO / "levels" / "suguru.txt").read_text(encoding="utf-8")
    ripple = (REPO / "levels" / "ripple.txt").read_text(encoding="utf-8")
    one = data_with_levels(tmp_path / "one", {"suguru.txt": suguru, "ripple.txt": ripple, "suguru6.txt": suguru})
    assert run_selftest(tmp_path, one).returncode == 0
    mixed = data_with_levels(tmp_path / "mixed", {"suguru.txt": suguru, "ripple.txt": ripple,
                                                  "mixed.txt": suguru + ripple})
    r = run_selftest(tmp_path, mixed)
    assert r.returncode == 1
    assert "mixed.txt: puzzle 1000 is not a suguru puzzle" in r.stderr


def test_unknown_option_is_refused(tmp_path):
    r = run_selftest(tmp_path, None, "--frobnicate")
    assert r.returncode == 2
    assert "unknown option" in r.stderr


def test_headless_env_respects_a_chosen_driver(monkeypatch):
    from game import selftest

    monkeypatch.setenv("SDL_VIDEODRIVER", "kmsdrm")
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    selftest.headless_env()
    assert os.environ["SDL_VIDEODRIVER"] == "kmsdrm"
    assert "SDL_AUDIODRIVER" not in os.environ


def test_headless_env_picks_dummy_without_a_display(monkeypatch):
    from game import selftest

    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(selftest, "_has_display", lambda: False)
    selftest.headless_env()
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"


def test_self_test_plays_sudoku_and_sujiko_and_runs_the_watch_view(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER",
                                                               "SDL_AUDIODRIVER", "NANBA_DATA_DIR")}
    env["NANBA_HOME"] = str(tmp_path / "home")
    r = subprocess.run([sys.executable, "-m", "game", "--self-test", "-v"], cwd=REPO, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "played moves, undo/redo and a hint in sudoku, sujiko" in r.stdout
    assert "watch view: sujiko 3x3: " in r.stdout
