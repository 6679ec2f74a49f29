"""``game.engine`` never imports pygame, directly or through anything it imports.

Each check runs in a fresh interpreter, because the test process itself may
already have pygame loaded by UI tests; the subprocess imports the package and
then every module found under it (so a new engine module is covered the day it
lands) and reports which pygame modules ended up in ``sys.modules``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROBE = r"""
import importlib, json, pkgutil, sys
import game.engine
names = ["game.engine"]
for info in pkgutil.walk_packages(game.engine.__path__, "game.engine."):
    importlib.import_module(info.name)
    names.append(info.name)
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith(("pygame.", "pygame_gui")))
print(json.dumps({"modules": names, "pygame": bad}))
"""


def probe(code: str) -> dict:
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, f"importing the engine failed:\n{out.stderr}"
    return json.loads(out.stdout.splitlines()[-1])


def test_engine_never_imports_pygame():
    found = probe(PROBE)
    assert found["pygame"] == [], f"pygame modules imported by the engine: {found['pygame']}"
    # The walk really covered the engine (guards against an empty, vacuous pass).
    for name in ("game.engine.puzzle", "game.engine.formats", "game.engine.state", "game.engine.moves"):
        assert name in found["modules"]

