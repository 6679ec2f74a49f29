"""Saved games: the format, its complete validation, and the names of save files.

A saved game follows Tatham's rule: the puzzle line plus the texts of the
moves and the undo index, so a save replays through the same code as play
does and can never describe a state the engine could not reach.

**Validation is complete.**  A save is accepted only once every field is in
range and every move has been parsed, checked against the puzzle (its cells
on the grid, its digits ones those cells can hold) and *replayed*: a save that
validates cannot crash anything later, because everything later does is what
validation already did.  Replay is linear in the number of moves.

**The header.**  Each save also carries ``progress`` (cells filled, open
cells): what the Load list shows, so listing saves reads each file's fields
and replays nothing.  Saves written before the header existed are replayed
once to list them.

**File names are an injective encoding of the save's name.**  The name is
NFC-normalised and case-folded (names equal after that are the same save);
then ``a-z``, ``0-9`` and ``-`` stay and every other character becomes ``_``
and four hex digits of its code point (``__`` and six beyond the BMP), so two
different names never share a file, and no name can reach outside the saves
folder (``/``, ``..``, NUL are escaped like anything else).  A stem that is a
Windows device name (``con``, ``com1``...) has its last letter escaped too; a
stem longer than :data:`MAX_STEM` keeps its start plus ``~`` and a hash of the
whole name (``~`` never appears otherwise).  The name itself is stored in the
file for display.  :func:`safe_slot` is the older, lossy scheme, still used to
find saves written by earlier versions.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

# hashlib and datetime are imported where they are used: the game's start needs neither (3 ms).

from .engine.errors import MoveFormatError, PuzzleFormatError
from .engine.formats import parse_line
from .engine.moves import Move
from .engine.notes import engine_index
from .engine.state import PlayState, misfit

SAVE_FORMAT = "nanba-save/1"
MAX_ELAPSED = 10**9
"""Seconds of play a save may claim (31 years): a larger number is damage, not a long game."""
MAX_LEVEL = 10**6


class SaveFormatError(PuzzleFormatError):
    """A saved game (JSON text or object) does not describe a playable game."""


def now_iso() -> str:
    """The current UTC time as ISO 8601 with a ``Z``: what ``saved_at`` holds."""
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise SaveFormatError(message)


@dataclass
class SavedGame:
    """A game in progress: the puzzle line, the moves' texts and the undo index.

    ``number`` is the built-in level number, or None for an imported or
    generated puzzle; ``elapsed`` is seconds played; ``saved_at`` is ISO 8601 UTC.
    ``seen``: the solution was shown (on the board or in the watch view), so a solve after
    loading it keeps no best time either; written only when true, so older Nanbas read the save.
    """

    kind: str
    number: int | None
    line: str
    moves: list[str]
    index: int
    elapsed: float
    saved_at: str
    seen: bool = False
    notes: bool = False
    """A clean-start game: the player's own notes, its ``note`` / ``notes`` / ``unnote`` moves counted in
    ``moves`` and ``index`` too; written only when true."""

    @classmethod
    def from_state(cls, state: PlayState, number: int | None = None, elapsed: float = 0.0) -> "SavedGame":
        """Capture a :class:`PlayState` (``saved_at`` is now)."""
        return cls(state.puzzle.kind, number, state.puzzle.line(), state.move_texts(), state.index,
                   float(elapsed), now_iso())

    def to_state(self) -> PlayState:
        """Replay the game.  The puzzle has no solution attached: the caller finds it."""
        moves = [Move.parse(t) for t in self.moves]
        return PlayState(parse_line(self.line), moves, engine_index(moves, self.index))

    def to_data(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "kind": self.kind, "number": self.number, "line": self.line,
                "moves": list(self.moves), "index": self.index, "elapsed": self.elapsed,
                "saved_at": self.saved_at, **({"solution_seen": True} if self.seen else {}),
                **({"notes": True} if self.notes else {})}

    def to_json(self) -> str:
        return json.dumps(self.to_data(), indent=1, ensure_ascii=False, allow_nan=False) + "\n"

    @classmethod
    def from_json(cls, source: str | bytes | dict[str, Any]) -> "SavedGame":
        """Read and validate a save.  Raises :class:`SaveFormatError` saying what is wrong."""
        return validated(source)[0]


def validated(source: str | bytes | dict[str, Any]) -> tuple[SavedGame, PlayState]:
    """The save and its replayed state, after complete validation; raises :class:`SaveFormatError`."""
    data: Any
    if isinstance(source, dict):
        data = source
    else:
        try:
            data = json.loads(source)
        except json.JSONDecodeError as e:
            raise SaveFormatError(f"the save is not JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
        except (UnicodeDecodeError, RecursionError, ValueError):
            raise SaveFormatError("the save is not readable JSON text") from None
    _require(isinstance(data, dict), "the save is not a JSON object")
    _require(data.get("format") == SAVE_FORMAT,
             f"the save's format is {short(data.get('format'))}, not {SAVE_FORMAT!r}")
    line, kind, number = data.get("line"), data.get("kind"), data.get("number")
    _require(isinstance(line, str), "the save has no puzzle line")
    try:
        puzzle = parse_line(line)
    except PuzzleFormatError as e:
        raise SaveFormatError(f"the save's puzzle line is unusable: {e}") from None
    _require(kind == puzzle.kind, f"the save's kind {short(kind)} does not match its puzzle ({puzzle.kind})")
    _require(number is None or (type(number) is int and 0 <= number <= MAX_LEVEL),
             f"the save's level number {short(number)} is not a whole number from 0 to {MAX_LEVEL}")
    texts = data.get("moves")
    _require(isinstance(texts, list), "the save's moves are not a list")
    moves = []
    for i, text in enumerate(texts):
        _require(isinstance(text, str), f"move {i + 1} of the save is not text: {short(text)}")
        try:
            move = Move.parse(text)
        except MoveFormatError as e:
            raise SaveFormatError(f"move {i + 1} of the save is unusable: {e}") from None
        problem = misfit(puzzle, move)
        _require(problem is None, f"move {i + 1} of the save ({short(text)}) does not fit the puzzle: {problem}")
        moves.append(move)
    index = data.get("index")
    _require(type(index) is int and 0 <= index <= len(texts),
             f"the save's undo index {short(index)} is not between 0 and {len(texts)}")
    elapsed = data.get("elapsed")
    # Compared before any conversion: float() of a 400-digit integer raises OverflowError.
    _require(type(elapsed) in (int, float) and 0 <= elapsed <= MAX_ELAPSED,
             f"the save's playing time {short(elapsed)} is not a number of seconds")
    saved_at = data.get("saved_at")
    _require(isinstance(saved_at, str) and _is_iso(saved_at),
             f"the save's date {short(saved_at)} is not an ISO 8601 date")
    seen = data.get("solution_seen", False)
    _require(isinstance(seen, bool), f"the save's solution_seen {short(seen)} is not true or false")
    notes = data.get("notes", False)
    _require(isinstance(notes, bool), f"the save's notes {short(notes)} is not true or false")
    try:
        state = PlayState(puzzle, moves, engine_index(moves, index))
    except Exception as e:  # whatever a replay raises, the save is what cannot be played
        raise SaveFormatError(f"the save's moves cannot be replayed ({type(e).__name__})") from None
    return SavedGame(kind, number, line, list(texts), index, float(elapsed), saved_at, seen, notes), state


def _is_iso(text: str) -> bool:
    from datetime import datetime

    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


# ---------------------------------------------------------------- listing ---

@dataclass(frozen=True)
class SaveInfo:
    """One row of the load menu.  :meth:`Storage.load_game` takes its ``name``.

    ``damaged`` says why a save cannot be loaded (it was moved aside); such a row
    has only its name and slot.  ``newer`` marks a save a newer Nanba wrote: left
    as it is, listed, not loadable.
    """

    slot: str
    kind: str
    number: int | None
    saved_at: str
    progress: str
    name: str = ""
    elapsed: float = 0.0
    damaged: str = ""
    newer: bool = False


def newer_format(data: Any) -> bool:
    """True for a save written by a newer Nanba (``nanba-save/N``, N above ours): not damage, so never moved aside."""
    fmt = data.get("format") if isinstance(data, dict) else None
    found = re.fullmatch(r"nanba-save/([0-9]{1,9})", fmt) if isinstance(fmt, str) else None
    return found is not None and int(found.group(1)) > int(SAVE_FORMAT.rsplit("/", 1)[1])


def progress_counts(state: PlayState) -> dict[str, int]:
    """The header a save carries for the Load list: cells filled of the open ones."""
    open_cells = [c for c in range(state.puzzle.ncells) if not state.is_given(c)]
    return {"filled": sum(1 for c in open_cells if state.answer(c)), "cells": len(open_cells)}


def progress_text(counts: dict[str, int], index: int, elapsed: float) -> str:
    minutes, seconds = divmod(int(elapsed), 60)
    moves = f"{index} move" + ("" if index == 1 else "s")
    return f"{counts['filled']}/{counts['cells']} cells, {moves}, {minutes}:{seconds:02d}"


def header_info(data: Any, slot: str) -> SaveInfo | None:
    """The Load-list row from a save's fields alone, or None when the file has no usable header
    (an older save: the caller validates it in full).  Raises SaveFormatError for a damaged one."""
    counts = data.get("progress")
    if not (isinstance(counts, dict) and all(type(counts.get(k)) is int and 0 <= counts[k] <= MAX_LEVEL
                                             for k in ("filled", "cells"))):
        return None
    kind, number, index, elapsed, saved_at = (data.get(k) for k in ("kind", "number", "index", "elapsed",
                                                                    "saved_at"))
    moves = data.get("moves")
    _require(isinstance(kind, str) and isinstance(data.get("line"), str), "the save has no puzzle line")
    _require(number is None or (type(number) is int and 0 <= number <= MAX_LEVEL),
             f"the save's level number {short(number)} is not a whole number from 0 to {MAX_LEVEL}")
    _require(isinstance(moves, list) and type(index) is int and 0 <= index <= len(moves),
             f"the save's undo index {short(index)} does not fit its moves")
    _require(type(elapsed) in (int, float) and 0 <= elapsed <= MAX_ELAPSED,
             f"the save's playing time {short(elapsed)} is not a number of seconds")
    _require(isinstance(saved_at, str) and _is_iso(saved_at),
             f"the save's date {short(saved_at)} is not an ISO 8601 date")
    return SaveInfo(slot, kind, number, saved_at, progress_text(counts, index, elapsed),
                    display_name(data, slot), float(elapsed))


def list_row(data: Any, slot: str) -> SaveInfo:
    """The Load list's row: from the header, or for an older save without one, from a full validation."""
    info = header_info(data, slot)
    if info is not None:
        return info
    game, state = validated(data)
    return SaveInfo(slot, game.kind, game.number, game.saved_at,
                    progress_text(progress_counts(state), game.index, game.elapsed), display_name(data, slot),
                    game.elapsed)


def stored_name(data: Any) -> str | None:
    """The name a save file holds (the one the player typed), or None."""
    name = data.get("name") if isinstance(data, dict) else None
    return name if isinstance(name, str) and name else None


def display_name(data: Any, slot: str) -> str:
    return stored_name(data) or slot


def quoted(name: str, limit: int = 40) -> str:
    """A save's name in a message: quoted, and cut to ``limit`` characters (names can be 10,000 long)."""
    return repr(name if len(name) <= limit else name[:limit] + "...")


# ------------------------------------------------------------------ names ---

MAX_STEM = 120
"""Longest file-name stem (bytes and characters alike: stems are ASCII), well inside every file system's 255."""
_KEEP = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")
_DEVICES = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9])$")


def name_key(name: str) -> str:
    """What makes two save names the same save: NFC normal form, case-folded."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"_{code:04x}" if code <= 0xFFFF else f"__{code:06x}"


def slot_for(name: str) -> str:
    """The file-name stem of the save called ``name`` (see the module docstring); '' for an empty name."""
    key = name_key(name)
    stem = "".join(ch if ch in _KEEP else _escape(ch) for ch in key)
    if _DEVICES.match(stem):
        stem = stem[:-1] + _escape(stem[-1])
    if len(stem) > MAX_STEM:
        import hashlib

        digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        stem = stem[:MAX_STEM - 17] + "~" + digest
    return stem


_UNSAFE = re.compile(r"[^\w\-]+")
_RESERVED = re.compile(r"^(con|prn|aux|nul|com\d|lpt\d)$", re.IGNORECASE)
MAX_SLOT = 64


def safe_slot(name: str) -> str:
    """The file-name stem earlier versions used for ``name`` (lossy: only for finding their saves).

    Letters, digits, ``_`` and ``-`` stay; every other run of characters
    becomes one ``_``; Windows device names get a trailing ``_``; an empty
    result is ``save``.
    """
    slot = _UNSAFE.sub("_", name.strip()).strip("_")[:MAX_SLOT].strip("_")
    if _RESERVED.match(slot):
        slot += "_"
    return slot or "save"
