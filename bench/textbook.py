"""The seed's own brute-force solver, written the way seed 003 wrote it: the bench's baseline.

``game.engine.backtrack`` runs the seed's *method* with the engine's tables
(precomputed conflict lists, flat int arrays), because the trace view and the
CLI need it fast.  That is not what the issue's "textbook" baseline means: a
textbook solver is the seed's notebook, and this module follows it line by
line so the bench compares against what people actually write:

* every cell is a ``Cell`` object with its value, its block's maximum, a
  ``notmax``/``maxed`` state, a ``fixed`` flag, and Python lists of its
  adjacent cells and block cells;
* ``Cell.fill()`` adds one and returns 1 (filled, rules hold), 0 (rules
  broken, try the next number) or -1 (it was already maxed: reset to 0, go
  back);
* the driver walks an index over *all* cells, stepping over fixed cells in
  the direction it is moving, and counts a step per visit, as the seed's
  verbose log does (its step 55 is a fixed cell passed on the way back).

Calibration: the seed reports 3318 steps in 5 ms, 1.5 us a step; this runs
at about that rate here (the bench prints its own us/step), so the ratio it
prints is against the seed's real implementation, not a strawman.

Rule 2 for Ripple Effect (equal digits d more than d apart in a row or
column) is tested the textbook way too: walk up to d cells in each of the
four directions.
"""

from __future__ import annotations

from game.engine.puzzle import Puzzle


class Cell:
    def __init__(self, row: int, col: int, value: int, block_max: int):
        self.row, self.col = row, col
        self.value = value
        self.fixed = value != 0
        self.max = block_max
        self.state = "notmax"
        self.adjacent: list[Cell] = []
        self.block: list[Cell] = []
        self.line_cells: list[list[Cell]] = []  # ripple: the four rays from this cell

    def test_suguru(self) -> bool:
        for other in self.block:
            if other is not self and other.value == self.value:
                return False
        for other in self.adjacent:
            if other.value == self.value:
                return False
        return True

    def test_ripple(self) -> bool:
        for other in self.block:
            if other is not self and other.value == self.value:
                return False
        for ray in self.line_cells:
            for other in ray[: self.value]:
                if other.value == self.value:
                    return False
        return True

    def fill(self, test) -> int:
        if self.state == "maxed":
            self.value = 0
            self.state = "notmax"
            return -1
        self.value += 1
        if self.value >= self.max:
            self.state = "maxed"
        return 1 if test(self) else 0


def build(p: Puzzle) -> list[Cell]:
    w, h = p.width, p.height
    sizes = [len(cs) for cs in p.region_cells]
    cells = [Cell(i // w, i % w, p.givens[i], sizes[p.regions[i]]) for i in range(w * h)]
    for i, cell in enumerate(cells):
        cell.block = [cells[j] for j in p.region_of(i)]
        r, c = cell.row, cell.col
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < h and 0 <= c + dc < w:
                    cell.adjacent.append(cells[(r + dr) * w + c + dc])
        cell.line_cells = [
            [cells[r * w + cc] for cc in range(c - 1, -1, -1)],
            [cells[r * w + cc] for cc in range(c + 1, w)],
            [cells[rr * w + c] for rr in range(r - 1, -1, -1)],
            [cells[rr * w + c] for rr in range(r + 1, h)],
        ]
    return cells


def solve(p: Puzzle, cells: list[Cell] | None = None, max_steps: int | None = None, limit: int = 1
          ) -> tuple[list[int] | None, int, int, int]:
    """Fill the grid the seed's way: (first values or None, steps, backtracks, solutions found).

    With ``limit=2`` it goes on after the first solution, backing out of the
    last cell as if it had failed, so it proves uniqueness like
    ``exact.count_solutions(p, 2)`` does.
    """
    cells = build(p) if cells is None else cells
    test = Cell.test_ripple if p.kind == "ripple" else Cell.test_suguru
    n = len(cells)
    i, direction, steps, backs = 0, 1, 0, 0
    first: list[int] | None = None
    found = 0
    while True:
        if i == n:
            found += 1
            if first is None:
                first = [c.value for c in cells]
            if found >= limit:
                break
            i, direction = n - 1, -1
        if i < 0:
            break
        if max_steps is not None and steps >= max_steps:
            break
        steps += 1
        cell = cells[i]
        if cell.fixed:
            i += direction
            continue
        r = cell.fill(test)
        if r == 1:
            i += 1
            direction = 1
        elif r == -1:
            i -= 1
            direction = -1
            backs += 1
    return first, steps, backs, found
