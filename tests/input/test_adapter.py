"""Raw pygame events in, intents out."""

from __future__ import annotations

import pygame
import pytest

from game.input import intents as I


@pytest.fixture(scope="module")
def adapter():
    from game.input.adapter import KeyboardMouseAdapter

    return KeyboardMouseAdapter()


def ev(t, **kw):
    return pygame.event.Event(t, **kw)


def test_mouse_buttons_keep_their_meanings(adapter):
    for button, meaning in ((1, I.PRIMARY), (2, I.MIDDLE), (3, I.SECONDARY)):
        (it,) = adapter.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=button))
        assert (it.kind, it.pos, it.button) == (I.PRESS, (5, 6), meaning)
    assert adapter.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=4)) == []


def test_mouse_events_synthesised_from_touch_are_left_to_the_touch_adapter(adapter):
    assert adapter.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1, touch=True)) == []


@pytest.mark.parametrize("k,mod,kind,extra", [
    (pygame.K_z, pygame.KMOD_LCTRL, I.UNDO, {}),
    (pygame.K_y, pygame.KMOD_LCTRL, I.REDO, {}),
    (pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, I.REDO, {}),
    (pygame.K_RETURN, 0, I.RESTART, {}),
    (pygame.K_ESCAPE, 0, I.BACK, {}),
    (pygame.K_F1, 0, I.HELP, {}),
    (pygame.K_LEFT, 0, I.MOVE_CURSOR, {"dx": -1}),
    (pygame.K_DOWN, 0, I.MOVE_CURSOR, {"dy": 1}),
    (pygame.K_3, 0, I.DIGIT_TOGGLE, {"digit": 3}),
    (pygame.K_KP4, 0, I.DIGIT_TOGGLE, {"digit": 4}),
    (pygame.K_3, pygame.KMOD_LSHIFT, I.DIGIT_SET, {"digit": 3}),
    (pygame.K_BACKSPACE, 0, I.CLEAR_CELL, {}),
])
def test_keys(adapter, k, mod, kind, extra):
    (it,) = adapter.translate(ev(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    assert it.kind == kind
    for name, value in extra.items():
        assert getattr(it, name) == value


def test_quit_and_resize(adapter):
    assert adapter.translate(ev(pygame.QUIT))[0].kind == I.QUIT
    (it,) = adapter.translate(ev(pygame.VIDEORESIZE, w=800, h=480, size=(800, 480)))
    assert (it.kind, it.size) == (I.RESIZE, (800, 480))
