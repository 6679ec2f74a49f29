"""Ripple Effect's techniques, cheapest first: the table the logical solver walks."""

from __future__ import annotations

from ...deduction import Technique
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from .techniques import ripple_forbidden_pair

LADDER = (
    Technique("ER", "Exclusion Rule", 0, exclusion_rule),
    Technique("FN", "Forbidden Neighbour", 1, forbidden_neighbour),
    Technique("HS", "Hidden Single", 3, hidden_single),
    Technique("NP", "Naked Pairs", 6, naked_pair),
    Technique("NT", "Naked Triples", 7, naked_triple),
    Technique("HP", "Hidden Pairs", 8, hidden_pair),
    Technique("HT", "Hidden Triples", 10, hidden_triple),
    Technique("FP", "Forbidden Pair", 10, ripple_forbidden_pair),
)
"""Cheapest first (ties keep the seed's order)."""
