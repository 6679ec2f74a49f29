"""The scenes of particular puzzle kinds (the sudoku tools, ...).

Outside folders named ``kinds`` no scene names a kind: the board's looks come
from the kind's front (:mod:`game.render.kinds`), what the kind is from its
backend (:mod:`game.engine.backend`), and a kind's own dialogs live here.
A kind's tools dialog is offered in the menu when a level set of a kind whose
front names it (:attr:`game.render.kinds.KindFront.tools`) is present: see
:data:`TOOLS`.
"""

from __future__ import annotations

from typing import Callable

from ...services import Services
from ..base import Scene
from .sudoku_tools import SudokuToolsScene

TOOLS: dict[str, tuple[str, Callable[[Services], Scene]]] = {
    SudokuToolsScene.key: (f"{SudokuToolsScene.title}...", SudokuToolsScene),
}
"""A front's tools key -> (the menu's label, the dialog it opens)."""
