"""Regression tests for the QA report's problems (P-numbers of /work/notes/qa_report.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from ui_helpers import click, key, open_cell, slot


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
