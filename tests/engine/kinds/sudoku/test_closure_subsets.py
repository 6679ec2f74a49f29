"""The clue phase's helpers answer what the plain reading of their rules does: the subset marking,
the rows' and columns' places of a digit, the locked-candidates test on crossing houses, the fish of
every order marked at once."""

from __future__ import annotations

import random
from functools import reduce
from itertools import combinations
from operator import or_

from game.engine import logic
from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.kinds.sudoku.closure import Clues, _crossings, _lines, _subsets
from game.engine.kinds.sudoku.gen import SudokuRequest
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from game.engine.kinds.sudoku.tables import SudokuTables
from game.engine.puzzle import Puzzle
from tests.engine.test_resumable import grids


def _plain(houses: list[int], base: int, bit: int, first: int, k: int, items: list[int]) -> None:
    """Every size 2..4 (from k) with a group through ``first`` of exactly size bits, items left outside:
    each choice of the other items read as a bitmask over them."""
    rest = list(items)
    rest.remove(first)
    for size in range(max(k, 2), 5):
        if len(items) > size and any(
                pick.bit_count() == size - 1
                and (first | reduce(or_, (q for j, q in enumerate(rest) if pick >> j & 1), 0)).bit_count() == size
                for pick in range(1 << len(rest))):
            houses[base + size] |= bit


def test_subsets_match_the_plain_rule() -> None:
    rng = random.Random(5)
    marked = 0
    for _ in range(3000):
        items = [rng.randrange(2, 1 << 10) & rng.randrange(2, 1 << 10) for _ in range(rng.randint(2, 9))]
        items = [q for q in items if q & (q - 1)] or [0b110, 0b1100]
        first = rng.choice(items)
        k = first.bit_count()
        if k > 4:
            continue
        base = rng.choice((0, 3))
        start = [rng.choice((0, 0, 1)) for _ in range(8)]
        got, want = list(start), list(start)
        _subsets(got, base, 1, first, k, [q for q in items if q.bit_count() <= 4], len(items))
        _plain(want, base, 1, first, k, items)
        assert got == want, (first, items, start)
        marked += got != start
    assert marked > 20  # the draw makes real finds, not only misses


def _tables(n: int, box: tuple[int, int]) -> SudokuTables:
    return SudokuTables(Puzzle("sudoku", n, n, (0,) * (n * n), box_labels(n, *box)))


def test_lines_match_a_cell_by_cell_reading() -> None:
    rng = random.Random(8)
    for n, box in ((4, (2, 2)), (6, (3, 2)), (9, (3, 3)), (12, (4, 3)), (16, (4, 4))):
        S = _tables(n, box)
        for _ in range(200):
            cells = rng.getrandbits(n * n) & rng.getrandbits(n * n)
            rows, cols = [0] * n, [0] * n
            for c in range(n * n):
                if cells >> c & 1:
                    rows[c // n] |= 1 << (c % n)
                    cols[c % n] |= 1 << (c // n)
            assert _lines(S, cells) == (rows, cols)


def _locked_plain(S: SudokuTables, i: int, pl: int, elsewhere: int) -> bool:
    """Places ``pl`` (two or more) of house ``i`` (scan order) inside another house of their first cell
    that holds the digit (``elsewhere``) outside house ``i``: the rule as first written."""
    h = S.order[i]
    hm = S.hbits[h]
    first = (pl & -pl).bit_length() - 1
    return any(other != h and not pl & ~S.hbits[other] and elsewhere & S.hbits[other] & ~hm
               for other in S.cell_houses[first])


def test_crossing_houses_tell_locked_places_as_the_first_cell_s_houses_do() -> None:
    rng = random.Random(9)
    S = _tables(9, (3, 3))
    crossings = _crossings(S)
    found = 0
    for _ in range(4000):
        i = rng.randrange(27)
        hm = S.hbits[S.order[i]]
        cells = [c for c in range(81) if hm >> c & 1]
        pl = sum(1 << c for c in rng.sample(cells, rng.randint(2, 4)))
        elsewhere = rng.getrandbits(81) & rng.getrandbits(81)
        want = _locked_plain(S, i, pl, elsewhere)
        got = any(not pl & ~om and elsewhere & out for om, out in crossings[i])
        assert got == want
        found += want
    assert found > 50


def _completes(first: int, items: list[int], k: int) -> bool:
    """Whether ``first`` and k - 1 others of ``items`` (which hold it once) make k bits in all, with some
    nonzero item left outside the group."""
    if sum(1 for q in items if q) <= k:
        return False
    rest = [q for q in items if q]
    rest.remove(first)
    return any((first | reduce(or_, group, 0)).bit_count() == k for group in combinations(rest, k - 1))


def _fish_plain(clues: Clues, k: int) -> int:
    """The digits a fish of order ``k`` may be new on, one order at a time: the rule as first written."""
    S = clues.S
    assert S is not None
    n, out = S.n, 0
    for d in range(1, n + 1):
        if clues.fewest[d] > k:
            continue
        lines = _lines(S, clues.now[d] & ~clues.now_answered)
        if any(clues.per_house[first + j] & 1 << d and 2 <= m.bit_count() <= k and _completes(m, sets, k)
               for first, sets in zip((n, 2 * n), lines) for j, m in enumerate(sets)):
            out |= 1 << d
    return out


def test_fish_of_every_order_are_marked_in_one_pass() -> None:
    marked = 0
    for base, solution, rng in grids(SudokuRequest(9), 3):
        clues = Clues(GENERATOR_LADDER)
        solver = logic.Resumable(base, clues.ladder)
        while not solver.run():
            clues.stuck(base, solver.cands)
            for cell in rng.sample([c for c, m in enumerate(solver.cands) if m & (m - 1)], 2):
                solver.give(cell, solution[cell])  # two clues: a position further on than the ladder's
            here = list(solver.cands)
            assert clues._at(here)
            clues._fish()
            assert clues.digits[2:] == [_fish_plain(clues, k) for k in (2, 3, 4)]
            marked += any(clues.digits[2:])
    assert marked > 5
