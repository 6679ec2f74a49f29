"""Help: a contents page with search, and pages on the rules, the controls, hints, aids and techniques.

:mod:`.model` (what a page is), :mod:`.content` and :mod:`.controls` (every
page, from the registry, the ladders and the bindings), :mod:`.picture` (each
kind's example board), :mod:`.layout` (where it all goes), :mod:`.scene`
(the scene) and :mod:`.lessons` (the hook a school opens its lessons by).
"""

from __future__ import annotations

from .. import school_hook  # noqa: F401  (registers the school's opener for the technique rows)
from .scene import HelpScene

__all__ = ["HelpScene"]
