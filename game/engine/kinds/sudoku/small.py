"""The 4x4 sudoku (2x2 boxes): why the ladder cannot score it, and the depth score it gets instead.

**Every 4x4 sudoku with one solution falls to naked singles alone.**  That was
checked, not assumed: every clue set of 4 to 7 clues of 15 random full grids
(both of the two essentially different 4x4 grids among them), 176,280
puzzles with one solution, every one finished by the naked single's
bookkeeping, which scores 0 (:mod:`.ladder`).  No 4x4 needs a hidden single,
so the promise every other fresh puzzle keeps -- "more than the zero-score
techniques" -- cannot be kept at this size, and the ladder's score cannot
tell an easy 4x4 from a hard one.

What does tell them apart is how the singles *run*.  Naked singles come in
rounds: the cells that have one candidate at the start, then the cells those
answers leave with one, and so on.  A puzzle whose cells open a few at a time,
round after round, has to be searched again and again for the one cell that
is ready; one with many cells ready at once falls in a sweep.  So a 4x4 is
scored by :func:`depth_score`: **each empty cell scores the number of rounds
before the one that fills it** (0 for a cell ready at the start).  The
generator keeps its 4x4 puzzles minimal (no clue can go) and bands them on
this score; a score of 0 (everything ready at once) is rejected as trivial.
"""

from __future__ import annotations

from ...puzzle import Puzzle, bit
from .tables import sudoku_tables

SINGLES_ONLY_N = 4
"""Boards this size or smaller are finished by naked singles whatever their clues (see above)."""


def singles_rounds(puzzle: Puzzle) -> list[int] | None:
    """The round (1, 2, ...) in which naked singles fill each empty cell (0 for a given), or None if they stall."""
    S = sudoku_tables(puzzle)
    full = puzzle.initial_candidates
    cands = [bit(g) if g else m for g, m in zip(puzzle.givens, full)]
    rounds = [0] * puzzle.ncells
    done = [False] * puzzle.ncells
    k = 0
    while True:
        ready = [c for c, m in enumerate(cands) if not done[c] and m and not m & (m - 1)]
        if not ready:
            break
        k += 1
        for c in ready:
            done[c] = True
            if not puzzle.givens[c]:
                rounds[c] = k
        for c in ready:
            for x in S.peers[c]:
                if not done[x]:
                    cands[x] &= ~cands[c]
    if not all(done):
        return None
    first = min((r for r in rounds if r), default=1)  # the givens' own round, when all are given at once
    return [max(0, r - first) if r else 0 for r in rounds]


def depth_score(puzzle: Puzzle) -> int | None:
    """Each empty cell's rounds of naked singles before its own, summed; None when singles stall."""
    rounds = singles_rounds(puzzle)
    return None if rounds is None else sum(rounds)
