"""What is wrong with a draft before any solver runs, and where a draft with no solution breaks.

Two kinds of trouble, kept apart because the verdict treats them apart
(:mod:`game.engine.verdict`):

* **Shape problems** -- a region in pieces, a region of a size the kind does
  not allow, a circle sum not set, a board the kind cannot have.  Until they
  are mended there is no puzzle to count the solutions of.
* **Given problems** -- a given larger than any digit its cell may hold, two
  givens that clash.  The puzzle is well formed and plainly has no solution;
  the cells are the contradiction.

When the givens clash only through the rules' consequences, :func:`contradiction`
finds where: it propagates singles (an answer strikes its digit from the cells it
sees; a digit with one place left in a house goes there) and stops at the first
cell with no digit left or house with no place for a digit, with the givens that
forced it -- each struck candidate remembers, as a bitmask, the cells behind it:
givens, cells whose region leaves them one digit, and the cells singles answered
on the way.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

from .digits import bit, digit_char, full_mask
from .draft import Draft, cell_name
from .puzzle import Puzzle, col_name, row_name
from .rules import rules_for


@dataclass(frozen=True)
class Trouble:
    """Sentences and the cells they are about."""

    problems: tuple[str, ...] = ()
    cells: tuple[int, ...] = ()

    def __add__(self, other: "Trouble") -> "Trouble":
        return Trouble(self.problems + other.problems, tuple(sorted(set(self.cells) | set(other.cells))))


def shape_problems(draft: Draft) -> Trouble:
    """Regions in pieces or of a size the kind does not allow, sums not set: no puzzle to solve yet (a board
    with no sum typed at all, or no region drawn and no given, says how to begin, and marks no cell: nothing
    on it is wrong)."""
    rules = rules_for(draft.kind)
    out = Trouble()
    if draft.draws_regions() and not any(draft.givens) and len(set(draft.regions)) == len(draft.regions):
        # no region drawn yet: every cell alone, each a forced 1, is no contradiction the player made
        return Trouble(("Draw the regions: drag across cells to join them",), ())
    board = draft.board()
    cages = rules.sum_cages(board)
    if cages and not any(total for _cells, total in cages):   # a board just begun: nothing is wrong yet
        return Trouble((f"No {rules.sum_label}s yet: type them, or fill the grid and compute them",), ())
    for k, (cells, total) in enumerate(cages):
        if not total:
            out += Trouble((f"{rules.sum_label.capitalize()} {k + 1} is not set yet",), tuple(cells))
    if rules.fourth_field == "sums":
        return out
    for cells in draft.broken_regions():
        out += Trouble((f"The region at {draft.cell_name(cells[0])} is in pieces",), cells)
    lo, hi = rules.region_sizes(draft.width, draft.height)
    for cells in draft.region_cells():
        if lo <= len(cells) <= hi:
            continue
        where = f"The region at {draft.cell_name(cells[0])} has {len(cells)} cells"
        need = (f"exactly {lo}" if lo == hi else f"at most {hi}" if len(cells) > hi else f"at least {lo}")
        out += Trouble((f"{where}: {rules.display_name} regions here hold {need}",), cells)
    return out


def house_name(house: tuple[int, ...], width: int, height: int) -> str:
    """``row 2``, ``column 5``, ``the region at r1c4`` or ``the grid``: a house as a player sees it."""
    first = house[0]
    if len(house) == width * height:
        return "the grid"
    r, c = divmod(first, width)
    if len(house) == width and house == tuple(range(r * width, r * width + width)):
        return f"row {r + 1}"
    if len(house) == height and house == tuple(range(c, width * height, width)):
        return f"column {c + 1}"
    return f"the region at {cell_name(first, width)}"


def given_problems(p: Puzzle) -> Trouble:
    """Givens too large for their cells, and pairs of givens the rules forbid together."""
    out = Trouble()
    g, limit = p.givens, p.max_digit
    for cell, d in enumerate(g):
        if d > limit[cell]:
            out += Trouble((f"{p.cell_name(cell)} holds {digit_char(d)}, but no digit there can be more than "
                            f"{limit[cell]}",), (cell,))
    for a, d in enumerate(g):
        if not d or d > limit[a]:
            continue
        for b in sorted(p.rules.peers(p, a, d)):  # the givens' own, not the whole table (a 64x64 board's)
            if b > a and g[b] == d:
                house = next((h for h in p.houses if a in h and b in h), None)
                where = f" in {house_name(house, p.width, p.height)}" if house else ", which the rules forbid"
                out += Trouble((f"{p.cell_name(a)} and {p.cell_name(b)} both hold {digit_char(d)}{where}",),
                               (a, b))
    return out


@dataclass(frozen=True)
class Contradiction:
    """Where singles from the givens run dry: the sentence, and the cells (with the givens behind it)."""

    text: str
    cells: tuple[int, ...]


def contradiction(p: Puzzle) -> Contradiction | None:
    """The first contradiction singles reach from the givens, or None when they reach none.

    Bounded: every round strikes at least one candidate or stops.
    """
    n, houses, rules = p.ncells, p.houses, p.rules
    seen: dict[tuple[int, int], tuple[int, ...]] = {}  # the peers singles need, as they need them

    def peers(cell: int, d: int) -> tuple[int, ...]:
        out = seen.get((cell, d))
        if out is None:
            out = seen[(cell, d)] = tuple(sorted(rules.peers(p, cell, d)))
        return out

    cands = list(p.initial_candidates)
    full = [full_mask(m) for m in p.max_digit]
    why_struck: dict[tuple[int, int], int] = {}   # (cell, digit) -> the givens that struck it, as a bitmask
    queue = deque(c for c in range(n) if cands[c] & (cands[c] - 1) == 0)  # givens, and one-cell regions' 1s
    why_fixed = [1 << c if c in queue else 0 for c in range(n)]
    done = [False] * n

    def struck(cell: int, mask: int) -> int:
        out = 0
        for d in range(1, p.max_digit[cell] + 1):
            if mask >> d & 1:
                out |= why_struck.get((cell, d), 0)
        return out

    def found(text: str, cells: tuple[int, ...], why: int) -> Contradiction:
        behind = tuple(c for c in range(n) if why >> c & 1)
        return Contradiction(text, tuple(sorted(set(cells) | set(behind))))

    while True:
        while queue:
            c = queue.popleft()  # first in, first out: the shortest chains
            if done[c]:
                continue
            done[c] = True
            d = cands[c].bit_length() - 1
            for o in peers(c, d):
                if cands[o] >> d & 1:
                    cands[o] &= ~bit(d)
                    why_struck[(o, d)] = why_fixed[c]
                    if not cands[o]:
                        return found(f"{p.cell_name(o)} has no digit left", (o,), struck(o, full[o]))
                    if cands[o] & (cands[o] - 1) == 0:
                        why_fixed[o] = struck(o, full[o] & ~cands[o]) | 1 << o
                        queue.append(o)
        progress = False
        for house in houses:
            for d in range(1, len(house) + 1):
                places = [c for c in house if cands[c] >> d & 1]
                if not places:
                    why = 0
                    for c in house:
                        why |= why_struck.get((c, d), 0)
                    return found(f"{house_name(house, p.width, p.height)} has no place for {digit_char(d)}",
                                 house, why)
                c = places[0]
                if len(places) == 1 and cands[c] != bit(d):
                    why = 0
                    for o in house:
                        if o != c:
                            why |= why_struck.get((o, d), 0)
                    for x in range(1, p.max_digit[c] + 1):
                        if x != d and cands[c] >> x & 1:
                            why_struck[(c, x)] = why
                    cands[c] = bit(d)
                    why_fixed[c] = why | 1 << c
                    queue.append(c)
                    progress = True
        if not progress:
            return None


def cell_names(cells: tuple[int, ...], width: int) -> str:
    """``r1c1 r1c4``: cells as the CLI and tests write them."""
    return " ".join(row_name(c // width) + col_name(c % width) for c in cells)


def dead_end(p: Puzzle, cands: Sequence[int]) -> Contradiction | None:
    """The first cell left no digit, or house left no place for a digit, in ``cands`` (where a solver stopped)."""
    for cell, m in enumerate(cands):
        if not m:
            return Contradiction(f"{p.cell_name(cell)} has no digit left", (cell,))
    for house in p.houses:
        have = 0
        for c in house:
            have |= cands[c]
        for d in range(1, len(house) + 1):
            if not have >> d & 1:
                return Contradiction(f"{house_name(house, p.width, p.height)} has no place for {digit_char(d)}",
                                     house)
    return None
