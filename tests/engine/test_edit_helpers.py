"""The editor's helpers: fill regions, suggest a given, minimise, make harder / easier, compute sums.

Every helper on every kind it applies to: the results are drafts that are puzzles, unique and
finished by the ladder where promised, the same for the same seed; bad boards (empty, impossible,
1x1, the wrong kind) give a ValueError or None, never a crash.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Callable

import pytest

from game.engine import exact
from game.engine.backend import Params, backend, backends
from game.engine.draft import Draft
from game.engine.edit_helpers import (Nudged, Progress, Suggestion, can_fill_regions, compute_sums, fill_regions,
                                      minimise, nudge, suggest_given)
from game.engine.edit_helpers.common import judge, ladder_run
from game.engine.kinds.sujiko.grid import grid_sums
from game.engine.rules import rules_for

LINES = {
    "suguru": "suguru 6x6 ....24....3.3....1....43.....1...4.. 001111203331203344225444255566777566",
    "ripple": "ripple 6x6 ..1.5..........4.1.......51....4.... 012233114233544436554766558766888899",
    "sudoku": "sudoku 9x9 2....5....6...........47..6.1........3.8....1...6.48.7..3...95...75.21..8...3..4. "
              "000111222000111222000111222333444555333444555333444555666777888666777888666777888",
    "sudoku6": "sudoku 6x6 4...3..3.......5...14...3...5.....61 000111000111222333222333444555444555",
    "jigsaw": "sudoku 9x9 .64....3.......5......1...4.......1.......2.9.3........9.47..6......5..........52 "
              "000000011002222111222344155662341155662344155663344557668344577868333777888888777",
    "sujiko": "sujiko 3x3 ....2..4. 17,12,22,17",
    "sujiko4": "sujiko 4x4 .2..D.....F....7 33,18,27,50,46,46,37,40,39",
}
"""A built-in puzzle of each kind and shape (unique, finished by the ladder)."""


def draft_of(name: str) -> Draft:
    return Draft.from_line(LINES[name])


def solution_of(d: Draft) -> tuple[int, ...]:
    count, sol = exact.count_solutions(d.to_puzzle(), 2)
    assert count == 1 and sol is not None
    return sol


def full(name: str) -> Draft:
    """The puzzle with every cell given."""
    d = draft_of(name)
    return dataclasses.replace(d, givens=solution_of(d))


def good(d: Draft) -> bool:
    """Unique and finished by the ladder (the sudoku's without its guess)."""
    j = judge(d.to_puzzle())
    return j.unique and j.finished


def count(d: Draft, limit: int = 50) -> int:
    return exact.count_solutions(d.to_puzzle(), limit)[0]


def given(d: Draft) -> int:
    return sum(1 for g in d.givens if g)


# -- fill regions ---------------------------------------------------------------------------------

@pytest.mark.parametrize("kind,params", [("suguru", Params(6, 6)), ("ripple", Params(7, 5)),
                                         ("sudoku", Params(9, 9, variant="jigsaw"))])
def test_fill_regions_grows_regions_of_the_kinds_sizes_that_hold_a_solution(kind: str, params: Params) -> None:
    d = Draft.blank(kind, params)
    assert can_fill_regions(d)
    filled = fill_regions(d, seed=1)
    p = filled.to_puzzle()  # a puzzle: connected regions of allowed sizes
    lo, hi = p.rules.region_sizes(p.width, p.height)
    assert all(lo <= len(cs) <= min(hi, 5 if kind != "sudoku" else hi) for cs in p.region_cells)
    assert len(p.region_cells) > 1 and filled.box is None
    assert exact.random_fill(p, random.Random(0), 50 * p.ncells) is not None  # it holds a solution
    assert fill_regions(d, seed=1) == filled  # reproducible
    assert any(fill_regions(d, seed=s).regions != filled.regions for s in (2, 3, 4))


def test_fill_regions_keeps_the_givens_that_fit_and_drops_the_ones_that_clash() -> None:
    d = Draft.blank("suguru", Params(6, 6))
    givens = [0] * 36
    givens[0], givens[1], givens[35] = 1, 1, 2  # two touching 1s clash: the first stays
    d = dataclasses.replace(d, givens=tuple(givens))
    filled = fill_regions(d, seed=5)
    assert filled.givens[0] == 1 and filled.givens[1] == 0
    assert filled.givens[35] in (0, 2)
    p = filled.to_puzzle()
    assert exact.solve(p) is not None  # the givens kept still leave a solution
    jig = dataclasses.replace(Draft.blank("sudoku", Params(6, 6, variant="jigsaw")),
                              givens=(1, 1) + (0,) * 34)
    assert fill_regions(jig, seed=0).givens[:2] == (1, 0)


def test_fill_regions_refuses_boards_whose_regions_are_not_drawn() -> None:
    for d in (draft_of("sudoku"), draft_of("sujiko")):
        assert not can_fill_regions(d)
        with pytest.raises(ValueError, match="no regions to fill"):
            fill_regions(d, seed=0)


def test_fill_regions_on_tiny_boards() -> None:
    assert fill_regions(Draft.blank("suguru", Params(1, 1)), seed=0).regions == (0,)
    two = fill_regions(Draft.blank("ripple", Params(2, 2)), seed=0)
    assert exact.solve(two.to_puzzle()) is not None


# -- suggest a given ----------------------------------------------------------------------------

def thinned(name: str) -> Draft:
    """The puzzle less its last givens, one at a time until it has several solutions."""
    d = draft_of(name)
    for cell in reversed([c for c, g in enumerate(d.givens) if g]):
        d = d.apply(f"give {cell} 0")
        if count(d, 2) > 1:
            return d
    raise AssertionError("no givens left")


@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku", "sudoku6", "jigsaw", "sujiko", "sujiko4"])
def test_suggest_cuts_the_solutions_of_an_ambiguous_board(name: str) -> None:
    d = thinned(name)
    before = count(d)   # thinned() leaves it ambiguous; the cut is only measured below the count's cap
    assert before < 50, f"{name}: {before} solutions reach the count's cap, so a cut could not be seen"
    s = suggest_given(d, seed=3)
    assert isinstance(s, Suggestion) and d.givens[s.cell] == 0 and s.why
    after = d.apply(f"give {s.cell} {s.digit}")
    left = count(after)
    assert left > 0, "the suggested digit is one a solution has, so the board keeps a solution"
    assert left < before, f"the suggestion left {left} of {before} solutions"
    assert s.why.endswith("then it has one solution." if left == 1 else f"fewest solutions ({left}).")
    assert suggest_given(d, seed=3) == s  # reproducible


def stuck_but_unique(name: str) -> Draft:
    """Givens removed while the exact solver still finds one solution, until the ladder sticks."""
    d = full(name)
    givens = list(d.givens)
    for cell in range(len(givens)):
        keep, givens[cell] = givens[cell], 0
        if count(dataclasses.replace(d, givens=tuple(givens)), 2) != 1:
            givens[cell] = keep
    out = dataclasses.replace(d, givens=tuple(givens))
    run = ladder_run(out.to_puzzle())
    assert run is not None and not run.solved, "this board's ladder finishes it: pick another"
    return out


@pytest.mark.parametrize("name", ["suguru", "jigsaw"])
def test_suggest_unsticks_a_unique_board_the_ladder_cannot_finish(name: str) -> None:
    d = stuck_but_unique(name)
    sol = solution_of(d)
    run = ladder_run(d.to_puzzle())
    assert run is not None
    s = suggest_given(d)
    assert s is not None and s.digit == sol[s.cell] and d.givens[s.cell] == 0
    after = ladder_run(d.apply(f"give {s.cell} {s.digit}").to_puzzle())
    assert after is not None
    assert after.solved or sum(1 for m in after.cands if m & (m - 1)) < sum(1 for m in run.cands if m & (m - 1))


def test_suggest_gives_nothing_when_nothing_helps() -> None:
    assert suggest_given(draft_of("suguru")) is None  # unique and finished already
    clash = dataclasses.replace(draft_of("sudoku6"), givens=(1, 1) + (0,) * 34)
    assert suggest_given(clash) is None  # no solution
    assert suggest_given(Draft.blank("suguru", Params(4, 4))) is None  # single cells: all 1s touch
    assert suggest_given(Draft.blank("suguru", Params(1, 1))) is None  # one cell, one answer: done


def test_suggest_on_an_empty_board_gives_a_first_given() -> None:
    for d in (Draft.blank("sudoku", Params(9, 9)), dataclasses.replace(draft_of("suguru"), givens=(0,) * 36)):
        s = suggest_given(d, seed=0)
        assert s is not None and 1 <= s.digit <= 9


def test_suggest_on_a_board_that_is_no_puzzle_says_why() -> None:
    with pytest.raises(ValueError, match="not set"):
        suggest_given(Draft.blank("sujiko", Params(3, 3)))


# -- minimise -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku", "sudoku6", "jigsaw", "sujiko"])
def test_minimise_leaves_a_unique_finished_puzzle_whose_every_given_is_needed(name: str) -> None:
    d = full(name)
    seen: list[tuple[int, int]] = []
    m = minimise(d, progress=lambda done, total: seen.append((done, total)))
    assert good(m) and given(m) < given(d)
    assert all(g in (0, s) for g, s in zip(m.givens, d.givens))
    assert seen and seen[-1][0] == seen[-1][1] and len({t for _, t in seen}) == 1
    assert minimise(d) == m and (m.regions, m.sums, m.box) == (d.regions, d.sums, d.box)
    if name in ("suguru", "sudoku6", "sujiko"):  # minimal: no given left can go
        for cell, g in enumerate(m.givens):
            if g:
                fewer = m.apply(f"give {cell} 0")
                assert not good(fewer) or fewer.to_puzzle().initial_candidates[cell] == 1 << g


def test_minimise_a_built_in_puzzle_keeps_it_good() -> None:
    d = draft_of("ripple")
    m = minimise(d, seed=9)
    assert good(m) and given(m) <= given(d)


@pytest.mark.parametrize("d,words", [
    (thinned("suguru"), "exactly one solution"),
    (dataclasses.replace(draft_of("sudoku6"), givens=(1, 1) + (0,) * 34), "exactly one solution"),
    (Draft.blank("suguru", Params(4, 4)), "exactly one solution"),
])
def test_minimise_refuses_a_board_that_is_not_a_good_puzzle(d: Draft, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        minimise(d)


def test_minimise_refuses_a_unique_board_the_ladder_cannot_finish() -> None:
    with pytest.raises(ValueError, match="logic finishes"):
        minimise(stuck_but_unique("suguru"))


def test_minimise_a_one_cell_board() -> None:
    one = dataclasses.replace(Draft.blank("suguru", Params(1, 1)), givens=(1,))
    assert minimise(one).givens == (0,)


# -- make it harder / easier --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku", "jigsaw", "sujiko"])
def test_harder_from_a_well_clued_board_raises_the_score_and_stays_good(name: str) -> None:
    d = full(name)
    r = nudge(d, "harder", seed=2)
    assert r.moved and r.score > r.score_before and good(r.draft)
    assert judge(r.draft.to_puzzle()).score == r.score
    assert r.why and r.target in ("Medium", "Hard", "Expert", "Easy")
    assert nudge(d, "harder", seed=2) == r


@pytest.mark.parametrize("name", ["suguru", "ripple", "sudoku", "jigsaw", "sujiko", "sujiko4"])
def test_easier_lowers_the_score_and_stays_good(name: str) -> None:
    d = draft_of(name)
    seen: list[int] = []
    r = nudge(d, "easier", seed=4, progress=lambda done, total: seen.append(total - done))
    assert r.moved and r.score < r.score_before and good(r.draft)
    assert given(r.draft) >= given(d) and seen and min(seen) >= 0


def test_nudge_moves_toward_the_next_band() -> None:
    d = full("suguru")
    r = nudge(d, "harder", seed=0)
    assert r.target is not None
    bands = backend("suguru").band(Params(6, 6), r.target)
    lo = bands[0] or 0
    assert r.band_before != r.target and (r.score >= lo or r.band == r.target or r.score > r.score_before)


def test_nudge_says_when_no_trade_helps() -> None:
    one = Draft.blank("suguru", Params(1, 1))
    for way in ("harder", "easier"):
        r = nudge(one, way)
        assert not r.moved and r.draft == one and "No trade" in r.why


@pytest.mark.parametrize("d,words", [
    (thinned("suguru"), "exactly one solution"),
    (Draft.blank("suguru", Params(5, 5)), "exactly one solution"),
    (Draft.blank("sujiko", Params(3, 3)), "not set"),
])
def test_nudge_refuses_bad_boards(d: Draft, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        nudge(d, "harder")


def test_nudge_knows_only_two_directions() -> None:
    with pytest.raises(ValueError, match="harder or easier"):
        nudge(draft_of("suguru"), "sideways")


# -- compute the sums -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["sujiko", "sujiko4"])
def test_compute_sums_reads_a_full_grid_and_leaves_a_good_puzzle(name: str) -> None:
    d = full(name)
    blank = dataclasses.replace(d, sums=(0,) * len(d.sums))
    m = compute_sums(blank, seed=1)
    assert m.sums == grid_sums(d.givens, d.width, d.height) == d.sums
    assert good(m) and given(m) < given(d)
    assert all(g in (0, s) for g, s in zip(m.givens, d.givens))
    assert compute_sums(blank, seed=1) == m


def test_compute_sums_refuses_what_it_cannot_read() -> None:
    d = full("sujiko")
    with pytest.raises(ValueError, match="fill every cell"):
        compute_sums(d.apply("give 4 0"))
    with pytest.raises(ValueError, match="breaks the rules"):
        compute_sums(dataclasses.replace(d, givens=(1,) * 9))
    with pytest.raises(ValueError, match="fill every cell"):
        compute_sums(Draft.blank("sujiko", Params(3, 3)))
    with pytest.raises(ValueError, match="no sums"):
        compute_sums(full("suguru"))



def test_nudge_on_a_shape_without_bands_still_aims_past_the_score() -> None:
    d = Draft.blank("sudoku", Params(8, 8, box=(2, 4)))  # boxes taller than wide: no measured scores
    filled = exact.random_fill(d.to_puzzle(), random.Random(0), 10_000)
    assert filled is not None
    d = dataclasses.replace(d, givens=filled)
    r = nudge(d, "harder", seed=0)
    assert r.band_before is None and r.target is None
    assert "None" not in r.why and good(r.draft) and r.moved and r.score > 0


class Stop(Exception):
    """What a Cancel button's progress callback raises."""


def stop_after(n: int) -> Callable[[int, int], None]:
    calls = [0]

    def progress(done: int, total: int) -> None:
        assert 0 <= done <= total
        calls[0] += 1
        if calls[0] > n:
            raise Stop

    return progress


@pytest.mark.parametrize("helper", [
    lambda p: fill_regions(Draft.blank("sudoku", Params(9, 9, variant="jigsaw")), seed=0, progress=p),
    lambda p: suggest_given(thinned("jigsaw"), seed=0, progress=p),
    lambda p: minimise(full("sudoku"), progress=p),
    lambda p: nudge(full("ripple"), "harder", progress=p),
    lambda p: nudge(draft_of("suguru"), "easier", progress=p),
    lambda p: compute_sums(dataclasses.replace(full("sujiko4"), sums=(0,) * 9), progress=p),
])
def test_a_slow_helper_stops_when_its_progress_callback_raises(helper: Callable[[Progress], object]) -> None:
    with pytest.raises(Stop):
        helper(stop_after(0))


def degenerate_drafts() -> list[Draft]:
    """Every kind's blank boards of odd sizes, bare and with random givens (and sums)."""
    rng = random.Random(5)
    out = []
    for kind in [k.name for k in backends()]:
        for w, h in [(1, 1), (2, 2), (1, 5), (5, 1), (3, 3), (2, 7)]:
            for variant in ("", "jigsaw"):
                try:
                    d = Draft.blank(kind, Params(w, h, variant=variant))
                except ValueError:
                    continue  # a board the kind cannot have: the editor never opens one
                cap = min(rules_for(kind).digit_cap(w, h), 9)
                out += [d, dataclasses.replace(d, givens=tuple(rng.randint(1, cap) if rng.random() < 0.3 else 0
                                                               for _ in range(w * h)))]
                if d.sums:
                    out.append(dataclasses.replace(d, sums=tuple(rng.randint(1, 60) for _ in d.sums)))
    return out


def test_every_helper_on_odd_boards_answers_or_says_why() -> None:
    drafts = degenerate_drafts()
    assert len(drafts) > 40
    answers = 0
    for d in drafts:
        for helper in (lambda: fill_regions(d, seed=1), lambda: suggest_given(d, seed=1), lambda: minimise(d),
                       lambda: nudge(d, "harder"), lambda: nudge(d, "easier"), lambda: compute_sums(d)):
            try:
                got = helper()
            except ValueError as e:
                assert str(e)
                continue
            answers += 1
            out = got.draft if isinstance(got, Nudged) else got
            if isinstance(out, Draft):
                assert (out.kind, out.width, out.height) == (d.kind, d.width, d.height)
                out.line()  # a draft the editor can save
    assert answers > 20
