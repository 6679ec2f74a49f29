"""Shared test helpers: where the corpus lives and how its rows reach a test.

The corpus (``tests/data/corpus/KIND.tsv``, see its README) is part of the
repository, so a clone standing anywhere finds it.  A test that wants one case per corpus row asks
for the ``corpus_row`` argument; :func:`pytest_generate_tests` parametrizes it
over every row (or over the kinds named by ``@pytest.mark.corpus("ripple")``),
so a failure names the exact row (``suguru-17``) instead of stopping a loop at
the first bad one.

Tests that build an App run against a temporary ``NANBA_HOME`` (settings,
saves, records) and a temporary ``NANBA_DATA_DIR`` whose ``levels/`` files hold
the 6x6 corpus puzzles (the ``ui_env`` fixture), so they neither touch the
player's files nor depend on the shipped level sets.  Every test in the
folders that mirror the UI packages (``scenes/``, ``render/``, ``input/``,
``ui/``) gets it automatically; a top-level test file that builds an App asks
for it with ``pytest.mark.usefixtures("ui_env")``.  Engine tests never get it:
they need no home and no pygame.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import NamedTuple

import pytest

from ui_helpers import corpus_lines

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# Every test's home is a first start, which would open the tutorial over whatever the test drives:
# no rules intro opens by itself unless a test asks (tests/scenes/test_tutorial.py does).
os.environ["NANBA_TUTORIAL"] = "off"

REPO = Path(__file__).resolve().parents[1]
CORPUS_DIR = REPO / "tests" / "data" / "corpus"
CORPUS_KINDS = ("suguru", "ripple", "sudoku")
TESTS = REPO / "tests"
# Folders whose every test drives the app (or a piece of it) and so gets the private home.
UI_FOLDERS = frozenset(TESTS / name for name in ("scenes", "render", "input", "ui"))


class CorpusRow(NamedTuple):
    kind: str
    number: int
    """1-based row number in the file, for messages and test ids."""
    line: str
    solution: str
    url: str | None

    @property
    def id(self) -> str:
        return f"{self.kind}-{self.number}"


def corpus_path(kind: str) -> Path:
    return CORPUS_DIR / f"{kind}.tsv"


@functools.cache
def corpus_rows(kind: str) -> tuple[CorpusRow, ...]:
    """Every row of ``corpus/KIND.tsv`` (empty if the corpus is not there;
    ``test_corpus_present`` in tests/engine/test_formats.py fails then)."""
    path = corpus_path(kind)
    if not path.is_file():
        return ()
    rows = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        line, solution, url = text.split("\t")
        rows.append(CorpusRow(kind, number, line, solution, None if url == "-" else url))
    return tuple(rows)


@pytest.fixture(scope="session")
def corpus():
    """The :func:`corpus_rows` function, for tests that pick rows themselves."""
    return corpus_rows


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "corpus(*kinds): parametrize the corpus_row argument over these kinds' rows"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "corpus_row" not in metafunc.fixturenames:
        return
    marker = metafunc.definition.get_closest_marker("corpus")
    kinds = marker.args if marker and marker.args else CORPUS_KINDS
    rows = [row for kind in kinds for row in corpus_rows(kind)]
    metafunc.parametrize("corpus_row", rows, ids=[row.id for row in rows])


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("nanba-data")
    (d / "levels").mkdir()
    for kind in ("suguru", "ripple"):
        (d / "levels" / f"{kind}.txt").write_text("\n".join(corpus_lines(kind)) + "\n", encoding="utf-8")
    return d


@pytest.fixture
def ui_env(data_dir, tmp_path, monkeypatch):
    """A private home and corpus-made levels for a test that builds an App."""
    monkeypatch.setenv("NANBA_DATA_DIR", str(data_dir))
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "home"))
    from game.levels import load_levels

    load_levels.cache_clear()
    yield
    load_levels.cache_clear()


@pytest.fixture(autouse=True)
def _private_home_in_ui_folders(request):
    """``ui_env`` for every test under the UI folders, without each file asking for it."""
    if request.node.path.parent in UI_FOLDERS:
        request.getfixturevalue("ui_env")


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
