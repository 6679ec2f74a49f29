"""The front end of a puzzle kind: what the screens need to know about it, and the registry.

The engine says what a kind's rules are (:mod:`game.engine.rules`); a
:class:`KindFront` says how its board looks and reads on screen: where the
candidates go in a cell, how a digit is written, what is drawn over the
board (Sujiko's circle sums), how regions are coloured (a sudoku's boxes),
and what extras the screens offer for it (a rating word, a tools dialog, a
note in the solver's log).

A kind nobody wrote a front for still plays: :func:`front_for` hands it
:data:`DEFAULT`, this base class as it is -- regions coloured like Suguru's
polyominoes, candidates along each cell's top edge, digits 10 and up as the
line format's letters, nothing drawn over the board.  The screens ask
``front_for(puzzle.kind)`` and never branch on a kind's name.

Built-in fronts live beside this module and register themselves; whatever
a front needs from the engine (a box shape, the circle sums) it reads from
the puzzle, not from its name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, ClassVar, Sequence

import pygame

from ...engine.difficulty import guessed, score_of, word_for
from ...engine.puzzle import Puzzle, digit_char
from ..layout import Layout

if TYPE_CHECKING:  # pragma: no cover - the logical solver loads on first use, never at start-up
    from ...engine.logic import LogicResult

Color = tuple[int, int, int]


class KindFront:
    """A kind's front end.  This base is the default front; built-in kinds override what differs."""

    rated: ClassVar[bool] = False
    """Does the score box show a rating word under the score (:meth:`rating_word`)?"""
    tools: ClassVar[str | None] = None
    """The key of the tools dialog whose board tools (paint, highlight, solve, log) apply to this
    kind's puzzles, or None: the scenes in :mod:`game.scenes.kinds` say which key is theirs."""
    candidates_where: ClassVar[str] = "in a row along the top edge of each open cell"
    """Where a cell's candidates are drawn, as Help tells it (it must match :meth:`adapt_layout`)."""

    def adapt_layout(self, layout: Layout, puzzle: Puzzle) -> Layout:
        """The layout this kind's board is drawn and hit-tested with (candidate slots may differ)."""
        return layout

    def digit_label(self, puzzle: Puzzle) -> Callable[[int], str]:
        """How the board, the pad and the dialogs write digit d (10..16 as the letters A..G)."""
        return digit_char

    def region_colours(self, puzzle: Puzzle) -> list[Color] | None:
        """Each region's fill, or None for the palette's colouring that keeps neighbours apart."""
        return None

    def draw_overlay(self, surf: pygame.Surface, puzzle: Puzzle, layout: Layout, cands: Sequence[int]) -> None:
        """Drawn over the cells, under the marks and the cursor (clues that are not in a cell)."""

    def rating_word(self, puzzle: Puzzle, score: int | None, gave_up: str | None) -> str:
        """The word for the score box (when :attr:`rated`): the difficulty band New puzzle names at this
        board's size (:func:`~game.engine.difficulty.word_for`); runs on the scorer's thread.  A puzzle
        with several solutions has no difficulty to speak of."""
        from ...engine.logic import solve  # the solver loads on first use, never at start-up

        if puzzle.solution is None:
            return "Not unique" if gave_up is None else ""
        try:
            return word_for(puzzle, score or 0, guessed(solve(puzzle)))
        except Exception:  # the ladder spent its budget: the score alone still has a word
            return word_for(puzzle, score or 0)

    def log_note(self, puzzle: Puzzle, result: LogicResult) -> str:
        """What the solver log's summary line adds after the score (", rated ..." when :attr:`rated`), or ""."""
        word = word_for(puzzle, score_of(puzzle, result), guessed(result)) if self.rated else ""
        return f", rated {word}" if word else ""


DEFAULT = KindFront()
"""The front of every kind that registered none: a plain region board with a candidate grid."""

_FRONTS: dict[str, KindFront] = {}


def register_front(name: str, front: KindFront) -> KindFront:
    """Make ``front`` the front of the puzzle kind ``name`` (replacing any before it)."""
    _FRONTS[name] = front
    return front


def front_for(kind: str) -> KindFront:
    """The front registered for the puzzle kind ``kind``, else :data:`DEFAULT`."""
    return _FRONTS.get(kind, DEFAULT)
