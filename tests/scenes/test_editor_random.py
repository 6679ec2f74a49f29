"""The editor under a storm of random input from every device: nothing fails, the draft stays a draft."""

from __future__ import annotations

import random

import pygame
import pytest

from editor_helpers import editor_app, settle

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN,
        pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_0, pygame.K_1, pygame.K_3, pygame.K_9, pygame.K_MINUS,
        pygame.K_EQUALS]
PAD = [pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_X,
       pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_LEFT,
       pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
       pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.CONTROLLER_BUTTON_START]
SAFE = {"close", "play", "load", "save", "link"}   # these leave the editor or open a dialog: pressed elsewhere


def storm(app, sc, rng: random.Random, steps: int) -> None:
    w, h = app.screen.get_size()
    for _ in range(steps):
        roll = rng.random()
        if roll < 0.3:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if rng.random() < 0.1 else 0
            for t in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(t, key=k, mod=mod, unicode="", scancode=0))
        elif roll < 0.5:
            b = rng.choice(PAD)
            for t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(t, instance_id=0, button=b))
        elif roll < 0.8:
            board = sc.geometry.board
            pos = (rng.randrange(board.left, board.right), rng.randrange(board.top, board.bottom))
            to = (rng.randrange(board.left, board.right), rng.randrange(board.top, board.bottom))
            button = rng.choice((1, 1, 3))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=button))
        else:
            names = [n for n in sc.geometry.controls() if n not in SAFE]
            r = sc.geometry.controls()[rng.choice(names)]
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
        app.pump(1)
        if app.stack.top is not sc:        # Esc / B on the board closes the editor: open it again
            assert sc not in app.stack.scenes
            app.stack.push(sc)
            app.pump(1)
        assert not any("went wrong" in str(m) or "Traceback" in str(m) for m in app.messages), app.messages


@pytest.mark.parametrize("board,seed", [("suguru:4x4", 1), ("sujiko:3x3", 2), ("sudoku:4x4", 3)])
def test_random_input_from_every_device_fails_nothing(make_app, board, seed) -> None:
    app, sc = editor_app(make_app, board=board)
    failed = []
    real = app.stack.on_error
    app.stack.on_error = lambda scene, exc, doing: (failed.append((scene, exc, doing)), real(scene, exc, doing))
    storm(app, sc, random.Random(seed), 250)
    sc.helper.cancel()
    assert not failed, failed
    settle(app, sc)
    d = sc.history.draft
    assert len(d.regions) == d.width * d.height and sc.verdict is not None
