"""The aids' reading of a position, on every kind: clashing answers, cells of a digit, notes ruled out."""

from __future__ import annotations

import pytest

from game.engine.exact import ensure_solution
from game.engine.marks import cells_with, clashes, ruled_out
from game.engine.puzzle import Puzzle, bit

SUJIKO = "sujiko 3x3 ....5.... 20,17,24,22"


def puzzles(corpus) -> list[Puzzle]:
    out = [Puzzle.from_line(corpus(kind)[0].line) for kind in ("suguru", "ripple", "sudoku")]
    return [*out, Puzzle.from_line(SUJIKO)]


def test_a_solution_has_no_clash_and_two_equal_answers_in_a_house_do(corpus):
    for p in puzzles(corpus):
        p = ensure_solution(p) or p
        sol = p.solution
        assert sol is not None, p.kind
        cands = [bit(d) for d in sol]
        assert clashes(p, cands) == frozenset(), p.kind
        house = next(h for h in p.houses if len(h) > 1)
        a, b = house[0], house[1]
        broken = list(cands)
        broken[b] = bit(sol[a])
        assert {a, b} <= clashes(p, broken), p.kind


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_a_clash_beyond_the_region_is_seen(corpus, kind):
    p = Puzzle.from_line(corpus(kind)[0].line)
    full = list(p.initial_candidates)
    cell, d = next((c, d) for c in range(p.ncells) for d in range(1, p.max_digit[c] + 1)
                   if any(o not in p.region_of(c) and p.max_digit[o] >= d and not p.givens[o]
                          for o in p.conflicts[c][d]) and not p.givens[c])
    other = next(o for o in p.conflicts[cell][d] if o not in p.region_of(cell) and not p.givens[o]
                 and p.max_digit[o] >= d)
    full[cell] = full[other] = bit(d)
    assert {cell, other} <= clashes(p, full)


def test_cells_with_and_ruled_out():
    p = Puzzle.from_line("sudoku 4x4 1............... 0011001122332233")
    cands = list(p.initial_candidates)
    assert cells_with(cands, 1) == {0} and cells_with(cands, 0) == frozenset()
    gone = ruled_out(p, cands)
    assert (1, 1) in gone and (4, 1) in gone and (5, 1) in gone and (15, 1) not in gone
    assert all(not p.givens[c] for c, _ in gone)
