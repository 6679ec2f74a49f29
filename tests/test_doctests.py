"""The examples in the package's docstrings run, and say what they show."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"


def modules_with_examples() -> list[str]:
    out = []
    for f in sorted(GAME.rglob("*.py")):
        if ">>> " in f.read_text(encoding="utf-8"):
            parts = f.relative_to(GAME.parent).with_suffix("").parts
            out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def test_the_examples_are_found() -> None:
    found = modules_with_examples()
    assert {"game.engine.geometry", "game.engine.backend", "game.engine.wording"} <= set(found), found


@pytest.mark.parametrize("name", modules_with_examples())
def test_the_examples_hold(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
