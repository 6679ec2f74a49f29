"""The region kinds' generator (Suguru, Ripple Effect): grid, solution, clues, acceptance.

One attempt runs four stages, and an attempt that fails is thrown away whole
rather than repaired, because a fresh attempt costs a few milliseconds:

1. **Partition and solution together** (:func:`game.engine.grower.grow_filled`).
   A random partition of a 6x6 grid holds a Suguru solution about one time
   in three, a 10x10 Ripple Effect one almost never, so growing regions and
   digits side by side (with a node cap, abandoning instead of proving
   hopelessness) is far cheaper than partition-then-fill.  The counting bounds of
   :mod:`.partition` still guard the other path, a partition given from
   outside (:func:`fill_partition`).
2. **Clue removal.**  Start from the full solution as givens and try to
   remove each clue once, in a random order.  A removal stands when the
   *logical* solver, with the generator's ladder, still finishes, and its
   score stays within ``max_score``.  That ladder is the kind's whole ladder,
   or for a kind whose ladder has grown rungs since its built-in sets were
   made (Ripple Effect's), the rungs it had then: the same seed makes the same
   puzzle, and the new rungs serve hints and imported puzzles.  Solving by sound deductions proves the
   solution unique, so no exact search is needed per trial.  Most trials are
   answered without the scored techniques (:mod:`.trials`: the clue comes
   back by bookkeeping, a swap of two of a region's digits or an exact count
   finds a second solution, or the run is known from an earlier trial), with the
   same verdict the whole ladder would give; the bookkeeping pass of each trial
   runs from the ends reached by the clues kept and by the clues still to try
   (:mod:`.passes`), not from the trial's givens.  Each trial is a
   :class:`~game.engine.state.Position` over one shared clue-less puzzle, so
   the solver's per-layout tables are built once per partition, not once per
   trial.  The result is minimal for that order and that cap: every clue
   left is needed to stay solvable within the cap.
3. **Acceptance.**  Solved by the generator's ladder with a score in
   ``[min_score, max_score]``; *not* solved by the Exclusion Rule and the
   Forbidden Neighbour alone (puzzles that fall to bookkeeping are dull, the
   seed games leave them out); and, belt and braces, exactly one solution by
   the exact solver.
4. **The score is the logical solver's**, computed on the final puzzle as a
   player will load it, so the number in a level file's order and the number
   on screen are the same number (read off the removal's memo of runs, which
   holds where that solve's first settle ends: :meth:`.trials.Remover.solved`).

**Reproducible.**  Everything random flows from one ``random.Random(seed)``;
batches derive each puzzle's seed from (seed, index) with sha256, so puzzle i
of a batch does not depend on how many came before it or which process made
it.  That is what lets ``make-levels`` run on both cores and still write the
same file.

**Difficulty.**  The cap in stage 2 is the steering wheel: a low cap leaves
more clues and yields an easy puzzle, no cap yields the hardest puzzle that
order of removal can reach.  ``min_score`` is met by retrying.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from dataclasses import replace

from . import exact, logic, passes, trials
from .backend import Generated, Generator, Params, ProgressFn, backend
from .deduction import Technique
from .errors import GaveUp, SizeError, UnknownKindError
from .grower import grow_filled
from .partition import RegionShape, infeasible_reason, random_partition
from .puzzle import Puzzle, bit
from .state import Position

MIN_SIDE, MAX_SIDE = 4, 12
Ladder = tuple[Technique, ...]
DEFAULT_TRIES = 500


class GenerationError(RuntimeError):
    """No acceptable puzzle was found within the allowed number of attempts."""


def derive_seed(*parts: object) -> int:
    """A 64-bit seed from any printable parts, the same on every machine and run.

    Tuples are flattened and every part is taken as text, so ``("7", 2)``,
    ``(7, 2)`` and ``((7,), "2")`` are one seed: the CLI's text seeds and the
    API's numbers agree.
    """
    text = "\x1f".join(_flat(parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _flat(parts: object) -> list[str]:
    if isinstance(parts, (tuple, list)):
        return [s for p in parts for s in _flat(p)]
    return [str(parts)]


def check_band(min_score: int | None, max_score: int | None) -> None:
    if min_score is not None and max_score is not None and min_score > max_score:
        raise ValueError(f"min score {min_score} is above max score {max_score}")


def check_request(kind: str, width: int, height: int, min_score: int | None = None,
                  max_score: int | None = None) -> None:
    """Raise a specific ValueError if ``kind``'s generator cannot be asked for this."""
    generator_of(kind).check(Params(width, height), min_score, max_score)


def generator_of(kind: str) -> Generator:
    gen = backend(kind).generator
    if gen is None:
        raise UnknownKindError(f"cannot generate {kind!r} puzzles: it has no generator")
    return gen


def trivial_ladder(kind: str) -> tuple[Technique, ...]:
    """Exclusion Rule and Forbidden Neighbour: a puzzle they finish is rejected."""
    return tuple(t for t in logic.ladder(kind) if t.abbr in TRIVIAL)


TRIVIAL = ("ER", "FN")
"""Bookkeeping techniques: a region puzzle they alone finish is too dull to keep."""


# -- one attempt ---------------------------------------------------------------------------


def _cands(init: tuple[int, ...], givens: list[int]) -> list[int]:
    return [bit(g) if g else m for g, m in zip(givens, init)]


def remove_clues(base: Puzzle, solution: tuple[int, ...], rng: random.Random,
                 max_score: int | None = None, ladder: Ladder | None = None,
                 judge: trials.Remover | None = None) -> list[int]:
    """Givens left after trying to remove each clue once, in a random order (stage 2).

    ``base`` is the clue-less puzzle on the partition; every trial is a
    position over it, so the solver's tables are shared by all trials.  Each
    trial is answered by :class:`game.engine.trials.Remover`, whose
    premise holds: the givens before it solved within the cap (the full
    solution trivially does, and only removals that solve are kept).  ``ladder`` is the solver's
    (None: the kind's whole ladder); ``judge``: a fresh Remover of ``base``, that ladder and cap.
    """
    judge = judge if judge is not None else trials.Remover(base, ladder=ladder, max_score=max_score)
    return _remove(base, solution, rng, lambda pos, cell: judge.keeps(pos, cell, solution[cell]), judge=judge)


def remove_clues_plain(base: Puzzle, solution: tuple[int, ...], rng: random.Random,
                       max_score: int | None = None, ladder: Ladder | None = None,
                       judge: trials.Remover | None = None) -> list[int]:
    """:func:`remove_clues` solving every trial in full: the reference its shortcuts must match (``judge``
    is left unused: its memo stays empty, so the acceptance it goes to solves in full)."""
    return _remove(base, solution, rng,
                   lambda pos, cell: logic.solve(pos, ladder=ladder, max_score=max_score).solved)


def remove_givens(base: Puzzle, givens: tuple[int, ...], solution: tuple[int, ...], rng: random.Random, *,
                  ladder: tuple[Technique, ...] | None = None, max_score: int | None = None,
                  progress: Callable[[int, int], None] | None = None) -> list[int]:
    """:func:`remove_clues` from a puzzle's own givens rather than the full solution (the editor's Minimise).

    ``givens`` must agree with ``solution``, the one solution, and be finished by ``ladder``: the
    premise of :class:`~game.engine.trials.Remover`, which checks each trial for a second solution
    before it runs the ladder (and they must score at most ``max_score``, the cap every removal
    keeps to, as in :func:`remove_clues`).  A trial whose analysis outruns its budget keeps its clue.
    ``progress(done, total)`` follows every clue tried.
    """
    judge = trials.Remover(base, ladder=ladder, max_score=max_score)

    def keeps(pos: Position, cell: int) -> bool:
        try:
            return judge.keeps(pos, cell, solution[cell])
        except GaveUp:
            return False

    return _remove(base, solution, rng, keeps, givens, progress, judge)


def _remove(base: Puzzle, solution: tuple[int, ...], rng: random.Random,
            keeps: Callable[[Position, int], bool], start: tuple[int, ...] | None = None,
            progress: Callable[[int, int], None] | None = None, judge: trials.Remover | None = None) -> list[int]:
    """The removal loop; ``keeps(trial, cell)`` says whether the trial without ``cell``'s clue stands.

    It starts from the full solution, or from the givens ``start``; only given cells are tried.
    ``judge``, the Remover behind ``keeps``, is told the order of the trials and each clue kept.
    """
    init = base.initial_candidates
    givens = list(solution if start is None else start)
    order = list(range(base.ncells))
    rng.shuffle(order)
    if judge is not None:
        judge.sweep([(c, solution[c]) for c in order if givens[c] and init[c] != bit(solution[c])], solution)
    total = sum(1 for g in givens if g)
    done = 0
    cands = _cands(init, givens)  # kept in step with ``givens``
    for cell in order:
        if not givens[cell]:
            continue
        done += 1
        if init[cell] == bit(solution[cell]):
            givens[cell] = 0  # a one-cell region: its 1 is no clue at all
            continue
        givens[cell] = 0
        cands[cell] = init[cell]
        if not keeps(Position(base, cands), cell):
            givens[cell] = solution[cell]
            cands[cell] = bit(solution[cell])
            if judge is not None:
                judge.kept(cell, solution[cell])
        if progress is not None:
            progress(done, total)
    return givens


def accept(puzzle: Puzzle, min_score: int | None = None, max_score: int | None = None,
           ladder: Ladder | None = None, judge: trials.Remover | None = None) -> logic.LogicResult | None:
    """The verdict of the solver (with ``ladder``; None: the kind's whole ladder) if ``puzzle`` passes every
    acceptance test (stage 3), else None; ``judge``, the Remover (with ``tally``) that removed its clues."""
    if _dull(puzzle, judge):
        return None
    r = logic.solve(puzzle, ladder=ladder) if judge is None else judge.solved(puzzle)
    if not r.solved:
        return None
    trivial = _trivial(puzzle, r)
    if ladder is not None:  # the counts a solve with the kind's whole ladder gives: the rungs above, unused
        r = replace(r, counts=dict.fromkeys([t.abbr for t in logic.ladder(puzzle.kind)], 0) | r.counts)
    if (min_score is not None and r.score < min_score) or (max_score is not None and r.score > max_score):
        return None
    if trivial:
        return None
    if exact.count_solutions(puzzle, 2)[0] != 1:
        return None  # cannot happen with sound techniques; kept as the last line of defence
    return r


def _dull(puzzle: Puzzle, judge: trials.Remover | None = None) -> bool:
    """Whether the trivial rungs, all propagators, surely finish ``puzzle``: their pass from its
    givens answers every cell (sound strikes keep the solution, so that is the solution).  The pass
    is read off ``judge``'s sweep where it ran those rungs (:meth:`.trials.Remover.kept_end`).

    Cheaper than the solve :func:`_trivial` reads it off, so a puzzle acceptance would turn down
    as trivial is turned down first (False leaves the question to :func:`_trivial`)."""
    trivial = trivial_ladder(puzzle.kind)
    end = None if judge is None else judge.kept_end(trivial)
    if end is None:
        parts = passes.pass_targets(puzzle, trivial)
        end = None if parts is None else passes.closure(parts, puzzle.initial_candidates)
    return end is not None and all(not m & (m - 1) for m in end)


def _trivial(puzzle: Puzzle, solved: logic.LogicResult) -> bool:
    """Whether the trivial ladder alone solves ``puzzle``, which ``solved`` (its solve) solved.

    Where the trivial rungs head the solve's ladder, in order, the two runs take the same steps
    until the trivial one stops: it solves exactly when the solve used no other rung."""
    trivial = logic._techs(puzzle, trivial_ladder(puzzle.kind))
    if solved.ladder[:len(trivial)] != trivial:
        return logic.solve(puzzle, ladder=trivial).solved
    mine = {t.abbr for t in trivial}
    return not any(k for abbr, k in solved.counts.items() if abbr not in mine)


def until_accepted(attempt: Callable[[], Generated | None], *, what: str, seed: object, max_tries: int,
                   min_score: int | None, max_score: int | None, progress: ProgressFn | None) -> Generated:
    """The first accepted of up to ``max_tries`` attempts, with its count; GenerationError if none is
    (``what`` names the puzzle asked for in it: ``6x6 suguru puzzle``)."""
    for tries in range(1, max_tries + 1):
        got = attempt()
        if got is not None:
            return Generated(got.puzzle, got.score, got.counts, tries)
        if progress is not None:
            progress(tries, 0.0)
    band = f" with a score in [{min_score or 0}, {'any' if max_score is None else max_score}]"
    raise GenerationError(f"no {what}{band} found in {max_tries} attempts "
                          f"(seed {seed!r}); widen the score band or allow more attempts")


class RegionGenerator:
    """The :class:`~game.engine.backend.Generator` of a region kind, given its shape."""

    def __init__(self, kind: str, shape: RegionShape, max_tries: int = DEFAULT_TRIES,
                 ladder: Callable[[], Ladder] | None = None) -> None:
        self.kind, self.shape, self.max_tries = kind, shape, max_tries
        self._ladder = ladder

    @property
    def ladder(self) -> Ladder | None:
        """The techniques a puzzle must be finished by (None: the kind's whole ladder).

        A kind whose ladder grows past what its built-in sets were made with keeps the old rungs
        here, so the same seed still makes the same puzzle."""
        return None if self._ladder is None else self._ladder()

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        for name, v in (("width", params.width), ("height", params.height)):
            if not MIN_SIDE <= v <= MAX_SIDE:
                raise SizeError(f"{name} {v} is out of range: the generator makes "
                                f"{MIN_SIDE}x{MIN_SIDE} to {MAX_SIDE}x{MAX_SIDE} grids")
        if params.box or params.variant:
            raise ValueError(f"{self.kind} takes only a size, not {params.describe()}")
        check_band(min_score, max_score)

    def attempt(self, width: int, height: int, rng: random.Random, *,
                min_score: int | None = None, max_score: int | None = None) -> Generated | None:
        """One run of stages 1-4; None when the grid stalled or the result was rejected."""
        grown = grow_filled(self.shape, width, height, rng)
        if grown is None:
            return None
        regions, solution = grown
        base = Puzzle(self.kind, width, height, (0,) * (width * height), regions)
        lad = self.ladder
        judge = trials.Remover(base, ladder=lad, max_score=max_score, tally=True)
        givens = remove_clues(base, solution, rng, max_score, lad, judge)
        puzzle = Puzzle(self.kind, width, height, tuple(givens), regions, solution=solution)
        r = accept(puzzle, min_score, max_score, lad, judge)
        if r is None:
            return None
        return Generated(puzzle, r.score, r.counts)

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        self.check(params, min_score, max_score)
        w, h = params.width, params.height
        rng = random.Random(derive_seed("nanba-generate", seed))
        return until_accepted(lambda: self.attempt(w, h, rng, min_score=min_score, max_score=max_score),
                              what=f"{w}x{h} {self.kind} puzzle", seed=seed, max_tries=self.max_tries,
                              min_score=min_score, max_score=max_score, progress=progress)

    def random_regions(self, width: int, height: int, rng: random.Random) -> tuple[int, ...]:
        """A random partition for the editor's Fill regions: one grown with a solution where the
        grower manages (on the boards it makes), else one that passes the counting bounds; ValueError
        when none does."""
        if width <= MAX_SIDE and height <= MAX_SIDE:  # beyond, growing with digits takes minutes
            for _ in range(10):
                grown = grow_filled(self.shape, width, height, rng)
                if grown is not None:
                    return grown[0]
        try:
            return random_partition(self.shape, width, height, rng, max_tries=200)
        except RuntimeError as e:
            raise ValueError(f"no random {width}x{height} {self.kind} regions that could hold a solution were "
                             "found: try a smaller board") from e

    def fill_partition(self, width: int, height: int, regions: tuple[int, ...],
                       rng: random.Random, node_cap: int = 2000) -> tuple[int, ...] | None:
        """A random solution on a given partition; None if the bounds or the node cap say no.

        The cheap counting bounds of :mod:`.partition` run first, so a partition
        that cannot hold a solution is turned down without any search.
        """
        if infeasible_reason(self.shape, width, height, regions) is not None:
            return None
        base = Puzzle(self.kind, width, height, (0,) * (width * height), tuple(regions))
        return exact.random_fill(base, rng, node_cap)


# -- public API: any kind, through its backend ----------------------------------------------------


def generate_scored(kind: str, width: int, height: int, *, seed: object,
                    min_score: int | None = None, max_score: int | None = None) -> Generated:
    """Like :func:`generate`, but also returns the score and per-technique counts."""
    return generator_of(kind).generate(Params(width, height), seed=seed, min_score=min_score,
                                       max_score=max_score)


def generate(kind: str, width: int, height: int, *, seed: object,
             min_score: int | None = None, max_score: int | None = None) -> Puzzle:
    """A new puzzle with ``.solution`` set: unique, solvable by the kind's techniques, not trivial.

    The same arguments always give the same puzzle.  ``min_score`` and
    ``max_score`` bound the difficulty score (inclusive).  Raises
    :class:`GenerationError` if the generator's attempts all fail, and a
    ValueError subclass for an impossible request (unknown kind, size out of
    range, min above max).
    """
    return generate_scored(kind, width, height, seed=seed, min_score=min_score, max_score=max_score).puzzle


def generate_many(kind: str, width: int, height: int, count: int, *, seed: object,
                  min_score: int | None = None, max_score: int | None = None,
                  start: int = 0) -> Iterator[Generated]:
    """``count`` puzzles; puzzle i depends only on (seed, start + i), not on the others."""
    check_request(kind, width, height, min_score, max_score)
    for i in range(start, start + count):
        yield generate_scored(kind, width, height, seed=(seed, i), min_score=min_score, max_score=max_score)


def region_generator(kind: str) -> RegionGenerator:
    gen = generator_of(kind)
    if not isinstance(gen, RegionGenerator):
        raise ValueError(f"{kind} puzzles are not grown region by region")
    return gen


def attempt(kind: str, width: int, height: int, rng: random.Random, *,
            min_score: int | None = None, max_score: int | None = None) -> Generated | None:
    return region_generator(kind).attempt(width, height, rng, min_score=min_score, max_score=max_score)


def fill_partition(kind: str, width: int, height: int, regions: tuple[int, ...],
                   rng: random.Random, node_cap: int = 2000) -> tuple[int, ...] | None:
    """:meth:`RegionGenerator.fill_partition` of ``kind``."""
    return region_generator(kind).fill_partition(width, height, regions, rng, node_cap)
