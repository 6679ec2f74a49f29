"""The table form of a region's places answers exactly what the bit-by-bit form does."""

from __future__ import annotations

import random

from game.engine import regionplaces
from game.engine.regionplaces import _places_by_bits, _places_by_tables, all_places


def _random_key(rng: random.Random, n: int) -> tuple[int, ...]:
    out = []
    for _ in range(n):
        kind = rng.random()
        if kind < 0.1:
            out.append(0)
        elif kind < 0.35:
            out.append(1 << rng.randint(1, n))  # answered
        elif kind < 0.4:
            out.append(rng.randrange(1 << (n + 3)))  # digit 0 or digits past the region's size
        else:
            out.append(rng.randrange(1 << (n + 1)) & ~1)
    return tuple(out)


def test_tables_match_bits_on_random_regions() -> None:
    rng = random.Random(7)
    taken = 0
    for _ in range(4000):
        n = rng.randint(1, 9)
        key = _random_key(rng, n)
        fast = _places_by_tables(key)
        if fast is not None:
            taken += 1
            assert fast == _places_by_bits(key), key
    assert taken > 2000  # the table form answers the ordinary regions


def test_tables_decline_masks_outside_them() -> None:
    assert _places_by_tables((1 << 1, 1)) is None  # digit 0
    assert _places_by_tables((1 << 1, 1 << 4)) is None  # past a 2-cell region's digits
    assert _places_by_tables((0b110, 0b10)) == [0b10, 0b11, 0b01, 0b10]


def test_all_places_is_the_plain_form_memo_or_not() -> None:
    rng = random.Random(11)
    for _ in range(2000):
        n = rng.randint(1, 12)
        cells = tuple(range(n))
        cands = list(_random_key(rng, n))
        if rng.random() < 0.5:
            regionplaces._places_memo.clear()
        assert list(all_places(cands, cells)) == _places_by_bits(tuple(cands))
