"""The hint's housekeeping: the zero-score propagators run to the end, each step recorded.

:func:`game.engine.logic.hint` and :func:`~game.engine.logic.apply_zero`
start every call with this pass, and on a big board it is most of their
work: a 16x16 Sudoku or a 40x25 Ripple Effect can have two hundred naked
singles or exclusions pending.  The solver's own loop would do the same
steps, but it also keeps what only the scored techniques need (a dirty mask
per technique, a heap per propagator, the score) after every one of them;
the hint's scored pass scans afresh, so here only the zero-score heaps are
kept.

The order is the solver's exactly: the cheapest zero-score technique that
strikes something goes first, and after any progress the pass goes back to
the cheapest; within one technique the smallest answered cell that still
strikes something goes first (see the essay of :mod:`game.engine.logic`).
Each attempt costs the budget one step, as in the solver.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Callable, Sequence

from .budget import Budget
from .deduction import Deduction
from .techniques import Targets

Record = Callable[[int, int, list[int]], Deduction]
"""``record(cell, digit, hit)`` of one technique: the deduction of ``cell`` (answered ``digit``) striking ``hit``."""


def zero_pass(cands: list[int], props: Sequence[tuple[Targets, Record]], spend: Budget) -> list[Deduction]:
    """Apply ``props`` (cheapest first) to ``cands`` in place until none strikes anything; the deductions, in order."""
    answered = [c for c, m in enumerate(cands) if m and not m & (m - 1)]
    heaps = [list(answered) for _ in props]  # a sorted list is already a heap
    steps: list[Deduction] = []
    i = 0
    while i < len(props):
        spend.charge_step(1)
        targets, record = props[i]
        heap = heaps[i]
        i += 1
        while heap:
            c = heappop(heap)
            m = cands[c]
            d = m.bit_length() - 1
            hit = [x for x in targets[c][d] if cands[x] & m and cands[x] != m]
            if hit:
                steps.append(record(c, d, hit))
                keep = ~m
                for x in hit:
                    left = cands[x] = cands[x] & keep
                    if not left & (left - 1):  # newly answered (never empty: x kept another digit)
                        for h in heaps:
                            heappush(h, x)
                i = 0
                break
    return steps
