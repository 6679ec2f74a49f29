"""Suguru (Tectonic), the flagship: each region of N cells holds 1..N; equal digits never touch."""

from __future__ import annotations

from ...backend import Kind, LevelRecipe, LevelSet, Params, register
from ...deduction import Technique
from ...generator import RegionGenerator
from ...techniques import (exclusion_rule, forbidden_neighbour, hidden_pair, hidden_single, hidden_triple,
                           naked_pair, naked_triple)
from .rules import SHAPE, SuguruRules
from .techniques import forbidden_pair, forbidden_triple

NAME = "suguru"

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

BACKEND = register(Kind(
    name=NAME,
    title="Suguru",
    rules=SuguruRules(),
    ladder=LADDER,
    generator=RegionGenerator(NAME, SHAPE),
    level_sets=(LevelSet(NAME, "Suguru", NAME, Params(6, 6), LevelRecipe(1000, 1250, (3, 170), 0.15, 60),
                         demo=True),),
    default_params=Params(6, 6),
    featured=True,
))
