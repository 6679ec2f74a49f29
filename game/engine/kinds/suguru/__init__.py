"""Suguru (Tectonic), the flagship: each region of N cells holds 1..N; equal digits never touch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...backend import Daily, Kind, LevelRecipe, LevelSet, Params, register
from ...deduction import Technique
from ..regions import REGION_BAND_SIZES, REGION_SIZES, region_generator, square_bands
from .rules import SHAPE, SuguruRules

if TYPE_CHECKING:  # pragma: no cover
    from ...intro import Intro

NAME = "suguru"
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
         "holds the digits 1 to N, each once.\n\nTwo equal digits never touch, not even diagonally.")
"""The rules as Help tells them."""
EXAMPLE = "suguru 4x4 4.3.2......1...2 0012001101133333"
"""Help's picture: small, unique, solved by the first rungs of the ladder."""

BANDS = square_bands((9, 18, 27), (18, 30, 48), (30, 59, 98), (66, 105, 139),
                     (112, 166, 224), (163, 214, 277), (218, 283, 357), (318, 387, 461),
                     (442, 514, 570))
"""Score quartiles of uncapped fresh puzzles on the square boards 4x4 to 12x12 (120 each), measured by
``bench/bands.py``."""

BACKEND = register(Kind(
    name=NAME,
    title="Suguru",
    rules=SuguruRules(),
    ladder=_ladder,
    generator=region_generator(NAME, SHAPE, _generator_ladder),
    level_sets=(LevelSet(NAME, "Suguru", NAME, Params(6, 6), LevelRecipe(1000, 1250, (3, 170), 0.15, 60),
                         demo=True, made_by=MADE_BY),),
    default_params=Params(6, 6),
    featured=True,
    guide=GUIDE,
    summary="A region of N cells holds 1 to N; equal digits never touch, not even diagonally.",
    example=EXAMPLE,
    sizes=REGION_SIZES,
    band_sizes=REGION_BAND_SIZES,
    bands=BANDS,
    daily=Daily(Params(8, 8), scores=(113, 166)),   # a board one core makes in well under a second; Medium
    intro=_intro,
))
