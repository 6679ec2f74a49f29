"""The exact 3x3 Sujiko solver: a lookup table of every grid by its circle sums.

**3x3: there are only 9! grids, so look the answer up.**  Seed 001 solves a
3x3 Sujiko in under 3 microseconds with hand-tuned SIMD C and a search that
is cleverer every time a clue moves.  Plain Python cannot search that fast (a
single ``list`` copy costs a tenth of that budget), but it does not have to
search at all: every one of the 362,880 grids is built once, with numpy,
and filed under its four circle sums.  The four sums split the grids into
63,517 groups of at most 64 (about 10 for the grid of a random puzzle, 4 for
the median group), so solving is one dict lookup by the sums tuple and a
filter of that short group by the clues.  Each grid is stored as one int,
4 bits per cell, so "does it agree with the clues" is a single
``code & mask == value``; the clue pattern's (mask, value) pair is itself
looked up in a dict keyed by the givens tuple (every pattern of up to two
clues, 2,998 of them, is made with the index; others are made on demand).
The grid's rank among all permutations rides in the bits above the cells, so
turning the answer back into a tuple is a slice of one bytes object of all
permutations.  No search, no allocation but the answer: about two
microseconds a puzzle, under seed 001's three (``bench/sujiko.py`` measures
it on 100,000 puzzles; a loaded machine pushes the batch mean towards 3.5).
The time goes to the two dict lookups and the scan of the group, which are
memory reads into a 30 MB table: there is no arithmetic left to trim.

The index is built lazily, on the first 3x3 solve, never at import: the
engine imports every kind's modules at start-up.  Building it takes about 0.3 s
(numpy makes the permutations in lexicographic order and sorts them by their
sums; Python then cuts the sorted list into the groups) and holds 27 MiB by
tracemalloc (the process grows by about 48 MiB); ``index_stats()`` reports
the time, and the memory when asked to trace it.  Groups keep lexicographic
order, so the first solution found is the lexicographically smallest, the
same on every run.
"""

from __future__ import annotations

import time
import tracemalloc
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from .grid import Sums, Values, circles

if TYPE_CHECKING:  # for annotations only: numpy itself is imported when the index is built
    import numpy as np
    from numpy.typing import NDArray

SHIFT = 36
"""Bits below the rank in a 3x3 grid code: 4 per cell."""

_GROUPS: dict[Sums, tuple[int, ...]] = {}
"""Circle sums -> the codes of every grid with those sums, lexicographic."""
_CLUES: dict[tuple[int, ...], tuple[int, int]] = {}
"""Givens tuple -> (mask, value) over grid codes."""
_PERMS = b""
"""All 9! grids, 9 bytes each, in lexicographic order (rank r at r*9)."""
_CLUE_MEMO_MAX = 50_000


@dataclass(frozen=True)
class IndexStats:
    seconds: float
    """Wall time of the build."""
    bytes: int
    """Memory the index holds (tracemalloc), when asked for; else 0."""
    grids: int
    groups: int
    largest: int


_STATS: IndexStats | None = None


def permutations(n: int) -> NDArray[np.uint8]:
    """All permutations of 1..n as an (n!, n) uint8 numpy array, lexicographic."""
    import numpy as np

    perms = np.zeros((1, 0), dtype=np.uint8)
    for k in range(1, n + 1):
        # Perms of 0..k-1 from those of 0..k-2: each first digit f in turn,
        # followed by the smaller perms with every value >= f moved up one.
        parts = []
        for f in range(k):
            rest = perms + (perms >= f)
            parts.append(np.hstack([np.full((len(perms), 1), f, dtype=np.uint8), rest]))
        perms = np.vstack(parts).astype(np.uint8)
    return perms + 1


def build_index(trace_memory: bool = False) -> IndexStats:
    """Build the 3x3 index now (normally it is built on first use); what it cost.

    ``trace_memory`` measures the memory the index holds with tracemalloc
    (which slows the build down severalfold, so the bench times one build
    and measures another); otherwise ``bytes`` is 0.
    """
    global _STATS
    if _STATS is not None:
        return _STATS
    tracing = trace_memory and not tracemalloc.is_tracing()
    if tracing:
        tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0] if trace_memory else 0
    t0 = time.perf_counter()
    largest = _build()
    seconds = time.perf_counter() - t0
    held = tracemalloc.get_traced_memory()[0] - before if trace_memory else 0  # temporaries are gone
    if tracing:
        tracemalloc.stop()
    _STATS = IndexStats(seconds, held, len(_PERMS) // 9, len(_GROUPS), largest)
    return _STATS


def _build() -> int:
    """Fill the index; the size of its largest group."""
    global _PERMS
    import numpy as np

    P = permutations(9)
    wide = P.astype(np.int64)
    sums = np.stack([wide[:, a] + wide[:, b] + wide[:, c] + wide[:, d] for a, b, c, d in circles(3, 3)], 1)
    codes = np.arange(len(P), dtype=np.int64) << SHIFT
    for cell in range(9):
        codes |= wide[:, cell] << (4 * cell)
    key = ((sums[:, 0] * 64 + sums[:, 1]) * 64 + sums[:, 2]) * 64 + sums[:, 3]
    order = np.argsort(key, kind="stable")  # stable: each group stays lexicographic
    key = key[order]
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    ends = np.r_[starts[1:], len(key)]
    group_sums = sums[order][starts].tolist()
    flat = codes[order].tolist()
    _GROUPS.update({tuple(s): tuple(flat[a:b]) for s, a, b in zip(group_sums, starts.tolist(), ends.tolist())})
    _PERMS = P.tobytes()
    _fill_clue_table()
    return int((ends - starts).max())


def _fill_clue_table() -> None:
    """(mask, value) of every clue pattern with at most two clues: 2,998 entries."""
    _CLUES[(0,) * 9] = (0, 0)
    givens = [0] * 9
    for cell in range(9):
        for d in range(1, 10):
            givens[cell] = d
            _CLUES[tuple(givens)] = _clue_code(givens)
            for other in range(cell + 1, 9):
                for e in range(1, 10):
                    givens[other] = e
                    _CLUES[tuple(givens)] = _clue_code(givens)
                givens[other] = 0
        givens[cell] = 0


def index_stats() -> IndexStats | None:
    """What building the index cost, or None if it has not been built."""
    return _STATS


def _clue_code(givens: Sequence[int]) -> tuple[int, int]:
    mask = value = 0
    for cell, g in enumerate(givens):
        if g:
            mask |= 15 << (4 * cell)
            value |= g << (4 * cell)
    return mask, value


def solve3(sums: Sums, givens: tuple[int, ...]) -> tuple[int, Values | None]:
    """Every solution of a 3x3 Sujiko: (how many, the lexicographically first or None).

    ``sums`` is the tuple of the four circle sums (row-major) and ``givens``
    the nine cells, 0 for empty.  This is the hot path; the count is exact.
    """
    group = _GROUPS.get(sums)
    if group is None:
        if _STATS is None:
            build_index()
            return solve3(sums, givens)
        return 0, None
    m, v = _CLUES.get(givens) or _memo_clue(givens)
    n = first = 0
    for code in group:  # a plain loop beats a list comprehension here (no frame, no list)
        if code & m == v:
            if not n:
                first = code
            n += 1
    if not n:
        return 0, None
    r = (first >> SHIFT) * 9
    return n, tuple(_PERMS[r:r + 9])


def _memo_clue(givens: tuple[int, ...]) -> tuple[int, int]:
    if len(_CLUES) > _CLUE_MEMO_MAX:  # patterns of many clues are rare: keep the memo bounded
        _CLUES.clear()
        _fill_clue_table()
    mv = _CLUES[givens] = _clue_code(givens)
    return mv


def solutions3(sums: Sums, masks: Sequence[int]) -> list[Values]:
    """Every 3x3 grid with these sums whose digits all lie in ``masks`` (candidate bitmasks)."""
    group = _GROUPS.get(tuple(sums))
    if group is None:
        if _STATS is None:
            build_index()
            return solutions3(sums, masks)
        return []
    out = []
    for code in group:
        r = (code >> SHIFT) * 9
        values = tuple(_PERMS[r:r + 9])
        if all(m >> d & 1 for m, d in zip(masks, values)):
            out.append(values)
    return out
