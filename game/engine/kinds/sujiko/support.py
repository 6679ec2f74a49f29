"""The enumeration behind every Sujiko arithmetic technique.

**One engine for every arithmetic technique.**  Given an equation and the
candidates of its cells, :func:`support` enumerates the assignments of
*different* digits that satisfy it (depth-first, the last cell computed
rather than tried, cut off by bounds) and returns, per cell, the digits that
take part in at least one.  A candidate outside that set is impossible: that
is the deduction, and it is sound by construction, since the true solution
is one of the assignments.

:func:`joint_support` does the same for several equations at once (two
overlapping circles, for the Circle Pair), and :func:`bounds` is the cheaper
reasoning of the Circle Range: ranges only, no enumeration.

Enumerations are cached by (equation, candidates), so the generator's many
solver runs over one layout pay for each distinct case once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from ... import budget as _budget
from ...techniques import digits as _bits

@dataclass(frozen=True)
class Support:
    masks: tuple[int, ...]
    """Per cell of the equation, the digits taking part in some assignment."""
    ways: int
    """How many assignments (ordered) satisfy the equation."""
    sets: tuple[tuple[int, ...], ...]
    """The distinct digit tuples (per cell, in cell order) of the first few assignments."""


@lru_cache(maxsize=1 << 16)
def support(masks: tuple[int, ...], coefs: tuple[int, ...], const: int) -> Support:
    """Which digits of ``masks`` take part in an assignment of different digits meeting the equation."""
    k = len(masks)
    order = sorted(range(k), key=lambda i: (masks[i].bit_count(), i))
    ms = [masks[i] for i in order]
    cs = [coefs[i] for i in order]
    # lo[j], hi[j]: the least and most cells j.. can add (each cell alone).
    lo = [0] * (k + 1)
    hi = [0] * (k + 1)
    for j in range(k - 1, -1, -1):
        a = cs[j] * ((ms[j] & -ms[j]).bit_length() - 1)
        b = cs[j] * (ms[j].bit_length() - 1)
        lo[j] = lo[j + 1] + min(a, b)
        hi[j] = hi[j + 1] + max(a, b)
    got = [0] * k
    ways = 0
    sets: list[tuple[int, ...]] = []
    digits = [_bits(m) for m in ms]
    chosen = [0] * k
    last = k - 1
    spend = _budget.Meter()  # with big digit ranges the walk is the cost: it spends the budget in force

    def walk(j: int, rest: int, used: int) -> None:
        nonlocal ways
        spend.tick()
        if j == last:
            q, r = divmod(rest, cs[j])
            if r or q < 1 or not ms[j] >> q & 1 or used >> q & 1:
                return
            chosen[j] = q
            ways += 1
            for i in range(k):
                got[i] |= 1 << chosen[i]
            if len(sets) < 8:
                sets.append(tuple(chosen[order.index(i)] for i in range(k)))
            return
        for d in digits[j]:
            if used >> d & 1:
                continue
            left = rest - cs[j] * d
            if lo[j + 1] <= left <= hi[j + 1]:
                chosen[j] = d
                walk(j + 1, left, used | 1 << d)

    if lo[0] <= const <= hi[0]:
        walk(0, const, 0)
        spend.close()
    masks_out = [0] * k
    for j, i in enumerate(order):
        masks_out[i] = got[j]
    return Support(tuple(masks_out), ways, tuple(sets))


Plan = tuple[tuple[int, int], ...]
"""A joint enumeration's steps: (cell, -1) to try each digit, (cell, e) to compute it from equation e."""

JointEqs = tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]
"""Equations over local cells, each (its cells, their coefficients, the constant)."""


@lru_cache(maxsize=1 << 14)
def joint_support(masks: tuple[int, ...], eqs: JointEqs
                  ) -> tuple[tuple[int, ...], int]:
    """Several equations over local cells 0..len(masks)-1 at once: per cell the digits in some
    assignment of different digits meeting them all, and how many assignments there are.

    Each equation's last open cell is computed from it rather than tried, so a pair of
    circles costs at most 9 x 8 x 7 x 6 x 5 branches, far fewer once candidates thin out.
    """
    plan, checks = _plan(masks, eqs)
    got = [0] * len(masks)
    vals = [0] * len(masks)
    ways = 0
    spend = _budget.Meter()  # see support()

    def walk(j: int, used: int) -> None:
        nonlocal ways
        spend.tick()
        if j == len(plan):
            ways += 1
            for i, v in enumerate(vals):
                got[i] |= 1 << v
            return
        cell, e = plan[j]
        if e < 0:
            options = _bits(masks[cell] & ~used)
        else:
            idx, coefs, const = eqs[e]
            rest = const
            k = 1
            for i, c in zip(idx, coefs):
                if i == cell:
                    k = c
                else:
                    rest -= c * vals[i]
            q, r = divmod(rest, k)
            options = [q] if not r and 0 < q < 64 and masks[cell] >> q & 1 and not used >> q & 1 else []
        for d in options:
            vals[cell] = d
            if all(sum(c * vals[i] for i, c in zip(eqs[x][0], eqs[x][1])) == eqs[x][2] for x in checks[j]):
                walk(j + 1, used | 1 << d)

    walk(0, 0)
    spend.close()
    return tuple(got), ways


def _plan(masks: tuple[int, ...], eqs: JointEqs) -> tuple[Plan, tuple[tuple[int, ...], ...]]:
    """Order of a joint enumeration, and per step the equations to check once it is done."""
    plan: list[tuple[int, int]] = []
    done: set[int] = set()
    for e, (idx, _, _) in enumerate(eqs):
        rest = sorted((i for i in idx if i not in done), key=lambda i: (masks[i].bit_count(), i))
        plan.extend((i, -1) for i in rest[:-1])
        if rest:
            plan.append((rest[-1], e))
        done.update(rest)
    position = {cell: j for j, (cell, _) in enumerate(plan)}
    checks: list[list[int]] = [[] for _ in plan]
    for e, (idx, _, _) in enumerate(eqs):
        last = max(position[i] for i in idx)
        if plan[last][1] != e:  # completed by another step, not computed from itself: check it there
            checks[last].append(e)
    return tuple(plan), tuple(tuple(c) for c in checks)


def bounds(masks: Sequence[int], const: int) -> list[int]:
    """CR's reasoning on a plain sum (all coefficients 1): per cell, the digits within range.

    The others can add up to no less than the larger of (their smallest
    candidates added) and (the smallest different digits they could hold),
    and no more than the like at the top.
    """
    k = len(masks)
    out = []
    for i in range(k):
        others = [masks[j] for j in range(k) if j != i]
        union = 0
        for m in others:
            union |= m
        ds = _bits(union)
        n = len(others)
        lo = max(sum((m & -m).bit_length() - 1 for m in others), sum(ds[:n]))
        hi = min(sum(m.bit_length() - 1 for m in others), sum(ds[-n:]) if n else 0)
        low, high = max(1, const - hi), const - lo
        span = (1 << (high + 1)) - (1 << low) if high >= low else 0
        out.append(masks[i] & span)
    return out
