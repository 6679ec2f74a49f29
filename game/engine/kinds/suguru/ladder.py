"""Suguru's techniques, cheapest first: the table the logical solver walks."""

from __future__ import annotations

from ...deduction import Technique
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from .techniques import forbidden_pair, forbidden_triple

LADDER = (
    Technique("ER", "Exclusion Rule", 0, exclusion_rule),
    Technique("FN", "Forbidden Neighbour", 0, forbidden_neighbour),
    Technique("HS", "Hidden Single", 3, hidden_single),
    Technique("NP", "Naked Pairs", 5, naked_pair),
    Technique("HP", "Hidden Pairs", 6, hidden_pair),
    Technique("NT", "Naked Triples", 7, naked_triple),
    Technique("HT", "Hidden Triples", 8, hidden_triple),
    Technique("FP", "Forbidden Pairs", 9, forbidden_pair),
    Technique("FT", "Forbidden Triples", 10, forbidden_triple),
)
"""Cheapest first (ties keep the seed's order)."""
