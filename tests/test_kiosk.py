"""Kiosk mode: no way out for passers-by, an operator exit with a PIN, attract mode that never loses a game."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.puzzle import bit
from ui_helpers import click, key, open_cell

# Every test here builds an App: a private home and corpus-made levels.
pytestmark = pytest.mark.usefixtures("ui_env")


@pytest.fixture
def kapp(make_app):
    return make_app("--kiosk", "--puzzle", "suguru:0", "--setting", "kiosk_attract_after=20",
                    "--setting", "kiosk_reset_after=60", "--setting", "kiosk_pin=1234")


def tap(app, pos, hold=0.0):
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    app.pump(1)
    for _ in range(int(hold / 0.25)):
        app.pump(1, dt=0.25)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True))
    app.pump(2)


def idle(app, seconds):
    for _ in range(int(seconds / 2)):
        app.pump(1, dt=2.0)


def test_kiosk_is_fullscreen_without_pointer_and_ignores_every_quit(kapp):
    assert kapp.fullscreen and kapp.kiosk is not None
    assert not pygame.mouse.get_visible()
    pygame.event.post(pygame.event.Event(pygame.QUIT))          # window close, Alt+F4
    kapp.pump(1)
    key(kapp, pygame.K_q, mod=pygame.KMOD_LCTRL)                 # Ctrl+Q
    key(kapp, pygame.K_F4, mod=pygame.KMOD_LALT)
    assert kapp.running
    from game.scenes.menu import MenuScene

    kapp.stack.push(MenuScene(kapp))
    kapp.pump(1)
    assert "quit" not in kapp.stack.top.buttons.values()


def test_operator_chord_asks_for_the_pin(kapp):
    from game.scenes.pad import NumberPadScene

    key(kapp, pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)
    pad = kapp.stack.top
    assert isinstance(pad, NumberPadScene) and pad.secret
    for d in (pygame.K_9, pygame.K_9):
        key(kapp, d)
    key(kapp, pygame.K_RETURN)
    assert kapp.running and any("Wrong PIN" in m for m in kapp.messages)
    key(kapp, pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)
    pad = kapp.stack.top
    for name in "1234":
        tap(kapp, pad.rects[name].center)
    tap(kapp, pad.rects["ok"].center)
    assert not kapp.running


def test_five_second_corner_hold_is_the_operator_exit(kapp):
    from game.scenes.pad import NumberPadScene

    corner = kapp.input.touch.corner()
    s = kapp.puzzle_scene.session
    tap(kapp, corner.center, hold=2.0)
    assert not isinstance(kapp.stack.top, NumberPadScene) and s.state.index == 0
    tap(kapp, corner.center, hold=5.5)
    assert isinstance(kapp.stack.top, NumberPadScene)


def test_idle_starts_attract_and_a_touch_returns_to_the_game_as_it_was(kapp):
    from game.scenes.attract import AttractScene
    from game.scenes.puzzle import PuzzleScene

    s = kapp.puzzle_scene.session
    c = open_cell(kapp)
    L = kapp.puzzle_scene.layout
    tap(kapp, L.cell_rect(c).center)
    tap(kapp, L.digits[0].center)
    cands = list(s.state.cands)
    elapsed = s.elapsed
    idle(kapp, 24)
    demo = kapp.stack.top
    assert isinstance(demo, AttractScene) and demo.steps
    first = list(demo.state.cands)
    for _ in range(30):
        kapp.pump(1, dt=0.25)
    assert demo.state.cands != first or demo.i > 0                # the demo moves on by itself
    tap(kapp, L.digits[1].center)                                 # a new touch: back to the game ...
    assert isinstance(kapp.stack.top, PuzzleScene)
    assert kapp.puzzle_scene.session is s and s.state.cands == cands   # ... exactly as it was (touch swallowed)
    assert s.elapsed <= elapsed + 24.5                            # the idle wait counts, the demo (7.5 s) does not


def test_idle_past_the_reset_time_gives_the_next_player_the_title_screen(kapp):
    from game.scenes.attract import AttractScene, TitleScene

    s = kapp.puzzle_scene.session
    c = open_cell(kapp)
    s.toggle(c, next(d for d in range(1, 6) if s.state.cands[c] & bit(d)))
    idle(kapp, 70)
    assert isinstance(kapp.stack.top, AttractScene)
    tap(kapp, (10, 10))
    title = kapp.stack.top
    assert isinstance(title, TitleScene)
    assert kapp.puzzle_scene.session is not s and kapp.puzzle_scene.session.state.index == 0
    tap(kapp, title.rects["ripple"].center)
    assert kapp.puzzle_scene.session.kind == "ripple"
    assert not isinstance(kapp.stack.top, TitleScene)


def test_a_dialog_left_open_does_not_block_attract(kapp):
    from game.scenes.attract import AttractScene
    from game.scenes.settings_dialog import SettingsScene

    kapp.stack.push(SettingsScene(kapp))
    kapp.pump(1)
    idle(kapp, 24)
    assert isinstance(kapp.stack.top, AttractScene)
    assert not any(isinstance(sc, SettingsScene) for sc in kapp.stack.scenes)


def test_settings_cannot_leave_full_screen_in_a_kiosk(kapp):
    from game.scenes.settings_dialog import SettingsScene

    kapp.stack.push(SettingsScene(kapp))
    kapp.pump(1)
    dlg = kapp.stack.top
    dlg.focus.focus(dlg.full_btn)
    key(kapp, pygame.K_RETURN)
    assert kapp.fullscreen and any("full screen" in m for m in kapp.messages)


def test_attract_draws_only_when_a_step_changes(kapp):
    from game.scenes.attract import AttractScene

    idle(kapp, 24)
    assert isinstance(kapp.stack.top, AttractScene) and not kapp.busy
    assert kapp.idle_timeout() <= 0.05                            # the loop still wakes to move the demo on


def test_attract_takes_turns_with_the_watch_view_and_a_touch_leaves_both(kapp):
    from game.scenes.attract import AttractScene
    from game.scenes.puzzle import PuzzleScene
    from game.scenes.watch import WatchScene

    s = kapp.puzzle_scene.session
    idle(kapp, 24)
    demo = kapp.stack.top
    assert isinstance(demo, AttractScene)
    for _ in range(2):                                          # finish two puzzles quickly
        demo.i = len(demo.steps)
        demo.phase, demo.t = "solved", 10.0
        kapp.pump(1, dt=0.1)
    assert isinstance(kapp.stack.top, WatchScene)
    view = kapp.stack.top
    view.on_finish(view)                                        # its walk ended: back to the demo, next puzzle
    kapp.pump(1)
    assert kapp.stack.top is demo and demo.phase == "show"
    kapp.stack.push(WatchScene.demo(kapp))                      # a touch leaves the view and the demo at once
    kapp.pump(1)
    tap(kapp, (20, 20))
    assert isinstance(kapp.stack.top, PuzzleScene) and kapp.puzzle_scene.session is s


# ------------------------------------------------------------------ the PIN --

class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _try_pin(app, pin: str) -> None:
    """Open the operator pad (if the kiosk lets it open) and type ``pin`` with OK."""
    from game.scenes.pad import NumberPadScene

    key(app, pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT | pygame.KMOD_LSHIFT)
    if isinstance(app.stack.top, NumberPadScene):
        for ch in pin:
            key(app, getattr(pygame, f"K_{ch}"))
        key(app, pygame.K_RETURN)


def test_wrong_pins_lock_the_pad_for_a_doubling_time(kapp):
    clock = FakeClock()
    kapp.kiosk.clock = clock
    for _ in range(2):
        _try_pin(kapp, "9999")
    assert kapp.kiosk.lockout_left() == 0 and kapp.messages[-1] == "Wrong PIN."
    _try_pin(kapp, "9999")                                        # the third: locked for 30 s
    assert kapp.kiosk.lockout_left() == 30 and "Try again in 30 s" in kapp.messages[-1]
    clock.now += 10
    _try_pin(kapp, "1234")                                        # even the right PIN waits
    assert kapp.running and "Try again in 20 s" in kapp.messages[-1]
    clock.now += 21
    _try_pin(kapp, "0000")                                        # the fourth: 60 s
    assert kapp.kiosk.lockout_left() == 60 and "Try again in 60 s" in kapp.messages[-1]
    clock.now += 61
    _try_pin(kapp, "1234")
    assert not kapp.running


def test_guessing_every_pin_takes_hours_not_seconds(kapp):
    clock = FakeClock()
    kapp.kiosk.clock = clock
    start = clock.now
    for guess in range(40):                                       # each guess as soon as the pad allows
        clock.now += kapp.kiosk.lockout_left()
        kapp.kiosk._check_pin(f"{guess:04d}")
    assert clock.now - start > 3600 * 24 and kapp.running


def test_help_does_not_print_the_pin(capsys):
    from game.options import _parser
    from game.kiosk import DEFAULTS

    text = _parser().format_help()
    assert "kiosk_pin" in text and DEFAULTS["kiosk_pin"] not in text


def _write_settings(storage, data: dict) -> None:
    """A settings file as an operator types it (Settings itself never holds an unusable PIN)."""
    storage.settings_path.parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("pin", ["1234567890123", "٢٥٨٠", "12", "12a4", "", 12345678901234])
def test_a_pin_the_pad_cannot_type_falls_back_to_the_default(make_app, pin):
    from game.kiosk import DEFAULTS
    from game.storage import SETTINGS_FORMAT, Storage

    _write_settings(Storage(), {"format": SETTINGS_FORMAT, "kiosk_pin": pin})
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    assert app.kiosk.pin == DEFAULTS["kiosk_pin"]
    assert any("kiosk_pin" in m and "4 to 12 digits" in m for m in app.messages)


@pytest.mark.parametrize("pin", ["2468", "123456789012", 97531])
def test_a_pin_of_4_to_12_ascii_digits_is_used(make_app, pin):
    from game.storage import SETTINGS_FORMAT, Storage

    _write_settings(Storage(), {"format": SETTINGS_FORMAT, "kiosk_pin": pin})
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    assert app.kiosk.pin == str(pin) and not any("kiosk_pin" in m for m in app.messages)


@pytest.mark.parametrize("pin", ["٢٥٨٠", "1234567890123", "12"])
def test_a_pin_given_for_one_run_is_checked_the_same_way(pin):
    from game.options import OptionError, parse_setting

    with pytest.raises(OptionError, match="4 to 12 digits"):
        parse_setting(f"kiosk_pin={pin}")


def _kiosk(make_app):
    from game.storage import Settings, Storage

    # The operator's file: a PIN and a timeout of their own, a windowed desktop size.
    Storage().save_settings(Settings(window_size=(1024, 768), fullscreen=False,
                                     kiosk_pin="9999", kiosk_attract_after=120))
    # This run only: another PIN and timeouts (as a test or a one-off start would give them).
    return make_app("--kiosk", "--puzzle", "suguru:0", "--setting", "kiosk_pin=1234",
                    "--setting", "kiosk_attract_after=20", "--setting", "kiosk_reset_after=60")


def _saved(app) -> dict:
    return json.loads(app.storage.settings_path.read_text(encoding="utf-8"))


def _texts(dlg) -> list[str]:
    from game.ui.focus import _focusable

    return [getattr(e, "text", "") or type(e).__name__ for e in _focusable(dlg.window.get_container())]


def test_kiosk_settings_offer_comfort_only(make_app):
    from game.scenes.settings_dialog import SettingsScene

    app = _kiosk(make_app)
    dlg = app.stack.push(SettingsScene(app))
    app.pump(1)
    texts = _texts(dlg)
    assert dlg.size_menu is None and not any("x" in t and t.replace("x", "").isdigit() for t in texts)
    assert not any("pin" in t.lower() or "kiosk" in t.lower() for t in texts)
    assert dlg.full_btn.text == "Full screen: locked"
    for word in ("Hand", "Digit pad", "Colours", "Text"):         # player comfort stays
        assert any(t.startswith(word) for t in texts), texts
    assert any(t.startswith("Sound") for t in texts) and "UIDropDownMenu" in texts   # sound, mouse mapping


def test_a_kiosk_leaves_the_operators_settings_file_as_it_is(make_app):
    from game.scenes.settings_dialog import SettingsScene
    from game.scenes.pad import cycle_look

    app = _kiosk(make_app)
    before = app.storage.settings_path.read_bytes()
    cycle_look(app, "palette")                        # a passer-by picks colour-blind colours ...
    app.settings = app.settings.with_(kiosk_pin="0000", flag_wrong=True)  # ... and, somehow, a PIN of their own
    dlg = app.stack.push(SettingsScene(app))
    app.pump(1)
    assert dlg.save_btn is None                       # the dialog offers no Save at a kiosk
    click(app, dlg.sound_btn.get_abs_rect().center)   # a change in the dialog is not saved either
    assert not app.save_settings()
    assert app.storage.settings_path.read_bytes() == before
    assert app.kiosk.pin == "1234"                    # this run's PIN is unchanged


def test_save_settings_outside_a_kiosk_still_saves_everything(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", "kiosk_pin=4321")
    assert app.save_settings()
    data = _saved(app)
    assert data["kiosk_pin"] == "4321" and data["window_size"] == [800, 480]
    pygame.event.pump()
