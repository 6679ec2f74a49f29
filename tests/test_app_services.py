"""The services interface the scenes are handed (game/services.py): the app has all of it, and all of it is used.

mypy checks the types where the app hands itself to a scene; these tests
hold the two things it cannot: a member no scene, kiosk or input hub reads
any more is noticed (it should go), and the running app and its puzzle
scene answer every member.
"""

from __future__ import annotations

import ast

import pytest

from game.services import PuzzleControls, PuzzleView, Services
from importgraph import GAME

pytestmark = pytest.mark.usefixtures("ui_env")

CLIENTS = [*sorted((GAME / "scenes").rglob("*.py")), GAME / "kiosk.py", GAME / "hub.py"]
"""The modules that are handed the app as Services."""


def members(protocol: type) -> set[str]:
    """The names a protocol class itself declares: its attributes, properties and methods."""
    own = set(getattr(protocol, "__annotations__", {}))
    own |= {name for name, value in vars(protocol).items()
            if not name.startswith("__") and (callable(value) or isinstance(value, property))}
    return own - {"_is_protocol", "_is_runtime_protocol", "_abc_impl"}


def read_on_app() -> set[str]:
    """Every ``NAME`` in ``app.NAME`` or ``self.app.NAME`` (or ``x.app.NAME``) in the clients."""
    names: set[str] = set()
    for path in CLIENTS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                owner = node.value
                if (isinstance(owner, ast.Name) and owner.id == "app") or \
                        (isinstance(owner, ast.Attribute) and owner.attr == "app"):
                    names.add(node.attr)
    return names


def test_every_member_is_used_by_a_scene_the_kiosk_or_the_input_hub() -> None:
    declared = members(Services)
    assert {"stack", "toast", "library", "puzzle_scene", "dirty"} <= declared   # the reading found them
    unused = sorted(declared - read_on_app())
    assert not unused, f"Services members nothing reads (remove them): {', '.join(unused)}"


def test_the_clients_read_nothing_else_off_the_app() -> None:
    """mypy sees only annotated functions; this sees every ``app.NAME`` the clients write."""
    extra = sorted(read_on_app() - members(Services))
    assert not extra, f"read off the app but not in Services: {', '.join(extra)}"


def test_the_app_has_every_member(app) -> None:
    missing = sorted(name for name in members(Services) if not hasattr(app, name))
    assert not missing, f"App lacks Services members: {', '.join(missing)}"


def test_the_puzzle_scene_has_what_the_others_and_its_pad_read(app) -> None:
    wanted = members(PuzzleView) | members(PuzzleControls)
    assert {"current", "after_move", "load_number"} <= wanted
    missing = sorted(name for name in wanted if not hasattr(app.puzzle_scene, name))
    assert not missing, f"the puzzle scene lacks: {', '.join(missing)}"
    assert app.puzzle_scene in app.stack.scenes and app.puzzle_scene.app is app
