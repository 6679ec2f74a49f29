"""The logical solver gives every built-in puzzle the run it gave before the solver was made faster.

The solver's bookkeeping (dirty masks per house and per digit, queues, resumed runs) may change how
fast a run goes, never where it goes: the score, the counts per technique, the end position and
every step (technique, eliminations, reasons, sentence, placements) of every puzzle in levels/ are
pinned here by sha256, as the code before those changes made them.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from game.engine import logic
from game.engine.puzzle import Puzzle

LEVELS = Path(__file__).resolve().parents[2] / "levels"

PINNED = {
    "suguru": "7ae8f7fae83096ad04e1bfbb954abd64e51209565d1bc105c53cdaddb157b5ae",
    "ripple": "c9eec47b4093d8a747cdd4d29d870b3e4334c68bdc4a345146d0d98b0a32fa0f",
    "sudoku6": "0439dfb6a3aaa707d9bd8db72deffe9733e38a96480c1681c4d0fa5fe8a0937e",
    "sudoku": "1db8c27b26a098deda6802504f56e46bb737da099e8b41504087dd16b1ae7abe",
    "jigsaw": "cd2571ea9339a6c733ca15b40e392f254df0bdd945fe36fb3b52d5b6ce252689",
    "sujiko": "da9965f9a7c1d7a1372b8084152c20c9d4914ee1db6cdc44e5c04155cead8f99",
    "sujiko4": "15e0382a9970a45a39c4235e35c97edd325195653f47334d08a9490d417470a9",
}


ADDED = {"ripple": ("SR", "FC"), "suguru": ("FC",)}
"""Rungs a kind's ladder gained after its runs were pinned.  The solver tries them only where every
older rung is stuck, which no built-in puzzle ever is, so each run is the same; only the counts
gain their zero entries, which are left out of the digest (a count above zero stays in)."""


def runs_digest(name: str) -> tuple[int, str]:
    """How many puzzles the set has, and the sha256 of their recorded runs, in file order."""
    text = (LEVELS / f"{name}.txt").read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]
    h = hashlib.sha256()
    for line in lines:
        p = Puzzle.from_line(line)
        r = logic.solve(p, record=True)
        steps = [(d.technique, d.eliminations, d.reasons, d.text, d.placements) for d in r.steps]
        added = ADDED.get(p.kind, ())
        counts = sorted((a, n) for a, n in r.counts.items() if n or a not in added)
        h.update(repr((r.solved, r.score, counts, r.cands, steps)).encode())
    return len(lines), h.hexdigest()


def test_every_set_is_pinned() -> None:
    assert sorted(PINNED) == sorted(p.stem for p in LEVELS.glob("*.txt"))


@pytest.mark.parametrize("name", sorted(PINNED))
def test_the_solver_runs_every_built_in_puzzle_as_before(name: str) -> None:
    count, digest = runs_digest(name)
    assert count >= 100
    assert digest == PINNED[name], f"the logical solver now runs {name}'s puzzles differently"
