"""The grower (game.engine.grower) grows, draw for draw, what the plain grower it replaced grew."""

from __future__ import annotations

import random

import pytest

from game.engine import grower
from game.engine.generator import region_generator
from game.engine.partition import MAX_REGION, RegionShape, _orthogonal, canonical

KINDS = ("suguru", "ripple")


class _Abandon(Exception):
    """The node cap was reached."""


class _Before:
    """The grower as it was: a list of allowed digits per cell, every draw through the rng's own
    methods (choices, randrange, shuffle), the dead-end test over the whole grid after each placement."""

    def __init__(self, shape: RegionShape, width: int, height: int, rng: random.Random, node_cap: int) -> None:
        self.n = width * height
        self.geo = grower.geometry_conflicts(shape, width, height)
        self.adj = _orthogonal(width, height)
        self.rng, self.weights, self.nodes = rng, shape.weights, node_cap

    def run(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        values, region = [0] * self.n, [-1] * self.n
        try:
            if not self._place(values, region, [((1 << MAX_REGION) - 1) << 1] * self.n, 0, 0):
                return None
        except _Abandon:
            return None
        return canonical(region), tuple(values)

    def _place(self, values: list[int], region: list[int], allowed: list[int], start: int, label: int) -> bool:
        while start < self.n and values[start]:
            start += 1
        if start == self.n:
            return True
        for _ in range(3):
            self.nodes -= 1
            if self.nodes < 0:
                raise _Abandon
            cells = self._shape(start, values)
            digits = self._arrange(cells, allowed)
            if digits is None:
                continue
            v2, a2, r2 = values[:], allowed[:], region[:]
            for cell, d in zip(cells, digits):
                v2[cell] = d
                r2[cell] = label
                for o in self.geo[cell][d]:
                    a2[o] &= ~(1 << d)
            if self._alive(v2, a2) and self._place(v2, r2, a2, start + 1, label + 1):
                values[:], region[:] = v2, r2
                return True
        return False

    def _shape(self, start: int, values: list[int]) -> list[int]:
        target = self.rng.choices(range(len(self.weights)), self.weights)[0]
        cells = [start]
        frontier = [nb for nb in self.adj[start] if not values[nb]]
        while len(cells) < target and frontier:
            cell = frontier.pop(self.rng.randrange(len(frontier)))
            if cell in cells:
                continue
            cells.append(cell)
            frontier.extend(nb for nb in self.adj[cell] if not values[nb] and nb not in cells)
        return cells

    def _arrange(self, cells: list[int], allowed: list[int]) -> list[int] | None:
        full = ((1 << len(cells)) - 1) << 1
        masks = [allowed[c] & full for c in cells]
        order = sorted(range(len(cells)), key=lambda i: masks[i].bit_count())
        out = [0] * len(cells)

        def assign(k: int, used: int) -> bool:
            if k == len(cells):
                return True
            i = order[k]
            ds = [d for d in range(1, MAX_REGION + 1) if (masks[i] & ~used) >> d & 1]
            self.rng.shuffle(ds)
            for d in ds:
                out[i] = d
                if assign(k + 1, used | 1 << d):
                    return True
            return False

        return out if assign(0, 0) else None

    def _alive(self, values: list[int], allowed: list[int]) -> bool:
        for cell, v in enumerate(values):
            if not v and (not allowed[cell] or not allowed[cell] & 2 and all(values[nb] for nb in self.adj[cell])):
                return False
        return True


class _Other(random.Random):
    """The same stream as ``random.Random``, but not that class: the grower draws through its methods."""


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("rng_type", [random.Random, _Other])
def test_the_grower_grows_what_it_grew_before_draw_for_draw(kind: str, rng_type: type[random.Random]) -> None:
    shape = region_generator(kind).shape
    grown = 0
    for width, height in ((5, 5), (6, 6), (8, 8), (7, 5), (4, 9)):
        now, before = rng_type(width * height), random.Random(width * height)
        for _ in range(10):
            cap = 60 * width * height
            got = grower._Grower(shape, width, height, now, cap).run()
            assert got == _Before(shape, width, height, before, cap).run()
            assert now.random() == before.random()
            grown += got is not None
    assert grown > 20


@pytest.mark.parametrize("kind", KINDS)
def test_a_grower_that_reaches_its_node_cap_gives_up_after_the_same_draws(kind: str) -> None:
    shape = region_generator(kind).shape
    now, before = random.Random(3), random.Random(3)
    outcomes = set()
    for cap in (1, 5, 20, 60, 200) * 3:
        got = grower._Grower(shape, 6, 6, now, cap).run()
        assert got == _Before(shape, 6, 6, before, cap).run()
        assert now.random() == before.random()
        outcomes.add(got is None)
    assert outcomes == {True, False}
