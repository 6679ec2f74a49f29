"""The puzzle scene driven by posted events: clicks, keys and toolbar actions."""

from __future__ import annotations

import pygame
import pytest

from game.engine.moves import ApplySolution, Restart
from game.engine.puzzle import bit
from ui_helpers import click, icon, key, open_cell, slot, type_text


def session(app):
    return app.puzzle_scene.session


def has(app, cell, d):
    return bool(session(app).state.cands[cell] & bit(d))


# -- candidate clicks -------------------------------------------------------------

def test_summary_mapping_left_deletes_middle_restores_right_sets(app):
    c = open_cell(app)
    click(app, slot(app, c, 1))
    assert not has(app, c, 1)
    click(app, slot(app, c, 1), button=2)
    assert has(app, c, 1)
    click(app, slot(app, c, 2), button=3)
    assert session(app).state.answer(c) == 2


def test_playing_mapping_middle_sets_right_restores(app):
    app.settings = app.settings.with_(mouse_mapping="playing")
    c = open_cell(app)
    click(app, slot(app, c, 1))
    assert not has(app, c, 1)
    click(app, slot(app, c, 1), button=3)
    assert has(app, c, 1)
    click(app, slot(app, c, 2), button=2)
    assert session(app).state.answer(c) == 2


def test_left_click_on_a_player_answer_clears_it_back_to_candidates(app):
    c = open_cell(app)
    s = session(app)
    click(app, slot(app, c, 2), button=3)
    assert s.state.answer(c) == 2
    click(app, app.puzzle_scene.layout.cell_rect(c).center)
    assert s.state.cands[c] == s.puzzle.initial_candidates[c]


def test_givens_never_change(app):
    s = session(app)
    g = next(c for c in range(s.puzzle.ncells) if s.puzzle.givens[c])
    before = list(s.state.cands)
    for button in (1, 2, 3):
        click(app, app.puzzle_scene.layout.cell_rect(g).center, button=button)
        for d in range(1, 6):
            click(app, slot(app, g, d), button=button)
    assert s.state.cands == before and s.state.index == 0


# -- keys ----------------------------------------------------------------------------

def test_arrows_digits_and_shift_digit(app):
    s = session(app)
    c = open_cell(app)
    s.ui.cursor, s.ui.show_cursor = 0, True
    r, col = divmod(c, s.puzzle.width)
    for _ in range(col):
        key(app, pygame.K_RIGHT, frames=1)
    for _ in range(r):
        key(app, pygame.K_DOWN, frames=1)
    assert s.ui.cursor == c
    key(app, pygame.K_1)
    assert not has(app, c, 1)
    key(app, pygame.K_1)
    assert has(app, c, 1)
    key(app, pygame.K_2, mod=pygame.KMOD_LSHIFT)
    assert s.state.answer(c) == 2
    key(app, pygame.K_BACKSPACE)
    assert s.state.answer(c) == 0


def test_enter_restarts_and_undo_redo_walk_every_move(app):
    s = session(app)
    c = open_cell(app)
    click(app, slot(app, c, 1))
    click(app, slot(app, c, 2), button=3)
    assert s.state.index == 2
    key(app, pygame.K_RETURN)
    assert isinstance(s.state.history[-1], Restart)
    assert s.state.cands == list(s.puzzle.initial_candidates)
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.answer(c) == 2
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.index == 0 and s.state.cands == list(s.puzzle.initial_candidates)
    for _ in range(3):
        key(app, pygame.K_y, mod=pygame.KMOD_LCTRL)
    assert s.state.index == 3


# -- toolbar ---------------------------------------------------------------------------

def test_wand_left_shows_a_hint_middle_explains_left_applies(app):
    s = session(app)
    click(app, icon(app, "wand"))
    d = s.ui.hint
    assert d is not None, app.messages
    assert app.puzzle_scene.toolbar.hint_text() == d.technique           # the abbreviation, under the time
    from game.scenes.hint import HintOverlay

    overlay = app.stack.top
    assert isinstance(overlay, HintOverlay) and s.ui.hint_stage == 0 and d.text not in overlay.words()[1]
    click(app, icon(app, "wand"), button=2)                       # straight to the sentence, in the panel
    assert app.stack.top is overlay and s.ui.hint_stage == 2 and d.text in overlay.words()[1]
    index = s.state.index
    click(app, icon(app, "wand"))                                 # applies the red deletions
    assert s.ui.hint is None and s.state.index == index + 1
    assert all(not s.state.cands[c] & bit(dg) for c, dg in d.eliminations)
    assert not isinstance(app.stack.top, HintOverlay)
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)                   # and the hint is undoable
    assert s.state.index == index


def test_candidates_stay_clickable_under_a_hint(app):
    s = session(app)
    click(app, icon(app, "wand"))
    assert s.ui.hint is not None
    c = next(c for c in range(36) if not s.puzzle.givens[c] and bin(s.state.cands[c]).count("1") > 1)
    d = next(d for d in range(1, 6) if s.state.cands[c] & bit(d))
    click(app, slot(app, c, d))
    assert not has(app, c, d)


def test_wand_right_applies_the_zero_score_techniques(app):
    s = session(app)
    click(app, icon(app, "wand"), button=3)
    assert s.state.index > 0
    from game.engine.moves import ApplyDeduction

    from game.engine.housekeeping import PASS

    assert s.state.index == 1 and isinstance(s.state.history[0], ApplyDeduction)   # one move, one undo
    assert s.state.history[0].technique == PASS
    assert any(m.startswith("Cleared ") for m in app.messages)
    n = s.state.index
    click(app, icon(app, "wand"), button=3)                       # nothing left to do: said so
    assert s.state.index == n and any("Nothing to remove" in m for m in app.messages)


def _make_error(app):
    """Delete the true digit of some open cell: a wrong move."""
    s = session(app)
    s.ensure_solution()
    c = open_cell(app)
    click(app, slot(app, c, s.puzzle.solution[c]))
    return c


def test_thumb_checks_then_rolls_back_to_the_last_good_state(app):
    s = session(app)
    c0 = open_cell(app)
    click(app, slot(app, c0, 1))                                      # harmless or not, a move first
    s.ensure_solution()
    click(app, icon(app, "thumb"))
    if s.ui.thumb_down:  # the first move happened to be wrong: start from a clean state
        click(app, icon(app, "thumb"))
    good = s.state.index
    assert not s.ui.thumb_down
    c = _make_error(app)
    other = next(x for x in range(36) if x != c and not s.puzzle.givens[x] and bin(s.state.cands[x]).count("1") > 1)
    click(app, slot(app, other, s.puzzle.solution[other]), button=3)  # a correct move after the error
    click(app, icon(app, "thumb"))
    assert s.ui.thumb_down and c in s.ui.errors
    click(app, icon(app, "thumb"))
    assert not s.ui.thumb_down and not s.ui.errors and s.state.index == good
    key(app, pygame.K_y, mod=pygame.KMOD_LCTRL)                     # the rolled-back moves can be redone
    assert s.state.index == good + 1


def test_a_hint_shows_errors_instead_when_there_are_any(app):
    s = session(app)
    c = _make_error(app)
    click(app, icon(app, "wand"))
    assert s.ui.hint is None and s.ui.thumb_down and c in s.ui.errors


def test_smiley_shows_the_solution_as_an_undoable_move(app):
    s = session(app)
    click(app, icon(app, "smiley"))
    assert s.state.is_solved() and isinstance(s.state.history[-1], ApplySolution)
    assert not app.solved_set("suguru")                              # showing it is not solving it
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert not s.state.is_solved()


def test_solving_records_the_puzzle_and_its_time(make_app):
    # Puzzle 0: the first built-in puzzle is a puzzle like any other.
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    s = session(app)
    s.ensure_solution()
    s.elapsed = 42.0
    for c in range(36):
        if not s.puzzle.givens[c] and s.state.answer(c) != s.puzzle.solution[c]:
            click(app, slot(app, c, s.puzzle.solution[c]), button=3, frames=1)
    assert s.state.is_solved()
    assert app.solved_set("suguru") == {0}, app.messages
    assert app.storage.best_time("suguru", 0) is not None


def test_random_puzzle_opens_another_puzzle(app):
    first = session(app)
    click(app, icon(app, "random"))
    assert session(app) is not first and session(app).state.index == 0


# -- the number box --------------------------------------------------------------------

def _type_number(app, text):
    box = app.puzzle_scene.layout.boxes["number"]
    click(app, box.center)
    for _ in range(6):
        key(app, pygame.K_BACKSPACE, frames=1)
    key(app, pygame.K_END, frames=1)
    for _ in range(6):
        key(app, pygame.K_BACKSPACE, frames=1)
    type_text(app, text)
    key(app, pygame.K_RETURN)


def test_typing_a_number_loads_that_puzzle_and_enter_does_not_restart(app):
    c = open_cell(app)
    click(app, slot(app, c, 1))
    _type_number(app, "5")
    s = session(app)
    assert s.number == 5 and s.state.index == 0
    assert not any(isinstance(m, Restart) for m in s.state.history)


@pytest.mark.parametrize("text", ["abc", "999", ""])   # letters never reach the box: "abc" leaves it empty
def test_a_bad_number_is_refused_with_a_message(app, text):
    before = session(app)
    _type_number(app, text)
    assert session(app) is before
    assert any("Type a puzzle number" in m for m in app.messages)
    assert app.puzzle_scene.entry.get_text() == str(before.number)


# -- menu and help ----------------------------------------------------------------------

def test_menu_help_and_escape(app):
    from game.scenes.help import HelpScene
    from game.scenes.menu import MenuScene
    from game.scenes.puzzle import PuzzleScene

    click(app, icon(app, "menu"))
    assert isinstance(app.stack.top, MenuScene)
    before = list(session(app).state.cands)
    click(app, (5, app.screen.get_height() - 5))                    # outside the menu: the board never sees it
    assert isinstance(app.stack.top, MenuScene) and session(app).state.cands == before
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PuzzleScene)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PuzzleScene)


def test_menu_switches_kind_and_chooser_opens_a_puzzle_with_ticks(app):
    from game.scenes.chooser import ChooserScene, chooser_geometry
    from game.scenes.menu import MenuScene

    app.storage.record_solved("ripple", 2, 30)
    click(app, icon(app, "menu"))
    menu = app.stack.top
    menu.choose("ripple")
    app.pump(2)
    assert session(app).kind == "ripple"
    click(app, icon(app, "menu"))
    app.stack.top.choose("choose")
    app.pump(2)
    ch = app.stack.top
    assert isinstance(ch, ChooserScene) and ch.solved == {2}
    g = chooser_geometry(app.screen.get_size())
    tile = g["tile"]
    pos = (g["grid"].x + 3 * tile + tile // 2, g["grid"].y + tile // 2)
    assert ch.number_at(pos) == 3
    click(app, pos)
    assert session(app).kind == "ripple" and session(app).number == 3
    assert not isinstance(app.stack.top, (ChooserScene, MenuScene))


def test_resizing_relayouts_without_losing_the_game(app):
    s = session(app)
    c = open_cell(app)
    click(app, slot(app, c, 1))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=480, size=(800, 480)))
    app.pump(2)
    assert app.puzzle_scene.layout.size == (800, 480)
    assert session(app) is s and not has(app, c, 1)
    click(app, slot(app, c, 2))
    assert not has(app, c, 2)


def test_sound_effects_play_and_can_be_switched_off(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    app.opts.sound = True
    played = []
    app._sound = type("Rec", (), {"enabled": True, "play": lambda self, n: played.append(n)})()
    c = open_cell(app)
    click(app, slot(app, c, 1))
    assert "delete" in played
    app.settings = app.settings.with_(sound=False)
    played.clear()
    click(app, slot(app, c, 1), button=2)
    assert played == []


def test_real_audio_module_is_silent_without_a_device(make_app, monkeypatch):
    """Silent means: every effect is asked for and none raises, nothing is played, the sound
    reports itself unavailable, the mixer stays closed, and the failed start is tried once,
    not again on every click."""
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    pg = app.pygame
    pg.mixer.quit()
    starts = []

    def no_device(*args, **kwargs):
        starts.append(args)
        raise pg.error("No available audio device")

    monkeypatch.setattr(pg.mixer, "init", no_device)
    app.opts.sound = True
    app.settings = app.settings.with_(sound=True)
    app._sound = None                             # the real audio module, made afresh
    names = ("click", "delete", "restore", "set", "hint", "apply", "error", "undo", "solved")
    for name in names:
        app.play_sound(name)                      # never raises
    assert type(app.sound).__module__ == "game.audio"
    assert app.sound.available is False
    assert not any(app.sound.play(name) for name in names)
    assert pg.mixer.get_init() is None and not pg.mixer.get_busy()
    assert len(starts) == 1
    c = open_cell(app)
    click(app, slot(app, c, 1))                   # a click that would sound still plays the move
    assert not has(app, c, 1)


def test_the_clock_counts_idle_time_by_the_second(app):
    s = session(app)
    s.elapsed = 0.0
    app.pump(1, dt=7.0)                      # one long idle wait
    assert 7.0 <= s.elapsed < 7.5
    assert app.puzzle_scene.toolbar.clock_text() == "0:07"
    assert 0 < app.idle_timeout() <= 1.01    # the loop wakes for the 0:08 tick


def test_covering_scenes_keep_the_number_box_hidden_through_a_resize_and_each_other(make_app):
    import pygame

    from game.scenes.attract import AttractScene
    from game.scenes.pad import focus_chooser
    from game.scenes.watch import WatchScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    box = lambda: app.puzzle_scene.entry  # noqa: E731  (a resize makes a new one)
    ch = app.stack.push(focus_chooser(app, "suguru"))
    app.pump(1)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=768, size=(1024, 768)))
    app.pump(2)
    assert not box().visible                      # the chooser hid the new box too
    ch.close()
    app.pump(1)
    assert box().visible
    attract = app.stack.push(AttractScene(app, kinds=("suguru",), seed=1))
    watch = app.stack.push(WatchScene.of_session(app, app.puzzle_scene.session))
    app.pump(1)
    watch.close()
    app.pump(1)
    assert not box().visible                      # the demo underneath still covers it
    attract.close()
    app.pump(1)
    assert box().visible


def test_one_wrong_cell_and_one_undone_move_read_as_singular(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    assert s.ensure_solution()
    sol = s.puzzle.solution
    c = open_cell(app)
    wrong = next(d for d in range(1, s.puzzle.max_digit[c] + 1) if d != sol[c])
    click(app, slot(app, c, wrong), button=3)            # a wrong answer
    app.puzzle_scene.thumb()
    assert any(m.startswith("1 cell is wrong.") for m in app.messages), app.messages
    app.puzzle_scene.thumb()
    assert any("Undid 1 move back" in m for m in app.messages), app.messages


def test_the_puzzle_scene_is_made_with_its_first_game(app):
    sc = app.puzzle_scene
    assert sc.session is sc.current and sc.session.kind == "suguru" and sc.layout is sc.placed


def test_a_first_game_that_will_not_open_is_one_clear_error_even_with_a_hint_asked(tmp_path, monkeypatch):
    """No session means no puzzle scene: the options that act on the first game never meet an empty one."""
    from game.app import App, StartupError, parse_options
    from game.levels import load_levels

    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "suguru.txt").write_text("suguru 6x6 this-is-no-puzzle\n", encoding="utf-8")
    monkeypatch.setenv("NANBA_DATA_DIR", str(tmp_path))
    load_levels.cache_clear()
    try:
        with pytest.raises(StartupError):
            App(parse_options(["--no-anim", "--no-sound", "--puzzle", "suguru:0", "--hint", "--check"]))
    finally:
        pygame.display.quit()
        load_levels.cache_clear()


def test_the_number_box_takes_only_digits_and_ctrl_q_quits_from_it(app):
    import pygame

    box = app.puzzle_scene.entry
    click(app, box.rect.center)
    key(app, pygame.K_END, frames=1)
    for _ in range(6):
        key(app, pygame.K_BACKSPACE, frames=1)
    type_text(app, "a1x")
    assert app.puzzle_scene.entry.get_text() == "1"      # letters never reach the box
    assert app.typing()
    key(app, pygame.K_q, mod=pygame.KMOD_CTRL)
    assert not app.running                                # the focused box did not swallow Ctrl+Q
