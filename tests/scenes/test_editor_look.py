"""What the editor shows a player: marks that never hide a clue, words that fit, the board named as chosen."""

from __future__ import annotations

import pygame
import pytest

from editor_helpers import click, control, editor_app, pad, run, settle
from game.drafts import draft_label
from game.engine.backend import Params
from game.engine.draft import Draft, EditHistory
from game.input.gamepad import NORTH
from game.render import palette as P
from game.render.editor import button_text, circle_centre
from game.render.hints import KEY_HINTS, PAD_HINTS
from game.render.layout import toast_rect
from game.render.text import fit_size


def load(app, sc, line: str) -> None:
    sc.set_history(EditHistory(Draft.from_line(line)))
    settle(app, sc)


def test_a_contradiction_s_hatching_leaves_the_circle_sums_readable(make_app) -> None:
    app, sc = editor_app(make_app, board="sujiko:3x3")
    load(app, sc, "sujiko 3x3 4.2.5.8.6 25,23,17,19")
    assert sc.verdict.solutions == "none" and len(sc.verdict.contradiction) == 9
    surf = pygame.Surface(app.screen.get_size())
    sc.draw(surf)
    L = sc.board().layout
    radius = round(L.cell * 0.12)   # well inside the circle, whatever its exact size
    for i in range(4):
        cx, cy = circle_centre(L, 3, i)
        inside = [surf.get_at((cx + dx, cy + dy))[:3] for dx in range(-radius, radius + 1)
                  for dy in range(-radius, radius + 1) if dx * dx + dy * dy <= radius * radius]
        assert tuple(P.ERROR) not in inside, f"circle {i + 1} is hatched over"


LEGIBLE = 15
"""The least text size, in px, a message in the strip may shrink to (it shrinks to fit one line)."""


@pytest.mark.parametrize("name", ["harder", "easier"])
def test_a_helper_that_finds_nothing_says_so_in_words_the_strip_shows_legibly(make_app, name) -> None:
    app, sc = editor_app(make_app, size="720x1280")
    sc.set_history(EditHistory(Draft.blank("suguru", Params(1, 1))))    # no trade of givens can move it
    settle(app, sc)
    click(app, control(sc, name))
    run(app, sc)
    said = app.messages[-1]
    assert said.startswith(sc.actions.label(name) + ":") and "No trade" in said
    r = toast_rect(*app.screen.get_size())
    assert fit_size(said, r.w - 16, int(r.h * 0.8)) >= LEGIBLE, said


@pytest.mark.parametrize("board,named", [("jigsaw:6x6", "Sudoku 6x6 jigsaw"), ("sudoku:6x6", "Sudoku 6x6, 3x2 boxes"),
                                         ("suguru:5x5", "Suguru 5x5")])
def test_the_panel_and_the_draft_lists_name_the_board_as_it_was_chosen(make_app, board, named) -> None:
    app, sc = editor_app(make_app, board=board)
    assert sc.status_lines()[0][0] == named
    assert draft_label(sc.history) == named


@pytest.mark.parametrize("name", ["minimise", "harder"])
def test_a_helper_refusing_a_board_with_no_single_solution_says_why_once_and_legibly(make_app, name) -> None:
    app, sc = editor_app(make_app, size="720x1280", board="suguru:5x5")     # single cells: no solution
    settle(app, sc)
    click(app, control(sc, name))
    run(app, sc)
    said = app.messages[-1]
    label = sc.actions.label(name)
    assert said.startswith(label) and said.lower().count(label.lower()) == 1 and "one solution" in said, said
    r = toast_rect(*app.screen.get_size())
    assert fit_size(said, r.w - 16, int(r.h * 0.8)) >= LEGIBLE, said


def test_compute_sums_says_what_it_did_to_the_givens(make_app) -> None:
    app, sc = editor_app(make_app, board="sujiko:3x3")
    sc.set_history(EditHistory(Draft.from_line("sujiko 3x3 123456789 0,0,0,0")))
    settle(app, sc)
    click(app, control(sc, "sums"))
    run(app, sc)
    d = sc.history.draft
    kept = sum(1 for g in d.givens if g)
    said = app.messages[-1]
    assert said.startswith("Compute sums: sums set") and f"taken away, {kept} kept" in said, said


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_every_tool_bar_label_is_written_at_a_legible_size(make_app, size) -> None:
    app, sc = editor_app(make_app, size=size, board="sujiko:3x3")    # the most buttons, Compute sums the longest
    g = sc.geometry
    labels = sc.labels()
    for name, r in g.buttons.items():
        lines, fs = button_text(labels.get(name, name), r, round(g.target * 0.36))
        assert fs >= 14 and " ".join(lines) == labels.get(name, name), (name, lines, fs)


def test_a_suggested_given_is_where_the_cursor_goes_so_keys_and_a_gamepad_can_change_it(make_app) -> None:
    app, sc = editor_app(make_app, board="suguru:3x3")
    sc.set_history(EditHistory(Draft.from_line("suguru 3x3 ......... aabaabccb")))
    settle(app, sc)
    sc.cursor = 8
    click(app, control(sc, "suggest"))
    run(app, sc)
    given = [c for c, g in enumerate(sc.history.draft.givens) if g]
    assert len(given) == 1 and sc.cursor == given[0], (given, sc.cursor, app.messages)


def test_the_gamepad_s_y_takes_a_given_away_as_its_hint_says(make_app) -> None:
    assert "erase" in dict(PAD_HINTS["editor givens"])[NORTH]
    app, sc = editor_app(make_app)
    sc.mode = "givens"
    sc.digit = 2
    pad(app, "a")
    assert sc.history.draft.givens[sc.cursor] == 2
    sc.digit = 1
    pad(app, "y")
    assert sc.history.draft.givens[sc.cursor] == 0


@pytest.mark.parametrize("board,mode,says,never", [
    ("suguru:5x5", "regions", "split", "given"), ("suguru:5x5", "givens", "erase", "pen"),
    ("sujiko:3x3", "sums", "sum", "pen")])
def test_the_key_and_pad_hints_say_what_the_keys_do_in_the_mode_in_use(make_app, board, mode, says, never) -> None:
    app, sc = editor_app(make_app, board=board)
    sc.mode = mode
    for hints in (KEY_HINTS, PAD_HINTS):
        words = " ".join(what for _key, what in hints[sc.key_context])
        assert says in words and never not in words, (mode, words)


def test_undo_with_nothing_to_undo_is_struck_through_not_only_dimmed(make_app) -> None:
    app, sc = editor_app(make_app)
    assert not sc.history.can_undo and not sc.history.can_redo
    surf = pygame.Surface(app.screen.get_size())
    sc.draw(surf)
    for name in ("undo", "redo"):
        r = sc.geometry.buttons[name]
        ink = sum(1 for x in range(r.x, r.right) for y in range(r.y, r.bottom) if surf.get_at((x, y))[:3] == P.ICON)
        assert ink > r.w // 3, name       # a line across the dim label, in the bright ink
