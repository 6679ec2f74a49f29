"""Entering a sudoku by hand: an empty board of any box shape or jigsaw layout, and clues that clash."""

from __future__ import annotations

from ...errors import SizeError
from ...formats import parse_line
from ...lineformat import LABELS
from ...puzzle import Puzzle
from .boxes import box_regions, default_box


def blank(n: int, box: tuple[int, int] | None = None, regions: tuple[int, ...] | None = None) -> Puzzle:
    """An empty N x N sudoku to enter a puzzle by hand: boxes ``box`` (default
    :func:`default_box`), or the given jigsaw ``regions`` (one label per cell)."""
    if regions is None:
        text = box_regions(n, *(box or default_box(n)))
    else:
        if len(regions) != n * n:
            raise SizeError(f"a {n}x{n} sudoku needs {n * n} region labels, not {len(regions)}")
        text = "".join(LABELS[r % len(LABELS)] for r in regions)
    return parse_line(f"sudoku {n}x{n} {'.' * n * n} {text}")


def clashes(p: Puzzle, givens: tuple[int, ...] | list[int], cell: int, digit: int) -> list[int]:
    """The cells sharing a row, column or region with ``cell`` that already hold ``digit``.

    Hand entry refuses a clue that clashes (the seed: "will not permit you to
    create an obviously invalid puzzle"); the UI can flash these cells.
    """
    return [o for o in p.conflicts[cell][digit] if givens[o] == digit] if 1 <= digit <= p.width else []
