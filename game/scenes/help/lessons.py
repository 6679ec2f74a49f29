"""The hook for lessons: how a technique row in Help opens the school's lesson on it, once there is one.

Help lists every technique of every kind (:func:`.content.techniques_page`);
each row knows its kind and abbreviation.  A school registers one function
here, ``opener(app, kind, abbr)``, that opens its lesson (pushes its scene) and
returns True, or False when it has no lesson for that technique.
:func:`has_lesson` asks it first, so a row shows a Lesson button only when
pressing it will do something.  No opener is registered today: Help then
shows no Lesson buttons at all.
"""

from __future__ import annotations

from typing import Callable

from ...services import Services

LessonOpener = Callable[[Services | None, str, str], bool]
"""``opener(app, kind, abbr)``: with ``app`` None it only answers whether a lesson exists."""
_OPENERS: list[LessonOpener] = []


def register_lesson_opener(opener: LessonOpener) -> None:
    """Make technique rows in Help open lessons through ``opener`` (the latest registered is asked first)."""
    _OPENERS.insert(0, opener)


def unregister_lesson_opener(opener: LessonOpener) -> None:
    if opener in _OPENERS:
        _OPENERS.remove(opener)


def has_lesson(kind: str, abbr: str) -> bool:
    return any(o(None, kind, abbr) for o in _OPENERS)


def any_lessons() -> bool:
    return bool(_OPENERS)


def open_lesson(app: Services, kind: str, abbr: str) -> bool:
    """Open the lesson on ``abbr`` of ``kind``; False when no school has one."""
    return any(o(app, kind, abbr) for o in _OPENERS if o(None, kind, abbr))
