"""Outside the folders named ``kinds``, no code under ``game/`` names a puzzle kind.

A kind is one backend (:mod:`game.engine.backend`): everything else looks it
up.  So no string literal outside a ``kinds`` folder may be the name of a
registered kind or level set, and nothing may compare a ``.kind`` with a
string.  The check reads the source with :mod:`ast`, so prose in docstrings
and comments may still mention Sudoku; a literal that *is* ``"sudoku"`` may not.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.backend import backends, level_sets

GAME = Path(__file__).resolve().parent.parent / "game"


def names() -> set[str]:
    return {k.name for k in backends()} | {s.name for s in level_sets()}


def offences(path: Path, kind_names: set[str], root: Path = GAME.parent) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in kind_names:
            out.append(f"{path.relative_to(root)}:{node.lineno} names the kind {node.value!r}")
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Attribute) and s.attr == "kind" for s in sides) and any(
                    isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides):
                out.append(f"{path.relative_to(root)}:{node.lineno} compares a kind with a string")
    return out


def test_no_code_outside_the_kinds_folders_names_a_kind() -> None:
    kind_names = names()
    assert {"suguru", "ripple", "sudoku", "sujiko", "jigsaw", "sudoku6", "sujiko4"} <= kind_names
    files = [f for f in GAME.rglob("*.py") if "kinds" not in f.relative_to(GAME).parts]
    assert len(files) > 50
    found = [o for f in sorted(files) for o in offences(f, kind_names)]
    assert not found, "\n".join(found)


def test_the_check_sees_a_kind_literal_and_a_kind_branch(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('if puzzle.kind == "anything":\n    x = "sudoku"\n"""Prose may say sudoku."""\n', encoding="utf-8")
    assert [o.split(" ", 1)[1] for o in offences(bad, names(), tmp_path)] == [
        "compares a kind with a string", "names the kind 'sudoku'"]
