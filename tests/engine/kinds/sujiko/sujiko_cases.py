"""What the Sujiko engine tests share: a solved grid, puzzles made from grids, positions.

Technique positions are written as one candidate string per cell, row-major
("12" = candidates 1 and 2, "3" = answered 3), on the grid

    2 6 7      circles: 18 27
    1 9 5               21 21
    8 3 4

They only need to show the pattern: a technique reads candidates and sums.
"""

from __future__ import annotations

import random

from game.engine.deduction import Deduction
from game.engine.kinds.sujiko import table
from game.engine.kinds.sujiko.grid import grid_sums, random_grid
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position

GRID = (2, 6, 7, 1, 9, 5, 8, 3, 4)
LINE = "sujiko 3x3 ......... 18,27,21,21"


def puzzle_of(grid: tuple[int, ...], clues: tuple[int, ...] = (), w: int = 3, h: int = 3) -> Puzzle:
    givens = tuple(d if c in clues else 0 for c, d in enumerate(grid))
    return Puzzle("sujiko", w, h, givens, (0,) * (w * h), grid_sums(grid, w, h))


def random_puzzles(n: int, seed: int, clues: tuple[int, ...] = (0, 1, 2, 3)):
    """(puzzle, the grid it was made from): any clue count, unique or not."""
    rng = random.Random(seed)
    for _ in range(n):
        grid = random_grid(3, 3, rng)
        yield puzzle_of(grid, tuple(rng.sample(range(9), rng.choice(clues)))), grid


def position(cells: list[str], line: str = LINE) -> Position:
    p = Puzzle.from_line(line)
    assert len(cells) == p.ncells
    return Position(p, [sum(bit(int(ch)) for ch in s) for s in cells])


def check(ded: Deduction | None, abbr: str, red: set, green: set | None, words: list[str],
          placements: set | None = None) -> None:
    assert ded is not None
    assert ded.technique == abbr
    assert set(ded.eliminations) == red and len(ded.eliminations) == len(red)
    if green is not None:
        assert set(ded.reasons) == green
    if placements is not None:
        assert set(ded.placements) == placements
    for w in words:
        assert w in ded.text, (w, ded.text)
    assert ded.text.endswith(".")


ALL = "123456789"


ALL_MASK = sum(bit(d) for d in range(1, 10))


def unique_puzzles(n: int, seed: int):
    for p, grid in random_puzzles(n * 3, seed, clues=(0, 1, 2)):
        if table.solve3(p.sums, p.givens)[0] == 1:
            yield p.with_solution(grid)
            n -= 1
            if not n:
                return
