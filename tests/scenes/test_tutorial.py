"""The tutorial: Suguru's first-run tutorial and each kind's rules intro, by mouse, finger, keys and
gamepad; wrong digits refused with a reason; Skip; what is remembered, and when it opens by itself."""

from __future__ import annotations

import json

import pygame
import pytest

from ui_helpers import click, key

GAMEPAD = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
           "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}
SIZES = ("800x480", "720x1280", "1280x800")
ALL_KINDS = ("suguru", "ripple", "sudoku", "sujiko")


def pad(app, name: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=GAMEPAD[name]))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=GAMEPAD[name]))
    app.pump(2)


def tap(app, pos) -> None:
    w, h = app.screen.get_size()
    for t in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=1, x=(pos[0] + 0.5) / w,
                                             y=(pos[1] + 0.5) / h, dx=0.0, dy=0.0, pressure=1.0))
        app.pump(1)
    app.pump(1)


def tutorial(app):
    from game.scenes.tutorial import TutorialScene

    top = app.stack.top
    assert isinstance(top, TutorialScene), type(top).__name__
    return top


def rect(scene, name: str) -> pygame.Rect:
    return dict(scene.targets())[name]


def open_tutorial(make_app, kind: str = "suguru", size: str = "800x480"):
    app = make_app("--puzzle", "suguru:0", "--size", size, "--tutorial", kind)
    return app, tutorial(app)


def answers(scene) -> list[tuple[int, int]]:
    """Every (cell, digit) pressed by a player who never errs, in order: a cell's answer, or in a step
    that strikes candidates out every other digit of the cell."""
    p = scene.intro.puzzle
    sol = p.solution
    return [(c, d) for s in scene.intro.steps for c in s.cells
            for d in ([x for x in range(1, p.max_digit[c] + 1) if x != sol[c]] if s.strike else [sol[c]])]


def done_right(scene, cell: int, digit: int) -> bool:
    """The press went in: the answer set, or the candidate struck out."""
    m = scene.state.cands[cell]
    return scene.feedback.played and (m == 1 << digit if digit == scene.intro.puzzle.solution[cell]
                                      else not m >> digit & 1)


def seen_on_disk(app) -> str:
    return json.loads(app.storage.settings_path.read_text(encoding="utf-8"))["intros_seen"]


# -- playing it through ------------------------------------------------------------------------

@pytest.mark.parametrize("device", ["mouse", "finger"])
def test_the_suguru_tutorial_played_to_the_end_by_pointer(make_app, device):
    app, scene = open_tutorial(make_app)
    press = click if device == "mouse" else tap
    steps = []
    for cell, digit in answers(scene):
        press(app, rect(scene, f"cell:{cell}").center)
        assert scene.ui.cursor == cell
        press(app, rect(scene, f"digit:{digit}").center)
        assert done_right(scene, cell, digit)
        steps.append(scene.index)
    assert steps == sorted(steps) and scene.finished and scene.wrong == 0
    assert scene.placed == scene.intro.moves_needed <= 10 and len(scene.intro.steps) <= 5
    assert "suguru" in app.settings.intros_seen.split(",") and "suguru" in seen_on_disk(app)
    press(app, rect(scene, "play").center)
    assert app.stack.top is app.puzzle_scene


def walk(app, scene, name: str) -> None:
    """The D-pad alone, towards ``name`` until the ring is on it."""
    for _ in range(30):
        if scene.ring.current == name:
            return
        here, there = rect(scene, scene.ring.current).center, rect(scene, name).center
        dx, dy = there[0] - here[0], there[1] - here[1]
        if abs(dy) > 8 and (abs(dy) >= abs(dx) or abs(dx) <= 8):
            pad(app, "down" if dy > 0 else "up")
        else:
            pad(app, "right" if dx > 0 else "left")
    raise AssertionError(f"the ring never reached {name} (stuck on {scene.ring.current})")


def test_the_suguru_tutorial_played_to_the_end_by_gamepad_alone(make_app):
    app, scene = open_tutorial(make_app)
    for cell, digit in answers(scene):
        if scene.ui.cursor != cell:              # each step picks its next cell itself; pick it if not
            walk(app, scene, f"cell:{cell}")
            pad(app, "a")
        assert scene.ui.cursor == cell
        walk(app, scene, f"digit:{digit}")
        pad(app, "a")
        assert done_right(scene, cell, digit)
    assert scene.finished and scene.ring.current == "play"
    pad(app, "a")
    assert app.stack.top is app.puzzle_scene
    assert "suguru" in seen_on_disk(app)


def test_keys_pick_a_cell_with_enter_and_place_digits_typed(make_app):
    app, scene = open_tutorial(make_app, "ripple")
    for cell, digit in answers(scene):
        if scene.ui.cursor != cell:
            for _ in range(len(scene.targets())):             # Tab round the ring to the cell, Enter picks it
                if scene.ring.current == f"cell:{cell}":
                    break
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        assert scene.ui.cursor == cell
        key(app, getattr(pygame, f"K_{digit}"))
        assert done_right(scene, cell, digit)
    assert scene.finished
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is app.puzzle_scene


def test_enter_on_another_cell_picks_it(make_app):
    app, scene = open_tutorial(make_app)
    other = next(c for c in range(scene.intro.puzzle.ncells) if c != scene.ui.cursor)
    scene.ring.focus(f"cell:{other}")
    key(app, pygame.K_RETURN)
    assert scene.ui.cursor == other


# -- wrong moves ---------------------------------------------------------------------------------

def test_a_wrong_digit_is_refused_with_the_reason_and_the_cells_behind_it_marked(make_app):
    app, scene = open_tutorial(make_app)
    (c1, d1), (c2, _d2) = answers(scene)[:2]
    click(app, rect(scene, f"digit:{d1}").center)            # step 1's cell is picked already
    assert scene.index == 1 and scene.ui.cursor == c2
    before = list(scene.state.cands)
    click(app, rect(scene, "digit:1").center)                 # a 1 touching the two 1s at its corners
    v = scene.feedback
    assert not v.played and scene.index == 1 and scene.state.cands == before and scene.wrong == 1
    assert v.text.startswith("Not 1:") and "corner" in v.text
    assert scene.ui.errors == frozenset({0, 2})               # the given 1s, corner to corner
    click(app, rect(scene, "cell:4").center)                  # a given: refused, nothing moves on
    click(app, rect(scene, "digit:3").center)
    assert not scene.feedback.played and "filled in" in scene.feedback.text and scene.index == 1
    click(app, rect(scene, "cell:3").center)                  # a cell of a later step
    click(app, rect(scene, "digit:2").center)
    assert not scene.feedback.played and "outlined" in scene.feedback.text and scene.index == 1
    assert scene.state.cands == before
    click(app, rect(scene, f"cell:{c2}").center)
    click(app, rect(scene, "digit:2").center)                 # a second miss in the step's cell ...
    assert not scene.feedback.played and scene.feedback.text.endswith("This cell's digit is 4.")
    click(app, rect(scene, "digit:4").center)                 # ... gives the answer away
    assert scene.feedback.played and scene.index == 2 and not scene.ui.errors


def test_candidates_are_struck_out_by_a_tap_in_the_cell_or_a_digit_and_the_answer_is_kept(make_app):
    app, scene = open_tutorial(make_app)
    while not scene.step.strike:                               # the steps before, played right
        cell = scene._open_cells()[0]
        scene.select(cell)
        scene.place(scene.intro.puzzle.solution[cell])
    cell = scene.step.cells[0]
    answer = scene.intro.puzzle.solution[cell]
    n = scene.intro.puzzle.max_digit[cell]
    wrong = [d for d in range(1, n + 1) if d != answer]
    layout = scene.board.layout
    click(app, layout.slot_rect(cell, wrong[0], n).center)    # the small digit itself, as in a game
    assert not scene.state.cands[cell] >> wrong[0] & 1 and scene.feedback.played
    click(app, layout.slot_rect(cell, answer, n).center)      # the answer stays
    assert scene.state.cands[cell] >> answer & 1 and not scene.feedback.played
    assert scene.feedback.text.startswith(f"Keep the {answer}")
    click(app, rect(scene, f"digit:{wrong[0]}").center)       # struck already: said, nothing changes
    assert "already" in scene.feedback.text
    index = scene.index
    for d in wrong[1:]:
        tap(app, rect(scene, f"digit:{d}").center)
    assert scene.state.cands[cell] == 1 << answer and scene.index == index + 1


# -- skip, and what is remembered ------------------------------------------------------------------

@pytest.fixture
def first_start(monkeypatch):
    """The tests' own guard off: intros open by themselves, as on a player's machine."""
    monkeypatch.delenv("NANBA_TUTORIAL", raising=False)


def test_a_first_start_opens_the_tutorial_and_skip_ends_it_for_good(make_app, first_start):
    app = make_app("--size", "800x480")
    scene = tutorial(app)
    assert scene.kind == "suguru" and app.settings.intros_seen == ""
    click(app, scene.g.skip.center)
    assert app.stack.top is app.puzzle_scene and seen_on_disk(app) == "suguru"
    app.pump(3)
    assert app.stack.top is app.puzzle_scene                  # not again in this run ...
    app.shutdown()
    again = make_app("--size", "800x480")
    again.pump(3)
    assert again.stack.top is again.puzzle_scene              # ... nor in the next


def test_finishing_marks_it_seen_and_b_skips(make_app, first_start):
    app = make_app("--size", "1280x800")
    scene = tutorial(app)
    for cell, digit in answers(scene):
        scene.select(cell)
        scene.place(digit)
    assert seen_on_disk(app) == "suguru"
    app.shutdown()
    with_key = make_app("--size", "1280x800", "--tutorial", "ripple")
    pad(with_key, "b")
    assert with_key.stack.top is with_key.puzzle_scene and "ripple" in seen_on_disk(with_key)


def test_each_kind_s_intro_opens_once_the_first_time_it_is_on_show(make_app, first_start):
    from game.engine.formats import parse_line

    app = make_app("--size", "800x480")
    pad(app, "b")                                              # the first-run tutorial, skipped
    shown = []
    for kind, line in (("ripple", None), ("sudoku", "sudoku 4x4 1..4.4....3..2.. 0011001122332233"),
                       ("sujiko", "sujiko 3x3 ....4.7.. 15,14,21,24")):
        for _ in range(2):
            if line is None:
                app.library.open_random(kind)
            else:
                app.library.open_custom(parse_line(line))
            app.pump(2)
            top = app.stack.top
            if top is not app.puzzle_scene:
                shown.append(tutorial(app).kind)
                key(app, pygame.K_ESCAPE)
    assert shown == ["ripple", "sudoku", "sujiko"]
    assert seen_on_disk(app).split(",") == list(ALL_KINDS)


def test_a_kind_picked_in_the_menu_gets_its_intro_once_the_menu_is_gone(make_app, first_start):
    app = make_app("--size", "1280x800")
    key(app, pygame.K_ESCAPE)                                  # the first-run tutorial, skipped
    key(app, pygame.K_ESCAPE)                                  # the menu
    menu = app.stack.top
    button = next(b for b, k in menu.buttons.items() if k == "ripple")
    click(app, button.get_abs_rect().center)
    app.pump(2)                                                # the frame after the menu closed
    assert app.puzzle_scene.session.puzzle.kind == "ripple"
    scene = tutorial(app)
    assert scene.kind == "ripple" and menu not in app.stack.scenes
    assert not app.puzzle_scene.clock_running()                # the new game's clock waits for it


def test_a_player_from_before_the_intros_and_a_scripted_run_see_none(make_app, first_start, tmp_path):
    import os
    from pathlib import Path

    config = Path(os.environ["NANBA_HOME"]) / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"format": "nanba-settings/1", "sound": false}', encoding="utf-8")
    app = make_app("--size", "800x480")
    app.pump(2)
    assert app.stack.top is app.puzzle_scene and app.settings.intros_seen == "*"
    app.library.open_random("ripple")
    app.pump(2)
    assert app.stack.top is app.puzzle_scene
    (config / "settings.json").unlink()
    scripted = make_app("--size", "800x480", "--frames", "50")
    scripted.pump(2)
    assert scripted.stack.top is scripted.puzzle_scene and scripted.settings.intros_seen == ""


def test_the_option_names_a_kind_with_an_intro():
    from game.options import OptionError, parse_options

    assert parse_options(["--tutorial", "Ripple"]).tutorial == "ripple"
    assert parse_options(["--tutorial"]).tutorial == ""
    assert parse_options(["--no-tutorial"]).intros is False
    with pytest.raises(OptionError, match="rules intro"):
        parse_options(["--tutorial", "chess"])


def test_a_kiosk_shows_it_to_every_visit_and_writes_nothing(make_app, first_start):
    app = make_app("--kiosk", "--size", "800x480")
    scene = tutorial(app)
    path = app.storage.settings_path
    existed = path.exists()
    pad(app, "b")
    assert app.stack.top is app.puzzle_scene and app.settings.intros_seen == "suguru"
    assert path.exists() == existed
    app.kiosk.start_attract()                                  # idle: the demo, then the visit is over
    app.kiosk.reset_game()
    assert app.settings.intros_seen == "" and scene.kind == "suguru"
    app.pump(2)
    assert tutorial_absent(app)                                # nothing over the demo
    app.kiosk.wake()                                           # the next visitor: the title screen
    title = app.stack.top
    click(app, title.rects["ripple"].center)                   # picks Ripple Effect ...
    app.pump(2)
    assert tutorial(app).kind == "ripple"                      # ... and meets its rules first
    assert path.exists() == existed


def tutorial_absent(app) -> bool:
    from game.scenes.tutorial import TutorialScene

    return not any(isinstance(s, TutorialScene) for s in app.stack.scenes)


# -- Help, and every screen size ---------------------------------------------------------------

def test_help_reopens_each_kind_s_intro(make_app):
    from game.scenes.help import HelpScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    for kind in ALL_KINDS:
        help_scene = app.stack.push(HelpScene(app, f"rules:{kind}"))
        app.pump(1)
        button = dict(help_scene.targets())[f"tutorial:{kind}"]
        click(app, button.center)
        scene = tutorial(app)
        assert scene.kind == kind and scene.finish_label == "Back to Help"
        click(app, scene.g.skip.center)
        assert app.stack.top is help_scene
        help_scene.close()
    help_scene = app.stack.push(HelpScene(app, "playing"))     # the Start page offers the tutorial too
    assert "tutorial:suguru" in dict(help_scene.targets())
    help_scene.contents()
    help_scene.set_query("tutorial")                           # and a search finds them
    assert {p.key for p in help_scene.shown()} >= {"playing", *(f"rules:{k}" for k in ALL_KINDS)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_target_is_a_finger_wide_on_screen_and_apart(make_app, size, kind):
    app, scene = open_tutorial(make_app, kind, size)
    w, h = app.screen.get_size()
    screen = pygame.Rect(0, 0, w, h)
    for finished in (False, True):
        scene.finished = finished
        scene._ring()
        targets = scene.targets()
        for name, r in targets:
            assert r.w >= 48 and r.h >= 48 and screen.contains(r), (name, r)
        buttons = [r for n, r in targets if not n.startswith("cell:")]
        assert all(not a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])
        assert not any(r.colliderect(scene.g.board) for r in buttons)
    from game.scenes.tutorial_layout import words_height

    g = scene.g
    assert g.fs >= 15 and not g.words.colliderect(g.board)
    assert all(words_height(said, g.fs, g.words.w) <= g.words.h for said in scene._screens())


def test_a_resize_lays_it_out_again_and_keeps_the_step(make_app):
    app, scene = open_tutorial(make_app)
    (cell, digit) = answers(scene)[0]
    click(app, rect(scene, f"digit:{digit}").center)
    before = (scene.index, list(scene.state.cands), scene.g.board)
    app.resize((720, 1280))
    app.pump(2)
    assert (scene.index, scene.state.cands) == before[:2] and scene.g.board != before[2]
    assert app.screen.get_rect().contains(rect(scene, "digit:4"))
    click(app, rect(scene, "digit:4").center)                   # the pad works where it now is
    assert scene.index == 2
