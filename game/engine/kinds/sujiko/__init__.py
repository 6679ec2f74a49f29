"""Sujiko: a 3x3 (or 4x4) grid holds 1..W*H once; each circle is the sum of its 2x2 block.

The package holds the whole kind: the grid and its circles (:mod:`.grid`),
the rules with the exact solver's hooks (:mod:`.rules`, over :mod:`.search`
and the 3x3 :mod:`.table`), the hint techniques (:mod:`.techniques`, built on
:mod:`.equations`, :mod:`.support` and :mod:`.words`) and the generator
(:mod:`.gen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...backend import Daily, Generator, Kind, Layout, LevelRecipe, LevelSet, Params, register
from ...bands import Cuts
from ...deduction import Technique
from .rules import SujikoRules

if TYPE_CHECKING:  # pragma: no cover
    from ...intro import Intro

NAME = SujikoRules.name
MADE_BY = "game/cli_gen.py, game/engine/generator.py"
"""Where the built-in files' headers say they were made: they are pinned, so it stays."""


def _ladder() -> tuple[Technique, ...]:
    from .techniques import LADDER  # loaded on first use: the first frame needs only the rules

    return LADDER


def _intro() -> Intro:
    from .intro import INTRO  # loaded when the tutorial asks for it: the first frame needs only the rules

    return INTRO


def _layout(params: Params) -> Layout:
    SujikoRules().sum_count(params.width, params.height)  # a specific error for a size Sujiko cannot have
    return (0,) * (params.width * params.height), None  # one region, the whole grid, like its puzzles


def _generator() -> Generator:
    from .gen import SujikoGenerator

    return SujikoGenerator()


GUIDE = ("A 3x3 grid holds the digits 1 to 9, each once (a 4x4 grid holds 1 to 16). Each circle where "
         "four cells meet gives the sum of those four cells.\n\nA circle turns green with a second ring "
         "when its four answers add up, and becomes a red stop sign when they cannot.")
"""The rules as Help tells them."""
EXAMPLE = "sujiko 3x3 ....4.7.. 15,14,21,24"
"""Help's picture: small, unique, solved by the first rungs of the ladder."""

BANDS: dict[Params, Cuts] = {
    Params(3, 3): (63, 94, 132),
    Params(4, 4): (249, 318, 380),
}
"""Score quartiles of uncapped fresh puzzles per size (40 each), measured by ``bench/bands.py``."""

BACKEND = register(Kind(
    name=NAME,
    title="Sujiko",
    rules=SujikoRules(),
    ladder=_ladder,
    generator=_generator,
    level_sets=(
        # Two, one or no clues; caps from the easiest two-clue scores up, the uncapped share
        # reaching the clueless ones.
        LevelSet(NAME, "Sujiko 3x3", NAME, Params(3, 3), LevelRecipe(1000, 1250, (22, 200), 0.15, 110),
                 demo=True, made_by=MADE_BY),
        LevelSet("sujiko4", "Sujiko 4x4", NAME, Params(4, 4), LevelRecipe(100, 130, (30, 250), 0.15, 180),
                 made_by=MADE_BY),
    ),
    default_params=Params(3, 3),
    guide=GUIDE,
    summary="Each digit once; a circle is the sum of the four cells around it.",
    example=EXAMPLE,
    sizes=(Params(3, 3), Params(4, 4)),
    bands=BANDS,
    daily=Daily(Params(3, 3), scores=(64, 94)),   # a board one core makes in well under a second; Medium
    draws_regions=False,
    layout=_layout,
    intro=_intro,
))
