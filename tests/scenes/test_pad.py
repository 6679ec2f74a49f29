"""The digit pad: the digits it offers and what a tap on one writes."""

from __future__ import annotations

import pygame

from ui_helpers import SUJIKO4, key, open_cell


def test_the_digit_pad_writes_10_to_16_as_the_board_does(make_app, monkeypatch):
    import game.render.digit_keys as pad_module
    from game.render.picture import Picture

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
    sc.pad.picture = Picture()          # drawn afresh, not shown again from the last drawing
    sc.pad.draw(app.screen)
    assert [sc.board.label(d) for d in range(10, 17)] == [str(d) for d in range(10, 17)]
    assert all(str(d) in drawn for d in range(1, 17)), drawn
    assert not set("ABCDEFG") & set(drawn)


def session(app):
    return app.puzzle_scene.session


def test_shift_0_sets_nothing(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    c = open_cell(app)
    s.ui.cursor, s.ui.show_cursor = c, True
    before = list(s.state.cands)
    key(app, pygame.K_0, pygame.KMOD_LSHIFT)
    key(app, pygame.K_0)
    app.pump(1, dt=1.0)
    assert s.state.cands == before and not s.state.answer(c)


def test_the_gamepad_set_button_still_sets_the_pad_digit(make_app):
    from game.input import intents as I
    from game.input.intents import Intent

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    c = open_cell(app)
    s.ui.cursor = c
    app.puzzle_scene.pad.digit = 2
    app.dispatch(Intent(I.PAD_SET, source="pad"))
    assert s.state.answer(c) == 2


def _sujiko4(make_app):
    app = make_app("--puzzle", SUJIKO4, "--size", "1280x800")
    s = session(app)
    c = next(c for c in range(16) if not s.puzzle.givens[c] and s.state.cands[c] & (1 << 16))
    s.ui.cursor, s.ui.show_cursor = c, True
    return app, s, c


def test_two_digit_keys_reach_16_on_a_sujiko_4x4(make_app):
    app, s, c = _sujiko4(make_app)
    key(app, pygame.K_1, frames=1)
    key(app, pygame.K_6, frames=1)                      # "1" then "6" within the wait: 16
    assert not s.state.cands[c] & (1 << 16) and s.state.cands[c] & (1 << 1) and s.state.cands[c] & (1 << 6)
    key(app, pygame.K_1, frames=1)
    key(app, pygame.K_6, frames=1)                      # toggles 16 back
    assert s.state.cands[c] & (1 << 16)
    key(app, pygame.K_1, pygame.KMOD_LSHIFT, frames=1)
    key(app, pygame.K_6, pygame.KMOD_LSHIFT, frames=1)
    assert s.state.answer(c) == 16


def test_a_lone_1_on_a_sujiko_4x4_stands_after_the_wait(make_app):
    app, s, c = _sujiko4(make_app)
    had_1 = bool(s.state.cands[c] & 2)
    key(app, pygame.K_1, frames=1)
    assert app.busy                                     # waiting for a second digit
    app.pump(1, dt=1.0)
    assert bool(s.state.cands[c] & 2) != had_1 and not app.puzzle_scene.pad.busy
