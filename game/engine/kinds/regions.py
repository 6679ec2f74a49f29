"""What the region kinds (Suguru, Ripple Effect) share in their backends: one generator, grown from a shape,
and the ideas of the techniques their ladders share."""

from __future__ import annotations

from typing import Callable

from ..backend import Generator, Params
from ..bands import Cuts
from ..deduction import Technique
from ..partition import RegionShape


def region_generator(kind: str, shape: RegionShape,
                     ladder: Callable[[], tuple[Technique, ...]] | None = None) -> Callable[[], Generator]:
    """A loader for ``kind``'s generator, which grows regions of ``shape`` and judges them by
    ``ladder`` (a loader of the techniques; None: the kind's whole ladder).

    The generator (and the logical solver it judges with) is imported when the
    backend first asks for it, never at start-up: the first frame needs only the rules.
    """
    def load() -> Generator:
        from ..generator import RegionGenerator

        return RegionGenerator(kind, shape, ladder=ladder)

    return load


REGION_IDEAS = {
    "ER": "A digit set in a cell leaves every other cell of its region.",
    "HS": "A digit with only one place left in its region goes there.",
    "NP": "Two cells of a region that can hold only the same two digits: those digits leave the region's other "
          "cells.",
    "HP": "Two digits that fit only in the same two cells of a region: those cells hold nothing else.",
    "NT": "Three cells of a region that can hold only three digits between them: those digits leave the rest of "
          "the region.",
    "HT": "Three digits that fit only in the same three cells of a region: those cells hold nothing else.",
}
"""The one-line ideas (Help's technique pages) of the region techniques both ladders use."""


REGION_SIZES = tuple(Params(w, h) for w in range(4, 13) for h in range(4, 13))
"""What New puzzle offers a region kind: every board from 4x4 to 12x12, square or not."""
REGION_BAND_SIZES = tuple(Params(n, n) for n in range(4, 13))
"""The square boards whose measured scores set the bands; other shapes interpolate by cell count."""


def square_bands(*cuts: Cuts) -> dict[Params, Cuts]:
    """A band table from the square boards' cuts, 4x4 first, one board up each."""
    return {Params(4 + i, 4 + i): c for i, c in enumerate(cuts)}
