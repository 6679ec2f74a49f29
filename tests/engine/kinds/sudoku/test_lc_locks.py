"""Locked candidates look through each house's precomputed crossings (``SudokuTables.locks``): they
must find what the first place's houses, read one by one, find -- the same digit, house and strikes."""

from __future__ import annotations

import random

import pytest

from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.jigsaw import jigsaw_regions
from game.engine.kinds.sudoku.tables import SudokuTables, cells_of, strike
from game.engine.kinds.sudoku.techniques import _lc_in
from game.engine.puzzle import Puzzle
from game.engine.regionplaces import all_places

pytestmark = pytest.mark.timeout(120)


def _reference(S: SudokuTables, cands: list[int], i: int) -> tuple[object, ...] | None:
    """Locked candidates as first written: per digit, the houses of its first place, in their order."""
    h = S.order[i]
    cells = S.houses[h]
    places = all_places(cands, cells)
    for d in range(1, S.n + 1):
        p = places[d]
        if not p & (p - 1) or places[0] >> d & 1:
            continue
        first = cells[(p & -p).bit_length() - 1]
        for k in S.cell_houses[first]:
            if k != h and not p & ~S.crossing[h][k]:
                elims = strike(S, cands, S.hbits[k] & ~S.hbits[h], d)
                if elims:
                    return (elims, [(cells[j], d) for j in cells_of(p)], k, d)
    return None


@pytest.mark.parametrize("n, jigsaw", [(9, True), (9, False), (6, False), (6, True), (16, False)])
def test_locked_candidates_find_what_the_first_place_s_houses_find(n: int, jigsaw: bool) -> None:
    rng = random.Random(n + jigsaw)
    finds = 0
    for _ in range(6):
        if jigsaw:
            regions = jigsaw_regions(n, rng)
        else:
            bw = 4 if n == 16 else 3
            regions = box_labels(n, bw, n // bw)
        S = SudokuTables(Puzzle("sudoku", n, n, (0,) * (n * n), regions))
        for _ in range(60):
            keep = 0.2 + 0.6 * rng.random()
            cands = [1 << rng.randint(1, n) if rng.random() < 0.25 else
                     sum(1 << d for d in range(1, n + 1) if rng.random() < keep) or 1 << rng.randint(1, n)
                     for _ in range(n * n)]
            for i in range(len(S.order)):
                f = _lc_in(S, cands, i)
                got = None if f is None else (f.elims, f.reasons, f.args[2], f.args[3])
                assert got == _reference(S, cands, i)
                finds += f is not None
    assert finds > 50
