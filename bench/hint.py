"""Bench the hint step and the logical solver over the corpus.

    .venv/bin/python bench/hint.py [--repeat N] [--every K] [--worst-only]

For every 6x6 corpus puzzle (Suguru and Ripple Effect) it walks the solver's
own path with hint(): the fresh puzzle, then the position after each hint is
played, and times hint() at every one of those positions (start and mid-game).
Then, grouped by kind and size, it times solve() and hint() at the start on
every corpus puzzle and counts how many the ladder finishes.  Each figure is
the median of N repeats of one call; the machine is shared, so treat them as
rough.

Last, the big boards' worst case, position by position along each puzzle's
own solve path (the start, then after every deduction of ``logic.solve``):
every 16x16 Sudoku of the corpus (boxes and jigsaw), the 40x25 Ripple
Effects, and the 45x30 Ripple Effect of ``bench/data/ripple-45x30.tsv`` (also
cold: its first hint on a freshly parsed puzzle, the exact solver's tables
forgotten).  Each position's figure is the fastest of N calls (the machine is
shared, and noise only ever adds time), so the worst is a position's cost,
not a scheduling hiccup or a garbage collection; beside it, in the same run, the
baseline: the hint as it was before its own zero pass (the solver's loop
for the housekeeping, and the scored scans even on a finished grid; today's
technique functions in both), which gives the same hints (tests/engine/test_hint_path.py).  ``--every K`` times
every K-th position only.  (The corpus's biggest Ripple Effect is 40x25: the
generator makes up to 10x10, and its partition grower stalls on a 45x30;
``bench/make_ripple45.py`` made the 45x30, from a tile grown on a torus.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import budget as _budget  # noqa: E402
from game.engine import exact  # noqa: E402
from game.engine import logic  # noqa: E402
from game.engine.kinds.sudoku import techniques as fish_lines  # noqa: E402
from game.engine.logic import Hint, hint, solve  # noqa: E402
from game.engine.puzzle import Puzzle  # noqa: E402
from game.engine.state import PlayState, Position  # noqa: E402

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "corpus"


def rows(kind: str) -> list[Puzzle]:
    out = []
    for line in (CORPUS / f"{kind}.tsv").read_text().splitlines():
        if line.strip():
            cols = line.split("\t")
            out.append(Puzzle.from_line(cols[0], cols[1]))
    return out


def timed(fn, *args, repeat: int) -> float:
    best = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn(*args)
        best.append(time.perf_counter() - t)
    return statistics.median(best)


def bench_data(name: str) -> list[Puzzle]:
    """The puzzles of ``bench/data/NAME`` (line, tab, solution; ``#`` comments), none if it is missing."""
    path = Path(__file__).resolve().parent / "data" / name
    if not path.exists():
        print(f"note: no {path}")
        return []
    return [Puzzle.from_line(*t.split("\t")[:2]) for t in path.read_text().splitlines()
            if t.strip() and not t.startswith("#")]


def cold_start(label: str, puzzles: list[Puzzle], repeat: int) -> None:
    """hint() at the start of a puzzle parsed afresh, with the exact solver's tables forgotten."""
    times = []
    for p in puzzles:
        line = p.line()
        best = float("inf")
        for _ in range(repeat):
            exact.clear_cache()
            t = time.perf_counter()
            hint(PlayState(Puzzle.from_line(line)))
            best = min(best, time.perf_counter() - t)
        times.append(best)
    print(f"{label}: cold hint() at the start (parsed afresh, tables forgotten), fastest of {repeat}: "
          f"worst {max(times) * 1e3:.2f} ms over {len(times)} puzzles")


def bench_hints(puzzles: list[Puzzle], repeat: int) -> list[float]:
    times = []
    for p in puzzles:
        s = PlayState(p)
        while True:
            times.append(timed(hint, s, repeat=repeat))
            h = hint(s)
            for d in h.auto:
                s.play(d.move())
            if h.deduction is None:
                break
            s.play(h.deduction.move())
    return times


def hint_before(pos: Position) -> Hint:
    """The hint as it was: the solver's loop for the housekeeping, then every scored scan."""
    puzzle, cands = pos.puzzle, list(pos.cands)
    with _budget.active(None) as spend:
        run = logic._Run(puzzle, cands, logic._techs(puzzle, None), True)
        logic._zero_pass(run)
        deduction = None
        if all(cands):
            scratch = Position(puzzle, cands)
            for t in run.techs:
                if t.score:
                    spend.charge_step(run.cost)
                    deduction = t.func(scratch)
                    if deduction is not None:
                        break
    return Hint(tuple(run.steps), deduction)


def worst_case(label: str, puzzles: list[Puzzle], repeat: int, every: int) -> None:
    """hint() and the baseline at the positions along each puzzle's solve path, fastest of ``repeat`` calls each.

    Every call starts without the sudoku fish's lines of the last position asked (a repeated
    call would find them ready), and each round visits a puzzle's positions in turn.
    """
    now, before, where = [], [], []
    for i, p in enumerate(puzzles):
        steps = solve(p, record=True).steps
        pos = Position(p)
        path = []
        for k in range(len(steps) + 1):
            if k % every == 0:
                path.append(Position(p, list(pos.cands)))
                where.append(f"puzzle {i} after {k} deductions")
            if k < len(steps):
                for c, d in steps[k].eliminations:
                    pos.cands[c] &= ~(1 << d)
        best = {hint: [float("inf")] * len(path), hint_before: [float("inf")] * len(path)}
        for _ in range(repeat):
            for j, at in enumerate(path):
                for fn, times in best.items():  # side by side, so a busy moment hits both
                    fish_lines._last_lines = None  # cold: no call reuses the one before it
                    t = time.perf_counter()
                    fn(at)
                    times[j] = min(times[j], time.perf_counter() - t)
        now.extend(best[hint])
        before.extend(best[hint_before])
    w = max(range(len(now)), key=now.__getitem__)
    wb = max(range(len(before)), key=before.__getitem__)
    print(f"{label}: {len(now)} positions from {len(puzzles)} puzzles; hint() median "
          f"{statistics.median(now) * 1e3:.3f} ms, worst {now[w] * 1e3:.2f} ms ({where[w]}; baseline there "
          f"{before[w] * 1e3:.2f} ms); baseline median {statistics.median(before) * 1e3:.3f} ms, worst "
          f"{before[wb] * 1e3:.2f} ms ({where[wb]}; hint() there {now[wb] * 1e3:.2f} ms); "
          f"sum hint()/baseline {sum(now) / sum(before):.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--every", type=int, default=1, help="time every K-th position of the worst-case paths")
    ap.add_argument("--worst-only", action="store_true", help="only the big boards' worst case")
    args = ap.parse_args()
    if not args.worst_only:
        corpus_tables(args.repeat)
    sixteen = [p for p in rows("sudoku") if p.width == 16]
    worst_case("sudoku 16x16 (boxes and jigsaw)", sixteen, args.repeat, args.every)
    big = [p for p in rows("ripple") if (p.width, p.height) == (40, 25)]
    worst_case("ripple 40x25", big, args.repeat, args.every)
    huge = bench_data("ripple-45x30.tsv")
    if huge:
        cold_start("ripple 45x30 (bench/data)", huge, args.repeat)
        worst_case("ripple 45x30 (bench/data)", huge, args.repeat, args.every)


def corpus_tables(repeat: int) -> None:
    for kind in ("suguru", "ripple"):
        puzzles = rows(kind)
        six = [p for p in puzzles if (p.width, p.height) == (6, 6)]
        ht = bench_hints(six, repeat)
        print(f"{kind} hint() on 6x6: {len(ht)} positions from {len(six)} puzzles, "
              f"median {statistics.median(ht) * 1e3:.3f} ms, worst {max(ht) * 1e3:.3f} ms")
        by_size: dict[tuple[int, int], list[tuple[float, float, bool]]] = defaultdict(list)
        for p in puzzles:
            t = timed(solve, p, repeat=repeat)
            h = timed(hint, PlayState(p), repeat=repeat)
            by_size[p.width, p.height].append((t, h, solve(p).solved))
        for w, h in sorted(by_size, key=lambda wh: (wh[0] * wh[1], wh)):
            rs = by_size[w, h]
            ts = [t for t, _, _ in rs]
            hs = [t for _, t, _ in rs]
            done = sum(ok for _, _, ok in rs)
            print(f"  {kind} {w}x{h}: {done}/{len(rs)} finished; solve median "
                  f"{statistics.median(ts) * 1e3:.2f} ms, worst {max(ts) * 1e3:.2f} ms; "
                  f"hint at start median {statistics.median(hs) * 1e3:.2f} ms, "
                  f"worst {max(hs) * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
