"""Drafts under random input: bad edits and saved histories are refused in words, never crash; and the
verdict on any board the edits make agrees with the exact solver."""

from __future__ import annotations

from hypothesis import given, settings as hsettings, strategies as st

from game.engine.backend import Params
from game.engine.draft import Draft, EditHistory
from game.engine.exact import count_solutions
from game.engine.verdict import MULTIPLE, NONE, UNIQUE, UNKNOWN, verdict
from game.levels import read_level_lines

BOARDS = (("suguru", Params(4, 3)), ("ripple", Params(4, 4)), ("sudoku", Params(4, 4, variant="jigsaw")),
          ("sudoku", Params(4, 4, box=(2, 2))), ("sujiko", Params(3, 3)))

STARTS = tuple(Draft.blank(*b) for b in BOARDS) + tuple(
    Draft.from_line(read_level_lines(name)[k]) for name in ("suguru", "ripple", "sudoku6", "sujiko") for k in (0, 500))
"""Blank boards, and finished puzzles a few edits take to every answer."""

words = st.text(alphabet="givejoinsplitsumboxdraftnone 0123456789x-.,\t", max_size=30)


@hsettings(max_examples=300, deadline=None)
@given(st.sampled_from(BOARDS), words)
def test_any_edit_string_is_a_draft_or_a_value_error(board: tuple[str, Params], edit: str) -> None:
    d = Draft.blank(*board)
    try:
        out = d.apply(edit)
    except ValueError as e:
        assert str(e)
    else:
        assert isinstance(out, Draft) and Draft.from_line(out.line()).givens == out.givens


@hsettings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-3, 5) | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["start", "edits", "at", "box", "x"]), inner, max_size=5), max_leaves=12))
def test_any_json_is_a_history_or_a_value_error(data: object) -> None:
    try:
        h = EditHistory.from_json(data)
    except ValueError as e:
        assert str(e)
    else:
        assert isinstance(h.draft, Draft)


def edit_for(d: Draft, pick: int, cell: int, digit: int) -> str:
    r, c = divmod(cell % d.ncells, d.width)
    b = r * d.width + (c + 1 if c + 1 < d.width else c - 1)
    cell %= d.ncells
    if pick == 0 and d.draws_regions():
        return f"join {cell} {b}"
    if pick == 1 and d.draws_regions():
        return f"split {cell} {b}"
    if pick == 2 and d.sums:
        return f"sum {cell % len(d.sums)} {digit * 3}"
    return f"give {cell} {digit % (d.width + 1)}"


@hsettings(max_examples=150, deadline=None)
@given(st.sampled_from(STARTS), st.lists(st.tuples(st.integers(0, 3), st.integers(0, 99), st.integers(0, 9)),
                                         max_size=8))
def test_the_verdict_on_any_edited_board_agrees_with_the_exact_solver(start: Draft,
                                                                         steps: list[tuple[int, int, int]]) -> None:
    h = EditHistory(start)
    for pick, cell, digit in steps:
        h.do(edit_for(h.draft, pick, cell, digit))
    d = h.draft
    v = verdict(d)
    assert v.headline()
    if v.solutions == UNKNOWN:
        assert v.problems or v.note
        return
    if v.problems:
        assert v.solutions == NONE and v.contradiction
        return
    count, _ = count_solutions(d.to_puzzle(), 2)
    assert v.solutions == {0: NONE, 1: UNIQUE, 2: MULTIPLE}[count]
    if v.solutions == MULTIPLE:
        assert v.two is not None and v.differ and all(v.two[0][c] != v.two[1][c] for c in v.differ)
    if v.solutions == UNIQUE:
        assert v.score is not None and v.finished == (not v.stuck)
    assert EditHistory.from_json(h.to_json()).draft == d
