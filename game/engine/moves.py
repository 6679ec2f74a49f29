"""Moves: small frozen values with a text form.

A game is its puzzle plus the list of moves played; undo and redo move an
index along that list, the error rollback walks it back to the last correct
position, and a save file is the puzzle line plus the moves' texts.  So every
move is a frozen dataclass that survives ``Move.parse(m.text()) == m``.

=====================  ===================  ======================================
move                   text                 effect on the candidates
=====================  ===================  ======================================
DeleteCandidate        ``del 14 3``         cell 14 loses digit 3
RestoreCandidate       ``res 14 3``         cell 14 gets digit 3 back
SetAnswer              ``set 14 3``         cell 14 holds only 3 (the answer)
Reveal                 ``rev 14 3``         as ``set``, asked of the hint (help: no best time)
ClearAnswer            ``clr 14``           cell 14 gets all its digits back
ApplyDeduction         ``ded HS 14:2,15:2`` the listed (cell, digit)s are deleted
ApplySolution          ``sol``              every cell holds its solution digit
Restart                ``restart``          every cell as the puzzle began
Paint                  ``paint 14 3``       cell 14 painted colour 3 (0 = none; no
                                            effect on candidates, see below)
NoteToggle             ``note 14 3``        the player's note 3 of cell 14 toggled
NotesFill              ``notes auto``       Auto-notes: every open cell's notes filled
NotesStrike            ``unnote 3 14,15``   note 3 taken off cells 14 and 15
NotesErase             ``rub 14``           every note of cell 14 rubbed out
=====================  ===================  ======================================

The three notes moves leave the candidates alone: a clean-start game's notes
are the player's own, kept beside them (:mod:`game.engine.notes`).

``Paint`` is the seed's colouring aid (Sudoku Savant's eight colours for
"simple colouring" by hand).  Colours are play state, not UI state -- the
player expects Ctrl+Z to take a paint stroke back, and a save to keep them --
so a stroke is a move like any other.

Cells are row-major ints, as everywhere in the engine.  Givens never change:
a move that would change one changes nothing (the state refuses it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .errors import MoveFormatError

MAX_NUMBER = 10**6
"""No grid has this many cells or digits: a larger number in a move is a damaged text, refused on parsing
(a 20-digit digit once reached ``1 << digit`` and raised OverflowError on replay)."""


def _number(text: str, low: int) -> int:
    """``text`` as a whole number from ``low`` to :data:`MAX_NUMBER`; ValueError otherwise."""
    if len(text) > 8:
        raise ValueError
    value = int(text)
    if not low <= value <= MAX_NUMBER:
        raise ValueError
    return value


def _quote(text: str, limit: int = 40) -> str:
    """``text`` for an error message, cut to ``limit`` characters: a damaged save's 5,000-digit move is not echoed."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


@dataclass(frozen=True)
class Move:
    """A step of play, as its text (``del 3 2``) reads: every kind of move below is one.

    A kind of move that adds no field is a plain subclass, not a dataclass of its own (each one made at
    import costs the game's start): its equality, hash, repr and frozenness are its dataclass parent's,
    which compare the class too."""

    code: ClassVar[str] = ""

    def text(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":  # pragma: no cover - every subclass overrides
        """Build the move from the words after its code; ValueError or IndexError if malformed."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()

    @staticmethod
    def parse(text: str) -> "Move":
        """Read a move from its text.  Raises :class:`MoveFormatError`."""
        parts = text.split()
        if not parts:
            raise MoveFormatError("empty move")
        cls = _CODES.get(parts[0])
        if cls is None:
            raise MoveFormatError(f"unknown move {_quote(parts[0])} in {_quote(text)}")
        try:
            return cls._from_parts(parts[1:])
        except (ValueError, IndexError):
            raise MoveFormatError(f"malformed move {_quote(text)}") from None


@dataclass(frozen=True)
class _CellDigit(Move):
    """A move on one digit of one cell; its kinds below add only a code (``del 3 2`` is not ``res 3 2``)."""

    cell: int
    digit: int

    def text(self) -> str:
        return f"{self.code} {self.cell} {self.digit}"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if len(parts) != 2:
            raise ValueError
        return cls(_number(parts[0], 0), _number(parts[1], 1))


class DeleteCandidate(_CellDigit):
    code = "del"


class RestoreCandidate(_CellDigit):
    code = "res"


class SetAnswer(_CellDigit):
    code = "set"


class Reveal(SetAnswer):
    """A cell's answer shown by the hint when the techniques ran out: played as SetAnswer, kept apart
    in the history (and in a save) because it is help, as showing the solution is."""

    code = "rev"


@dataclass(frozen=True)
class _Cell(Move):
    """A move on one cell (its kinds are plain subclasses, as :class:`_CellDigit`'s are)."""

    cell: int

    def text(self) -> str:
        return f"{self.code} {self.cell}"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if len(parts) != 1:
            raise ValueError
        return cls(_number(parts[0], 0))


class ClearAnswer(_Cell):
    code = "clr"


@dataclass(frozen=True)
class ApplyDeduction(Move):
    """Delete the red candidates of a hint: ``technique`` is its abbreviation."""

    code = "ded"
    technique: str
    eliminations: tuple[tuple[int, int], ...]

    def text(self) -> str:
        elim = ",".join(f"{c}:{d}" for c, d in self.eliminations)
        return f"ded {self.technique} {elim}" if elim else f"ded {self.technique}"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if not 1 <= len(parts) <= 2 or not parts[0].isalnum():
            raise ValueError
        elims = []
        if len(parts) == 2:
            for item in parts[1].split(","):
                c, d = item.split(":")
                elims.append((_number(c, 0), _number(d, 1)))
        return cls(parts[0], tuple(elims))


class ApplySolution(Move):
    """The whole solution shown, as one undoable move."""

    code = "sol"

    def text(self) -> str:
        return "sol"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if parts:
            raise ValueError
        return cls()


class Restart(Move):
    """Every cell back as the puzzle began, as one move."""

    code = "restart"

    def text(self) -> str:
        return "restart"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if parts:
            raise ValueError
        return cls()


PAINT_COLOURS = 8
"""Colours a cell can be painted: 1..8 (0 = unpainted)."""


@dataclass(frozen=True)
class Paint(Move):
    """Paint ``cell`` in ``colour`` (1..8), or take its paint off (0)."""

    code = "paint"
    cell: int
    colour: int

    def text(self) -> str:
        return f"paint {self.cell} {self.colour}"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if len(parts) != 2:
            raise ValueError
        cell, colour = _number(parts[0], 0), _number(parts[1], 0)
        if colour > PAINT_COLOURS:
            raise ValueError
        return cls(cell, colour)


class NoteToggle(_CellDigit):
    code = "note"


class NotesFill(Move):
    """Every open cell's notes filled in from its candidates (clean start's Auto-notes)."""

    code = "notes"

    def text(self) -> str:
        return "notes auto"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if parts != ["auto"]:
            raise ValueError
        return cls()


class NotesErase(_Cell):
    """Every note of ``cell`` rubbed out (the clear key on an open cell in clean start).  Not a kind of
    ClearAnswer, which the play state would apply to the candidates."""

    code = "rub"


@dataclass(frozen=True)
class NotesStrike(Move):
    """Note ``digit`` taken off ``cells``: a digit placed (its peers), or a hint's eliminations."""

    code = "unnote"
    digit: int
    cells: tuple[int, ...]

    def text(self) -> str:
        return f"unnote {self.digit} {','.join(map(str, self.cells))}"

    @classmethod
    def _from_parts(cls, parts: list[str]) -> "Move":
        if len(parts) != 2:
            raise ValueError
        return cls(_number(parts[0], 1), tuple(_number(c, 0) for c in parts[1].split(",")))


_CODES: dict[str, type[Move]] = {
    cls.code: cls
    for cls in (DeleteCandidate, RestoreCandidate, SetAnswer, Reveal, ClearAnswer, ApplyDeduction,
                ApplySolution, Restart, Paint, NoteToggle, NotesFill, NotesStrike,
                NotesErase)
}
