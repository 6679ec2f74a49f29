"""``lessons`` and ``make-lessons``: the school's practice positions from the command line.

``python -m game lessons [KIND ...]`` prints every position as
``KIND<TAB>ABBR<TAB>LINE<TAB>MOVES``; ``python -m game hint LINE --moves MOVES``
gives the next deduction there.  ``make-lessons`` rebuilds the data files
(:mod:`game.lessonmaking`), progress on stderr.
"""

from __future__ import annotations

import argparse
import sys
import time

from .engine.backend import backend, backends
from .engine.errors import UnknownKindError


def _kinds(names: list[str]) -> list[str]:
    if not names:
        return [b.name for b in backends()]
    for name in names:
        backend(name)  # UnknownKindError for a kind no backend plays
    return list(dict.fromkeys(names))


def run_lessons(args: argparse.Namespace) -> int:
    from .engine.lessons import LessonFormatError, format_lesson
    from .lessondata import lessons

    try:
        for kind in _kinds(args.kind):
            for lesson in lessons(kind):
                print(format_lesson(lesson), flush=True)
    except (UnknownKindError, LessonFormatError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


def run_make(args: argparse.Namespace) -> int:
    from .lessondata import lessons
    from .lessonmaking import WANT, make

    try:
        kinds = _kinds(args.kind)
    except UnknownKindError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    made = make(kinds)
    lessons.cache_clear()
    short = 0
    for kind, found in made.items():
        for t in backend(kind).ladder:
            n = sum(1 for x in found if x.abbr == t.abbr)
            if n < 3:
                short += 1
                print(f"warning: {kind} {t.abbr} has {n} positions (fewer than 3)", file=sys.stderr)
    print(f"{sum(map(len, made.values()))} positions (up to {WANT} per technique) in "
          f"{time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return 1 if short else 0


COMMANDS = (
    ("lessons", run_lessons, "print the school's practice positions",
     "Print every practice position of the school as 'KIND<TAB>ABBR<TAB>LINE<TAB>MOVES': technique ABBR is the "
     "next deduction 'hint LINE --moves MOVES' gives there. MOVES are ';'-separated move texts (docs/FORMATS.md)."),
    ("make-lessons", run_make, "rebuild levels/lessons/KIND.tsv",
     "Find practice positions for every technique of each kind's ladder (built-in puzzles first, then sparser, "
     "merged and bigger ones made from them) and write levels/lessons/KIND.tsv. Deterministic; progress on "
     "stderr; exit status 1 if a technique has fewer than 3."),
)


def register(sub) -> None:
    for name, run, summary, description in COMMANDS:
        p = sub.add_parser(name, help=summary, description=description)
        p.add_argument("kind", nargs="*", metavar="KIND", help="only these kinds (default: every kind)")
        p.set_defaults(func=run)
