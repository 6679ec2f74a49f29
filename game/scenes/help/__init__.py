"""Help: a contents page with search, and pages on the rules, the controls, hints, aids and techniques.

:mod:`.model` (what a page is), :mod:`.content` and :mod:`.controls` (every
page, from the registry, the ladders and the bindings), :mod:`.picture` (each
kind's example board), :mod:`.layout` (where it all goes), :mod:`.scene`
(the scene) and :mod:`.lessons` (the hook a school opens its lessons by).
"""

from __future__ import annotations

from ..school_hook import open_school_lesson
from .lessons import register_lesson_opener
from .scene import HelpScene

register_lesson_opener(open_school_lesson)  # the technique rows open the school's lessons

__all__ = ["HelpScene"]
