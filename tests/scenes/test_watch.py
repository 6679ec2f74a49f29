"""The watch view driven headlessly: play and pause, single steps, speeds, the logical
path, instant runs whose counters must equal the engine's, the step cap, the kiosk's
hook, the menu entry and ``--watch``; and the geometry at the target screen sizes."""

from __future__ import annotations

import pygame
import pytest

from game.engine import backtrack, logic
from game.engine.formats import parse_line
from game.scenes import watch as W
from game.scenes.watch import SPEEDS, WatchScene, watch_geometry
from test_puzzle_sujiko import SUJIKO3, SUJIKO4
from test_puzzle_sujiko import data_dir as sujiko_levels
from ui_helpers import click, corpus_lines, icon, key

DT = 1 / 30
data_dir = sujiko_levels
"""The levels this module's apps read: test_puzzle_sujiko's, which hold the Sujiko sets."""


@pytest.fixture
def suj(make_app):
    return make_app("--puzzle", "sujiko:0", "--size", "1280x800")


def open_watch(app, **kw) -> WatchScene:
    scene = WatchScene.of_session(app, app.puzzle_scene.session, **kw)
    app.stack.push(scene)
    app.pump(2, dt=DT)  # the first frame, then the logical path is made
    return scene


def press(app, scene, name):
    click(app, scene.geometry.buttons[name].center if name != "close" else scene.geometry.close.center)


def run_to_end(app, scene, limit=20_000):
    for _ in range(limit):
        if scene.brute.finished:
            return
        app.pump(1, dt=DT)
    raise AssertionError(f"the walk did not finish in {limit} frames")


def reference(puzzle, steps):
    """(steps, backtracks) of the engine's own trace after ``steps`` whole attempts."""
    bt, backs, seen = backtrack.Backtracker(puzzle), 0, 0
    for e in bt:
        if e.action == "try":
            if seen == steps:
                break
            seen += 1
        elif e.action == "backtrack":
            backs += 1
    return seen, backs


# -- controls ------------------------------------------------------------------------------------

def test_opens_from_the_menu_paused_and_hides_the_number_box(suj):
    from game.scenes.menu import MenuScene

    click(suj, icon(suj, "menu"))
    assert isinstance(suj.stack.top, MenuScene)
    suj.stack.top.choose("watch")
    suj.pump(3, dt=DT)
    scene = suj.stack.top
    assert isinstance(scene, WatchScene) and scene.brute.steps == 0 and not scene.playing
    assert scene.logic is not None and len(scene.logic) > 0
    assert not suj.puzzle_scene.entry.visible
    key(suj, pygame.K_ESCAPE)
    assert suj.stack.top is suj.puzzle_scene and suj.puzzle_scene.entry.visible


def test_play_pause_and_the_steps_a_speed_owes(suj):
    scene = open_watch(suj)
    scene.set_speed(SPEEDS.index(10))
    key(suj, pygame.K_SPACE, frames=1)                               # play: 10 steps/s
    assert scene.playing and scene.brute.steps == 0
    suj.pump(10, dt=0.1)                                              # one second: ten steps
    assert scene.brute.steps == 10
    press(suj, scene, "play")                                          # pause
    n = scene.brute.steps
    suj.pump(30, dt=DT)
    assert not scene.playing and scene.brute.steps == n
    assert (scene.brute.steps, scene.brute.backtracks) == reference(scene.puzzle, n)


def test_single_steps_match_the_engine_trace(suj):
    scene = open_watch(suj)
    for i in range(1, 40):
        if i % 2:
            key(suj, pygame.K_RIGHT, frames=1)
        else:
            press(suj, scene, "step")
        assert scene.brute.steps == i and not scene.playing
        assert (scene.brute.steps, scene.brute.backtracks) == reference(scene.puzzle, i)
        assert scene.brute.values[scene.brute.last.cell] in (scene.brute.last.digit, 0)


def test_speed_controls(suj):
    scene = open_watch(suj)
    start = scene.speed_index
    key(suj, pygame.K_UP)
    assert scene.speed_index == start + 1
    press(suj, scene, "slower")
    press(suj, scene, "slower")
    assert scene.speed_index == start - 1
    key(suj, pygame.K_1)
    assert scene.speed == 1
    press(suj, scene, "slower")                                        # already the slowest
    assert scene.speed == 1
    key(suj, pygame.K_5)
    assert scene.speed is None
    press(suj, scene, "faster")                                        # already instant
    assert scene.speed is None
    key(suj, pygame.K_DOWN)
    assert scene.speed == 1000


@pytest.mark.parametrize("which", ["sujiko:0", "sujiko4:1", "suguru:0", "ripple:0"])
def test_instant_runs_to_the_end_with_the_engines_counts(make_app, which):
    app = make_app("--puzzle", which, "--size", "800x480")
    scene = open_watch(app)
    press(app, scene, "instant")
    assert scene.playing and scene.speed is None
    run_to_end(app, scene)
    r = backtrack.run(scene.puzzle, max_steps=W.DEFAULT_CAP)
    b = scene.brute
    assert (b.steps, b.backtracks, b.solved, b.capped) == (r.steps, r.backtracks, r.solved, r.capped)
    assert tuple(b.values) == r.values and scene.puzzle.rules.is_solution(scene.puzzle, b.values)
    assert b.status().startswith(f"Solved in {r.steps:,} steps and {r.backtracks:,} backtracks")


def test_restart_starts_the_walk_again(suj):
    scene = open_watch(suj)
    for _ in range(5):
        press(suj, scene, "step")
    key(suj, pygame.K_RETURN)
    assert scene.brute.steps == 0 and scene.brute.values == list(scene.puzzle.givens)


def test_a_capped_walk_says_it_stopped(suj):
    scene = WatchScene(suj, suj.puzzle_scene.session.puzzle, "capped", max_steps=50, speed=None, autoplay=True)
    suj.stack.push(scene)
    run_to_end(suj, scene)
    assert scene.brute.capped and not scene.brute.solved and scene.brute.steps == 50
    assert scene.brute.status().startswith("Stopped after 50 steps")


def test_the_logical_path_steps_through_the_recorded_deductions(suj):
    scene = open_watch(suj)
    steps = logic.solve(scene.puzzle, record=True).steps
    path = scene.logic
    assert len(path) == len(steps) and path.index == 0 and path.current.text == steps[0].text
    press(suj, scene, "prev")                                           # nothing before the first
    assert path.index == 0
    press(suj, scene, "next")
    key(suj, pygame.K_h)
    key(suj, pygame.K_PAGEDOWN)
    assert path.index == 3 and path.sentence() == steps[3].text
    for c, d in steps[2].eliminations:                                  # the board shows step 3 applied
        assert path.cands(2)[c] >> d & 1 and not path.cands()[c] >> d & 1
    key(suj, pygame.K_PAGEUP)
    key(suj, pygame.K_LEFT)
    assert path.index == 1
    path.go(len(steps))
    assert path.at_end and path.current is None and "solved by logic" in path.heading()
    assert all(m and not m & (m - 1) for m in path.cands())


def test_the_logical_path_advances_while_playing(suj):
    scene = open_watch(suj)
    scene.set_speed(0)
    scene.toggle()
    suj.pump(round(W.HINT_PERIOD / DT) + 2, dt=DT)
    assert scene.logic.index == 1


def test_kiosk_hook_plays_alone_and_reports_when_finished(suj):
    done = []
    puzzle = parse_line(SUJIKO3[2])
    scene = WatchScene(suj, puzzle, "attract", autoplay=True, speed=None, on_finish=done.append)
    suj.stack.push(scene)
    for _ in range(2000):
        if done:
            break
        suj.pump(1, dt=0.5)
    assert done == [scene] and scene.finished and scene.brute.solved
    assert not scene.busy
    scene.close()
    assert suj.stack.top is suj.puzzle_scene


def test_watch_option_opens_paused_mid_solve(make_app):
    app = make_app("--puzzle", "sujiko4:0", "--size", "800x480", "--watch", "120:4")
    scene = app.stack.top
    assert isinstance(scene, WatchScene) and not scene.playing
    assert scene.brute.steps == 120 and scene.logic.index == 4
    assert (scene.brute.steps, scene.brute.backtracks) == reference(scene.puzzle, 120)
    app = make_app("--puzzle", "ripple:0", "--size", "800x480", "--watch")
    assert isinstance(app.stack.top, WatchScene) and app.stack.top.playing


def test_every_kind_can_be_watched(suj):
    rows = [corpus_lines("suguru")[0], corpus_lines("ripple")[0], corpus_lines("sudoku", "4x4")[0],
            corpus_lines("sudoku", "6x6")[0], SUJIKO4[0]]
    for line in rows:
        p = parse_line(line)
        scene = WatchScene(suj, p, autoplay=True, speed=None)
        suj.stack.push(scene)
        run_to_end(suj, scene)
        assert scene.brute.solved, line
        suj.pump(1, dt=DT)
        assert scene.logic is not None
        scene.close()


# -- geometry ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (480, 800), (720, 1280), (1920, 1080)])
@pytest.mark.parametrize("board", [(3, 3), (4, 4), (9, 9)])
def test_buttons_are_finger_sized_and_nothing_overlaps(size, board):
    g = watch_geometry(*size, *board)
    screen = pygame.Rect(0, 0, *size)
    rects = [g.close, *g.buttons.values()]
    for r in rects:
        assert min(r.w, r.h) >= 48
    assert g.target >= 48
    panels = [g.brute_info, g.brute_board, g.logic_info, g.logic_board, g.logic_text]
    for i, a in enumerate(rects + panels):
        assert screen.contains(a), a
        for b in (rects + panels)[i + 1:]:
            assert not a.colliderect(b), (a, b)
    # The logical board shows every candidate: it gets the room (it was 210-285 px at 800x480 and in portrait).
    assert g.logic_board.w >= 0.8 * g.brute_board.w
    if size in ((800, 480), (720, 1280)):
        assert g.logic_board.w >= 300


def test_a_gamepad_drives_it_through_intents(suj):
    from game.input import intents as I
    from game.input.intents import Intent

    scene = open_watch(suj)
    suj.dispatch(Intent(I.REDO, source="pad"))                          # right bumper: next hint
    suj.dispatch(Intent(I.HINT, source="pad"))                          # X: next hint
    assert scene.logic.index == 2
    suj.dispatch(Intent(I.UNDO, source="pad"))
    assert scene.logic.index == 1
    suj.dispatch(Intent(I.MOVE_CURSOR, dx=1, source="pad"))             # D-pad right: one step
    assert scene.brute.steps == 1
    suj.dispatch(Intent(I.ACTIVATE, source="pad"))                      # A: play
    assert scene.playing
    suj.dispatch(Intent(I.BACK, source="pad"))                          # B: close
    assert suj.stack.top is suj.puzzle_scene


def test_a_puzzle_without_solution_says_so_and_a_resize_relayouts(suj):
    scene = WatchScene(suj, parse_line("ripple 4x1 .... 0011"), "none", speed=None, autoplay=True)
    suj.stack.push(scene)
    run_to_end(suj, scene)
    assert not scene.brute.solved and not scene.brute.capped
    assert (scene.brute.steps, scene.brute.backtracks) == (12, 5)    # tests/engine/test_backtrack.py, by hand
    assert scene.brute.status().startswith("No solution")
    suj.pump(1, dt=DT)
    assert scene.logic is not None and not scene.logic.solved
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=480, size=(800, 480)))
    suj.pump(2, dt=DT)
    assert scene.geometry.size == (800, 480) and scene.boards()[0].layout.board == scene.geometry.brute_board


def test_the_number_box_stays_hidden_through_a_resize(suj):
    scene = open_watch(suj)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=480, size=(800, 480)))
    suj.pump(2, dt=DT)
    assert suj.stack.top is scene and not suj.puzzle_scene.entry.visible
    scene.close()
    assert suj.puzzle_scene.entry.visible


def test_demo_picks_a_built_in_puzzle_and_a_speed_that_ends_in_time(suj):
    import random

    for seed in range(6):
        scene = WatchScene.demo(suj, random.Random(seed), sets=("sujiko", "sujiko4", "missing"), seconds=40)
        steps = backtrack.run(scene.puzzle).steps
        assert scene.playing and scene.puzzle.kind == "sujiko" and scene.speed is not None
        assert scene.speed * 40 >= steps or scene.speed == 1000
        assert scene.speed == 1 or (scene.speed // 10) * 40 < steps         # the slowest that is fast enough


def session(app):
    return app.puzzle_scene.session


def test_watch_screen_has_no_hint_strip_over_its_buttons_and_no_pause_once_solved(make_app, monkeypatch):
    from game import hub
    from game.scenes.watch import WatchScene

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800", "--input-mode", "key")
    scene = WatchScene.of_session(app, session(app), autoplay=False)
    app.stack.push(scene)
    app.pump(2)
    strips = []
    monkeypatch.setattr(hub, "draw_hints", lambda surf, rect, style, ctx: strips.append(rect))
    key(app, pygame.K_SPACE)                              # play (a key press: keyboard hints would show)
    assert scene.play_label() == "Pause"
    scene.press("instant")
    for _ in range(2000):
        if scene.brute.finished:
            break
        app.pump(1)
    assert scene.brute.finished and scene.brute.solved
    app.pump(2)
    assert scene.play_label() != "Pause"
    buttons = list(scene.geometry.buttons.values())
    assert not any(r.colliderect(b) for r in strips for b in buttons), strips
    scene.set_speed(0)
    key(app, pygame.K_SPACE)                              # Replay: the search from the start, slowly
    assert not scene.brute.finished and scene.playing and scene.play_label() == "Pause"


def test_with_a_gamepad_the_buttons_name_its_buttons_and_its_top_button_restarts(suj):
    from aid_helpers import pad

    scene = open_watch(suj)
    assert scene.keys()["play"] == "Space"                              # the keyboard's, until a pad is used
    for _ in range(3):
        pad(suj, "right")                                               # D-pad right: a step each
    assert scene.brute.steps == 3 and suj.input_mode == "pad"
    keys = scene.keys()
    assert (keys["play"], keys["restart"], keys["next"], keys["step"]) == ("A", "Y", "RB", "D-pad right")
    pad(suj, "y")
    assert scene.brute.steps == 0 and suj.stack.top is scene
