"""The editor's verdict: shape problems, clashing givens, none / unique / multiple, logic finished or stuck."""

from __future__ import annotations

import pytest

from game.engine.backend import Params, backend
from game.engine.bands import DIFFICULTIES
from game.engine.draft import Draft
from game.engine.draftcheck import contradiction, dead_end
from game.engine.exact import count_solutions
from game.engine.logic import solve
from game.engine.rules import rules_for
import game.engine.verdict as verdict_module
from game.engine.difficulty import band_word
from game.engine.verdict import MULTIPLE, NONE, UNIQUE, UNKNOWN, Verdict, verdict
from game.levels import read_level_lines

from draft_helpers import logical, stuck_draft


def band(d: Draft, score: int) -> str | None:
    """The verdict's band word for a draft at ``score``."""
    return band_word(d.kind, d.params(), score)


SETS = ("suguru", "ripple", "sudoku", "jigsaw", "sujiko", "sujiko4")


def level(name: str, k: int = 7) -> Draft:
    return Draft.from_line(read_level_lines(name)[k])


def less(d: Draft, keep: int) -> Draft:
    """``d`` with only its first ``keep`` givens."""
    givens = [c for c in range(d.ncells) if d.givens[c]]
    for c in givens[keep:]:
        d = d.apply(f"give {c} 0")
    return d


def test_every_kind_has_unique_puzzles_logic_finishes_with_a_score_band_and_technique() -> None:
    for name in SETS:
        d = level(name)
        v = verdict(d)
        assert (v.solutions, v.finished, v.stuck, v.problems) == (UNIQUE, True, (), ()), name
        result = solve(d.to_puzzle(), ladder=logical(d.kind))
        assert v.score == result.score and v.score > 0
        assert v.band in DIFFICULTIES and v.band == band(d, result.score)
        names = {t.name for t in backend(d.kind).ladder}
        assert v.hardest in names
        assert "Unique, solved by logic" in v.headline() and v.band in v.headline()


def test_the_band_is_the_one_whose_range_holds_the_score() -> None:
    d = Draft.blank("suguru", Params(6, 6))
    for name in DIFFICULTIES:
        lo, hi = backend("suguru").band(Params(6, 6), name)
        for score in {lo, hi} - {None}:
            assert band(d, score) == name
    jig = level("jigsaw")
    lo, _ = backend("sudoku").band(Params(9, 9, variant="jigsaw"), "Expert")
    assert lo is not None and band(jig, lo) == "Expert" and band(level("sudoku"), lo) == "Expert"
    assert band(jig, 300) != band(level("sudoku"), 300)  # the jigsaw's own bands, not the boxes'
    small_jig = Draft.blank("sudoku", Params(6, 6, variant="jigsaw"))
    assert small_jig.params() == Params(6, 6, variant="jigsaw") and band(small_jig, 300) == band(jig, 300)
    assert Draft.blank("suguru", Params(14, 14)).params() == Params(14, 14)


@pytest.mark.parametrize("name", SETS)
def test_ambiguous_drafts_show_two_real_solutions_and_where_they_differ(name: str) -> None:
    d = less(level(name), 0 if name.startswith("sujiko") else 3)
    v = verdict(d)
    assert v.solutions == MULTIPLE and v.two is not None and v.score is None and not v.finished
    p = d.to_puzzle()
    a, b = v.two
    assert a != b and all(rules_for(d.kind).is_solution(p, s) for s in (a, b))
    assert v.differ == tuple(c for c in range(d.ncells) if a[c] != b[c]) and v.differ
    assert "More than one solution" in v.headline()


def test_clashing_givens_are_no_solution_at_those_cells() -> None:
    d = Draft.blank("sudoku", Params(9, 9)).apply("give 0 3").apply("give 3 3")
    v = verdict(d)
    assert v.solutions == NONE and v.contradiction == (0, 3) == v.problem_cells
    assert v.problems == ("r1c1 and r1c4 both hold 3 in row 1",)
    touching = Draft.from_line("suguru 3x2 2.....  000111").apply("give 4 2")
    v = verdict(touching)
    assert v.solutions == NONE and v.contradiction == (0, 4)
    assert "r1c1 and r2c2 both hold 2, which the rules forbid" in v.problems
    big = verdict(Draft.from_line("ripple 3x1 3.. 001"))
    assert big.solutions == NONE and big.contradiction == (0,) and "more than 2" in big.problems[0]


def test_a_contradiction_found_by_singles_names_its_cell_and_the_givens_behind_it() -> None:
    d = Draft.blank("sudoku", Params(9, 9))
    for col in range(8):
        d = d.apply(f"give {col} {col + 1}")
    d = d.apply("give 44 9")  # r5c9: r1c9 can be neither 1..8 (its row) nor 9 (its column)
    v = verdict(d)
    assert v.solutions == NONE and not v.problems
    assert v.contradiction == (0, 1, 2, 3, 4, 5, 6, 7, 8, 44) and "r1c9 has no digit left" in v.note
    assert "No solution" in v.headline()


def test_a_contradiction_a_house_runs_into() -> None:
    # Row 3 has no place for 1: r3c1 and r3c2 hold 2 and 3, column 3 holds a 1 at r4c3, box 2
    # holds one at r1c4 and box 3 at r2c7.
    d = Draft.blank("sudoku", Params(9, 9))
    for edit in ("give 3 1", "give 15 1", "give 18 2", "give 19 3", "give 29 1"):
        d = d.apply(edit)
    v = verdict(d)
    assert v.solutions == NONE and not v.problems
    assert v.note == "row 3 has no place for 1" and v.headline() == "No solution: row 3 has no place for 1"
    assert v.contradiction == (3, 15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 29)
    found = contradiction(d.to_puzzle())
    assert found is not None and found.cells == v.contradiction


def test_dead_ends_where_a_solver_stopped() -> None:
    p = Draft.blank("sudoku", Params(4, 4, box=(2, 2))).to_puzzle()
    full = [0b11110] * 16
    assert dead_end(p, full) is None
    empty = list(full)
    empty[5] = 0
    found = dead_end(p, empty)
    assert found is not None and found.cells == (5,) and found.text == "r2c2 has no digit left"
    no_three = [m & ~0b1000 if c in (8, 9, 10, 11) else m for c, m in enumerate(full)]
    found = dead_end(p, no_three)
    assert found is not None and found.cells == (8, 9, 10, 11) and found.text == "row 3 has no place for 3"


def wrong_sujiko() -> Draft:
    """A Sujiko level with a free cell given another free cell's answer: no solution, beyond singles."""
    d = level("sujiko")
    sol = count_solutions(d.to_puzzle(), 1)[1]
    assert sol is not None
    free = [c for c in range(9) if not d.givens[c]]
    wrong = d.apply(f"give {free[0]} {sol[free[1]]}")
    p = wrong.to_puzzle()
    assert contradiction(p) is None and count_solutions(p, 1)[0] == 0
    return wrong


def test_where_singles_see_nothing_the_ladder_may() -> None:
    v = verdict(wrong_sujiko())  # the ladder, with the sums' techniques, runs into the dead end
    assert v.solutions == NONE and v.contradiction == tuple(range(9))
    assert v.note.startswith("the grid has no place for")


def test_where_no_solver_points_a_smallest_set_of_givens_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(verdict_module, "dead_end", lambda p, cands: None)  # as if the ladder saw nothing
    wrong = wrong_sujiko()
    p = wrong.to_puzzle()
    v = verdict(wrong)
    assert v.solutions == NONE and v.headline() == "No solution: these givens cannot all stand together"
    kept = [g if c in v.contradiction else 0 for c, g in enumerate(p.givens)]
    assert count_solutions(p.with_givens(kept), 1)[0] == 0 and v.contradiction
    for c in v.contradiction:  # every given of the set is needed
        assert count_solutions(p.with_givens([0 if x == c else g for x, g in enumerate(kept)]), 1)[0] == 1
    sums = verdict(Draft("sujiko", 3, 3, (0,) * 9, (0,) * 9, (10, 10, 10, 10)))
    assert sums.solutions == NONE and sums.headline() == "No solution: no grid fits these circle sums"


def test_regions_that_admit_no_grid_say_so() -> None:
    regions = verdict(Draft.from_line("suguru 2x2 .... 0011"))
    assert regions.solutions == NONE and regions.contradiction == ()
    assert regions.headline() == "No solution: no grid fits these regions"
    sums = verdict(Draft("sujiko", 3, 3, (0,) * 9, (0,) * 9, (10, 10, 10, 10)))
    assert sums.solutions == NONE and sums.contradiction == tuple(range(9))


@pytest.mark.parametrize("name", ["suguru", "ripple"])
def test_a_blank_region_board_says_draw_the_regions_and_marks_nothing(name: str) -> None:
    blank = verdict(Draft.blank(name, Params(4, 4)))
    assert blank.solutions == UNKNOWN and blank.problem_cells == () and not blank.contradiction
    assert blank.headline() == "Draw the regions: drag across cells to join them"
    # once a region is drawn or a digit given, the lone cells' ones that touch are the player's doing
    for edit in ("join 14 15", "give 15 1"):
        v = verdict(Draft.blank(name, Params(4, 4)).apply(edit))
        assert v.solutions == NONE and v.contradiction == (0, 1) and v.note == "r1c2 has no digit left"


@pytest.mark.parametrize("name", ["suguru", "ripple", "jigsaw"])
def test_unique_puzzles_the_ladder_does_not_finish_are_stuck(name: str) -> None:
    d = stuck_draft(name)
    v = verdict(d)
    result = solve(d.to_puzzle(), ladder=logical(d.kind))
    assert v.solutions == UNIQUE and not v.finished and v.band is None and v.score == result.score
    assert v.stuck == tuple(c for c, m in enumerate(result.cands) if bin(m).count("1") > 1) and v.stuck
    assert "logic sticks" in v.headline()


def test_a_guess_finishes_nothing() -> None:
    d = stuck_draft("jigsaw")
    full = solve(d.to_puzzle())
    assert full.solved and full.hardest == "GS"  # the kind's whole ladder ends with a guess
    v = verdict(d)
    assert v.solutions == UNIQUE and not v.finished and v.stuck and v.hardest != "Guess"


def test_region_problems_come_first_and_leave_the_count_unknown() -> None:
    jig = Draft.blank("sudoku", Params(9, 9, variant="jigsaw")).apply("join 2 3")
    v = verdict(jig)
    assert v.solutions == UNKNOWN and len(v.problems) == 2
    assert "has 10 cells: Sudoku regions here hold exactly 9" in v.problems[0]
    assert "has 8 cells" in v.problems[1] and 3 in v.problem_cells and 4 in v.problem_cells
    whole = Draft("suguru", 6, 6, (0,) * 36, (0,) * 36)
    assert "at most 35" in verdict(whole).problems[0]
    pieces = verdict(Draft("ripple", 3, 1, (0, 1, 0), (0, 0, 0)))
    assert pieces.solutions == UNKNOWN and pieces.problems == ("The region at r1c1 is in pieces",)
    assert pieces.problem_cells == (0, 2)
    sums = verdict(Draft.blank("sujiko", Params(3, 3)).apply("sum 0 20"))
    assert sums.solutions == UNKNOWN and len(sums.problems) == 3 and sums.problems[0] == "Circle sum 2 is not set yet"
    assert sums.problem_cells == (1, 2, 3, 4, 5, 6, 7, 8)
    odd = verdict(Draft.from_line("sudoku 4x2 ........ 00110011"))
    assert odd.solutions == UNKNOWN and "square" in odd.headline()


def test_a_board_with_no_sums_typed_says_how_to_begin_and_marks_nothing() -> None:
    blank = verdict(Draft.blank("sujiko", Params(3, 3)))
    assert blank.solutions == UNKNOWN and blank.problem_cells == () and not blank.contradiction
    assert blank.problems == ("No circle sums yet: type them, or fill the grid and compute them",)
    assert blank.headline() == blank.problems[0]
    given = verdict(Draft.blank("sujiko", Params(3, 3)).apply("give 4 5"))   # a given alone changes nothing
    assert given.problems == blank.problems and given.problem_cells == ()


def test_the_budget_bounds_the_work() -> None:
    v = verdict(Draft.blank("sudoku", Params(16, 16, box=(4, 4))).apply("give 0 1"), work=2000)
    assert v.solutions == UNKNOWN and v.headline().startswith("Too hard to analyse: gave up after")
    assert verdict(level("jigsaw", 990), work=2000).solutions == UNKNOWN
    # Enough for the count, not for the ladder: unique, unrated.
    hard = level("jigsaw", 990)
    v = verdict(hard, work=20_000)
    assert v.solutions == UNIQUE and v.score is None and not v.finished and v.band is None
    assert v.headline().startswith("Unique, but logic is too hard to analyse: gave up after")


def test_headlines_are_one_short_line() -> None:
    drafts = [level(n) for n in SETS] + [Draft.blank("suguru", Params(5, 5)), Draft.blank("sujiko", Params(3, 3))]
    for d in drafts:
        line = verdict(d).headline()
        assert line and "\n" not in line and len(line) < 100
    assert Verdict((), (), UNKNOWN).headline() == "Not checked yet"
