"""The rules of each puzzle kind, as pluggable constraint tables.

Every kind Nanba plays reduces to three tables the solvers share:

* **digit limits** -- the largest digit a cell may hold (its region's size for
  Suguru and Ripple Effect, N for an N x N sudoku, W*H for Sujiko);
* **houses** -- groups of cells that hold 1..len(group) exactly once each
  (regions; for sudoku also rows and columns; for Sujiko the whole grid);
* **conflicts** -- for each cell and digit d, the other cells that may not
  also hold d (king neighbours, ripple distance, row/column/box ...).

A kind whose rules cannot be said with those tables alone (Sujiko's circle
sums) adds a check in :meth:`Rules.extra_ok`.  A new kind is a subclass that
fills the tables, in its own package under :mod:`game.engine.kinds`, and is
registered with the rest of its backend (:func:`game.engine.backend.register`);
no solver changes.

The rules also carry the hooks the generic code asks a kind about instead of
testing its name: which fourth field its puzzle lines hold
(:attr:`Rules.fourth_field`), the puzz.link types it answers to
(:attr:`Rules.url_names`), what a technique step costs the work budget
(:meth:`Rules.step_cost`), which cells an answer strikes beyond its region and
how to say so (:meth:`Rules.neighbour_strikes`, :meth:`Rules.explain_beyond`),
a quick source of its peers where they are the same for every digit
(:meth:`Rules.peer_source`, so the exact solver builds one tuple per cell, all at once),
and an exact solver of its own (:meth:`Rules.exact_search`, :meth:`Rules.exact_count`).
"""

from __future__ import annotations

import random
from typing import ClassVar, Literal, Protocol, Sequence

from .board import Board
from .digits import MAX_DIGIT, digit_char
from .errors import ClueError, SizeError, UnknownKindError
from .wording import join_and

Values = tuple[int, ...]

_REGISTRY: dict[str, "Rules"] = {}


class PeerSource(Protocol):
    """One geometry's peers, the same for every digit (see :meth:`Rules.peer_source`)."""

    def rows(self, max_digit: Sequence[int]) -> Sequence[tuple[tuple[int, ...], ...]]:
        """For each cell, ``max_digit[cell] + 1`` times one tuple of the cells of ``rules.peers(p, cell, d)``
        (any d, in any order)."""
        ...

    def mask_rows(self, max_digit: Sequence[int]) -> Sequence[tuple[int, ...]]:
        """The same, each tuple as a bitmask (bit c = cell c)."""
        ...


def register_rules(rules: "Rules") -> None:
    """Called by :func:`game.engine.backend.register` for the kind's rules."""
    _REGISTRY[rules.name] = rules


def unregister_rules(name: str) -> None:
    _REGISTRY.pop(name, None)


def rules_for(kind: str) -> "Rules":
    try:
        return _REGISTRY[kind]
    except KeyError:
        raise UnknownKindError(
            f"unknown puzzle kind {kind!r}: expected one of {', '.join(sorted(_REGISTRY))}"
        ) from None


def kind_names() -> list[str]:
    return sorted(_REGISTRY)


class Rules:
    """Base class: region-based kinds where each region of N cells holds 1..N."""

    name: ClassVar[str] = ""
    display_name: ClassVar[str] = ""
    fourth_field: ClassVar[Literal["regions", "sums"]] = "regions"
    """What a puzzle line's fourth field holds: region labels, or Sujiko-style circle sums."""
    sum_label: ClassVar[str] = "sum"
    """What one number of a ``sums`` field is called in messages (Sujiko: ``circle sum``)."""
    url_names: ClassVar[tuple[str, ...]] = ()
    """The puzz.link puzzle types read as this kind; the first is the one written."""
    plain_length: ClassVar[int] = 0
    """The length of this kind's common one-string form (Sudoku 9x9's 81 characters), or 0 if it has none."""
    symmetric_strikes: ClassVar[bool] = False
    """A cell holding d strikes d from another exactly when the other, holding d, strikes it (and the
    regions and strikes are all the rules): the generator then checks a swap of two digits of a region
    against the two cells' strikes alone."""
    geometric_strikes: ClassVar[bool] = False
    """:meth:`neighbour_strikes` depends on the board's width and height alone, not on its regions: the
    layout tables share it between the layouts of one size (the generator makes a layout per attempt)."""

    # -- the common one-string form ------------------------------------------------
    def plain_text(self, p: Board) -> str | None:
        """This puzzle as the kind's common one-string form, or None if it has none at this shape."""
        return None

    def plain_line(self, text: str) -> str:
        """The puzzle line of a one-string form of :attr:`plain_length` characters; a specific error if it is bad."""
        raise SizeError(f"{self.name} has no one-string form")

    # -- tables ---------------------------------------------------------------
    def digit_limits(self, p: Board) -> tuple[int, ...]:
        sizes = [len(cs) for cs in p.region_cells]
        return tuple(sizes[r] for r in p.regions)

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        return p.region_cells

    def conflicts(self, p: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
        out = []
        for cell in range(p.ncells):
            row: list[tuple[int, ...]] = [()]
            for d in range(1, p.max_digit[cell] + 1):
                row.append(tuple(sorted(self.peers(p, cell, d))))
            out.append(tuple(row))
        return tuple(out)

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        """Other cells that may not hold ``d`` when ``cell`` does."""
        s = set(p.region_of(cell))
        s.discard(cell)
        return s

    def peer_source(self, p: Board) -> PeerSource | None:
        """Where :meth:`peers` is the same for every digit, a quick source of it for ``p``'s geometry:
        the exact solver then asks it for every cell's tuple when its search first needs one."""
        return None

    # -- checks ---------------------------------------------------------------
    def validate(self, p: Board) -> None:
        """Raise a specific error if the puzzle cannot be a puzzle of this kind."""
        for cell, g in enumerate(p.givens):
            if g and g > p.max_digit[cell]:
                r, c = p.rc(cell)
                raise ClueError(
                    f"clue {digit_char(g)} at row {r + 1}, column {c + 1} is larger than "
                    f"its region, which has {p.max_digit[cell]} cells"
                )

    def region_sizes(self, width: int, height: int) -> tuple[int, int]:
        """The fewest and the most cells a region may have on a W x H board (the editor's check).

        By default any size whose digits can be written: human-made Suguru and Ripple Effect
        puzzles have regions of seven cells and more, though the generator grows at most five.
        """
        return 1, MAX_DIGIT

    def digit_cap(self, width: int, height: int) -> int:
        """The largest digit any cell of a W x H board may hold: the editor refuses a larger given."""
        return min(self.region_sizes(width, height)[1], MAX_DIGIT)

    def extra_ok(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        """Constraints beyond houses and conflicts, on a complete grid."""
        return True

    def sum_count(self, width: int, height: int) -> int:
        """How many numbers a ``sums`` field holds at this size; SizeError for a size the kind cannot have."""
        raise SizeError(f"a {self.name} puzzle line holds no sums")

    def sum_cages(self, p: Board) -> tuple[tuple[tuple[int, ...], int], ...]:
        """Groups of cells whose digits must add up to a total, as (cells, total); none by default.

        The backtracker checks each one as soon as its cells are full; a kind
        with cages (Sujiko's circles) also checks them in :meth:`extra_ok`.
        """
        return ()

    def is_solution(self, p: Board, values: list[int] | tuple[int, ...]) -> bool:
        """Does a complete grid of digits obey every rule of this kind?"""
        if len(values) != p.ncells:
            return False
        for cell, v in enumerate(values):
            if not 1 <= v <= p.max_digit[cell]:
                return False
            if p.givens[cell] and p.givens[cell] != v:
                return False
        for house in p.houses:
            if sorted(values[c] for c in house) != list(range(1, len(house) + 1)):
                return False
        for cell, v in enumerate(values):
            for other in p.conflicts[cell][v]:
                if values[other] == v:
                    return False
        return self.extra_ok(p, values)

    # -- hooks the generic code asks instead of testing a kind's name ----------
    def step_cost(self, p: Board) -> int:
        """What one technique try costs the work budget, per candidate (see :mod:`.budget`)."""
        return 1

    def neighbour_strikes(self, p: Board, cell: int, d: int) -> tuple[int, ...]:
        """The cells an answered ``d`` at ``cell`` strikes ``d`` from beyond its region's once-each rule.

        Suguru's king neighbours, Ripple Effect's reach; by default whatever the
        conflicts table forbids outside the region.  The Forbidden Neighbour
        technique strikes these, and :meth:`explain_beyond` says why.
        """
        own = set(p.region_of(cell))
        return tuple(x for x in p.conflicts[cell][d] if x not in own)

    def explain_beyond(self, cell: str, d: int, hit: Sequence[str]) -> str:
        """The sentence for :meth:`neighbour_strikes`'s strike (Forbidden Neighbour in the ladders)."""
        return f"{cell} is {d}, and the rules forbid another {d} in {join_and(hit)}, so {d} goes from there."

    def exact_search(self, p: Board, start: list[int], limit: int, rng: random.Random | None,
                     node_cap: int | None) -> tuple[list[Values], bool] | None:
        """A search of the kind's own, or None to use the shared one (:mod:`.exact`)."""
        return None

    def exact_count(self, p: Board, limit: int) -> tuple[int, Values | None] | None:
        """Count solutions from the givens its own way, or None to use the shared search."""
        return None

    def own_score(self, p: Board) -> int | None:
        """The puzzle's difficulty score the kind's own way, or None: the logical solver's, as everywhere
        (a 4x4 sudoku, which the ladder always finishes at 0, scores the depth of its singles)."""
        return None
