"""Ripple Effect: each region of N cells holds 1..N; two equal digits d in a line are more than d apart."""

from __future__ import annotations

from ...backend import Kind, LevelRecipe, LevelSet, Params, register
from ...deduction import Technique
from ..regions import region_generator
from .rules import SHAPE, RippleRules

NAME = "ripple"


def _ladder() -> tuple[Technique, ...]:
    from .ladder import LADDER  # loaded on first use: the first frame needs only the rules

    return LADDER


BACKEND = register(Kind(
    name=NAME,
    title="Ripple Effect",
    rules=RippleRules(),
    ladder=_ladder,
    generator=region_generator(NAME, SHAPE),
    level_sets=(LevelSet(NAME, "Ripple Effect", NAME, Params(6, 6),
                         LevelRecipe(1000, 1250, (34, 125), 0.15, 65), demo=True),),
    default_params=Params(6, 6),
    featured=True,
))
