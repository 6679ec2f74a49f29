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

**Clearing without placing.**  The player may let the pass strike only what
the answers already on the board rule out (``place=False``): no cell is left
with a single digit (that would be placing an answer the player has not
seen), so nothing new is answered and nothing cascades.  The pass is played
as *one* move (:func:`pass_move`), so one undo takes all of it back, and
:class:`PassReport` words what it did.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Callable, Sequence

from dataclasses import dataclass

from .budget import Budget
from .deduction import Deduction
from .moves import ApplyDeduction
from .techniques import Targets
from .wording import plural

PASS = "EZ"
"""The technique field of the pass's one move (``ded EZ 14:2,15:2``): the easy, zero-score deductions."""

Record = Callable[[int, int, list[int]], Deduction]
"""``record(cell, digit, hit)`` of one technique: the deduction of ``cell`` (answered ``digit``) striking ``hit``."""


def zero_pass(cands: list[int], props: Sequence[tuple[Targets, Record]], spend: Budget,
              place: bool = True) -> list[Deduction]:
    """Apply ``props`` (cheapest first) to ``cands`` in place until none strikes anything; the deductions, in order.

    With ``place`` False no cell is struck down to one digit, so only the answers on the board strike."""
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
            hit = [x for x in targets[c][d] if cands[x] & m and cands[x] != m
                   and (place or _several(cands[x] & ~m))]
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


def _several(mask: int) -> bool:
    return bool(mask & (mask - 1))


def pass_move(steps: Sequence[Deduction]) -> ApplyDeduction | None:
    """The whole pass as one move (one undo step, and one line of a save), or None when it found nothing."""
    elims = sorted({e for d in steps for e in d.eliminations})
    return ApplyDeduction(PASS, tuple(elims)) if elims else None


def clear_only(cands: list[int], steps: Sequence[Deduction]) -> list[Deduction]:
    """``steps`` (a full pass from ``cands``, in order) cut to what the answers already on the board strike,
    never leaving a cell with one digit: for the kinds whose zero-score techniques do not propagate."""
    work = list(cands)
    first = {c for c, m in enumerate(cands) if m and not _several(m)}
    kept: list[Deduction] = []
    for d in steps:
        if not all(c in first for c, _ in d.reasons):
            continue
        elims = []
        for c, digit in d.eliminations:
            left = work[c] & ~(1 << digit)
            if work[c] >> digit & 1 and _several(left):
                work[c] = left
                elims.append((c, digit))
        if elims:
            kept.append(Deduction(d.technique, tuple(elims), d.reasons, d.text))
    cands[:] = work
    return kept


@dataclass(frozen=True)
class PassReport:
    """What the easy pass did: candidates struck, answers placed, answers it was not allowed to place."""

    cleared: int
    placed: int
    left: int = 0

    @classmethod
    def between(cls, before: Sequence[int], after: Sequence[int], left: int = 0) -> "PassReport":
        cleared = sum(bin(a & ~b).count("1") for a, b in zip(before, after))
        placed = sum(1 for a, b in zip(before, after) if _several(a) and b and not _several(b))
        return cls(cleared, placed, left)

    def sentence(self) -> str:
        """``Cleared 14 easy candidates, placed 3 answers.``"""
        if not self.cleared:
            return "Nothing to remove: the easy deductions are all done."
        text = f"Cleared {plural(self.cleared, 'easy candidate')}"
        if self.placed:
            text += f", placed {plural(self.placed, 'answer')}"
        text += "."
        if self.left:
            text += f" {plural(self.left, 'answer')} {'is' if self.left == 1 else 'are'} left for you to place."
        return text
