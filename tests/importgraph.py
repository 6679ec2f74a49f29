"""The project's import graph, read from the source with :mod:`ast` (nothing is imported).

Every import of a ``game`` module counts: at module level, inside a def or
class, and under ``if TYPE_CHECKING:`` -- a cycle through any of them is a
cycle in the design even when a lucky import order lets it run.  Used by
tests/engine/test_structure.py (the engine alone) and
tests/test_import_direction.py (the whole of ``game``).
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GAME = REPO / "game"


def package_of(root: Path) -> str:
    """The dotted name of the package at ``root``, from where it sits in the checkout
    (``game`` for REPO/game, ``game.engine`` for REPO/game/engine); elsewhere its folder's name."""
    root = root.resolve()
    return ".".join(root.relative_to(REPO).parts) if root.is_relative_to(REPO) else root.name


def module_name(path: Path, root: Path, package: str) -> str:
    """``package.x.y`` for ``root/x/y.py``; ``package.x`` for ``root/x/__init__.py``."""
    rel = path.relative_to(root).with_suffix("")
    parts = [*package.split("."), *rel.parts]
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


def import_graph(root: Path, package: str | None = None) -> tuple[dict[str, set[str]], list[str]]:
    """(edges between project modules, imports of project modules not at module level).

    ``package`` is the dotted name of ``root`` (by default worked out from where it
    sits in the checkout; a test's temporary folder names it)."""
    package = package or package_of(root)
    files = sorted(root.rglob("*.py"))
    modules = {module_name(f, root, package) for f in files}
    edges: dict[str, set[str]] = {m: set() for m in modules}
    nested: list[str] = []
    for f in files:
        importer = module_name(f, root, package)
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


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (each a tangle of cycles), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return sorted(out)
