"""The built-in puzzle sets: ``levels/NAME.txt``, one puzzle line per line.

Line k (counting only puzzle lines; ``#`` comments and blank lines are
skipped) is puzzle number k, forever: the files are sorted by difficulty when
they are made and never reordered, and a test pins their checksums.

Loading is lazy: a set's file is read once into its raw lines (kept with
the file's size and time, so a changed or moved file is read again), and a
puzzle is parsed only when it is asked for, then kept.  Opening puzzle N
parses one line, not the whole set (0.3 ms cold against 25-50 ms here:
``bench/frame.py bare``), and the count the chooser needs is the number of
lines.  Solutions are not stored in the files (the exact solver finds them
in well under a millisecond when a puzzle is opened).  A set is named after its kind or a variant of it,
and its kind's backend declares it with its params
(:class:`game.engine.backend.LevelSet`); :func:`level_sets` lists those present.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

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


@dataclass
class _Set:
    """A set's raw puzzle lines, read once, and the puzzles parsed from them so far."""

    stamp: tuple[str, int, int]          # path, size and modification time of the file read
    lines: tuple[str, ...]
    parsed: dict[int, Puzzle] = field(default_factory=dict)

    def puzzle(self, number: int) -> Puzzle:
        p = self.parsed.get(number)
        if p is None:
            p = self.parsed[number] = parse_line(self.lines[number])
        return p


_sets: dict[str, _Set] = {}


def _stamp(path: Path) -> tuple[str, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return str(path), st.st_size, st.st_mtime_ns


def _set(kind: str) -> _Set:
    """The set ``kind``, read again only if its file changed (or moved: NANBA_DATA_DIR differs)."""
    stamp = _stamp(level_file(kind))
    s = _sets.get(kind)
    if s is None or stamp is None or s.stamp != stamp:
        s = _Set(stamp or ("", -1, -1), tuple(read_level_lines(kind)))
        _sets[kind] = s
    return s


def level_count(kind: str) -> int:
    """How many puzzles the built-in set ``kind`` holds (no puzzle is parsed)."""
    return len(_set(kind).lines)


class _LoadLevels:
    """``load_levels(kind)``: every built-in puzzle of ``kind``, index = puzzle number (parses the whole
    set, for the self-test and the ``levels`` command; the game opens one with :func:`level`)."""

    def __call__(self, kind: str) -> tuple[Puzzle, ...]:
        s = _set(kind)
        return tuple(s.puzzle(i) for i in range(len(s.lines)))

    @staticmethod
    def cache_clear() -> None:
        """Forget every set read (tests that swap the levels folder or the reader call this)."""
        _sets.clear()


load_levels = _LoadLevels()


def level(kind: str, number: int) -> Puzzle:
    """Built-in puzzle ``number`` of ``kind``; IndexError names the valid range."""
    s = _set(kind)
    if not 0 <= number < len(s.lines):
        raise IndexError(f"{kind} puzzle {number} does not exist: choose 0-{len(s.lines) - 1}")
    return s.puzzle(number)


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
            s = _set(name)
        except OSError:
            continue
        for i, ln in enumerate(s.lines):
            if ln.startswith(head) and ln.split()[2] == clues and s.puzzle(i) == puzzle:
                return name, i
    return None
