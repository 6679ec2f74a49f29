"""The sudoku technique ladder, one table of :class:`~game.engine.deduction.Technique` entries.

The functions are in :mod:`game.engine.sudoku_techniques`; their order and
scores are here so they can be read at a glance (see :mod:`game.engine.sudoku`
for how the score adds up and what the guess means).  This table sits below
:mod:`game.engine.logic`, which registers it as ``LADDERS["sudoku"]``, and is
re-exported by :mod:`game.engine.sudoku`.
"""

from __future__ import annotations

from .deduction import Technique
from .sudoku_techniques import (big_fish, guess, hidden_pair, hidden_quad, hidden_single,
                                hidden_triple, jellyfish, locked_candidates, multi_colouring,
                                naked_pair, naked_quad, naked_single, naked_triple,
                                simple_colouring, swordfish, x_wing, xy_wing, xyz_wing)

SUDOKU_LADDER: tuple[Technique, ...] = (
    Technique("NS", "Naked Single", 0, naked_single),
    Technique("HS", "Hidden Single", 2, hidden_single),
    Technique("LC", "Locked Candidates", 4, locked_candidates),
    Technique("NP", "Naked Pair", 6, naked_pair),
    Technique("HP", "Hidden Pair", 8, hidden_pair),
    Technique("NT", "Naked Triple", 10, naked_triple),
    Technique("HT", "Hidden Triple", 12, hidden_triple),
    Technique("NQ", "Naked Quad", 14, naked_quad),
    Technique("HQ", "Hidden Quad", 16, hidden_quad),
    Technique("XW", "X-Wing", 18, x_wing),
    Technique("SF", "Swordfish", 22, swordfish),
    Technique("JF", "Jellyfish", 26, jellyfish),
    Technique("BF", "Big Fish", 30, big_fish),
    Technique("SC", "Simple Colouring", 32, simple_colouring),
    Technique("MC", "Multi-Colouring", 36, multi_colouring),
    Technique("XY", "XY-Wing", 40, xy_wing),
    Technique("XZ", "XYZ-Wing", 44, xyz_wing),
    Technique("GS", "Guess", 100, guess),
)
"""Every sudoku technique, cheapest first (the seed's order)."""

NO_GUESS_LADDER: tuple[Technique, ...] = tuple(t for t in SUDOKU_LADDER if t.abbr != "GS")
"""The ladder without the guess: what "solvable by logic" means for generated puzzles."""
