"""The editor, driven by posted events: a small puzzle built from a blank board by mouse, finger, keys, gamepad."""

from __future__ import annotations

import pygame

from editor_helpers import (STROKES, TARGET, centre, click, control, editor_app, finger_drag, headline, key,
                            key_step, mouse_drag, pad, pad_step, settle, tap, walk_ring)
from game.engine.draft import Draft


def built(sc) -> bool:
    return sc.history.draft == Draft.from_line(TARGET)


def test_mouse_draws_regions_by_dragging_and_places_a_given(make_app) -> None:
    app, sc = editor_app(make_app)
    assert sc.mode == "regions"
    for stroke in STROKES:
        mouse_drag(app, sc, stroke)
    assert sc.history.draft.regions == Draft.from_line(TARGET).regions
    assert len(sc.history.edits) == 3          # one drag, one undo step
    assert "More than one solution" in headline(app, sc)
    click(app, control(sc, "mode:givens"))
    click(app, centre(sc, 1))
    click(app, control(sc, "key:1"))
    assert built(sc)
    assert "Unique" in headline(app, sc)


def test_a_finger_draws_regions_and_places_a_given_from_the_pad(make_app) -> None:
    app, sc = editor_app(make_app)
    for stroke in STROKES:
        finger_drag(app, sc, stroke)
    assert sc.history.draft.regions == Draft.from_line(TARGET).regions
    tap(app, control(sc, "mode:givens"))
    tap(app, centre(sc, 1))
    assert sc.cursor == 1
    tap(app, control(sc, "key:1"))
    assert built(sc)
    assert "Unique" in headline(app, sc)


def test_a_long_press_splits_a_cell_off_its_region(make_app) -> None:
    app, sc = editor_app(make_app)
    finger_drag(app, sc, (0, 1, 2))
    assert len(set(sc.history.draft.regions[:3])) == 1
    tap(app, centre(sc, 2), hold=0.7)
    regions = sc.history.draft.regions
    assert regions[0] == regions[1] != regions[2]


def pen_stroke(app, sc, cells, step, press) -> None:
    """Move the cursor to the stroke's first cell, put the pen down, walk the stroke, lift the pen."""
    w = sc.draft.width
    for target in cells:
        while sc.cursor != target:
            r, c = divmod(sc.cursor, w)
            tr, tc = divmod(target, w)
            step("down" if tr > r else "up" if tr < r else "right" if tc > c else "left")
        if target == cells[0]:
            press()
    press()


def test_keys_alone_build_the_puzzle(make_app) -> None:
    app, sc = editor_app(make_app)
    step = key_step(app)
    for stroke in STROKES:
        pen_stroke(app, sc, stroke, step, lambda: key(app, pygame.K_SPACE))
    assert sc.history.draft.regions == Draft.from_line(TARGET).regions
    key(app, pygame.K_TAB)                     # to the tool bar
    walk_ring(app, sc, "mode:givens", step)
    key(app, pygame.K_RETURN)
    assert sc.mode == "givens"
    key(app, pygame.K_ESCAPE)                  # back to the board
    assert sc.focus == "board"
    while sc.cursor != 1:
        step("right" if sc.cursor % 3 < 1 else "up" if sc.cursor > 2 else "left")
    key(app, pygame.K_1)
    assert built(sc)
    assert "Unique" in headline(app, sc)
    key(app, pygame.K_BACKSPACE)
    assert sc.history.draft.givens[1] == 0


def test_a_gamepad_alone_builds_the_puzzle(make_app) -> None:
    app, sc = editor_app(make_app)
    step = pad_step(app)
    for stroke in STROKES:
        pen_stroke(app, sc, stroke, step, lambda: pad(app, "a"))
    assert sc.history.draft.regions == Draft.from_line(TARGET).regions
    pad(app, "start")                          # the focus ring onto the tool bar
    assert sc.focus == "panel"
    walk_ring(app, sc, "mode:givens", step)
    pad(app, "a")
    pad(app, "b")
    while sc.cursor != 1:
        step("right" if sc.cursor % 3 < 1 else "up" if sc.cursor > 2 else "left")
    pad(app, "a")                              # the pad's digit, 1 at first
    assert built(sc)
    assert "Unique" in headline(app, sc)


def test_the_gamepad_splits_with_y_and_undoes_with_the_bumpers(make_app) -> None:
    app, sc = editor_app(make_app)
    pen_stroke(app, sc, (0, 1), pad_step(app), lambda: pad(app, "a"))
    assert sc.history.draft.regions[0] == sc.history.draft.regions[1]
    pad(app, "y")
    assert sc.history.draft.regions[0] != sc.history.draft.regions[1]
    pad(app, "lb")
    assert sc.history.draft.regions[0] == sc.history.draft.regions[1]


def test_sums_are_typed_into_a_chosen_circle_and_bad_ones_are_refused(make_app) -> None:
    app, sc = editor_app(make_app, board="sujiko:3x3")
    assert sc.modes() == ["givens", "sums"] and "sums" in [n for n, _l in sc.actions.helpers()]
    click(app, control(sc, "mode:sums"))
    corner = sc.board().layout.cell_rect(4).bottomright   # the circle of the bottom-right four cells
    click(app, corner)
    assert sc.circle == 3
    for k in (pygame.K_2, pygame.K_4):
        key(app, k)
    assert sc.typed == "24"
    key(app, pygame.K_RETURN)
    assert sc.history.draft.sums == (0, 0, 0, 24)
    for k in (pygame.K_9, pygame.K_9, pygame.K_9, pygame.K_9):
        key(app, k)
    key(app, pygame.K_RETURN)
    assert sc.history.draft.sums == (0, 0, 0, 24)
    assert "not 9999" in app.messages[-1]
    settle(app, sc)


def test_the_gamepad_triggers_choose_the_digit_a_places(make_app) -> None:
    from aid_helpers import trigger

    app, sc = editor_app(make_app)
    pad(app, "start")
    walk_ring(app, sc, "mode:givens", pad_step(app))
    pad(app, "a")
    pad(app, "b")
    trigger(app)
    trigger(app)
    assert sc.digit == 3
    pad(app, "a")
    assert sc.history.draft.givens[sc.cursor] == 3
    pad(app, "a")                              # the same digit again takes it away
    assert sc.history.draft.givens[sc.cursor] == 0
