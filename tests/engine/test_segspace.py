"""The whole-board form's layout (game/engine/segspace.py): a state made from the last one asked about is
the state written out, and grouping each house's crossings finds what one crossing at a time finds."""

from __future__ import annotations

import random

import pytest

from game.engine import exact, segments, segspace
from game.engine.segspace import Space

from tests.engine.test_exact_segments import GROUPS


def space(group: str) -> tuple[Space, tuple[int, ...]]:
    p, sol = GROUPS[group][0]
    tables = exact._tables(p)
    solution = tuple(1 << int(ch, 36) for ch in sol)
    return Space(tables.hcells, p.ncells, p.width), solution


def wander(sp: Space, solution: tuple[int, ...], rng: random.Random, steps: int) -> list[list[int]]:
    """Positions around ``solution``, each a few cells (sometimes many) away from the one before."""
    every = (1 << (sp.n + 1)) - 2
    out, cands = [], list(solution)
    for _ in range(steps):
        for c in rng.sample(range(sp.ncells), rng.choice((1, 3, 8, sp.ncells))):
            cands[c] = solution[c] | (rng.randrange(every + 1) & every)
        out.append(list(cands))
    return out


@pytest.mark.parametrize("group", ["6j", "9", "9j", "16"])
def test_a_state_flipped_from_the_last_is_the_state_written_out(group: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(segspace, "FLIPS", 20)  # so that some steps are written out
    sp, solution = space(group)
    flipped = written = 0
    for cands in wander(sp, solution, random.Random(group), 40):
        before = sp._last[0]
        assert sp.present(cands) == sp.written(cands)
        if sum(((a ^ b) >> 1 & sp.full).bit_count() for a, b in zip(before, cands)) <= segspace.FLIPS:
            flipped += 1
        else:
            written += 1
    assert flipped and written  # both ways were taken


def test_a_first_position_is_flipped_from_none() -> None:
    sp, solution = space("9")
    cands = [m | 2 for m in solution]
    assert sum(m.bit_count() for m in cands) <= segspace.FLIPS
    assert sp.present(cands) == sp.written(cands)


def test_the_last_position_is_copied_not_kept() -> None:
    sp, solution = space("9")
    cands = list(solution)
    first = sp.present(cands)
    cands[0] |= 2 | 4
    assert sp.present(cands) == sp.written(cands) != first


@pytest.mark.parametrize("group", ["9", "9j"])
def test_each_house_is_in_a_group_at_most_once(group: str) -> None:
    sp, _ = space(group)
    groups = sp.groups()
    assert all(len(cross) == len(set(cross)) for *_, cross in groups)
    crossings = sum(len(cross) for *_, cross in groups)
    assert crossings >= len(sp.houses)  # every house crosses another in two places at least
    assert len(groups) <= 8  # a house has a handful of crossings, not one group per shape of crossing


@pytest.mark.parametrize("group", ["9", "9j"])
def test_grouped_locked_candidates_reach_the_fixpoint_one_crossing_at_a_time_does(group: str) -> None:
    sp, solution = space(group)
    rng = random.Random(group)
    struck = 0
    for cands in wander(sp, solution, rng, 30):
        got = segments.root(sp, cands)
        start = segments.start(sp, cands)
        want = None if start is None else one_at_a_time(sp, *start)
        assert (got is None) == (want is None)
        if got is not None and want is not None:
            assert got[0][:2] == want
            singles = segments.settled(sp, cands)
            struck += singles is not None and singles[0][0] != want[0]
    assert struck  # locked candidates did strike something


def one_at_a_time(sp: Space, s: int, todo: int) -> tuple[int, int] | None:
    """Singles and locked candidates to a fixpoint, each crossing of each house looked at alone, read
    off the houses themselves (not :meth:`Space.groups`)."""
    n, w = sp.n, sp.w
    houses = [set(cells) for cells in sp.houses]
    node = segments.settle(sp, s, todo)
    while node is not None:
        s, todo = node[0], node[1]
        for h, mine in enumerate(houses):
            for other in houses:
                if len(mine & other) < 2 or other <= mine:
                    continue
                for e in range(n):
                    places = {c for c in mine if s >> (c * w + e) & 1}
                    if len(places) >= 2 and places <= other:
                        for c in other - mine:
                            s &= ~sp.bits(c * n + e)
        if s == node[0]:
            return s, todo
        node = segments.settle(sp, s, todo)
    return None
