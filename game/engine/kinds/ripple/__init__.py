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


GUIDE = ("Fill every cell with a digit. The thick walls cut the board into regions; a region of N cells "
         "holds the digits 1 to N, each once.\n\nTwo equal digits in one row or column are further apart "
         "than their value: between two 3s in a line lie at least three cells.")
"""The rules as Help tells them."""
EXAMPLE = "ripple 4x4 .4....2...1.1... 0012002234443344"
"""Help's picture: small, unique, solved by the first rungs of the ladder."""

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
    guide=GUIDE,
    summary="A region of N cells holds 1 to N; two Ns in a row or column are more than N cells apart.",
    example=EXAMPLE,
))
