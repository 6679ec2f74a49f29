"""pyflakes finds nothing in the game, the benches or the tests: no unused import, no undefined name."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_pyflakes_is_clean() -> None:
    out = subprocess.run([sys.executable, "-m", "pyflakes", "game", "bench", "tests"], cwd=REPO,
                         capture_output=True, text=True, timeout=600)
    assert out.stdout == "" and out.stderr == "" and out.returncode == 0, out.stdout + out.stderr
