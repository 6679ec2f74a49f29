"""The app and damaged saves: a bad autosave never stops start-up, a bad named save never empties the Load list."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from game.engine.formats import parse_line
from game.storage import SAVE_FORMAT, Storage
from ui_helpers import click, key, open_cell, slot

# Every test here builds an App: a private home and corpus-made levels.
pytestmark = pytest.mark.usefixtures("ui_env")

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"
BAD_MOVE = "ded HS 0:99999999999999999999"  # parsed fine once, then raised OverflowError on replay


def _bad_save(name: str = "bad") -> bytes:
    data = {"format": SAVE_FORMAT, "kind": "suguru", "number": None, "line": parse_line(LINE).line(),
            "moves": ["del 1 2", BAD_MOVE], "index": 2, "elapsed": 5.0, "saved_at": "2026-01-01T00:00:00Z",
            "name": name}
    return json.dumps(data).encode()


def test_a_bad_move_in_the_autosave_does_not_stop_start_up(make_app):
    store = Storage()
    store.autosave_path.parent.mkdir(parents=True)
    raw = _bad_save()
    store.autosave_path.write_bytes(raw)
    app = make_app()                                              # resumes the last game: the bad autosave
    assert app.puzzle_scene.session is not None and app.running
    assert any("move 2" in m and "moved to" in m for m in app.messages)
    [aside] = store.autosave_path.parent.glob("autosave.json.corrupt-*")
    app.autosave()                                                # the next autosave writes a new file ...
    assert aside.read_bytes() == raw                              # ... and the bad bytes are kept aside


def test_a_bad_named_save_is_listed_as_damaged_and_does_not_load(make_app):
    from game.scenes.saveload import SaveLoadScene

    app = make_app("--puzzle", "suguru:0")
    assert app.save_game("good")
    path = app.storage.save_path("bad")
    path.write_bytes(_bad_save())
    dialog = SaveLoadScene(app, "load")
    rows = dialog._list()
    assert len(rows) == 2 and rows[0].startswith("good:") and "damaged" in rows[1]
    assert not app.load_game("bad") and app.running


def test_a_10000_character_save_name_saves_and_loads_with_short_messages(make_app):
    app = make_app("--puzzle", "suguru:0")
    name = "n" * 10_000
    assert app.save_game(name) and app.load_game(name)
    assert all(len(m) < 200 for m in app.messages[-2:]) and app.messages[-1].startswith("Loaded 'nnn")


def session(app):
    return app.puzzle_scene.session


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


def test_a_dialog_that_fails_is_named_and_a_failing_resize_is_caught(make_app, monkeypatch):
    from game.scenes.help import HelpScene

    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    dlg = HelpScene(app)
    app.stack.push(dlg)
    app.pump(1)

    def bad_relayout():
        raise _Boom("relayout failed")

    monkeypatch.setattr(dlg, "relayout", bad_relayout)
    app.resize((800, 480))
    assert app.running and dlg not in app.stack.scenes
    assert any("Something went wrong in Help" in m for m in app.messages), app.messages


def test_a_fifo_in_place_of_the_log_never_blocks_the_safety_net(make_app):
    import os

    app = make_app("--puzzle", "suguru:5", "--size", "1280x800")
    log = app.storage.data_dir / "nanba.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(log)                      # opening it to write would wait for a reader for ever
    app._log("a line for the log\n")    # returns: the entry is dropped, the game goes on
    assert app.running and not log.is_file()
