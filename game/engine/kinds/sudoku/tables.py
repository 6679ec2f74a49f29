"""What every sudoku finder reads: the per-layout tables, shared helpers, and the wrapper
that turns a finder into a technique.

The layering is the one of :mod:`game.engine.techniques`, so the logical
solver in :mod:`game.engine.logic` runs sudoku's techniques as fast as its own:

* a **finder** ``(S, cands) -> Found | None`` reads a bare candidate list
  through the per-layout :class:`SudokuTables` ``S`` (rows, columns and
  regions as cell lists and cell bitmasks, peers, house names), works on int
  bitmasks and writes no text: a :class:`~game.engine.techniques.Found`
  carries a sentence function and its arguments, called only when someone
  reads it;
* a **public function** ``technique(pos) -> Deduction | None`` for the hint
  button and the tests, made from a finder by :func:`as_technique`.  It
  carries its finder as the attribute ``core`` (the solver's signature
  ``(T, cands, dirty) -> (Found | None, dirty)``), and the naked single
  carries ``targets``/``deduce`` instead, which is how logic.py runs it as a
  propagation queue.  The finders rescan every house (they ignore ``dirty``):
  the solver only reaches a costly finder when every cheaper one has failed,
  and the cheap ones (singles) are fast scans.

The finders themselves are in :mod:`.techniques` (singles, locked
candidates, subsets, fish, the guess) and :mod:`.chains` (colouring and
wings).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable

from ...deduction import Deduction, HasCandidates
from ...puzzle import Puzzle, digit_char, full_mask
from ...regionplaces import region_reader
from ...techniques import Elims, Found, Tables, digits
from ...wording import join_and
from .boxes import box_geometry

# -- per-layout tables ----------------------------------------------------------------------


class SudokuTables:
    """What the sudoku finders look up, computed once per layout (size and regions).

    ``houses`` are rows 0..N-1, columns N..2N-1 and regions 2N..3N-1, the
    order of ``puzzle.houses``; ``order`` is the scan order (regions, rows,
    columns).  ``hbits``/``peerbits`` are the same cell sets as bitmasks.
    """

    __slots__ = ("n", "ncells", "names", "houses", "hbits", "hname", "order", "cell_houses",
                 "peers", "peerbits", "ns", "box", "rcells", "rname", "scanbits", "allscan", "alldigits",
                 "crossing", "readers", "locks")

    def __init__(self, puzzle: Puzzle):
        n = self.n = puzzle.width
        self.ncells = n * n
        self.names = tuple(puzzle.cell_name(c) for c in range(n * n))
        rows = [tuple(range(r * n, r * n + n)) for r in range(n)]
        cols = [tuple(range(c, n * n, n)) for c in range(n)]
        regs = list(puzzle.region_cells)
        self.houses = tuple(rows + cols + regs)
        self.hbits = tuple(sum(1 << c for c in h) for h in self.houses)
        self.box = box_geometry(puzzle)
        region_names = [f"box {k + 1}" if self.box else f"the region at {self.names[cs[0]]}"
                        for k, cs in enumerate(regs)]
        self.hname = tuple([f"row {r + 1}" for r in range(n)] + [f"column {c + 1}" for c in range(n)]
                           + region_names)
        self.order = tuple(range(2 * n, 2 * n + len(regs))) + tuple(range(2 * n))
        # The houses in scan order under the names the region finders of game.engine.techniques read,
        # so those finders serve sudoku unchanged (see .techniques._house_at).
        self.rcells = tuple(self.houses[h] for h in self.order)
        self.rname = tuple(self.hname[h] for h in self.order)
        self.readers = tuple(region_reader(cells) for cells in self.rcells)  # cands -> a house's, as a tuple
        self.cell_houses = tuple((c // n, n + c % n, 2 * n + puzzle.regions[c]) for c in range(n * n))
        # The solver's dirty masks over the houses: bit i is the i-th house in scan order.
        where = {h: i for i, h in enumerate(self.order)}
        self.scanbits = tuple(sum(1 << where[h] for h in self.cell_houses[c]) for c in range(n * n))
        self.allscan = (1 << len(self.order)) - 1
        self.alldigits = full_mask(n)
        # crossing[h][k]: the cells of house h that lie in house k, as a mask of h's local indices.
        crossing = []
        for cells in self.houses:
            row = dict.fromkeys(range(len(self.houses)), 0)
            for j, c in enumerate(cells):
                for k in self.cell_houses[c]:
                    row[k] |= 1 << j
            crossing.append(row)
        self.crossing = tuple(crossing)
        # locks[h]: each other house k sharing two cells or more with house h, ascending, as (the mask of
        # h's local indices outside k, k, k's cells outside h): where locked candidates look and strike.
        self.locks = tuple(
            tuple(((1 << len(cells)) - 1 & ~om, k, tuple([c for c in self.houses[k] if not self.hbits[h] >> c & 1]))
                  for k, om in sorted(crossing[h].items()) if k != h and om & (om - 1))
            for h, cells in enumerate(self.houses))
        peerbits = []
        peers = []
        houses, hbits = self.houses, self.hbits
        for c in range(n * n):
            r, col, g = self.cell_houses[c]
            peerbits.append((hbits[r] | hbits[col] | hbits[g]) & ~(1 << c))
            seen = {*houses[r], *houses[col], *houses[g]}
            seen.discard(c)
            peers.append(tuple(sorted(seen)))  # ascending, as the cells of its mask
        self.peerbits = tuple(peerbits)
        self.peers = tuple(peers)
        self.ns = tuple((p,) * (n + 1) for p in self.peers)


@lru_cache(maxsize=64)
def _tables_for(width: int, regions: tuple[int, ...]) -> SudokuTables:
    return SudokuTables(Puzzle("sudoku", width, width, (0,) * (width * width), regions))


def sudoku_tables(puzzle: Puzzle) -> SudokuTables:
    """The (cached) sudoku tables of a puzzle's layout."""
    return _tables_for(puzzle.width, puzzle.regions)


@lru_cache(maxsize=64)
def tables_of(T: Tables) -> SudokuTables:
    """The sudoku tables of a layout's kind-neutral tables (cached on the object: hashing it is
    cheap, hashing its regions is not, and the naked single asks once per answer)."""
    return _tables_for(T.width, T.regions)


def house_name(p: Puzzle, house: int) -> str:
    """Name house ``house`` of ``p.houses`` (rows, then columns, then regions): ``row 3``,
    ``column 5``, ``box 2`` or ``the region at r1c1``, as the hint sentences do."""
    return sudoku_tables(p).hname[house]


# -- small helpers ----------------------------------------------------------------------------


# A cell bitmask lists its cells exactly as a candidate mask lists its digits.
cells_of = digits


def digit_chars(ds: Iterable[int]) -> list[str]:
    """Digits as the board writes them (10 and up as letters, like the line format)."""
    return [digit_char(d) for d in ds]


def cell_names(S: SudokuTables, cells: Iterable[int]) -> str:
    return join_and([S.names[c] for c in cells])


def strike(S: SudokuTables, cands: list[int], bits: int, d: int) -> Elims:
    """Delete ``d`` from the unanswered cells of ``bits`` that hold it."""
    bd = 1 << d
    return [(c, d) for c in cells_of(bits) if cands[c] & bd and cands[c] != bd]


# -- the wrapper ------------------------------------------------------------------------------------

Finder = Callable[[SudokuTables, list[int]], "Found | None"]
PartCore = Callable[[SudokuTables, list[int], int], "tuple[Found | None, int]"]


def as_technique(abbr: str, find: Finder, doc: str) -> Callable[[HasCandidates], Deduction | None]:
    def technique(pos: HasCandidates) -> Deduction | None:
        f = find(sudoku_tables(pos.puzzle), pos.cands)
        if f is None:
            return None
        return Deduction(abbr, tuple(f.elims), tuple(f.reasons), f.explain(None, *f.args), tuple(f.placements))

    def core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        return find(tables_of(T), cands), dirty

    technique.__name__ = technique.__qualname__ = doc.split(":")[0]
    technique.__doc__ = doc
    setattr(technique, "core", core)
    return technique



def _house_scope(T: Tables) -> tuple[tuple[int, ...] | None, int]:
    S = tables_of(T)
    return S.scanbits, S.allscan


def _digit_scope(T: Tables) -> tuple[tuple[int, ...] | None, int]:
    return None, tables_of(T).alldigits


def as_part_technique(abbr: str, core: PartCore, by_digit: bool,
                      doc: str) -> Callable[[HasCandidates], Deduction | None]:
    """:func:`as_technique` for a finder anchored to one part at a time: a house (bit i: the i-th
    house in scan order) or, ``by_digit``, a digit (bit d).  ``core(S, cands, dirty)`` scans the
    dirty parts; the solver keeps the mask (:mod:`game.engine.solverun`), the hint passes them all."""
    def find(S: SudokuTables, cands: list[int]) -> Found | None:
        return core(S, cands, S.alldigits if by_digit else S.allscan)[0]

    technique = as_technique(abbr, find, doc)

    def solver_core(T: Tables, cands: list[int], dirty: int) -> tuple[Found | None, int]:
        return core(tables_of(T), cands, dirty)

    setattr(technique, "core", solver_core)
    setattr(technique, "scope", _digit_scope if by_digit else _house_scope)
    return technique
