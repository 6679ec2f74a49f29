"""Hand-made positions for the technique tests: one candidate string per cell, row-major.

``"12"`` means candidates 1 and 2, ``"3"`` an answered 3.  A position only
needs to show the pattern: a technique reads candidates, not the solution.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.engine.deduction import Deduction, Technique
from game.engine.logic import solve
from game.engine.puzzle import Puzzle, bit, full_mask
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


def stuck_position(rows: Sequence[Any], rng: random.Random, ladder: tuple[Technique, ...],
                   drops: tuple[float, ...], strikes: tuple[float, ...]) -> tuple[Any, Puzzle, list[int]]:
    """A random position that keeps the solution, taken where ``ladder`` stops: a corpus row (from
    ``rows``) less some of its clues (a share of ``drops``), a few wrong candidates struck (``strikes``)."""
    row = rng.choice(rows)
    p = Puzzle.from_line(row.line, row.solution)
    drop, strike = rng.choice(drops), rng.choice(strikes)
    cands = [bit(g) if g and rng.random() > drop else full_mask(n) for g, n in zip(p.givens, p.max_digit)]
    cands = [m if rng.random() > strike else bit(d) | (m & ~bit(rng.randrange(1, 8)))
             for m, d in zip(cands, p.solution)]
    return row, p, list(solve(Position(p, cands), ladder=ladder).cands)
