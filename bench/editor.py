"""Time from an edit to the editor's verdict: what the player waits for after each touch.

    .venv/bin/python bench/editor.py [--edits N] [--puzzles P] [--seed S]

For Suguru and Ripple Effect at 10x10 (P puzzles each from the generator,
fixed seeds) and 9x9 Sudoku (P built-in levels), it makes N random edits
of the kind an editor sees, each on the finished puzzle: half toggle a
given (erase one, or place the solution's digit in an empty cell), half
join a cell to a neighbour's region or split it out (Sudoku's boxes are
fixed, so it toggles givens only).  Each figure is the time of
``draft.apply(edit)`` plus ``verdict(draft)`` -- the region edits change the
geometry, so the exact solver's tables are built afresh as they would be.
It prints the median, 90th percentile and worst per kind, what the verdicts
said, and, in the same run, the baseline: one exact count (to two
solutions) of the unedited puzzle, and the ratio of the verdict's median to
it.  Goal: median <= 200 ms at 10x10.  The machine is shared: treat the
figures as rough.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import fmt_time, print_table  # noqa: E402
from game.engine import exact  # noqa: E402
from game.engine.backend import Params, backend  # noqa: E402
from game.engine.draft import Draft  # noqa: E402
from game.engine.puzzle import Puzzle  # noqa: E402
from game.engine.verdict import verdict  # noqa: E402
from game.levels import read_level_lines  # noqa: E402

GOAL = 0.200
"""Median seconds from an edit to its verdict at 10x10."""


def puzzles(kind: str, count: int, seed: str) -> list[Puzzle]:
    """``count`` finished puzzles with their solutions: generated at 10x10, or built-in 9x9 sudokus."""
    if kind == "sudoku":  # the bench, not the game: it may pick its boards by name
        return [exact.ensure_solution(Puzzle.from_line(line)) for line in read_level_lines("sudoku")[::97][:count]]
    gen = backend(kind).generator
    assert gen is not None
    return [gen.generate(Params(10, 10), seed=(seed, kind, i)).puzzle for i in range(count)]


def random_edit(d: Draft, solution: tuple[int, ...], rng: random.Random) -> str:
    """A given toggled, or (where the player draws regions) a cell joined to a neighbour's region or split out."""
    if d.draws_regions() and rng.random() < 0.5:
        a = rng.randrange(d.ncells)
        r, c = divmod(a, d.width)
        nbs = [b for b, ok in ((a - d.width, r > 0), (a + d.width, r < d.height - 1), (a - 1, c > 0),
                               (a + 1, c < d.width - 1)) if ok]
        b = rng.choice(nbs)
        return f"{'split' if d.regions[a] == d.regions[b] else 'join'} {a} {b}"
    cell = rng.randrange(d.ncells)
    return f"give {cell} {0 if d.givens[cell] else solution[cell]}"


def measure(kind: str, boards: list[Puzzle], edits: int, rng: random.Random) -> tuple[list[float], Counter[str]]:
    times: list[float] = []
    said: Counter[str] = Counter()
    for k in range(edits):
        p = boards[k % len(boards)]
        assert p.solution is not None
        d = Draft.from_puzzle(p)
        edit = random_edit(d, p.solution, rng)
        t = time.perf_counter()
        v = verdict(d.apply(edit))
        times.append(time.perf_counter() - t)
        said[v.solutions + ("" if v.solutions != "unique" else ", logic" if v.finished else ", stuck")] += 1
    return times, said


def baseline(boards: list[Puzzle], repeat: int = 5) -> float:
    """Median seconds of one exact count (to two) of an unedited puzzle, its tables warm."""
    times = []
    for p in boards:
        for _ in range(repeat):
            t = time.perf_counter()
            exact.count_solutions(p, 2)
            times.append(time.perf_counter() - t)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--edits", type=int, default=50, help="edits per kind (default 50)")
    ap.add_argument("--puzzles", type=int, default=5, help="boards per kind (default 5)")
    ap.add_argument("--seed", default="editor-bench", help="seed of the boards and the edits")
    args = ap.parse_args(argv)
    rows = []
    for kind in ("suguru", "ripple", "sudoku"):
        boards = [exact.ensure_solution(p) for p in puzzles(kind, args.puzzles, args.seed)]
        rng = random.Random(f"{args.seed}/{kind}")
        verdict(Draft.from_puzzle(boards[0]))  # the ladder and tables loaded once, as the editor's first verdict
        times, said = measure(kind, boards, args.edits, rng)
        base = baseline(boards)
        med = statistics.median(times)
        p90 = statistics.quantiles(times, n=10)[-1]
        size = f"{boards[0].width}x{boards[0].height}"
        rows.append([kind, size, str(len(times)), fmt_time(med), fmt_time(p90), fmt_time(max(times)),
                     fmt_time(base), f"{med / base:.0f}x", "yes" if med <= GOAL else "NO",
                     ", ".join(f"{n} {k}" for k, n in said.most_common())])
    print_table(f"Edit to verdict ({args.edits} edits per kind on {args.puzzles} boards; goal: median <= "
                f"{GOAL * 1000:.0f} ms)",
                ["kind", "size", "edits", "median", "p90", "worst", "exact count", "ratio", "goal", "verdicts"],
                rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
