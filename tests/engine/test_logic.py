"""The ladder, the solver's score on worked examples, soundness on the corpus, and hint()."""

from __future__ import annotations

import random

import pytest

from game.engine.deduction import Technique
from game.engine.errors import UnknownKindError
from game.engine.logic import (Hint, LogicResult, apply_zero, hint, ladder, next_deduction,
                               solve, technique, zero_score)
from game.engine.puzzle import Puzzle, bit
from game.engine.state import PlayState, Position


def test_ladders_match_the_seeds():
    assert [(t.abbr, t.score) for t in ladder("suguru")] == [
        ("ER", 0), ("FN", 0), ("HS", 3), ("NP", 5), ("HP", 6), ("NT", 7), ("HT", 8), ("FP", 9), ("FT", 10), ("FC", 18)]
    assert [(t.abbr, t.score) for t in ladder("ripple")] == [
        ("ER", 0), ("FN", 1), ("HS", 3), ("NP", 6), ("NT", 7), ("HP", 8), ("HT", 10), ("FP", 10), ("SR", 12), ("FC", 18)]
    assert [t.abbr for t in zero_score("suguru")] == ["ER", "FN"]
    assert [t.abbr for t in zero_score("ripple")] == ["ER"]
    assert technique("ripple", "FP").name == "Forbidden Pair"
    with pytest.raises(UnknownKindError, match="nonsense"):
        ladder("nonsense")


# -- worked examples, checked by hand --------------------------------------------------

# Suguru 3x3, regions        A A A      A = 4 cells, B = r2c1+r3c1, C = r2c3, r3c2, r3c3
#                            B A C      given r3c3 = 1, solution 231 / 142 / 231.
#                            B C C
SUGURU_3X3 = "suguru 3x3 ........1 000102122"


def test_suguru_worked_example():
    """By hand:

    ER r3c3=1 strikes 1 from r2c3, r3c2 (2 cells); FN r3c3=1 from r2c2 (1).
    Nothing else answered; no hidden single, no useful pair.  FP: the 1 and 2
    of B sit in r2c1, r3c1; r2c2 and r3c2 touch both and lose their 2 (2
    cells x 9).  r3c2 = 3: ER strikes 3 from r2c3 (1) making it 2; FN r2c3=2
    strikes 2 from r1c2, r1c3 (2); FN r3c2=3 strikes 3 from r2c2 (1) making it
    4; ER r2c2=4 strikes 4 from r1c1, r1c2, r1c3 (3).  HS: the 2 of A only in
    r1c1 (1 cell x 3).  FN r1c1=2 strikes 2 from r2c1 (1); ER r2c1=1 strikes 1
    from r3c1 (1); FN r2c1=1 strikes 1 from r1c2 (1); ER r1c2=3 strikes 3 from
    r1c3 (1).  ER 2+1+3+1+1 = 8, FN 1+2+1+1+1 = 6, HS 1, FP 2:
    score 1x3 + 2x9 = 21.
    """
    p = Puzzle.from_line(SUGURU_3X3, "231142231")
    r = solve(p, record=True)
    assert r.solved
    assert r.counts == {"ER": 8, "FN": 6, "HS": 1, "NP": 0, "HP": 0, "NT": 0, "HT": 0, "FP": 2, "FT": 0, "FC": 0}
    assert r.score == 21
    assert r.hardest == "FP"
    assert [d.technique for d in r.steps] == [
        "ER", "FN", "FP", "ER", "FN", "FN", "ER", "HS", "FN", "ER", "FN", "ER"]
    assert r.steps[2].eliminations == ((4, 2), (7, 2))
    assert r.cands == tuple(bit(int(ch)) for ch in "231142231")
    assert sum(d.cells_changed * technique("suguru", d.technique).score for d in r.steps) == 21


# Ripple 4x3, regions        A B C C    A = r1c1, r2c1, r2c2; B, D single cells;
#                            A A D C    C = r1c3, r1c4, r2c4, r3c4; E = row 3, c1..c3.
#                            E E E C    givens r1c4 = 1, r3c3 = 2; solution 2131 / 1312 / 3124.
RIPPLE_4X3 = "ripple 4x3 ...1......2. 012200324442"


def test_ripple_worked_example():
    """By hand:

    ER: r1c4=1 strikes 1 from r1c3, r2c4, r3c4 (3); r3c3=2 strikes 2 from r3c1,
    r3c2 (2).  FN (scores 1 in Ripple): r1c2=1 strikes 1 from r1c1, r2c2 (2);
    r3c3=2 strikes 2 from r1c3, r3c4 (2).  HS: the 1 of A only in r2c1 (1 x 3).
    FN r2c1=1 strikes 1 from r3c1 (1); ER r3c1=3 strikes 3 from r3c2 (1); FN
    r3c1=3 strikes 3 from r1c1, r3c4 (2); ER r1c1=2 from r2c2 (1), r3c4=4 from
    r1c3, r2c4 (2), r1c3=3 from r2c4 (1).  ER 3+2+1+1+2+1 = 10, FN 2+2+1+2 = 7,
    HS 1: score 7x1 + 1x3 = 10.
    """
    p = Puzzle.from_line(RIPPLE_4X3, "213113123124")
    r = solve(p)
    assert r.solved
    assert r.counts == {"ER": 10, "FN": 7, "HS": 1, "NP": 0, "NT": 0, "HP": 0, "HT": 0, "FP": 0, "SR": 0, "FC": 0}
    assert r.score == 10
    assert r.steps == []  # only recorded when asked


def test_sub_ladder_and_max_score():
    p = Puzzle.from_line(SUGURU_3X3, "231142231")
    trivial = solve(p, ladder=zero_score("suguru"))
    assert not trivial.solved and trivial.score == 0
    assert set(trivial.counts) == {"ER", "FN"} and trivial.counts == {"ER": 2, "FN": 1}
    capped = solve(p, max_score=10)
    assert not capped.solved and capped.score > 10
    assert solve(p, max_score=21).solved


def test_foreign_technique_runs_the_general_way():
    """A technique the solver has no fast core for is simply called on a Position."""
    p = Puzzle.from_line(SUGURU_3X3, "231142231")
    wrapped = tuple(Technique(t.abbr, t.name, t.score, lambda pos, f=t.func: f(pos))
                    for t in ladder("suguru"))
    a, b = solve(p, ladder=wrapped, record=True), solve(p, record=True)
    assert (a.solved, a.score, a.counts, a.steps) == (b.solved, b.score, b.counts, b.steps)


def test_contradictions_end_stuck():
    p = Puzzle.from_line(SUGURU_3X3)
    empty = list(p.initial_candidates)
    empty[0] = 0
    r = solve(Position(p, empty))
    assert not r.solved and r.score == 0
    clash = list(p.initial_candidates)
    clash[0] = clash[1] = bit(2)  # two 2s side by side in region A
    r = solve(Position(p, clash))
    assert not r.solved
    assert all(r.cands)
    hint(Position(p, empty))  # no crash


def test_solver_does_not_mutate_its_argument():
    p = Puzzle.from_line(SUGURU_3X3)
    s = PlayState(p)
    before = list(s.cands)
    solve(s)
    hint(s)
    apply_zero(s)
    next_deduction(s)
    assert s.cands == before and s.history == []


# -- the corpus -------------------------------------------------------------------------------


@pytest.mark.corpus("suguru", "ripple")
def test_solver_never_deletes_a_true_candidate(corpus_row):
    p = Puzzle.from_line(corpus_row.line, corpus_row.solution)
    r = solve(p)
    assert isinstance(r, LogicResult)
    lost = [p.cell_name(c) for c, d in enumerate(p.solution) if not r.cands[c] >> d & 1]
    assert not lost, f"{corpus_row.id}: the solver struck the true digit of {lost}"
    if r.solved:
        assert r.cands == tuple(bit(d) for d in p.solution)
    assert r.score == sum(n * technique(p.kind, a).score for a, n in r.counts.items())


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_solver_sound_from_random_positions(corpus, kind):
    rng = random.Random(11)
    rows = [r for r in corpus(kind) if r.line.split()[1] in ("6x6", "8x8")]
    if not rows:
        pytest.fail("the corpus (tests/data/corpus) is test data this suite needs; not found")
    for _ in range(60):
        row = rng.choice(rows)
        p = Puzzle.from_line(row.line, row.solution)
        cands = [m if rng.random() < 0.6 else bit(p.solution[c]) | (m & rng.getrandbits(36) << 1)
                 for c, m in enumerate(p.initial_candidates)]
        r = solve(Position(p, cands))
        assert all(r.cands[c] >> d & 1 for c, d in enumerate(p.solution)), row.id


def test_most_of_the_corpus_is_finished(corpus):
    """The figure worth tracking (FORMATS.md): how much the named techniques finish, size by size."""
    for kind in ("suguru", "ripple"):
        rows = corpus(kind)
        if not rows:
            pytest.fail("the corpus (tests/data/corpus) is test data this suite needs; not found")
        by_size: dict[str, list[bool]] = {}
        for r in rows:
            by_size.setdefault(r.line.split()[1], []).append(solve(Puzzle.from_line(r.line)).solved)
        for size, done in by_size.items():
            assert sum(done) >= 0.99 * len(done), (kind, size, sum(done), len(done))


# -- hints ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_hint_on_a_fresh_corpus_puzzle(corpus, kind):
    rows = corpus(kind)
    if not rows:
        pytest.fail("the corpus (tests/data/corpus) is test data this suite needs; not found")
    p = Puzzle.from_line(rows[0].line, rows[0].solution)
    s = PlayState(p)
    h = hint(s)
    assert isinstance(h, Hint)
    assert h.auto and all(d.technique in {t.abbr for t in zero_score(kind)} for d in h.auto)
    assert h.auto == apply_zero(s)
    assert h.deduction is not None and technique(kind, h.deduction.technique).score > 0
    for d in h.auto:
        assert s.play(d.move())
    assert next_deduction(s, [t for t in ladder(kind) if t.score == 0]) is None
    assert next_deduction(s) == h.deduction
    before = sum(m.bit_count() for m in s.cands)
    assert s.play(h.deduction.move())
    assert sum(m.bit_count() for m in s.cands) < before
    assert not any(s.cands[c] >> d & 1 == 0 for c, d in enumerate(p.solution))


def test_hints_replay_the_solver():
    """Playing hint after hint walks exactly the solver's recorded path."""
    p = Puzzle.from_line(SUGURU_3X3, "231142231")
    s = PlayState(p)
    played = []
    while True:
        h = hint(s)
        for d in h.auto:
            assert s.play(d.move())
        played += h.auto
        if h.deduction is None:
            break
        assert s.play(h.deduction.move())
        played.append(h.deduction)
    assert s.is_solved()
    assert played == solve(p, record=True).steps
    assert hint(s) == Hint((), None)


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_hints_replay_the_solver_on_the_6x6_corpus(corpus, kind):
    rows = [r for r in corpus(kind) if r.line.split()[1] == "6x6"]
    if not rows:
        pytest.fail("the corpus (tests/data/corpus) is test data this suite needs; not found")
    for row in rows:
        p = Puzzle.from_line(row.line, row.solution)
        s = PlayState(p)
        played = []
        while True:
            h = hint(s)
            for d in h.auto:
                assert s.play(d.move()), (row.id, d)
            played += h.auto
            if h.deduction is None:
                break
            assert s.play(h.deduction.move()), (row.id, h.deduction)
            played.append(h.deduction)
        r = solve(p, record=True)
        assert played == r.steps, row.id
        assert s.is_solved() == r.solved, row.id


def test_a_foreign_technique_that_empties_a_cell_ends_stuck():
    p = Puzzle.from_line(SUGURU_3X3)

    def wipe(pos):  # an unsound technique: deletes every candidate of r1c1
        from game.engine.deduction import Deduction
        m = pos.cands[0]
        elims = tuple((0, d) for d in range(1, 5) if m >> d & 1)
        return Deduction("XX", elims, (), "wipe r1c1.") if elims else None

    r = solve(p, ladder=(Technique("XX", "Wipe", 1, wipe),))
    assert not r.solved and r.cands[0] == 0
