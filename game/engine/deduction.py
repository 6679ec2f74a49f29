"""Deductions and the technique table entry.

A technique is a function from a position (anything with ``.puzzle`` and
``.cands``: a :class:`~game.engine.state.PlayState` or a bare
:class:`~game.engine.state.Position`) to a :class:`Deduction`, or None when it
finds nothing.  A deduction is what the hint overlay draws and the solver
applies: red candidates to delete, green candidates that justify it, and one
plain sentence naming the digits and cells of *this* instance.

Each kind has one table of :class:`Technique` entries (abbreviation, name,
score, function) so the hint label, the score and the solver's ladder can
never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

from .moves import ApplyDeduction
from .puzzle import Puzzle


class HasCandidates(Protocol):
    puzzle: Puzzle
    cands: list[int]


@dataclass(frozen=True)
class Deduction:
    """One step of logic: the candidates it deletes (and any answers it establishes), and why."""

    technique: str
    """The technique's two-letter abbreviation (``HS``, ``FP`` ...)."""
    eliminations: tuple[tuple[int, int], ...]
    """Red: ``(cell, digit)`` candidates to delete."""
    reasons: tuple[tuple[int, int], ...]
    """Green: ``(cell, digit)`` candidates that justify the deletions."""
    text: str
    """One sentence explaining this instance."""
    placements: tuple[tuple[int, int], ...] = ()
    """``(cell, digit)`` answers the deduction establishes, if any."""

    @property
    def cells_changed(self) -> int:
        """How many cells lose a candidate: what the difficulty score counts."""
        return len({c for c, _ in self.eliminations})

    def move(self) -> ApplyDeduction:
        return ApplyDeduction(self.technique, tuple(sorted(self.eliminations)))


TechniqueFn = Callable[[HasCandidates], "Deduction | None"]


@dataclass(frozen=True)
class Technique:
    """A rung of a kind's ladder: its abbreviation, name, score and the function that finds it."""

    abbr: str
    name: str
    score: int
    func: TechniqueFn
    idea: str = ""
    """The technique's idea in one plain sentence (Help's technique pages show it)."""
    guess: bool = False
    """Not a deduction but a guess (Sudoku's last rung): a puzzle that needs it is not "finished by logic"."""
