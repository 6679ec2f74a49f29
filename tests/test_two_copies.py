"""Two copies of Nanba open at once: neither one's game is overwritten by the other's on quit."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pygame
import pytest

from game import instancelock
from game.instancelock import LOCK_NAME, OTHER_WINDOW_SAVE, InstanceLock, started
from ui_helpers import click, open_cell, slot

pytestmark = pytest.mark.usefixtures("ui_env")


def _data() -> Path:
    return Path(os.environ["NANBA_HOME"]) / "data"


def _lock_by(pid: int, host: str | None = None, **more: str) -> None:
    _data().mkdir(parents=True, exist_ok=True)
    (_data() / LOCK_NAME).write_text(json.dumps({"pid": pid, "host": host or socket.gethostname(), **more}))


def _play_and_quit(app) -> tuple:
    c = open_cell(app)
    click(app, slot(app, c, 1))
    click(app, slot(app, c, 2))
    s = app.puzzle_scene.session
    seen = (s.kind, s.number, list(s.state.cands))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.pump(1)
    assert not app.running
    app.shutdown()
    return seen


def test_a_second_copy_keeps_its_game_apart_and_says_so(make_app):
    first = make_app("--puzzle", "ripple:2", "--size", "800x480")
    first_game = _play_and_quit(first)          # the first copy's last game, on disk
    _lock_by(os.getppid(), started=started(os.getppid()))   # a live process holds it: "another window"
    second = make_app("--puzzle", "suguru:3", "--size", "800x480")
    assert any("already open" in m for m in second.messages), second.messages
    second_game = _play_and_quit(second)
    assert second_game[:2] != first_game[:2]
    (_data() / LOCK_NAME).unlink()              # the other window quits
    third = make_app("--size", "800x480")       # the next start resumes the first copy's game...
    s = third.puzzle_scene.session
    assert (s.kind, s.number, list(s.state.cands)) == first_game
    assert third.storage.has_save(OTHER_WINDOW_SAVE)       # ...and the second's is in Saved games
    kept = third.storage.load_game(OTHER_WINDOW_SAVE)
    assert kept is not None and kept.kind == second_game[0] and kept.number == second_game[1]
    assert not any("already open" in m for m in third.messages)
    third.shutdown()
    _lock_by(os.getppid(), started=started(os.getppid()))
    fourth = make_app("--puzzle", "suguru:5", "--size", "800x480")   # another second window, later
    assert fourth.library.own_slot == f"{OTHER_WINDOW_SAVE} 2"        # the earlier one's game is not replaced
    assert any(f"'{OTHER_WINDOW_SAVE} 2'" in m for m in fourth.messages), fourth.messages
    _play_and_quit(fourth)
    assert third.storage.load_game(OTHER_WINDOW_SAVE).kind == second_game[0]
    assert third.storage.load_game(f"{OTHER_WINDOW_SAVE} 2").number == 5


@pytest.mark.parametrize("content", ["{not json", '{"pid": "x"}', "", "gone", "reused"])
def test_a_stale_or_corrupt_lock_never_blocks(make_app, content, monkeypatch):
    if content == "gone":
        _lock_by(2 ** 22 + 12345)               # beyond pid_max: a process that is gone
    elif content == "reused":                   # a live pid, but not the process that wrote the lock
        # start times stood in for, so the case runs where /proc cannot be read too
        monkeypatch.setattr(instancelock, "started", lambda pid: f"boot/{pid}")
        _lock_by(os.getppid(), started=f"boot/{os.getppid()}0")
    else:
        _data().mkdir(parents=True, exist_ok=True)
        (_data() / LOCK_NAME).write_text(content)
    app = make_app("--puzzle", "ripple:2", "--size", "800x480")
    assert not any("already open" in m for m in app.messages)
    assert app.library.keeps_autosave
    assert json.loads((_data() / LOCK_NAME).read_text())["pid"] == os.getpid()
    _play_and_quit(app)
    assert not (_data() / LOCK_NAME).exists()   # released on quit
    assert (_data() / "autosave.json").exists()


def test_a_kiosk_and_a_no_save_run_write_no_lock(make_app):
    make_app("--kiosk", "--size", "800x480")
    make_app("--frames", "1", "--size", "800x480")
    assert not (_data() / LOCK_NAME).exists()


def test_release_leaves_a_lock_another_copy_took_over(tmp_path):
    lock = InstanceLock(tmp_path)
    assert lock.take() and lock.held
    (tmp_path / LOCK_NAME).write_text(json.dumps({"pid": os.getppid(), "host": socket.gethostname()}))
    lock.release()
    assert (tmp_path / LOCK_NAME).exists()
    assert not InstanceLock(tmp_path).take()


def test_a_process_start_is_read_wherever_proc_is():
    me = started(os.getpid())
    assert bool(me) == Path("/proc/self/stat").is_file()
    assert started(os.getpid()) == me                       # the same process reads the same start
    assert started(2 ** 22 + 12345) == ""                   # a process that is gone has none
