"""The game's start loads what its first frame needs and no more: no numpy, no solver, no CLI.

Each check runs in a fresh interpreter (a subprocess), since this one has long since imported
everything; they read ``sys.modules``, never the clock.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

NOT_AT_START = ("numpy", "hashlib", "game.audio", "game.kiosk", "game.cli", "game.cli_gen", "game.engine.logic",
                "game.engine.exact", "game.engine.generator", "game.engine.kinds.sudoku.rating",
                "game.daily", "datetime", "socket", "game.engine.intro", "game.engine.housekeeping",
                "game.scenes.hint", "game.scenes.pause", "game.scenes.solved")
"""Nothing the first frame draws needs these: the sound comes after it, the rest on first use (the daily
book and its calendar when a daily puzzle is solved or resumed; the host name comes from os.uname; the
tutorials, the hint's passes and the overlays when they open)."""


def run_python(code: str, home: Path) -> list[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NANBA_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.split()


def test_the_first_frame_loads_neither_numpy_nor_the_solver_nor_the_sound(tmp_path: Path) -> None:
    code = ("import sys\n"
            "from game.app import App, parse_options\n"
            "app = App(parse_options(['--puzzle', 'suguru:5', '--size', '800x480', '--no-resume']))\n"
            "app.draw()\n"
            f"print(app.frames, *[m for m in {NOT_AT_START!r} if m in sys.modules])\n")
    assert run_python(code, tmp_path) == ["1"]


def test_the_sound_warm_up_imports_no_numpy(tmp_path: Path) -> None:
    code = ("import sys\n"
            "from game.app import App, parse_options\n"
            "app = App(parse_options(['--puzzle', 'suguru:5', '--size', '800x480', '--no-resume']))\n"
            "app.pump(3)\n"
            "for _ in range(5):\n"
            "    app._wait(0.02)\n"
            "print(app.frames, app._warmed, len(app.sound._sounds), 'numpy' in sys.modules)\n")
    frames, warmed, sounds, numpy = run_python(code, tmp_path)[-4:]
    assert (frames, warmed, numpy) == ("3", "True", "False")
    assert int(sounds) == 9                       # every effect made, in the waits


def test_python_m_game_starts_the_game_without_the_cli(tmp_path: Path) -> None:
    code = ("import runpy, sys\n"
            "sys.argv = ['game', '--puzzle', 'suguru:0', '--size', '800x480', '--frames', '1', '--no-sound',"
            " '--no-resume']\n"
            "try:\n"
            "    runpy.run_module('game', run_name='__main__')\n"
            "except SystemExit as e:\n"
            "    print('exit', e.code)\n"
            "print('game.app' in sys.modules, 'game.cli' in sys.modules)\n")
    assert run_python(code, tmp_path)[-4:] == ["exit", "0", "True", "False"]
