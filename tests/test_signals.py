"""SIGTERM saves and ends the game promptly (kiosk or not, busy or not); a puzzle too hard to analyse
still opens, says so, and turns its hints off instead of freezing the window.

The signal tests run the real game in a subprocess with SDL's dummy drivers
and a private NANBA_HOME, wait for its first frame (``NANBA_REPORT_FIRST_FRAME``),
send SIGTERM and give it a generous timeout: a game that ignores the signal
fails the test instead of hanging it.  No timing is asserted.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.kinds.sudoku.boxes import box_regions

# Every test here builds an App: a private home and corpus-made levels.
pytestmark = pytest.mark.usefixtures("ui_env")

REPO = Path(__file__).resolve().parents[1]

EMPTY_25 = "sudoku 25x25 " + "." * 625 + " " + box_regions(25, 5, 5)
EMPTY_RIPPLE_12 = "ripple 12x12 " + "." * 144 + " " + "".join(
    "0123456789abcdefghijklmnopqrstuvwxyz"[((i // 12) // 3 * 6 + (i % 12) // 2) % 36] for i in range(144))
"""Unclued, 2x3 regions: the exact solver gives up counting its solutions."""

TOO_HARD = "could not be checked for a unique solution in time"


# -- opening a puzzle too hard to analyse --------------------------------------------------------


def test_a_puzzle_whose_check_gives_up_opens_with_a_message(make_app):
    app = make_app("--puzzle", EMPTY_RIPPLE_12)
    assert app.frames > 0
    s = app.puzzle_scene.session
    assert s.puzzle.width == 12 and s.gave_up is not None
    assert any(TOO_HARD in m for m in app.messages)
    app.puzzle_scene.wand_primary()  # hints are off: the note again (the flash comes first), no new search
    assert TOO_HARD in app.messages[0] and "hints and check are off" in app.messages[0]
    app.puzzle_scene.thumb()
    assert "cannot be checked" in app.messages[0]
    app.pump(2)
    assert app.running


def test_a_puzzle_whose_score_gives_up_still_plays(make_app):
    app = make_app("--puzzle", EMPTY_25)
    app.pump(3)  # the score is worked out after the first frame: it gives up
    s = app.puzzle_scene.session
    assert app.frames > 0 and app.running
    assert s.score is None and s.score_note is not None
    assert any("No score: this puzzle is too hard to rate in time (too hard to analyse: gave up after" in m
               for m in app.messages)
    assert app.puzzle_scene.toolbar.score_text() == "?"
    app.puzzle_scene.wand_primary()  # counting its solutions is quick (several), so hints still work
    assert s.ui.hint is not None and s.ui.hint.technique == "GS"


# -- SIGTERM -------------------------------------------------------------------------------------


def start(home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "NANBA_HOME": str(home),
           "NANBA_REPORT_FIRST_FRAME": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("NANBA_DATA_DIR", None)  # the shipped levels
    return subprocess.Popen([sys.executable, "-m", "game", "--no-sound", *args], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_first_frame(proc: subprocess.Popen) -> None:
    assert proc.stderr is not None
    for line in proc.stderr:
        if line.startswith("first-frame"):
            return
    proc.wait(timeout=60)
    raise AssertionError(f"the game ended before its first frame (status {proc.returncode})")


def terminate(proc: subprocess.Popen) -> int:
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise AssertionError("the game did not end within 30 s of SIGTERM") from None


@pytest.mark.parametrize("args", [
    ("--puzzle", "suguru:0", "--size", "800x480"),
    ("--puzzle", "suguru:0", "--size", "800x480", "--kiosk"),
    ("--puzzle", EMPTY_25, "--size", "800x480"),   # busy: its score is being worked out
], ids=["plain", "kiosk", "busy"])
def test_sigterm_saves_and_exits(tmp_path, args):
    home = tmp_path / "home"
    proc = start(home, *args)
    wait_first_frame(proc)
    status = terminate(proc)
    assert status == 0, proc.stderr.read() if proc.stderr else ""
    # A kiosk keeps the game of a visit in memory only (game/kiosk_visit.py says why): nothing to save.
    assert (home / "data" / "autosave.json").is_file() is ("--kiosk" not in args)


def test_the_handlers_are_put_back(monkeypatch):
    """A game run in-process (as the tests do) leaves the process's own SIGTERM/SIGINT handling alone."""
    from game.signals import handling

    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT), os.environ.get("SDL_NO_SIGNAL_HANDLERS")
    with handling():
        assert signal.getsignal(signal.SIGTERM) is not before[0]
        assert os.environ.get("SDL_NO_SIGNAL_HANDLERS") == "1"
    after = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT), os.environ.get("SDL_NO_SIGNAL_HANDLERS")
    assert after == before


def test_the_handler_interrupts_a_computation_once():
    from game.signals import Terminated, handling

    with handling():
        with pytest.raises(Terminated) as info:
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(10 ** 8):  # the handler runs between bytecodes: this loop never ends by itself
                pass
        assert info.value.signum == signal.SIGTERM
        os.kill(os.getpid(), signal.SIGTERM)  # a second one while stopping is ignored: the save goes on
