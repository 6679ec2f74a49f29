"""Ripple Effect's techniques, cheapest first: the table the logical solver walks."""

from __future__ import annotations

from ...deduction import Technique
from ...forcing import IDEA as FORCING_IDEA
from ...forcing import forcing_chain
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from ..regions import REGION_IDEAS
from .techniques import ripple_forbidden_pair, shared_reach

GENERATOR_LADDER = (
    Technique("ER", "Exclusion Rule", 0, exclusion_rule, REGION_IDEAS["ER"]),
    Technique("FN", "Forbidden Neighbour", 1, forbidden_neighbour,
              "A digit d set in a cell leaves the cells up to d steps away in its row and its column."),
    Technique("HS", "Hidden Single", 3, hidden_single, REGION_IDEAS["HS"]),
    Technique("NP", "Naked Pairs", 6, naked_pair, REGION_IDEAS["NP"]),
    Technique("NT", "Naked Triples", 7, naked_triple, REGION_IDEAS["NT"]),
    Technique("HP", "Hidden Pairs", 8, hidden_pair, REGION_IDEAS["HP"]),
    Technique("HT", "Hidden Triples", 10, hidden_triple, REGION_IDEAS["HT"]),
    Technique("FP", "Forbidden Pair", 10, ripple_forbidden_pair,
              "Two cells of a region in one line holding the same two digits: a cell of that line too close to "
              "both loses the digit."),
)
"""The rungs the generator judges its puzzles by: the built-in sets and every fresh puzzle were made
with exactly these, so the rungs above them change no puzzle the game makes."""

LADDER = GENERATOR_LADDER + (
    Technique("SR", "Shared Reach", 12, shared_reach,
              "A digit d that must go in one of a few cells of a region leaves every cell outside it that lies "
              "within d steps, in a row or column, of all of them."),
    Technique("FC", "Forcing Chain", 18, forcing_chain, FORCING_IDEA),
)
"""Cheapest first (ties keep the seed's order)."""
