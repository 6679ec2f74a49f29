"""Hand-made positions for the technique tests: one candidate string per cell, row-major.

``"12"`` means candidates 1 and 2, ``"3"`` an answered 3.  A position only
needs to show the pattern: a technique reads candidates, not the solution.
"""

from __future__ import annotations

from game.engine.deduction import Deduction
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position


def position(line: str, cells: list[str]) -> Position:
    p = Puzzle.from_line(line)
    assert len(cells) == p.ncells
    return Position(p, [sum(bit(int(ch)) for ch in s) for s in cells])


def check(ded: Deduction | None, abbr: str, red: set, green: set, words: list[str],
          placements: set | None = None) -> None:
    assert ded is not None
    assert ded.technique == abbr
    assert set(ded.eliminations) == red
    assert len(ded.eliminations) == len(red)
    assert set(ded.reasons) == green
    if placements is not None:
        assert set(ded.placements) == placements
    for w in words:
        assert w in ded.text, (w, ded.text)
    assert ded.text.endswith(".") and ded.text.count(". ") == 0
