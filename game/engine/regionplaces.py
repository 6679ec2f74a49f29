"""Where each digit can still go in one region: the places every region technique reads.

:func:`all_places` turns a region's candidate masks (one per cell, digit bits)
into one place mask per digit (bits over the region's local cell indices): a
transpose of the region's candidate bits.  The hidden subsets, locked
candidates, colouring chains and Suguru's and Ripple's pair finders all start
from it, one region after another, so it is remembered by the region's
candidates and, when it must be worked out, done in one pass of table look-ups
rather than bit by bit.
"""

from __future__ import annotations

from operator import getitem, itemgetter
from typing import Callable

from .digits import full_mask

_places_memo: dict[tuple[int, ...], tuple[int, ...]] = {}
_readers: dict[int, tuple[tuple[int, ...], Callable[[list[int]], tuple[int, ...]]]] = {}
_spreads: dict[int, tuple[list[int], ...]] = {}

_TABLE_MAX = 9
"""Regions up to this many cells work through look-up tables (n tables of 2**(n+1) entries)."""


def region_reader(cells: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    """``cands -> the candidates of cells``, as a tuple: an itemgetter, kept per region (by identity)."""
    got = _readers.get(id(cells))
    if got is not None and got[0] is cells:
        return got[1]
    read: Callable[[list[int]], tuple[int, ...]]
    read = itemgetter(*cells) if len(cells) > 1 else lambda cands: (cands[cells[0]],)
    if len(_readers) >= 1 << 12:
        _readers.clear()
    _readers[id(cells)] = (cells, read)  # holding the tuple keeps its id its own
    return read


def _spread_tables(n: int) -> tuple[list[int], ...]:
    """Per local index i, mask -> its lanes: lane d (n bits, at d*n) holds bit i if the mask
    allows digit d (1..n); lane 0 holds bit i if the mask is one digit.  A mask with bit 0
    set raises a flag above every lane, so that rare case takes the bit-by-bit path."""
    got = _spreads.get(n)
    if got is None:
        flag = 1 << ((n + 1) * n)
        base = []
        for m in range(1 << (n + 1)):
            if m & 1:
                base.append(flag)
                continue
            v = 1 if m and not m & (m - 1) else 0
            for d in range(1, n + 1):
                if m >> d & 1:
                    v |= 1 << (d * n)
            base.append(v)
        got = _spreads[n] = tuple([v << i for v in base] for i in range(n))
    return got


def _places_by_bits(key: tuple[int, ...]) -> list[int]:
    """The plain form of :func:`all_places`, cell by cell and bit by bit."""
    out = [0] * (len(key) + 2)
    full = full_mask(len(key))
    solved = answered = 0
    for i, m in enumerate(key):
        if m and not m & (m - 1):
            solved |= m
            answered |= 1 << i
        m &= full
        b = 1 << i
        while m:
            low = m & -m
            out[low.bit_length() - 1] |= b
            m ^= low
    out[0], out[-1] = solved, answered
    return out


def _places_by_tables(key: tuple[int, ...]) -> list[int] | None:
    """:func:`all_places` through the spread tables: each cell's lanes are disjoint from every
    other cell's, so their sum is the whole transpose at once.  None when a mask falls outside
    the tables (a digit above the region's size or digit 0): the plain form answers those."""
    n = len(key)
    try:
        total = sum(map(getitem, _spread_tables(n), key))
    except IndexError:
        return None
    if total >> ((n + 1) * n):
        return None
    low = (1 << n) - 1
    answered = total & low
    out = [0] * (n + 2)
    solved = 0
    for d in range(1, n + 1):
        p = out[d] = total >> (d * n) & low
        if p & answered:  # an answered cell allows d: it is d
            solved |= 1 << d
    out[0], out[-1] = solved, answered
    return out


def all_places(cands: list[int], cells: tuple[int, ...]) -> tuple[int, ...]:
    """Per digit 1..len(cells): a bitmask over the region's local indices of the cells still
    holding that digit; at index 0, the mask of the digits answered in the region, and last
    (index len(cells) + 1) the local mask of its answered cells.

    Remembered by the region's candidates alone (the answer depends on nothing else): the hidden
    subsets of every size (and Suguru's forbidden pairs and triples) ask about the same regions
    one after the other."""
    key = region_reader(cells)(cands)
    got = _places_memo.get(key)
    if got is not None:
        return got
    out = _places_by_tables(key) if len(key) <= _TABLE_MAX else None
    if out is None:
        out = _places_by_bits(key)
    if len(_places_memo) >= 1 << 12:  # a few thousand regions: the reuse is near (HP, HT, HQ in turn)
        _places_memo.clear()
    made = _places_memo[key] = tuple(out)
    return made
