"""Which built-in puzzles a lesson's technique is the hardest step of: the school's "Practise on real puzzles".

Finding them means solving the built-in puzzles of the kind one by one (three
thousand for Sudoku: seconds), so :class:`HardestIndex` does it a puzzle at a
time, for the school to spread over frames while it shows how far it got
(:mod:`game.scenes.school_search`).  Each puzzle is solved once: the index
notes every technique's puzzles as it goes, so a later lesson of the same kind
asks nothing new, and :func:`index` keeps one index per kind for the session
(made again only when a level file changes).  No pygame here.
"""

from __future__ import annotations

import time
from typing import Callable

from .engine.backend import backend
from .engine.logic import solve
from .levels import level, level_count, level_file

MOST = 12
"""Puzzles offered for a technique: the first found are the easiest (a set runs from easy to hard)."""

Found = tuple[tuple[str, int], ...]
"""Built-in puzzles as (set, number)."""


class HardestIndex:
    """Each built-in puzzle of ``kind`` filed under its hardest technique, worked out a puzzle per :meth:`step`."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.todo: list[tuple[str, int]] = []
        for s in backend(kind).level_sets:
            try:
                count = level_count(s.name)
            except Exception:   # a set whose file is missing or unreadable offers nothing
                continue
            self.todo += [(s.name, n) for n in range(count)]
        self.done = 0
        """Puzzles looked at so far (the first ``done`` of :attr:`todo`)."""
        self.found: dict[str, list[tuple[str, int]]] = {}

    @property
    def total(self) -> int:
        return len(self.todo)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def step(self) -> None:
        """Look at the next puzzle."""
        if self.finished:
            return
        name, number = self.todo[self.done]
        self.done += 1
        try:
            hardest = solve(level(name, number)).hardest
        except (ValueError, IndexError, OSError):   # a damaged line or a file gone since: it offers nothing
            return
        if hardest:
            self.found.setdefault(hardest, []).append((name, number))

    def puzzles(self, abbr: str, most: int = MOST) -> Found | None:
        """The first ``most`` puzzles whose hardest step is ``abbr``; None while more may still be found."""
        got = self.found.get(abbr, [])
        if len(got) >= most or self.finished:
            return tuple(got[:most])
        return None

    def run(self, abbr: str, seconds: float, clock: Callable[[], float] = time.perf_counter) -> Found | None:
        """Look at one puzzle, then more for up to ``seconds``, until :meth:`puzzles` can answer for ``abbr``."""
        end = clock() + seconds
        while True:
            got = self.puzzles(abbr)
            if got is not None:
                return got
            self.step()
            if clock() >= end:
                return self.puzzles(abbr)


_indexes: dict[str, tuple[tuple[object, ...], HardestIndex]] = {}


def _stamp(kind: str) -> tuple[object, ...]:
    """What the kind's level files are now (path, size, time): an index of other files is made again."""
    out: list[object] = []
    for s in backend(kind).level_sets:
        path = level_file(s.name)
        try:
            st = path.stat()
        except OSError:
            out.append((str(path), None))
            continue
        out.append((str(path), st.st_size, st.st_mtime_ns))
    return tuple(out)


def index(kind: str) -> HardestIndex:
    """This session's index of ``kind`` (as far as it has got)."""
    stamp = _stamp(kind)
    kept = _indexes.get(kind)
    if kept is None or kept[0] != stamp:
        kept = _indexes[kind] = (stamp, HardestIndex(kind))
    return kept[1]


def forget() -> None:
    """Drop every index (tests that want a search from scratch)."""
    _indexes.clear()
