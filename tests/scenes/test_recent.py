"""Puzzles of every source are first-class: records kept by the puzzle's line, the Recent page (by mouse,
touch, keys and gamepad; 50 at most), and a kiosk that writes none of it."""

from __future__ import annotations

import json

import pygame
import pytest

from aid_helpers import pad, press_element as press, tap
from ui_helpers import click, corpus_lines, icon, key, slot

from game.engine.formats import parse_line
from game.played import RECENT_CAP, Played, puzzle_key
from game.ui.clipboard import STAND_IN


@pytest.fixture
def app(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "1280x800")


def solve(app) -> None:
    s = app.puzzle_scene.session
    s.ensure_solution()
    for c in range(s.puzzle.ncells):
        if not s.puzzle.givens[c] and s.state.answer(c) != s.puzzle.solution[c]:
            click(app, slot(app, c, s.puzzle.solution[c]), button=3, frames=1)
    app.pump(2)
    assert s.state.is_solved()


def a_move(app) -> None:
    """One move, then the autosave that notes the game as played."""
    s = app.puzzle_scene.session
    # a cell with a choice: the last candidate of a one-cell region cannot be struck
    c = next(c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c] and s.puzzle.max_digit[c] > 1)
    before = s.timeline.index
    click(app, slot(app, c, s.puzzle.max_digit[c]))
    assert s.timeline.index == before + 1
    app.library.flush_autosave()


def paste(app, line: str) -> None:
    from game.scenes.share import paste_puzzle

    STAND_IN.text = line
    assert paste_puzzle(app)


def test_a_pasted_puzzle_keeps_its_record_by_its_line(app):
    line = corpus_lines("suguru")[7]
    paste(app, line)
    s = app.puzzle_scene.session
    assert s.number < 0 and s.source == "pasted"
    s.elapsed = 50.0
    solve(app)
    e = Played(app.library.storage).entry(parse_line(line).line())
    assert e is not None and e.solved and e.best is not None and 50 <= e.best < 52 and e.source == "pasted"
    assert any("a new best time" in m for m in app.messages), app.messages
    # the same puzzle again, slower: the record stays; from a file it is still the same puzzle's record
    paste(app, line)
    app.puzzle_scene.session.elapsed = 90.0
    solve(app)
    assert Played(app.library.storage).entry(parse_line(line).line()).best == e.best
    data = json.loads((app.library.storage.data_dir / "played.json").read_text(encoding="utf-8"))
    assert puzzle_key(parse_line(line).line()) in data["puzzles"]


def test_a_pasted_puzzle_resumes_after_a_restart_and_has_hints_and_a_check(make_app):
    line = corpus_lines("ripple")[3]
    first = make_app("--puzzle", "suguru:0", "--size", "800x480")
    paste(first, line)
    a_move(first)
    played = first.puzzle_scene.session.timeline.texts()
    again = make_app("--size", "800x480")   # no --puzzle: the last game resumes
    s = again.puzzle_scene.session
    assert s.puzzle == parse_line(line) and s.timeline.texts() == played
    assert s.ensure_solution() and s.gave_up is None   # the solution, so the check and hints work
    click(again, icon(again, "wand"))
    assert s.ui.hint is not None


def open_recent(app, device: str):
    from game.scenes.recent import RecentScene

    if device == "pad":
        pad(app, "start")
    else:
        click(app, icon(app, "menu")) if device == "mouse" else tap(app, icon(app, "menu"))
    menu = app.stack.top
    target = next(b for b, k in menu.buttons.items() if k == "recent")
    press(app, device, target)
    assert isinstance(app.stack.top, RecentScene)
    return app.stack.top


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_recent_lists_each_source_and_state_and_reopens(app, device):
    pasted = corpus_lines("ripple")[1]
    a_move(app)                                       # suguru 0, in progress
    paste(app, pasted)
    a_move(app)
    assert app.library.open_puzzle("suguru", 2)
    a_move(app)
    scene = open_recent(app, device)
    labels = [b.text for b in sorted(scene.rows, key=lambda b: scene.rows[b])]
    assert labels[0] == "Suguru 2, 6x6 - in progress"          # a set's puzzle names its kind once
    assert labels[1].startswith("Ripple Effect 6x6 - pasted - in progress")
    assert labels[2] == "Suguru 0, 6x6 - in progress"
    assert all(b.rect.h >= 48 for b in scene.rows)
    press(app, device, next(b for b, i in scene.rows.items() if i == 1))
    assert app.stack.top is app.puzzle_scene
    assert app.puzzle_scene.session.puzzle == parse_line(pasted)
    scene = open_recent(app, device)
    press(app, device, next(b for b, i in scene.rows.items() if i == 2))
    s = app.puzzle_scene.session
    assert (s.kind, s.number) == ("suguru", 0)       # a built-in puzzle reopens in its set


def test_the_chooser_reaches_recent_by_tap_key_and_pad(app):
    from game.scenes.chooser import ChooserScene, chooser_geometry
    from game.scenes.pad import focus_chooser
    from game.scenes.recent import RecentScene

    for go in ("tap", "key", "pad"):
        app.stack.push(focus_chooser(app, "suguru"))
        app.pump(1)
        assert isinstance(app.stack.top, ChooserScene)
        if go == "tap":
            tap(app, chooser_geometry(app.screen.get_size())["recent"].center)
        elif go == "key":
            key(app, pygame.K_h)
        else:
            pad(app, "x")
        assert isinstance(app.stack.top, RecentScene), go
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is app.puzzle_scene


def test_recent_keeps_the_last_50_and_pages_through_them(app, corpus):
    played = Played(app.library.storage)
    made = [parse_line(r.line).line() for r in corpus("suguru")[:60]]
    assert len(set(made)) == 60
    for line in made:
        played.note_played(line, "suguru", "generated")
    again = Played(app.library.storage)
    assert len(again.recent) == RECENT_CAP and again.recent[0] == puzzle_key(made[-1])
    assert puzzle_key(made[9]) not in again.recent and puzzle_key(made[10]) in again.recent
    scene = open_recent(app, "mouse")
    assert len(scene.entries) == RECENT_CAP and scene.pages > 1
    first_page = set(scene.rows.values())
    click(app, scene.next.rect.center)
    assert app.stack.top is scene and scene.page == 1 and set(scene.rows.values()).isdisjoint(first_page)
    assert scene.prev.is_enabled


def test_a_kiosk_writes_no_list_of_puzzles_played(make_app):
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    paste(app, corpus_lines("ripple")[0])
    a_move(app)
    solve(app)
    assert not (app.library.storage.data_dir / "played.json").exists()
    assert Played(app.library.storage).recent_entries()     # the visit's own list, in memory


def test_recent_resumes_a_game_in_progress_where_it_was_left(app):
    pasted = corpus_lines("ripple")[2]
    paste(app, pasted)
    app.puzzle_scene.session.elapsed = 33.0
    a_move(app)
    moves = app.puzzle_scene.session.timeline.texts()
    assert moves
    assert app.library.open_puzzle("suguru", 4)
    a_move(app)
    scene = open_recent(app, "touch")
    press(app, "touch", next(b for b, i in scene.rows.items() if scene.entries[i].line == parse_line(pasted).line()))
    s = app.puzzle_scene.session
    assert s.puzzle == parse_line(pasted) and s.timeline.texts() == moves and s.elapsed >= 33.0
    solve(app)
    e = Played(app.library.storage).entry(parse_line(pasted).line())
    assert e.solved and e.game is None                          # nothing left to resume once solved


def test_a_puzzle_opened_but_never_played_says_not_started_until_its_first_move(app):
    app.library.autosave()                       # what leaving the puzzle does, before any move
    line = app.puzzle_scene.session.puzzle.line()
    e = Played(app.library.storage).entry(line)
    assert e is not None and e.state_text() == "not started", e
    a_move(app)
    e = Played(app.library.storage).entry(line)
    assert e is not None and e.state_text() == "in progress", e
