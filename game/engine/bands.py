"""Difficulty bands: Easy, Medium, Hard and Expert as score ranges of a kind at one board shape.

A kind's backend holds, per size it offers, three **cuts** -- the quartiles of
the scores its generator gives unasked (``bench/bands.py`` measures them) --
and :func:`band_of` turns them into the four bands, so that of the puzzles the
generator makes unasked a quarter fall in each.  A size with no row of its own
takes the cuts interpolated by cell count between rows of its shape
(:func:`cuts_for`).  The bands know a board only by its shape
(:class:`Shape`: :class:`~game.engine.backend.Params` is one), so this module
sits below the registry that uses it.
"""

from __future__ import annotations

from typing import Mapping, Protocol, TypeVar


class Shape(Protocol):
    """What the bands read of a board's params: its size, box shape and variant."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def box(self) -> tuple[int, int] | None: ...
    @property
    def variant(self) -> str: ...


S = TypeVar("S", bound=Shape)


DIFFICULTIES = ("Easy", "Medium", "Hard", "Expert")
"""The New puzzle dialog's difficulties, easiest first: bands of a kind's score at one size."""

Cuts = tuple[int, int, int]
"""Where a size's bands part: the first quartile, the median and the third quartile of the
scores the kind's generator gives without a band (measured by ``bench/bands.py``)."""

Band = tuple[int | None, int | None]
"""(min_score, max_score) for a generator; None is open."""


def band_of(cuts: Cuts | None, name: str) -> Band:
    """The score band ``name`` means between these cuts: Easy to the first, Expert past the last.

    >>> band_of((10, 20, 30), "Easy"), band_of((10, 20, 30), "Hard"), band_of((10, 20, 30), "Expert")
    ((None, 10), (21, 30), (31, None))
    >>> band_of((4, 4, 14), "Medium")  # a tie in the quartiles still leaves every band a score
    (5, 5)
    """
    key = name.capitalize()
    if key not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {name!r}: expected one of {', '.join(d.lower() for d in DIFFICULTIES)}")
    if cuts is None:
        return None, None
    i = DIFFICULTIES.index(key)
    cuts = (cuts[0], max(cuts[1], cuts[0] + 1), max(cuts[2], cuts[0] + 2, cuts[1] + 1))  # no empty band
    return (None if i == 0 else cuts[i - 1] + 1), (None if i == len(cuts) else cuts[i])


def cuts_for(table: Mapping[S, Cuts], params: S) -> Cuts | None:
    """``params``' cuts: its own row, else interpolated by cell count between rows of its shape
    (same box and variant), held at the ends; None when the table has no row of that shape."""
    if params in table:
        return table[params]
    rows = sorted((p.width * p.height, c) for p, c in table.items()
                  if p.box == params.box and p.variant == params.variant)
    if not rows:
        return None
    area = params.width * params.height
    below = [r for r in rows if r[0] <= area] or rows[:1]
    above = [r for r in rows if r[0] >= area] or rows[-1:]
    (a0, c0), (a1, c1) = below[-1], above[0]
    t = 0.0 if a1 == a0 else (area - a0) / (a1 - a0)
    lo, mid, hi = (round(x + t * (y - x)) for x, y in zip(c0, c1))
    return lo, mid, hi
