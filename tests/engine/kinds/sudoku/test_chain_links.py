"""Colouring's chains read off one digit's cells against the first reading, house by house through
each house's places (:func:`game.engine.regionplaces.all_places`): the same chains and the same open
cells, on random positions (answers and candidates the answers should have struck included)."""

from __future__ import annotations

import random

import pytest

from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.chains import Chains, _chains, _colour
from game.engine.kinds.sudoku.jigsaw import jigsaw_regions
from game.engine.kinds.sudoku.tables import SudokuTables
from game.engine.puzzle import Puzzle
from game.engine.regionplaces import all_places


def chains_by_places(S: SudokuTables, cands: list[int], d: int) -> tuple[Chains, int]:
    """The chains of ``d`` as first written: a link where a house's places of ``d`` are two and ``d``
    is answered nowhere in it, read through the houses' places (the colouring itself is shared);
    and the open cells holding ``d``."""
    adj: dict[int, list[int]] = {}
    for cells, where in zip(S.houses, [all_places(cands, cells) for cells in S.houses]):
        p = where[d]
        if p.bit_count() == 2 and not where[0] >> d & 1:
            a, b = cells[(p & -p).bit_length() - 1], cells[p.bit_length() - 1]
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
    out = _colour(adj)
    free = sum(1 << c for c, m in enumerate(cands) if m & (1 << d) and m != 1 << d)
    return out, free


@pytest.mark.parametrize("n, jigsaw", [(9, False), (9, True), (6, False)])
def test_chains_match_the_reading_through_places(n: int, jigsaw: bool) -> None:
    rng = random.Random(n + jigsaw)
    regions = jigsaw_regions(n, rng) if jigsaw else box_labels(n, 3, n // 3)
    S = SudokuTables(Puzzle("sudoku", n, n, (0,) * (n * n), regions))
    linked = 0
    for _ in range(150):
        sparse = rng.random()
        cands = []
        for _ in range(n * n):
            if rng.random() < 0.2:
                cands.append(1 << rng.randint(1, n))
            else:
                m = sum(1 << d for d in range(1, n + 1) if rng.random() > sparse * 0.9)
                cands.append(m or 1 << rng.randint(1, n))
        for d in range(1, n + 1):
            got = _chains(S, cands, d)
            assert got == chains_by_places(S, cands, d), (cands, d)
            linked += bool(got[0])
    assert linked > 100
