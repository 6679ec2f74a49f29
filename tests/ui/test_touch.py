"""Touch: finger events and SDL's synthetic mouse events, each tap acting exactly once."""

from __future__ import annotations

import pygame
import pytest

from game.engine.puzzle import bit
from ui_helpers import open_cell


@pytest.fixture
def tapp(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "800x480")


def _norm(app, pos):
    w, h = app.screen.get_size()
    return (pos[0] + 0.5) / w, (pos[1] + 0.5) / h


def finger(app, t, pos, fid=1):
    x, y = _norm(app, pos)
    pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=fid, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0))


def touch_mouse(app, t, pos):
    kw = {"pos": pos, "touch": True}
    kw.update({"button": 1} if t != pygame.MOUSEMOTION else {"rel": (0, 0), "buttons": (1, 0, 0)})
    pygame.event.post(pygame.event.Event(t, **kw))


def tap(app, pos, how="finger", hold=0.0, frames=2):
    """A tap as SDL reports it: ``finger``, ``mouse`` (touch=True only), ``both`` or ``mouse-first``."""
    pos = (int(pos[0]), int(pos[1]))
    if how in ("finger", "both"):
        finger(app, pygame.FINGERDOWN, pos)
    if how in ("mouse", "both", "mouse-first"):
        touch_mouse(app, pygame.MOUSEMOTION, pos)
        touch_mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    if how == "mouse-first":
        finger(app, pygame.FINGERDOWN, pos)
    app.pump(1)
    if hold:
        for _ in range(int(hold / 0.1) + 1):
            app.pump(1, dt=0.1)
    if how in ("finger", "both"):
        finger(app, pygame.FINGERUP, pos)
    if how in ("mouse", "both", "mouse-first"):
        touch_mouse(app, pygame.MOUSEBUTTONUP, pos)
    if how == "mouse-first":
        finger(app, pygame.FINGERUP, pos)
    app.pump(frames)


def session(app):
    return app.puzzle_scene.session


@pytest.mark.parametrize("how", ["finger", "mouse", "both", "mouse-first"])
def test_a_tap_selects_the_cell_and_the_pad_toggles_once(tapp, how):
    s = session(tapp)
    L = tapp.puzzle_scene.layout
    c = open_cell(tapp)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    tap(tapp, L.slot_rect(c, d, s.puzzle.max_digit[c]).center, how)   # on the small candidate: selects only
    assert s.ui.cursor == c and s.state.index == 0
    tap(tapp, L.digits[d - 1].center, how)
    assert s.state.index == 1 and not s.state.cands[c] & bit(d)       # exactly one move, whatever the stream
    tap(tapp, L.digits[d - 1].center, how)
    assert s.state.index == 2 and s.state.cands[c] & bit(d)


def test_long_press_on_a_pad_digit_sets_the_answer(tapp):
    s = session(tapp)
    L = tapp.puzzle_scene.layout
    c = open_cell(tapp)
    tap(tapp, L.cell_rect(c).center)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    tap(tapp, L.digits[d - 1].center, hold=0.7)
    assert s.state.answer(c) == d and s.state.index == 1


def test_mode_button_makes_a_tap_set_and_undo_redo_buttons_work(tapp):
    s = session(tapp)
    L = tapp.puzzle_scene.layout
    c = open_cell(tapp)
    tap(tapp, L.cell_rect(c).center)
    tap(tapp, L.buttons["mode"].center)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    tap(tapp, L.digits[d - 1].center)
    assert s.state.answer(c) == d
    tap(tapp, L.buttons["undo"].center)
    assert s.state.index == 0 and s.state.answer(c) == 0
    tap(tapp, L.buttons["redo"].center)
    assert s.state.answer(c) == d


def test_a_drag_is_not_a_tap(tapp):
    s = session(tapp)
    L = tapp.puzzle_scene.layout
    c = open_cell(tapp)
    tap(tapp, L.cell_rect(c).center)
    start = L.digits[0].center
    finger(tapp, pygame.FINGERDOWN, start)
    tapp.pump(1)
    finger(tapp, pygame.FINGERMOTION, (start[0] - 80, start[1]))
    finger(tapp, pygame.FINGERUP, (start[0] - 80, start[1]))
    tapp.pump(2)
    assert s.state.index == 0


def test_toolbar_by_touch_hint_explain_button_and_long_press_wand(tapp):
    from game.scenes.dialogs import MessageScene
    from game.scenes.hint import HintOverlay

    s = session(tapp)
    L = tapp.puzzle_scene.layout
    tap(tapp, L.icons["wand"].center, hold=0.7)                 # long-press = the wand's right click
    assert s.state.index > 0 and s.ui.hint is None
    n = s.state.index
    tap(tapp, L.icons["wand"].center)                           # tap = ask for a hint
    assert s.ui.hint is not None and isinstance(tapp.stack.top, HintOverlay)
    tap(tapp, L.buttons["explain"].center)                      # the visible explain button (middle click)
    assert isinstance(tapp.stack.top, MessageScene)
    tapp.stack.top.close()
    tapp.pump(2)
    tap(tapp, L.icons["wand"].center)                           # tap again = apply
    assert s.ui.hint is None and s.state.index == n + 1


def test_number_box_opens_the_number_pad_and_loads_a_puzzle(tapp):
    from game.scenes.pad import NumberPadScene

    tap(tapp, tapp.puzzle_scene.layout.boxes["number"].center, how="both")
    pad = tapp.stack.top
    assert isinstance(pad, NumberPadScene)
    assert not tapp.typing()                                    # no on-screen keyboard needed
    for k in ("1", "2", "ok"):
        tap(tapp, pad.rects[k].center)
    assert session(tapp).number == 12 and not isinstance(tapp.stack.top, NumberPadScene)


def test_menu_buttons_work_under_a_finger(tapp):
    from game.scenes.dialogs import HelpScene
    from game.scenes.menu import MenuScene

    tap(tapp, tapp.puzzle_scene.layout.icons["menu"].center)
    menu = tapp.stack.top
    assert isinstance(menu, MenuScene)
    help_button = next(b for b, k in menu.buttons.items() if k == "help")
    assert help_button.rect.h >= 48
    tap(tapp, help_button.rect.center, how="finger")            # finger events only: pygame-gui still sees them
    assert isinstance(tapp.stack.top, HelpScene)


def test_touch_alone_plays_a_whole_puzzle_to_the_solved_screen(tapp):
    s = session(tapp)
    s.ensure_solution()
    sol = s.puzzle.solution
    L = tapp.puzzle_scene.layout
    tap(tapp, L.buttons["mode"].center)                         # answer mode: a tap sets
    for c in range(s.puzzle.ncells):
        if s.state.answer(c) == sol[c]:
            continue
        tap(tapp, L.cell_rect(c).center, frames=1)
        tap(tapp, L.digits[sol[c] - 1].center, how="both", frames=1)
    tapp.pump(2)
    assert s.state.is_solved()
    assert any("Solved" in m for m in tapp.messages)
    assert tapp.solved_set("suguru") == {0}


def test_every_dialog_button_is_a_finger_high_at_800x480(tapp):
    from game.scenes.dialogs import HelpScene, MessageScene, SaveLoadScene, SettingsScene
    from game.scenes.menu import MenuScene

    for make in (lambda: MenuScene(tapp), lambda: SettingsScene(tapp), lambda: HelpScene(tapp),
                 lambda: MessageScene(tapp, "Hint", "Some words."), lambda: SaveLoadScene(tapp, "save")):
        dlg = make()
        tapp.stack.push(dlg)
        tapp.pump(1)
        small = [(type(dlg).__name__, e.rect) for e in dlg.focus.items
                 if type(e).__name__ in ("UIButton", "UIDropDownMenu", "UITextEntryLine") and e.rect.h < 48]
        assert not small, small
        dlg.close()
        tapp.pump(1)


def test_a_lost_release_does_not_block_later_touches(tapp):
    s = session(tapp)
    L = tapp.puzzle_scene.layout
    finger(tapp, pygame.FINGERDOWN, L.board.center, fid=4)    # its FINGERUP never arrives
    tapp.pump(1)
    for _ in range(35):
        tapp.pump(1, dt=1.0)
    assert not tapp.busy                                      # the stuck contact is forgotten
    c = open_cell(tapp)
    tap(tapp, L.cell_rect(c).center)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    tap(tapp, L.digits[d - 1].center)
    assert not s.state.cands[c] & bit(d)


@pytest.mark.parametrize("size", ["800x480", "720x1280", "480x320", "1920x1080"])
def test_number_pad_fits_the_window_with_finger_sized_keys(make_app, size):
    from game.scenes.pad import KEYS, NumberPadScene

    app = make_app("--puzzle", "suguru:0", "--size", size)
    app.stack.push(NumberPadScene(app, "PIN", lambda t: None, secret=True))
    app.pump(1)
    R = app.stack.top.rects
    win = pygame.Rect(0, 0, *app.screen.get_size())
    assert win.contains(R["panel"])
    for name in (*KEYS, "cancel"):
        assert R["panel"].contains(R[name])
        if min(win.size) >= 480:
            assert R[name].w >= 48 and R[name].h >= 48
