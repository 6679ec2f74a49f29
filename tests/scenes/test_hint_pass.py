"""The easy pass says what it did and is one undo step; the setting that lets it place answers; revealing
one cell when the techniques run out (help, in the records); the row and column labels and the sentences."""

from __future__ import annotations

import re

import pygame
import pytest

from game.engine.housekeeping import PASS, PassReport
from game.engine.moves import ApplyDeduction, Move, Reveal
from game.engine.state import PlayState
from ui_helpers import click, corpus_lines, icon, key

SUD = corpus_lines("sudoku", "9x9")[10]
"""A 9x9 sudoku whose easy pass, allowed to, places 11 answers."""


def answered(cands) -> int:
    return sum(1 for m in cands if m and not m & (m - 1))


@pytest.mark.parametrize("places", [True, False])
def test_the_pass_is_one_move_undone_and_redone_whole_and_saved(make_app, places):
    app = make_app("--puzzle", SUD, "--size", "800x480", "--setting", f"pass_places={'on' if places else 'off'}")
    s = app.puzzle_scene.session
    start = list(s.state.cands)
    click(app, icon(app, "wand"), button=3)
    after = list(s.state.cands)
    report = s.last_pass
    assert report is not None and report.cleared > 0 and after != start
    assert s.state.index == 1 and isinstance(s.state.history[0], ApplyDeduction)
    assert s.state.history[0].technique == PASS
    assert app.messages[-1] == report.sentence() and report.sentence().startswith("Cleared ")
    assert report == PassReport.between(start, after, report.left)
    if places:
        assert report.placed > 0 and answered(after) == answered(start) + report.placed
    else:   # clears only: not one new answer, and it says how many it left to the player
        assert report.placed == 0 and answered(after) == answered(start) and report.left > 0
        assert "left for you to place" in report.sentence()
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)                   # one undo takes all of it back
    assert s.state.cands == start and s.state.index == 0
    key(app, pygame.K_y, mod=pygame.KMOD_LCTRL)                   # one redo plays all of it again
    assert s.state.cands == after
    texts = s.state.move_texts()                                  # and a save replays it
    assert PlayState.from_texts(s.puzzle, texts).cands == after
    assert Move.parse(texts[0]) == s.state.history[0]


def test_an_old_save_of_single_easy_steps_still_loads(make_app):
    from game.engine.logic import apply_zero

    app = make_app("--puzzle", SUD, "--size", "800x480", "--setting", "pass_places=on")
    s = app.puzzle_scene.session
    old = [d.move().text() for d in apply_zero(s.state)]          # what the wand used to save: a move a step
    assert len(old) > 1 and all(t.startswith("ded ") for t in old)
    click(app, icon(app, "wand"), button=3)
    assert PlayState.from_texts(s.puzzle, old).cands == s.state.cands


def test_the_hint_s_housekeeping_is_one_move_and_said(make_app):
    app = make_app("--puzzle", SUD, "--size", "800x480", "--setting", "pass_places=on")
    s = app.puzzle_scene.session
    start = list(s.state.cands)
    app.puzzle_scene.wand_primary()
    assert s.ui.hint is not None
    assert s.state.index == 1 and s.state.history[0].technique == PASS
    assert any(m.startswith("Cleared ") and "placed" in m for m in app.messages)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.cands == start


def test_a_hint_that_may_not_place_shows_the_next_easy_step_instead(make_app):
    app = make_app("--puzzle", SUD, "--size", "800x480")               # the default: clears only
    s = app.puzzle_scene.session
    start = answered(s.state.cands)
    app.puzzle_scene.wand_primary()
    d = s.ui.hint
    assert d is not None and answered(s.state.cands) == start          # nothing placed behind the player's back
    state = s.state.copy()
    state.play(d.move())
    assert answered(state.cands) > start                               # the hint is the placing step, shown


def hint_switch(app, name: str):
    """The Settings dialog open at the page of the hint switches; the button of switch ``name``."""
    from game.scenes.settings_dialog import SettingsScene

    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(2)
    while not dlg.hint_btns:                                     # a small window pages the rows: More
        click(app, dlg.more_btn.rect.center)
    return next(b for b, key in dlg.hint_btns.items() if key == name)


def test_the_setting_is_in_the_dialog_and_saved_at_once(make_app):
    import json

    app = make_app("--puzzle", "suguru:3", "--size", "1280x800")
    assert app.settings.pass_places is False
    btn = hint_switch(app, "pass")
    assert "clears candidates only" in btn.text
    click(app, btn.rect.center)
    assert app.settings.pass_places is True and "may place answers" in btn.text
    data = json.loads(app.storage.settings_path.read_text(encoding="utf-8"))
    assert data["pass_places"] is True                           # on disk already


# -- revealing one cell ----------------------------------------------------------------------------

def stuck_app(make_app, monkeypatch):
    import game.engine.logic as logic

    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    monkeypatch.setattr(logic, "hint", lambda pos: logic.Hint(auto=(), deduction=None))
    return app


def test_when_the_techniques_run_out_the_hint_reveals_one_cell_as_help(make_app, monkeypatch):
    from game.scenes.hint import HintOverlay

    app = stuck_app(make_app, monkeypatch)
    s = app.puzzle_scene.session
    click(app, icon(app, "wand"))
    overlay = app.stack.top
    assert isinstance(overlay, HintOverlay) and overlay.reveal_offer
    assert "Reveal" in overlay.words()[2]["primary"] and "help" in overlay.words()[1]
    target = s.reveal_target()
    click(app, overlay.panel().buttons["primary"].center)
    move = s.state.history[-1]
    assert isinstance(move, Reveal) and move.cell == target and s.state.answer(target) == s.puzzle.solution[target]
    assert s.saw_solution() and s.help_note() == "a cell was revealed"
    assert Move.parse(move.text()) == move and move.text().startswith("rev ")
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.saw_solution()                                      # seen is seen: undoing it keeps it help


def test_a_solve_after_a_reveal_keeps_no_best_time(make_app, monkeypatch):
    app = stuck_app(make_app, monkeypatch)
    s = app.puzzle_scene.session
    click(app, icon(app, "wand"))
    click(app, app.stack.top.panel().buttons["primary"].center)
    sol = s.puzzle.solution
    for c in range(s.puzzle.ncells):
        s.candidate_action(c, sol[c], "set")
    app.puzzle_scene.after_move()
    assert s.state.is_solved()
    assert not app.library.storage.is_solved("suguru", 3)
    assert any("a cell was revealed, so no best time" in m for m in app.messages)


def test_a_save_with_a_reveal_loads_as_help(make_app):
    from game.ui.session import Session

    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    s = app.puzzle_scene.session
    assert s.reveal() is not None
    again = Session("suguru", 3, PlayState.from_texts(s.puzzle, s.state.move_texts()))
    assert again.saw_solution() and again.state.cands == s.state.cands


def test_the_offer_closes_when_the_position_changes(make_app, monkeypatch):
    app = stuck_app(make_app, monkeypatch)
    s = app.puzzle_scene.session
    click(app, icon(app, "wand"))
    assert app.stack.top is not app.puzzle_scene
    c = next(c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c])
    s.toggle(c, 1)
    app.pump(2)
    assert app.stack.top is app.puzzle_scene


# -- row and column labels --------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_labels_sit_outside_the_board_and_take_room_only_when_on(make_app, size):
    off = make_app("--puzzle", "ripple:0", "--size", size)
    on = make_app("--puzzle", "ripple:0", "--size", size, "--setting", "labels=on")
    a, b = off.puzzle_scene.layout, on.puzzle_scene.layout
    assert b.cell < a.cell and a.board.contains(b.board)
    assert b.board.left - a.board.left >= 10 and b.board.top - a.board.top >= 10   # room for r1.. and c1..
    on.draw()
    strip = pygame.Rect(a.board.left, b.board.top, b.board.left - a.board.left - 1, b.cell)   # left of row 1
    colours = {tuple(on.screen.get_at((x, y))) for x in range(strip.left, strip.right)
               for y in range(strip.top, strip.bottom)}
    assert len(colours) > 2                                   # the label r1's ink on the background
    top = pygame.Rect(b.board.left, a.board.top, b.cell, b.board.top - a.board.top - 1)       # above column 1
    assert len({tuple(on.screen.get_at((x, y))) for x in range(top.left, top.right)
                for y in range(top.top, top.bottom)}) > 2


CELL = re.compile(r"\br(\d+)c(\d+)\b")
HOUSE = re.compile(r"\b(row|column) (\d+)\b")


@pytest.mark.parametrize("kind", ["suguru", "ripple", "sudoku"])
def test_every_cell_a_sentence_names_is_spelt_with_the_labels(kind):
    """Whatever the kind, "r3c5" is the row label r3 and the column label c5, and "row 3" is the row labelled r3."""
    from game.engine.logic import solve
    from game.engine.puzzle import Puzzle, col_name, row_name

    seen = 0
    for line in corpus_lines(kind, "9x9" if kind == "sudoku" else "6x6")[:6]:
        p = Puzzle.from_line(line)
        rows = {row_name(r) for r in range(p.height)}
        cols = {col_name(c) for c in range(p.width)}
        for step in solve(p, record=True).steps:
            for r, c in CELL.findall(step.text):
                assert f"r{r}" in rows and f"c{c}" in cols, step.text
                seen += 1
            for what, n in HOUSE.findall(step.text):
                assert (f"r{n}" in rows) if what == "row" else (f"c{n}" in cols), step.text
    assert seen > 20
    assert Puzzle.from_line(line).cell_name(0) == row_name(0) + col_name(0)


def test_the_labels_switch_in_the_dialog_lays_the_board_out_again_and_is_saved(make_app):
    import json

    app = make_app("--puzzle", "suguru:3", "--size", "1280x800")
    cell = app.puzzle_scene.layout.cell
    btn = hint_switch(app, "labels")
    click(app, btn.rect.center)
    assert app.settings.labels is True and app.puzzle_scene.layout.cell < cell
    assert json.loads(app.storage.settings_path.read_text(encoding="utf-8"))["labels"] is True
