"""The exact solver: constraint propagation plus search, never fooled.

Everything that must *know* the answer -- the uniqueness check of the
generator, ``python -m game solve``, filling in a level's solution so moves can
be validated -- asks this module.  The logical solver explains; this one only
has to be right and fast, so it is written for speed in plain Python:

* **Candidates are int bitmasks** (bit d = digit d) in a flat list, one per
  cell.  A search node is one such list; a branch copies it (``list(cands)``
  of a few dozen ints is far cheaper than undo bookkeeping).
* **Singles**, run to a fixpoint at every node:
  *naked single* -- a cell down to one digit d removes d from
  ``puzzle.conflicts[cell][d]`` (a queue of newly fixed cells drives it);
  *hidden single* -- in a house (cells holding 1..len once) a digit left in
  one cell only is that cell's answer, and a digit left in no cell, or two
  digits forced into one cell, is a contradiction.  Where houses are small
  (Suguru, Ripple), and at the root of a geometry's first search, each house
  is scanned with the once/twice bitmask trick (one pass, three ``|``/``&``
  per cell; :mod:`.propagation`).  A big-housed grid (sudoku) whose geometry
  was searched before builds its root in bulk on a grid bitmask per digit
  (:func:`.places.root`: the 16x16 median halved), and below the root the
  search carries those bitmasks, and a hidden single is
  found when a house's places for a digit fall to one, with no house scanned
  (:mod:`.places`; the 16x16 corpus's worst case went from 35 ms to 8 ms when
  it came, rescanning its 48 houses every round having been most of it; the
  per-digit bitmasks and the choice of branch below took it under 4 ms, about
  twice a C dancing-links solver's time in the same run, bench/sudoku.py).
  From a geometry's second search on, up to 16x16, the whole-board form of
  :mod:`.segments` reaches the same fixpoints with a few whole-int operations
  a round (the 9x9 corpus's median 115 us to 30, its worst 470 to 150, about
  1.5 times the C solver's; the 16x16's 3.3 ms to 2.8).
* **Pointing**, only where singles are stuck and the search would branch
  (then singles again):
  a digit whose places in a house all conflict with some cell is removed
  from that cell (locked candidates, generalised through the conflict
  tables).  It costs a pass over the houses but cuts the trees of minimal
  Ripple Effect puzzles by an order of magnitude.  It is switched off where
  houses are big (sudoku), where it costs more than the branches it saves;
  there, at the root only, the places give *locked candidates* cheaply (a
  digit whose places in a house lie where it crosses another house leaves
  the rest of that house), which solves the hardest 9x9 jigsaw of the corpus
  without a branch.
* **Branching on the most constrained cell** (fewest candidates, first such
  cell in row-major order, stopping at the first two-candidate cell; in the
  incremental form on a grid with givens, the two-candidate cell with the
  most open peers; a count whose number alone is seen picks its own,
  :mod:`.freecount`: the 16x16 corpus's worst from 2.4 ms to 0.95).
* **An explicit stack**, not recursion: a 40x25 ripple may branch deeper than
  Python's recursion limit.

Soundness does not rest on the propagation being clever, only on it never
removing a possible digit: a leaf (every cell single, queue empty, every house
scanned clean) satisfies every conflict (each fixed digit was removed from its
conflict cells) and every house (each house holds all its digits in as many
cells).  Kinds with rules beyond those tables (Sujiko's circle sums) are
checked with ``rules.extra_ok`` at complete leaves only -- correct, but it
lets the search wander, so a kind may bring its own search through its rules'
hooks (``exact_search``, ``exact_count``): Sujiko's is a lookup table for 3x3
and a search with sum propagation for other sizes.

**Counting is exact up to the limit**: the search explores the whole tree
until it has seen ``limit`` solutions, so ``count == 1`` means the tree was
exhausted with exactly one leaf.

**Tables are cached per geometry and built lazily.**  A puzzle's conflict
lists depend only on (kind, size, regions), not on the givens, so they are
kept in a small module-level cache keyed by that geometry: the generator,
which solves hundreds of clue sets on one partition, and a fresh
:class:`Puzzle` object parsed from the same line both reuse them.  Where the
kind derives its conflicts from ``rules.peers``, entries are computed only
when the search first needs them, so a first ("cold") call does not pay for
the whole ``puzzle.conflicts`` table; where the kind's peers are the same for
every digit (``rules.peer_source``: Suguru) it makes one tuple per cell, every
cell's at once when the search first needs one.  ``bench/engine.py`` reports
cold and warm times separately.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from . import budget as _budget
from . import freecount as _freecount
from . import places as _places
from . import propagation as _prop
from . import segments as _segments
from .branching import branch_digits
from .branching import pick as _pick
from .branching import pick_random as _pick_random
from .budget import Budget
from .puzzle import Puzzle, digit_char
from .rules import Rules
from .tally import Tally

Values = tuple[int, ...]
Conflicts = tuple[tuple[tuple[int, ...], ...], ...]
Houses = _prop.Houses
_Tables = _prop.Tables
_tables = _prop.tables
_DIGIT = _places.DIGIT


def root_scans(ncells: int) -> int:
    """House scans at the root of a big-housed search before it switches to the incremental form.

    All of them (-1) below 9x9, where a scan is cheap; 4 up to 12x12; 2
    beyond, where a scan costs more and the switch pays sooner (measured on
    the corpus: each setting is the fastest for its sizes' medians).
    """
    return -1 if ncells < 81 else 4 if ncells <= 144 else 2


class NotUniqueError(ValueError):
    """A puzzle has no solution, or more than one, where exactly one is needed."""


def clear_cache() -> None:
    """Forget every cached table (the bench uses it to time cold calls)."""
    _prop.CACHE.clear()
    _segments.CACHE.clear()


def _start(p: Puzzle, cands: Sequence[int] | None) -> list[int]:
    if cands is None:  # p.initial_candidates, without building p's own tables
        return [1 << g if g else full for g, full in zip(p.givens, _tables(p).full)]
    if len(cands) != p.ncells:
        raise ValueError(f"cands has {len(cands)} entries; this {p.width}x{p.height} puzzle has {p.ncells} cells")
    return list(cands)


def _search(p: Puzzle, cands: Sequence[int] | None, limit: int, rng: random.Random | None = None,
            node_cap: int | None = None) -> tuple[list[Values], bool]:
    """Depth-first search from ``cands`` (None: the givens).  Returns (up to ``limit`` solutions, hit the node cap).

    Spends the budget in force (:mod:`.budget`), if any: a node costs the
    cell count, and running out raises :class:`~.errors.GaveUp`.
    """
    if rng is None:
        tables = _tables(p)
        space = _segments.space_for(p, tables)
        if space is not None:
            return _segments.search(space, _root(p, space, cands), limit, node_cap, tables.node_cost)
    return _places_search(p, cands, limit, rng, node_cap)


def _places_search(p: Puzzle, cands: Sequence[int] | None, limit: int, rng: random.Random | None,
                   node_cap: int | None) -> tuple[list[Values], bool]:
    """:func:`_search` where the whole-board form does not apply."""
    start = _start(p, cands)
    own = p.rules.exact_search(p, start, limit, rng, node_cap)  # Sujiko's sums: their own propagation
    if own is not None:
        return own
    if 0 in start:
        return [], False
    tables = _tables(p)
    if tables.incremental and (len(start) < 64 or not tables.covered()):
        # The scanning form for a few rounds first on a geometry's first
        # search (most grids are solved there, and then no incremental tables
        # are built: a jigsaw generator meets a new geometry at every attempt),
        # and below 8x8, where it is the cheaper root (measured on the corpus).  The root's
        # fixpoint is the same either way, so the tree is too.
        start = list(start)
        queue = [c for c, m in enumerate(start) if not m & (m - 1)]
        if not _prop.propagate(start, queue, tables, root_scans(len(start))):
            return [], False
        if not queue and _pick(start) < 0:
            return _walk(p, tables, (start, [], -1, 0), _as_is, _pick_scanning, limit, rng, node_cap)
    cover = tables.cover() if tables.incremental else None
    if cover is not None:
        root = _places_root(list(start), cover)
        if root is None:
            return [], False
        busiest = 4 * sum(1 for m in root[0] if not m & (m - 1)) >= len(root[0])  # see places.pick
        root = _places_locked(root, cover)
        if root is None:
            return [], False
        return _walk(p, tables, root, _places_node(cover), _places_pick(cover, busiest), limit, rng, node_cap)
    return _walk(p, tables, (start, [], -1, 0), _scanning_node(tables), _pick_scanning, limit, rng, node_cap)


def _root(p: Puzzle, space: _segments.Space, cands: Sequence[int] | None) -> tuple[_segments.Node, bool] | None:
    """The root on the whole-board form (:mod:`.segments`)."""
    return _segments.root_givens(space, p.givens) if cands is None else _segments.root(space, _start(p, cands))


Node = tuple[list[int], list[int], int, int]
"""A search node: its parent's candidates and incremental state, and the cell and digit it fixes (-1: none)."""
Expand = Callable[[list[int], list[int], int, int], "tuple[list[int], list[int]] | None"]
"""A node's candidates (and state) after its digit is set and propagated; None on a contradiction."""
Pick = Callable[[list[int], list[int]], int]
"""The cell a node branches on, from its candidates (and state): :func:`.branching.pick`'s choice, -1 if none."""


def _pick_scanning(cands: list[int], _: list[int]) -> int:
    return _pick(cands)


def _walk(p: Puzzle, tables: _Tables, root: Node, expand: Expand, pick: Pick, limit: int,
          rng: random.Random | None, node_cap: int | None) -> tuple[list[Values], bool]:
    """The depth-first loop of :func:`_search`, on an explicit stack (a 40x25 ripple may branch
    deeper than Python's recursion limit), spending the budget in force."""
    extra = tables.extra
    found: list[Values] = []
    stack = [root]
    tally = Tally(tables.node_cost, node_cap)
    while stack:
        got = expand(*stack.pop())
        if got is None:
            continue
        cands, state = got
        cell = pick(cands, state) if rng is None else _pick_random(cands, rng)
        if cell < 0:
            values = tuple(map(_DIGIT.__getitem__, cands))
            if extra is None or extra(p, values):
                found.append(values)
                if len(found) >= limit:
                    break
            continue
        if rng is None:  # branch_digits' order, without building its list
            m = cands[cell]
            while m:
                d = m.bit_length() - 1
                m ^= 1 << d
                stack.append((cands, state, cell, d))
        else:
            for d in branch_digits(cands[cell], rng):
                stack.append((cands, state, cell, d))
        if tally.add():
            break
    return found, tally.close()


def _scanning_node(tables: _Tables) -> Expand:
    """Nodes in the scanning form: singles, and pointing where it pays, on a copy of the parent's candidates."""
    pointing = tables.pointing

    def expand(cands: list[int], _: list[int], cell: int, d: int) -> tuple[list[int], list[int]] | None:
        if cell >= 0:
            cands = list(cands)
            cands[cell] = 1 << d
            queue = [cell]
        else:
            queue = [c for c, m in enumerate(cands) if not m & (m - 1)]
        if not _prop.propagate(cands, queue, tables):
            return None
        while pointing and _pick(cands) >= 0:  # singles are stuck: try pointing before branching
            r = _prop.pointing(cands, queue, tables)
            if r == 1:
                break
            if not r or not _prop.propagate(cands, queue, tables):
                return None
        return cands, _

    return expand


def _places_node(cover: _places.Cover) -> Expand:
    """Nodes in the incremental form (:mod:`.places`): copies of the parent's candidates and boards."""
    assign = _places.assign

    def expand(cands: list[int], boards: list[int], cell: int, d: int) -> tuple[list[int], list[int]] | None:
        if cell >= 0:
            cands, boards = cands[:], boards[:]
            if not assign(cands, boards, cell, d, cover):
                return None
        return cands, boards

    return expand


def _places_pick(cover: _places.Cover, busiest: bool) -> Pick:
    pick = _places.pick

    def choose(cands: list[int], boards: list[int]) -> int:
        return pick(cands, boards, cover, busiest)

    return choose


def _as_is(cands: list[int], state: list[int], cell: int, d: int) -> tuple[list[int], list[int]] | None:
    return cands, state  # a root propagated already


def _places_root(cands: list[int], cover: _places.Cover) -> Node | None:
    """The root of a big-housed search: the boards, and singles to a fixpoint; None on a contradiction."""
    boards = _places.root(cands, cover)
    if boards is None:
        return None
    return cands, boards, -1, 0


def _places_locked(root: Node, cover: _places.Cover) -> Node | None:
    """Locked candidates at the root, alternating with singles to a fixpoint; None on a contradiction."""
    # At the root only: they cut the hardest jigsaw's tree from 154 branches
    # to none, but a pass costs more than a node of a 16x16, so below the
    # root they would cost more than they save.
    cands, boards = root[0], root[1]
    queue: list[int] = []
    hidden: list[tuple[int, int]] = []
    every = range(1, cover.ndigits + 1)
    digits: Sequence[int] = every
    while _pick(cands) >= 0:
        before = boards[:]
        r = _places.locked(cands, boards, queue, hidden, cover, digits)
        if r == 1:
            break
        if not r or not _places.propagate(cands, boards, queue, hidden, cover):
            return None
        digits = [d for d in every if boards[d] != before[d]]  # the next pass: only digits that lost places
    return root


# -- public API ---------------------------------------------------------------
def count_solutions(puzzle: Puzzle, limit: int = 2, cands: Sequence[int] | None = None,
                    budget: Budget | None = None) -> tuple[int, Values | None]:
    """How many solutions (capped at ``limit``), and the first one found.

    ``cands`` (one candidate mask per cell) starts the search from a play
    position instead of the givens.  The first solution is the one with the
    smallest digits at the branch points, so it is the same on every run.
    The search spends ``budget`` (default: the one in force, else a fresh
    default one) and raises :class:`~.errors.GaveUp` when it runs out.
    """
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    if budget is None and _budget.current() is None and type(puzzle.rules).exact_count is Rules.exact_count:
        tables = _tables(puzzle)  # no budget anyone sees, no count of the kind's own
        space = _segments.space_for(puzzle, tables)
        if space is not None:
            found = _freecount.count(space, _root(puzzle, space, cands), limit, tables.node_cost)
        else:
            with _budget.active():
                found = _places_search(puzzle, cands, limit, None, None)[0]
        return len(found), (found[0] if found else None)
    with _budget.active(budget):
        own = puzzle.rules.exact_count(puzzle, limit) if cands is None else None
        if own is not None:
            return own  # the kind's own count (3x3 Sujiko: one table lookup, no search)
        found, _ = _search(puzzle, cands, limit)
    return len(found), (found[0] if found else None)


def has_solution(puzzle: Puzzle, cands: Sequence[int]) -> bool:
    """``count_solutions(puzzle, 1, cands)[0] == 1`` where no budget is handed in: whether the position
    ``cands`` has a solution at all.  With no budget in force it skips what only the first solution
    needs: writing it out, and finding it again on the usual tree (:func:`.freecount.exists`)."""
    if _budget.current() is None and type(puzzle.rules).exact_count is Rules.exact_count:
        tables = _tables(puzzle)
        space = _segments.space_for(puzzle, tables)
        if space is not None:
            return _freecount.exists(space, cands, tables.node_cost)
        with _budget.active():
            return bool(_places_search(puzzle, cands, 1, None, None)[0])
    return count_solutions(puzzle, 1, cands)[0] == 1


def solutions(puzzle: Puzzle, limit: int = 5, budget: Budget | None = None) -> list[Values]:
    """Up to ``limit`` solutions, in search order (spending ``budget`` as :func:`count_solutions` does)."""
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    with _budget.active(budget):
        return _search(puzzle, None, limit)[0]


def solve(puzzle: Puzzle, budget: Budget | None = None) -> Values | None:
    """Any one solution (the first in search order), or None if there is none."""
    return count_solutions(puzzle, 1, budget=budget)[1]


def is_unique(puzzle: Puzzle, budget: Budget | None = None) -> bool:
    return count_solutions(puzzle, 2, budget=budget)[0] == 1


def ensure_solution(puzzle: Puzzle, budget: Budget | None = None) -> Puzzle:
    """The puzzle with ``.solution`` set to its one solution.

    Raises :class:`NotUniqueError` naming the problem when there is no
    solution, or when there are several (with a cell where two differ), and
    :class:`~.errors.GaveUp` when ``budget`` runs out first.
    """
    found = solutions(puzzle, 2, budget)
    if not found:
        raise NotUniqueError(f"this {puzzle.width}x{puzzle.height} {puzzle.kind} has no solution: "
                             "its givens contradict each other")
    if len(found) > 1:
        a, b = found
        cell = next(c for c in range(puzzle.ncells) if a[c] != b[c])
        raise NotUniqueError(
            f"this {puzzle.width}x{puzzle.height} {puzzle.kind} has more than one solution: "
            f"{puzzle.cell_name(cell)} can be {digit_char(a[cell])} or {digit_char(b[cell])}"
        )
    if puzzle.solution == found[0]:
        return puzzle
    return puzzle.with_solution(found[0])


def random_fill(puzzle: Puzzle, rng: random.Random, node_cap: int) -> Values | None:
    """A random full solution of ``puzzle`` (usually one with no givens).

    Digit order and ties between equally constrained cells come from ``rng``,
    so the same rng state gives the same grid.  Returns None when no solution
    exists or the search branched more than ``node_cap`` times (some
    partitions admit no filling at all, so callers retry with another).
    ``node_cap`` is its bound: no work budget applies unless one is in force.
    """
    found, _ = _search(puzzle, None, 1, rng=rng, node_cap=node_cap)
    return found[0] if found else None

