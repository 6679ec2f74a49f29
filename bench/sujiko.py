"""Bench the Sujiko solvers: the 3x3 table against seed 001's "under 3 microseconds".

    .venv/bin/python bench/sujiko.py [--n 100000] [--repeat 5] [--n4 20] [--seed 1]

1. **Precomputation** of the 3x3 table, each in a fresh interpreter so it is
   really the first build: wall time, and (in another fresh interpreter,
   because tracing slows allocation down severalfold) the memory it holds,
   by tracemalloc and by the growth of the process's resident size.
2. **3x3 solving**: ``--n`` random valid puzzles -- a random grid, one or two
   clue cells at random, kept when the puzzle has exactly one solution -- and
   every one solved and checked against the grid it was made from.  Timed
   three ways, all on the same sample after one untimed warm-up pass:
   *batch*: the whole sample in one loop, total / n (loop included), median
   of ``--repeat`` passes, as wall time and as this process's CPU time (on a
   shared machine the wall time also counts the time other processes held
   the core; the CPU time does not); *per call*: ``perf_counter_ns`` around each call,
   median over the sample (the timer's own cost, measured the same way with
   nothing between, is printed beside it and not subtracted);
   *exact.count_solutions(p, 2)*: the generic engine API on Puzzle objects,
   batch, which adds the API's own checks to the table lookup.
3. **4x4**: ``--n4`` generated unique 4x4 puzzles and as many clueless
   grids (never unique): ``exact.count_solutions(p, 2)`` by the sum-aware
   search, and ``logic.solve`` on the unique ones.

Seed 001 reports "under 3 us" for a hand-tuned SIMD C search; the comparison
is per puzzle, as the seed states it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time

from common import ROOT, fmt_time, med_worst, print_table

from game.engine import exact, logic
from game.engine.generator import generate_scored
from game.engine.kinds.sujiko import table
from game.engine.kinds.sujiko.grid import grid_sums, random_grid
from game.engine.puzzle import Puzzle

Sample = list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
"""(sums, givens, the grid it was made from)."""


def sample(n: int, seed: int) -> Sample:
    """``n`` random unique 3x3 puzzles with one or two clues."""
    rng = random.Random(seed)
    out: Sample = []
    while len(out) < n:
        grid = random_grid(3, 3, rng)
        givens = [0] * 9
        for c in rng.sample(range(9), rng.choice((1, 2))):
            givens[c] = grid[c]
        sums = grid_sums(grid, 3, 3)
        if table.solve3(sums, tuple(givens))[0] == 1:
            out.append((sums, tuple(givens), grid))
    return out


def fresh(code: str) -> dict:
    """Run ``code`` in a new interpreter; it prints one JSON line last."""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    if out.returncode:
        raise RuntimeError(out.stderr)
    return json.loads(out.stdout.splitlines()[-1])


_BUILD = """
import json, resource
from game.engine.kinds.sujiko import table as f
def rss():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS'):
            return int(line.split()[1]) * 1024
import numpy  # imported before measuring: numpy itself is not the table
before = rss()
s = f.build_index(trace_memory=%s)
print(json.dumps({"seconds": s.seconds, "bytes": s.bytes, "rss": rss() - before,
                  "groups": s.groups, "largest": s.largest}))
"""


def precompute_rows(repeat: int = 3) -> list[list[str]]:
    times = [fresh(_BUILD % "False") for _ in range(repeat)]
    traced = fresh(_BUILD % "True")
    return [["3x3 table (362,880 grids, %d groups, largest %d)" % (times[0]["groups"], times[0]["largest"]),
             fmt_time(statistics.median(t["seconds"] for t in times)),
             f"{traced['bytes'] / 2**20:.1f} MiB",
             f"{statistics.median(t['rss'] for t in times) / 2**20:.1f} MiB"]]


def solve_rows(puzzles: Sample, repeat: int) -> tuple[list[list[str]], int]:
    """Timing rows for the 3x3 sample, and how many puzzles came out wrong."""
    table.build_index()
    solve3 = table.solve3
    wrong = sum(1 for s, g, grid in puzzles if solve3(s, g) != (1, grid))  # also the warm-up pass
    n = len(puzzles)

    def batch(fn) -> tuple[float, float]:
        """Median over passes of (wall time, process CPU time) per puzzle."""
        walls, cpus = [], []
        for _ in range(repeat):
            t, c = time.perf_counter(), time.process_time()
            for s, g, _grid in puzzles:
                fn(s, g)
            cpus.append((time.process_time() - c) / n)
            walls.append((time.perf_counter() - t) / n)
        return statistics.median(walls), statistics.median(cpus)

    def nothing(s: object, g: object) -> None:
        return None

    ns = time.perf_counter_ns
    per_call = []
    for s, g, _grid in puzzles:
        t0 = ns()
        solve3(s, g)
        per_call.append(ns() - t0)
    timer = []
    for _ in range(min(n, 100_000)):
        t0 = ns()
        timer.append(ns() - t0)
    objects = [Puzzle("sujiko", 3, 3, g, (0,) * 9, s) for s, g, _grid in puzzles]
    count = exact.count_solutions
    api = batch(lambda s, g, it=iter(objects * repeat): count(next(it), 2))
    wrong += sum(1 for p, (_s, _g, grid) in zip(objects, puzzles) if count(p, 2) != (1, grid))
    wall, cpu = batch(solve3)
    idle = batch(nothing)
    rows = [
        ["solve3, batch wall time (total / n, loop included)", f"{wall * 1e6:.2f} us",
         f"empty loop calling a no-op: {idle[0] * 1e6:.2f} us"],
        ["solve3, batch CPU time of this process", f"{cpu * 1e6:.2f} us",
         f"no-op loop: {idle[1] * 1e6:.2f} us (not counting time other processes held the core)"],
        ["solve3, per call (perf_counter_ns, median)", f"{statistics.median(per_call) / 1000:.2f} us",
         f"timer alone: {statistics.median(timer) / 1000:.2f} us; 99th pct "
         f"{sorted(per_call)[int(n * 0.99)] / 1000:.2f} us"],
        ["exact.count_solutions(p, 2), batch wall / CPU", f"{api[0] * 1e6:.2f} / {api[1] * 1e6:.2f} us",
         "generic API on Puzzle objects (plus a lambda per call)"],
    ]
    return rows, wrong


def four_rows(n: int, seed: int) -> list[list[str]]:
    made = [generate_scored("sujiko", 4, 4, seed=("bench-4x4", seed, i)) for i in range(n)]
    unique = [g.puzzle.with_solution(None) for g in made]
    rng = random.Random(seed)
    bare = []
    for _ in range(n):
        grid = random_grid(4, 4, rng)
        bare.append(Puzzle("sujiko", 4, 4, (0,) * 16, (0,) * 16, grid_sums(grid, 4, 4)))
    rows = []
    for label, group in (("4x4 unique (generated)", unique), ("4x4 no clues (not unique)", bare)):
        times, ok = [], 0
        for p in group:
            t = time.perf_counter()
            r = exact.count_solutions(p, 2)
            times.append(time.perf_counter() - t)
            ok += r[0] == (1 if group is unique else 2)
        clues = statistics.median(sum(1 for d in p.givens if d) for p in group)
        rows.append([label, str(len(group)), f"{clues:g}", med_worst(times), f"{ok}/{len(group)}"])
    solve_t = []
    solved = 0
    for g in made:
        t = time.perf_counter()
        r = logic.solve(g.puzzle)
        solve_t.append(time.perf_counter() - t)
        solved += r.solved
    rows.append(["4x4 logic.solve (ladder)", str(len(made)), "", med_worst(solve_t), f"{solved}/{len(made)} solved"])
    return rows


def report(n: int, repeat: int, n4: int, seed: int) -> None:
    print_table("Sujiko 1. precomputation of the 3x3 table (fresh interpreter each; median of 3 builds)",
                ["table", "build time", "held (tracemalloc)", "RSS growth"], precompute_rows())
    t = time.perf_counter()
    puzzles = sample(n, seed)
    made = time.perf_counter() - t
    rows, wrong = solve_rows(puzzles, repeat)
    print_table(f"Sujiko 2. {len(puzzles):,} random unique 3x3 puzzles (one or two clues; sample made in "
                f"{made:.1f} s): median time per puzzle; seed 001: under 3 us in SIMD C",
                ["method", "per puzzle", "note"], rows)
    print(f"  solved correctly (checked against the grid each was made from): {len(puzzles) - wrong:,}"
          f"/{len(puzzles):,}")
    if n4:
        print_table("Sujiko 3. 4x4 by the sum-aware search: exact.count_solutions(p, 2), median / worst",
                    ["group", "n", "clues (median)", "time", "count right"], four_rows(n4, seed))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=100_000, help="3x3 puzzles in the sample")
    ap.add_argument("--repeat", type=int, default=5, help="batch passes (median kept)")
    ap.add_argument("--n4", type=int, default=20, help="4x4 puzzles per group (0: skip)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    report(args.n, args.repeat, args.n4, args.seed)


if __name__ == "__main__":
    main()
