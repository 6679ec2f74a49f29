"""What the region kinds (Suguru, Ripple Effect) share in their backends: one generator, grown from a shape."""

from __future__ import annotations

from typing import Callable

from ..backend import Generator
from ..partition import RegionShape


def region_generator(kind: str, shape: RegionShape) -> Callable[[], Generator]:
    """A loader for ``kind``'s generator, which grows regions of ``shape``.

    The generator (and the logical solver it judges with) is imported when the
    backend first asks for it, never at start-up: the first frame needs only the rules.
    """
    def load() -> Generator:
        from ..generator import RegionGenerator

        return RegionGenerator(kind, shape)

    return load
