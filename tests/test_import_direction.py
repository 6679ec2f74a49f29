"""The game's imports go one way: down the layers, never round in a circle.

The layers, top to bottom: the app and its shell (and the kiosk it runs);
the scenes; the services interface scenes are handed (game.services) and the
scene stack; ui, render and input; the engine.  A scene opens only scenes
below it (the puzzle scene, the one that opens the menu, is the top one), so
nothing needs to import upward, not even inside a function or under
``if TYPE_CHECKING:`` -- every one of those counts here (tests/importgraph.py
reads the source; nothing is imported).
"""

from __future__ import annotations

from pathlib import Path

from importgraph import GAME, cycles, find_cycle, import_graph, module_name

EDGES, _ = import_graph(GAME)

TOP = ("game.app", "game.shell", "game.kiosk")
"""What runs the scenes: nothing below may import it."""


def _under(module: str, *packages: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def _reach(start: str) -> set[str]:
    """Every module ``start`` imports, directly or through others."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for t in EDGES.get(todo.pop(), ()):
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


def _breaches(lower: tuple[str, ...], upper: tuple[str, ...]) -> list[str]:
    """``a -> b`` for each module ``a`` under ``lower`` that reaches one ``b`` under ``upper``."""
    return [f"{m} -> {t}" for m in sorted(EDGES) if _under(m, *lower)
            for t in sorted(_reach(m)) if _under(t, *upper)]


def test_the_graph_is_read_whole() -> None:
    """Guards against a vacuous pass: modules named right from the game's root, known edges seen."""
    assert "game.engine.puzzle" in EDGES and "game.scenes.menu" in EDGES and "game.app" in EDGES
    assert not any(m.startswith("game.engine.app") or m.startswith("game.game") for m in EDGES)
    assert "game.shell" in EDGES["game.app"]
    assert "game.services" in EDGES["game.scenes.base"]
    assert "game.scenes.dialogs" in EDGES["game.scenes.menu"]
    assert "game.render.hints" in EDGES["game.hub"]
    assert "game.engine.rules" in EDGES["game.engine.puzzle"]
    assert "game.app" in EDGES["game.__main__"]        # the import inside main(), which delays pygame
    assert len(EDGES) > 60


def test_no_import_cycle_in_game() -> None:
    cycle, groups = find_cycle(EDGES), cycles(EDGES)
    message = "import cycle: " + " -> ".join(cycle or []) + "".join(f"\n  tangled: {', '.join(g)}" for g in groups)
    assert cycle is None and not groups, message


def test_the_engine_imports_only_the_engine() -> None:
    out = [f"{m} -> {t}" for m in sorted(EDGES) if _under(m, "game.engine")
           for t in sorted(EDGES[m]) if not _under(t, "game.engine")]
    assert not out, "the engine imports the game around it:\n" + "\n".join(out)


def test_ui_render_and_input_never_reach_scenes_or_the_app() -> None:
    out = _breaches(("game.ui", "game.render", "game.input"), ("game.scenes", *TOP))
    assert not out, "a lower layer imports upward:\n" + "\n".join(out)


def test_the_input_adapters_are_the_bottom_layer_of_the_front_end() -> None:
    """Raw events in, intents out: the adapters draw nothing, so they import no renderer or UI state."""
    out = _breaches(("game.input",), ("game.render", "game.ui", "game.services", "game.hub"))
    assert not out, "an input adapter imports a layer above it:\n" + "\n".join(out)


def test_the_services_and_the_stack_sit_below_the_scenes() -> None:
    out = _breaches(("game.services", "game.stack"), ("game.scenes", *TOP))
    assert not out, "the services interface imports upward:\n" + "\n".join(out)


def test_scenes_never_reach_the_app() -> None:
    out = _breaches(("game.scenes",), TOP)
    assert not out, "a scene imports the app (it is handed game.services.Services):\n" + "\n".join(out)


def test_the_checker_sees_cycles_through_functions_and_type_checking(tmp_path: Path) -> None:
    pkg = tmp_path / "game"
    (pkg / "scenes").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "scenes" / "__init__.py").write_text("")
    (pkg / "app.py").write_text("def run():\n    from .scenes import menu\n")
    (pkg / "scenes" / "menu.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..app import run\n")
    edges, nested = import_graph(pkg)   # its name worked out from where it is: game
    assert edges["game.app"] == {"game.scenes.menu"}
    assert edges["game.scenes.menu"] == {"game.app"}
    assert find_cycle(edges) == ["game.app", "game.scenes.menu", "game.app"]
    assert cycles(edges) == [["game.app", "game.scenes.menu"]]
    assert nested == ["game/app.py:2 imports game.scenes.menu inside a def or class"]


def test_module_names_follow_the_root() -> None:
    assert module_name(GAME / "engine" / "puzzle.py", GAME, "game") == "game.engine.puzzle"
    assert module_name(GAME / "engine" / "puzzle.py", GAME / "engine", "game.engine") == "game.engine.puzzle"
    assert module_name(GAME / "scenes" / "__init__.py", GAME, "game") == "game.scenes"
