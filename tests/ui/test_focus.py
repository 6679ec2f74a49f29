"""Keys typed into the puzzle-number box are text, never game commands."""

from __future__ import annotations

import pygame

from ui_helpers import click, key, open_cell, slot, type_text


def test_digit_keys_while_typing_in_the_box_do_not_touch_the_board(app):
    s = app.puzzle_scene.session
    c = open_cell(app)
    click(app, slot(app, c, 3))   # a move to undo, and the cursor on an open cell
    s.ui.cursor = c
    click(app, app.puzzle_scene.layout.boxes["number"].center)
    before = list(s.state.cands)
    for k in (pygame.K_1, pygame.K_2, pygame.K_LEFT, pygame.K_z):
        key(app, k)
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.cands == before and s.state.index == 1


def _move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(2)


def test_hovering_the_number_box_takes_typing_without_a_click(make_app):
    app = make_app("--puzzle", "suguru:2", "--size", "1280x800")
    box = app.puzzle_scene.layout.boxes["number"]
    _move(app, box.center)
    assert app.typing()
    type_text(app, "3")                  # replaces the selected "2" (a "23" would not exist)
    key(app, pygame.K_RETURN)
    assert app.puzzle_scene.session.number == 3, app.messages


def test_leaving_the_box_untouched_gives_the_keys_back(app):
    box = app.puzzle_scene.layout.boxes["number"]
    _move(app, box.center)
    _move(app, app.puzzle_scene.layout.board.center)
    assert not app.typing()


def test_pointer_motion_over_the_board_does_not_redraw(app):
    app.pump(2)
    for _ in range(3):
        app.step(block=False)  # settle: nothing dirty, nothing animating
    assert not app.dirty and not app.busy
    before = app.frames
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.puzzle_scene.layout.board.center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    app.step(block=False)
    assert app.frames == before
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.puzzle_scene.layout.icons["wand"].center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    app.step(block=False)
    assert app.frames == before + 1          # over the toolbar: widgets may hover, so redraw
