"""Make it harder / easier: trade givens to move the score toward the next difficulty band."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..backend import backend
from ..bands import Band, DIFFICULTIES
from ..difficulty import band_word
from ..draft import Draft
from ..fresh import distance
from ..generator import remove_givens
from ..verdict import logical
from .common import Progress, judge, puzzle_of, rng_for, with_givens
from .givens import require_good

DIRECTIONS = ("harder", "easier")
MAX_TRIALS = 80
"""Trial givens judged (uniqueness, then the ladder) before the best found so far is returned."""
REMOVALS = 8
"""Passes of removal (harder), each once through the givens in an order of its own, before the climb."""
EXTRA = 4
"""Solution digits added before each removal pass but the first."""
TRIAL_WORK = 1_000_000
"""The work one trade's judging may spend (a third of an analysis's: a trade too hard to judge is passed over)."""
PER_ROUND = 16
"""Trials per step of the climb: the best of them is taken, then the next step looks again."""


@dataclass(frozen=True)
class Nudged:
    """What :func:`nudge` did: the new draft, the scores and bands before and after, and why, in words."""

    draft: Draft
    moved: bool
    """False when no trade of givens helped (the draft is the one given)."""
    score_before: int
    score: int
    band_before: str | None
    band: str | None
    """Easy .. Expert, as the verdict names them (None where the draft's shape has no bands)."""
    target: str | None
    """The band aimed at: the next one in the direction asked (the same one at either end)."""
    why: str


def _target(draft: Draft, score: int, direction: str) -> tuple[str | None, Band]:
    """The band aimed at, and its scores: the next band that way (the verdict's bands), or any score past
    this one at either end or where the draft's shape has no bands."""
    here = band_word(draft.kind, draft.params(), score)
    step = 1 if direction == "harder" else -1
    there = DIFFICULTIES.index(here) + step if here is not None else -1
    if 0 <= there < len(DIFFICULTIES):
        name = DIFFICULTIES[there]
        scores = backend(draft.kind).band(draft.params(), name)
        if distance(score, scores):
            return name, scores
    return here, ((score + 1, None) if step > 0 else (None, score - 1))


def nudge(draft: Draft, direction: str, seed: object = 0, progress: Progress | None = None,
          max_trials: int = MAX_TRIALS) -> Nudged:
    """Trade givens (remove one, add one from the solution, or both) to move the score toward the next band.

    The draft must be a unique puzzle the ladder finishes, and every trial stays one.  Harder first
    removes givens the generator's way, each once while the score stays within the target band's top
    (:func:`game.engine.generator.remove_givens`); then, either way, a greedy
    climb: each step judges up to :data:`PER_ROUND` trades not judged before, drawn from ``seed``, and
    takes the one whose score lies nearest the target band (trading back the other way after an
    overshoot); it stops in the band, when no new trade is left, or after ``max_trials`` trades.
    ``progress(done, total)`` follows each given tried and each trade judged.  ValueError for a direction
    other than harder or easier, or a draft that is not a unique puzzle logic finishes.
    """
    if direction not in DIRECTIONS:
        raise ValueError(f"nudge goes harder or easier, not {direction!r}")
    what = direction.capitalize()   # as its button reads
    puzzle = puzzle_of(draft)
    solution = require_good(puzzle, what)
    start = judge(puzzle).score
    assert start is not None
    target, aim = _target(draft, start, direction)
    rng = rng_for("nudge-" + direction, draft, seed)
    givens, score, trials = puzzle.givens, start, 0
    if direction == "harder":  # first the generator's way: givens removed while the score keeps under the cap
        base = puzzle.with_givens((0,) * puzzle.ncells)
        for i in range(REMOVALS):
            # The first pass removes from the givens as they are; later ones from the best so far with a
            # few solution digits added, so a puzzle no removal helps can be traded into another.
            origin = givens if i else puzzle.givens
            if i:
                empty = [c for c, g in enumerate(origin) if not g]
                extra = set(rng.sample(empty, min(len(empty), EXTRA)))
                origin = tuple(solution[c] if c in extra else g for c, g in enumerate(origin))
            fewer = tuple(remove_givens(base, origin, solution, rng, ladder=logical(puzzle.kind),
                                        max_score=aim[1], progress=progress))
            got = judge(puzzle.with_givens(fewer)).score
            if got is not None and _key(got, fewer, aim, direction) < _key(score, givens, aim, direction):
                givens, score = fewer, got
            if not distance(score, aim):
                break
    seen: dict[tuple[int, ...], int | None] = {}
    while distance(score, aim) and trials < max_trials:
        way = "harder" if aim[0] is not None and score < aim[0] else "easier"  # back, after an overshoot
        fresh = [t for t in _trades(givens, solution, way, rng) if t not in seen][:max_trials - trials]
        if not fresh:
            break
        best: tuple[tuple[int, int], tuple[int, ...], int] | None = None  # (key, givens, score)
        for trial in fresh:
            trials += 1
            got = seen[trial] = judge(puzzle.with_givens(trial), TRIAL_WORK).score
            if progress is not None:
                progress(trials, max_trials)
            if got is None:
                continue
            key = _key(got, trial, aim, direction)
            if key < _key(score, givens, aim, direction) and (best is None or key < best[0]):
                best = key, trial, got
                if not key[0]:
                    break
        if best is not None:
            _, givens, score = best
    if distance(score, aim) >= distance(start, aim):  # givens traded, score no nearer: no help
        givens, score = puzzle.givens, start
    before, now = band_word(draft.kind, draft.params(), start), band_word(draft.kind, draft.params(), score)
    return Nudged(with_givens(draft, givens), givens != puzzle.givens, start, score, before, now, target,
                  _why(direction, start, score, now, target, aim))


def _key(score: int, givens: tuple[int, ...], aim: Band, direction: str) -> tuple[int, int]:
    """How good a trial is, smaller better: its distance from the aim, then fewer givens for harder
    (more for easier), so the climb crosses a stretch where the score stands still."""
    n = sum(1 for g in givens if g)
    return distance(score, aim), (n if direction == "harder" else -n)


def _trades(givens: tuple[int, ...], solution: tuple[int, ...], direction: str,
            rng: random.Random) -> list[tuple[int, ...]]:
    """Up to :data:`PER_ROUND` trial givens: single removals (harder) or additions (easier) first, then
    swaps of a given for an empty cell's solution digit."""
    given = [c for c, g in enumerate(givens) if g]
    empty = [c for c, g in enumerate(givens) if not g]
    rng.shuffle(given)
    rng.shuffle(empty)
    singles = given if direction == "harder" else empty
    out: list[tuple[int, ...]] = []
    for cell in singles[:PER_ROUND // 2]:
        trial = list(givens)
        trial[cell] = 0 if direction == "harder" else solution[cell]
        out.append(tuple(trial))
    for a, b in zip(given, empty):
        if len(out) >= PER_ROUND:
            break
        trial = list(givens)
        trial[a], trial[b] = 0, solution[b]
        out.append(tuple(trial))
    return out


def _why(direction: str, start: int, score: int, now: str | None, target: str | None, aim: Band) -> str:
    rated = f", {now}" if now else ""
    if score == start:
        # One line in the message strip, legible on a phone: what every trade tried failed to keep.
        return f"No trade of givens made it {direction} and kept it unique and logical (score {start}{rated})."
    if not distance(score, aim):
        return f"Score {start} to {score}{rated}."
    return (f"Score {start} to {score}{rated}: nearer {target or direction}, not there yet; "
            "try again to go on.")
