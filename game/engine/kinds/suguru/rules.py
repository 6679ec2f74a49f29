"""Suguru's rules, and the region shapes its generator grows."""

from __future__ import annotations

from typing import Sequence

from ...board import Board
from ...geometry import king_cells
from ...partition import RegionShape
from ...rules import PeerSource, Rules
from ...wording import join_and


class SuguruRules(Rules):
    """Suguru (Tectonic): equal digits never touch, orthogonally or diagonally."""

    name = "suguru"
    display_name = "Suguru"
    url_names = ("suguru", "tectonic", "nanbaboard")
    geometric_strikes = True  # king neighbours / reach: the same on every layout of a size
    symmetric_strikes = True

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        # King-move peers do not depend on the digit: build one tuple per cell
        # and share it across digits (ten times cheaper than per-digit sets).
        out = []
        for cell in range(p.ncells):
            peers = tuple(sorted(self.peers(p, cell, 1)))
            out.append(((),) + (peers,) * p.max_digit[cell])
        return tuple(out)

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        s = {*p.region_of(cell), *_king(p.width, p.height)[0][cell]}
        s.discard(cell)
        return s

    def peer_source(self, p: Board) -> PeerSource:
        return KingPeers(p)

    def neighbour_strikes(self, p: Board, cell: int, d: int) -> tuple[int, ...]:
        return king_cells(cell, p.width, p.height)

    def explain_beyond(self, cell: str, d: int, hit: Sequence[str]) -> str:
        cells = join_and(hit)
        return (f"{cell} is {d}, and equal digits never touch, not even diagonally, "
                f"so {d} goes from its {'neighbour' if len(hit) == 1 else 'neighbours'} {cells}.")


class KingPeers:
    """A Suguru's peers (its region and the king's moves) for the exact solver.

    A search asks nearly every cell's (the generator's checks too: 35 of 36 on
    average), so they are made all at once, each a set literal of the region
    and the remembered king table of the board's size; so are their bitmasks
    (for the pointing rule), each an ``|`` of the region's and the king's.
    """

    __slots__ = ("_regions", "_cells", "_king", "_kmask")

    def __init__(self, p: Board) -> None:
        self._regions = p.regions
        self._cells = p.region_cells
        self._king, self._kmask = _king(p.width, p.height)

    def rows(self, max_digit: Sequence[int]) -> list[tuple[tuple[int, ...], ...]]:
        cells, out = self._cells, []
        for c, (r, k, m) in enumerate(zip(self._regions, self._king, max_digit)):
            s = {*cells[r], *k}
            s.discard(c)
            out.append((tuple(s),) * (m + 1))
        return out

    def mask_rows(self, max_digit: Sequence[int]) -> list[tuple[int, ...]]:
        regions = self._regions
        rmask = [0] * len(self._cells)
        for c, r in enumerate(regions):
            rmask[r] |= 1 << c
        return [((rmask[r] | k) ^ 1 << c,) * (m + 1)
                for c, (r, k, m) in enumerate(zip(regions, self._kmask, max_digit))]


_KING: dict[tuple[int, int], tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = {}


def _king(width: int, height: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Each cell's king neighbours, as tuples and as bitmasks: the same on every layout of a size."""
    got = _KING.get((width, height))
    if got is None:
        if len(_KING) >= 64:
            _KING.clear()
        cells = tuple(king_cells(c, width, height) for c in range(width * height))
        masks = tuple(sum(1 << o for o in k) for k in cells)
        got = _KING[(width, height)] = cells, masks
    return got


def max_copies(width: int, height: int, d: int) -> int:
    """Equal digits never touch, so each 2x2 block holds at most one of them."""
    return -(-width // 2) * -(-height // 2)


def _reach(cell: int, d: int, width: int, height: int) -> tuple[int, ...]:
    return king_cells(cell, width, height)


SHAPE = RegionShape("suguru", weights=(0, 1, 1, 2, 10, 40), diagonal=True, max_copies=max_copies, reach=_reach)
"""Suguru partitions are mostly fours and fives: few regions can each hold every digit."""
