"""The clue phase's subset marking answers what the plain reading of its rule does."""

from __future__ import annotations

import random
from functools import reduce
from operator import or_

from game.engine.kinds.sudoku.closure import _subsets


def _plain(houses: list[int], base: int, bit: int, first: int, k: int, items: list[int]) -> None:
    """Every size 2..4 (from k) with a group through ``first`` of exactly size bits, items left outside:
    each choice of the other items read as a bitmask over them."""
    rest = list(items)
    rest.remove(first)
    for size in range(max(k, 2), 5):
        if len(items) > size and any(
                pick.bit_count() == size - 1
                and (first | reduce(or_, (q for j, q in enumerate(rest) if pick >> j & 1), 0)).bit_count() == size
                for pick in range(1 << len(rest))):
            houses[base + size] |= bit


def test_subsets_match_the_plain_rule() -> None:
    rng = random.Random(5)
    marked = 0
    for _ in range(3000):
        items = [rng.randrange(2, 1 << 10) & rng.randrange(2, 1 << 10) for _ in range(rng.randint(2, 9))]
        items = [q for q in items if q & (q - 1)] or [0b110, 0b1100]
        first = rng.choice(items)
        k = first.bit_count()
        if k > 4:
            continue
        base = rng.choice((0, 3))
        start = [rng.choice((0, 0, 1)) for _ in range(8)]
        got, want = list(start), list(start)
        _subsets(got, base, 1, first, k, items)
        _plain(want, base, 1, first, k, items)
        assert got == want, (first, items, start)
        marked += got != start
    assert marked > 20  # the draw makes real finds, not only misses
