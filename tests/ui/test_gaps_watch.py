"""Issue 8 gaps: Sujiko and the watch view (pad labels, help, self-test, the generate help)."""

from __future__ import annotations

SUJIKO4 = "sujiko 4x4 ..2.D.C...3.1.47 52,37,32,38,35,29,32,33,20"


def test_the_digit_pad_writes_10_to_16_as_the_board_does(make_app, monkeypatch):
    import game.scenes.pad as pad_module

    app = make_app("--puzzle", SUJIKO4, "--size", "800x480")
    sc = app.puzzle_scene
    s = sc.session
    s.ui.cursor = next(c for c in range(16) if not s.puzzle.givens[c] and s.puzzle.max_digit[c] == 16)
    drawn: list[str] = []
    real = pad_module.glyph

    def spy(size, text, colour):
        drawn.append(text)
        return real(size, text, colour)

    monkeypatch.setattr(pad_module, "glyph", spy)
    sc.pad.draw(app.screen)
    assert [sc.board.label(d) for d in range(10, 17)] == [str(d) for d in range(10, 17)]
    assert all(str(d) in drawn for d in range(1, 17)), drawn
    assert not set("ABCDEFG") & set(drawn)
