"""The built-in puzzle kinds, one package each; importing this registers them, in menu order.

Each package holds its kind's whole backend (see :mod:`game.engine.backend`):
rules and line-format hooks, the technique ladder, the exact-solver hook, the
generator and the level sets with their params.  They register as they are
imported, so the order of the imports below is the menu's order.
"""

from . import suguru  # noqa: I001 -- the flagship first
from . import ripple
from . import sudoku
from . import sujiko

__all__ = ["ripple", "sudoku", "sujiko", "suguru"]
