"""The score is worked out on a worker thread: while the solver runs, the window keeps
drawing and answering input, and the score appears when the worker is done."""

from __future__ import annotations

import threading

import pygame

from game.ui.session import Session
from ui_helpers import CORPUS, key, open_cell, slot


def test_the_window_draws_and_plays_while_the_score_is_worked_out(make_app, monkeypatch):
    release = threading.Event()
    started = threading.Event()
    real = Session.compute_score

    def slow(self):
        started.set()
        assert release.wait(60), "never released"
        return real(self)

    monkeypatch.setattr(Session, "compute_score", slow)
    app = make_app("--puzzle", "suguru:3", "--size", "800x480")
    sc = app.puzzle_scene
    frames = app.frames
    for _ in range(5):                       # the scorer is held: frames and input go on
        app.step(block=False, dt=1 / 30, force=True)
    assert started.wait(10) and sc.scorer.busy
    assert app.frames >= frames + 5
    assert sc.toolbar.score_text() == "…" and sc.busy    # the loop keeps ticking to pick the score up
    c = open_cell(app)
    x, y = slot(app, c, 1)                   # a click deletes a candidate while the solver runs
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(x, y), button=1))
    app.step(block=False, dt=1 / 30, force=True)
    assert not sc.session.state.cands[c] >> 1 & 1
    release.set()
    sc.scorer.wait(30)
    app.step(block=False, dt=1 / 30, force=True)
    assert not sc.scorer.busy and sc.toolbar.score_text().isdigit()


def test_a_sudoku_gets_its_rating_word_from_the_worker(make_app):
    line = next(r.split("\t")[0] for r in (CORPUS / "sudoku.tsv").read_text(encoding="utf-8").splitlines()
                if r.startswith("sudoku 9x9 "))
    app = make_app("--puzzle", line, "--size", "1280x800")
    app.pump(3)
    sc = app.puzzle_scene
    assert sc.toolbar.score_text().isdigit()
    assert sc.toolbar.rating_text() in ("Easy", "Medium", "Hard", "Expert")  # New puzzle's bands at 9x9
    key(app, pygame.K_RETURN)                # a restart keeps the puzzle, and its word
    assert sc.toolbar.rating_text()
