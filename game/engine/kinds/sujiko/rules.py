"""Sujiko's rules: the grid holds 1..W*H once, and each circle is the sum of its 2x2 block.

The circle sums need their own exact search (:mod:`.search`: propagation over
the sums, and the lookup table of :mod:`.table` for 3x3), hooked in here.
"""

from __future__ import annotations

import random

from ...board import Board
from ...digits import DIGITS
from ...errors import SizeError
from ...puzzle import Puzzle
from ...rules import Rules, Values
from . import grid


class SujikoRules(Rules):
    """Sujiko: the grid holds 1..W*H once; each circle is the sum of its 2x2 block."""

    name = "sujiko"
    display_name = "Sujiko"
    fourth_field = "sums"
    sum_label = "circle sum"

    def digit_limits(self, p: Board) -> tuple[int, ...]:
        return (p.ncells,) * p.ncells

    def region_sizes(self, width: int, height: int) -> tuple[int, int]:
        return width * height, width * height  # the whole grid is its one region

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        return (tuple(range(p.ncells)),)

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        n = p.ncells
        return tuple(((),) + (tuple(c for c in range(n) if c != cell),) * n for cell in range(n))

    def sum_count(self, width: int, height: int) -> int:
        """One sum per 2x2 block; the whole grid is one house of 1..W*H, so W*H digits must exist."""
        if width < 2 or height < 2:
            raise SizeError(f"a {self.name} needs at least 2x2 cells")
        if width * height > len(DIGITS):
            raise SizeError(f"a {width}x{height} {self.name} needs digits up to {width * height}; "
                            f"the format stops at {len(DIGITS)}")
        return (width - 1) * (height - 1)

    def sum_cages(self, p: Board) -> tuple[tuple[tuple[int, ...], int], ...]:
        """Each circle's four cells (row-major) and its sum, in the order of ``p.sums``."""
        return tuple(zip(grid.circles(p.width, p.height), p.sums))

    def extra_ok(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        return all(sum(values[c] for c in cells) == s for cells, s in self.sum_cages(p))

    def step_cost(self, p: Board) -> int:
        # The sum enumerations widen steeply with the digit range: N**3/1024 per candidate (4x4: x4).
        return max(1, p.ncells ** 3 // 1024)

    def exact_search(self, p: Board, start: list[int], limit: int, rng: random.Random | None,
                     node_cap: int | None) -> tuple[list[Values], bool] | None:
        assert isinstance(p, Puzzle)
        from . import search  # with its 3x3 table: loaded by the first solve, not at start-up

        return search.search(p, start, limit, rng, node_cap)

    def exact_count(self, p: Board, limit: int) -> tuple[int, Values | None] | None:
        assert isinstance(p, Puzzle)
        from . import search

        return search.count(p, limit)  # 3x3: one table lookup, no search
