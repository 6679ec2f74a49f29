"""Suguru's rules, and the region shapes its generator grows."""

from __future__ import annotations

from typing import Sequence

from ...board import Board
from ...geometry import king_cells
from ...partition import RegionShape
from ...rules import Rules
from ...wording import join_and


class SuguruRules(Rules):
    """Suguru (Tectonic): equal digits never touch, orthogonally or diagonally."""

    name = "suguru"
    display_name = "Suguru"
    url_names = ("suguru", "tectonic", "nanbaboard")
    geometric_strikes = True  # king neighbours / reach: the same on every layout of a size
    symmetric_strikes = True
    digit_free_peers = True  # king neighbours and region: exact builds its conflicts lazily, a cell at a time

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        # King-move peers do not depend on the digit: build one tuple per cell
        # and share it across digits (ten times cheaper than per-digit sets).
        out = []
        for cell in range(p.ncells):
            peers = tuple(sorted(self.peers(p, cell, 1)))
            out.append(((),) + (peers,) * p.max_digit[cell])
        return tuple(out)

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        # The region plus the clipped 3x3 block as row ranges, inline: the
        # exact solver asks this for nearly every cell of a cold solve.
        w = p.width
        r, c = divmod(cell, w)
        s = set(p.region_cells[p.regions[cell]])
        lo, hi = (c - 1 if c else c), (c + 2 if c + 1 < w else c + 1)
        for base in range((r - 1) * w if r else 0, (r + 2 if r + 1 < p.height else r + 1) * w, w):
            s.update(range(base + lo, base + hi))
        s.discard(cell)
        return s

    def neighbour_strikes(self, p: Board, cell: int, d: int) -> tuple[int, ...]:
        return king_cells(cell, p.width, p.height)

    def explain_beyond(self, cell: str, d: int, hit: Sequence[str]) -> str:
        cells = join_and(hit)
        return (f"{cell} is {d}, and equal digits never touch, not even diagonally, "
                f"so {d} goes from its {'neighbour' if len(hit) == 1 else 'neighbours'} {cells}.")



def max_copies(width: int, height: int, d: int) -> int:
    """Equal digits never touch, so each 2x2 block holds at most one of them."""
    return -(-width // 2) * -(-height // 2)


def _reach(cell: int, d: int, width: int, height: int) -> tuple[int, ...]:
    return king_cells(cell, width, height)


SHAPE = RegionShape("suguru", weights=(0, 1, 1, 2, 10, 40), diagonal=True, max_copies=max_copies, reach=_reach)
"""Suguru partitions are mostly fours and fives: few regions can each hold every digit."""
