"""Regression tests for the QA report's problems (P-numbers of /work/notes/qa_report.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from ui_helpers import click, corpus_lines, key, open_cell, slot


def session(app):
    return app.puzzle_scene.session


# -- P8: progress survives a kill ------------------------------------------------------------------

def test_moves_survive_a_kill_without_quit(make_app):
    app = make_app("--puzzle", "suguru:2", "--size", "1280x800")
    c = open_cell(app)
    click(app, slot(app, c, 1))
    click(app, slot(app, c, 2))
    app.pump(1, dt=2.5)                 # a little play time: the debounced save is written
    click(app, slot(app, c, 3))
    app.pump(1, dt=2.5)
    s = session(app)
    cands, index = list(s.state.cands), s.state.index
    assert index >= 3
    # "kill -9": no quit, no shutdown; a fresh app on the same home resumes the moves.
    app2 = make_app("--size", "1280x800")
    s2 = session(app2)
    assert (s2.kind, s2.number, s2.state.cands, s2.state.index) == ("suguru", 2, cands, index)


def test_focus_loss_saves_at_once(make_app):
    app = make_app("--puzzle", "suguru:3", "--size", "1280x800")
    c = open_cell(app)
    click(app, slot(app, c, 1))
    app.pump(1, dt=2.5)
    click(app, slot(app, c, 2))          # within the debounce window: not written yet ...
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.pump(1, dt=0.01)                 # ... but losing the focus writes it
    index = session(app).state.index
    app2 = make_app("--size", "1280x800")
    assert session(app2).state.index == index == 2


# -- P3: a failing scene does not end the game ---------------------------------------------------------

class _Boom(Exception):
    pass


def _raising_scene(app, where: str):
    from game.scenes.base import Scene

    class BrokenScene(Scene):
        modal = True
        transparent = True

        def handle(self, it):
            if where == "handle":
                raise _Boom("handle failed")
            return True

        def draw(self, surf):
            if where == "draw":
                raise _Boom("draw failed")

    return BrokenScene(app)


def test_an_exception_in_a_scene_is_caught_saved_logged_and_shown(make_app):
    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    c = open_cell(app)
    click(app, slot(app, c, 1))
    broken = _raising_scene(app, "handle")
    app.stack.push(broken)
    key(app, pygame.K_h)
    assert app.running
    assert broken not in app.stack.scenes
    assert any("Something went wrong in the broken screen" in m and "saved" in m and "nanba.log" in m
               for m in app.messages), app.messages
    log = app.storage.data_dir / "nanba.log"
    assert "handle failed" in log.read_text(encoding="utf-8")
    app2 = make_app("--size", "1280x800")   # the move made before the failure was saved
    assert session(app2).state.index == 1
    # The game goes on: a key still reaches the board.
    key(app, pygame.K_RETURN)
    assert session(app).state.index == 2


def test_a_scene_that_fails_to_draw_is_taken_away(make_app):
    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    broken = _raising_scene(app, "draw")
    app.stack.push(broken)
    app.pump(2)
    assert app.running and broken not in app.stack.scenes


def test_a_puzzle_scene_that_keeps_failing_exits_1(make_app, monkeypatch):
    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")

    def bad_draw(surf):
        raise _Boom("board broken")

    monkeypatch.setattr(app.puzzle_scene, "draw", bad_draw)
    app.pump(5)
    assert not app.running and app.exit_code == 1
    assert "keeps failing" in app.fatal and "\n" not in app.fatal


# -- P15: Shift+0 is no digit; the keyboard reaches 10..16 ---------------------------------------------

SUJIKO4 = "sujiko 4x4 ..2.D.C...3.1.47 52,37,32,38,35,29,32,33,20"


def test_shift_0_sets_nothing(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    c = open_cell(app)
    s.ui.cursor, s.ui.show_cursor = c, True
    before = list(s.state.cands)
    key(app, pygame.K_0, pygame.KMOD_LSHIFT)
    key(app, pygame.K_0)
    app.pump(1, dt=1.0)
    assert s.state.cands == before and not s.state.answer(c)


def test_the_gamepad_set_button_still_sets_the_pad_digit(make_app):
    from game.input import intents as I
    from game.input.intents import Intent

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800")
    s = session(app)
    c = open_cell(app)
    s.ui.cursor = c
    app.puzzle_scene.pad.digit = 2
    app.dispatch(Intent(I.PAD_SET, source="pad"))
    assert s.state.answer(c) == 2


def _sujiko4(make_app):
    app = make_app("--puzzle", SUJIKO4, "--size", "1280x800")
    s = session(app)
    c = next(c for c in range(16) if not s.puzzle.givens[c] and s.state.cands[c] & (1 << 16))
    s.ui.cursor, s.ui.show_cursor = c, True
    return app, s, c


def test_two_digit_keys_reach_16_on_a_sujiko_4x4(make_app):
    app, s, c = _sujiko4(make_app)
    key(app, pygame.K_1, frames=1)
    key(app, pygame.K_6, frames=1)                      # "1" then "6" within the wait: 16
    assert not s.state.cands[c] & (1 << 16) and s.state.cands[c] & (1 << 1) and s.state.cands[c] & (1 << 6)
    key(app, pygame.K_1, frames=1)
    key(app, pygame.K_6, frames=1)                      # toggles 16 back
    assert s.state.cands[c] & (1 << 16)
    key(app, pygame.K_1, pygame.KMOD_LSHIFT, frames=1)
    key(app, pygame.K_6, pygame.KMOD_LSHIFT, frames=1)
    assert s.state.answer(c) == 16


def test_a_lone_1_on_a_sujiko_4x4_stands_after_the_wait(make_app):
    app, s, c = _sujiko4(make_app)
    had_1 = bool(s.state.cands[c] & 2)
    key(app, pygame.K_1, frames=1)
    assert app.busy                                     # waiting for a second digit
    app.pump(1, dt=1.0)
    assert bool(s.state.cands[c] & 2) != had_1 and not app.puzzle_scene.pad.busy


def test_help_explains_two_digit_keys_and_redo_after_the_thumb():
    from game.scenes.dialogs import HELP_HTML

    assert "1 then 6" in HELP_HTML and "0 on its own is no digit" in HELP_HTML
    assert "Ctrl+Y also brings back the moves the thumb undid" in HELP_HTML   # P17


# -- P16: every dialog fits 480x320 -------------------------------------------------------------------------

def _widgets(app):
    return [e for e in app.manager.get_sprite_group().sprites() if getattr(e, "visible", True)]


def _assert_inside(app, what: str) -> None:
    screen = app.screen.get_rect()
    for e in _widgets(app):
        r = e.rect
        if r.w and r.h:
            assert screen.contains(r), f"{what}: {type(e).__name__} {r} outside {screen}"


def _dialogs():
    from game.scenes.dialogs import HelpScene, MessageScene, SaveLoadScene, SettingsScene
    from game.scenes.menu import MenuScene

    return {
        "menu": MenuScene, "settings": SettingsScene, "help": HelpScene,
        "save": lambda app: SaveLoadScene(app, "save"), "load": lambda app: SaveLoadScene(app, "load"),
        "message": lambda app: MessageScene(app, "Hint: Hidden Single (HS, score 2)", "word " * 120),
    }


def test_every_dialog_fits_480x320(make_app):
    app = make_app("--puzzle", "suguru:1", "--size", "480x320")
    for name, make in _dialogs().items():
        dlg = make(app)
        app.stack.push(dlg)
        app.pump(2)
        _assert_inside(app, name)
        if name == "settings":
            assert dlg.save_btn.visible and dlg.close_btn.visible
            seen = set()
            for _ in range(dlg.pages):                    # every page fits, and together they hold every setting
                seen |= {n for n in ("mapping", "size_menu", "sound_btn", "anim_btn", "full_btn")
                         if getattr(dlg, n) is not None} | set(dlg.look_btns.values())
                dlg.on_ui(type("I", (), {"name": "button", "element": dlg.more_btn, "text": ""})())
                app.pump(2)
                _assert_inside(app, "settings page")
            assert len(seen) == 9
        dlg.close()
        app.pump(1)


def test_sudoku_tool_dialogs_fit_480x320(make_app):
    from game.scenes.sudoku_tools import GenerateScene, SudokuToolsScene

    line = corpus_lines("sudoku", "9x9")[0]
    app = make_app("--puzzle", line, "--size", "480x320")
    for make in (SudokuToolsScene, GenerateScene):
        dlg = make(app)
        app.stack.push(dlg)
        app.pump(2)
        _assert_inside(app, make.__name__)
        dlg.close()
        app.pump(1)


def test_settings_shows_the_current_window_size(make_app):
    from game.scenes.dialogs import SettingsScene

    app = make_app("--puzzle", "suguru:1", "--size", "800x480")
    app.settings.window_size = (1280, 800)
    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(2)
    assert dlg.size_menu.selected_option in ("800x480", ("800x480", "800x480"))


def test_settings_drop_down_rows_are_a_finger_high(make_app):
    from game.scenes.dialogs import SettingsScene

    app = make_app("--puzzle", "suguru:1", "--size", "800x480")
    dlg = SettingsScene(app)
    app.stack.push(dlg)
    app.pump(2)
    click(app, dlg.mapping.rect.center, frames=3)                 # expand it
    rows = [i["button_element"].rect for i in dlg.mapping.current_state.options_selection_list.item_list
            if i.get("button_element") is not None]
    assert rows and all(r.h >= 48 for r in rows), rows            # P18: a finger high, not 20 px


# -- P9: a 3-digit puzzle number fits its box ------------------------------------------------------------------

def test_a_three_digit_number_fits_the_number_box(make_app):
    for size in ("800x480", "480x320", "1280x800", "320x240"):
        app = make_app("--puzzle", "suguru:1", "--size", size)
        e = app.puzzle_scene.entry
        box = app.puzzle_scene.layout.boxes["number"]
        pad = e.padding[0] if hasattr(e, "padding") else 6
        assert e.font.size("947")[0] <= box.w - 2 * pad - 2, (size, box, e.object_ids)


# -- P4: the watch screen's buttons are not covered; no "Pause" once solved ---------------------------------------

def test_watch_screen_has_no_hint_strip_over_its_buttons_and_no_pause_once_solved(make_app, monkeypatch):
    from game.scenes import pad as pad_module
    from game.scenes.watch import WatchScene

    app = make_app("--puzzle", "suguru:1", "--size", "1280x800", "--input-mode", "key")
    scene = WatchScene.of_session(app, session(app), autoplay=False)
    app.stack.push(scene)
    app.pump(2)
    strips = []
    monkeypatch.setattr(pad_module, "draw_hints", lambda surf, rect, style, ctx: strips.append(rect))
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


# -- P6: the hint title names the technique for every set --------------------------------------------------------

def test_hint_title_uses_the_puzzle_kind_not_the_set_name(make_app):
    from game.scenes.hint import HintOverlay

    app = make_app("--puzzle", SUJIKO4, "--size", "1280x800")
    sc = app.puzzle_scene
    sc.session.kind = "sujiko4"          # as when opened from the built-in 4x4 set
    sc.wand_primary()
    app.pump(1)
    overlay = app.stack.find(HintOverlay)
    assert overlay is not None
    overlay.explain()
    app.pump(1)
    title = app.stack.top.title
    assert "score" in title and "(" in title and title != f"Hint: {overlay.deduction.technique}", title


# -- P2: singular and plural -----------------------------------------------------------------------------------

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


# -- P10: broken-file notices in plain words, listed together ----------------------------------------------------

def test_broken_files_are_reported_together_in_plain_words(make_app):
    from game.scenes.dialogs import MessageScene

    home = Path(os.environ["NANBA_HOME"])
    (home / "config").mkdir(parents=True)
    (home / "data").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(
        '{"format":"nanba-settings/1","sound":"yes","window_size":"big"}', encoding="utf-8")
    (home / "data" / "autosave.json").write_text("", encoding="utf-8")
    (home / "data" / "records.json").write_text("[1,2,3]", encoding="utf-8")
    app = make_app("--size", "1280x800")
    text = " ".join(app.messages)
    assert "the default (on) is used" in text and "the default (1280x800) is used" in text, text
    assert "the file is empty" in text and "Expecting value" not in text, text
    assert isinstance(app.stack.top, MessageScene) and len(app.messages) >= 3
    assert not app._notices                    # nothing left to trickle through the strip afterwards


def test_opening_the_menu_saves_at_once(make_app):
    app = make_app("--puzzle", "suguru:4", "--size", "1280x800")
    c = open_cell(app)
    click(app, slot(app, c, 1))
    app.pump(1, dt=2.5)
    click(app, slot(app, c, 2))          # within the debounce window ...
    key(app, pygame.K_ESCAPE)            # ... the menu (a pause) writes it
    app2 = make_app("--size", "1280x800")
    assert session(app2).state.index == 2


# -- P1: a rejected puzzle number shows the current number again ------------------------------------------------

def test_a_rejected_number_shows_the_current_number_again(make_app):
    # On a real display the focused box kept showing "-1" (set_text on it did not redraw); the box is now
    # made afresh: it shows the number and leaves the focus to the board. (The dummy driver redraws either
    # way, so the focus is what this test can see.)
    app = make_app("--puzzle", "suguru:12", "--size", "1280x800")
    sc = app.puzzle_scene
    for bad in ("-1", "", "abc", "1000"):
        app.manager.set_focus_set(sc.entry)
        sc.entry.set_text(bad)
        app.pump(1)
        key(app, pygame.K_RETURN, frames=3)
        assert sc.entry.get_text() == "12" and not sc.entry.is_focused, bad
        assert any("Type a puzzle number" in m for m in app.messages)


def test_a_dialog_that_fails_is_named_and_a_failing_resize_is_caught(make_app, monkeypatch):
    from game.scenes.dialogs import HelpScene

    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    dlg = HelpScene(app)
    app.stack.push(dlg)
    app.pump(1)

    def bad_relayout():
        raise _Boom("relayout failed")

    monkeypatch.setattr(dlg, "relayout", bad_relayout)
    app.resize((800, 480))
    assert app.running and dlg not in app.stack.scenes
    assert any("Something went wrong in the Help dialog" in m for m in app.messages), app.messages


def test_a_fifo_in_place_of_the_log_never_blocks_the_safety_net(make_app):
    import os

    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    log = app.storage.data_dir / "nanba.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(log)                      # opening it to write would wait for a reader for ever
    app._log("a line for the log\n")    # returns: the entry is dropped, the game goes on
    assert app.running and not log.is_file()
