"""A new random sudoku from the sudoku tools: New puzzle, for sudoku alone.

:class:`GenerateScene` is :class:`~game.scenes.new_puzzle.NewPuzzleScene`
without its kind row: the same width and board pickers over every size the
kind's backend offers (boxes 2x2 to 5x5, and the 9x9 jigsaw), the same
difficulty bands, the same worker thread with its progress bar and Cancel,
and the same offer of the closest puzzle when the band is not reached in
time.  It opens on the box shape of the sudoku settings
(:func:`~game.scenes.kinds.sudoku_settings.geometry`) and, unlike New puzzle,
leaves New puzzle's remembered choice alone.
"""

from __future__ import annotations

from ...engine.backend import Params
from ...engine.puzzle import Puzzle
from ...services import Services
from ..new_puzzle import ROW, NewPuzzleScene
from .sudoku_settings import geometry

KIND = "sudoku"


class GenerateScene(NewPuzzleScene):
    """Width, board and difficulty, each with < and >; Generate; a progress bar; Cancel."""

    title = "New random sudoku"
    pickers = ("width", "board", "difficulty")
    remembers = False
    size = (560, 5 * ROW + 50)

    def __init__(self, app: Services) -> None:
        box = geometry(app)
        n = box[0] * box[1]
        super().__init__(app, KIND, Params(n, n, box=box))
        self.kinds = [self.kind]


def open_generated(app: Services, puzzle: Puzzle) -> None:
    """Play a hand-entered sudoku (no built-in number, so no record is kept)."""
    app.library.open_custom(puzzle, source="generated")
    app.toast(f"A new {puzzle.width}x{puzzle.width} sudoku.")
