"""The big-region stage of the lesson builder: hidden triples sit in regions of seven open cells,
and its count of the ways a region's open cells can be filled is the exact solver's."""

from __future__ import annotations

import itertools

import pytest

from game.engine.exact import count_solutions
from game.engine.lessons import lesson_deduction
from game.lessonbig import OPEN, choices, matchings, widest_open
from game.lessondata import positions
from game.lessonwide import open_cells

KINDS = ["suguru", "ripple"]


def test_matchings_counts_the_ways_up_to_the_limit():
    assert matchings([0, 1, 2], {0: [1, 2], 1: [1, 2], 2: [3]}) == 2
    assert matchings([0, 1, 2], {0: [1], 1: [1, 2], 2: [2, 3]}) == 1
    assert matchings([0, 1], {0: [1], 1: [1]}) == 0
    assert matchings([0, 1, 2], {c: [1, 2, 3] for c in range(3)}, limit=5) == 5


@pytest.mark.parametrize("kind", KINDS)
def test_a_hidden_triple_lesson_is_in_a_region_of_seven_open_cells(kind):
    """With six open cells or fewer the naked subset of the other cells strikes the same and costs less."""
    found = positions(kind, "HT")
    assert len(found) >= 3
    for x in found:
        state = x.state()
        ded = lesson_deduction(state, "HT")
        assert ded is not None and ded.technique == "HT"
        cells = {c for c, _ in ded.eliminations}
        house = next(h for h in state.puzzle.houses if cells <= set(h))
        assert len(open_cells(state.cands, house)) >= OPEN


@pytest.mark.parametrize("kind", KINDS)
def test_widest_open_is_what_the_solver_finds(kind):
    """The open set it picks leaves one solution, one more cell of that region leaves several, and for every
    set of seven of its cells the matching count and the exact solver agree on uniqueness."""
    puzzle = positions(kind, "HT")[0].puzzle()
    count, solution = count_solutions(puzzle, 2)
    assert count == 1 and solution is not None
    base = puzzle.with_givens([0] * puzzle.ncells)

    def unique(opened) -> bool:
        return count_solutions(base.with_givens([0 if c in opened else v for c, v in enumerate(solution)]), 2)[0] == 1

    best = widest_open(base, solution)
    assert len(best) >= OPEN and unique(best)
    region = next(r for r in base.region_cells if set(best) <= set(r))
    assert all(not unique(best + [c]) for c in region if c not in best)
    for group in itertools.combinations(region, OPEN):
        assert (matchings(group, choices(base, solution, group)) == 1) == unique(group)
