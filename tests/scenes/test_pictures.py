"""The toolbar and the digit pad, shown again from their last drawing while nothing they show changed,
look exactly as drawn afresh after every kind of change a player makes (pixels compared)."""

from __future__ import annotations

import pygame
import pytest

from game.render import rulebox
from game.render.picture import Picture
from game.scenes.pad import cycle_look
from ui_helpers import click, icon, key, open_cell, slot


def _fresh_and_kept_agree(app) -> None:
    """Draw the scene from the pictures kept, then afresh with them forgotten: the same pixels."""
    sc = app.puzzle_scene
    app.draw()
    kept = pygame.image.tobytes(app.screen, "RGB")
    sc.toolbar.picture, sc.pad.picture = Picture(), Picture()
    rulebox._Laid.for_ = None                   # the rule's place and lines worked out again too
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == kept


@pytest.mark.parametrize("size", ["1280x800", "800x480", "720x1280"])
def test_a_kept_toolbar_and_pad_show_every_change(make_app, size):
    app = make_app("--puzzle", "suguru:0", "--size", size)
    sc = app.puzzle_scene
    sc.scorer.wait()
    app.pump(1)
    _fresh_and_kept_agree(app)
    cell = open_cell(app)
    click(app, sc.layout.cell_rect(cell).center)            # another cell: the pad shows its digits
    _fresh_and_kept_agree(app)
    digit = (sc.session.state.cands[cell] & -sc.session.state.cands[cell]).bit_length() - 1
    click(app, slot(app, cell, digit))                      # a candidate struck: the pad and undo change
    _fresh_and_kept_agree(app)
    key(app, pygame.K_m)                                    # the pad's mode
    _fresh_and_kept_agree(app)
    click(app, icon(app, "wand"))                           # a hint: the wand, the time's word, the pad's marks
    _fresh_and_kept_agree(app)
    sc.session.elapsed += 61                                # the clock moves on
    _fresh_and_kept_agree(app)
    app.settings = app.settings.with_(show_timer=False)     # the timer hidden
    _fresh_and_kept_agree(app)
    try:
        cycle_look(app, "palette")                          # another palette: every colour changes
        _fresh_and_kept_agree(app)
        cycle_look(app, "text_size")                        # another text size: the rule's lines too
        _fresh_and_kept_agree(app)
    finally:
        from game.render import palette as P

        P.use_palette("normal")


def test_the_bar_is_kept_only_while_nothing_in_it_moves(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    tb = app.puzzle_scene.toolbar
    app.draw()
    assert tb._bar_key() is not None and tb.picture.image is not None
    anim = app.puzzle_scene.anim
    anim.enabled = True
    anim.start("thumb_nod", 0.5)
    assert tb._bar_key() is None
    anim.stop("thumb_nod")
    assert tb._bar_key() is not None


def test_a_part_drawn_under_a_clip_is_not_kept(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    pad = app.puzzle_scene.pad
    pad.picture = Picture()
    area = app.puzzle_scene.layout.pad
    app.screen.set_clip(area.inflate(-10, -10))
    try:
        pad.draw(app.screen)
    finally:
        app.screen.set_clip(None)
    assert pad.picture.image is None
    pad.draw(app.screen)
    assert pad.picture.image is not None and pad.picture.area == area
