"""The generator: reproducible, valid at every size, pruning and score bands honoured."""

from __future__ import annotations

import random

import pytest

from game.engine import exact, logic
from game.engine.errors import SizeError, UnknownKindError
from game.engine.formats import parse_line
from game.engine.backend import Params
from game.engine.generator import (GenerationError, RegionGenerator, check_request, derive_seed, fill_partition,
                                   generate, generate_many, generate_scored, region_generator, trivial_ladder)
from game.engine.grower import grow_filled
from game.engine.partition import (RegionShape, feasible, grow_partition, infeasible_reason, random_partition,
                                   region_sizes)
from game.engine.puzzle import Puzzle

KINDS = ("suguru", "ripple")


def shape(kind: str) -> RegionShape:
    """The region shape the kind's backend grows."""
    return region_generator(kind).shape


def assert_acceptable(p: Puzzle) -> logic.LogicResult:
    """Every promise the generator makes about a puzzle it returns."""
    assert p.solution is not None
    assert p.rules.is_solution(p, p.solution)
    assert all(g in (0, s) for g, s in zip(p.givens, p.solution))
    assert exact.count_solutions(p, 2) == (1, p.solution)
    r = logic.solve(p)
    assert r.solved, f"not logic-solvable: {p.line()}"
    assert not logic.solve(p, ladder=trivial_ladder(p.kind)).solved, f"ER+FN alone solve {p.line()}"
    sizes = region_sizes(p.regions)
    assert min(sizes) >= 1 and max(sizes) <= 5
    # The line is the whole puzzle: reading it back gives the same puzzle and score.
    again = parse_line(p.line())
    assert again == p
    assert logic.solve(again).score == r.score
    return r


@pytest.mark.parametrize("kind", KINDS)
def test_same_seed_same_puzzle(kind: str) -> None:
    a = generate(kind, 6, 6, seed=1234)
    b = generate(kind, 6, 6, seed=1234)
    assert a.line() == b.line() and a.solution == b.solution
    assert generate(kind, 6, 6, seed=1235).line() != a.line()
    # A seed given as text and as the same number mean the same thing (the CLI passes text).
    assert generate(kind, 6, 6, seed="1234").line() == a.line()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", [(4, 4), (5, 5), (6, 6), (7, 5), (8, 8), (10, 10)])
def test_every_size_gives_an_accepted_puzzle(kind: str, size: tuple[int, int]) -> None:
    w, h = size
    g = generate_scored(kind, w, h, seed=("sizes", w, h))
    assert (g.puzzle.width, g.puzzle.height, g.puzzle.kind) == (w, h, kind)
    r = assert_acceptable(g.puzzle)
    assert r.score == g.score and r.counts == g.counts


@pytest.mark.parametrize("kind,lo,hi", [("suguru", 20, 40), ("suguru", 3, 6), ("ripple", 50, 60)])
def test_score_band_is_respected(kind: str, lo: int, hi: int) -> None:
    for i in range(3):
        g = generate_scored(kind, 6, 6, seed=("band", i), min_score=lo, max_score=hi)
        assert lo <= g.score <= hi
        assert lo <= assert_acceptable(g.puzzle).score <= hi


def test_impossible_band_gives_up_with_a_message() -> None:
    # Suguru's ER and FN score 0, so a non-trivial puzzle always scores more than 0.
    with pytest.raises(GenerationError, match="3 attempts"):
        RegionGenerator("suguru", shape("suguru"), max_tries=3).generate(Params(6, 6), seed=0, max_score=0)


def test_batch_items_do_not_depend_on_each_other() -> None:
    batch = [g.line() for g in generate_many("ripple", 6, 6, 3, seed="batch")]
    assert len(set(batch)) == 3
    assert next(generate_many("ripple", 6, 6, 1, seed="batch", start=2)).line() == batch[2]
    # A batch seed typed as text (the CLI) and given as a number (the API) agree.
    assert [g.line() for g in generate_many("ripple", 6, 6, 2, seed=77)] == \
        [g.line() for g in generate_many("ripple", 6, 6, 2, seed="77")]


def test_seeds_are_text_flattened() -> None:
    assert derive_seed(("7", 2)) == derive_seed(7, 2) == derive_seed((7,), "2")
    assert derive_seed(7, 2) != derive_seed(72) and derive_seed(7, 2) != derive_seed(2, 7)


@pytest.mark.parametrize("args,error", [
    (("nonsense", 6, 6), UnknownKindError),
    (("suguru", 3, 6), SizeError),
    (("ripple", 6, 13), SizeError),
    (("suguru", 6, 6, 10, 5), ValueError),
])
def test_impossible_requests_raise_specific_errors(args: tuple, error: type) -> None:
    with pytest.raises(error):
        check_request(*args)
    with pytest.raises(error):
        generate(*args[:3], seed=0, min_score=args[3] if len(args) > 3 else None,
                 max_score=args[4] if len(args) > 4 else None)


# -- partitions ----------------------------------------------------------------------------------


def rows_of_three(w: int, h: int) -> tuple[int, ...]:
    return tuple((cell // w) * (w // 3) + (cell % w) // 3 for cell in range(w * h))


def test_pruning_rejects_too_many_regions_for_suguru() -> None:
    # Twelve straight triominoes: twelve 1s cannot fit in 6x6 without touching (at most 9).
    regions = rows_of_three(6, 6)
    assert shape("suguru").max_copies(6, 6, 1) == 9
    reason = infeasible_reason(shape("suguru"), 6, 6, regions)
    assert reason is not None and "12 regions need a 1" in reason
    assert fill_partition("suguru", 6, 6, regions, random.Random(0)) is None


def test_pruning_rejects_touching_single_cells() -> None:
    # Two one-cell regions side by side would both be 1.
    labels = "ABCDDD" "EEEFFF" "GGGHHH" "IIIJJJ" "KKKLLL" "MMMNNN"
    regions = parse_line(f"ripple 6x6 {'.' * 36} {labels}").regions
    assert "one-cell regions touch at cells 0 and 1" in (infeasible_reason(shape("ripple"), 6, 6, regions) or "")


def test_pruning_rejects_too_many_fives_for_ripple() -> None:
    # Five rows of five, a column of five and a last row of five: seven 5s, but
    # a row of 6 holds one 5 at most, so 6x6 holds six.  Suguru allows nine.
    labels = "AAAAAF" "BBBBBF" "CCCCCF" "DDDDDF" "EEEEEF" "GGGGGH"
    ripple = parse_line(f"ripple 6x6 {'.' * 36} {labels}")
    assert sorted(region_sizes(ripple.regions)) == [1, 5, 5, 5, 5, 5, 5, 5]
    assert shape("ripple").max_copies(6, 6, 5) == 6
    assert "7 regions need a 5" in (infeasible_reason(shape("ripple"), 6, 6, ripple.regions) or "")
    assert feasible(shape("suguru"), 6, 6, ripple.regions)


def test_pruning_passes_real_partitions_and_fill_finds_a_solution(corpus) -> None:
    for kind in KINDS:
        for row in corpus(kind)[:15]:
            p = parse_line(row.line)
            if max(region_sizes(p.regions)) <= 5:
                assert feasible(shape(p.kind), p.width, p.height, p.regions), row.id
    row = next(r for r in corpus("suguru") if r.line.split()[1] == "6x6")
    p = parse_line(row.line)
    values = fill_partition(p.kind, p.width, p.height, p.regions, random.Random(1))
    assert values is not None and p.rules.is_solution(Puzzle(p.kind, 6, 6, (0,) * 36, p.regions), values)


@pytest.mark.parametrize("kind", KINDS)
def test_grown_partitions_hold_their_solution(kind: str) -> None:
    rng = random.Random(5)
    grown = [grow_filled(shape(kind), 6, 6, rng) for _ in range(20)]
    assert sum(g is not None for g in grown) >= 10
    for g in grown:
        if g is None:
            continue
        regions, values = g
        p = Puzzle(kind, 6, 6, (0,) * 36, regions)
        assert p.rules.is_solution(p, values)
        assert feasible(shape(kind), 6, 6, regions)
        assert parse_line(p.line()).regions == regions  # numbered the way Puzzle numbers them


def test_random_partition_is_reproducible_and_feasible() -> None:
    a = random_partition(shape("suguru"), 6, 6, random.Random(3))
    assert a == random_partition(shape("suguru"), 6, 6, random.Random(3))
    assert feasible(shape("suguru"), 6, 6, a)
    part = grow_partition(5, 4, random.Random(9), (0, 1, 1, 1, 1, 1))
    assert len(part) == 20 and max(region_sizes(part)) <= 5
