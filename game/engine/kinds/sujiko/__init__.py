"""Sujiko: a 3x3 (or 4x4) grid holds 1..W*H once; each circle is the sum of its 2x2 block."""

from __future__ import annotations

from ...backend import Generated, Kind, LevelRecipe, LevelSet, Params, ProgressFn, register
from ...generator import check_band
from .gen import check_request, generate_scored
from .rules import SujikoRules
from .techniques import LADDER

NAME = "sujiko"


class SujikoGenerator:
    """Grid first, sums from it, then clues taken away (:mod:`.gen`)."""

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        if params.box or params.variant:
            raise ValueError(f"sujiko takes only a size, not {params.describe()}")
        check_request(NAME, params.width, params.height, min_score, max_score)
        check_band(min_score, max_score)

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        self.check(params, min_score, max_score)
        return generate_scored(NAME, params.width, params.height, seed=seed, min_score=min_score,
                               max_score=max_score)


BACKEND = register(Kind(
    name=NAME,
    title="Sujiko",
    rules=SujikoRules(),
    ladder=LADDER,
    generator=SujikoGenerator(),
    level_sets=(
        # Two, one or no clues; caps from the easiest two-clue scores up, the uncapped share
        # reaching the clueless ones.
        LevelSet(NAME, "Sujiko 3x3", NAME, Params(3, 3), LevelRecipe(1000, 1250, (22, 200), 0.15, 110)),
        LevelSet("sujiko4", "Sujiko 4x4", NAME, Params(4, 4), LevelRecipe(100, 130, (30, 250), 0.15, 180)),
    ),
    default_params=Params(3, 3),
))
