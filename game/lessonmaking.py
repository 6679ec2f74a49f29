"""Making the lesson positions: ``python -m game make-lessons [KIND ...]``.

For every technique of a kind's ladder the builder looks for :data:`WANT`
positions where that technique is the next deduction the hint gives
(:func:`game.engine.lessons.lesson_deduction`), and writes them to
``levels/lessons/KIND.tsv``.  It is deterministic (every random choice is
seeded, every search is bounded by counts, never by the clock) and it stops
looking as soon as each technique has its positions.  The places it looks,
cheapest first:

1. **The built-in sets**, smallest board first, easiest puzzle first: the
   solver's own record of each puzzle (:func:`~game.engine.lessons.harvest`).
2. **Sparser puzzles made from them**: a built-in puzzle's solution with
   clues taken away in a seeded order while it stays unique.  Nothing caps
   their difficulty, so they reach the ladder's far end (and, where the
   ladder has one, the guess).
3. **Bigger boards** the kind's generator makes (sizes no built-in set has),
   made sparse the same way.
4. **Positions a player could reach by striking wrong candidates**: on a
   position of one of those puzzles, strike the candidates that make a
   subset of a house (its cells' own digits) or a fish (a digit's rows and
   the columns its answers are in) plain, then play the techniques cheaper
   than the one wanted until they find nothing.  Only the solution's
   candidates stay, so the position is one a player can reach.
5. **The same in wide houses** (:mod:`.lessonwide`): a joined region of six to
   eight cells kept as open as uniqueness allows, or a bigger Sudoku, where
   the subsets and fish that need many open cells can be the next step.
6. **Boards with a big region** (:mod:`.lessonbig`): 8x8 boards grown with
   regions of up to nine cells, one of them opened seven cells wide (as far
   as a unique solution allows), walked and then struck as in 4: a hidden
   triple in a region is only next where it has seven open cells.  Last, so
   that the positions the earlier stages find on smaller boards are kept.

Within one technique, positions where it fires once only are kept first
(:func:`~game.engine.lessons.single_instance`), and one puzzle gives a
technique one position at most.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from .engine.backend import Params, backend
from .engine.budget import Budget
from .engine.digits import bit
from .engine.errors import GaveUp
from .engine.exact import count_solutions, random_fill
from .engine.formats import parse_line
from .engine.lessons import Lesson, format_lesson, harvest
from .engine.puzzle import Puzzle
from .lessonbig import stage as big_regions
from .lessonpick import WANT, Picker, Say, close_below, striker, walk
from .lessonwide import PUZZLES as WIDE_PUZZLES
from .lessonwide import search as wide_search
from .lessonwide import fish_strikes, sparse_first, subset_strikes
from .levels import read_level_lines
from .resources import resource_path

__all__ = ["WANT", "build", "make", "write"]

SPARSE = 300
"""Sparse puzzles tried per built-in set (stage 2)."""
BIG = 12
"""Puzzles generated per bigger board (stage 3)."""
MERGED = 100
"""Puzzles with two regions merged tried per built-in set (stage 4)."""
STRIKES = 6000
"""Struck-candidate constructions tried per kind (stage 4), each closed under the cheaper techniques."""

def lessons_file(kind: str) -> Path:
    """Beside the kind's built-in sets (a new file goes where the level files are, not in the first data root)."""
    sets = sets_of(kind)
    folder = resource_path("levels", f"{sets[0]}.txt").parent if sets else resource_path("levels")
    return folder / "lessons" / f"{kind}.tsv"


def sets_of(kind: str) -> list[str]:
    """The kind's built-in sets, smallest board first (then in the registry's order)."""
    sets = list(backend(kind).level_sets)
    return [s.name for s in sorted(sets, key=lambda s: s.params.width * s.params.height)]


def sparse(puzzle: Puzzle, rng: random.Random) -> Puzzle | None:
    """``puzzle``'s solution with clues taken away in ``rng``'s order while it stays unique."""
    try:
        count, solution = count_solutions(puzzle, 2, budget=Budget())
    except (GaveUp, ValueError):
        return None
    if count != 1 or solution is None:
        return None
    return sparse_first(puzzle.with_givens(list(solution)), (), rng)


def merged(puzzle: Puzzle, rng: random.Random, first: bool = False) -> Puzzle | None:
    """``puzzle``'s regions with two touching ones made one of six to eight cells, filled afresh and made sparse.

    Regions of at most five cells never leave a triple for the subset techniques to find first: a
    region's open cells less a triple are a pair or a single, which cheaper techniques take.  With
    ``first`` the joined region's clues are taken away first, so that it keeps as few as it can.
    """
    regions, w = list(puzzle.regions), puzzle.width
    sizes = [regions.count(r) for r in range(max(regions) + 1)]
    pairs = sorted({(min(regions[c], regions[o]), max(regions[c], regions[o]))
                    for c in range(puzzle.ncells) for o in (c + 1 if c % w < w - 1 else c, c + w)
                    if o < puzzle.ncells and regions[o] != regions[c] and 6 <= sizes[regions[c]] + sizes[regions[o]] <= 8})
    if not pairs:
        return None
    a, b = pairs[rng.randrange(len(pairs))]
    labels: dict[int, int] = {}
    joined = tuple(labels.setdefault(a if r == b else r, len(labels)) for r in regions)
    try:
        base = Puzzle(puzzle.kind, w, puzzle.height, (0,) * puzzle.ncells, joined)
        solution = random_fill(base, rng, 4000)
        if solution and first:
            return sparse_first(base.with_givens(list(solution)), [c for c, r in enumerate(joined) if r == labels[a]], rng)
        return sparse(base.with_givens(list(solution)), rng) if solution else None
    except (GaveUp, ValueError):
        return None


def bigger(kind: str) -> list[Params]:
    """Sizes the kind's generator makes that are bigger than any built-in set (up to 144 cells)."""
    most = max((s.params.width * s.params.height for s in backend(kind).level_sets), default=0)
    return [p for p in backend(kind).sizes if most < p.width * p.height <= 144 and p.width == p.height]


def strikes(puzzle: Puzzle, cands: list[int], solution: Sequence[int]) -> Iterator[list[int]]:
    """Candidates after striking wrong ones so that a subset of a house, or a fish, is plain (a few of each)."""
    return itertools.chain(subset_strikes(puzzle, cands, solution, 0, 12), fish_strikes(puzzle, cands, solution, 1))


def struck(picker: Picker, puzzle: Puzzle, say: Say, trials: list[int]) -> None:
    """Stage 4 on one puzzle: constructions on positions its solver walk passes; ``trials[0]`` counts down."""
    solution = puzzle.solution
    if solution is None:
        return
    try:
        steps = list(harvest(puzzle, Budget()))
    except GaveUp:
        return
    for _, cands in steps[:: max(1, len(steps) // 6)]:
        for trial in strikes(puzzle, cands, solution):
            if trial == cands or any(not trial[c] & bit(solution[c]) for c in range(puzzle.ncells)):
                continue
            for tech in picker.short():
                if not tech.score or trials[0] <= 0:
                    continue
                trials[0] -= 1
                closed = close_below(puzzle, trial, tech)
                if closed is not None and picker.offer(puzzle, closed, tech.abbr):
                    say(f"  {tech.abbr}: struck position on {puzzle.width}x{puzzle.height}")
            if trials[0] <= 0:
                return


def build(kind: str, say: Say) -> list[Lesson]:
    """The lesson positions of ``kind``, every stage as far as needed."""
    picker = Picker(kind)
    rng = random.Random(f"nanba-lessons:{kind}")
    sources: list[Puzzle] = []
    joined: list[Puzzle] = []   # with a merged region: where big-region subsets can be next, tried first

    def report(stage: str) -> None:
        have = " ".join(f"{t.abbr}:{len(picker.good[t.abbr])}+{len(picker.spare[t.abbr])}" for t in picker.ladder)
        say(f"{kind} after {stage}: {have}")

    def remade(stage: str, count: int, make: Callable[[Puzzle], Puzzle | None], keep: list[Puzzle]) -> None:
        for name in sets_of(kind):
            lines = read_level_lines(name)
            for j in range(count):
                if picker.done():
                    break
                made = make(parse_line(lines[(j * 7) % len(lines)]))
                if made is not None:
                    walk(picker, made)
                    keep.append(made)
            report(f"{stage} {name}")

    for name in sets_of(kind):   # cheap: every built-in puzzle, until each technique has single-instance ones
        for text in read_level_lines(name):
            walk(picker, parse_line(text), strict=True)
            if picker.done(strict=True):
                break
        report(f"set {name}")
    if not picker.done():
        remade("sparse", SPARSE, lambda p: sparse(p, rng), sources)
    if not picker.done():
        remade("merged regions", MERGED, lambda p: merged(p, rng), joined)
    gen = backend(kind).generator
    for params in (bigger(kind) if not picker.done() else []):
        if gen is None:
            break
        for j in range(BIG):
            try:
                made = sparse(gen.generate(params, seed=f"nanba-lessons:{kind}:{params.size}:{j}").puzzle, rng)
            except Exception:  # a size the generator cannot make in its tries: skip it, say so
                say(f"  no {params.size} puzzle {j}")
                continue
            if made is not None:
                walk(picker, made)
                sources.append(made)
            if picker.done():
                break
        report(f"generated {params.size}")
    trials = [STRIKES]
    for puzzle in joined + sources[::-1] if not picker.done() else []:
        struck(picker, puzzle, say, trials)
        if picker.done() or trials[0] <= 0:
            break
    report("struck positions")
    if not picker.done():
        wide(picker, say)
        report("wide houses")
    if not picker.done():
        big_regions(picker, say)
        report("big regions")
    return picker.lessons()


def wide_sources(kind: str, rng: random.Random) -> Iterator[Puzzle | None]:
    """Puzzles with a wide house (:mod:`.lessonwide`): a joined region if the kind's regions can be joined, else bigger boards."""
    lines = [text for name in sets_of(kind) for text in read_level_lines(name)]
    made = 0
    for j in range(WIDE_PUZZLES if lines else 0):
        puzzle = merged(parse_line(lines[(j * 11) % len(lines)]), rng, first=True)
        made += puzzle is not None
        if j >= 10 and not made:
            break
        yield puzzle
    gen = backend(kind).generator
    if gen is None or made:
        return
    for params in bigger(kind):
        for j in range(BIG * 3):
            try:
                yield sparse(gen.generate(params, seed=f"nanba-lessons-wide:{kind}:{params.size}:{j}").puzzle, rng)
            except Exception:  # a size the generator cannot make in its tries: skip it
                continue


def wide(picker: Picker, say: Say) -> None:
    """Stage 5: struck subsets and fish in wide houses, for the techniques still short."""
    rng = random.Random(f"nanba-lessons-wide:{picker.kind}")
    wide_search(wide_sources(picker.kind, rng), striker(picker, say, "wide-house"))


def write(kind: str, lessons: Sequence[Lesson], path: Path | None = None) -> Path:
    """Write the data file atomically; its path."""
    import os

    path = path or lessons_file(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    head = (f"# Nanba lesson positions for {kind}: KIND<TAB>ABBR<TAB>LINE<TAB>MOVES, where ABBR is the next\n"
            f"# deduction the hint gives after MOVES. Made by: python -m game make-lessons {kind}\n")
    tmp = path.with_suffix(".tmp")
    tmp.write_text(head + "".join(format_lesson(x) + "\n" for x in lessons), encoding="utf-8")
    os.replace(tmp, path)
    return path


def make(kinds: Sequence[str], say: Say | None = None) -> dict[str, list[Lesson]]:
    """Build and write the lessons of ``kinds``; the lessons per kind."""
    say = say or (lambda s: print(s, file=sys.stderr, flush=True))
    out = {}
    for kind in kinds:
        t0 = time.perf_counter()
        out[kind] = build(kind, say)
        say(f"wrote {write(kind, out[kind])} ({time.perf_counter() - t0:.1f} s)")
    return out
