"""The built-in puzzle sets: ``levels/NAME.txt``, one puzzle line per line.

Line k (counting only puzzle lines; ``#`` comments and blank lines are
skipped) is puzzle number k, forever: the files are sorted by difficulty when
they are made and never reordered, and a test pins their checksums.

Loading parses every line once and caches the set per kind; solutions are not
stored in the files (the exact solver finds them in well under a millisecond
when a puzzle is opened).  A set is named after its kind or a variant of it,
and its kind's backend declares it with its params
(:class:`game.engine.backend.LevelSet`); :func:`level_sets` lists those present.
"""

from __future__ import annotations

from functools import lru_cache

from .engine.backend import level_sets as registered_sets
from .engine.formats import parse_line
from .engine.puzzle import Puzzle
from .resources import resource_path

def level_sets() -> tuple[str, ...]:
    """The sets whose file is present, in the registry's order (:func:`game.engine.backend.level_sets`),
    then any others by name.

    Read from the levels folder each time (tests and installs differ), so
    the menu offers exactly what can be opened.
    """
    folder = resource_path("levels")
    present = {f.stem for f in folder.glob("*.txt")} if folder.is_dir() else set()
    registered = [s.name for s in registered_sets()]
    known = [name for name in registered if name in present]
    return tuple(known + sorted(present - set(registered)))


def set_title(name: str) -> str:
    """The title a kind's backend gives the set (``Sudoku 6x6``); an unknown set's own name, capitalised."""
    for s in registered_sets():
        if s.name == name:
            return s.title
    return name.capitalize()


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


def level_count(kind: str) -> int:
    """How many puzzles the built-in set ``kind`` holds (its file is read afresh, not cached)."""
    return len(read_level_lines(kind))


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


def locate(puzzle: Puzzle, prefer: str | None = None, number: int | None = None) -> tuple[str, int] | None:
    """The (set, number) of a built-in puzzle, or None if no set holds it.

    ``prefer`` and ``number`` (what a save says) are checked first; then every
    set present, looking only at lines of the same kind, size and clues, so
    no set is parsed whole.
    """
    if prefer is not None and number is not None:
        try:
            if level(prefer, number) == puzzle:
                return prefer, number
        except (IndexError, OSError, ValueError):
            pass
    head = f"{puzzle.kind} {puzzle.width}x{puzzle.height} "
    clues = puzzle.line().split()[2]
    for name in level_sets():
        try:
            lines = read_level_lines(name)
        except OSError:
            continue
        for i, ln in enumerate(lines):
            if ln.startswith(head) and ln.split()[2] == clues and parse_line(ln) == puzzle:
                return name, i
    return None
