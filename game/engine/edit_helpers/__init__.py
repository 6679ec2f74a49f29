"""The puzzle editor's helpers: pure functions from a draft to a better draft (or a suggestion).

* :func:`fill_regions` -- random regions of the kind's sizes, grown by the kind's own generator
  (:mod:`.regions`);
* :func:`suggest_given` -- the given that cuts the solutions most, or that lets a stuck ladder
  finish (:mod:`.suggest`);
* :func:`minimise` -- givens removed while the puzzle stays unique and finished by the ladder,
  with the generator's own removal loop (:mod:`.givens`);
* :func:`nudge` -- givens traded to move the score toward the next difficulty band (:mod:`.nudge`);
* :func:`compute_sums` -- the sums of a kind with sum cages (Sujiko's circles) read off a filled
  grid, then the givens minimised away (:mod:`.givens`).

Every one is bounded: each analysis runs against a work budget (:mod:`game.engine.budget`), the
number of analyses is capped, and the slow ones tell a ``progress(done, total)`` callback, which may
raise to stop them.  The random ones take a seed: the same draft and seed give the same result on
every machine.  A draft that cannot be a puzzle gives a ValueError in a player's words, never a
crash.  Nothing here names a kind: what differs between kinds is asked of the backend (the
generator's ``random_regions``, the rules' sum cages).
"""

from __future__ import annotations

from .common import Progress
from .givens import compute_sums, has_sums, minimise
from .nudge import DIRECTIONS, Nudged, nudge
from .regions import can_fill_regions, fill_regions
from .suggest import Suggestion, suggest_given

__all__ = ["DIRECTIONS", "Nudged", "Progress", "Suggestion", "can_fill_regions", "compute_sums", "fill_regions",
           "has_sums", "minimise", "nudge", "suggest_given"]
