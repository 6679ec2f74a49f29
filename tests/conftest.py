"""Shared test helpers: where the corpus lives and how its rows reach a test.

The corpus (``tests/data/corpus/KIND.tsv``, see its README) is part of the
repository, so a clone standing anywhere finds it.  A test that wants one case per corpus row asks
for the ``corpus_row`` argument; :func:`pytest_generate_tests` parametrizes it
over every row (or over the kinds named by ``@pytest.mark.corpus("ripple")``),
so a failure names the exact row (``suguru-17``) instead of stopping a loop at
the first bad one.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import NamedTuple

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPUS_DIR = REPO / "tests" / "data" / "corpus"
CORPUS_KINDS = ("suguru", "ripple", "sudoku")


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
