"""The exact solver's whole-board form for sudoku-like grids: every candidate in one int, four times.

:mod:`.places` strikes candidates one by one, checking the houses each one
leaves; each strike is a handful of Python operations, and a 9x9 node strikes
dozens.  Here a search state is one int ``S`` holding every candidate (cell c
may hold d) four times over, once in each *constraint*'s segment: the cell's
(bit d-1 of segment c) and each of its houses' for d (the bit of c's place in
that house).  Segments are N bits plus a guard bit, so a few whole-int
operations look at every constraint at once:

* **Placing** d at c is one ``&`` with a precomputed mask (:meth:`Space.keep`,
  built the first time it is needed): every candidate sharing a constraint with
  (c, d) leaves all four of its segments.  The placed candidate stays, and its
  constraints leave ``todo`` (the guard bits of the constraints not yet satisfied).
* **Singles** (:func:`settle`): every segment keeps its guard bit set, so
  ``v2 = S & (S - lo)`` clears each segment's lowest bit (its guard where it
  is empty: a contradiction), and ``(v2 - lo) & G`` flags the segments with
  two candidates or more; a constraint still to do with exactly one candidate
  forces it -- a naked single in a cell's segment, a hidden single in a
  house's.  All are placed, and again, to a fixpoint: the same fixpoint
  :mod:`.places` reaches (singles only remove candidates, so the order does
  not matter), so the search tree, the nodes it counts and the solutions'
  order are the same.  A round costs two subtractions and a few ``&`` on the
  whole state (3,240 bits on a 9x9, 17,408 on a 16x16), and a placing one
  ``&`` or so: a 9x9 node's singles in a few microseconds where the places
  strike candidate after candidate (the corpus's worst 9x9 470 us to 150).
* **Locked candidates** at the root (:func:`locked`): a house's places for a
  digit that lie inside its crossing with another house clear the rest of that
  house; tested for one crossing of every house at once.

A node is an int: branching copies nothing.
"""

from __future__ import annotations

from typing import Callable, Sequence

from .budget import Budget
from .propagation import Tables
from .puzzle import Puzzle
from .rules import Rules
from .segspace import Space, State
from .tally import Tally

__all__ = ["CACHE", "WARM", "Space", "root", "root_givens", "search", "settled", "space_for"]


class _Seen:
    """A geometry's entry in :data:`CACHE`: its tables, its :class:`Space` (None until built, False
    where the form does not apply) and the searches made on it."""

    __slots__ = ("tables", "space", "searches")

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.space: Space | None | bool = None
        self.searches = 0


CACHE: dict[int, _Seen] = {}
"""Per geometry, by the id of its :class:`~.propagation.Tables` (cached per geometry themselves)."""
WARM = 2
"""The search on a geometry from which the whole-board form is used.  The first is made on the
places as before: most grids need no branch, and a jigsaw generator meets a new geometry at every
attempt, where building a :class:`Space` (a millisecond on a 9x9) for one search would not pay."""

WIDEST = 16
"""The widest grid the form applies to: a 25x25's state is 65,000 bits, where its tables alone
cost more than the places' whole search of an empty grid."""


def space_for(p: Puzzle, tables: Tables) -> Space | None:
    """The whole-board form's tables for ``p``'s geometry if the form applies and the geometry is
    warm: no wider than :data:`WIDEST`, every house holds 1..N (the places apply), no rule beyond
    the houses, no search of the kind's own."""
    seen = CACHE.get(id(tables))
    if seen is None or seen.tables is not tables:
        if len(CACHE) >= 64:
            CACHE.clear()
        seen = CACHE[id(tables)] = _Seen(tables)
    if seen.space is None:
        seen.searches += 1
        if seen.searches < WARM:
            return None
        seen.space = (p.width <= WIDEST and tables.incremental and tables.extra is None
                      and type(p.rules).exact_search is Rules.exact_search and tables.cover() is not None
                      ) and Space(tables.hcells, p.ncells, p.width)
    return seen.space if isinstance(seen.space, Space) else None

def start(sp: Space, cands: Sequence[int]) -> State | None:
    """The state of ``cands`` (bit d = digit d, one mask per cell), fixed cells placed; None if one is
    empty.  Not settled: two fixed cells that clash clear each other, which :func:`settle` finds
    (the cells left with no candidate)."""
    if not all(cands):
        return None
    s, todo, n, segs, keeps = sp.present(cands), sp.guard, sp.n, sp.segs, sp._keep
    for c, m in enumerate(cands):
        if not m & (m - 1):
            q = c * n + m.bit_length() - 2
            s &= keeps[q] or sp.keep(q)
            todo ^= segs[q]
    return s, todo


Node = tuple[int, int, int, int]
"""A settled state: ``(S, todo, ge2, t2)`` -- ``ge2`` the guard bits of the segments with two candidates
or more, ``t2`` what :func:`settle` subtracted to find them (:func:`search` reads three and more off it)."""


def settle(sp: Space, s: int, todo: int) -> Node | None:
    """Naked and hidden singles to a fixpoint; None on a contradiction.

    Every segment of a state has its guard bit set, so ``s - lo`` borrows within
    each segment: ``v2 = s & (s - lo)`` clears each segment's lowest bit, which
    is its guard where no candidate is left (a contradiction); where one is,
    ``v2 - lo`` borrows the guard exactly where ``v2`` has no candidate, so its
    guard bits flag the segments with two candidates or more.
    """
    guard, lo, n, full = sp.guard, sp.lo, sp.n, sp.full
    at, segs, keeps, keepx = sp.at, sp.segs, sp._keep, sp._keepx
    while True:
        v2 = s & (s - lo)
        if v2 & guard != guard:
            return None
        t2 = v2 - lo
        ge2 = t2 & guard
        new = todo ^ ge2  # the segments left with one candidate (every other one still to do has two)
        if not new:
            return s, todo, ge2, v2 & t2
        forced = s & ((new >> n) * full)
        while forced:  # what a candidate placed clears (it too) leaves ``forced``
            q = at[forced.bit_length() - 1]
            s &= keeps[q] or sp.keep(q)
            todo ^= segs[q]
            forced &= keepx[q]


def locked(sp: Space, s: int, done: list[int]) -> int:
    """One pass of locked candidates over every house; the candidates left.  ``done[i]``: the segments
    of group i already applied (they have nothing more to clear), updated."""
    kills = sp._kill
    for outside, guard, lo, segmax, i, cross in sp.groups():
        inside = guard ^ (((s & outside) + segmax) & guard) ^ done[i]  # no place outside the crossing
        if inside:
            v = s & segmax
            v &= (v | guard) - lo
            inside &= (v + segmax) & guard  # and two places or more
            done[i] |= inside
            while inside:
                g = inside.bit_length() - 1
                inside ^= 1 << g
                s &= kills.get((g, i)) or sp.kill(g, i, cross)
    return s


def root(sp: Space, cands: Sequence[int]) -> tuple[Node, bool] | None:
    """The root: ``cands`` placed, singles, then locked candidates alternating with singles to a
    fixpoint (as :mod:`.exact` does on the places); and whether the singles fixed a quarter of
    the cells (:func:`.places.pick`'s ``busiest``).  None on a contradiction."""
    got = start(sp, cands)
    return None if got is None else _close(sp, *got)


def root_givens(sp: Space, givens: Sequence[int]) -> tuple[Node, bool] | None:
    """:func:`root` of a puzzle's givens (0: an open cell)."""
    s, todo, n, segs, keeps = sp.all, sp.guard, sp.n, sp.segs, sp._keep
    for c, g in enumerate(givens):
        if g:  # givens that clash clear each other (see start())
            q = c * n + g - 1
            s &= keeps[q] or sp.keep(q)
            todo ^= segs[q]
    return _close(sp, s, todo)


def settled(sp: Space, cands: Sequence[int]) -> tuple[Node, bool] | None:
    """:func:`root` without the locked candidates: ``cands`` placed and singles to a fixpoint (a count that
    only asks whether a solution exists may branch where locked candidates would have struck)."""
    got = start(sp, cands)
    node = None if got is None else settle(sp, *got)
    return None if node is None else (node, _busiest(sp, node))


def _busiest(sp: Space, node: Node) -> bool:
    return 4 * (sp.ncells - (node[1] & sp.guard_c).bit_count()) >= sp.ncells  # the cells fixed


def _close(sp: Space, s: int, todo: int) -> tuple[Node, bool] | None:
    node = settle(sp, s, todo)
    if node is None:
        return None
    busiest = _busiest(sp, node)
    done = [0] * len(sp.groups())
    while node[2] & sp.guard_c:  # an open cell left
        s = locked(sp, node[0], done)
        if s == node[0]:
            break
        node = settle(sp, s, node[1])
        if node is None:
            return None
    return node, busiest


def picker(sp: Space, busiest: bool) -> Callable[[int, int], int]:
    """``pick(ge2, v3)``: the cell :func:`.places.pick` picks (-1 where every cell is fixed) in a
    settled state (``v3``: its candidates with each segment's two lowest cleared): a two-digit cell
    (the first, or with ``busiest`` the one with the most open peers, the first of those), else the
    first of the fewest digits."""
    w, guard_c, lo_c, cellmask, pgg = sp.w, sp.guard_c, sp.lo_c, sp.cellmask, sp.pgg

    def pick(ge2: int, v3: int) -> int:
        two = ge2 & guard_c
        if not two:
            return -1
        v = (v3 & cellmask) | guard_c
        more = (v - lo_c) & guard_c
        pairs = two ^ more
        if not pairs:
            while not pairs:  # the first cell of the fewest digits: three, four ...
                v = (v & (v - lo_c)) | guard_c
                nxt = (v - lo_c) & guard_c
                pairs, more = more ^ nxt, nxt
            return ((pairs & -pairs).bit_length() - 1) // w
        if not busiest:
            return ((pairs & -pairs).bit_length() - 1) // w
        best = most = -1
        while pairs:  # from the last cell back, so ties go to the first
            g = pairs.bit_length() - 1
            pairs ^= 1 << g
            k = (pgg[g] & two).bit_count()
            if k >= most:
                best, most = g, k
        return best // w

    return pick


def values(sp: Space, s: int) -> tuple[int, ...]:
    """The digits of a state whose cells are all fixed."""
    cells = s & sp.cellmask
    w, full = sp.w, sp.full
    out = []
    for _ in range(sp.ncells):
        out.append((cells & full).bit_length())
        cells >>= w
    return tuple(out)


def search(sp: Space, got: tuple[Node, bool] | None, limit: int, node_cap: int | None, cost: int,
           pick: Callable[[int, int], int] | None = None,
           spend: Budget | None = None, write: bool = True) -> tuple[list[tuple[int, ...]], bool]:
    """:func:`.exact._walk` from a :func:`root` (None: a contradiction), on this form: the same tree,
    the same nodes counted and charged to the budget in force.  Or another tree, branching where
    ``pick`` says (:mod:`.freecount`), the nodes charged to ``spend``.  Without ``write`` each
    solution found is listed as ``()``: for a caller that only counts them."""
    if got is None:
        return [], False
    (s, todo, ge2, v3), busiest = got
    guard, lo, n, w, full = sp.guard, sp.lo, sp.n, sp.w, sp.full
    at, segs, keeps, keepx = sp.at, sp.segs, sp._keep, sp._keepx
    found: list[tuple[int, ...]] = []
    stack = [(s, todo, -1)]
    if pick is None:
        pick = picker(sp, busiest)
    tally = Tally(cost, node_cap, spend)
    while stack:
        s, todo, q = stack.pop()
        if q >= 0:
            s &= keeps[q] or sp.keep(q)
            todo ^= segs[q]
            while True:  # settle(), inline
                v2 = s & (s - lo)
                if v2 & guard != guard:
                    new = 1  # a contradiction
                    break
                t2 = v2 - lo
                ge2 = t2 & guard
                new = todo ^ ge2
                if not new:
                    v3 = v2 & t2
                    break
                forced = s & ((new >> n) * full)
                while forced:
                    q = at[forced.bit_length() - 1]
                    s &= keeps[q] or sp.keep(q)
                    todo ^= segs[q]
                    forced &= keepx[q]
            if new:
                continue
        cell = pick(ge2, v3)
        if cell < 0:
            found.append(values(sp, s) if write else ())
            if len(found) >= limit:
                break
            continue
        m = (s >> (cell * w)) & full
        base = cell * n
        while m:
            e = m.bit_length() - 1
            m ^= 1 << e
            stack.append((s, todo, base + e))
        if tally.add():
            break
    return found, tally.close()
