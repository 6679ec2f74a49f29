"""One practice position of the school, as the player works it: no pygame here.

:func:`exercise` turns a lesson position (:mod:`game.lessondata`) into what
the lesson scene shows: the candidates on the board (with the hint's own
housekeeping played first when the lesson is on a scored technique, as the
hint does), the deduction the hint gives there, and whether it *places* an
answer (the player then picks the cell and digit placed) or only strikes
candidates (the player picks the candidates that go).  :meth:`Exercise.judge`
compares the player's picks with it and says what was missed and what was
wrongly taken, in the candidate names the hints use (``4 in r2c3``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .engine.backend import backend
from .engine.deduction import Deduction, Technique
from .engine.digits import bit
from .engine.lessons import Lesson, lesson_deduction
from .engine.logic import hint
from .engine.puzzle import Puzzle
from .engine.state import Position
from .lessondata import positions

Pick = tuple[int, int]


def technique(kind: str, abbr: str) -> Technique:
    return next(t for t in backend(kind).ladder if t.abbr == abbr)


def practice(kind: str, abbr: str) -> tuple[Lesson, ...]:
    """The positions to practise on: all but the example, unless that would leave fewer than three."""
    found = positions(kind, abbr)
    return found[1:] if len(found) > 3 else found


@dataclass(frozen=True)
class Verdict:
    right: bool
    missed: tuple[Pick, ...]
    wrong: tuple[Pick, ...]


@dataclass
class Exercise:
    lesson: Lesson
    puzzle: Puzzle
    cands: list[int]
    deduction: Deduction
    taken: set[Pick] = field(default_factory=set)

    @property
    def placing(self) -> bool:
        """Does the deduction place answers?  Then the player picks the cell and the digit placed."""
        return bool(self.deduction.placements)

    @property
    def target(self) -> frozenset[Pick]:
        return frozenset(self.deduction.placements if self.placing else self.deduction.eliminations)

    def can_pick(self, cell: int, digit: int) -> bool:
        m = self.cands[cell]
        return 0 <= cell < len(self.cands) and bool(m & bit(digit)) and bool(m & (m - 1))

    def toggle(self, cell: int, digit: int) -> bool:
        """Take (or give back) a candidate; a placing lesson keeps one pick at most.  False if it is no open candidate."""
        if not self.can_pick(cell, digit):
            return False
        pick = (cell, digit)
        if pick in self.taken:
            self.taken.discard(pick)
        else:
            if self.placing:
                self.taken.clear()
            self.taken.add(pick)
        return True

    def judge(self) -> Verdict:
        missed = tuple(sorted(self.target - self.taken))
        wrong = tuple(sorted(self.taken - self.target))
        return Verdict(not missed and not wrong, missed, wrong)

    def name(self, pick: Pick) -> str:
        return f"{pick[1]} in {self.puzzle.cell_name(pick[0])}"

    def names(self, picks: tuple[Pick, ...], most: int = 6) -> str:
        words = [self.name(p) for p in picks[:most]]
        if len(picks) > most:
            words.append(f"and {len(picks) - most} more")
        return ", ".join(words)

    def feedback(self, verdict: Verdict) -> list[str]:
        """What the player reads after Done: right or not, what was missed, what was wrongly taken, and why."""
        goes = "placed" if self.placing else "go"
        lines = ["Right!" if verdict.right else "Not quite."]
        if verdict.missed:
            lines.append(f"Missed (these {goes}): {self.names(verdict.missed)}.")
        if verdict.wrong:
            lines.append(f"Wrongly taken (crossed out; these stay): {self.names(verdict.wrong)}.")
        lines.append(f"Why: {self.deduction.text}")
        return lines


def exercise(lesson: Lesson) -> Exercise:
    """The position of ``lesson`` ready to practise (ValueError when the hint no longer gives its technique)."""
    puzzle = lesson.puzzle()
    state = lesson.state()
    cands = list(state.cands)
    if technique(lesson.kind, lesson.abbr).score:
        for step in hint(state).auto:   # the hint's housekeeping, as the wand plays it first
            for c, d in step.eliminations:
                cands[c] &= ~bit(d)
    ded = lesson_deduction(Position(puzzle, cands), lesson.abbr)
    if ded is None or ded.technique != lesson.abbr:
        raise ValueError(f"the hint gives {ded.technique if ded else 'nothing'} here, not {lesson.abbr}")
    return Exercise(lesson, puzzle, cands, ded)
