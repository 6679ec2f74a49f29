"""The hidden single's core reads each house in one pass before asking the finder: it must find what
the plain scan of the finder over the same houses finds, and leave the same houses to scan."""

from __future__ import annotations

import random

import pytest

from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.jigsaw import jigsaw_regions
from game.engine.kinds.sudoku.tables import SudokuTables
from game.engine.kinds.sudoku.techniques import _hs_at, _hs_core
from game.engine.puzzle import Puzzle
from game.engine.techniques import Found, scanner


def _plain(found: tuple[Found | None, int]) -> tuple[object, int]:
    f, dirty = found
    return (None if f is None else (f.elims, f.reasons, f.placements, f.args)), dirty


@pytest.mark.parametrize("n, jigsaw", [(9, False), (9, True), (6, False), (16, False)])
def test_the_hidden_single_core_finds_what_the_plain_scan_finds(n: int, jigsaw: bool) -> None:
    rng = random.Random(n * 2 + jigsaw)
    regions = jigsaw_regions(n, rng) if jigsaw else box_labels(n, 4 if n == 16 else 3, n // (4 if n == 16 else 3))
    S = SudokuTables(Puzzle("sudoku", n, n, (0,) * (n * n), regions))
    plain = scanner(_hs_at)
    finds = 0
    for _ in range(400):
        keep = rng.random()
        cands = []
        for _ in range(n * n):
            x = rng.random()
            if x < 0.3:
                cands.append(1 << rng.randint(1, n))
            elif x < 0.32:
                cands.append(0)
            else:
                cands.append(sum(1 << d for d in range(1, n + 1) if rng.random() < keep) or 1 << rng.randint(1, n))
        dirty = rng.getrandbits(3 * n) if rng.random() < 0.7 else S.allscan
        got = _plain(_hs_core(S, cands, dirty))
        assert got == _plain(plain(S, cands, dirty))
        finds += got[0] is not None
    assert 40 < finds < 400


def test_a_one_cell_board_has_houses_of_one_cell() -> None:
    S = SudokuTables(Puzzle("sudoku", 1, 1, (0,), (0,)))
    assert _hs_core(S, [2], S.allscan) == (None, 0)
