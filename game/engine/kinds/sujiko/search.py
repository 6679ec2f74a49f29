"""The exact Sujiko solvers: a lookup table for 3x3, a sum-aware search for the rest.

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
engine imports this module for every kind.  Building it takes about 0.3 s
(numpy makes the permutations in lexicographic order and sorts them by their
sums; Python then cuts the sorted list into the groups) and holds 27 MiB by
tracemalloc (the process grows by about 48 MiB); ``index_stats()`` reports
the time, and the memory when asked to trace it.  Groups keep lexicographic
order, so the first solution found is the lexicographically smallest, the
same on every run.

**Any other size: propagation plus search.**  A 4x4 Sujiko has 16! grids, far
too many to tabulate, so :func:`search` is the exact solver's scheme (int
bitmask candidates, explicit stack, branch on the most constrained cell)
with the sums built into the propagation, run to a fixpoint at every node:

* a fixed digit leaves every other cell (the grid is one house), and a digit
  left in one cell is that cell's answer;
* each circle's open cells must add up to its sum less its fixed cells
  (the *remainder*): one open cell must be the remainder; two open cells
  keep only digits whose partner remainder - d is still possible; with
  more, each cell lies between the remainder minus the most and minus the
  least the others can make.

Bounds alone are weak with many open cells, but every branch fixes a cell and
shrinks some circle towards the two-cell case, where the rule is exact.  It
solves a 4x4 in milliseconds (about 8 ms median, 70 ms worst, to show that an
unclued 4x4 has two solutions; about 1 ms median for the generator's unique
ones, with two to six clues).  The same search
runs on 3x3 puzzles as a second opinion on the table (the tests compare them)
and whenever the caller wants random order (``exact.random_fill``).
"""

from __future__ import annotations

import random
import time
import tracemalloc
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from ... import budget as _budget
from ...branching import pick
from ...puzzle import Puzzle

if TYPE_CHECKING:  # for annotations only: numpy itself is imported when the index is built
    import numpy as np
    from numpy.typing import NDArray

Values = tuple[int, ...]
Sums = tuple[int, ...]

SHIFT = 36
"""Bits below the rank in a 3x3 grid code: 4 per cell."""


# -- geometry, any size ------------------------------------------------------------


@lru_cache(maxsize=64)
def circles(width: int, height: int) -> tuple[tuple[int, int, int, int], ...]:
    """The four cells of each circle, row-major, in the order of ``Puzzle.sums``."""
    out = []
    for r in range(height - 1):
        for c in range(width - 1):
            a = r * width + c
            out.append((a, a + 1, a + width, a + width + 1))
    return tuple(out)


def grid_sums(values: Sequence[int], width: int, height: int) -> Sums:
    """The circle sums of a filled grid."""
    return tuple(values[a] + values[b] + values[c] + values[d] for a, b, c, d in circles(width, height))


def random_grid(width: int, height: int, rng: random.Random) -> Values:
    """A uniformly random filling of a grid with 1..W*H."""
    values = list(range(1, width * height + 1))
    rng.shuffle(values)
    return tuple(values)


# -- the 3x3 index --------------------------------------------------------------------

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


# -- the general search ---------------------------------------------------------------


def _reflect(mask: int, total: int) -> int:
    """{total - d : d in mask}, as a mask (digits below 1 dropped)."""
    out = 0
    while mask:
        b = mask & -mask
        mask ^= b
        e = total - b.bit_length() + 1
        if e > 0:
            out |= 1 << e
    return out


def _span(lo: int, hi: int) -> int:
    """The mask of digits lo..hi (empty if hi < lo)."""
    if lo < 1:
        lo = 1
    if hi < lo:
        return 0
    return (1 << (hi + 1)) - (1 << lo)


def propagate(cands: list[int], rules: tuple[tuple[tuple[int, ...], int], ...], full: int) -> bool:
    """Singles and circle arithmetic to a fixpoint (see the essay); False on a contradiction.

    ``rules`` is ((cells, sum), ...) per circle; ``full`` the mask of 1..W*H.
    Mutates ``cands``.
    """
    changed = True
    while changed:
        changed = False
        fixed = once = twice = 0
        for m in cands:
            if not m & (m - 1):
                fixed |= m
        for i, m in enumerate(cands):
            if m & (m - 1) and m & fixed:
                m &= ~fixed
                if not m:
                    return False
                cands[i] = m
                changed = True
        for m in cands:
            twice |= once & m
            once |= m
        if once != full:
            return False
        hidden = once & ~twice & ~fixed
        if hidden:
            for i, m in enumerate(cands):
                x = m & hidden
                if x and x != m:
                    if x & (x - 1):
                        return False
                    cands[i] = x
                    changed = True
        for cells, total in rules:
            r = total
            open_cells = []
            for c in cells:
                m = cands[c]
                if m & (m - 1):
                    open_cells.append(c)
                else:
                    r -= m.bit_length() - 1
            k = len(open_cells)
            if k == 0:
                if r:
                    return False
            elif k == 1:
                c = open_cells[0]
                if r < 1 or not cands[c] >> r & 1:
                    return False
                cands[c] = 1 << r
                changed = True
            elif k == 2:
                a, b = open_cells
                ma, mb = cands[a], cands[b]
                half = ~(1 << (r // 2)) if r > 0 and r % 2 == 0 else -1
                na = ma & _reflect(mb, r) & half
                nb = mb & _reflect(na, r) & half
                if not na or not nb:
                    return False
                if na != ma or nb != mb:
                    cands[a], cands[b] = na, nb
                    changed = True
            else:
                lows = [(cands[c] & -cands[c]).bit_length() - 1 for c in open_cells]
                highs = [cands[c].bit_length() - 1 for c in open_cells]
                lo, hi = sum(lows), sum(highs)
                for i, c in enumerate(open_cells):
                    m = cands[c]
                    n = m & _span(r - (hi - highs[i]), r - (lo - lows[i]))
                    if n != m:
                        if not n:
                            return False
                        cands[c] = n
                        changed = True
    return True


def search(p: Puzzle, start: list[int], limit: int, rng: random.Random | None = None,
           node_cap: int | None = None) -> tuple[list[Values], bool]:
    """Up to ``limit`` solutions from candidate masks ``start``, and whether ``node_cap`` stopped it.

    The contract of the exact solver's private search, so :mod:`game.engine.exact`
    dispatches Sujiko here.  3x3 without ``rng`` reads the index; otherwise
    the sum-aware search runs (digits ascending, or in ``rng`` order).
    """
    if p.width == 3 and p.height == 3 and rng is None and len(p.sums) == 4:
        return solutions3(p.sums, start)[:limit], False
    return sum_search(p.width, p.height, p.sums, start, limit, rng, node_cap)


def sum_search(width: int, height: int, sums: Sums, start: Sequence[int], limit: int,
               rng: random.Random | None = None, node_cap: int | None = None
               ) -> tuple[list[Values], bool]:
    """The propagation search itself, on any size (see the essay)."""
    full = ((1 << (width * height)) - 1) << 1
    rules = tuple(zip(circles(width, height), sums))
    found: list[Values] = []
    if 0 in start:
        return found, False
    stack = [list(start)]
    nodes = 0
    spend = _budget.current()  # the work budget in force, if any (see exact._search)
    cost = (width * height) ** 2  # the sums propagate over every candidate, each against its circles
    charged = 0
    checkpoint = spend.checkpoint(0, cost) if spend is not None else -1
    while stack:
        cands = stack.pop()
        if not propagate(cands, rules, full):
            continue
        best = pick(cands)  # the exact solver's choice of cell
        if best < 0:
            found.append(tuple(m.bit_length() - 1 for m in cands))
            if len(found) >= limit:
                break
            continue
        nodes += 1
        if node_cap is not None and nodes > node_cap:
            break
        if nodes == checkpoint:
            assert spend is not None
            spend.charge_nodes(nodes - charged, cost)  # GaveUp once the budget is spent
            charged, checkpoint = nodes, spend.checkpoint(nodes, cost)
        m = cands[best]
        digits = [d for d in range(m.bit_length() - 1, 0, -1) if m >> d & 1]
        if rng is not None:
            rng.shuffle(digits)
        for d in digits:  # pushed last = explored first: ascending digits
            child = list(cands)
            child[best] = 1 << d
            stack.append(child)
    if spend is not None:
        spend.charge_nodes(nodes - charged, cost)
    return found, node_cap is not None and nodes > node_cap


def count(p: Puzzle, limit: int = 2) -> tuple[int, Values | None]:
    """(solutions capped at ``limit``, the first) from the givens: the table for 3x3, else search."""
    if p.width == 3 and p.height == 3 and len(p.sums) == 4:
        n, first = solve3(p.sums, p.givens)
        return min(n, limit), first
    full = ((1 << p.ncells) - 1) << 1
    found, _ = sum_search(p.width, p.height, p.sums, [1 << g if g else full for g in p.givens], limit)
    return len(found), (found[0] if found else None)
