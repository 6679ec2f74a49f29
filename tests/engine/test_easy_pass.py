"""The easy (zero-score) pass: one move, its report, and the mode that places no answer."""

from __future__ import annotations

import pytest

from game.engine.exact import ensure_solution
from game.engine.housekeeping import PASS, PassReport, clear_only, pass_move
from game.engine.logic import apply_zero
from game.engine.moves import Move
from game.engine.puzzle import Puzzle
from game.engine.state import PlayState
from ui_helpers import corpus_lines


def answered(cands: list[int]) -> set[int]:
    return {c for c, m in enumerate(cands) if m and not m & (m - 1)}


def rows() -> list[str]:
    return corpus_lines("suguru")[:6] + corpus_lines("ripple")[:4] + corpus_lines("sudoku", "9x9")[:6]


@pytest.mark.parametrize("line", rows())
def test_clearing_only_strikes_true_candidates_and_answers_nothing_new(line):
    p = ensure_solution(Puzzle.from_line(line))
    state = PlayState(p)
    before = list(state.cands)
    steps = apply_zero(state, place=False)
    move = pass_move(steps)
    if move is None:
        return
    assert state.play(move)
    assert answered(state.cands) == answered(before)
    assert all(state.cands[c] >> p.solution[c] & 1 for c in range(p.ncells))     # never the solution's digit
    full = PlayState(p)
    full.play(pass_move(apply_zero(full)))
    assert all(f & ~s == 0 for f, s in zip(full.cands, state.cands))             # a part of the full pass


@pytest.mark.parametrize("line", rows()[:6])
def test_the_generic_cut_keeps_what_the_board_s_answers_strike_and_no_more(line):
    """For kinds whose easy techniques do not propagate, the full pass is cut afterwards (clear_only)."""
    p = Puzzle.from_line(line)
    cands = list(p.initial_candidates)
    steps = apply_zero(PlayState(p))
    kept = clear_only(cands, steps)
    assert answered(cands) == answered(list(p.initial_candidates))
    first = answered(list(p.initial_candidates))
    assert all(c in first for d in kept for c, _ in d.reasons)
    struck = {e for d in kept for e in d.eliminations}
    assert struck <= {e for d in steps for e in d.eliminations}
    assert all(not cands[c] >> digit & 1 for c, digit in struck)


def test_the_pass_is_one_serialisable_move():
    p = Puzzle.from_line(corpus_lines("suguru")[0])
    move = pass_move(apply_zero(PlayState(p)))
    assert move is not None and move.technique == PASS and Move.parse(move.text()) == move
    assert pass_move(()) is None


@pytest.mark.parametrize("report, text", [
    (PassReport(14, 3), "Cleared 14 easy candidates, placed 3 answers."),
    (PassReport(1, 1), "Cleared 1 easy candidate, placed 1 answer."),
    (PassReport(5, 0, 2), "Cleared 5 easy candidates. 2 answers are left for you to place."),
    (PassReport(5, 0, 1), "Cleared 5 easy candidates. 1 answer is left for you to place."),
    (PassReport(0, 0), "Nothing to remove: the easy deductions are all done."),
])
def test_the_report_says_what_the_pass_did(report, text):
    assert report.sentence() == text


def test_the_report_counts_from_the_candidates():
    assert PassReport.between([0b110, 0b1110, 0b10], [0b10, 0b1000, 0b10]) == PassReport(3, 2)
