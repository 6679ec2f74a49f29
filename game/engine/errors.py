"""Errors the engine raises on bad input.

Every error a person can cause (a malformed puzzle line, a bad URL, a bad move
string) is a specific subclass of :class:`ValueError`, and its message says
what is wrong and where, in words a player can act on.  Callers that only care
that *something* was wrong catch :class:`PuzzleFormatError`.
"""

from __future__ import annotations


class PuzzleFormatError(ValueError):
    """A puzzle line, URL or save could not be read."""


class UnknownKindError(PuzzleFormatError):
    """The puzzle kind is not one Nanba plays."""


class SizeError(PuzzleFormatError):
    """The size field is malformed, or a field has the wrong length."""


class BadCharacterError(PuzzleFormatError):
    """A field holds a character outside its alphabet."""


class RegionError(PuzzleFormatError):
    """The regions do not make a legal puzzle of this kind."""


class ClueError(PuzzleFormatError):
    """A clue cannot stand where it is (for example, larger than its region)."""


class URLError(PuzzleFormatError):
    """A puzz.link URL could not be decoded."""


class MoveFormatError(ValueError):
    """A move string could not be read."""


class GaveUp(RuntimeError):
    """A solver spent its work budget (:mod:`game.engine.budget`) before finishing.

    Not a :class:`ValueError`: the puzzle is well formed, only too hard to
    analyse in the time allowed, and callers tell the player so in those words.
    """

    def __init__(self, message: str, nodes: int = 0, steps: int = 0) -> None:
        super().__init__(message)
        self.nodes = nodes
        self.steps = steps
