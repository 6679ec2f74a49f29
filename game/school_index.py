"""Which built-in puzzles a lesson's technique is the hardest step of: the school's "Practise on real puzzles".

Finding them means solving the built-in puzzles of the kind one by one (three
thousand for Sudoku: seconds), so :class:`HardestIndex` does it a puzzle at a
time, for the school to spread over frames while it shows how far it got
(:mod:`game.scenes.school_search`).  Each puzzle is solved once: the index
notes every technique's puzzles as it goes, so a later lesson of the same kind
asks nothing new, and :func:`index` keeps one index per kind for the session
(made again only when a level file changes).  No pygame here.

:func:`keep` also writes how far each kind's index got to ``school-index.json``
in the data folder (atomically, through the storage's file layer; a kiosk
keeps it for the visit only), and :func:`index` starts from it in the next
session -- only while the level files, the kind's ladder and the game's
version are those it was made with, so a changed solver or set looks again.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable

from . import __version__
from .engine.backend import backend
from .engine.logic import solve
from .levels import level, level_count, level_file

if TYPE_CHECKING:  # pragma: no cover
    from .storage import Storage

INDEX_FORMAT = "nanba-school-index-1"

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


_indexes: dict[str, tuple[list[Any], HardestIndex]] = {}


def _stamp(kind: str) -> list[Any]:
    """What an index of ``kind`` depends on: the game's version, the kind's ladder and its level files now
    (path, size, time).  Kept as JSON has it, so a stamp read back compares equal."""
    out: list[Any] = [__version__, [t.abbr for t in backend(kind).ladder]]
    for s in backend(kind).level_sets:
        path = level_file(s.name)
        try:
            st = path.stat()
        except OSError:
            out.append([str(path), None])
            continue
        out.append([str(path), st.st_size, st.st_mtime_ns])
    return out


def _path(storage: "Storage") -> Any:
    return storage.data_dir / "school-index.json"


def _saved(storage: "Storage | None") -> dict[str, Any]:
    """Every kind's entry in the file (empty when there is none, or it cannot be used)."""
    if storage is None:
        return {}

    def build(data: dict[str, Any]) -> dict[str, Any]:
        kinds = data.get("kinds")
        if not isinstance(kinds, dict):
            raise ValueError("'kinds' is not a table")
        return kinds

    got = storage._load(_path(storage), "index of the built-in puzzles", INDEX_FORMAT, "it is made again", build)
    return got or {}


def _restore(idx: HardestIndex, entry: Any) -> None:
    """Take over what a saved entry found (anything that does not fit is ignored: it is looked at again)."""
    if not isinstance(entry, dict) or type(entry.get("done")) is not int or not isinstance(entry.get("found"), dict):
        return
    done = max(0, min(entry["done"], idx.total))
    seen = set(idx.todo[:done])
    found: dict[str, list[tuple[str, int]]] = {}
    for abbr, rows in entry["found"].items():
        if not isinstance(rows, list):
            return
        got = [(r[0], r[1]) for r in rows if isinstance(r, list) and len(r) == 2 and type(r[1]) is int
               and (r[0], r[1]) in seen]
        if len(got) != len(rows):
            return
        found[str(abbr)] = got
    idx.done, idx.found = done, found


def index(kind: str, storage: "Storage | None" = None) -> HardestIndex:
    """This session's index of ``kind`` (as far as it has got), at first as far as one saved had got."""
    stamp = _stamp(kind)
    kept = _indexes.get(kind)
    if kept is None or kept[0] != stamp:
        idx = HardestIndex(kind)
        entry = _saved(storage).get(kind)
        if isinstance(entry, dict) and entry.get("stamp") == stamp:
            _restore(idx, entry)
        kept = _indexes[kind] = (stamp, idx)
    return kept[1]


def keep(kind: str, storage: "Storage | None") -> bool:
    """Write how far this session's index of ``kind`` got (other kinds' entries stay); True if written."""
    kept = _indexes.get(kind)
    if storage is None or kept is None:
        return False
    stamp, idx = kept
    kinds = _saved(storage)
    kinds[kind] = {"stamp": stamp, "done": idx.done,
                   "found": {abbr: [list(p) for p in got] for abbr, got in idx.found.items()}}
    return storage._write(_path(storage), {"format": INDEX_FORMAT, "kinds": kinds}, "index of the built-in puzzles")


def forget() -> None:
    """Drop every index of this session (tests that want a search from scratch)."""
    _indexes.clear()
