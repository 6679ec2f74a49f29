"""The scenes of particular puzzle kinds (the sudoku tools, ...).

Outside folders named ``kinds`` no scene names a kind: the board's looks come
from the kind's front (:mod:`game.render.kinds`), what the kind is from its
backend (:mod:`game.engine.backend`), and a kind's own dialogs live here.
"""
