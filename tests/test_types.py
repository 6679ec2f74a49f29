"""The whole game type-checks: ``mypy game`` with the configuration in pyproject.toml reports nothing.

Run in a subprocess, as CI would (the engine's stricter check lives in tests/engine/test_structure.py).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_game_passes_mypy() -> None:
    out = subprocess.run([sys.executable, "-m", "mypy", "game"], cwd=REPO,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, f"mypy game failed:\n{out.stdout}{out.stderr}"
