"""Lessons: practice positions where one technique is the next deduction the hint gives.

A lesson position is a puzzle line and the moves that reach the position from
its start, ``;``-separated move texts as ``--moves`` takes them.  The data is
one tab-separated line per position (``levels/lessons/KIND.tsv``)::

    KIND<TAB>ABBR<TAB>LINE<TAB>MOVES

and ``python -m game lessons`` prints exactly those lines.  What makes a
position a lesson on ``ABBR`` is what the hint says there
(:func:`lesson_deduction`): for a zero-score technique, the first step the
hint would play itself; for any other, its deduction.  The builder
(:mod:`game.lessonmaking`) keeps only positions where that holds, and a test
checks every line the same way.

**Where positions come from.**  :func:`harvest` replays the logical solver's
own record of a real puzzle: the candidates just before each deduction it
made are a position where that deduction is next, because the solver and the
hint are one loop (:mod:`.logic`).  :func:`moves_to` then writes the shortest
moves we know that reach it: one ``set`` per answer the player would have
found, and one ``ded`` for the candidates struck in open cells that the
hint's own housekeeping would not strike again.

**Uniqueness.**  A practice position asks the player for *the* deduction;
one where the technique fires a second time elsewhere would mark a right
answer wrong.  :func:`single_instance` prefers positions where, once the
first instance is played, the technique finds nothing more.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .budget import Budget
from .deduction import Deduction, Technique
from .digits import bit
from .errors import MoveFormatError, PuzzleFormatError
from .formats import parse_line
from .logic import apply_zero, hint, ladder, solve
from .moves import ApplyDeduction, Move, SetAnswer
from .puzzle import Puzzle
from .state import PlayState, Position, misfit

__all__ = ["Lesson", "LessonFormatError", "format_lesson", "harvest", "lesson_deduction", "lesson_state",
           "moves_to", "parse_lessons", "single_instance"]

PACKED = "LP"
"""The technique word of the one ``ded`` move that packs a position's struck candidates (no real technique's)."""


class LessonFormatError(ValueError):
    """A lesson data line could not be read; the message names the line and what is wrong."""


@dataclass(frozen=True)
class Lesson:
    """One practice position: ``abbr`` of ``kind`` is the next deduction after ``moves`` on ``line``."""

    kind: str
    abbr: str
    line: str
    moves: tuple[str, ...]

    def text(self) -> str:
        return format_lesson(self)

    def puzzle(self) -> Puzzle:
        return parse_line(self.line)

    def state(self) -> PlayState:
        return lesson_state(self.puzzle(), self.moves)


def format_lesson(lesson: Lesson) -> str:
    """``KIND<TAB>ABBR<TAB>LINE<TAB>MOVES``: the data line and what ``python -m game lessons`` prints."""
    return "\t".join((lesson.kind, lesson.abbr, lesson.line, ";".join(lesson.moves)))


def split_moves(text: str) -> tuple[str, ...]:
    """``--moves`` text as its move texts: ``;``-separated, blanks dropped."""
    return tuple(m.strip() for m in text.split(";") if m.strip())


def lesson_state(puzzle: Puzzle, moves: Sequence[str]) -> PlayState:
    """The play state after ``moves`` (texts) on ``puzzle``.

    Raises :class:`MoveFormatError` for a move that cannot be read or does
    not fit the puzzle (a cell off the grid, a digit its cell cannot hold).
    """
    parsed: list[Move] = []
    for text in moves:
        move = Move.parse(text)
        why = misfit(puzzle, move)
        if why:
            raise MoveFormatError(f"move {text!r} does not fit the puzzle: {why}")
        parsed.append(move)
    return PlayState(puzzle, parsed)


def parse_lessons(text: str, source: str = "lessons", kind: str | None = None,
                  abbrs: Sequence[str] | None = None) -> list[Lesson]:
    """The lessons of a data file's text; blank and ``#`` lines are skipped.

    Each line is checked as far as reading goes: four tab-separated fields, a
    puzzle line of ``kind`` (when given) that parses, an abbreviation of
    ``abbrs`` (when given), move texts that read and fit the puzzle.  Raises
    :class:`LessonFormatError` naming ``source``, the line number and what is wrong.
    """
    out = []
    for number, raw in enumerate(text.splitlines(), 1):
        row = raw.rstrip("\r\n")
        if not row.strip() or row.lstrip().startswith("#"):
            continue
        where = f"{source} line {number}"
        fields = row.split("\t")
        if len(fields) != 4:
            raise LessonFormatError(f"{where}: expected 4 tab-separated fields KIND ABBR LINE MOVES, "
                                    f"found {len(fields)}")
        k, abbr, line, moves = (f.strip() for f in fields)
        if kind is not None and k != kind:
            raise LessonFormatError(f"{where}: kind {k!r} in the {kind} lessons")
        if abbrs is not None and abbr not in abbrs:
            raise LessonFormatError(f"{where}: {k} has no technique {abbr!r} (it has {', '.join(abbrs)})")
        try:
            puzzle = parse_line(line)
        except PuzzleFormatError as e:
            raise LessonFormatError(f"{where}: bad puzzle line: {e}") from None
        if puzzle.kind != k:
            raise LessonFormatError(f"{where}: the puzzle is a {puzzle.kind}, not a {k}")
        texts = split_moves(moves)
        try:
            lesson_state(puzzle, texts)
        except MoveFormatError as e:
            raise LessonFormatError(f"{where}: bad moves: {e}") from None
        out.append(Lesson(k, abbr, line, texts))
    return out


def lesson_deduction(pos: Position, abbr: str, budget: Budget | None = None) -> Deduction | None:
    """What the hint gives at ``pos`` for a lesson on ``abbr``.

    A zero-score technique is one the hint plays itself: its lesson asks for
    the first of those steps.  Any other lesson asks for the hint's deduction,
    the one it shows after its housekeeping.
    """
    h = hint(pos, budget)
    tech = technique_of(pos.puzzle.kind, abbr)
    if tech is not None and tech.score == 0:
        return h.auto[0] if h.auto else None
    return h.deduction


# -- building -------------------------------------------------------------------------------


def harvest(puzzle: Puzzle, budget: Budget | None = None) -> Iterator[tuple[Deduction, list[int]]]:
    """Each deduction the logical solver makes on ``puzzle``, with the candidates just before it."""
    result = solve(puzzle, record=True, budget=budget)
    cands = list(puzzle.initial_candidates)
    for step in result.steps:
        yield step, list(cands)
        for c, d in step.eliminations:
            cands[c] &= ~bit(d)
        for c, d in step.placements:
            cands[c] = bit(d)


def _answered(mask: int) -> bool:
    return bool(mask) and not mask & (mask - 1)


def moves_to(puzzle: Puzzle, target: Sequence[int]) -> tuple[str, ...]:
    """Short moves that reach candidates ``target`` from ``puzzle``'s start (``target`` within them).

    A ``set`` per answered cell that is no given, then one ``ded`` of what is
    still to strike in open cells.  When ``target`` is one the hint's
    housekeeping leaves alone (no zero-score step applies), the strikes it
    would make itself after the ``set`` moves are left out: the hint makes
    them again and lands on ``target``.
    """
    start = puzzle.initial_candidates
    sets = [SetAnswer(c, m.bit_length() - 1) for c, m in enumerate(target) if _answered(m) and m != start[c]]
    base = list(start)
    for s in sets:
        base[s.cell] = bit(s.digit)
    tidy = Position(puzzle, list(target))
    if not apply_zero(tidy):
        closed = Position(puzzle, base)
        for step in apply_zero(closed):
            for c, d in step.eliminations:
                closed.cands[c] &= ~bit(d)
        base = closed.cands if all(m & t == t for m, t in zip(closed.cands, target)) else base
    strikes = tuple((c, d) for c in range(puzzle.ncells) if not _answered(target[c])
                    for d in range(1, puzzle.max_digit[c] + 1)
                    if base[c] & bit(d) and not target[c] & bit(d))
    moves: list[Move] = list(sets)
    if strikes:
        moves.append(ApplyDeduction(PACKED, strikes))
    return tuple(m.text() for m in moves)


def single_instance(pos: Position, ded: Deduction, tech: Technique) -> bool:
    """Does ``tech`` find nothing more once ``ded`` is played on ``pos``?"""
    after = Position(pos.puzzle, list(pos.cands))
    for c, d in ded.eliminations:
        after.cands[c] &= ~bit(d)
    return tech.func(after) is None


def technique_of(kind: str, abbr: str) -> Technique | None:
    return next((t for t in ladder(kind) if t.abbr == abbr), None)
