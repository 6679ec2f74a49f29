"""Help's technique pages open the school's lessons: the opener Help's hook asks (:mod:`.help.lessons`).

Help's package registers it when Help loads; the school itself and its data
load only when Help first asks about a technique.
"""

from __future__ import annotations

from ..services import Services


def open_school_lesson(app: Services | None, kind: str, abbr: str) -> bool:
    """Open the lesson on ``abbr`` of ``kind`` over what is on screen; with ``app`` None, whether there is one."""
    from ..engine.lessons import LessonFormatError
    from ..lessondata import positions

    try:
        found = positions(kind, abbr)
    except (LessonFormatError, OSError, KeyError):
        return False
    if not found:
        return False
    if app is not None:
        from .school import SchoolScene

        app.stack.push(SchoolScene(app, kind, abbr))
    return True
