"""What the play aids read off a position: clashing answers, digits placed, notes the answers rule out.

Every kind's rules say which cells may not share a digit (the conflicts table,
:attr:`game.engine.puzzle.Puzzle.conflicts`) and which groups hold each digit
once (its houses), so these work for any kind without asking its name:

* :func:`clashes` -- the answered cells whose digit the rules forbid beside
  another answer (a 2 touching a 2 in Suguru, twice in a row of a sudoku);
* :func:`cells_with` -- the cells whose answer is a digit;
* :func:`ruled_out` -- each candidate an answer on the board forbids, which
  the Auto-notes move deletes in one step.

>>> from game.engine.puzzle import Puzzle
>>> p = Puzzle.from_line("sudoku 4x4 1............... 0011001122332233")
>>> sorted(clashes(p, [0b10] + [0b10] + [0b11110] * 14))
[0, 1]
"""

from __future__ import annotations

from typing import Sequence

from .board import Board
from .digits import single_digit


def clashes(p: Board, cands: Sequence[int]) -> frozenset[int]:
    """The answered cells that break a rule with another answered cell (both are in the set)."""
    answers = [single_digit(m) for m in cands]
    out: set[int] = set()
    conflicts = p.conflicts
    for cell, d in enumerate(answers):
        if d and d < len(conflicts[cell]):
            for other in conflicts[cell][d]:
                if answers[other] == d:
                    out.add(cell)
                    out.add(other)
    for house in p.houses:               # a house the conflicts table might not spell out
        seen: dict[int, int] = {}
        for cell in house:
            d = answers[cell]
            if d:
                if d in seen:
                    out.update((cell, seen[d]))
                seen[d] = cell
    return frozenset(out)


def cells_with(cands: Sequence[int], digit: int) -> frozenset[int]:
    """The cells whose answer is ``digit`` (none for 0)."""
    if digit <= 0:
        return frozenset()
    return frozenset(c for c, m in enumerate(cands) if m == 1 << digit)


def ruled_out(p: Board, cands: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """Each (cell, digit) candidate of an unanswered cell that an answer on the board forbids, in cell order."""
    answers = [single_digit(m) for m in cands]
    out: set[tuple[int, int]] = set()
    conflicts = p.conflicts
    for cell, d in enumerate(answers):
        if d and d < len(conflicts[cell]):
            for other in conflicts[cell][d]:
                if not answers[other] and cands[other] >> d & 1:
                    out.add((other, d))
    for house in p.houses:
        placed = {answers[c] for c in house if answers[c]}
        for cell in house:
            if not answers[cell]:
                out.update((cell, d) for d in placed if cands[cell] >> d & 1)
    return tuple(sorted(out))
