"""The front end of each puzzle kind (see :mod:`game.render.kinds.base`): the registry, then the
built-in fronts' modules, imported so they register (each registers its front as it loads)."""

from .base import DEFAULT, KindFront, front_for, register_front
from . import sudoku, sujiko

__all__ = ["DEFAULT", "KindFront", "front_for", "register_front", "sudoku", "sujiko"]
