"""Ripple Effect: each region of N cells holds 1..N; two equal digits d in a line are more than d apart."""

from __future__ import annotations

from ...backend import Kind, LevelRecipe, LevelSet, Params, register
from ...deduction import Technique
from ...generator import RegionGenerator
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from .rules import SHAPE, RippleRules
from .techniques import ripple_forbidden_pair

NAME = "ripple"

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

BACKEND = register(Kind(
    name=NAME,
    title="Ripple Effect",
    rules=RippleRules(),
    ladder=LADDER,
    generator=RegionGenerator(NAME, SHAPE),
    level_sets=(LevelSet(NAME, "Ripple Effect", NAME, Params(6, 6),
                         LevelRecipe(1000, 1250, (34, 125), 0.15, 65), demo=True),),
    default_params=Params(6, 6),
    featured=True,
))
