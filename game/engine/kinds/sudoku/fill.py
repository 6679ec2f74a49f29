"""The random full grid of an empty sudoku or jigsaw: :func:`game.engine.exact.random_fill`'s very search, cheaper.

A jigsaw attempt fills a fresh layout, and one layout in four will not fill
within the node cap: those searches run to the cap (some 4,000 branch points)
and were a third of the time of building the jigsaw set.  This module runs the
same depth-first search for an *empty* N x N board, in one tight loop:

* **The same nodes.**  Each node holds the candidates (one digit mask per cell)
  and, per digit, the grid bitmask of the cells that still allow it, as the
  exact solver's incremental form does (:mod:`game.engine.places`).  Setting a
  cell propagates naked and hidden singles to their fixpoint, which is the same
  whatever the order (every strike is forced by the singles on any fewer
  candidates), so each node's candidates are the exact solver's, and a node
  that empties a cell, or leaves a digit no place in a house, fails there as it
  does there.  An empty board's root has nothing to propagate.
* **The same draws.**  The branch cell is the most constrained open cell,
  ties broken by one draw among them in cell order; its digits are shuffled;
  the search pops the last pushed first; and it gives up once it has branched
  more than ``node_cap`` times.  The draws are ``Random._randbelow``'s own
  (``getrandbits`` until below the bound), the ones ``randrange`` and
  ``shuffle`` make, so the rng ends in the same state and the next attempt
  draws what it drew before.
* **Cheaper nodes.**  Each node keeps its cells' candidate counts beside the
  candidates (a strike lowers one), so the branch cell is found by counting a
  list rather than popcounting every cell; a parent's last child to be popped
  works on the parent's lists in place (nothing reads them after it); and a
  two-digit shuffle is its one draw written out.  The counts are a bytearray
  (counting and finding a count scan bytes, comparing no int objects); a
  house's places for a digit are told to be at most one by ``bit_count``, and
  the houses of a cell (three) and of a struck peer (two) are checked written
  out, not in a loop: the hottest lines of the search, repeated on purpose.

Anything else (givens, a budget in force, a rng of another make, and boards
below 6x6, whose small houses the exact solver also searches with its pointing
rule) goes to the exact solver unchanged.
"""

from __future__ import annotations

import random

from ... import budget as _budget
from ... import exact
from ... import propagation as _prop
from ...puzzle import Puzzle

__all__ = ["random_fill"]

_DIGIT = {1 << d: d for d in range(1, 64)}
_DESC: dict[int, list[int]] = {}  # a mask's digits, highest first, as met


def _digits(m: int) -> list[int]:
    """The digits of the mask m, highest first."""
    return [e for e in range(m.bit_length() - 1, 0, -1) if m >> e & 1]


def random_fill(puzzle: Puzzle, rng: random.Random, node_cap: int) -> tuple[int, ...] | None:
    """``exact.random_fill(puzzle, rng, node_cap)``: the same grid (or None) and the same draws."""
    n = puzzle.width
    if (type(rng) is not random.Random or any(puzzle.givens) or puzzle.height != n or n < 2
            or _budget.current() is not None):
        return exact.random_fill(puzzle, rng, node_cap)
    search = _prop.tables(puzzle)
    if search.pointing or not search.incremental:
        return exact.random_fill(puzzle, rng, node_cap)  # small boards: its nodes also point
    return _Fill(n, puzzle.regions).run(rng, node_cap)


class _Fill:
    """One layout's tables (houses as grid bitmasks), and the search over it."""

    __slots__ = ("n", "homes", "pmask", "bits", "other")

    def __init__(self, n: int, regions: tuple[int, ...]) -> None:
        self.n = n
        ncells = n * n
        bits = self.bits = [1 << c for c in range(ncells)]
        rows = [sum(bits[r * n:r * n + n]) for r in range(n)]
        cols = [sum(bits[c::n]) for c in range(n)]
        regs = [0] * n
        for c, r in enumerate(regions):
            regs[r] |= bits[c]
        self.homes = [(rows[c // n], cols[c % n], regs[regions[c]]) for c in range(ncells)]
        self.pmask = [(h[0] | h[1] | h[2]) ^ bits[c] for c, h in enumerate(self.homes)]
        # other[c][o]: for a peer o of c, o's houses that c is not in (where o losing c's
        # digit can leave that digit one place); filled in as cells are first set.
        self.other: list[list[tuple[int, int]] | None] = [None] * ncells

    def _other(self, c: int) -> list[tuple[int, int]]:
        # Two always, so the search unpacks them: a lone house is paired with the whole board,
        # where a digit keeps one place a row (n >= 6) unless a row has lost its last, which
        # fails the node when it happens: that check never finds one place.
        row, col, reg = self.homes[c]
        out: list[tuple[int, int]] = [(0, 0)] * len(self.bits)
        bits, homes = self.bits, self.homes
        x = self.pmask[c]
        while x:
            o = x.bit_length() - 1
            x ^= bits[o]
            ro, co, go = homes[o]
            if go is reg:
                out[o] = (co, -1) if ro is row else (ro, -1) if co is col else (ro, co)
            else:
                out[o] = (co, go) if ro is row else (ro, go)  # a peer outside c's piece shares a line
        self.other[c] = out
        return out

    def run(self, rng: random.Random, node_cap: int) -> tuple[int, ...] | None:
        n = self.n
        ncells = n * n
        full = ((1 << n) - 1) << 1
        every = (1 << ncells) - 1
        # A child that is the last of its parent's to be popped changes the parent's lists in place
        # (nothing else reads them any more); the others work on copies.
        stack: list[tuple[list[int], list[int], bytearray, int, int, bool]] = [
            ([full] * ncells, [0] + [every] * n, bytearray([n]) * ncells, -1, 0, True)]
        pop, push = stack.pop, stack.append
        getrandbits = rng.getrandbits
        sizes = range(3, n + 1)
        pmask, bits, homes, other, others = self.pmask, self.bits, self.homes, self.other, self._other
        digit = _DIGIT
        desc = _DESC
        def assign(cands: list[int], boards: list[int], counts: bytearray, cell: int, d: int) -> bool:
            """Set cell to d and propagate the singles (the exact solver's places.assign and propagate,
            written out here): False on a contradiction."""
            hp: list[int] = []  # pairs: the places of a digit in a house that fell to one cell, the digit
            queue = [cell]
            rm = cands[cell] ^ 1 << d
            cands[cell] = 1 << d
            counts[cell] = 1
            x = cell
            while True:
                # x is set to its digit: off the boards of the digits of rm, checking its houses
                bc = bits[x]
                h1, h2, h3 = homes[x]
                got = desc.get(rm)
                if got is None:
                    got = desc[rm] = _digits(rm)
                for e in got:
                    board = boards[e] ^ bc
                    boards[e] = board
                    pl = board & h1
                    if pl.bit_count() < 2:
                        if not pl:
                            return False
                        hp.append(pl)
                        hp.append(e)
                    pl = board & h2
                    if pl.bit_count() < 2:
                        if not pl:
                            return False
                        hp.append(pl)
                        hp.append(e)
                    pl = board & h3
                    if pl.bit_count() < 2:
                        if not pl:
                            return False
                        hp.append(pl)
                        hp.append(e)
                while queue:  # the naked singles: each set cell's digit leaves its peers
                    c = queue.pop()
                    m = cands[c]
                    e = digit[m]
                    board = boards[e]
                    y = board & pmask[c]
                    if y:
                        board ^= y
                        boards[e] = board
                        oth = other[c]
                        if oth is None:
                            oth = others(c)
                        while y:
                            o = y.bit_length() - 1
                            y ^= bits[o]
                            cands[o] ^= m
                            k = counts[o] - 1
                            counts[o] = k
                            if k < 2:
                                if not k:
                                    return False
                                queue.append(o)
                            h1, h2 = oth[o]
                            pl = board & h1
                            if pl.bit_count() < 2:
                                if not pl:
                                    return False
                                hp.append(pl)
                                hp.append(e)
                            pl = board & h2
                            if pl.bit_count() < 2:
                                if not pl:
                                    return False
                                hp.append(pl)
                                hp.append(e)
                while hp:  # the hidden singles: a digit's one place in a house is its cell
                    e = hp.pop()
                    pl = hp.pop()
                    x = pl.bit_length() - 1
                    b = 1 << e
                    mx = cands[x]
                    if mx != b:
                        rm = mx ^ b
                        cands[x] = b
                        counts[x] = 1
                        queue.append(x)
                        break
                else:
                    return True  # nothing left to propagate

        nodes = 0
        while stack:
            cands, boards, counts, cell, d, own = pop()
            if cell >= 0:
                if not own:
                    cands = cands[:]
                    boards = boards[:]
                    counts = counts[:]
                if not assign(cands, boards, counts, cell, d):
                    continue
            ties = counts.count(2)
            fewest = 2
            if not ties:
                for fewest in sizes:
                    ties = counts.count(fewest)
                    if ties:
                        break
                else:
                    return tuple([digit[m] for m in cands])  # every cell set: the grid
            # The most constrained cell, the tie drawn as rng.randrange(ties) draws it.
            k = ties.bit_length()
            nth = getrandbits(k)
            while nth >= ties:
                nth = getrandbits(k)
            index = counts.index
            cell = index(fewest)
            for _ in range(nth):
                cell = index(fewest, cell + 1)
            m = cands[cell]
            got = desc.get(m)
            if got is None:
                got = desc[m] = _digits(m)
            if fewest == 2:  # rng.shuffle of two: one draw below 2, from two bits
                j = getrandbits(2)
                while j > 1:
                    j = getrandbits(2)
                hi, lo = got
                if j:
                    push((cands, boards, counts, cell, hi, True))
                    push((cands, boards, counts, cell, lo, False))
                else:
                    push((cands, boards, counts, cell, lo, True))
                    push((cands, boards, counts, cell, hi, False))
            else:
                digits = got[:]
                for i in range(len(digits) - 1, 0, -1):  # rng.shuffle(digits), draw for draw
                    k = (i + 1).bit_length()
                    j = getrandbits(k)
                    while j > i:
                        j = getrandbits(k)
                    digits[i], digits[j] = digits[j], digits[i]
                push((cands, boards, counts, cell, digits[0], True))
                for e in digits[1:]:
                    push((cands, boards, counts, cell, e, False))
            nodes += 1
            if nodes > node_cap:
                return None
        return None
