"""Ripple Effect: each region of N cells holds 1..N; two equal digits d in a line are more than d apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...backend import Daily, Kind, LevelRecipe, LevelSet, Params, register
from ...deduction import Technique
from ..regions import REGION_BAND_SIZES, REGION_SIZES, region_generator, square_bands
from .rules import SHAPE, RippleRules

if TYPE_CHECKING:  # pragma: no cover
    from ...intro import Intro

NAME = "ripple"
MADE_BY = "game/cli_gen.py, game/engine/generator.py"
"""Where the built-in files' headers say they were made: they are pinned, so it stays."""


def _ladder() -> tuple[Technique, ...]:
    from .ladder import LADDER  # loaded on first use: the first frame needs only the rules

    return LADDER


def _intro() -> Intro:
    from .intro import INTRO  # loaded when the tutorial asks for it: the first frame needs only the rules

    return INTRO


def _generator_ladder() -> tuple[Technique, ...]:
    from .ladder import GENERATOR_LADDER

    return GENERATOR_LADDER


GUIDE = ("Fill every cell with a digit. The thick walls cut the board into regions; a region of N cells "
         "holds the digits 1 to N, each once.\n\nTwo equal digits in one row or column are further apart "
         "than their value: between two 3s in a line lie at least three cells.")
"""The rules as Help tells them."""
EXAMPLE = "ripple 4x4 .4....2...1.1... 0012002234443344"
"""Help's picture: small, unique, solved by the first rungs of the ladder."""

BANDS = square_bands((17, 21, 27), (33, 40, 49), (51, 58, 73), (78, 88, 104),
                     (105, 123, 146), (132, 151, 178), (164, 192, 218), (198, 220, 255),
                     (240, 275, 306))
"""Score quartiles of uncapped fresh puzzles on the square boards 4x4 to 12x12 (120 each), measured by
``bench/bands.py``."""

BACKEND = register(Kind(
    name=NAME,
    title="Ripple Effect",
    rules=RippleRules(),
    ladder=_ladder,
    generator=region_generator(NAME, SHAPE, _generator_ladder),
    level_sets=(LevelSet(NAME, "Ripple Effect", NAME, Params(6, 6),
                         LevelRecipe(1000, 1250, (34, 125), 0.15, 65), demo=True, made_by=MADE_BY),),
    default_params=Params(6, 6),
    featured=True,
    guide=GUIDE,
    summary="A region of N cells holds 1 to N; two Ns in a row or column are more than N cells apart.",
    example=EXAMPLE,
    sizes=REGION_SIZES,
    band_sizes=REGION_BAND_SIZES,
    bands=BANDS,
    daily=Daily(Params(8, 8), scores=(106, 123)),   # a board one core makes in well under a second; Medium
    intro=_intro,
))
