"""Ripple Effect's rules, and the region shapes its generator grows."""

from __future__ import annotations

from typing import Sequence

from ...board import Board
from ...geometry import reach_cells
from ...partition import RegionShape
from ...rules import Rules
from ...wording import join_and


class RippleRules(Rules):
    """Ripple Effect: two equal digits d in a row or column are more than d cells apart."""

    name = "ripple"
    display_name = "Ripple Effect"
    url_names = ("ripple",)
    geometric_strikes = True  # king neighbours / reach: the same on every layout of a size
    symmetric_strikes = True

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        # The region and the (remembered) reach: the exact solver asks this of every cell and digit
        # of every grid the generator grows.
        s = super().peers(p, cell, d)
        s.update(reach_cells(cell, d, p.width, p.height))
        return s

    def neighbour_strikes(self, p: Board, cell: int, d: int) -> tuple[int, ...]:
        return reach_cells(cell, d, p.width, p.height)

    def explain_beyond(self, cell: str, d: int, hit: Sequence[str]) -> str:
        steps = f"{d} cell" if d == 1 else f"{d} cells"
        return (f"{cell} is {d}, and no other {d} may stand within {steps} of it "
                f"in its row or column, so {d} goes from {join_and(hit)}.")


def max_copies(width: int, height: int, d: int) -> int:
    """A row of W cells holds at most ceil(W / (d+1)) d's; ones sit on a chessboard."""
    if d == 1:
        return -(-(width * height) // 2)
    return min(height * -(-width // (d + 1)), width * -(-height // (d + 1)))


SHAPE = RegionShape("ripple", weights=(0, 5, 3, 6, 8, 4), diagonal=False, max_copies=max_copies, reach=reach_cells)
"""Ripple Effect partitions have many ones, threes and fours."""
