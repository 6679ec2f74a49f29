"""The graded hint: nudge, marks, sentence, Apply -- by mouse, touch, keys and gamepad, beside the board."""

from __future__ import annotations

import pygame
import pytest

from game.engine.puzzle import bit
from ui_helpers import click, corpus_lines, icon, key

SIZES = ("800x480", "720x1280", "1280x800")
SUD = corpus_lines("sudoku", "9x9")[8]
"""A 9x9 sudoku rated Difficult: its hints go past the singles."""


def tap(app, pos) -> None:
    """A finger's tap, as SDL reports it (normalised coordinates)."""
    w, h = app.screen.get_size()
    x, y = (pos[0] + 0.5) / w, (pos[1] + 0.5) / h
    for t in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=1, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0))
        app.pump(1)
    app.pump(1)


PAD = {"a": pygame.CONTROLLER_BUTTON_A, "x": pygame.CONTROLLER_BUTTON_X,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}


def press(app, name: str) -> None:
    """A gamepad button pressed and let go."""
    for t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(t, instance_id=0, button=PAD[name]))
    app.pump(1)


def hint_up(app):
    from game.scenes.hint import HintOverlay

    app.puzzle_scene.wand_primary()
    app.pump(2)
    overlay = app.stack.top
    assert isinstance(overlay, HintOverlay), app.messages
    return overlay


def applied(app, d, index) -> bool:
    s = app.puzzle_scene.session
    return s.ui.hint is None and s.state.index == index + 1 and \
        all(not s.state.cands[c] & bit(dg) for c, dg in d.eliminations)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("puzzle", [SUD, "suguru:3"])
@pytest.mark.parametrize("pad", ["auto", "hidden"])
def test_the_panel_never_covers_the_board_and_its_buttons_are_finger_sized(make_app, size, puzzle, pad):
    app = make_app("--puzzle", puzzle, "--size", size, "--setting", f"pad_position={pad}")
    overlay = hint_up(app)
    L = app.puzzle_scene.layout
    p = overlay.panel()
    assert not p.rect.colliderect(L.board)
    assert not p.rect.colliderect(L.toolbar)                  # the wand stays in reach
    assert p.rect.bottom <= L.toast.top                       # and the messages stay readable
    for r in p.buttons.values():
        assert r.w >= 48 and r.h >= 48 and p.rect.contains(r)
    if L.pad is not None:
        assert p.rect.contains(L.pad)                         # no pad key peeps out from under it


@pytest.mark.parametrize("size", SIZES)
def test_each_click_on_more_goes_one_stage_further_then_applies(make_app, size):
    app = make_app("--puzzle", SUD, "--size", size)
    s = app.puzzle_scene.session
    overlay = hint_up(app)
    d, index = s.ui.hint, s.state.index
    assert s.ui.hint_stage == 0 and s.ui.hint_look                 # the nudge: a highlighted place
    title, body, labels = overlay.words()
    assert d.technique in title and "Look at" in body and d.text not in body
    more = overlay.panel().buttons["primary"].center
    click(app, more)
    assert s.ui.hint_stage == 1 and "Struck square" in overlay.words()[1]
    click(app, more)
    assert s.ui.hint_stage == 2 and d.text in overlay.words()[1] and overlay.words()[2]["primary"] == "Apply"
    assert s.state.index == index                                 # nothing played before Apply
    click(app, more)
    assert applied(app, d, index) and app.stack.top is app.puzzle_scene


def test_close_takes_the_hint_away_and_plays_nothing(make_app):
    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    s = app.puzzle_scene.session
    overlay = hint_up(app)
    index = s.state.index
    click(app, overlay.panel().buttons["close"].center)
    assert s.ui.hint is None and not s.ui.hint_look and s.state.index == index
    assert app.stack.top is app.puzzle_scene


def test_a_press_on_the_panel_never_reaches_the_digit_pad_beneath(make_app):
    app = make_app("--puzzle", SUD, "--size", "800x480")
    s = app.puzzle_scene.session
    overlay = hint_up(app)
    L = app.puzzle_scene.layout
    index = s.state.index
    inside = [r.center for r in L.digits if overlay.panel().rect.collidepoint(r.center)]
    assert inside
    for pos in inside:
        if not any(b.collidepoint(pos) for b in overlay.panel().buttons.values()):
            click(app, pos)
    assert s.state.index == index and s.ui.hint is not None


def test_the_stages_by_touch(make_app):
    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    s = app.puzzle_scene.session
    tap(app, icon(app, "wand"))
    overlay = app.stack.top
    d, index = s.ui.hint, s.state.index
    assert d is not None and s.ui.hint_stage == 0
    for stage in (1, 2):
        tap(app, overlay.panel().buttons["primary"].center)
        assert s.ui.hint_stage == stage
    tap(app, overlay.panel().buttons["primary"].center)
    assert applied(app, d, index)


def test_the_stages_by_keys_with_the_focus_ring(make_app):
    app = make_app("--puzzle", SUD, "--size", "1280x800")
    s = app.puzzle_scene.session
    key(app, pygame.K_h)                                          # H asks
    overlay = app.stack.top
    d, index = s.ui.hint, s.state.index
    assert d is not None and s.ui.hint_stage == 0
    assert overlay.focus == "primary"                             # the ring starts on More
    key(app, pygame.K_h)                                          # H again: the marks
    assert s.ui.hint_stage == 1
    key(app, pygame.K_RETURN)                                     # Enter presses the ringed More
    assert s.ui.hint_stage == 2
    key(app, pygame.K_TAB)                                        # Tab walks the ring to Close ...
    assert overlay.focus == "close"
    key(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)                # ... and back
    assert overlay.focus == "primary"
    key(app, pygame.K_RETURN)                                     # Apply
    assert applied(app, d, index)


def test_escape_closes_the_hint(make_app):
    app = make_app("--puzzle", SUD, "--size", "800x480")
    s = app.puzzle_scene.session
    key(app, pygame.K_h)
    assert s.ui.hint is not None
    key(app, pygame.K_ESCAPE)
    assert s.ui.hint is None and app.stack.top is app.puzzle_scene


def test_the_stages_by_gamepad(make_app):
    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0, instance_id=0))
    app.pump(1)
    s = app.puzzle_scene.session
    press(app, "x")                                               # X asks
    overlay = app.stack.top
    d, index = s.ui.hint, s.state.index
    assert d is not None and overlay.focus == "primary"
    press(app, "a")                                               # A presses the ringed More: the marks
    assert s.ui.hint_stage == 1
    press(app, "right")                                           # the D-pad walks the ring
    assert overlay.focus == "close"
    press(app, "left")
    assert overlay.focus == "primary"
    press(app, "x")                                               # X: the sentence
    assert s.ui.hint_stage == 2
    press(app, "a")                                               # Apply
    assert applied(app, d, index)


def test_the_wand_right_click_closes_and_the_middle_click_explains(make_app):
    app = make_app("--puzzle", "suguru:3", "--size", "1280x800")
    s = app.puzzle_scene.session
    hint_up(app)
    click(app, icon(app, "wand"), button=2)
    assert s.ui.hint_stage == 2
    click(app, icon(app, "wand"), button=3)
    assert s.ui.hint is None


def test_the_nudge_names_a_place_the_board_highlights(make_app):
    from game.ui.hint_focus import where_to_look

    app = make_app("--puzzle", SUD, "--size", "800x480")
    s = app.puzzle_scene.session
    overlay = hint_up(app)
    d = s.ui.hint
    look = where_to_look(s.puzzle, d)
    assert s.ui.hint_look == look.cells and look.words in overlay.words()[1]
    assert {c for c, _ in d.eliminations} <= look.cells or {c for c, _ in d.reasons} <= look.cells
    before = app.screen.copy()
    s.ui.hint_look = frozenset()
    app.draw()
    c = min(look.cells)
    r = app.puzzle_scene.layout.cell_rect(c)
    assert before.get_at(r.center) != app.screen.get_at(r.center) or \
        before.get_at((r.left + 1, r.centery)) != app.screen.get_at((r.left + 1, r.centery))


def test_marks_on_cells_too_small_for_them_are_a_readable_callout_on_the_board(make_app):
    from game.render.marks import MIN_CHIP, mark_boxes

    big = corpus_lines("ripple", "40x25")[0]
    app = make_app("--puzzle", big, "--size", "800x480")
    s = app.puzzle_scene.session
    hint_up(app)
    L = app.puzzle_scene.layout
    assert L.cell * 0.6 < MIN_CHIP                                # a mark inside a cell would be unreadable
    _rings, chips = mark_boxes(L, s.puzzle, s.ui.hint, s.state.cands)
    assert chips and all(box.w >= MIN_CHIP and L.board.contains(box) for box, _, _ in chips)


def test_a_hint_shown_outside_the_graded_panel_shows_its_marks(make_app):
    """The watch view hands the board a fresh UIState with the step on show: all of it is drawn."""
    from game.render.marks import MARKS_STAGE
    from game.ui.session import UIState

    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    overlay = hint_up(app)
    assert UIState(hint=overlay.deduction).hint_stage >= MARKS_STAGE
    overlay.dismiss()
    assert app.puzzle_scene.session.ui.hint_stage >= MARKS_STAGE


def test_the_key_strip_names_the_hint_s_own_keys_while_it_is_up(make_app, monkeypatch):
    import game.hub as hub
    from game.render.hints import KEY_HINTS

    seen: list[str] = []
    monkeypatch.setattr(hub, "draw_hints", lambda surf, r, style, context: seen.append(context))
    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    key(app, pygame.K_h)
    app.input.draw_over(app.screen, False)
    assert seen[-1] == "hint" and any(what == "next step" for _, what in KEY_HINTS["hint"])
    key(app, pygame.K_ESCAPE)
    app.input.draw_over(app.screen, False)
    assert seen[-1] == "puzzle"
