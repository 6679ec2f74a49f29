"""Where a depth-first search branches: the most constrained open cell, and its digits' order.

Shared by the exact solver (:mod:`game.engine.exact`) and Sujiko's sum search
(:mod:`game.engine.kinds.sujiko.search`), which the exact solver calls: a module of
its own keeps that call one-way.
"""

from __future__ import annotations

import random


def pick(cands: list[int]) -> int:
    """The most constrained open cell (-1 if every cell is fixed)."""
    best = -1
    fewest = 99
    for c, m in enumerate(cands):
        if m & (m - 1):
            k = m.bit_count()
            if k < fewest:
                best, fewest = c, k
                if k == 2:
                    break
    return best


def pick_random(cands: list[int], rng: random.Random) -> int:
    """The most constrained open cell, ties broken by ``rng``: one draw among the ties in cell order.

    The candidate counts are taken in bulk and the tie drawn is found by ``list.index``, which
    keeps a random fill's hottest Python loop short; the draw is the one a list of the ties takes.
    """
    counts = list(map(int.bit_count, cands))
    sizes = set(counts)
    sizes.discard(0)  # an emptied cell is not open (the propagation answers for it)
    sizes.discard(1)
    if not sizes:
        return -1
    fewest = min(sizes)
    nth = rng.randrange(counts.count(fewest))
    index = counts.index
    cell = index(fewest)
    for _ in range(nth):
        cell = index(fewest, cell + 1)
    return cell


def branch_digits(m: int, rng: random.Random | None) -> list[int]:
    """The digits of mask ``m`` in push order for a stack: descending, so the smallest is explored first.

    With ``rng`` they are shuffled instead (a random fill).
    """
    digits = [d for d in range(m.bit_length() - 1, 0, -1) if m >> d & 1]
    if rng is not None:
        rng.shuffle(digits)
    return digits
