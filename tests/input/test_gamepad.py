"""Gamepads: controller and joystick events, hot-plugging, and a whole game played with a pad alone."""

from __future__ import annotations

import pygame
import pytest

from game.engine.puzzle import bit
from game.input.gamepad import REPEAT_DELAY, pad_style

B = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
     "y": pygame.CONTROLLER_BUTTON_Y, "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
     "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "back": pygame.CONTROLLER_BUTTON_BACK,
     "start": pygame.CONTROLLER_BUTTON_START, "ls": pygame.CONTROLLER_BUTTON_LEFTSTICK,
     "rs": pygame.CONTROLLER_BUTTON_RIGHTSTICK, "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
     "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
     "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}


def press(app, name, iid=0, frames=1):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=B[name]))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=iid, button=B[name]))
    app.pump(frames)


def axis(app, ax, value, iid=0):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=iid, axis=ax, value=value))
    app.pump(1)


def step_digit(app, d=1):
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT if d > 0 else pygame.CONTROLLER_AXIS_TRIGGERLEFT, 32767)
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT if d > 0 else pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0)


def added(app, index=0):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index, instance_id=index))
    app.pump(1)


def removed(app, iid=0):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=iid))
    app.pump(1)


@pytest.fixture
def papp(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    added(app)
    return app


def session(app):
    return app.puzzle_scene.session


def goto(app, cell):
    """Walk the cursor to ``cell`` with the D-pad (never up off the board's top row)."""
    s = session(app)
    w = s.puzzle.width
    if not s.ui.show_cursor:
        press(app, "down")                  # the first press only shows the cursor
    r0, c0 = divmod(s.ui.cursor, w)
    r1, c1 = divmod(cell, w)
    for _ in range(abs(c1 - c0)):
        press(app, "right" if c1 > c0 else "left")
    for _ in range(abs(r1 - r0)):
        press(app, "down" if r1 > r0 else "up")
    assert s.ui.cursor == cell


def select_digit(app, d):
    pad = app.puzzle_scene.pad
    while min(pad.digit, pad.n()) != d:
        step_digit(app, 1)


def open_cell(app):
    s = session(app)
    return next(c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c] and bin(s.state.cands[c]).count("1") >= 3)


def test_dpad_moves_and_repeats_while_held(papp):
    s = session(papp)
    press(papp, "down")
    assert s.ui.show_cursor
    start = s.ui.cursor
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=B["right"]))
    papp.pump(1)
    assert s.ui.cursor == start + 1
    for _ in range(int((REPEAT_DELAY + 0.2) / 0.05)):
        papp.pump(1, dt=0.05)
    moved = (s.ui.cursor - start) % s.puzzle.width
    assert moved >= 3                                       # held: it repeated
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=B["right"]))
    papp.pump(1)
    at = s.ui.cursor
    papp.pump(10, dt=0.1)
    assert s.ui.cursor == at                                # released: it stopped


def test_left_stick_moves_once_per_push(papp):
    s = session(papp)
    press(papp, "down")
    start = s.ui.cursor
    axis(papp, pygame.CONTROLLER_AXIS_LEFTY, 30000)
    axis(papp, pygame.CONTROLLER_AXIS_LEFTY, 31000)        # still pushed: no second step yet
    axis(papp, pygame.CONTROLLER_AXIS_LEFTY, 0)
    assert s.ui.cursor == start + s.puzzle.width


def test_face_buttons_and_shoulders(papp):
    s = session(papp)
    c = open_cell(papp)
    goto(papp, c)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    select_digit(papp, d)
    press(papp, "a")                                        # toggle: delete
    assert not s.state.cands[c] & bit(d)
    press(papp, "a")                                        # toggle: restore
    assert s.state.cands[c] & bit(d)
    press(papp, "y")                                        # set
    assert s.state.answer(c) == d
    press(papp, "lb")                                       # undo
    assert s.state.answer(c) == 0
    press(papp, "rb")                                       # redo
    assert s.state.answer(c) == d


def test_hint_check_explain_zero_menu_and_back(papp):
    from game.scenes.hint import HintOverlay
    from game.scenes.menu import MenuScene
    from game.scenes.puzzle import PuzzleScene

    s = session(papp)
    press(papp, "ls")                                       # the zero-score pass
    assert s.state.index > 0
    press(papp, "x")                                        # hint
    assert s.ui.hint is not None and isinstance(papp.stack.top, HintOverlay)
    press(papp, "rs")                                       # explain: the sentence, in the panel
    assert isinstance(papp.stack.top, HintOverlay) and s.ui.hint_stage == 2
    n = s.state.index
    press(papp, "x")                                        # again: apply
    assert s.ui.hint is None and s.state.index == n + 1
    press(papp, "back")                                     # check
    assert any("No errors" in m or "wrong" in m for m in papp.messages)
    press(papp, "start")
    assert isinstance(papp.stack.top, MenuScene)
    press(papp, "b")
    assert isinstance(papp.stack.top, PuzzleScene)


def test_menu_and_settings_are_reachable_with_a_visible_focus_ring(papp):
    from game.scenes.settings_dialog import SettingsScene
    from game.scenes.menu import MenuScene

    press(papp, "start")
    menu = papp.stack.top
    assert isinstance(menu, MenuScene) and menu.focus.current is not None
    assert papp.input_mode == "pad"
    settings_button = next(b for b, k in menu.buttons.items() if k == "settings")
    for _ in range(20):
        if menu.focus.current is settings_button:
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        papp.pump(1)
        papp.input_mode = "pad"
    assert menu.focus.current is settings_button
    press(papp, "a")
    dlg = papp.stack.top
    assert isinstance(dlg, SettingsScene)
    # The ring is drawn: the focused widget's border shows the ring colour.
    papp.draw()
    r = dlg.focus.current.rect.inflate(8, 8)
    ring = pygame.Color(255, 200, 40)
    edge = [papp.screen.get_at((x, r.top + 1)) for x in range(r.left + 8, r.right - 8, 4)]
    assert any(abs(p.r - ring.r) + abs(p.g - ring.g) + abs(p.b - ring.b) < 40 for p in edge)
    # Walk to the palette button and press it: the setting changes.
    palette = next(b for b, k in dlg.look_btns.items() if k == "palette")
    for _ in range(20):
        if dlg.focus.current is palette:
            break
        press(papp, "down")
        if dlg.focus.current is not palette and dlg.focus.current.rect.centery >= palette.rect.centery:
            press(papp, "left" if dlg.focus.current.rect.centerx > palette.rect.centerx else "right")
    assert dlg.focus.current is palette
    press(papp, "a")
    assert papp.settings.palette == "colourblind"
    dlg = papp.stack.top
    assert isinstance(dlg, SettingsScene) and dlg.focus.current.text.startswith("Colours")  # focus kept


def test_dropdown_steps_with_a(papp):
    from game.scenes.settings_dialog import SettingsScene

    papp.stack.push(SettingsScene(papp))
    papp.pump(1)
    dlg = papp.stack.top
    dlg.focus.focus(dlg.mapping)
    before = papp.settings.mouse_mapping
    press(papp, "a")
    assert papp.settings.mouse_mapping != before


def test_plugging_and_unplugging_mid_game_keeps_the_game(papp):
    s = session(papp)
    c = open_cell(papp)
    goto(papp, c)
    press(papp, "a")
    n = s.state.index
    removed(papp, 0)
    removed(papp, 12345)                                    # an id that never existed
    press(papp, "a", iid=777)                               # an event from a pad that is gone
    assert session(papp) is s and s.state.index == n + 1
    added(papp, 3)
    press(papp, "lb", iid=3)
    assert s.state.index == n


def test_joystick_fallback_hat_and_buttons(papp):
    s = session(papp)
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(0, -1)))
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(0, 0)))
    papp.pump(1)
    assert s.ui.show_cursor
    start = s.ui.cursor
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(1, 0)))
    pygame.event.post(pygame.event.Event(pygame.JOYHATMOTION, instance_id=9, hat=0, value=(0, 0)))
    papp.pump(1)
    assert s.ui.cursor == start + 1
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=9, button=7))   # start
    papp.pump(1)
    from game.scenes.menu import MenuScene

    assert isinstance(papp.stack.top, MenuScene)


def test_toolbar_reachable_by_moving_up_off_the_board(papp):
    from game.scenes.pad import NumberPadScene

    s = session(papp)
    press(papp, "down")
    while s.ui.cursor >= s.puzzle.width:
        press(papp, "up")
    press(papp, "up")
    pad = papp.puzzle_scene.pad
    assert pad.tool is not None
    for _ in range(10):
        if pad.tool == "number":
            break
        press(papp, "right")
        if pad.tool != "number":
            press(papp, "down") if pad.tool in ("menu", "random", "wand") else None
    assert pad.tool == "number"
    press(papp, "a")
    assert isinstance(papp.stack.top, NumberPadScene)


@pytest.mark.parametrize("name,style", [("Xbox 360 Controller", "xbox"), ("PS4 Controller", "playstation"),
                                        ("Sony DualSense Wireless Controller", "playstation"),
                                        ("Nintendo Switch Pro Controller", "nintendo"), ("Generic USB Pad", "xbox")])
def test_hint_style_follows_the_pad_name(name, style):
    assert pad_style(name) == style


def test_gamepad_alone_plays_a_whole_puzzle_to_the_solved_screen(papp):
    s = session(papp)
    s.ensure_solution()
    sol = s.puzzle.solution
    for c in range(s.puzzle.ncells):
        if s.state.answer(c) == sol[c]:
            continue
        goto(papp, c)
        select_digit(papp, sol[c])
        press(papp, "y")
        assert s.state.answer(c) == sol[c]
    papp.pump(2)
    assert s.state.is_solved()
    assert any("Solved" in m for m in papp.messages)


def test_on_screen_hints_follow_the_connected_pad_and_fall_back_to_keys(papp):
    from game.input.gamepad import _Pad

    hub = papp.input
    papp.input_mode = "pad"
    hub.gamepad.pads.clear()
    hub.gamepad.pads[5] = _Pad("Sony DualSense Wireless Controller")
    assert hub.gamepad.style == "playstation"
    hub.gamepad.pads[6] = _Pad("Nintendo Switch Pro Controller")
    assert hub.gamepad.style == "nintendo"                  # the pad plugged in last
    removed(papp, 6)
    assert hub.gamepad.style == "playstation"
    removed(papp, 5)
    assert hub.gamepad.style is None and papp.input_mode == "key"   # no pad: keyboard hints
    papp.draw()                                             # and they draw without a pad


@pytest.mark.parametrize("seed", [1, 2])
def test_random_pad_touch_and_key_input_never_crashes(make_app, seed):
    import random

    rng = random.Random(seed)
    app = make_app("--puzzle", "suguru:1", "--size", rng.choice(["800x480", "720x1280"]))
    w, h = app.screen.get_size()
    kinds = [pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
             pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
             pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION, pygame.KEYDOWN]
    for _ in range(500):
        if not app.running:
            break
        t = rng.choice(kinds)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            ev = pygame.event.Event(t, instance_id=rng.randrange(4), button=rng.randrange(16))
        elif t == pygame.CONTROLLERAXISMOTION:
            ev = pygame.event.Event(t, instance_id=rng.randrange(4), axis=rng.randrange(6),
                                    value=rng.randint(-32768, 32767))
        elif t == pygame.JOYHATMOTION:
            ev = pygame.event.Event(t, instance_id=9, hat=0, value=(rng.randint(-1, 1), rng.randint(-1, 1)))
        elif t == pygame.JOYBUTTONDOWN:
            ev = pygame.event.Event(t, instance_id=9, button=rng.randrange(12))
        elif t in (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED):
            ev = pygame.event.Event(t, device_index=rng.randrange(3), instance_id=rng.randrange(4))
        elif t == pygame.KEYDOWN:
            k = rng.choice([pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_LEFT,
                            pygame.K_DOWN, pygame.K_UP, pygame.K_1, pygame.K_x, pygame.K_e, pygame.K_MINUS])
            ev = pygame.event.Event(t, key=k, mod=0, unicode="", scancode=0)
        else:
            ev = pygame.event.Event(t, touch_id=1, finger_id=rng.randrange(2), x=rng.random(), y=rng.random(),
                                    dx=0.0, dy=0.0, pressure=1.0)
        pygame.event.post(ev)
        app.pump(1, dt=rng.choice([1 / 30, 0.2, 0.6]))
    s = app.puzzle_scene.session
    assert all(m for m in s.state.cands)
