"""Clean start's own notes, driven by each device: written and rubbed out by mouse, finger, keys and
gamepad, undone and redone, filled by Auto-notes, kept by a save and a resume; hints still work under
them, old saves still load, and with the setting off the candidates behave as they always did."""

from __future__ import annotations

import json

import pygame
import pytest

from aid_helpers import pad, tap, trigger
from game.engine.moves import DeleteCandidate, Move, NotesFill, NoteToggle, NotesStrike, SetAnswer
from game.engine.notes import notes_effect
from test_aids import walk_keys
from ui_helpers import click, key, slot

from ui_helpers import corpus_lines

CLEAN = ("--setting", "clean_start=on")
SUDOKU = corpus_lines("sudoku", "9x9")[0]
"""A 9x9 sudoku solved by singles (the tests' levels folder holds no sudoku set)."""


def session(app):
    return app.puzzle_scene.session


def an_open_cell(app, skip: int = -1) -> int:
    s = session(app)
    return next(c for c, m in enumerate(s.state.cands) if m & (m - 1) and c != skip and s.puzzle.max_digit[c] >= 3)


@pytest.mark.parametrize("device", ["mouse", "touch", "key", "pad"])
def test_a_note_is_written_and_rubbed_out_by_every_device(make_app, device):
    size = "1280x800" if device == "touch" else "800x480"   # a finger zooms a 9x9 at 800x480 (its own tests)
    app = make_app("--puzzle", SUDOKU, "--size", size, *CLEAN)
    s = session(app)
    assert s.clean and s.notes == [0] * s.puzzle.ncells
    cell = an_open_cell(app)
    full = list(s.state.cands)

    def write(d: int) -> None:
        if device == "mouse":
            click(app, slot(app, cell, d))                    # the slot where note d goes
        elif device == "touch":
            tap(app, app.puzzle_scene.layout.cell_rect(cell).center)
            tap(app, app.puzzle_scene.layout.digits[d - 1].center)   # the pad in Mark mode
        elif device == "key":
            walk_keys(app, cell)
            key(app, pygame.K_0 + d)
        else:
            walk_keys(app, cell, arrows=False)
            pad_ = app.puzzle_scene.pad
            while pad_.digit != d:
                trigger(app, frames=1)
            pad(app, "a")

    write(3)
    assert s.notes[cell] == 1 << 3
    write(5)
    assert s.notes[cell] == 1 << 3 | 1 << 5
    write(3)                                                  # again: rubbed out
    assert s.notes[cell] == 1 << 5
    assert s.state.cands == full                              # the candidates stay complete underneath
    assert [m.text() for m in s.timeline.moves_in_force()] == [f"note {cell} 3", f"note {cell} 5", f"note {cell} 3"]


def test_notes_undo_and_redo_step_by_step_with_the_answers(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800", *CLEAN)
    s = session(app)
    cell = an_open_cell(app)
    walk_keys(app, cell)
    key(app, pygame.K_4)
    key(app, pygame.K_7)
    sol_digit = None
    if s.ensure_solution():
        sol_digit = s.puzzle.solution[cell]
    key(app, pygame.K_0 + sol_digit, pygame.KMOD_LSHIFT)      # placed: the notes stay behind it
    assert s.state.answer(cell) == sol_digit
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert not s.state.answer(cell) and s.notes[cell] == 1 << 4 | 1 << 7
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert s.notes[cell] == 1 << 4
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert s.state.answer(cell) == sol_digit and s.notes[cell] == 1 << 4 | 1 << 7


def test_placing_a_digit_takes_it_off_its_peers_notes_in_the_same_step(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800", *CLEAN)
    s = session(app)
    assert s.ensure_solution()
    cell = an_open_cell(app)
    d = s.puzzle.solution[cell]
    peer = next(c for c in s.puzzle.conflicts[cell][d] if s.state.cands[c] & (s.state.cands[c] - 1))
    s.play(NoteToggle(peer, d))
    s.play(SetAnswer(cell, d))
    assert not s.notes[peer] >> d & 1
    assert isinstance(s.timeline.moves_in_force()[-1], NotesStrike)
    s.undo()                                                   # one undo: the digit and the peer's note back
    assert s.notes[peer] >> d & 1 and not s.state.answer(cell)
    s.tidy_notes = False                                       # the setting off: the peers keep their notes
    s.play(SetAnswer(cell, d))
    assert s.notes[peer] >> d & 1


def test_auto_notes_fills_the_open_cells_in_one_undoable_step(make_app):
    from game.engine.marks import ruled_out

    app = make_app("--puzzle", "suguru:0", "--size", "800x480", *CLEAN)
    s = session(app)
    cell = an_open_cell(app)
    s.play(NoteToggle(cell, 1))
    key(app, pygame.K_n)
    expected = list(s.state.cands)
    for c, d in ruled_out(s.puzzle, expected):
        expected[c] &= ~(1 << d)
    assert all(s.notes[c] == expected[c] for c, m in enumerate(s.state.cands) if m & (m - 1))
    assert s.timeline.moves_in_force()[-1] == NotesFill() and s.state.index == 0   # the candidates untouched
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert s.notes[cell] == 1 << 1 and sum(s.notes) == 1 << 1


def test_notes_survive_a_save_and_a_resume(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800", *CLEAN)
    s = session(app)
    a = an_open_cell(app)
    b = an_open_cell(app, skip=a)
    for m in (NoteToggle(a, 2), NoteToggle(b, 6), NotesFill(), NoteToggle(a, 9)):
        s.play(m)
    s.undo()                                                   # a redo tail is kept too
    notes, texts = list(s.notes), (s.timeline.texts(), s.timeline.texts_in_force())
    assert texts[1] == 3 and "notes auto" in texts[0]
    assert app.library.save_game("pencil")
    app.library.open_puzzle("suguru", 1)
    assert not session(app).notes or sum(session(app).notes) == 0
    assert app.library.load_game("pencil")
    t = session(app)
    assert t.clean and t.notes == notes and (t.timeline.texts(), t.timeline.texts_in_force()) == texts
    assert t.redo() and t.notes[a] >> 9 & 1 != notes[a] >> 9 & 1
    app.library.autosave()
    assert app.library.resume_last()
    assert session(app).clean and session(app).notes == t.notes


def test_a_clean_game_with_no_move_yet_resumes_clean(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800", *CLEAN)
    app.library.autosave()
    app.settings = app.settings.with_(clean_start=False)
    assert app.library.resume_last() and session(app).clean


def test_an_old_save_without_notes_loads_as_before(make_app):
    from game.storage import SavedGame

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    s = session(app)
    cell = an_open_cell(app)
    d = next(d for d in range(1, 9) if s.state.cands[cell] >> d & 1)
    data = {"format": "nanba-save/1", "kind": "suguru", "number": 0, "line": s.puzzle.line(),
            "moves": [f"del {cell} {d}"], "index": 1, "elapsed": 3.0, "saved_at": "2026-01-01T00:00:00"}
    saved = SavedGame.from_json(json.dumps(data))
    assert not saved.notes
    assert app.library.restore_game(saved)
    t = session(app)
    assert not t.clean and t.state.history == [DeleteCandidate(cell, d)] and t.timeline.can_undo
    assert not t.state.cands[cell] >> d & 1


def test_a_hint_still_works_in_clean_start_and_strikes_the_notes_it_rules_out(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800", *CLEAN)
    s = session(app)
    key(app, pygame.K_n)                                       # every open cell noted
    assert s.request_hint(place=False) in ("hint", "solved")
    if s.ui.hint is not None:
        gone = s.ui.hint.eliminations
        assert s.apply_hint()
        assert all(not s.notes[c] >> d & 1 for c, d in gone)


def test_with_the_setting_off_a_digit_still_toggles_the_candidate(make_app):
    app = make_app("--puzzle", SUDOKU, "--size", "1280x800")
    s = session(app)
    assert not s.clean
    cell = an_open_cell(app)
    d = next(d for d in range(1, 10) if s.state.cands[cell] >> d & 1)
    walk_keys(app, cell)
    key(app, pygame.K_0 + d)
    assert not s.state.cands[cell] >> d & 1 and s.notes == [0] * s.puzzle.ncells
    assert s.state.history == [DeleteCandidate(cell, d)] and app.puzzle_scene.aids.marks().notes is None
    assert (s.timeline.texts(), s.timeline.texts_in_force()) == ([f"del {cell} {d}"], 1)


@pytest.mark.parametrize("text", ["note 3 2", "notes auto", "unnote 4 1,2,30"])
def test_notes_moves_round_trip_their_text(text):
    assert Move.parse(text).text() == text


@pytest.mark.parametrize("text", ["note 3", "notes all", "unnote 0 1", "unnote 2", "note -1 2"])
def test_a_damaged_notes_move_is_refused(text):
    from game.engine.errors import MoveFormatError

    with pytest.raises(MoveFormatError):
        Move.parse(text)


def test_a_notes_move_off_the_grid_changes_nothing():
    from game.engine.formats import parse_line

    p = parse_line(corpus_lines("suguru")[0])
    notes, cands = [0] * p.ncells, list(p.initial_candidates)
    assert notes_effect(p, notes, cands, NoteToggle(p.ncells + 5, 1)) == ()
    assert notes_effect(p, notes, cands, NoteToggle(0, 99)) == ()
    assert notes_effect(p, notes, cands, NotesStrike(1, (p.ncells,))) == ()


def test_a_restart_clears_the_notes_even_with_no_answer_placed_and_undo_brings_them_back(make_app):
    from game.engine.moves import Restart

    app = make_app("--puzzle", "suguru:0", "--size", "800x480", *CLEAN)
    s = session(app)
    cell = an_open_cell(app)
    s.play(NoteToggle(cell, 2))
    assert s.play(Restart()) and s.notes == [0] * s.puzzle.ncells and s.state.index == 0
    assert s.undo() and s.notes[cell] == 1 << 2
    texts = s.timeline.texts()
    t = type(s).new(s.kind, s.number, s.puzzle, app.settings)
    t.clean = True
    t.replay([Move.parse(x) for x in texts + ["restart"]], 2)
    assert t.notes == [0] * s.puzzle.ncells and t.timeline.texts() == ["note %d 2" % cell, "restart"]


def test_backspace_rubs_out_an_open_cells_notes_in_one_undoable_step(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", *CLEAN)
    s = session(app)
    cell = an_open_cell(app)
    walk_keys(app, cell)
    key(app, pygame.K_1)
    key(app, pygame.K_3)
    key(app, pygame.K_BACKSPACE)
    assert s.notes[cell] == 0 and s.timeline.texts()[-1] == f"rub {cell}"
    assert Move.parse(f"rub {cell}").text() == f"rub {cell}"
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert s.notes[cell] == 1 << 1 | 1 << 3
