"""A seeded monkey: random clicks and keys anywhere must never crash the game."""

from __future__ import annotations

import random

import pygame
import pytest

KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_F1, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
        pygame.K_DOWN, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_BACKSPACE, pygame.K_h, pygame.K_c,
        pygame.K_z, pygame.K_y, pygame.K_PAGEDOWN]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_never_crashes(make_app, seed):
    rng = random.Random(seed)
    app = make_app("--puzzle", "suguru:1", "--size", "1024x700")
    w, h = app.screen.get_size()
    for _ in range(400):
        if not app.running:
            break
        r = rng.random()
        if r < 0.6:
            pos = (rng.randrange(w), rng.randrange(h))
            if rng.random() < 0.3:  # aim at the toolbar more often than chance would
                pos = (rng.randrange(w), rng.randrange(app.puzzle_scene.layout.toolbar.h))
            b = rng.choice((1, 1, 1, 2, 3))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b))
        elif r < 0.95:
            mod = rng.choice((0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="",
                                                 scancode=0))
        else:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("0123456789x")))
        app.pump(1)
    s = app.puzzle_scene.session
    assert all(m for m in s.state.cands)                 # no cell ever loses every candidate
    assert 0 <= s.state.index <= len(s.state.history)
