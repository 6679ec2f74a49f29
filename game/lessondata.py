"""The lesson positions the game ships: ``levels/lessons/KIND.tsv`` (made by ``python -m game make-lessons``).

Read on first use and kept; a kind with no file has no lessons.  A damaged
line raises :class:`~game.engine.lessons.LessonFormatError`, whose message
names the file, the line and what is wrong: the data is built, never typed,
so a bad line is a defect to report, not something to skip quietly.
"""

from __future__ import annotations

from functools import lru_cache

from .engine.backend import backend, backends
from .engine.lessons import Lesson, parse_lessons
from .resources import resource_path


def lessons_path(kind: str):
    return resource_path("levels", "lessons", f"{kind}.tsv")


@lru_cache(maxsize=None)
def lessons(kind: str) -> tuple[Lesson, ...]:
    """Every position of ``kind``, in ladder order (a technique's first position is its example)."""
    path = lessons_path(kind)
    if not path.is_file():
        return ()
    abbrs = [t.abbr for t in backend(kind).ladder]
    found = parse_lessons(path.read_text(encoding="utf-8"), path.name, kind, abbrs)
    return tuple(sorted(found, key=lambda x: abbrs.index(x.abbr)))


def positions(kind: str, abbr: str) -> tuple[Lesson, ...]:
    return tuple(x for x in lessons(kind) if x.abbr == abbr)


def all_lessons() -> list[Lesson]:
    return [x for b in backends() for x in lessons(b.name)]
