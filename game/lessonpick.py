"""The lesson builder's picker: the positions found so far, and the ways of offering it more.

:class:`Picker` keeps, per technique, the positions where the hint gives it next (ones where it
fires once first); :func:`walk` offers the positions a solve passes; :func:`striker` makes the
offer of the stages that strike wrong candidates, each closed under the cheaper techniques
(:func:`close_below`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .engine.backend import backend
from .engine.budget import Budget
from .engine.deduction import Technique
from .engine.errors import GaveUp
from .engine.lessons import Lesson, harvest, lesson_deduction, lesson_state, moves_to, single_instance
from .engine.logic import solve
from .engine.puzzle import Puzzle
from .engine.state import Position

WANT = 4
"""Positions kept per technique: the lesson's example and three to practise on."""
Say = Callable[[str], None]


class Picker:
    """The positions found so far, per technique: ones that fire once first, then the rest."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.ladder = backend(kind).ladder
        self.good: dict[str, list[Lesson]] = {t.abbr: [] for t in self.ladder}
        self.spare: dict[str, list[Lesson]] = {t.abbr: [] for t in self.ladder}
        self.used: set[tuple[str, str]] = set()

    def short(self, strict: bool = False) -> list[Technique]:
        """Techniques still wanting positions: with ``strict``, ones that fire once only."""
        return [t for t in self.ladder
                if len(self.good[t.abbr]) + (0 if strict else len(self.spare[t.abbr])) < WANT]

    def done(self, strict: bool = False) -> bool:
        return not self.short(strict)

    def offer(self, puzzle: Puzzle, cands: Sequence[int], abbr: str, line: str | None = None) -> bool:
        """Keep the position if ``abbr`` is still wanted and is what the hint gives there."""
        line = line or puzzle_line(puzzle)
        tech = next(t for t in self.ladder if t.abbr == abbr)
        if len(self.good[abbr]) >= WANT or (line, abbr) in self.used:
            return False
        moves = moves_to(puzzle, cands)
        try:
            state = lesson_state(puzzle, moves)
            ded = lesson_deduction(state, abbr, Budget())
        except GaveUp:
            return False
        if ded is None or ded.technique != abbr:
            return False
        lesson = Lesson(self.kind, abbr, line, moves)
        self.used.add((line, abbr))
        if single_instance(Position(puzzle, list(cands)) if tech.score else state, ded, tech):
            self.good[abbr].append(lesson)
        elif len(self.spare[abbr]) < WANT:
            self.spare[abbr].append(lesson)
        return True

    def lessons(self) -> list[Lesson]:
        out = []
        for t in self.ladder:
            out += (self.good[t.abbr] + self.spare[t.abbr])[:WANT]
        return out


def puzzle_line(puzzle: Puzzle) -> str:
    return puzzle.line()


def walk(picker: Picker, puzzle: Puzzle, strict: bool = False) -> None:
    """Offer every position on the solver's way through ``puzzle`` whose next step is still wanted."""
    wanted = {t.abbr for t in picker.short(strict)}
    line = puzzle_line(puzzle)
    try:
        for step, cands in harvest(puzzle, Budget()):
            if step.technique in wanted and (line, step.technique) not in picker.used:
                if picker.offer(puzzle, cands, step.technique, line) and len(picker.good[step.technique]) >= WANT:
                    wanted.discard(step.technique)
    except GaveUp:
        return


def close_below(puzzle: Puzzle, cands: list[int], tech: Technique) -> list[int] | None:
    """``cands`` after every technique cheaper than ``tech`` has been played to the end; None if it breaks."""
    cheaper = [t for t in backend(puzzle.kind).ladder if t.score < tech.score]
    try:
        result = solve(Position(puzzle, cands), ladder=cheaper, budget=Budget())
    except GaveUp:
        return None
    return list(result.cands) if all(result.cands) and not result.solved else None


def striker(picker: Picker, say: Say, where: str) -> Callable[[Puzzle, list[int]], bool]:
    """The offer of the struck-candidate stages: each technique still short that the strikes made fire,
    closed under the cheaper ones; False once none is short (stop)."""
    def offer(puzzle: Puzzle, trial: list[int]) -> bool:
        line = puzzle_line(puzzle)
        for tech in picker.short():
            # only where the strikes made the technique fire, on a puzzle it has no position from yet:
            # closing below it is the costly part
            fires = (tech.score and (line, tech.abbr) not in picker.used
                     and tech.func(Position(puzzle, list(trial))) is not None)
            closed = close_below(puzzle, trial, tech) if fires else None
            if closed is not None and picker.offer(puzzle, closed, tech.abbr, line):
                say(f"  {tech.abbr}: {where} position on {puzzle.width}x{puzzle.height}")
        return not picker.done()
    return offer


