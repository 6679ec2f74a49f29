"""The exact solver against the corpus, brute force on tiny grids, and by hand."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import exact
from game.engine.exact import NotUniqueError, count_solutions, ensure_solution, random_fill, solutions
from game.engine.formats import parse_solution
from game.engine.puzzle import Puzzle, bit

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def corpus_rows(kind: str) -> list[tuple[str, str]]:
    path = CORPUS / f"{kind}.tsv"
    if not path.exists():
        pytest.fail(f"the corpus is test data this suite needs; not found at {path}")
    rows = []
    for line in path.read_text().splitlines():
        if line.strip():
            puzzle, solution = line.split("\t")[:2]
            rows.append((puzzle, solution))
    return rows


@pytest.mark.parametrize("kind", ["suguru", "ripple", "sudoku"])
def test_every_corpus_row_has_exactly_the_corpus_solution(kind):
    wrong = []
    for line, sol in corpus_rows(kind):
        p = Puzzle.from_line(line)
        n, first = count_solutions(p, 2)
        if n != 1 or first != parse_solution(p, sol):
            wrong.append(f"{line}: count {n}")
    assert not wrong, "\n".join(wrong[:5])


def brute_count(p: Puzzle, cap: int) -> int:
    """Independent count: cell-by-cell enumeration checked by rules.is_solution."""
    values = list(p.givens)
    empties = [c for c, g in enumerate(values) if not g]
    count = 0

    def walk(i: int) -> None:
        nonlocal count
        if count >= cap:
            return
        if i == len(empties):
            count += p.rules.is_solution(p, values)
            return
        cell = empties[i]
        for d in range(1, p.max_digit[cell] + 1):
            if all(values[o] != d for o in p.conflicts[cell][d]):
                values[cell] = d
                walk(i + 1)
        values[cell] = 0

    walk(0)
    return count


def random_tiny(rng: random.Random, kind: str) -> Puzzle:
    w, h = rng.randint(1, 4), rng.randint(1, 4)
    labels = "".join(rng.choice("012") for _ in range(w * h))
    bare = Puzzle.from_line(f"{kind} {w}x{h} {'.' * (w * h)} {labels}")
    givens = [0] * (w * h)
    for cell in rng.sample(range(w * h), min(w * h, rng.randint(0, 2))):
        givens[cell] = rng.randint(1, bare.max_digit[cell])
    return bare.with_givens(givens)


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_counts_match_brute_force_on_tiny_grids(kind):
    rng = random.Random(2024)
    for _ in range(300):
        p = random_tiny(rng, kind)
        expected = brute_count(p, 50)
        n, first = count_solutions(p, 50)
        assert n == expected, repr(p)
        assert (first is None) == (n == 0)
        if first is not None:
            assert p.rules.is_solution(p, first), repr(p)


def test_hand_counted_suguru_has_eight_solutions_and_limit_is_respected():
    # Regions: r1c1+r2c1 (1,2 in either order); the 2x2 block to its right
    # (1..4).  Column 2 touches both cells of column 1, so it holds 3,4 and
    # column 3 holds 1,2: 2 x 2 x 2 = 8 solutions.
    p = Puzzle.from_line("suguru 3x2 ...... 011011")
    assert count_solutions(p, 100) == (8, (1, 3, 1, 2, 4, 2))
    assert count_solutions(p, 3)[0] == 3
    assert count_solutions(p, 1)[0] == 1
    found = solutions(p, 5)
    assert len(found) == 5 and len(set(found)) == 5
    assert all(p.rules.is_solution(p, s) for s in found)
    with pytest.raises(ValueError):
        count_solutions(p, 0)


def test_wrong_given_on_a_unique_puzzle_means_no_solution():
    line, sol = corpus_rows("suguru")[0]
    p = Puzzle.from_line(line, sol)
    cell = next(c for c, g in enumerate(p.givens) if not g and p.max_digit[c] > 1)
    wrong = 1 if p.solution[cell] != 1 else 2
    givens = list(p.givens)
    givens[cell] = wrong
    assert count_solutions(p.with_givens(givens)) == (0, None)


def test_contradictory_givens_have_no_solution():
    # Two 2s side by side in a suguru, two 1s in one sudoku row.
    assert count_solutions(Puzzle.from_line("suguru 2x2 22.. 0011")) == (0, None)
    assert count_solutions(Puzzle.from_line("sudoku 4x4 11.............. 0011001122332233")) == (0, None)


def test_ripple_row_with_no_solution():
    # Regions 1,2 | 1,2 in one row: two 2s must be more than 2 cells apart,
    # so they sit at both ends, which leaves the two 1s side by side.
    assert count_solutions(Puzzle.from_line("ripple 4x1 .... 0011"), 10) == (0, None)


def test_removing_givens_gives_several_solutions():
    line, sol = corpus_rows("ripple")[0]
    p = Puzzle.from_line(line, sol)
    bare = p.with_givens([0] * p.ncells)
    n, first = count_solutions(bare, 2)
    assert n == 2 and bare.rules.is_solution(bare, first)
    assert not exact.is_unique(bare)
    assert exact.is_unique(p)


def test_ensure_solution():
    line, sol = corpus_rows("suguru")[0]
    p = Puzzle.from_line(line)
    assert ensure_solution(p).solution == parse_solution(p, sol)
    with pytest.raises(NotUniqueError, match="no solution"):
        ensure_solution(Puzzle.from_line("suguru 2x2 22.. 0011"))
    with pytest.raises(NotUniqueError, match=r"more than one solution: r\d+c\d+ can be"):
        ensure_solution(Puzzle.from_line("suguru 3x2 ...... 011011"))
    assert issubclass(NotUniqueError, ValueError)


def test_cands_start_from_a_position():
    line, sol = corpus_rows("sudoku")[0]
    p = Puzzle.from_line(line, sol)
    cands = list(p.initial_candidates)
    assert count_solutions(p, 2, cands) == (1, p.solution)
    empty = next(c for c, g in enumerate(p.givens) if not g)
    cands[empty] &= ~bit(p.solution[empty])  # a player deleted the right digit
    assert count_solutions(p, 2, cands) == (0, None)
    with pytest.raises(ValueError, match="cells"):
        count_solutions(p, 2, cands[:-1])


def test_same_partition_other_givens_are_not_confused_by_the_cache():
    p = Puzzle.from_line("suguru 3x2 ...... 011011")
    q = p.with_givens((2, 0, 0, 0, 0, 0))
    assert count_solutions(p, 100)[0] == 8
    assert count_solutions(q, 100) == (4, (2, 3, 1, 1, 4, 2))


def test_sujiko_sums_are_checked_at_the_leaves():
    # One circle over all four cells: any order of 1..4 sums to 10.
    assert count_solutions(Puzzle.from_line("sujiko 2x2 .... 10"), 100)[0] == 24
    assert count_solutions(Puzzle.from_line("sujiko 2x2 .... 11"), 100)[0] == 0


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_random_fill_is_reproducible_and_valid(kind):
    line, _ = corpus_rows(kind)[0]
    p = Puzzle.from_line(line)
    bare = p.with_givens([0] * p.ncells)
    a = random_fill(bare, random.Random(7), 10_000)
    b = random_fill(bare, random.Random(7), 10_000)
    assert a is not None and a == b
    assert bare.rules.is_solution(bare, a)
    others = {random_fill(bare, random.Random(s), 10_000) for s in range(8)}
    assert len(others) > 1  # the rng really steers the search


def test_random_fill_sudoku_and_node_cap():
    p = Puzzle.from_line("sudoku 9x9 " + "." * 81 + " "
                         + "".join(str(r // 3 * 3 + c // 3) for r in range(9) for c in range(9)))
    grid = random_fill(p, random.Random(1), 10_000)
    assert grid is not None and p.rules.is_solution(p, grid)
    assert random_fill(p, random.Random(1), 0) is None  # an empty sudoku needs a branch


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_counts_match_the_textbook_backtracker_with_givens_removed(kind):
    # The backtracker enumerates solutions independently of the propagation
    # (and of the pointing rule, which only fires on grids with branches).
    from game.engine import backtrack

    rng = random.Random(99)
    checked = 0
    for line, _ in corpus_rows(kind):
        p = Puzzle.from_line(line)
        if p.ncells > 49:
            continue
        givens = list(p.givens)
        clues = [c for c, g in enumerate(givens) if g]
        for cell in rng.sample(clues, min(3, len(clues))):
            givens[cell] = 0
        q = p.with_givens(givens)
        slow = backtrack.run(q, max_steps=300_000, limit=20)
        if slow.capped:
            continue
        n, first = count_solutions(q, 20)
        assert n == slow.solutions, repr(q)
        if n < 20:  # every solution listed: the backtracker's first is among them
            assert slow.values in solutions(q, 20)
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_lazily_built_tables_agree_with_puzzle_conflicts(kind):
    # Suguru and Ripple conflict lists are computed entry by entry from
    # rules.peers as the search needs them; they must be puzzle.conflicts.
    line, _ = corpus_rows(kind)[0]
    p = Puzzle.from_line(line)
    exact.clear_cache()
    count_solutions(p.with_givens([0] * p.ncells), 2)  # branches and points: many entries
    tables = exact._tables(p)
    filled = masks = 0
    for cell in range(p.ncells):
        for d in range(1, p.max_digit[cell] + 1):
            if tables.conf[cell][d] is not None:
                assert sorted(tables.conf[cell][d]) == list(p.conflicts[cell][d])
                filled += 1
            if tables.masks[cell][d] is not None:
                assert tables.masks[cell][d] == sum(1 << o for o in p.conflicts[cell][d])
                masks += 1
    assert filled > p.ncells and masks > 0
