"""The front end of each puzzle kind (see :mod:`game.render.kinds.base`): the registry, then the
built-in fronts, imported so they register."""

from .base import DEFAULT, KindFront, front_for, register_front
from . import sudoku, sujiko  # noqa: F401  (each registers its front)

__all__ = ["DEFAULT", "KindFront", "front_for", "register_front"]
