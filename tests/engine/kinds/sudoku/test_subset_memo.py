"""The naked and hidden subsets pass over a house whose candidates they found nothing in before: they
must find what the plain scan of the finder finds, and leave the same houses to scan, on positions
whose houses recur (as a generator's trials make them) and across layouts."""

from __future__ import annotations

import random

import pytest

from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.jigsaw import jigsaw_regions
from game.engine.kinds.sudoku.tables import SudokuTables
from game.engine.kinds.sudoku.techniques import (_explain_hidden, _explain_naked, _house_at, hidden_pair,
                                                 hidden_quad, hidden_triple, naked_pair, naked_quad,
                                                 naked_triple)
from game.engine.puzzle import Puzzle
from game.engine.techniques import Found, _hidden_in, _naked_in, scanner, tables

pytestmark = pytest.mark.timeout(120)

SUBSETS = [(naked_pair, _naked_in, 2, _explain_naked), (naked_triple, _naked_in, 3, _explain_naked),
           (naked_quad, _naked_in, 4, _explain_naked), (hidden_pair, _hidden_in, 2, _explain_hidden),
           (hidden_triple, _hidden_in, 3, _explain_hidden), (hidden_quad, _hidden_in, 4, _explain_hidden)]


def _plain(found: tuple[Found | None, int]) -> tuple[object, int]:
    f, dirty = found
    return (None if f is None else (f.elims, f.reasons, f.placements, f.args)), dirty


def _position(rng: random.Random, n: int) -> list[int]:
    keep = 0.3 + 0.5 * rng.random()
    cands = []
    for _ in range(n * n):
        if rng.random() < 0.3:
            cands.append(1 << rng.randint(1, n))
        else:
            cands.append(sum(1 << d for d in range(1, n + 1) if rng.random() < keep) or 1 << rng.randint(1, n))
    return cands


@pytest.mark.parametrize("technique, finder, k, words", SUBSETS)
def test_a_subset_finds_what_the_plain_scan_finds(technique: object, finder: object, k: int, words: object) -> None:
    rng = random.Random(k)
    core = getattr(technique, "core")
    plain = scanner(_house_at(finder, k, words))  # type: ignore[arg-type]
    finds = 0
    for n, jigsaw in ((9, True), (9, False), (6, False), (9, True)):
        regions = jigsaw_regions(n, rng) if jigsaw else box_labels(n, 3, n // 3)
        puzzle = Puzzle("sudoku", n, n, (0,) * (n * n), regions)
        S = SudokuTables(puzzle)
        base = _position(rng, n)
        for _ in range(300):
            cands = list(base)  # a few cells from a shared position: houses recur, as in trials
            for c in rng.sample(range(n * n), 3):
                cands[c] = _position(rng, n)[c]
            dirty = rng.getrandbits(3 * n) if rng.random() < 0.7 else S.allscan
            got = _plain(core(tables(puzzle), cands, dirty))  # as the solver calls it
            assert got == _plain(plain(S, cands, dirty))
            finds += got[0] is not None
    assert 0 < finds < 1200  # some finds compared too, not only "nothing"

