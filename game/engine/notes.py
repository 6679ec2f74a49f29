"""The player's own notes (pencil marks) of a clean-start game, and the one history they share with play.

In a clean-start game the engine's candidates stay complete underneath (the
hints, the checker and the solver read them), and what an open cell shows is
the player's notes: a bit mask per cell, empty at first.  Notes change by
small moves with a text form (:mod:`game.engine.moves`):

* ``note 14 3`` toggles note 3 of cell 14;
* ``notes auto`` (Auto-notes) gives every open cell the digits no placed
  digit rules out;
* ``rub 14`` rubs out every note of cell 14;
* ``unnote 3 14,15`` takes note 3 off those cells: what placing a 3 does to
  its peers' notes, or a hint striking candidates.  It is written right after
  the move that caused it and is undone with it (one step).

A move on the candidates that wipes notes out by itself -- a restart clears
every note, a deduction strikes its eliminations -- takes them with it the
same way on every replay, so that needs no text.

:class:`Timeline` is the game's history as the player sees it: each entry is
one undo step, an engine move (played on the :class:`~game.engine.state.PlayState`,
which keeps its own history) and/or notes moves with their diffs.  A save is
every entry's move texts in order and the count of texts in force.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .board import Board
from .marks import ruled_out
from .moves import ApplyDeduction, Move, NotesErase, NotesFill, NotesStrike, NoteToggle, Restart
from .puzzle import full_mask

NotesDiff = tuple[tuple[int, int, int], ...]
NOTE_MOVES = (NoteToggle, NotesFill, NotesStrike, NotesErase)


def is_note_move(move: Move) -> bool:
    return isinstance(move, NOTE_MOVES)


def open_cell(mask: int) -> bool:
    return bool(mask & (mask - 1))


def notes_effect(p: Board, notes: Sequence[int], cands: Sequence[int], move: Move) -> NotesDiff:
    """What ``move`` does to the notes, as ``(cell, old, new)``: a notes move, or an engine move that wipes
    notes out by itself (a restart, a deduction's eliminations).  Bad cells and digits change nothing."""
    new: dict[int, int] = {}
    n = p.ncells

    def fits(cell: int, digit: int) -> bool:
        return 0 <= cell < n and 1 <= digit <= p.max_digit[cell]

    if isinstance(move, NoteToggle):
        if fits(move.cell, move.digit) and open_cell(cands[move.cell]):
            new[move.cell] = notes[move.cell] ^ (1 << move.digit)
    elif isinstance(move, NotesFill):
        full = [full_mask(p.max_digit[c]) if open_cell(m) else m for c, m in enumerate(cands)]
        for c, d in ruled_out(p, full):
            full[c] &= ~(1 << d)
        for c, m in enumerate(cands):
            if open_cell(m):
                new[c] = full[c]
    elif isinstance(move, NotesErase):
        if 0 <= move.cell < n and open_cell(cands[move.cell]):
            new[move.cell] = 0
    elif isinstance(move, NotesStrike):
        for c in move.cells:
            if fits(c, move.digit):
                new[c] = new.get(c, notes[c]) & ~(1 << move.digit)
    elif isinstance(move, ApplyDeduction):
        for c, d in move.eliminations:
            if fits(c, d):
                new[c] = new.get(c, notes[c]) & ~(1 << d)
    elif isinstance(move, Restart):
        new = {c: 0 for c in range(n)}
    return tuple((c, notes[c], m) for c, m in sorted(new.items()) if m != notes[c])


def peers_noting(p: Board, notes: Sequence[int], cands: Sequence[int], cell: int, digit: int) -> tuple[int, ...]:
    """The open cells that may not share ``digit`` with ``cell`` and still have it as a note."""
    peers: set[int] = set()
    if digit < len(p.conflicts[cell]):
        peers.update(p.conflicts[cell][digit])
    for house in p.houses:
        if cell in house:
            peers.update(house)
    peers.discard(cell)
    return tuple(c for c in sorted(peers) if open_cell(cands[c]) and notes[c] >> digit & 1)


@dataclass
class Entry:
    """One undo step: its moves (an engine move first, if any) and what they did to the notes."""

    moves: list[Move]
    engine: bool
    diff: list[tuple[int, int, int]] = field(default_factory=list)


@dataclass
class Timeline:
    """The notes in force and the undo steps; ``index`` entries are in force."""

    notes: list[int]
    entries: list[Entry] = field(default_factory=list)
    index: int = 0

    @classmethod
    def empty(cls, ncells: int) -> "Timeline":
        return cls([0] * ncells)

    def step(self, diff: Iterable[tuple[int, int, int]], forward: bool) -> None:
        for cell, old, new in diff:
            self.notes[cell] = new if forward else old

    def undo(self) -> Entry | None:
        """Take the last step in force back (its notes); the step, for its engine move, or None."""
        if not self.index:
            return None
        self.index -= 1
        entry = self.entries[self.index]
        self.step(reversed(entry.diff), False)
        return entry

    def redo(self) -> Entry | None:
        if self.index >= len(self.entries):
            return None
        entry = self.entries[self.index]
        self.step(entry.diff, True)
        self.index += 1
        return entry

    def push(self, entry: Entry) -> None:
        """A new undo step in force, dropping the redo tail."""
        del self.entries[self.index:]
        self.entries.append(entry)
        self.step(entry.diff, True)
        self.index += 1

    def join(self, move: Move, diff: NotesDiff) -> None:
        """Fold notes moves into the last step (one undo takes both back)."""
        if not self.index or not diff:
            return
        entry = self.entries[self.index - 1]
        entry.moves.append(move)
        entry.diff.extend(diff)
        self.step(diff, True)

    @property
    def can_undo(self) -> bool:
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        return self.index < len(self.entries)

    def texts(self) -> list[str]:
        """What a save keeps: every move's text, notes moves too (with :meth:`texts_in_force`)."""
        return [m.text() for e in self.entries for m in e.moves]

    def texts_in_force(self) -> int:
        return sum(len(e.moves) for e in self.entries[:self.index])

    def moves_in_force(self) -> list[Move]:
        return [m for e in self.entries[:self.index] for m in e.moves]


def engine_index(moves: Sequence[Move], index: int) -> int:
    """How many engine moves are among the first ``index`` of a save's moves (a save counts notes moves too)."""
    return sum(1 for m in moves[:index] if not is_note_move(m))
