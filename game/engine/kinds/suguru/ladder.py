"""Suguru's techniques, cheapest first: the table the logical solver walks."""

from __future__ import annotations

from ...deduction import Technique
from ...forcing import IDEA as FORCING_IDEA
from ...forcing import forcing_chain
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from ..regions import REGION_IDEAS
from .techniques import forbidden_pair, forbidden_triple

GENERATOR_LADDER = (
    Technique("ER", "Exclusion Rule", 0, exclusion_rule, REGION_IDEAS["ER"]),
    Technique("FN", "Forbidden Neighbour", 0, forbidden_neighbour,
              "A digit set in a cell leaves the eight cells touching it, diagonals too."),
    Technique("HS", "Hidden Single", 3, hidden_single, REGION_IDEAS["HS"]),
    Technique("NP", "Naked Pairs", 5, naked_pair, REGION_IDEAS["NP"]),
    Technique("HP", "Hidden Pairs", 6, hidden_pair, REGION_IDEAS["HP"]),
    Technique("NT", "Naked Triples", 7, naked_triple, REGION_IDEAS["NT"]),
    Technique("HT", "Hidden Triples", 8, hidden_triple, REGION_IDEAS["HT"]),
    Technique("FP", "Forbidden Pairs", 9, forbidden_pair,
              "A digit that must go in one of two cells of a region leaves every outside cell touching both."),
    Technique("FT", "Forbidden Triples", 10, forbidden_triple,
              "A digit that must go in one of three cells of a region leaves every outside cell touching all three."),
)
"""The rungs the generator judges its puzzles by: the built-in sets and every fresh puzzle were made
with exactly these, so the rungs above them change no puzzle the game makes."""

LADDER = GENERATOR_LADDER + (
    Technique("FC", "Forcing Chain", 18, forcing_chain, FORCING_IDEA),
)
"""Cheapest first (ties keep the seed's order)."""
