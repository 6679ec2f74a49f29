"""Bench the hint step and the logical solver over the corpus.

    .venv/bin/python bench/hint.py [--repeat N]

For every 6x6 corpus puzzle (Suguru and Ripple Effect) it walks the solver's
own path with hint(): the fresh puzzle, then the position after each hint is
played, and times hint() at every one of those positions (start and mid-game).
Then, grouped by kind and size, it times solve() and hint() at the start on
every corpus puzzle and counts how many the ladder finishes.  Each figure is
the median of N repeats of one call; the machine is shared, so treat them as
rough.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine.logic import hint, solve  # noqa: E402
from game.engine.puzzle import Puzzle  # noqa: E402
from game.engine.state import PlayState  # noqa: E402

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    for kind in ("suguru", "ripple"):
        puzzles = rows(kind)
        six = [p for p in puzzles if (p.width, p.height) == (6, 6)]
        ht = bench_hints(six, args.repeat)
        print(f"{kind} hint() on 6x6: {len(ht)} positions from {len(six)} puzzles, "
              f"median {statistics.median(ht) * 1e3:.3f} ms, worst {max(ht) * 1e3:.3f} ms")
        by_size: dict[tuple[int, int], list[tuple[float, float, bool]]] = defaultdict(list)
        for p in puzzles:
            t = timed(solve, p, repeat=args.repeat)
            h = timed(hint, PlayState(p), repeat=args.repeat)
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
