"""A settle on packed candidates, for the generator's trial runs, whose candidates hold a solution.

:meth:`game.engine.solverun._Run.settle` pops an answered cell and lists the targets that still
hold its digit, one by one; in a trial's first settle (Ripple: its scored Forbidden Neighbour
queued for every answered cell) half the pops strike nothing.  Here the candidates are also
packed in one int, a byte a cell, and each target list is a mask with bit ``8x`` for each target
``x`` (a *lane*): what a pop strikes is one ``&``, and the cells struck are read off its bits.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from .deduction import Technique
from .solverun import _prop_targets, _Run
from .techniques import PROPAGATORS, Tables

Lanes = tuple[Sequence[Sequence[int]], ...]
"""Per head propagator, per cell, per digit: its targets as bits ``8x`` (:func:`settle_lanes`)."""

_size_lanes: dict[tuple[str, int, int], list[list[int]]] = {}


def head_lanes(T: Tables, techs: tuple[Technique, ...]) -> Lanes:
    """The lanes of the propagators heading ``techs`` on layout ``T``, made for each grid the
    generator grows, so cheaply: a region's as one mask less the cell, a reach that depends on the
    board's size alone (``Rules.geometric_strikes``) once per size; any other table cell by cell."""
    out: list[Sequence[Sequence[int]]] = []
    for t in techs:
        targets = _prop_targets(t, T)
        if targets is None:
            break
        prop = PROPAGATORS.get(t.func)
        if prop is not None and prop[1] == "er":
            region = [sum(1 << 8 * x for x in cells) for cells in T.rcells]
            out.append(tuple((region[r] ^ 1 << 8 * c,) * len(targets[c]) for c, r in enumerate(T.regions)))
        elif prop is not None and T.rules.geometric_strikes:
            known = _size_lanes.setdefault((T.rules.name, T.width, T.height), [[] for _ in targets])
            for c, row in enumerate(targets):
                if len(known[c]) < len(row):
                    known[c] = _lane_row(c, row)
            out.append(tuple(known))  # rows may run past the digits a cell of this layout can hold
        else:
            out.append(tuple(_lane_row(c, row) for c, row in enumerate(targets)))
    return tuple(out)


def _lane_row(c: int, row: tuple[tuple[int, ...], ...]) -> list[int]:
    return [sum(1 << 8 * x for x in cells if x != c) for cells in row]


def settle_lanes(run: _Run, lanes: Lanes) -> bool:
    """``run.settle()``, the same steps, for a run whose candidates hold a solution and fit a byte
    each (digits up to 7); ``lanes``: :func:`head_lanes` of its layout and ladder.

    A target answered ``d`` too (which the plain settle passes over) cannot happen: it would break
    the solution the candidates hold."""
    head, cands, heaps, counts = run.head, run.cands, run.heaps, run.counts
    pop, push = heapq.heappop, heapq.heappush
    packed = int.from_bytes(bytes(cands), "little")
    tries = i = score = 0
    changed: list[int] = []
    lost_all = 0
    nhead = len(head)
    while i < nhead:
        t, _targets, heap = head[i]
        lane = lanes[i]
        tries += 1
        i += 1
        while heap:
            c = pop(heap)
            m = cands[c]
            d = m.bit_length() - 1
            hits = packed & lane[c][d] << d
            if not hits:
                continue
            packed ^= hits
            keep, lost, n = ~m, m, 0
            while hits:
                low = hits & -hits
                hits ^= low
                x = (low.bit_length() - 1) >> 3
                v = cands[x] & keep
                cands[x] = v
                changed.append(x)
                n += 1
                if not v & (v - 1):  # newly answered (never emptied: x held more than m)
                    lost |= v
                    for h in heaps:
                        push(h, x)
            lost_all |= lost
            counts[t.abbr] += n
            score += n * t.score
            i = 0
            break
    return run.rested(score, changed, lost_all, tries)
