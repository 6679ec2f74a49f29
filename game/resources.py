"""One function finds every file the game ships: assets, levels, fonts.

The game runs three ways -- from a source checkout, from an installed wheel,
and from a PyInstaller bundle -- and the data lives in a different place in
each.  Everything that reads a shipped file asks :func:`resource_path`, so
there is exactly one place that knows those layouts:

* a PyInstaller bundle has them under ``sys._MEIPASS`` (``levels/``,
  ``assets/``, put there by packaging/nanba.spec);
* an installed wheel carries them inside the package as ``game/_data/``
  (copied in at build time by setup.py's build step, because setuptools'
  package-data cannot reach folders outside the package);
* a source checkout has them at the repository top, beside ``game/``.

``NANBA_DATA_DIR`` overrides all of them (tests point it at a temporary
folder holding their own level files).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots = []
    env = os.environ.get("NANBA_DATA_DIR")
    if env:
        roots.append(Path(env))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_PACKAGE / "_data")
    roots.append(_PACKAGE.parent)
    return roots


def resource_path(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``resource_path("levels", "suguru.txt")``.

    Returns the first root that has it; if none has it, the path under the
    first root, so the caller's "file not found" message names a real place.
    """
    roots = _roots()
    for root in roots:
        p = root.joinpath(*parts)
        if p.exists():
            return p
    return roots[0].joinpath(*parts)
