"""A kind's interactive rules intro: a tiny board and a few steps, each asking the player for moves.

Each kind's backend may hold an :class:`Intro` (``Kind.intro``): the board as
a puzzle line, its solution, and the :class:`IntroStep` values the player
walks through.  A step names the cells it is about; it is done when every one
of them holds its answer.  :func:`judge` says what a placement means for the
step on show -- played and right, or refused with the reason in words and the
cells the reason points at -- so the tutorial screen only draws and listens,
and every kind's words stay in the kind's own package.

The reasons are the rules' own: a digit that an answered cell already rules
out (a neighbour, a region mate, a row, column or box) names that cell (the screen marks it); a
digit too big for the cell says how far its cell's digits go; anything else
gets the step's ``why``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .digits import single_digit
from .puzzle import Puzzle


@dataclass(frozen=True)
class IntroStep:
    say: str
    """What to do, in a sentence or two."""
    cells: tuple[int, ...]
    """The cells this step asks for: it is done when each holds its answer."""
    why: str = ""
    """The rule this step teaches, said again after a wrong digit."""
    right: str = ""
    """Said once the step is done."""
    look: tuple[int, ...] = ()
    """Cells to outline while the step is on show (its own cells when empty)."""
    strike: bool = False
    """The player strikes out candidates instead of placing digits: each cell is done when only its
    answer is left, as in a game."""

    @property
    def outlined(self) -> tuple[int, ...]:
        return self.look or self.cells


@dataclass(frozen=True)
class Intro:
    title: str
    """The screen's title: ``Learn Suguru``."""
    line: str
    """The tiny board, as a puzzle line."""
    solution: str
    """Its only solution, one digit per cell (a test checks it is the exact solver's)."""
    steps: tuple[IntroStep, ...]
    done: str
    """The finish screen's words."""

    @cached_property
    def puzzle(self) -> Puzzle:
        return Puzzle.from_line(self.line, self.solution)

    @property
    def moves_needed(self) -> int:
        """The digits a player who never errs presses from the first step to the finish (a struck
        cell's every candidate but its answer)."""
        p = self.puzzle
        return sum(p.max_digit[c] - 1 if s.strike else 1 for s in self.steps for c in s.cells)


@dataclass(frozen=True)
class Verdict:
    played: bool
    """The digit goes on the board (it is right, and in a cell this step asks for)."""
    text: str
    """What the player is told."""
    cells: tuple[int, ...] = ()
    """The cells the words point at, to be marked: those whose digit rules this one out, or the cell
    itself when nothing on the board does (the step's own cells are outlined anyway)."""
    step_done: bool = False


def _named(cells: list[int], digit: int) -> str:
    one = len(cells) == 1
    return f"the marked cell{'' if one else 's'} already hold{'s' if one else ''} a {digit}"


def judge(intro: Intro, step: IntroStep, cands: list[int] | tuple[int, ...], cell: int, digit: int) -> Verdict:
    """What placing ``digit`` in ``cell`` (striking it out, in a ``strike`` step) means while ``step`` is on
    show (``cands`` the board's masks)."""
    p = intro.puzzle
    assert p.solution is not None
    if not 0 <= cell < p.ncells:
        return Verdict(False, "Pick a cell on the board first.")
    if single_digit(cands[cell]):
        if p.givens[cell] or cell not in step.cells:
            return Verdict(False, "That cell is already filled in: its digit stays. Pick an outlined cell.")
        return Verdict(False, "That cell is done. Pick one of the outlined cells.")
    if cell not in step.cells:
        return Verdict(False, "Not that cell yet: this step is about the outlined cells.")
    n = p.max_digit[cell]
    if not 1 <= digit <= n:
        return Verdict(False, f"Not {digit}: this cell holds a digit from 1 to {n}. {step.why}".strip(), (cell,))
    if step.strike:
        return _strike(intro, step, cands, cell, digit)
    if digit != p.solution[cell]:
        clash = [c for c in p.conflicts[cell][digit] if single_digit(cands[c]) == digit]
        if clash:
            return Verdict(False, f"Not {digit}: {_named(clash, digit)}. {step.why}".strip(), tuple(clash))
        return Verdict(False, f"Not {digit}. {step.why}".strip(), (cell,))
    left = [c for c in step.cells if c != cell and not single_digit(cands[c])]
    if left:
        return Verdict(True, f"Right: {digit}. Now the next outlined cell.", ())
    return Verdict(True, step.right or f"Right: {digit}.", (), True)


def _strike(intro: Intro, step: IntroStep, cands: list[int] | tuple[int, ...], cell: int, digit: int) -> Verdict:
    sol = intro.puzzle.solution
    assert sol is not None
    answer = sol[cell]
    if not cands[cell] >> digit & 1:
        return Verdict(False, f"The {digit} is struck out already.")
    if digit == answer:
        return Verdict(False, f"Keep the {digit}: nothing on the board rules it out. {step.why}".strip(), (cell,))
    if not single_digit(cands[cell] & ~(1 << digit)):
        return Verdict(True, f"Right: the {digit} goes.")
    left = [c for c in step.cells if c != cell and not single_digit(cands[c])]
    if left:
        return Verdict(True, f"Right: only {answer} is left, the cell's digit. Now the next outlined cell.")
    return Verdict(True, step.right or f"Right: only {answer} is left, the cell's digit.", (), True)

