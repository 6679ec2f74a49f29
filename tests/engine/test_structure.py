"""The engine's structure: strictly typed, and its imports go one way.

* ``mypy --strict game/engine`` passes (run in a subprocess, as CI would).
* Every import of a project module in ``game/engine`` sits at module level --
  none hides inside a function or class, where it would dodge a cycle -- and
  the graph of those imports, ``from . import x`` and absolute
  ``game.engine.x`` imports alike, has no cycle.  The analysis reads the source
  with :mod:`ast` (no module is imported), so a cycle fails here even when a
  lucky import order would let it run.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ENGINE = REPO / "game" / "engine"


def module_name(path: Path, root: Path) -> str:
    """``game.engine.x`` for ``root/x.py``; ``game.engine`` for ``root/__init__.py``."""
    rel = path.relative_to(root).with_suffix("")
    parts = ["game", "engine", *rel.parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module a ``from ... import`` names (before its imported names)."""
    if node.level == 0:
        return node.module or ""
    base = importer.split(".") if is_package else importer.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


class _Collector(ast.NodeVisitor):
    """Every import of a ``game`` module, with whether it sits inside a def or class."""

    def __init__(self, importer: str, is_package: bool, modules: set[str]) -> None:
        self.importer, self.is_package, self.modules = importer, is_package, modules
        self.depth = 0
        self.found: list[tuple[str, int, bool]] = []  # (target, line, nested)

    def _nested(self, node: ast.AST) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = _nested

    def _add(self, target: str, line: int) -> None:
        if target == "game" or target.startswith("game."):
            self.found.append((target, line, self.depth > 0))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = _resolve(self.importer, self.is_package, node)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            # ``from . import logic`` imports the module game.engine.logic; ``from .puzzle import
            # Puzzle`` imports game.engine.puzzle (Puzzle is a name in it, not a module).
            self._add(sub if sub in self.modules else base, node.lineno)


def import_graph(root: Path) -> tuple[dict[str, set[str]], list[str]]:
    """(edges between project modules, imports of project modules not at module level)."""
    files = sorted(root.rglob("*.py"))
    modules = {module_name(f, root) for f in files}
    edges: dict[str, set[str]] = {m: set() for m in modules}
    nested: list[str] = []
    for f in files:
        importer = module_name(f, root)
        c = _Collector(importer, f.name == "__init__.py", modules)
        c.visit(ast.parse(f.read_text(encoding="utf-8"), str(f)))
        for target, line, inside in c.found:
            if target != importer:
                edges[importer].add(target)
            if inside:
                nested.append(f"{f.relative_to(root.parent)}:{line} imports {target} inside a def or class")
    return edges, list(dict.fromkeys(nested))


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for t in sorted(edges.get(m, ())):
            if state.get(t) == 1:
                return path[path.index(t):] + [t]
            if t not in state:
                found = visit(t)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(edges):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_engine_imports_are_at_module_level_and_acyclic() -> None:
    edges, nested = import_graph(ENGINE)
    assert not nested, "imports of project modules inside a def or class:\n" + "\n".join(nested)
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
    edges, nested = import_graph(tmp_path)
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
