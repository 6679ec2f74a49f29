"""The scenes of particular puzzle kinds (the sudoku tools, ...), and what the shared scenes need
to know about kinds by their level sets' names.

Outside folders named ``kinds`` no scene names a kind: the board's looks come
from the kind's front (:mod:`game.render.kinds`), and a kind's own dialogs
live here.
"""

DEMO_SETS: tuple[str, ...] = ("sujiko", "suguru", "ripple")
"""The level sets the kiosk's watch demo picks from: their textbook walks end in seconds (a 4x4
Sujiko or a 9x9 sudoku can take millions of attempts)."""
