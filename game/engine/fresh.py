"""A fresh puzzle in a difficulty band: what New puzzle, ``--generate`` and ``generate --difficulty`` ask.

A band is a kind's score range at one size (:meth:`~game.engine.backend.KindBackend.band`).
Each round asks the kind's generator for one puzzle capped at the band's top (the cap
steers clue removal, so nothing comes back harder than asked) and keeps it if it scores
at least the band's bottom.  Every puzzle the generator returns already keeps the other
promises: unique, finished by the ladder, not trivial.  The rounds are seeded
``(seed, round)``, so one seed always gives the same puzzle.

A band a board rarely reaches is not searched for ever: after ``time_limit`` seconds
the closest puzzle found so far comes back, marked as outside the band, so the
caller can say so and offer it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from .backend import Generated, Params, backend
from .bands import Band
from .errors import GaveUp
from .generator import GenerationError, generator_of

FreshProgress = Callable[[int, float], None]
"""Told (rounds so far, seconds so far); it may raise to stop the search (a Cancel button)."""


@dataclass(frozen=True)
class Fresh:
    """What the search found: the puzzle, whether it is in the band, and what it cost."""

    generated: Generated
    band: Band
    in_band: bool
    rounds: int
    """Puzzles the generator returned (the last one kept); the rest scored below the band."""

    @property
    def rejected(self) -> int:
        return self.rounds - 1


def distance(score: int, band: Band) -> int:
    """How far ``score`` lies outside ``band`` (0 inside)."""
    lo, hi = band
    if lo is not None and score < lo:
        return lo - score
    if hi is not None and score > hi:
        return score - hi
    return 0


def check(kind: str, params: Params, difficulty: str) -> Band:
    """The band ``difficulty`` means for ``kind`` at ``params``; ValueError names what is wrong."""
    b = backend(kind)
    band = b.band(params, difficulty)
    generator_of(kind).check(params, *band)
    return band


def fresh(kind: str, params: Params, difficulty: str, *, seed: object, time_limit: float | None = None,
          progress: FreshProgress | None = None, max_rounds: int = 100_000) -> Fresh:
    """A new ``kind`` puzzle at ``params`` in band ``difficulty``, or the closest within ``time_limit``.

    Raises :class:`GenerationError` only when the generator found no puzzle at all.
    """
    band = check(kind, params, difficulty)
    lo, hi = band
    gen = generator_of(kind)
    t0 = time.monotonic()
    best: Generated | None = None
    rounds = 0

    def inner(_tries: int, _secs: float) -> None:
        if progress is not None:
            progress(rounds, time.monotonic() - t0)
        if time_limit is not None and best is not None and time.monotonic() - t0 > time_limit:
            raise _OutOfTime

    error: GenerationError | None = None
    for i in range(max_rounds):
        try:
            got = gen.generate(params, seed=(seed, i), max_score=hi, progress=inner)
        except _OutOfTime:
            break
        except (GenerationError, GaveUp) as e:  # a round that found nothing (or a board too big to
            error = GenerationError(str(e))  # prove unique within budget): the next round tries afresh
            got = None
        if got is not None:
            rounds += 1
            if lo is None or got.score >= lo:
                return Fresh(got, band, True, rounds)
            if best is None or distance(got.score, band) < distance(best.score, band):
                best = got
        elapsed = time.monotonic() - t0
        if progress is not None:
            progress(rounds, elapsed)
        if time_limit is not None and elapsed > time_limit and (best is not None or error is not None):
            break
    if best is None:
        raise error or GenerationError(f"no {params.describe()} {kind} puzzle found")
    return Fresh(best, band, False, rounds)


class _OutOfTime(Exception):
    """Raised inside a generator's own retries once the time is up and something is in hand."""

