"""The puzzles played, whatever their source: the Recent list and a record for each puzzle.

A built-in puzzle has its records by set and number (:mod:`game.storage`);
a pasted, opened, generated or daily puzzle has none of those, so every
puzzle is also known by its canonical line (:func:`puzzle_key`, a short hash
of it).  ``played.json`` beside the records keeps, per key, the line, where
it came from, whether it was solved and the best time, and the keys of the
last :data:`RECENT_CAP` puzzles played, newest first.  It is written through
the storage's own file layer, so it is atomic, and a kiosk's
:class:`~game.kiosk_visit.VisitStorage` keeps it in memory for the visit only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .storage import Storage

PLAYED_FORMAT = "nanba-played-1"
RECENT_CAP = 50
"""How many puzzles the Recent page lists (older ones fall off; their records stay)."""
RECORD_CAP = 5000
"""Puzzles whose records are kept at most: the oldest unsolved ones go first past it."""

SOURCES = {"set": "", "pasted": "pasted", "file": "file", "generated": "generated", "daily": "daily",
           "custom": "given by hand", "editor": "made in the editor"}
"""Where a puzzle came from, and how the Recent page says it ("set" shows the set and number instead)."""


def puzzle_key(line: str) -> str:
    """The key of a puzzle's records: 16 hex digits of the SHA-256 of its canonical line."""
    import hashlib   # here: the first frame needs no hash (the start stays quick)

    return hashlib.sha256(line.strip().encode("utf-8")).hexdigest()[:16]


@dataclass
class Entry:
    """One puzzle played: its line, where it came from, and how it went."""

    line: str
    kind: str
    source: str
    number: int = -1
    set_name: str = ""
    """The built-in set a numbered puzzle is from (Recent opens it there again)."""
    solved: bool = False
    best: float | None = None
    started: bool = False
    """A move was made (the Recent page says "in progress" until it is solved)."""
    game: dict[str, Any] | None = None
    """The game in progress as a save holds it (:class:`game.saves.SavedGame`), so Recent resumes it."""

    def state_text(self) -> str:
        if self.solved:
            return "solved" + (f", best {clock(self.best)}" if self.best is not None else "")
        return "in progress" if self.started else "not started"

    def source_text(self, set_title: str = "") -> str:
        if self.source == "set" and self.number >= 0:
            return f"{set_title or self.set_name or self.kind} {self.number}"
        return SOURCES.get(self.source, self.source)

    def to_data(self) -> dict[str, Any]:
        return {"line": self.line, "kind": self.kind, "source": self.source, "number": self.number, "set": self.set_name,
                "solved": self.solved, "best": self.best, "started": self.started,
                **({"game": self.game} if self.game else {})}

    @classmethod
    def from_data(cls, d: Any) -> "Entry | None":
        """An entry from its JSON, or None if any field is unusable (that entry alone is dropped)."""
        if not isinstance(d, dict) or not isinstance(d.get("line"), str) or not isinstance(d.get("kind"), str):
            return None
        best = d.get("best")
        if not (best is None or (isinstance(best, (int, float)) and not isinstance(best, bool)
                                 and math.isfinite(best) and best >= 0)):
            best = None
        number = d.get("number")
        return cls(line=d["line"], kind=d["kind"], source=str(d.get("source") or "custom"),
                   number=number if isinstance(number, int) and not isinstance(number, bool) else -1,
                   set_name=str(d.get("set") or ""),
                   solved=d.get("solved") is True, best=best, started=d.get("started") is True,
                   game=d["game"] if isinstance(d.get("game"), dict) else None)


def clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def _from_data(data: dict[str, Any]) -> tuple[dict[str, Entry], list[str]]:
    raw = data.get("puzzles")
    puzzles: dict[str, Entry] = {}
    if isinstance(raw, dict):
        for key, d in raw.items():
            e = Entry.from_data(d)
            if e is not None and isinstance(key, str):
                puzzles[key] = e
    recent = [k for k in data.get("recent", []) if isinstance(k, str) and k in puzzles] \
        if isinstance(data.get("recent"), list) else []
    return puzzles, list(dict.fromkeys(recent))[:RECENT_CAP]


class Played:
    """The puzzles played and their records, over a storage (None: kept for this run only)."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.puzzles: dict[str, Entry] = {}
        self.recent: list[str] = []
        if storage is not None:
            loaded = storage._load(self.path, "list of puzzles played", PLAYED_FORMAT,
                                   "the Recent list starts afresh", _from_data)
            if loaded is not None:
                self.puzzles, self.recent = loaded

    @property
    def path(self) -> Any:
        return self.storage.data_dir / "played.json" if self.storage is not None else None

    def _save(self) -> bool:
        if self.storage is None:
            return False
        if len(self.puzzles) > RECORD_CAP:   # the oldest unsolved puzzles, not in Recent, go first
            spare = [k for k, e in self.puzzles.items() if k not in self.recent and not e.solved]
            for k in spare[:len(self.puzzles) - RECORD_CAP]:
                del self.puzzles[k]
        for k, e in self.puzzles.items():   # games in progress are kept for the Recent page only
            if e.game is not None and k not in self.recent:
                e.game = None
        data = {"format": PLAYED_FORMAT, "recent": self.recent,
                "puzzles": {k: e.to_data() for k, e in self.puzzles.items()}}
        return self.storage._write(self.path, data, "list of puzzles played")

    def entry(self, line: str) -> Entry | None:
        return self.puzzles.get(puzzle_key(line))

    def note_played(self, line: str, kind: str, source: str, number: int = -1, started: bool = True,
                    set_name: str = "", game: dict[str, Any] | None = None) -> bool:
        """The puzzle was played: first in Recent (written only when something changed)."""
        key = puzzle_key(line)
        e = self.puzzles.get(key)
        changed = e is None or (self.recent[:1] != [key]) or (started and not e.started)
        if e is None:
            e = self.puzzles[key] = Entry(line=line, kind=kind, source=source or "custom", number=number,
                                          set_name=set_name)
        elif source and e.source == "custom" and source != "custom":
            e.source, changed = source, True   # a better word for where it came from
        e.started = e.started or started
        if game is not None and game != e.game:
            e.game, changed = game, True
        if not changed:
            return False
        self.recent = [key] + [k for k in self.recent if k != key][:RECENT_CAP - 1]
        return self._save()

    def record_solved(self, line: str, kind: str, source: str, seconds: float | None, number: int = -1,
                      set_name: str = "") -> bool:
        """Note a solve (``seconds`` None: with help, so no time); True when it is a new best time."""
        self.note_played(line, kind, source, number, set_name=set_name)
        e = self.puzzles[puzzle_key(line)]
        e.solved, e.game = True, None   # nothing left to resume
        new_best = seconds is not None and math.isfinite(seconds) and seconds >= 0 and (e.best is None
                                                                                         or seconds < e.best)
        if new_best:
            e.best = float(seconds or 0)
        self._save()
        return new_best

    def recent_entries(self) -> list[Entry]:
        return [self.puzzles[k] for k in self.recent if k in self.puzzles]


def session_source(session: Any) -> str:
    """Where a game's puzzle came from: a set (numbered), else what opened it, else "custom"."""
    if getattr(session, "number", -1) >= 0:
        return "set"
    return str(getattr(session, "source", "") or "custom")


def note_session(storage: Storage | None, session: Any, seconds: float | None = None, solved: bool = False,
                 game: dict[str, Any] | None = None) -> bool:
    """Note a game in the puzzles played (its save data ``game``, or its solve: ``seconds`` None for one with
    help); never raises.

    True when a solve is a new best time for this puzzle.
    """
    if storage is None:
        return False
    try:
        played = Played(storage)
        line, number = session.puzzle.line(), session.number
        set_name = session.kind if number >= 0 else ""
        if solved:
            return played.record_solved(line, session.puzzle.kind, session_source(session), seconds, number, set_name)
        started = game is None or bool(game.get("moves"))   # opened and left untouched: not started yet
        played.note_played(line, session.puzzle.kind, session_source(session), number, started=started,
                           set_name=set_name, game=game)
    except Exception:   # the list of puzzles played must never stop a game
        return False
    return False


def played_best(storage: Storage | None, line: str) -> float | None:
    """The best time kept for this puzzle by its line, or None."""
    try:
        e = Played(storage).entry(line) if storage is not None else None
    except Exception:
        return None
    return e.best if e is not None else None
