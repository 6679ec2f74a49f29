"""The built-in puzzle sets: ``levels/KIND.txt``, one puzzle line per line.

Line k (counting only puzzle lines; ``#`` comments and blank lines are
skipped) is puzzle number k, forever: the files are sorted by difficulty when
they are made and never reordered, and a test pins their checksums.

Loading parses every line once and caches the set per kind; solutions are not
stored in the files (the exact solver finds them in well under a millisecond
when a puzzle is opened).
"""

from __future__ import annotations

from functools import lru_cache

from .engine.formats import parse_line
from .engine.puzzle import Puzzle
from .resources import resource_path

KINDS_WITH_LEVELS = ("suguru", "ripple")


class LevelsMissingError(FileNotFoundError):
    """A built-in level file is not where it should be."""


def level_file(kind: str):
    return resource_path("levels", f"{kind}.txt")


def read_level_lines(kind: str) -> list[str]:
    """The puzzle lines of a level file, in order."""
    path = level_file(kind)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise LevelsMissingError(f"cannot read the {kind} levels at {path}: {e.strerror or e}") from None
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]


@lru_cache(maxsize=None)
def load_levels(kind: str) -> tuple[Puzzle, ...]:
    """Every built-in puzzle of ``kind``, index = puzzle number."""
    return tuple(parse_line(ln) for ln in read_level_lines(kind))


def level(kind: str, number: int) -> Puzzle:
    """Built-in puzzle ``number`` of ``kind``; IndexError names the valid range."""
    levels = load_levels(kind)
    if not 0 <= number < len(levels):
        raise IndexError(f"{kind} puzzle {number} does not exist: choose 0-{len(levels) - 1}")
    return levels[number]
