"""Region colours that stay put while the regions change (the editor's board).

:func:`~game.render.palette.color_regions` colours a board from scratch, so one join can repaint every
region on it: the regions are numbered afresh by each edit, and the colouring follows the numbers.  While
the player draws, that reads as the board flickering.  Here a board is coloured from the one before it:

* a region whose cells are exactly one region's before (untouched) keeps that region's colour;
* a changed region (a join, a split, a stroke's step) takes the colour most of its cells had (on a tie,
  its first cell's), or the next most, unless a neighbour coloured already has one like it -- the regions
  holding most of a colour choose first, so of a region split in two the bigger part keeps the colour;
* every other region picks a new colour as the colouring from scratch would: one unlike its neighbours'
  (by the same test: :func:`~game.render.colours.too_close`), the least used.

:class:`RegionColours` remembers the colourings it made, so an undo brings back the colours the board had.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from . import palette as P
from .colours import too_close
from .palette import Color, color_regions, region_graph, take_colour

MEMORY = 256
"""Colourings remembered (a stroke makes one per step; each is a few hundred numbers)."""


def recolor_regions(puzzle, old_regions: Sequence[int], old_colours: Sequence[int],
                    colors: tuple[Color, ...] | None = None, visions: tuple[str, ...] = ()) -> list[int]:
    """An index into ``colors`` per region of ``puzzle``, kept from ``old_colours`` (an index per region of
    ``old_regions``, the board's regions a moment ago) as the module says."""
    if colors is None:
        colors, visions = P.active().REGION_COLORS, P.active().REGION_VISIONS
    regions, ncolors = puzzle.regions, len(colors)
    if (len(old_regions) != len(regions) or not regions
            or any(not 0 <= r < len(old_colours) for r in old_regions)
            or any(not 0 <= c < ncolors for c in old_colours)):
        return color_regions(puzzle, colors, visions)
    close = too_close(colors, visions=visions)
    adj = region_graph(puzzle)
    n = len(adj)
    members: list[list[int]] = [[] for _ in range(n)]
    for cell, r in enumerate(regions):
        members[r].append(cell)
    old_size = Counter(old_regions)
    order = []
    for r, cells in enumerate(members):
        tally = Counter(old_colours[old_regions[c]] for c in cells)
        ranked = sorted(tally, key=lambda c: -tally[c])        # stable: a tie goes to the first cell's
        olds = {old_regions[c] for c in cells}
        untouched = len(olds) == 1 and old_size[next(iter(olds))] == len(cells)
        order.append((0 if untouched else 1, -tally[ranked[0]] if ranked else 0, r, ranked))
    color = [-1] * n
    used = [0] * ncolors

    def clashes(r: int, c: int) -> bool:
        return any(color[o] >= 0 and color[o] in close[c] for o in adj[r])

    fresh: list[int] = []
    for _rank, _share, r, ranked in sorted(order):
        kept = next((c for c in ranked if not clashes(r, c)), None)
        if kept is None:
            fresh.append(r)
        else:
            color[r] = kept
            used[kept] += 1
    while fresh:   # the most hemmed in first, as DSatur would
        r = max(fresh, key=lambda r: (len({color[o] for o in adj[r] if color[o] >= 0}), len(adj[r]), -r))
        fresh.remove(r)
        color[r] = take_colour(colors, used, [c for c in range(ncolors) if not clashes(r, c)],
                               [colors[color[o]] for o in adj[r] if color[o] >= 0])
    return color


class RegionColours:
    """The colours of a board whose regions change a step at a time (see the module)."""

    def __init__(self) -> None:
        self._palette: tuple[Color, ...] = ()
        self._last: tuple[tuple[int, ...], list[int]] | None = None
        self._known: dict[tuple[int, ...], list[int]] = {}

    def of(self, puzzle) -> list[Color]:
        """A colour per region of ``puzzle``, kept from the board coloured before it."""
        colors = P.active().REGION_COLORS
        if colors != self._palette:     # another palette: its colours are others
            self._palette, self._last, self._known = colors, None, {}
        regions = tuple(puzzle.regions)
        index = self._known.get(regions)
        if index is None:
            if self._last is None:
                index = color_regions(puzzle)
            else:
                index = recolor_regions(puzzle, *self._last)
            if len(self._known) >= MEMORY:
                self._known.pop(next(iter(self._known)))
            self._known[regions] = index
        self._last = (regions, index)
        return [colors[i] for i in index]

    def forget(self) -> None:
        """Another board altogether (a draft loaded): coloured from scratch."""
        self._last, self._known = None, {}
