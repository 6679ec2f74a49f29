"""The hint is only ever made faster, never different.

Along every sudoku corpus puzzle's own hint path (and a sample of Ripple
Effect's), each hint -- its housekeeping, then its deduction: technique,
eliminations, reasons, placements and sentence -- folds into one digest per
group, and so do the scores and counts of :func:`logic.solve`.  The digests
below were taken from the code before the hint's speed-ups; a change to any
sentence, any elimination or the technique chosen at any step changes them.
(Run this file as a script to print the digests of the code in place.)
"""

from __future__ import annotations

import hashlib
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from game.engine import budget, logic
from game.engine.budget import Budget
from game.engine.deduction import Deduction
from game.engine.puzzle import Puzzle
from game.engine.state import Position

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def corpus_rows(kind: str) -> list[str]:
    return [line.split("\t")[0] for line in (CORPUS / f"{kind}.tsv").read_text().splitlines() if line.strip()]


def ripple_sample() -> list[str]:
    """Every fourth Ripple row, and every row of 24x14 and larger (the big boards' hints are the slow ones)."""
    out = []
    for i, line in enumerate(corpus_rows("ripple")):
        p = Puzzle.from_line(line)
        if i % 4 == 0 or p.width * p.height >= 24 * 14:
            out.append(line)
    return out


def group(line: str) -> str:
    p = Puzzle.from_line(line)
    return f"{p.kind} {p.width}x{p.height}"


def _fold(h: "hashlib._Hash", d: Deduction) -> None:
    h.update(repr((d.technique, d.eliminations, d.reasons, d.placements, d.text)).encode())


def hint_path_digest(line: str, h: "hashlib._Hash") -> None:
    """Fold every hint of the path that plays each hint in turn (auto, then the deduction) until none is left."""
    p = Puzzle.from_line(line)
    pos = Position(p)
    while True:
        got = logic.hint(pos)
        for d in got.auto:
            _fold(h, d)
            _play(pos, d)
        h.update(b"|")
        if got.deduction is None:
            break
        _fold(h, got.deduction)
        _play(pos, got.deduction)


def _play(pos: Position, d: Deduction) -> None:
    for c, digit in d.eliminations:
        pos.cands[c] &= ~(1 << digit)


ADDED = ("SR", "FC", "LL", "YC", "AI", "AX")
"""Rungs added to Ripple Effect's ladder (SR, FC) and Sudoku's (LL, YC, AI, AX) after these digests were
taken: their zero counts are left out."""


def solve_digest(line: str, h: "hashlib._Hash") -> None:
    r = logic.solve(Puzzle.from_line(line))
    counts = sorted((a, n) for a, n in r.counts.items() if n or a not in ADDED)
    h.update(repr((r.solved, r.score, counts, r.cands)).encode())


def digests(lines: list[str]) -> dict[str, tuple[str, str]]:
    """Per group: (hint path digest, solve digest), 16 hex digits each."""
    hints: dict[str, hashlib._Hash] = defaultdict(hashlib.sha256)
    solves: dict[str, hashlib._Hash] = defaultdict(hashlib.sha256)
    for line in lines:
        g = group(line)
        hint_path_digest(line, hints[g])
        solve_digest(line, solves[g])
    return {g: (hints[g].hexdigest()[:16], solves[g].hexdigest()[:16]) for g in hints}


# Taken from the code before the speed-ups (git archive of that commit, this file run as a script).  The
# 6x6, 8x8 and 9x9 groups hold rows that needed a guess, which the Law of Leftovers, the XY-chain, the
# alternating chain and ALS-XZ now go on with: taken again when those rungs came (every group gives its old
# digests with the older rungs alone).
SUDOKU = {
    'sudoku 12x12': ('b706807fa4fb7eb9', 'fda3f65bc2d66d31'),
    'sudoku 16x16': ('b24c034538941eb9', 'f17598397bb7b1da'),
    'sudoku 4x4': ('0195ea76a72e154f', 'b5c6b750b19fe0a4'),
    'sudoku 5x5': ('b6a4b64ef8357047', 'd825f2fc9046eb47'),
    'sudoku 6x6': ('1651bb23f4a218b2', 'ec010927d762e4f2'),
    'sudoku 7x7': ('6d801d2c15104961', '27af6448370cfc27'),
    'sudoku 8x8': ('0032c1458170dfc2', 'b94cfeb0e9f4eaaa'),
    'sudoku 9x9': ('79ef96adf1110cbc', 'cd8dba97056b502c'),
}
# The 10x10 and 8x8 groups hold rows the older rungs left stuck, which the Shared Reach and the Forcing
# Chain now go on with: taken again when those rungs came (every group gives its old digests with the
# older rungs alone).
RIPPLE = {
    'ripple 10x10': ('204bf58a9285d220', '8a2d5146692fcc2c'),
    'ripple 12x12': ('e7080e01c278771e', 'd137aa8285e9a8e5'),
    'ripple 18x10': ('69d338666aa10814', '6575f47b8ca9d0a6'),
    'ripple 24x14': ('c888f4a6a34cfffd', '0539b68faee3a3c5'),
    'ripple 40x25': ('e540001b741d9b4b', '383069b7ee2ceaed'),
    'ripple 6x6': ('e24c4fb87e1be2f1', 'd12e57702cf54bd3'),
    'ripple 7x7': ('c69251d0b188bbf9', '3409047e848cd6f1'),
    'ripple 8x8': ('538dfb66e15e87ca', '8d0a39fc7b348d2b'),
    'ripple 9x9': ('b31f6afba641ac81', '4d54827b8049edfb'),
}


def _rows(g: str) -> list[str]:
    lines = corpus_rows("sudoku") if g.startswith("sudoku") else ripple_sample()
    return [line for line in lines if group(line) == g]


@pytest.mark.parametrize("g", sorted(SUDOKU) + sorted(RIPPLE))
def test_hint_path_and_scores_unchanged(g: str) -> None:
    assert digests(_rows(g)) == {g: {**SUDOKU, **RIPPLE}[g]}


def test_the_digest_sees_one_changed_character() -> None:
    """The digest is not blind: one deduction with one more space in its sentence folds differently."""
    got = logic.hint(Position(Puzzle.from_line(corpus_rows("sudoku")[0])))
    d = got.auto[0] if got.auto else got.deduction
    assert d is not None
    h1, h2 = hashlib.sha256(), hashlib.sha256()
    _fold(h1, d)
    _fold(h2, Deduction(d.technique, d.eliminations, d.reasons, d.text + " ", d.placements))
    assert h1.hexdigest() != h2.hexdigest()


def _midgame(kind: str, row: int, after: int) -> Position:
    """A corpus puzzle on its own solve path just after its ``after``-th scored deduction (housekeeping pending)."""
    p = Puzzle.from_line(corpus_rows(kind)[row])
    pos = Position(p)
    zero = {t.abbr for t in logic.zero_score(p.kind)}
    steps = logic.solve(p, record=True).steps
    scored = [k for k, d in enumerate(steps[:-1]) if d.technique not in zero and steps[k + 1].technique in zero]
    for d in steps[:scored[min(after, len(scored)) - 1] + 1] if after else ():
        _play(pos, d)
    return pos


@pytest.mark.parametrize("kind, row, after", [("sudoku", 0, 0), ("sudoku", -1, 8), ("sudoku", 254, 20),
                                              ("ripple", -1, 30), ("suguru", -1, 5)])
def test_the_hints_housekeeping_is_the_solvers_loop(kind: str, row: int, after: int) -> None:
    """Step for step, cell for cell and budget charge for charge, the hint's own zero pass is the solver's."""
    pos = _midgame(kind, row, after)
    with budget.active(Budget()) as spend:
        run = logic._Run(pos.puzzle, list(pos.cands), logic._techs(pos.puzzle, None), True)
        logic._zero_pass(run)
    with budget.active(Budget()) as ours:
        auto = logic.apply_zero(pos)
    assert run.steps and list(auto) == run.steps
    assert (ours.steps, ours.spent) == (spend.steps, spend.spent)


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "sudoku"
    rows = corpus_rows("sudoku") if which == "sudoku" else ripple_sample()
    for g, pair in sorted(digests(rows).items()):
        print(f"    {g!r}: {pair!r},")
