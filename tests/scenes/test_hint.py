"""The hint overlay: its title and what it says."""

from __future__ import annotations

from ui_helpers import SUJIKO4


def test_hint_title_uses_the_puzzle_kind_not_the_set_name(make_app):
    from game.scenes.hint import HintOverlay

    app = make_app("--puzzle", SUJIKO4, "--size", "1280x800")
    sc = app.puzzle_scene
    sc.session.kind = "sujiko4"          # as when opened from the built-in 4x4 set
    sc.wand_primary()
    app.pump(1)
    overlay = app.stack.find(HintOverlay)
    assert overlay is not None
    overlay.explain()
    app.pump(1)
    title = overlay.words()[0]
    assert "score" in title and "(" in title and title != overlay.deduction.technique, title
