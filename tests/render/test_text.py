"""Text helpers shared by the scenes: one word wrap for every screen."""

from __future__ import annotations


def test_one_word_wrap_serves_attract_and_watch():
    import game.scenes.attract as attract
    import game.scenes.watch as watch
    from game.render import text

    assert attract.wrap is text.wrap and watch.wrap is text.wrap
