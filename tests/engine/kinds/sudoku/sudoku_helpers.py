"""What the sudoku engine tests share: the corpus rows, empty boards, cells by row and column,
and the cuts that build a pattern on an empty board."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.kinds.sudoku.boxes import box_regions
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position

CORPUS = Path(__file__).resolve().parents[4] / "tests" / "data" / "corpus" / "sudoku.tsv"


def corpus_rows() -> list[tuple[str, str]]:
    if not CORPUS.exists():
        pytest.fail(f"the corpus is test data this suite needs; not found at {CORPUS}")
    return [tuple(t.split("\t")[:2]) for t in CORPUS.read_text().splitlines() if t.strip()]  # type: ignore[misc]


def empty(n: int = 9, box: tuple[int, int] = (3, 3)) -> Position:
    regions = box_regions(n, *box)
    return Position(Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {regions}"))


def cell(r: int, c: int, n: int = 9) -> int:
    """Cell of row r, column c, both from 1."""
    return (r - 1) * n + c - 1


def drop(pos: Position, d: int, cells) -> None:
    for c in cells:
        pos.cands[c] &= ~bit(d)


def keep_only(pos: Position, d: int, house: tuple[int, ...], places) -> None:
    """Digit d stays only in ``places`` among ``house``."""
    drop(pos, d, [c for c in house if c not in places])


def masks(pos: Position, **cells: tuple[int, ...]) -> None:
    """masks(pos, r1c1=(1, 2)) sets r1c1's candidates to 1 and 2."""
    for name, ds in cells.items():
        r, c = name[1:].split("c")
        pos.cands[cell(int(r), int(c), pos.puzzle.width)] = sum(bit(d) for d in ds)


def row(r: int, n: int = 9) -> tuple[int, ...]:
    return tuple(range((r - 1) * n, r * n))


def col(c: int, n: int = 9) -> tuple[int, ...]:
    return tuple(range(c - 1, n * n, n))


BOX1 = (0, 1, 2, 9, 10, 11, 18, 19, 20)
