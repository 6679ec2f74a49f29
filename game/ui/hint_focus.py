"""Where a hint's first stage sends the player: one cell, a row, a column, a region, or a few cells.

The nudge names the technique and the smallest of these that holds the
deduction (its red and green cells together; failing that its red cells,
then its green ones), and the board highlights it.  Rows and columns are
named as the sentences name them ("row 3", "column 5"), and the board's
labels (:func:`game.engine.puzzle.row_name`) show them as ``r3`` and ``c5``,
the halves of the cell name ``r3c5``.  Nothing here knows a kind:
regions are the puzzle's (a sudoku's boxes, a Suguru's cages).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..engine.deduction import Deduction
from ..engine.puzzle import Puzzle


@dataclass(frozen=True)
class Focus:
    words: str
    """"row 3", "column 5", "cell r3c5", "the region of r2c3", "the 4 highlighted cells"."""
    cells: frozenset[int]
    """The cells the board highlights."""


def _house(puzzle: Puzzle, cells: set[int]) -> Focus | None:
    if not cells:
        return None
    if len(cells) == 1:
        (c,) = cells
        return Focus(f"cell {puzzle.cell_name(c)}", frozenset(cells))
    w = puzzle.width
    rows = {c // w for c in cells}
    cols = {c % w for c in cells}
    regions = {puzzle.regions[c] for c in cells}
    if len(rows) == 1:
        (r,) = rows
        return Focus(f"row {r + 1}", frozenset(range(r * w, r * w + w)))
    if len(cols) == 1:
        (k,) = cols
        return Focus(f"column {k + 1}", frozenset(range(k, puzzle.ncells, w)))
    if len(regions) == 1:
        (g,) = regions
        members = puzzle.region_cells[g]
        return Focus(f"the region of {puzzle.cell_name(members[0])}", frozenset(members))
    return None


def _cells(pairs: Iterable[tuple[int, int]], n: int) -> set[int]:
    return {c for c, _ in pairs if 0 <= c < n}


def where_to_look(puzzle: Puzzle, d: Deduction) -> Focus:
    """The smallest cell, row, column or region holding the deduction, else its cells themselves."""
    n = puzzle.ncells
    red, green = _cells(d.eliminations, n), _cells(d.reasons, n)
    for group in (red | green, red, green):
        found = _house(puzzle, group)
        if found is not None:
            return found
    both = red | green
    return Focus(f"the {len(both)} highlighted cells", frozenset(both))
