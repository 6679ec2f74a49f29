"""Entering a sudoku by hand, driven by posted events: clues typed, a clash refused with a
message, Check reporting none / one / several solutions, Done starting play."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import click, key

SOLUTION = (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1)   # a 4x4 with 2x2 boxes


@pytest.fixture
def entry(app):
    from game.scenes.kinds.sudoku_entry import EntryScene

    sc = app.stack.push(EntryScene(app, box=(2, 2)))
    app.pump(1)
    return sc


def type_at(app, sc, cell: int, digit: int) -> None:
    sc.cursor = cell
    key(app, getattr(pygame, f"K_{digit}"), frames=1)


def test_typed_clues_go_in_and_a_clash_is_refused_with_a_message(app, entry):
    type_at(app, entry, 0, 1)
    type_at(app, entry, 5, 4)
    assert entry.clues[0] == 1 and entry.clues[5] == 4
    type_at(app, entry, 3, 1)                       # 1 again in row 1: refused
    assert entry.clues[3] == 0
    assert entry.flash == [0]
    assert any("cannot go in r1c4" in m and "r1c1" in m for m in app.messages)
    key(app, pygame.K_BACKSPACE, frames=1)          # nothing to erase at r1c4
    entry.cursor = 5
    key(app, pygame.K_BACKSPACE, frames=1)
    assert entry.clues[5] == 0
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL, frames=1)
    assert entry.clues[5] == 4


def test_mouse_writes_the_pad_digit_and_a_second_click_erases(app, entry):
    L = entry.layout
    click(app, L.digits[2].center)                  # pad digit 3 into the cursor cell (0)
    assert entry.clues[0] == 3 and entry.digit == 3
    click(app, L.cell_rect(6).center)               # an empty cell takes the selected digit
    assert entry.clues[6] == 3 or entry.flash       # (r2c3 may clash with nothing: 3 is in box 1 only)
    click(app, L.cell_rect(0).center)               # a clue: erased
    assert entry.clues[0] == 0


def test_check_reports_none_one_and_several(app, entry):
    for cell, d in ((0, 1), (1, 2), (6, 3), (7, 4)):   # row 1 needs 3 and 4 where box 2 needs 1 and 2
        type_at(app, entry, cell, d)
    assert entry.check() == 0
    assert "No solution" in app.messages[0]
    assert not entry.done() and entry in app.stack.scenes   # nothing to play
    for c in (0, 1, 6, 7):
        entry.cursor = c
        key(app, pygame.K_BACKSPACE, frames=1)
    type_at(app, entry, 0, 1)
    click(app, entry.layout.icons["wand"].center)    # the Check button
    assert "Several solutions" in app.messages[0]
    for cell, d in enumerate(SOLUTION):
        if cell not in (0, 5, 10, 15):
            type_at(app, entry, cell, d)
    assert entry.check() == 1 and "Exactly one" in app.messages[0]


def test_done_starts_play_with_the_solution_known(app, entry):
    for cell, d in enumerate(SOLUTION):
        if cell % 3:
            type_at(app, entry, cell, d)
    assert entry.count()[0] == 1
    click(app, entry.layout.icons["thumb"].center)   # Done
    assert entry not in app.stack.scenes
    s = app.puzzle_scene.session
    assert s.puzzle.kind == "sudoku" and s.puzzle.width == 4 and s.number == -1
    assert s.puzzle.solution == SOLUTION
    assert [g for g in s.puzzle.givens] == [d if c % 3 else 0 for c, d in enumerate(SOLUTION)]


def test_size_button_cycles_the_geometry_and_remembers_it(app, entry):
    from game.scenes.kinds.sudoku_settings import geometry

    type_at(app, entry, 0, 1)
    click(app, entry.layout.icons["random"].center)  # Size
    assert entry.box == (3, 2) and entry.n == 6 and not any(entry.clues)
    assert geometry(app) == (3, 2)
    assert entry.layout.cols == 6


def test_keys_and_pad_reach_every_button(app, entry):
    key(app, pygame.K_TAB, frames=1)
    assert entry.tool is not None
    app.input_mode = "pad"
    seen = set()
    for _ in range(12):
        seen.add(entry.tool)
        key(app, pygame.K_RIGHT, frames=1)
        key(app, pygame.K_DOWN, frames=1)
    for name in entry.ring.names:
        assert entry.rect(name).h >= 10
    assert len(seen) >= 3
    key(app, pygame.K_ESCAPE, frames=1)             # off the ring
    key(app, pygame.K_ESCAPE, frames=1)             # and out
    assert entry not in app.stack.scenes


def test_buttons_are_a_finger_wide_at_800x480(make_app):
    from game.scenes.kinds.sudoku_entry import EntryScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = app.stack.push(EntryScene(app, box=(3, 3)))
    for name in sc.ring.names:
        assert min(sc.rect(name).size) >= 48
    assert all(min(r.size) >= 48 for r in sc.layout.digits[:9])


def test_a_resize_keeps_the_number_box_hidden_under_the_entry_board(app, entry):
    app.resize((800, 480))
    app.pump(1)
    assert not app.puzzle_scene.entry.visible
    assert entry.layout.size == (800, 480)
    key(app, pygame.K_ESCAPE, frames=1)
    assert app.puzzle_scene.entry.visible


@pytest.mark.parametrize("mode, lined", [("mouse", True), ("pad", False)])
def test_the_strip_s_row_is_the_pad_s_hints_or_the_entry_s_own_line_never_both(make_app, mode, lined):
    from game.render import palette as P
    from game.scenes.kinds.sudoku_entry import EntryScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--input-mode", mode)
    sc = EntryScene(app, box=(3, 3))
    app.stack.push(sc)
    app.pump(1)
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    t = sc.layout.toast
    inked = any(surface.get_at((x, y))[:3] != tuple(P.BG) for x in range(t.x, t.right, 2) for y in range(t.y, t.bottom))
    assert inked == lined
