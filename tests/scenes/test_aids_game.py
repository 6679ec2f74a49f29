"""The play aids around the game: the pause, the timer settings, the solved summary with Next puzzle,
leaving a game in progress, the "solution seen" mark in saves, and messages kept to their puzzle."""

from __future__ import annotations

import pygame
import pytest

from aid_helpers import pad, tap
from game.engine.moves import SetAnswer
from game.render import palette as P
from game.scenes.confirm import ConfirmScene
from game.scenes.pause import PauseScene
from game.scenes.solved import SolvedScene
from ui_helpers import click, icon, key


def session(app):
    return app.puzzle_scene.session


def open_move(app) -> None:
    """One move on the game, so it is in progress."""
    s = session(app)
    c = next(c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c])
    s.play(SetAnswer(c, 1))
    app.pump(1)


def board_hidden(app) -> bool:
    L = app.puzzle_scene.layout
    return all(tuple(app.screen.get_at(L.cell_rect(c).center))[:3] == P.TOOLBAR
               for c in (0, session(app).puzzle.ncells - 1))


@pytest.mark.parametrize("device", ["mouse", "touch", "key", "pad"])
def test_pause_hides_the_board_and_stops_the_clock_until_resume(make_app, device):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    s = session(app)
    clock = app.puzzle_scene.layout.boxes["clock"].center
    if device == "mouse":
        click(app, clock)
    elif device == "touch":
        tap(app, clock)
    elif device == "key":
        key(app, pygame.K_p)
    else:
        pad(app, "right")                      # the cursor shows on the top row
        pad(app, "up")                         # up off the board: the toolbar's ring
        while app.puzzle_scene.pad.tool != "clock":
            pad(app, "right", frames=1)
        pad(app, "a")
    assert isinstance(app.stack.top, PauseScene), device
    assert board_hidden(app)
    start = s.elapsed
    app.pump(3, dt=20.0)
    assert s.elapsed == start                  # the clock stands still
    if device == "mouse":
        click(app, app.puzzle_scene.layout.board.center)
    elif device == "touch":
        tap(app, app.stack.top.rects["resume"].center)
    elif device == "key":
        key(app, pygame.K_p)
    else:
        pad(app, "a")
    assert app.stack.top is app.puzzle_scene
    assert not board_hidden(app)
    app.pump(1, dt=2.0)
    assert s.elapsed > start


def test_the_timer_can_be_hidden_or_shown_in_5_second_steps(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    s, bar = session(app), app.puzzle_scene.toolbar
    s.elapsed = 17.4
    assert bar.clock_text() == "0:17"
    app.settings = app.settings.with_(coarse_clock=True)
    assert bar.clock_text() == "0:15"
    app.settings = app.settings.with_(show_timer=False)
    assert bar.clock_text() == ""
    app.pump(1)
    r = app.puzzle_scene.layout.boxes["clock"]
    assert tuple(app.screen.get_at((r.centerx - max(3, r.h // 8), r.centery)))[:3] == P.BOX_TEXT  # the pause sign
    click(app, r.center)                       # the hidden clock still pauses
    assert isinstance(app.stack.top, PauseScene)


def test_the_timer_settings_are_saved_when_changed(make_app):
    from game.scenes.settings_dialog import SettingsScene

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(1)
    for name in ("show_timer", "coarse_clock", "clean_start", "highlight_digit"):
        btn = next(b for b, k in dlg.aid_btns.items() if k == name)
        click(app, btn.rect.center)
    saved = app.library.storage.load_settings()
    assert (saved.show_timer, saved.coarse_clock, saved.clean_start, saved.highlight_digit) == (False, True, True,
                                                                                                False)


def solve(app) -> None:
    s = session(app)
    s.ensure_solution()
    for c in range(s.puzzle.ncells):
        if not s.puzzle.givens[c]:
            s.play(SetAnswer(c, s.puzzle.solution[c]))
    app.puzzle_scene.after_move()
    app.pump(1)


def test_the_solved_screen_sums_up_and_next_opens_the_next_puzzle(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    s.elapsed = 65.2
    click(app, icon(app, "thumb"))                        # one check, no errors
    solve(app)
    top = app.stack.top
    assert isinstance(top, SolvedScene)
    assert top.lines[:3] == ["Time 1:05", "Hints used: 0", "Checks: 1"]
    assert top.lines[3] == "A new best time!"
    assert all(r.h >= 48 for name, r in top.rects.items() if name in ("next", "close"))
    click(app, top.rects["next"].center)
    assert session(app).number == 2 and session(app).kind == "suguru"
    assert app.stack.top is app.puzzle_scene


@pytest.mark.parametrize("device", ["key", "pad", "touch"])
def test_next_puzzle_by_every_device(make_app, device):
    app = make_app("--puzzle", "suguru:1", "--size", "800x480")
    solve(app)
    assert isinstance(app.stack.top, SolvedScene)
    if device == "key":
        key(app, pygame.K_RETURN)                         # the ring starts on Next puzzle
    elif device == "pad":
        pad(app, "a")
    else:
        tap(app, app.stack.top.rects["next"].center)
    assert session(app).number == 2


def test_after_the_last_puzzle_next_is_the_first_and_a_custom_one_gets_a_random_one(make_app):
    from game.levels import level_count

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    last = level_count("suguru") - 1
    app.library.open_puzzle("suguru", last)
    solve(app)
    click(app, app.stack.top.rects["next"].center)
    assert session(app).number == 0
    line = session(app).puzzle.line()
    app.library.open_custom(type(session(app).puzzle).from_line(line))
    s = session(app)
    s.number = -1
    solve(app)
    assert app.stack.top.lines[3] == "A new best time!"   # kept by the puzzle's line, though it is in no set
    click(app, app.stack.top.rects["next"].center)
    assert session(app) is not s and session(app).number >= 0 and session(app).puzzle.kind == "suguru"


def test_a_solve_after_the_solution_was_seen_says_no_best_time(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    click(app, icon(app, "smiley"))
    top = app.stack.top
    assert isinstance(top, SolvedScene) and top.lines[3] == "Solution seen: no best time kept"
    key(app, pygame.K_z, pygame.KMOD_LCTRL)               # undo closes the summary and takes the solution back
    assert app.stack.top is app.puzzle_scene and not session(app).state.is_solved()
    solve(app)                                            # seen is seen, undone or not
    assert app.stack.top.lines[3] == "Solution seen: no best time kept"
    assert not app.library.storage.best_time("suguru", 1)


def test_the_seen_mark_survives_a_save_and_a_resume(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    open_move(app)
    session(app).watched = True                           # the watch view was opened on it
    assert app.library.save_game("seen")
    app.library.open_puzzle("suguru", 2)
    assert not session(app).saw_solution()
    assert app.library.load_game("seen")
    assert session(app).saw_solution()
    session(app).watched = True
    app.library.autosave()
    assert app.library.resume_last() and session(app).saw_solution()
    solve(app)
    assert app.stack.top.lines[3] == "Solution seen: no best time kept"


@pytest.mark.parametrize("answer", ["cancel", "yes"])
def test_random_over_a_game_in_progress_asks_first(make_app, answer):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    open_move(app)
    s = session(app)
    click(app, icon(app, "random"))
    top = app.stack.top
    assert isinstance(top, ConfirmScene)
    click(app, (top.cancel if answer == "cancel" else top.yes).rect.center)
    assert (session(app) is s) == (answer == "cancel")


def test_a_puzzle_opened_over_a_game_in_progress_is_undone_back_to_it(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    open_move(app)
    s = session(app)
    app.library.open_puzzle("suguru", 3)                  # the chooser, the number box, the menu, Load
    assert session(app) is not s
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session(app) is s and s.state.index == 1


def test_random_with_nothing_played_opens_at_once(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    click(app, icon(app, "random"))
    assert not isinstance(app.stack.top, ConfirmScene) and session(app) is not s


def test_a_new_puzzle_starts_with_no_message_from_the_last(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    app.toast("Solution shown.")
    assert app.notices.current()[0] == "Solution shown."
    app.library.open_puzzle("suguru", 2)
    current = app.notices.current()
    assert current is None or current[0] != "Solution shown."


def test_a_game_replaced_under_an_opaque_scene_is_not_kept(make_app):
    """A kiosk's reset (under its attract demo) gives the next visitor no way back to the last one's game."""
    from game.scenes.base import Scene

    class Opaque(Scene):
        modal = True

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    open_move(app)
    app.stack.push(Opaque(app))
    app.library.open_random("suguru")
    app.stack.pop()
    s = session(app)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session(app) is s


def test_the_summary_says_why_no_best_time_was_kept(make_app):
    from game.scenes.solved import summary

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    assert summary(s, None, False, kept=False)[3] == "No best time kept: saving is off"
    assert summary(s, None, False, kept=True)[3] == "No best time kept: it could not be saved"
    assert summary(s, 75.0, False)[3] == "Best time 1:15"
    s.checks, s.checks_wrong = 3, 1
    assert summary(s, 75.0, False)[2] == "Checks: 3, 1 with errors"


@pytest.mark.parametrize("how", ["load", "new"])
def test_loading_or_a_new_puzzle_over_a_game_in_progress_is_undone_back_to_it(make_app, how):
    from game.engine.puzzle import Puzzle

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    assert app.library.save_game("other")
    app.library.open_puzzle("suguru", 2)
    open_move(app)
    s = session(app)
    if how == "load":
        assert app.library.load_game("other")
    else:                                                  # the sudoku tools' New, a puzzle of no set
        app.library.open_custom(Puzzle.from_line(s.puzzle.line()))
    assert session(app) is not s
    click(app, app.puzzle_scene.layout.buttons["undo"].center) if "undo" in app.puzzle_scene.layout.buttons \
        else key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session(app) is s and s.state.index == 1


def test_with_animations_the_summary_waits_for_the_confetti(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    app.puzzle_scene.anim.enabled = True
    solve(app)
    assert app.stack.top is app.puzzle_scene and app.puzzle_scene.anim.progress("celebrate") is not None
    app.pump(30, dt=0.1)                                  # the animation's clock steps 0.1 s at most a frame
    assert isinstance(app.stack.top, SolvedScene)


@pytest.mark.parametrize("event", ["WINDOWFOCUSLOST", "WINDOWMINIMIZED"])
def test_looking_away_pauses(make_app, event):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    pygame.event.post(pygame.event.Event(getattr(pygame, event)))
    app.pump(1)
    assert isinstance(app.stack.top, PauseScene)
    s = session(app)
    start = s.elapsed
    app.pump(2, dt=10.0)
    assert s.elapsed == start


def test_the_window_hidden_and_shown_again_as_it_opens_does_not_pause(make_app):
    """X11 shows, hides and shows a new window in one go as it opens: the game resumed must not start paused."""
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    for name in ("WINDOWSHOWN", "WINDOWHIDDEN", "WINDOWSHOWN", "WINDOWENTER", "WINDOWFOCUSGAINED"):
        pygame.event.post(pygame.event.Event(getattr(pygame, name)))
    app.pump(1)
    assert app.stack.top is app.puzzle_scene
    for name in ("WINDOWFOCUSGAINED", "WINDOWFOCUSLOST"):    # back, then away again: away it is
        pygame.event.post(pygame.event.Event(getattr(pygame, name)))
    app.pump(1)
    assert isinstance(app.stack.top, PauseScene)


def test_the_pause_and_the_summary_follow_a_resize(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    key(app, pygame.K_p)
    app.resize((720, 1280))
    app.pump(1)
    top = app.stack.top
    assert isinstance(top, PauseScene)
    assert app.puzzle_scene.layout.board.contains(top.rects["resume"]) and top.rects["resume"].h >= 48
    assert board_hidden(app)
    key(app, pygame.K_p)
    solve(app)
    app.resize((800, 480))
    app.pump(1)
    top = app.stack.top
    assert isinstance(top, SolvedScene)
    assert all(app.puzzle_scene.layout.board.contains(top.rects[k]) for k in ("next", "close"))


def test_a_set_offers_its_easiest_unsolved_puzzles_first(make_app, monkeypatch):
    """The sets run easiest first: a new player is offered one of the easiest, and the offer climbs as they solve."""
    from game import library
    from game.levels import level_count

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    n = level_count("suguru")
    assert n >= 6, n
    monkeypatch.setattr(library, "NEXT_WINDOW", 2)
    seen = set()
    for _ in range(20):
        assert app.library.open_random("suguru")
        seen.add(session(app).number)
    assert seen == {0, 1}, seen
    monkeypatch.setattr(app.library, "solved_set", lambda kind: {0, 1, 2, 4})
    seen.clear()
    for _ in range(20):
        assert app.library.open_random("suguru")
        seen.add(session(app).number)
    assert seen == {3, 5}, seen
    monkeypatch.setattr(app.library, "solved_set", lambda kind: set(range(n)))
    assert app.library.open_random("suguru")   # all solved: any of the set again
