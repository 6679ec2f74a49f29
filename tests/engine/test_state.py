"""The play state: moves, refusals, undo/redo, validation, drawing and repr."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.engine as engine
from game.engine import (ApplyDeduction, ApplySolution, ClearAnswer, DeleteCandidate, PlayState, Position,
                         Puzzle, RestoreCandidate, Restart, SetAnswer, bit, full_mask, validate)

# The worked examples of FORMATS.md, with their solutions.
SUGURU = Puzzle.from_line("suguru 5x5 3.......3.5..........1.2. 0012200333033445554455666",
                          "3212114534521213454321321")
RIPPLE = Puzzle.from_line("ripple 4x4 .....14..32..... 0011221344135443", "1231214243211213")
SUJIKO = Puzzle.from_line("sujiko 3x3 ......... 10,20,20,20")
NAMESPACE = vars(engine)


def free_cells(p: Puzzle, min_digits: int = 2) -> list[int]:
    """Empty cells with at least ``min_digits`` candidates."""
    return [c for c in range(p.ncells) if not p.givens[c] and p.max_digit[c] >= min_digits]


def wrong_digit(p: Puzzle, cell: int) -> int:
    return next(d for d in range(1, p.max_digit[cell] + 1) if d != p.solution[cell])


# -- play, undo, redo ------------------------------------------------------------------
def test_fresh_state():
    s = PlayState(SUGURU)
    assert s.cands == list(SUGURU.initial_candidates)
    assert (s.index, s.history, s.can_undo, s.can_redo) == (0, [], False, False)
    assert not s.is_solved()
    assert all(s.answer(c) == g for c, g in enumerate(SUGURU.givens) if g)


def test_play_undo_redo():
    s = PlayState(SUGURU)
    a, b = free_cells(SUGURU, 3)[:2]
    m1, m2 = DeleteCandidate(a, 1), SetAnswer(b, 2)
    assert s.play(m1) and s.play(m2)
    after = list(s.cands)
    assert s.cands[a] == full_mask(SUGURU.max_digit[a]) & ~bit(1)
    assert s.answer(b) == 2
    assert (s.history, s.index) == ([m1, m2], 2)

    assert s.undo() and s.answer(b) == 0 and s.can_redo
    assert s.undo() and s.cands == list(SUGURU.initial_candidates)
    assert not s.undo() and not s.can_undo
    assert s.redo() and s.redo() and s.cands == after
    assert not s.redo() and not s.can_redo

    s.goto(1)
    assert s.index == 1 and s.history == [m1, m2]  # undo keeps the tail for redo
    s.goto(-5)
    assert s.index == 0
    s.goto(99)
    assert s.index == 2 and s.cands == after


def test_playing_after_undo_drops_the_redo_tail():
    s = PlayState(SUGURU)
    a, b = free_cells(SUGURU)[:2]
    s.play(DeleteCandidate(a, 1))
    s.play(DeleteCandidate(b, 1))
    s.undo()
    assert s.play(DeleteCandidate(b, 2))
    assert s.history == [DeleteCandidate(a, 1), DeleteCandidate(b, 2)]
    assert not s.can_redo


def test_clear_answer_gives_every_digit_back():
    s = PlayState(SUGURU)
    a = free_cells(SUGURU, 3)[0]
    s.play(DeleteCandidate(a, 1))
    s.play(SetAnswer(a, 2))
    assert s.play(ClearAnswer(a))
    assert s.cands[a] == full_mask(SUGURU.max_digit[a])


def test_deduction_never_empties_a_cell():
    s = PlayState(SUGURU)
    a = free_cells(SUGURU)[0]
    everything = tuple((a, d) for d in range(1, SUGURU.max_digit[a] + 1))
    assert s.play(ApplyDeduction("XX", everything))
    assert s.answer(a) == SUGURU.max_digit[a]  # the last one listed survives


def test_apply_solution_and_restart():
    s = PlayState(SUGURU)
    assert s.play(ApplySolution())
    assert s.is_solved() and s.is_complete()
    assert [s.answer(c) for c in range(SUGURU.ncells)] == list(SUGURU.solution)
    assert s.play(Restart())
    assert s.cands == list(SUGURU.initial_candidates)
    assert s.undo() and s.is_solved()  # a restart is itself undoable


def test_complete_but_wrong_is_not_solved():
    a = free_cells(RIPPLE)[0]
    answers = [SetAnswer(c, d) for c, d in enumerate(RIPPLE.solution)]
    for p in (RIPPLE, RIPPLE.with_solution(None)):  # without a known solution the rules decide
        s = PlayState(p, answers)
        assert s.is_solved()
        s.play(SetAnswer(a, wrong_digit(RIPPLE, a)))
        assert s.is_complete() and not s.is_solved()


# -- refusals ------------------------------------------------------------------------------
def refused_moves(p: Puzzle) -> list:
    given = next(c for c, g in enumerate(p.givens) if g)
    a = free_cells(p)[0]
    top = p.max_digit[a]
    return [
        DeleteCandidate(given, p.givens[given]),  # a given never changes
        SetAnswer(given, 1 if p.givens[given] != 1 else 2),
        RestoreCandidate(given, 1 if p.givens[given] != 1 else 2),
        ClearAnswer(given),
        ApplyDeduction("XX", ((given, p.givens[given]),)),
        RestoreCandidate(a, 1),  # already there
        ClearAnswer(a),  # not answered
        DeleteCandidate(a, top + 1),  # beyond the cell's digits
        SetAnswer(a, top + 1),
        DeleteCandidate(p.ncells, 1),  # no such cell
        ClearAnswer(p.ncells),
        ApplyDeduction("XX", ((p.ncells, 1), (a, top + 1))),
        ApplyDeduction("XX", ()),
    ]


@pytest.mark.parametrize("move", refused_moves(SUGURU), ids=str)
def test_refused_moves_leave_no_history(move):
    s = PlayState(SUGURU)
    a, b = free_cells(SUGURU)[1:3]
    s.play(DeleteCandidate(a, 1))
    s.play(DeleteCandidate(b, 1))
    s.undo()  # a redo tail that a refused move must not drop
    before = s.copy()
    assert not s.play(move)
    assert s == before and s.can_redo


def test_refused_when_nothing_would_change():
    s = PlayState(SUGURU)
    a = free_cells(SUGURU)[0]
    s.play(SetAnswer(a, 1))
    for move in (DeleteCandidate(a, 1), SetAnswer(a, 1), DeleteCandidate(a, 2), ApplyDeduction("XX", ((a, 1),))):
        assert not s.play(move), move
    s.play(ApplySolution())
    assert not s.play(ApplySolution())
    assert not PlayState(SUJIKO).play(ApplySolution())  # no known solution: nothing to apply
    assert not PlayState(SUGURU).play(Restart())  # nothing to restart
    assert len(s.history) == 2


def test_replay_skips_refused_moves():
    a = free_cells(SUGURU)[0]
    s = PlayState(SUGURU, [DeleteCandidate(a, 1), DeleteCandidate(a, 1), ClearAnswer(a)])
    assert s.history == [DeleteCandidate(a, 1)]


# -- the property: any moves, then undo/redo, are exact ----------------------------------
def move_strategy(p: Puzzle):
    cells = st.integers(0, p.ncells)  # one past the end, to be refused
    digits = st.integers(1, max(p.max_digit) + 1)
    return st.one_of(
        st.builds(DeleteCandidate, cells, digits),
        st.builds(DeleteCandidate, cells, digits),
        st.builds(RestoreCandidate, cells, digits),
        st.builds(SetAnswer, cells, digits),
        st.builds(ClearAnswer, cells),
        st.builds(ApplyDeduction, st.just("XX"), st.lists(st.tuples(cells, digits), max_size=4).map(tuple)),
        st.just(ApplySolution()),
        st.just(Restart()),
        st.sampled_from(["undo", "redo"]),
    )


@st.composite
def games(draw):
    p = draw(st.sampled_from([SUGURU, RIPPLE, SUJIKO]))
    return p, draw(st.lists(move_strategy(p), max_size=40))


@given(games(), st.data())
@settings(max_examples=150, deadline=None)
def test_undo_redo_are_exact(game, data):
    p, ops = game
    s = PlayState(p)
    initial = list(s.cands)
    # The model: snapshots[i] is the position after i moves of the history.
    snapshots = [initial]
    for op in ops:
        before = list(s.cands)
        if op == "undo":
            s.undo()
        elif op == "redo":
            s.redo()
        elif s.play(op):
            del snapshots[s.index:]
            snapshots.append(list(s.cands))
        else:
            assert s.cands == before
        assert s.cands == snapshots[s.index]
        assert len(snapshots) == len(s.history) + 1
        assert all(s.cands[c] == bit(g) for c, g in enumerate(p.givens) if g)
        assert all(s.cands), "a cell lost its last candidate"

    # Replaying the saved texts gives the same game, and so does eval(repr()).
    assert PlayState.from_texts(p, s.move_texts(), s.index) == s
    assert eval(repr(s), NAMESPACE) == s

    later, index = list(s.cands), s.index
    k = data.draw(st.integers(0, index), label="k")
    for _ in range(k):
        assert s.undo()
    assert s.cands == snapshots[index - k]
    for _ in range(k):
        assert s.redo()
    assert (s.cands, s.index) == (later, index)

    s.goto(len(s.history))
    while s.undo():
        pass
    assert (s.cands, s.index) == (initial, 0)


# -- validate --------------------------------------------------------------------------------
def test_validate_finds_the_first_bad_move():
    p = SUGURU
    a, b, c, d, e = free_cells(p)[:5]
    s = PlayState(p)
    good = [SetAnswer(a, p.solution[a]), DeleteCandidate(b, wrong_digit(p, b))]
    for m in good:
        s.play(m)
    assert validate(s) == engine.Validation(frozenset(), 2, None)

    s.play(DeleteCandidate(c, p.solution[c]))  # move 2: the first mistake
    s.play(DeleteCandidate(d, wrong_digit(p, d)))  # a correct move after it
    s.play(SetAnswer(e, wrong_digit(p, e)))  # move 4: a second mistake
    v = validate(s)
    assert v.wrong == {c, e} and not v.ok
    assert (v.last_good, v.first_bad_move) == (2, 2)
    assert s.history[v.first_bad_move] == DeleteCandidate(c, p.solution[c])

    s.undo()  # validation looks only at the moves in force
    assert (validate(s).wrong, validate(s).last_good) == ({c}, 2)

    s.play(RestoreCandidate(c, p.solution[c]))  # the mistake repaired
    v = validate(s)
    assert v.ok and (v.last_good, v.first_bad_move) == (s.index, None)


def test_validate_after_a_repaired_mistake():
    p = RIPPLE
    a, b = free_cells(p)[:2]
    s = PlayState(p, [SetAnswer(a, wrong_digit(p, a)), ClearAnswer(a), SetAnswer(b, wrong_digit(p, b)),
                      DeleteCandidate(a, wrong_digit(p, a))])
    v = validate(s)
    assert v.wrong == {b} and (v.last_good, v.first_bad_move) == (2, 2)


def test_validate_a_cell_that_stays_wrong():
    p = SUGURU
    a = free_cells(p, 3)[0]
    wrongs = [d for d in range(1, p.max_digit[a] + 1) if d != p.solution[a]]
    s = PlayState(p, [DeleteCandidate(a, p.solution[a]), DeleteCandidate(a, wrongs[0])])
    v = validate(s)
    assert v.wrong == {a} and (v.last_good, v.first_bad_move) == (0, 0)


def test_validate_needs_the_solution():
    with pytest.raises(ValueError, match="solution is not known"):
        validate(PlayState(SUJIKO))


# -- str and repr ------------------------------------------------------------------------------
RIPPLE_PICTURE = """\
+---+---+---+---+
| .   . | .   . |
+---+---+   +---+
| .   1 | 4 | . |
+---+---+   +   +
| .   3 | 2 | . |
+---+   +---+   +
| . | .   . | . |
+---+---+---+---+"""


def test_str_draws_the_grid():
    assert str(RIPPLE) == RIPPLE_PICTURE
    s = PlayState(RIPPLE)
    # A one-cell region has one candidate, so the play state shows it answered.
    assert str(s) == RIPPLE_PICTURE.replace("| . | .   . | . |", "| 1 | .   . | . |")
    s.play(SetAnswer(0, 1))
    assert str(s).splitlines()[1] == "| 1   . | .   . |"
    s.play(ApplySolution())
    assert str(s).splitlines()[7] == "| 1 | 2   1 | 3 |"
    assert str(SUJIKO).endswith("sums: 10,20,20,20")
    assert str(Position(RIPPLE)) == str(PlayState(RIPPLE))


@pytest.mark.parametrize("p", [SUGURU, RIPPLE, SUJIKO, SUGURU.with_solution(None)], ids=repr)
def test_puzzle_repr_round_trips(p):
    q = eval(repr(p), NAMESPACE)
    assert q == p and q.solution == p.solution


def test_state_repr_round_trips():
    a, b = free_cells(SUGURU)[:2]
    s = PlayState(SUGURU, [DeleteCandidate(a, 1), ApplyDeduction("HS", ((b, 1), (b, 2))), SetAnswer(a, 2)])
    s.undo()
    t = eval(repr(s), NAMESPACE)
    assert t == s and t.index == 2 and t.can_redo
    assert t.redo() and s.redo() and t == s
    pos = Position(SUGURU, s.cands)
    assert eval(repr(pos), NAMESPACE).cands == pos.cands


def test_copy_is_independent():
    s = PlayState(SUGURU)
    t = s.copy()
    t.play(DeleteCandidate(free_cells(SUGURU)[0], 1))
    assert s.index == 0 and s.cands == list(SUGURU.initial_candidates)
    assert t != s


# -- paint: colours are undoable play state ---------------------------------------------------

def test_paint_undo_redo_and_replay():
    from game.engine.moves import Paint

    s = PlayState(SUGURU)
    cands = list(s.cands)
    assert s.colours == [0] * SUGURU.ncells
    assert s.play(Paint(4, 3)) and s.play(Paint(0, 8)) and s.play(Paint(4, 5))
    assert not s.play(Paint(4, 5))                      # no change, no history
    assert s.colours[4] == 5 and s.colours[0] == 8 and s.cands == cands   # candidates untouched
    assert s.undo() and s.colours[4] == 3
    assert s.undo() and s.colours[0] == 0
    assert s.redo() and s.colours[0] == 8
    assert s.play(Paint(0, 0)) and s.colours[0] == 0    # paint taken off
    again = PlayState.from_texts(SUGURU, s.move_texts(), s.index)
    assert again.colours == s.colours and again == s
    assert not s.play(Paint(SUGURU.ncells, 1))          # off the board: refused


def test_paint_mixed_with_moves_keeps_validation_right():
    from game.engine.moves import Paint

    s = PlayState(SUGURU)
    c = free_cells(SUGURU)[0]
    s.play(Paint(c, 2))
    s.play(SetAnswer(c, wrong_digit(SUGURU, c)))
    s.play(Paint(c, 4))
    v = validate(s)
    assert v.wrong == {c} and v.first_bad_move == 1
    s.goto(v.last_good)
    assert s.colours[c] == 2 and not validate(s).wrong
