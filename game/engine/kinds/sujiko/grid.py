"""A Sujiko grid and its circles: where they sit, their sums, and how they stand in play.

Every module of the kind starts here: the circles of a W x H grid (one per
2x2 block, row-major, in the order of ``Puzzle.sums``), the sums of a filled
grid, a random filling (the generator's first step), and what the play
screen draws in each circle as the player's answers stand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ...puzzle import Puzzle

Values = tuple[int, ...]
Sums = tuple[int, ...]


@lru_cache(maxsize=64)
def circles(width: int, height: int) -> tuple[tuple[int, int, int, int], ...]:
    """The four cells of each circle, row-major, in the order of ``Puzzle.sums``."""
    out = []
    for r in range(height - 1):
        for c in range(width - 1):
            a = r * width + c
            out.append((a, a + 1, a + width, a + width + 1))
    return tuple(out)


def grid_sums(values: Sequence[int], width: int, height: int) -> Sums:
    """The circle sums of a filled grid."""
    return tuple(values[a] + values[b] + values[c] + values[d] for a, b, c, d in circles(width, height))


def random_grid(width: int, height: int, rng: random.Random) -> Values:
    """A uniformly random filling of a grid with 1..W*H."""
    values = list(range(1, width * height + 1))
    rng.shuffle(values)
    return tuple(values)


@dataclass(frozen=True)
class CircleStatus:
    """One circle as the player's answers stand: what a board draws in it."""

    cells: tuple[int, ...]
    total: int
    """The sum the circle shows."""
    placed: int
    """The sum of its answered cells."""
    open_cells: int
    """How many of its cells are not answered yet."""

    @property
    def state(self) -> str:
        """``done`` (full and right), ``wrong`` (full and wrong, or already over), or ``open``."""
        if self.open_cells == 0:
            return "done" if self.placed == self.total else "wrong"
        return "wrong" if self.placed + self.open_cells > self.total else "open"


def circle_status(p: Puzzle, cands: Sequence[int]) -> tuple[CircleStatus, ...]:
    """Each circle's target, answered sum and open cells, in ``p.sums`` order."""
    out = []
    for cells, total in zip(circles(p.width, p.height), p.sums):
        placed = n_open = 0
        for c in cells:
            m = cands[c]
            if m and not m & (m - 1):
                placed += m.bit_length() - 1
            else:
                n_open += 1
        out.append(CircleStatus(cells, total, placed, n_open))
    return tuple(out)
