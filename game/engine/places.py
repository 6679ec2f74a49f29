"""The exact solver's incremental form, for big-housed geometries (sudoku): a grid bitmask per digit.

:mod:`.exact` runs the search; :mod:`.propagation` holds the tables and the
scanning form that small houses (Suguru, Ripple) use, and that opens a
sudoku's search too (most grids are solved there).  Where every house holds
each digit 1..N exactly once (sudoku, boxes or jigsaw), a search node changes
a few candidates, and rescanning all 3N houses for hidden singles every round
was most of the time.  So below the root the search carries, besides
``cands`` (one digit mask per cell), ``boards``: for each digit d the grid
bitmask (bit c = cell c) of the cells that still allow it.  A digit's places
in a house are ``boards[d] & hmask[h]``, one ``&`` away.  (From a geometry's
second search on, grids up to 16x16 are searched on :mod:`.segments` instead,
to the same fixpoints; this form serves a geometry's first search, random
fills and 25x25s.)

* **Naked singles.**  A fixed cell c = d strikes d from exactly the cells
  ``boards[d] & pmask[c]`` (its peers that still allow d, found without
  looking at the others), in one ``&`` on the board.  Each struck cell then
  checks d's places in its houses that c is not in (c's own hold c).
* **Hidden singles.**  A house whose places for d fall to one cell gives that
  cell d; to none, a contradiction.  Only houses whose places shrank are
  looked at, so no house is ever scanned.
* **Locked candidates** at the search's first branch point only (a digit whose
  places in a house lie where it crosses another house leaves the rest of
  that other house): they solve the corpus's hardest 9x9 jigsaw without a
  branch, but a pass costs more than a node of a 16x16.
* **Branching** on the most constrained open cell; of the two-digit cells,
  the one with the most open peers where the grid has givens (:func:`pick`).
  Branching instead on a house's digit when it has fewer places (dancing
  links' column choice) never applied on the corpus's hard grids, which
  always have a two-digit cell, and blew one enumeration of 12 solutions up
  from 302 nodes to 15,708, so it is not done.

A node copies ``cands`` and the N boards: a few hundred ints, where an undo
trail would cost more Python per strike than the copy does per node.

Invariant: bit c of ``boards[d]`` is set exactly when ``cands[c]`` allows d.
So a leaf (every cell one digit, the queues empty) has every fixed digit
struck from its peers, and every house's places for every digit were checked
non-empty whenever they shrank: a solution.  The form applies only where a
cell's conflicts are exactly the other cells of its houses (:meth:`Cover.applies`),
so striking through the houses is striking the conflicts.
"""

from __future__ import annotations

from typing import Sequence

from .branching import pick as _pick

DIGIT = {1 << d: d for d in range(1, 64)}


class Cover:
    """What the incremental form reads about one geometry (built when a search first needs the boards).

    ``hmask[h]``: house h's cells as a grid bitmask; ``homes[c]``: the masks of
    cell c's houses; ``pmask[c]``: c's peers as a grid bitmask;
    ``other[c][o]``: for a peer o of c, the masks of o's houses that c is not
    in (filled in per cell as the search first fixes it: a jigsaw generator
    meets a new geometry at every attempt); :meth:`crossings`.
    """

    __slots__ = ("ndigits", "houses", "hmask", "homes", "hidx", "pmask", "bits", "other", "_cross")

    def __init__(self, houses: Sequence[tuple[int, ...]], ncells: int, ndigits: int) -> None:
        self.ndigits = ndigits
        self.houses = houses
        hmask = self.hmask = tuple(sum(1 << c for c in cells) for cells in houses)
        homes: list[list[int]] = [[] for _ in range(ncells)]
        hidx: list[list[int]] = [[] for _ in range(ncells)]
        for h, (hm, cells) in enumerate(zip(hmask, houses)):
            for c in cells:
                homes[c].append(hm)
                hidx[c].append(h)
        self.homes = tuple(map(tuple, homes))
        self.hidx = tuple(map(tuple, hidx))
        pmask = []
        for c, hs in enumerate(homes):
            peers = 0
            for hm in hs:
                peers |= hm
            pmask.append(peers ^ 1 << c)
        self.pmask = tuple(pmask)
        self.bits = [1 << c for c in range(ncells)]  # a lookup, where a shift of a big int allocates
        self.other: list[dict[int, tuple[int, ...]] | None] = [None] * ncells
        self._cross: tuple[dict[int, tuple[int, ...]], ...] | None = None

    def other_of(self, c: int) -> dict[int, tuple[int, ...]]:
        """Fill in ``other[c]``."""
        bc = 1 << c
        out = {}
        for hm in self.homes[c]:
            x = hm ^ bc
            while x:
                low = x & -x
                x ^= low
                o = low.bit_length() - 1
                if o not in out:
                    out[o] = tuple([h for h in self.homes[o] if not h & bc])
        self.other[c] = out
        return out

    def crossings(self) -> tuple[dict[int, tuple[int, ...]], ...]:
        """``[h][c]``: for a cell c of house h, the masks of the other houses through c that
        share two cells or more with h (what locked candidates look at)."""
        if self._cross is None:
            self._cross = tuple({c: tuple(h2 for h2 in self.homes[c] if h2 != hm and (hm & h2).bit_count() >= 2)
                                 for c in cells} for hm, cells in zip(self.hmask, self.houses))
        return self._cross

    def applies(self, conf: Sequence[Sequence[Sequence[int] | None]], max_digit: Sequence[int]) -> bool:
        """Whether every house holds 1..N for the N every cell may hold, and ``conf`` (the conflict
        table) is, for every cell and digit, the other cells of the cell's houses."""
        top = self.ndigits
        if any(len(cells) != top for cells in self.houses) or any(m != top for m in max_digit):
            return False
        for row, peers_mask in zip(conf, self.pmask):
            seen: set[int] = set()  # the same tuple for every digit (sudoku) is checked once
            for d in range(1, top + 1):
                peers = row[d]
                if peers is None:
                    return False
                if id(peers) not in seen:
                    seen.add(id(peers))
                    m = 0
                    for o in peers:
                        m |= 1 << o
                    if m != peers_mask or len(peers) != peers_mask.bit_count():
                        return False
        return True


def root(cands: list[int], cover: Cover) -> list[int] | None:
    """The boards of ``cands``, then the singles propagated to a fixpoint; None on a contradiction.

    Built in bulk, not strike by strike: each fixed cell's digit leaves its
    houses (one ``|`` per house, one ``|`` of its peers onto its digit's
    blocked cells), the open cells lose the digits their houses hold, and the
    boards follow from the blocked cells (the cells of a position that allow
    some digits only are put on their digits' boards one by one).  Then every
    house's places for every digit are checked once, and the singles found go
    to :func:`propagate`.  Mutates ``cands``.
    """
    n = cover.ndigits
    full = ((1 << n) - 1) << 1
    pmask, hidx = cover.pmask, cover.hidx
    used = [0] * len(cover.hmask)
    blocked = [0] * (n + 1)
    fixed = [0] * (n + 1)
    rest = 0  # the cells not fixed
    open_full = 0  # those that allow every digit
    partial: list[int] = []
    for c, m in enumerate(cands):
        if m & (m - 1):
            rest |= 1 << c
            if m == full:
                open_full |= 1 << c
            else:
                partial.append(c)
        else:
            if not m:
                return None
            d = DIGIT[m]
            fixed[d] |= 1 << c
            blocked[d] |= pmask[c]
            for h in hidx[c]:
                used[h] |= m
    boards = [0] * (n + 1)
    for d in range(1, n + 1):
        if fixed[d] & blocked[d]:
            return None  # a digit twice in a house
        boards[d] = (open_full & ~blocked[d]) | fixed[d]
    queue = []
    bits = cover.bits
    x = rest
    while x:
        c = x.bit_length() - 1
        x ^= bits[c]
        u = 0
        for h in hidx[c]:
            u |= used[h]
        m = cands[c]
        if m & u:
            m &= ~u
            if not m & (m - 1):
                if not m:
                    return None
                queue.append(c)
            cands[c] = m
    for c in partial:  # a position's cells: on the boards of the digits they allow
        m = cands[c]
        bc = 1 << c
        while m:
            e = m.bit_length() - 1
            m ^= 1 << e
            boards[e] |= bc
    hidden = []
    digits = range(1, n + 1)
    for hm in cover.hmask:
        for d in digits:
            pl = boards[d] & hm
            if not pl & (pl - 1):
                if not pl:
                    return None
                if not pl & fixed[d]:
                    hidden.append((pl, d))
    if not propagate(cands, boards, queue, hidden, cover):
        return None
    return boards


def assign(cands: list[int], boards: list[int], cell: int, d: int, cover: Cover) -> bool:
    """Fix ``cell`` to ``d`` and propagate; False on a contradiction.  Mutates both lists."""
    b = 1 << d
    hidden: list[tuple[int, int]] = []
    if not _strike(boards, cell, cands[cell] ^ b, cover.homes[cell], hidden):
        return False
    cands[cell] = b
    return propagate(cands, boards, [cell], hidden, cover)


def _strike(boards: list[int], cell: int, rm: int, homes: tuple[int, ...], hidden: list[tuple[int, int]]) -> bool:
    """Take ``cell`` off the boards of the digits in ``rm`` (not out of ``cands``), checking its houses."""
    bc = 1 << cell
    while rm:
        e = rm.bit_length() - 1
        rm ^= 1 << e
        board = boards[e] ^ bc
        boards[e] = board
        for hm in homes:
            pl = board & hm
            if not pl & (pl - 1):
                if not pl:
                    return False
                hidden.append((pl, e))
    return True


def propagate(cands: list[int], boards: list[int], queue: list[int], hidden: list[tuple[int, int]],
              cover: Cover) -> bool:
    """Naked and hidden singles to a fixpoint, keeping ``boards``; False on a contradiction.

    ``queue`` holds cells fixed (their other digits already off the boards)
    whose digit is not yet struck from their peers; ``hidden`` the (place,
    digit) pairs of houses whose places for the digit fell to one cell.
    """
    pmask, other, homes, bits = cover.pmask, cover.other, cover.homes, cover.bits
    # The hottest loop of the solver: one pass per struck candidate, so no
    # helper calls and every name local.  Bits are taken from the top
    # (``bit_length`` and a table, no big-int negation): the order does not
    # matter, the fixpoint is the same.
    while True:
        while queue:
            c = queue.pop()
            m = cands[c]
            d = DIGIT[m]
            board = boards[d]
            x = board & pmask[c]
            if x:
                board ^= x
                boards[d] = board
                oth = other[c]
                if oth is None:
                    oth = cover.other_of(c)
                while x:
                    o = x.bit_length() - 1
                    x ^= bits[o]
                    om = cands[o] ^ m
                    if not om & (om - 1):
                        if not om:
                            return False
                        queue.append(o)
                    cands[o] = om
                    for hm in oth[o]:
                        pl = board & hm
                        if not pl & (pl - 1):
                            if not pl:
                                return False
                            hidden.append((pl, d))
        if not hidden:
            return True
        while hidden:
            pl, d = hidden.pop()
            x = pl.bit_length() - 1
            b = 1 << d
            mx = cands[x]
            if mx != b:  # by the invariant mx holds b and more: the digit goes here
                if not _strike(boards, x, mx ^ b, homes[x], hidden):
                    return False
                cands[x] = b
                queue.append(x)


def locked(cands: list[int], boards: list[int], queue: list[int], hidden: list[tuple[int, int]],
           cover: Cover, digits: Sequence[int]) -> int:
    """Locked candidates: a digit whose places in a house all lie where it crosses another house goes from the rest of that other house.

    (A box's digit confined to one row leaves the rest of the row, and a
    row's confined to one box the rest of the box; jigsaw pieces the same.)
    Only ``digits`` are looked at (a pass after another needs only those
    whose boards changed since).  Returns 0 on a contradiction, 1 if nothing
    changed, 2 if candidates went (newly fixed cells queued, places that
    fell to one in ``hidden``).
    """
    homes = cover.homes
    changed = 1
    for hm, crossing in zip(cover.hmask, cover.crossings()):
        for d in digits:
            pl = boards[d] & hm
            if not pl & (pl - 1):
                continue
            for hm2 in crossing[(pl & -pl).bit_length() - 1]:  # the crossings through its first place
                if pl & ~hm2:
                    continue
                out = boards[d] & hm2 & ~hm
                b = 1 << d
                while out:
                    low = out & -out
                    out ^= low
                    x = low.bit_length() - 1
                    mx = cands[x] ^ b
                    if not mx or not _strike(boards, x, b, homes[x], hidden):
                        return 0
                    cands[x] = mx
                    changed = 2
                    if not mx & (mx - 1):
                        queue.append(x)
                break
    return changed


def pick(cands: list[int], boards: list[int], cover: Cover, busiest: bool) -> int:
    """The cell to branch on: a cell with two digits if any, else :func:`.branching.pick`'s.

    A bit-sliced count over the boards (which cells allow at least one, two,
    three digits) finds the two-digit cells in a few dozen operations where
    the scan tests cell after cell.  Of those, the first in reading order; or
    with ``busiest``, the one with the most open peers, the classic
    tie-break: it shrinks the tree of a grid with givens (the corpus's worst
    16x16 branches 64 times instead of 120, minimal 16x16s a quarter less)
    but grows that of a near-empty one tenfold (counting the jigsaw of
    tests/engine/test_budget.py), so the search asks for it only where the
    root fixed a quarter of the cells or more.
    """
    one = two = three = 0
    for b in boards:
        three |= two & b
        two |= one & b
        one |= b
    pairs = two & ~three
    if not pairs:
        return _pick(cands)
    if not busiest:
        return (pairs & -pairs).bit_length() - 1
    pmask, bits = cover.pmask, cover.bits
    best = most = -1
    while pairs:  # from the last cell back, so ties go to the first
        c = pairs.bit_length() - 1
        pairs ^= bits[c]
        n = (pmask[c] & two).bit_count()
        if n >= most:
            best, most = c, n
    return best
