"""A count with no budget given or in force searches a tree of its own (:mod:`game.engine.freecount`): its answers must be the usual tree's -- the count, and the lone solution -- and
everything else (a budget, several solutions, a seeded fill) must still get the usual tree.

The usual tree is asked for by passing a budget: a fresh default one (``Budget()``), which is what
a count given none had before, so giving up is compared too.
"""

from __future__ import annotations

import random

import pytest

from game.engine import exact, freecount, segments
from game.engine.budget import Budget
from game.engine.errors import GaveUp
from game.engine.formats import parse_solution
from game.engine.puzzle import Puzzle
from tests.engine.test_exact_segments import GROUPS, WHOLE, loosened, sample


def warm(p: Puzzle) -> None:
    """Past the searches on the places, so the whole-board form (and the free tree) is used."""
    for _ in range(segments.WARM):
        exact.count_solutions(p, 2, budget=Budget(10 ** 9))


Outcome = tuple[int, tuple[int, ...] | None] | str


def outcome(p: Puzzle, limit: int, cands: list[int] | None = None, usual: bool = False) -> Outcome:
    """The count and first solution, or ``gave up``; ``usual``: on the usual tree."""
    try:
        return exact.count_solutions(p, limit, cands=cands, budget=Budget() if usual else None)
    except GaveUp:
        return "gave up"


def usual(p: Puzzle, limit: int, cands: list[int] | None = None) -> Outcome:
    return outcome(p, limit, cands, True)


@pytest.mark.parametrize("group", WHOLE)
def test_the_corpus_counts_alike(group: str) -> None:
    for p, sol in sample(group, 160):
        warm(p)
        assert exact.count_solutions(p, 2) == usual(p, 2) == (1, parse_solution(p, sol)), p.givens
        assert exact.is_unique(p)


@pytest.mark.parametrize("group", ["6", "9", "9j", "12", "16"])
def test_loosened_puzzles_and_positions_count_alike(group: str) -> None:
    """Givens dropped (several solutions: the usual tree's first is returned), and play positions
    (the answer's digit and random others per cell, or a wrong digit only)."""
    rng = random.Random(23)
    kinds = set()
    for p, sol in sample(group, 8):
        warm(p)
        for drop in (2, 5, 12):
            q = loosened(p, rng, drop)
            warm(q)
            for limit in (1, 2, 3):
                got = outcome(q, limit)
                assert got == usual(q, limit)
                kinds.add(got if isinstance(got, str) else got[0])
        answer = parse_solution(p, sol)
        full = (1 << (p.width + 1)) - 2
        for wrong in (0, 0, 1, 2):
            cands = [1 << d if p.givens[c] or rng.random() < 0.4 else (1 << d) | (rng.getrandbits(p.width) << 1 & full)
                     for c, d in enumerate(answer)]
            for c in rng.sample(range(p.ncells), wrong):
                cands[c] = full & ~(1 << answer[c])
            for limit in (1, 2):
                got = outcome(p, limit, cands)
                assert got == usual(p, limit, cands)
                kinds.add(got if isinstance(got, str) else got[0])
    assert {0, 1, 2} <= kinds  # no solution, one, and several were all met


@pytest.mark.parametrize("group", ["9j", "16"])
def test_the_free_tree_is_another_tree(group: str) -> None:
    """The free pick does change the search on the corpus's hard 16x16s and jigsaws (else this file
    tests nothing new), and a budgeted count still walks the usual tree."""
    differ = 0
    for p, _ in GROUPS[group]:
        warm(p)
        tables = exact._tables(p)
        space = segments.space_for(p, tables)
        assert space is not None
        root = segments.root_givens(space, p.givens)
        assert root is not None
        nodes = []
        for pick in (None, freecount.picker(space, root[1])):
            spend = Budget(10 ** 9)
            got = segments.search(space, root, 2, None, tables.node_cost, pick, spend)
            assert len(got[0]) == 1
            nodes.append(spend.nodes)
        spend = Budget(10 ** 9)
        exact.count_solutions(p, 2, budget=spend)
        assert spend.nodes == nodes[0]
        differ += nodes[0] != nodes[1]
    assert differ


def test_a_jigsaw_is_told_by_its_peers() -> None:
    """The free pick scores a jigsaw's cells, whose peers differ in number, not a sudoku of boxes'."""
    alike = {}
    for group in ("9", "9j"):
        p = GROUPS[group][0][0]
        warm(p)
        space = segments.space_for(p, exact._tables(p))
        assert space is not None
        alike[group] = space.alike
    assert alike == {"9": True, "9j": False}


def test_a_count_that_gives_up_gives_up_alike() -> None:
    """An empty 16x16 has solutions by the million: counting up to a million, the free tree gives up,
    and so does the usual tree after it, as a count on a fresh default budget does; counting to two,
    both find two at once and the usual tree's first is returned.  No budget is left in force."""
    fields = GROUPS["16"][0][0].line().split()
    p = Puzzle.from_line(" ".join([*fields[:2], "." * 256, *fields[3:]]))
    warm(p)
    assert outcome(p, 10 ** 6) == usual(p, 10 ** 6) == "gave up"
    got = outcome(p, 2)
    assert got == usual(p, 2) and got[0] == 2
    assert exact._budget.current() is None
