"""The exact Sujiko solver of any size: propagation over the circle sums, and search.

A 4x4 Sujiko has 16! grids, far too many to tabulate (a 3x3 has 9!, which
:mod:`.table` files by their sums), so :func:`search` is the exact solver's scheme (int
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
ones, with two to six clues).  The same search runs on 3x3 puzzles as a
second opinion on the table (the tests compare them) and whenever the
caller wants random order (``exact.random_fill``).

Without a random order a 3x3 needs no search at all: :func:`search` and
:func:`count`, the exact solver's hooks (see :mod:`.rules`), read the table.
"""

from __future__ import annotations

import random
from typing import Sequence

from ... import budget as _budget
from ...branching import branch_digits, pick
from ...puzzle import Puzzle
from .grid import Sums, Values, circles
from .table import solutions3, solve3


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

    The contract of the exact solver's private search, so :mod:`.exact`
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
        for d in branch_digits(cands[best], rng):
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
