"""The engine's structure: strictly typed, and its imports go one way.

* ``mypy --strict game/engine`` passes (run in a subprocess, as CI would).
* Every import of a project module in ``game/engine`` sits at module level,
  except in a kind's package, whose backend loads its ladder, generator and
  search on first use (the game's first frame needs only the rules) -- and
  the graph of all those imports, inside functions too, ``from . import x``
  and absolute ``game.engine.x`` imports alike, has no cycle, so no import
  inside a function can dodge one.  The analysis
  (tests/importgraph.py, shared with tests/test_import_direction.py) reads the
  source with :mod:`ast` (no module is imported), so a cycle fails here even
  when a lucky import order would let it run.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from importgraph import REPO, find_cycle, import_graph

ENGINE = REPO / "game" / "engine"


def test_engine_imports_are_at_module_level_and_acyclic() -> None:
    edges, nested = import_graph(ENGINE)
    outside_kinds = [n for n in nested if not n.startswith("engine/kinds/")]
    assert not outside_kinds, "imports of project modules inside a def or class:\n" + "\n".join(outside_kinds)
    assert any(n.startswith("engine/kinds/sudoku/__init__.py") for n in nested)  # the lazy loaders are seen
    cycle = find_cycle(edges)
    assert cycle is None, "import cycle in game/engine: " + " -> ".join(cycle or [])
    # The parse really saw the engine's imports (guards against a vacuous pass).
    assert "game.engine.rules" in edges["game.engine.puzzle"]
    assert "game.engine.puzzle" in edges["game.engine.formats"]
    assert "game.engine.logic" in edges["game.engine.kinds.sudoku.rating"]  # ``from ... import logic``


def test_the_checker_sees_cycles_and_nested_imports(tmp_path: Path) -> None:
    (tmp_path / "__init__.py").write_text("from .a import f\n")
    (tmp_path / "a.py").write_text("from . import b\n\ndef f():\n    from .c import g\n    return g\n")
    (tmp_path / "b.py").write_text("import game.engine.c\n")
    (tmp_path / "c.py").write_text("from game.engine import a\n")
    edges, nested = import_graph(tmp_path, "game.engine")
    assert edges["game.engine.a"] == {"game.engine.b", "game.engine.c"}
    assert edges["game.engine.b"] == {"game.engine.c"}
    assert edges["game.engine.c"] == {"game.engine.a"}
    assert nested == [f"{tmp_path.name}/a.py:4 imports game.engine.c inside a def or class"]
    assert find_cycle(edges) == ["game.engine.a", "game.engine.b", "game.engine.c", "game.engine.a"]
    assert find_cycle({"x": {"y"}, "y": set()}) is None


def test_engine_passes_mypy_strict() -> None:
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "game/engine"], cwd=REPO,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, f"mypy --strict game/engine failed:\n{out.stdout}{out.stderr}"
