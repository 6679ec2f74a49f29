"""Bench the engine's solvers over the corpus and over generated puzzles.

    .venv/bin/python bench/engine.py [--repeat N] [--gen N] [--bt-cap N] [--sudoku] [--quick]

Tables printed, each with median / worst over the puzzles of a group:

1. **Exact solver** -- ``exact.count_solutions(p, 2)`` (a uniqueness proof).
   *cold*: the geometry's tables are dropped and the Puzzle is freshly parsed,
   so the time includes building exact's tables (for Ripple only the entries
   the search touches, for Suguru one tuple of peers per cell; the median
   time rules.py takes to build the whole ``p.conflicts`` is printed beside
   it for comparison);
   *warm*: a fresh Puzzle object per call, but its geometry's tables are in
   exact's cache (what the generator and a replayed level see).  Parsing the
   line is never timed.
2. **Logical solver** -- ``logic.solve(p)`` (solve + score) and one
   ``logic.hint(Position(p))`` from the start, on a fresh Puzzle after one
   untimed warm-up call; how many of the group the ladder finishes.
3. **Textbook backtracker vs exact** -- :mod:`game.engine.backtrack` (seed
   003's solver) to the first solution (``limit=1``) and to a uniqueness proof
   (``limit=2``) against exact ``solve`` and ``count_solutions``, warm.  Bigger
   grids run with a step cap per puzzle; capped runs are counted and their
   times are lower bounds, so the ratios there are lower bounds too.
4. **Generated puzzles** (6x6 and 10x10): from ``generator.generate`` when
   that module exists; until then the bench makes its own: a corpus partition
   of that size, ``exact.random_fill`` with a fresh seed, then givens removed
   greedily while ``count_solutions`` stays 1 (a minimal puzzle).
4. **Seed-style textbook baseline vs exact** -- :mod:`textbook` (the seed's
   notebook: Cell objects, ``fill()`` returning 1/0/-1, rule checks scanning
   block and neighbour lists) to a uniqueness proof, *with its set-up timed*,
   against exact ``count_solutions(p, 2)`` *cold* (tables built in the call):
   the same job, each side paying for its own preparation.
5. ``--sudoku`` adds the sudoku corpus by size to tables 1 and 2, then prints
   ``bench/sudoku.py``'s tables S1-S3: exact times and the share the ladder
   finishes without guessing per size and layout (boxes / jigsaw), hint step
   times along solve paths, and counting to 5 solutions.
6. **Sujiko** (``bench/sujiko.py``): the 3x3 table's build time and memory,
   ``--sujiko N`` random unique 3x3 puzzles (one or two clues) solved and
   checked, median time per puzzle against seed 001's "under 3 us"; 4x4
   by the sum-aware search.  ``--sujiko 0`` skips it.

Every figure is the median of ``--repeat`` timed calls per puzzle.
"""

from __future__ import annotations

import argparse
import random
import statistics
from typing import Callable

from common import by_size, clock, corpus, fmt_time, med_worst, optional, print_table

import textbook

from game.engine import backtrack, exact
from game.engine.puzzle import Puzzle
from game.engine.state import Position

KINDS = ("suguru", "ripple")
Group = tuple[str, list[str]]  # (label, puzzle lines)


# -- puzzle groups --------------------------------------------------------------
def corpus_groups(kind: str, quick: bool) -> list[Group]:
    groups = [(f"{kind} {size}", [line for line, _ in rows]) for size, rows in by_size(corpus(kind)).items()]
    return [(g, lines[:5] if quick else lines) for g, lines in groups]


def generated_groups(count: int) -> list[Group]:
    gen = optional("game.engine.generator")
    groups = []
    for kind in KINDS:
        for size in (6, 10):
            if gen is not None:
                lines = [_line_of(gen.generate(kind, size, size, seed=s)) for s in range(count)]
                groups.append((f"gen {kind} {size}x{size}", lines))
            else:
                groups.append((f"gen* {kind} {size}x{size}", bench_made(kind, size, count)))
    if gen is None:
        print("note: game/engine/generator.py is missing; gen* rows are bench-made "
              "(corpus partition + random_fill + greedy clue removal)")
    return groups


def _line_of(made: object) -> str:
    """The puzzle line of whatever generate() returns (a Puzzle, a line, or a record with .puzzle)."""
    if isinstance(made, str):
        return made
    puzzle = getattr(made, "puzzle", made)
    return puzzle.line()  # type: ignore[attr-defined]


def bench_made(kind: str, size: int, count: int) -> list[str]:
    """Minimal unique puzzles on the corpus's partitions of ``size`` x ``size``."""
    parts = [Puzzle.from_line(line) for line, _ in corpus(kind) if f" {size}x{size} " in line]
    out: list[str] = []
    rng = random.Random(size * 1000 + len(kind))
    fills = []
    for i in range(count * 4):
        if len(out) >= count or not parts:
            break
        bare = parts[i % len(parts)].with_givens([0] * size * size)
        secs, grid = clock(lambda: exact.random_fill(bare, rng, 20_000))
        fills.append(secs)
        if grid is not None:
            out.append(minimise(bare.with_givens(grid), rng).line())
    print(f"note: random_fill {kind} {size}x{size} on corpus partitions: median / worst "
          f"{med_worst(fills)} over {len(fills)} fills")
    return out


def minimise(p: Puzzle, rng: random.Random) -> Puzzle:
    """Drop givens in random order while the puzzle stays unique."""
    givens = list(p.givens)
    order = list(range(p.ncells))
    rng.shuffle(order)
    for cell in order:
        keep = givens[cell]
        givens[cell] = 0
        if exact.count_solutions(p.with_givens(givens), 2)[0] != 1:
            givens[cell] = keep
    return p.with_givens(givens)


# -- table 1: exact -------------------------------------------------------------
def exact_row(label: str, lines: list[str], repeat: int) -> list[str]:
    cold, conf, warm = [], [], []
    for line in lines:
        conf.append(statistics.median(_fresh_times(line, lambda q: q.conflicts, repeat)))
        cold.append(statistics.median(_fresh_times(line, _cold_count, repeat)))
        warm.append(statistics.median(_fresh_times(line, lambda q: exact.count_solutions(q, 2), repeat)))
    return [label, str(len(lines)), med_worst(cold), fmt_time(statistics.median(conf)), med_worst(warm)]


def _cold_count(p: Puzzle) -> object:
    exact.clear_cache()
    return exact.count_solutions(p, 2)


def _fresh_times(line: str, fn: Callable[[Puzzle], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        q = Puzzle.from_line(line)
        times.append(clock(lambda: fn(q))[0])
    return times


# -- table 2: logic ---------------------------------------------------------------
def logic_row(label: str, lines: list[str], repeat: int) -> list[str]:
    logic = optional("game.engine.logic")
    if logic is None:
        return [label, str(len(lines)), "n/a (logic.py missing)", "", ""]
    kind = label.split()[-2]
    try:
        logic.ladder(kind)
    except Exception as e:  # a kind without a ladder yet
        return [label, str(len(lines)), f"n/a ({type(e).__name__})", "", ""]
    solve_t, hint_t, solved, scores = [], [], 0, []
    for line in lines:
        p = Puzzle.from_line(line)
        res = logic.solve(p)  # warm-up, and the outcome
        solved += res.solved
        if res.solved:
            scores.append(res.score)
        logic.hint(Position(p))
        solve_t.append(statistics.median(_fresh_times(line, logic.solve, repeat)))
        hint_t.append(statistics.median(_fresh_times(line, lambda q: logic.hint(Position(q)), repeat)))
    score = f"{statistics.median(scores):.0f}" if scores else "-"
    return [label, str(len(lines)), med_worst(solve_t), f"{solved}/{len(lines)} (score {score})",
            med_worst(hint_t)]


# -- table 3: backtracker -----------------------------------------------------------
def backtrack_row(label: str, lines: list[str], cap: int) -> list[str]:
    """Seed solver vs exact, warm, per puzzle; ratios of medians and of totals."""
    bt1, bt2, ex1, ex2, capped, steps = [], [], [], [], 0, []
    for line in lines:
        p = Puzzle.from_line(line)
        p.conflicts  # the backtracker's table, built untimed like exact's warm cache
        exact.count_solutions(p, 2)
        t1, r1 = clock(lambda: backtrack.run(p, cap, 1))
        t2, r2 = clock(lambda: backtrack.run(p, cap, 2))
        capped += r1.capped or r2.capped
        steps.append(r1.steps)
        bt1.append(t1)
        bt2.append(t2)
        ex1.append(clock(lambda: exact.solve(p), 3)[0])
        ex2.append(clock(lambda: exact.count_solutions(p, 2), 3)[0])

    def ratio(a: list[float], b: list[float]) -> str:
        per = statistics.median(x / y for x, y in zip(a, b))
        return f"{statistics.median(a) / statistics.median(b):.1f}x / {sum(a) / sum(b):.1f}x / {per:.1f}x"

    return [label, str(len(lines)), f"{statistics.median(steps):.0f} / {max(steps)}",
            med_worst(bt1), ratio(bt1, ex1), med_worst(bt2), ratio(bt2, ex2),
            f"{capped}" if capped else "0"]


# -- table 4: the seed's own style -----------------------------------------------------
def textbook_row(label: str, lines: list[str], cap: int | None) -> list[str]:
    """Seed-style solver (set-up included) vs exact cold, both proving uniqueness."""
    tb, ex, per_step, capped = [], [], [], 0
    for line in lines:
        p = Puzzle.from_line(line)
        t, (values, steps, _backs, found) = clock(lambda: textbook.solve(p, None, cap, 2))
        capped += cap is not None and steps >= cap
        tb.append(t)
        per_step.append(t / max(steps, 1))
        ex.append(statistics.median(_fresh_times(line, _cold_count, 3)))
    per = statistics.median(x / y for x, y in zip(tb, ex))
    return [label, str(len(lines)), f"{statistics.median(per_step) * 1e6:.2f} us", med_worst(tb), med_worst(ex),
            f"{statistics.median(tb) / statistics.median(ex):.1f}x / {sum(tb) / sum(ex):.1f}x / {per:.1f}x",
            str(capped)]


# -- main ----------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="timed calls per puzzle (median kept)")
    ap.add_argument("--gen", type=int, default=8, help="generated puzzles per kind and size")
    ap.add_argument("--bt-cap", type=int, default=1_000_000,
                    help="step cap per puzzle for the backtracker beyond 6x6")
    ap.add_argument("--sudoku", action="store_true", help="add the sudoku corpus to tables 1 and 2")
    ap.add_argument("--quick", action="store_true", help="five puzzles per corpus group, one repeat")
    ap.add_argument("--sujiko", type=int, default=100_000, help="random 3x3 Sujiko puzzles to solve (0: skip)")
    args = ap.parse_args(argv)
    repeat = 1 if args.quick else args.repeat

    groups = [g for kind in KINDS for g in corpus_groups(kind, args.quick)]
    groups += [g for g in generated_groups(2 if args.quick else args.gen) if g[1]]   # --gen 0: none
    sudoku = corpus_groups("sudoku", args.quick) if args.sudoku else []

    print_table("1. exact solver, count_solutions(p, 2): median / worst",
                ["group", "n", "cold (tables built)", "(full p.conflicts)", "warm (tables cached)"],
                [exact_row(label, lines, repeat) for label, lines in groups + sudoku])
    print_table("2. logical solver: logic.solve (solve + score) and one logic.hint from the start",
                ["group", "n", "solve median / worst", "solved (median score)", "hint median / worst"],
                [logic_row(label, lines, repeat) for label, lines in groups + sudoku])
    bt_groups = [g for g in groups if g[0].endswith(("6x6", "7x7", "8x8", "10x10"))]
    rows = []
    for label, lines in bt_groups:
        cap = None if label.endswith("6x6") else args.bt_cap
        rows.append(backtrack_row(label, lines, cap))
    print_table(
        "3. textbook backtracker (seed 003) vs exact, warm: ratios are median / total / per-puzzle median\n"
        f"   6x6 uncapped; other sizes capped at {args.bt_cap:,} steps per run (capped runs: lower bounds)",
        ["group", "n", "steps med / max", "bt first sol.", "vs exact.solve", "bt to 2 sols", "vs count(p, 2)",
         "capped"], rows)
    print_table(
        "4. seed-style textbook solver (Cell objects, set-up timed) vs exact cold, both to a uniqueness proof\n"
        "   ratios are median / total / per-puzzle median; the seed itself ran 1.5 us a step (3318 steps, 5 ms)",
        ["group", "n", "us/step", "textbook", "exact cold", "ratio", "capped"],
        [textbook_row(label, lines, None if label.endswith("6x6") else args.bt_cap) for label, lines in bt_groups])
    if args.sujiko:
        import sujiko

        sujiko.report(args.sujiko, repeat, 5 if args.quick else 20, seed=1)
    if args.sudoku:
        import sudoku as sudoku_bench

        sudoku_bench.report(args.quick, repeat)


if __name__ == "__main__":
    main()
