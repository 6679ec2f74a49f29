"""Keys typed into the puzzle-number box are text, never game commands."""

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
