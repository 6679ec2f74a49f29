"""The shortcuts of a count that only asks whether a position has a solution: the whole-board
state built in one go (:meth:`game.engine.segspace.Space.present`), and :func:`game.engine.exact.has_solution`
against the count it stands for, on random positions."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.engine import budget as _budget
from game.engine import exact, freecount, segments
from game.engine.budget import Budget
from game.engine.errors import GaveUp
from game.engine.formats import parse_solution
from game.engine.kinds.sudoku.boxes import box_labels
from game.engine.puzzle import Puzzle
from game.engine.segspace import Space, State
from tests.engine.test_exact_free import warm
from tests.engine.test_exact_segments import GROUPS, sample


def start_one_by_one(sp: Space, cands: Sequence[int]) -> State | None:
    """:func:`game.engine.segments.start` as it was: every missing candidate's bits cleared one by one."""
    s, todo, n, full2, segs = sp.all, sp.guard, sp.n, sp.full << 1, sp.segs
    for c, m in enumerate(cands):
        if not m & (m - 1):
            if not m:
                return None
            q = c * n + m.bit_length() - 2
            s &= sp.keep(q)
            todo ^= segs[q]
        elif m != full2:
            x = full2 & ~m
            while x:
                e = x.bit_length() - 1
                x ^= 1 << e
                s &= sp.all ^ sp.bits(c * n + e - 1)
    return s, todo


def random_position(n: int, rng: random.Random, fixed: float, empty: float = 0.0) -> list[int]:
    """Random candidates: a share of cells fixed (clashes allowed), the rest random sets of digits."""
    out = []
    for _ in range(n * n):
        x = rng.random()
        if x < empty:
            out.append(0)
        elif x < fixed:
            out.append(1 << rng.randrange(1, n + 1))
        else:
            out.append(rng.randrange(1, 1 << n) << 1)
    return out


@pytest.mark.parametrize("n, box", [(4, (2, 2)), (6, (3, 2)), (9, (3, 3)), (12, (4, 3)), (16, (4, 4))])
def test_the_state_built_in_one_go_is_the_one_built_candidate_by_candidate(n: int, box: tuple[int, int]) -> None:
    p = Puzzle("sudoku", n, n, (0,) * (n * n), box_labels(n, *box))
    sp = Space(p.houses, p.ncells, n)
    rng = random.Random(n)
    nones = 0
    for k in range(150):
        cands = random_position(n, rng, fixed=k / 150, empty=0.01 if k % 5 == 0 else 0.0)
        want = start_one_by_one(sp, cands)
        assert segments.start(sp, cands) == want
        nones += want is None
    full = [(1 << (n + 1)) - 2] * (n * n)
    assert segments.start(sp, full) == start_one_by_one(sp, full) == (sp.all, sp.guard)
    assert 0 < nones < 150  # emptied cells were met, and positions without one


def test_a_jigsaw_state_too() -> None:
    p, _ = GROUPS["9j"][0]
    sp = Space(p.houses, p.ncells, p.width)
    rng = random.Random(5)
    for k in range(100):
        cands = random_position(9, rng, fixed=k / 100)
        assert segments.start(sp, cands) == start_one_by_one(sp, cands)


def counted(p: Puzzle, cands: list[int]) -> int | str:
    try:
        return exact.count_solutions(p, 1, cands=cands)[0]
    except GaveUp:
        return "gave up"


def exists(p: Puzzle, cands: list[int]) -> int | str:
    try:
        return int(exact.has_solution(p, cands))
    except GaveUp:
        return "gave up"


@pytest.mark.parametrize("group", ["4", "6", "9", "9j", "16"])
def test_has_solution_is_a_count_to_one(group: str) -> None:
    """Positions near the answer (its digit and random others per cell, now and then a wrong digit
    only): whether a solution exists, on the places (a cold geometry) and on the whole-board form."""
    rng = random.Random(31)
    seen = set()
    for p, sol in sample(group, 6):
        answer = parse_solution(p, sol)
        full = (1 << (p.width + 1)) - 2
        for round_ in range(2):
            if round_:
                warm(p)
            for wrong in (0, 0, 1, 2, 4):
                keep = rng.random() * 0.6
                cands = [1 << d if p.givens[c] or rng.random() < keep else (1 << d) | (rng.getrandbits(p.width) << 1 & full)
                         for c, d in enumerate(answer)]
                for c in rng.sample(range(p.ncells), wrong):
                    cands[c] = full & ~(1 << answer[c])
                got = exists(p, cands)
                assert got == counted(p, cands)
                seen.add(got)
    assert {0, 1} <= seen


def test_has_solution_under_a_budget_is_the_count_under_it() -> None:
    p, sol = GROUPS["9"][0]
    warm(p)
    empty = [(1 << 10) - 2] * 81
    with _budget.active(Budget(10 ** 9)):
        assert exact.has_solution(p, empty) is True
    with _budget.active(Budget(1)):
        with pytest.raises(GaveUp):
            exact.has_solution(p, empty)


def test_past_the_free_trees_cap_the_count_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    """A free tree capped after a node or two: the answer comes from the count's trees, the same."""
    monkeypatch.setattr(freecount, "DEFAULT_WORK", 2 * max(exact._tables(p).node_cost for p, _ in GROUPS["9"][:1]))
    counts = []
    plain = freecount.count
    monkeypatch.setattr(freecount, "count", lambda *args: counts.append(1) or plain(*args))
    rng = random.Random(4)
    seen = set()
    for p, sol in sample("9", 4):
        warm(p)
        answer = parse_solution(p, sol)
        full = (1 << 10) - 2
        for wrong in (0, 1, 3):
            cands = [1 << d if p.givens[c] else (1 << d) | (rng.getrandbits(9) << 1 & full)
                     for c, d in enumerate(answer)]
            for c in rng.sample(range(81), wrong):
                cands[c] = full & ~(1 << answer[c])
            got = exists(p, cands)
            assert got == counted(p, cands)
            seen.add(got)
    assert {0, 1} <= seen and counts  # and the count did decide some
