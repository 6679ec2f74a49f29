"""A clone standing anywhere passes its own suite: nothing reads outside the repository.

The corpus and every other piece of test data live under ``tests/data/``.  A path
that climbs out of the repository to a ``shared`` folder works on a developer's
machine, where one happens to sit beside the clone, and fails everywhere else.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# The folder's name is spelt out letter by letter so that this file holds no such path itself.
_NAME = "".join(("s", "h", "a", "r", "e", "d"))
OUTSIDE = re.compile("|".join([
    "[\"']" + _NAME + "[\"']",           # a path joined from parts: / ".." / NAME
    r"\.\./" + _NAME,                    # a relative path climbing out of the clone
    r"/work/" + _NAME,                   # an absolute path to this machine's copy
    _NAME + r"/corpus",
]))


def test_no_code_reads_a_shared_folder_beside_the_repository() -> None:
    hits = []
    for folder in ("game", "tests", "bench"):
        for path in sorted((REPO / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if OUTSIDE.search(line):
                    hits.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert not hits, "reads outside the repository:\n" + "\n".join(hits)


def test_the_corpus_is_in_the_repository() -> None:
    corpus = REPO / "tests" / "data" / "corpus"
    for kind in ("suguru", "ripple", "sudoku"):
        rows = (corpus / f"{kind}.tsv").read_text(encoding="utf-8").splitlines()
        assert rows and all(len(r.split("\t")) == 3 for r in rows), kind
    assert (corpus / "README.md").is_file()
    assert (REPO / "docs" / "FORMATS.md").is_file()
