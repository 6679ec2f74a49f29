"""The frame after an animation ends is drawn: the opening's last frame (pieces overshooting the board by a
pixel) must not stay on screen until something else asks for a redraw."""

from __future__ import annotations

import pygame

from game.ui.anim import Animator


def test_an_animation_that_ends_asks_for_one_more_frame():
    a = Animator()
    a.start("x", 0.1)
    a.update(0.05)
    assert a.busy and a.progress("x") is not None
    a.update(0.06)
    assert a.progress("x") is None and a.busy          # ended: the frame without it is still to draw
    a.update(0.01)
    assert not a.busy


def test_nothing_of_the_opening_stays_outside_the_board():
    """At 0.07 s a frame the last frame drawn mid-opening had pieces a pixel or two past the board's edge
    (a light outline) and, with nothing else asking for a frame, it stayed up."""
    from game.app import App, parse_options
    from game.render import palette as P

    app = App(parse_options(["--no-sound", "--puzzle", "ripple:3", "--size", "1280x800"]))
    try:
        assert app.anim_enabled
        b = app.puzzle_scene.layout.board
        anim = app.puzzle_scene.anim
        for _ in range(30):                       # only the frames the loop itself chooses to draw
            app.step(block=False, dt=0.07, force=False)
            if anim.progress("assemble") is None:
                break
        app.step(block=False, dt=0.07, force=False)
        s = app.screen
        ring = [(x, y) for x in range(b.x - 6, b.right + 6) for y in (b.y - 2, b.y - 1, b.bottom, b.bottom + 1)]
        ring += [(x, y) for y in range(b.y - 6, b.bottom + 6) for x in (b.x - 2, b.x - 1, b.right, b.right + 1)]
        assert [p for p in ring if s.get_at(p)[:3] != P.BG] == []
    finally:
        pygame.display.quit()
