"""The exact solver's whole-board form (game/engine/segments.py) against its places form: the same
answers, found in the same order, after the same search nodes.

``segments.WARM`` says from which search on a geometry the whole-board form is used: 1 makes every
search use it, a huge number none.  Both forms must reach the same fixpoint at every node, so
not only the counts but the order of the solutions, the nodes charged to the budget and the
point where a budget gives up are compared.
"""

from __future__ import annotations

import random
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, TypeVar

import pytest

from game.engine import exact, segments
from game.engine.budget import Budget
from game.engine.errors import GaveUp
from game.engine.formats import parse_solution
from game.engine.kinds.sudoku.boxes import box_geometry, box_regions
from game.engine.puzzle import Puzzle

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus" / "sudoku.tsv"
T = TypeVar("T")


def corpus() -> dict[str, list[tuple[Puzzle, str]]]:
    """The sudoku corpus by size and layout (``9``, ``9j`` ...)."""
    groups: dict[str, list[tuple[Puzzle, str]]] = {}
    for text in CORPUS.read_text().splitlines():
        if text.strip():
            line, sol = text.split("\t")[:2]
            p = Puzzle.from_line(line)
            groups.setdefault(f"{p.width}{'' if box_geometry(p) else 'j'}", []).append((p, sol))
    return groups


GROUPS = corpus()
WHOLE = ["6", "6j", "7j", "8", "8j", "9", "9j", "12", "16"]
"""The groups the whole-board form applies to (the houses of a 4x4 and of a 5x5 jigsaw are small: the
scanning form with pointing solves them)."""


@contextmanager
def form(whole: bool) -> Iterator[None]:
    old = segments.WARM
    exact.clear_cache()
    segments.WARM = 1 if whole else 10 ** 9
    try:
        yield
    finally:
        segments.WARM = old
        exact.clear_cache()


def both(fn: Callable[[Budget], T]) -> tuple[tuple[T, int, int], tuple[T, int, int]]:
    """``fn`` run on the places and on the whole-board form: its result, the nodes and the work charged."""
    out = []
    for whole in (False, True):
        with form(whole):
            spend = Budget(10 ** 9)
            got = fn(spend)
            if whole and not any(isinstance(e.space, segments.Space) for e in segments.CACHE.values()):
                pytest.fail("the whole-board form was not used")  # the comparison would be vacuous
        out.append((got, spend.nodes, spend.spent))
    return out[0], out[1]


def sample(group: str, k: int) -> list[tuple[Puzzle, str]]:
    rows = GROUPS[group]
    return rows if len(rows) <= k else random.Random(group).sample(rows, k)


def test_the_groups_named_are_the_corpus_groups() -> None:
    assert set(WHOLE) | {"4", "4j", "5j"} == set(GROUPS)


@pytest.mark.parametrize("group", WHOLE)
def test_the_corpus_has_the_same_answer_tree_and_work(group: str) -> None:
    for p, sol in sample(group, 120):
        places, whole = both(lambda b: exact.count_solutions(p, 2, budget=b))
        assert whole == places, p.givens
        assert whole[0] == (1, parse_solution(p, sol))


def loosened(p: Puzzle, rng: random.Random, drop: int) -> Puzzle:
    """``p`` with ``drop`` of its givens taken away (several solutions, as a rule)."""
    givens = list(p.givens)
    filled = [c for c, g in enumerate(givens) if g]
    for c in rng.sample(filled, min(drop, len(filled))):
        givens[c] = 0
    return p.with_givens(givens)


@pytest.mark.parametrize("group", ["6", "6j", "8", "9", "9j", "12", "16"])
def test_several_solutions_come_in_the_same_order(group: str) -> None:
    rng = random.Random(7)
    several = 0
    for p, _ in sample(group, 6):
        for drop in (3, 8, 20):
            q = loosened(p, rng, drop)
            places, whole = both(lambda b: exact.solutions(q, 12, budget=b))
            assert whole == places
            several += len(whole[0]) > 1
    assert several  # the loosened puzzles did have several solutions


@pytest.mark.parametrize("group", ["6", "9", "9j", "12", "16"])
def test_play_positions_count_alike(group: str) -> None:
    """Positions (``cands``): the solution's digit and a few more per cell, or a wrong digit only."""
    rng = random.Random(11)
    zero = 0
    for p, sol in sample(group, 5):
        answer = parse_solution(p, sol)
        full = (1 << (p.width + 1)) - 2
        for wrong in (0, 1, 3):
            cands = []
            for c, d in enumerate(answer):
                m = 1 << d if p.givens[c] or rng.random() < 0.3 else (1 << d) | (rng.getrandbits(p.width) << 1 & full)
                cands.append(m)
            for c in rng.sample(range(p.ncells), wrong):
                cands[c] = full & ~(1 << answer[c])  # every digit but the answer's
            places, whole = both(lambda b: exact.count_solutions(p, 3, cands=cands, budget=b))
            assert whole == places
            zero += whole[0][0] == 0
    assert zero  # some positions had lost their only solution


@pytest.mark.parametrize("n, box", [(6, (3, 2)), (9, (3, 3)), (12, (4, 3)), (16, (4, 4))])
def test_an_empty_grid_lists_the_same_solutions(n: int, box: tuple[int, int]) -> None:
    empty = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {box_regions(n, *box)}")
    places, whole = both(lambda b: exact.solutions(empty, 7, budget=b))
    assert whole == places
    assert len(whole[0]) == 7 and len(set(whole[0])) == 7


def test_a_jigsaw_without_givens_too() -> None:
    p, _ = GROUPS["9j"][0]
    empty = p.with_givens([0] * p.ncells)
    places, whole = both(lambda b: exact.solutions(empty, 5, budget=b))
    assert whole == places and len(whole[0]) == 5


@pytest.mark.parametrize("group", ["9", "9j", "16"])
def test_a_budget_gives_up_at_the_same_node(group: str) -> None:
    p, _ = GROUPS[group][0]
    empty = p.with_givens([0] * p.ncells)
    seen = []
    for whole in (False, True):
        with form(whole):
            with pytest.raises(GaveUp) as info:
                exact.solutions(empty, 10 ** 6, budget=Budget(40 * exact._tables(empty).node_cost))
            seen.append(info.value.nodes)
    assert seen[0] == seen[1] > 0


def test_givens_that_clash_or_an_emptied_cell_have_no_solution() -> None:
    p, sol = GROUPS["9"][0]
    answer = parse_solution(p, sol)
    givens = list(p.givens)
    open_cell = givens.index(0)
    row = open_cell // 9
    other = next(c for c in range(row * 9, row * 9 + 9) if givens[c])
    givens[open_cell] = givens[other]  # the same digit twice in a row
    clash = p.with_givens(givens)
    assert both(lambda b: exact.count_solutions(clash, 2, budget=b))[1][0] == (0, None)
    cands = [1 << d for d in answer]
    cands[open_cell] = 0
    places, whole = both(lambda b: exact.count_solutions(p, 2, cands=cands, budget=b))
    assert whole == places and whole[0] == (0, None)
    cands = [1 << d if g else (1 << (p.width + 1)) - 2 for d, g in zip(answer, p.givens)]
    cands[open_cell] = 1 << givens[other]  # a position that clashes
    places, whole = both(lambda b: exact.count_solutions(p, 2, cands=cands, budget=b))
    assert whole == places and whole[0] == (0, None)


def test_the_state_keeps_every_candidate_four_times() -> None:
    """The layout itself: a candidate's four bits sit in its cell's segment and its houses'."""
    p, _ = GROUPS["9"][0]
    space = segments.Space(p.houses, p.ncells, p.width)
    q = 40 * 9 + 4  # r5c5 may hold 5
    bits = [i for i in range(space.all.bit_length()) if space.bits(q) >> i & 1]
    assert len(bits) == 4
    assert bits[0] == 40 * space.w + 4  # bit d-1 of cell 40's segment
    assert all(space.at[b] == q for b in bits)
    assert space.keep(q) & space.bits(q) == space.bits(q)  # placing keeps the candidate
    assert not space.keep(q) & space.bits(41 * 9 + 4)  # and clears a peer's same digit
    assert not space.keep(q) & space.bits(40 * 9 + 5)  # and the cell's other digits
    assert space.keep(q) & space.bits(80 * 9 + 4)  # not a cell it does not see (r9c9)


@pytest.mark.parametrize("group", ["6j", "9", "9j", "12"])
def test_placing_a_candidate_clears_exactly_the_candidates_it_conflicts_with(group: str) -> None:
    """:meth:`Space.keep`, built from a few masks per cell, against its definition."""
    p, _ = GROUPS[group][-1]
    space = segments.Space(p.houses, p.ncells, p.width)
    n = p.width
    for q in random.Random(3).sample(range(p.ncells * n), 40):
        c, e = divmod(q, n)
        kill = 0
        for o in range(p.ncells):
            for f in range(n):
                if (o, f) != (c, e) and (o == c or (f == e and o in p.conflicts[c][e + 1])):
                    kill |= space.bits(o * n + f)
        assert space.keep(q) == space.all ^ kill
        assert space.keep(q) & space.bits(q) == space.bits(q)
