"""A count whose number alone is seen, on the whole-board form (:mod:`.segments`), on a tree of its own.

:func:`.exact.count_solutions` given no budget, with none in force, reports only the count and the
first solution, and gives up on a fresh default budget nobody else sees.  Where at most one solution
is found, the count and that solution are the same whatever cell the search branches on, so such a
count may branch where the tree is smallest rather than where the usual one does.  Where the root
is busy: up to 9x9, on the first two-digit cell (a node costs less than scoring the pairs; the 9x9
corpus's worst 144 us to 97), but on a jigsaw on the one of the first :data:`UNEVEN` two-digit
cells with the most two-digit peers (the 9x9 jigsaws' worst 198 us on the first cell, 142 so);
wider, on the best of the first :data:`SCORED` (the 16x16 corpus's worst tree from 64 nodes to 16,
2.4 ms to 0.95).  Elsewhere on the first two-digit cell, as the usual tree does.  Any other
outcome (several solutions, whose first depends on the order; giving up) gets the usual tree on a
fresh budget, as it would have had.

The free tree's budget is a node cap (the nodes a fresh default budget pays for), and the usual
tree's is handed to its :class:`~.tally.Tally` rather than put in force: nothing else runs under
them, and entering a context costs a microsecond, a 9x9 median count's 4 %.
"""

from __future__ import annotations

from typing import Callable, Sequence

from . import segments as _segments
from .budget import DEFAULT_WORK, Budget
from .segspace import Space

__all__ = ["SCORED", "count", "exists", "picker"]

SCORED = 8
"""How many two-digit cells (the first ones) the pick scores on a grid wider than 9x9."""
UNEVEN = 4
"""How many it scores up to 9x9 where the cells' peers differ in number (a jigsaw)."""

Values = tuple[int, ...]


def count(sp: Space, got: tuple[_segments.Node, bool] | None, limit: int, cost: int) -> list[Values]:
    """The solutions (up to ``limit``) a count from the :func:`.segments.root` ``got`` reports, with
    no budget in force: the usual tree's own where they are not all the free tree's answer.  Raises
    :class:`~.errors.GaveUp` where the usual tree on a fresh default budget does."""
    if got is None:
        return []  # a contradiction at the root
    found, capped = _segments.search(sp, got, limit, DEFAULT_WORK // cost, cost, picker(sp, got[1]))
    if not capped and len(found) < min(2, limit):
        return found
    return _segments.search(sp, got, limit, None, cost, None, Budget())[0]


def exists(sp: Space, cands: Sequence[int], cost: int) -> bool:
    """Whether a count up to 1 from the position ``cands`` is 1, with no budget in force.  The free
    tree answers where it ends within its cap: a solution found, or none anywhere, whatever the
    branching.  Its root: on a sudoku of boxes the singles' fixpoint alone (:func:`.segments.settled`;
    locked candidates would only prune a tree that is mostly a node or two, and cost more than they
    save), on a jigsaw the usual root with them (:func:`.segments.root`: a clue generator's trial
    positions there take a few times fewer nodes so).  Past the cap the count's own
    trees decide (:func:`count`, raising :class:`~.errors.GaveUp` where it does)."""
    got = (_segments.settled if sp.alike else _segments.root)(sp, cands)
    if got is None:
        return False
    # On a jigsaw, at every node the two-digit cell with the most open peers: ~20 % fewer nodes there.
    pick = picker(sp, got[1]) if sp.alike or sp.ncells > 81 else _segments.picker(sp, True)
    found, capped = _segments.search(sp, got, 1, DEFAULT_WORK // cost, cost, pick, write=False)
    if found or not capped:
        return bool(found)
    return bool(count(sp, _segments.root(sp, cands), 1, cost))


def picker(sp: Space, busiest: bool) -> Callable[[int, int], int]:
    """The free tree's :func:`.segments.picker` (``busiest``: the root's, from :func:`.segments.root`)."""
    first = _segments.picker(sp, False)
    scored = SCORED if sp.ncells > 81 else 0 if sp.alike else UNEVEN
    if not busiest or not scored:
        return first
    w, guard_c, lo_c, cellmask, pgg = sp.w, sp.guard_c, sp.lo_c, sp.cellmask, sp.pgg

    def pick(ge2: int, v3: int) -> int:
        two = ge2 & guard_c
        if not two:
            return -1
        pairs = two ^ (((v3 & cellmask) | guard_c) - lo_c) & guard_c
        if not pairs:
            return first(ge2, v3)
        best = most = -1
        for _ in range(scored):  # from the first cell on, so ties go to the first
            g = (pairs & -pairs).bit_length() - 1
            k = (pgg[g] & pairs).bit_count()
            if k > most:
                best, most = g, k
            pairs &= pairs - 1
            if not pairs:
                break
        return best // w

    return pick
