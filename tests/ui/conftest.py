"""Headless UI fixtures: dummy SDL drivers, a private home, corpus-made levels.

Every UI test runs against a temporary ``NANBA_HOME`` (settings, saves,
records) and a temporary ``NANBA_DATA_DIR`` whose ``levels/`` files hold the
6x6 corpus puzzles, so the tests neither touch the player's files nor depend
on the shipped level sets.  Helpers post real pygame events and pump the app,
so each test walks the whole chain: pygame-gui, the adapter, the scene stack.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ui_helpers import corpus_lines

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("nanba-data")
    (d / "levels").mkdir()
    for kind in ("suguru", "ripple"):
        (d / "levels" / f"{kind}.txt").write_text("\n".join(corpus_lines(kind)) + "\n", encoding="utf-8")
    return d


@pytest.fixture(autouse=True)
def ui_env(data_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("NANBA_DATA_DIR", str(data_dir))
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "home"))
    from game.levels import load_levels

    load_levels.cache_clear()
    yield
    load_levels.cache_clear()


@pytest.fixture
def make_app():
    from game.app import App, parse_options

    apps = []

    def make(*argv: str):
        app = App(parse_options(["--no-anim", "--no-sound", *argv]))
        app.pump(1)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.pygame.display.quit()


@pytest.fixture
def app(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "1280x800")


