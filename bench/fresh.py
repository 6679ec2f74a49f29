"""Time to a fresh puzzle in a difficulty band: what New puzzle and ``generate --difficulty`` cost.

Run: ``.venv/bin/python bench/fresh.py [--quick] [--kind K ...] [--size WxH ...] [--band B ...]``
(or ``bench/generate.py --fresh``).  For each kind, size and band it makes N fresh puzzles with
:func:`game.engine.fresh.fresh` (seeds ``(seed, i)``), timing each on one core
(``time.process_time``), and prints the median and 90th percentile with the reject rate: the
share of the generator's puzzles that scored below the band and were thrown away.  Goals (Suguru
and Ripple, Hard): 6x6 median <= 0.2 s, 8x8 <= 1 s, 10x10 <= 3 s, 12x12 <= 10 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.engine.backend import Params  # noqa: E402
from game.engine.bands import DIFFICULTIES  # noqa: E402
from game.engine.fresh import fresh  # noqa: E402

GOALS = {6: 0.2, 8: 1.0, 10: 3.0, 12: 10.0}
"""Median seconds to a Hard puzzle, by side."""
COUNTS = {6: 40, 8: 25, 10: 15, 12: 10}


def measure(kind: str, params: Params, band: str, count: int, seed: str) -> tuple[list[float], int, int, int]:
    """(seconds per puzzle, rounds in all, rounds rejected, puzzles outside the band) for ``count`` puzzles."""
    secs: list[float] = []
    rounds = rejected = missed = 0
    for i in range(count):
        t0 = time.process_time()
        got = fresh(kind, params, band, seed=(seed, i))
        secs.append(time.process_time() - t0)
        rounds += got.rounds
        rejected += got.rejected
        missed += not got.in_band
    return secs, rounds, rejected, missed


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10, method="inclusive")[8] if len(values) > 1 else values[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a third of the samples")
    ap.add_argument("--kind", action="append", help="suguru, ripple (default both; repeatable)")
    ap.add_argument("--size", action="append", help="WxH (default 6x6 8x8 10x10 12x12; repeatable)")
    ap.add_argument("--band", action="append", help=f"{', '.join(DIFFICULTIES)} (default all; repeatable)")
    ap.add_argument("--seed", default="nanba-fresh-bench")
    args = ap.parse_args(argv)
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.size] if args.size else [(n, n) for n in GOALS]
    bands = [b.capitalize() for b in args.band] if args.band else list(DIFFICULTIES)
    print(f"load average {os.getloadavg()[0]:.2f}; one core, time.process_time per puzzle")
    print(f"{'kind':7} {'size':6} {'band':7} {'n':>3} {'median':>8} {'p90':>8} {'reject':>7}  goal")
    for kind in args.kind or ["suguru", "ripple"]:
        for w, h in sizes:
            for band in bands:
                n = max(3, COUNTS.get(w, 10) // (3 if args.quick else 1))
                secs, rounds, rejected, missed = measure(kind, Params(w, h), band, n, args.seed)
                med = statistics.median(secs)
                goal = GOALS.get(w) if band == "Hard" and w == h else None
                verdict = "" if goal is None else f"<= {goal:g} s: {'met' if med <= goal else 'MISSED'}"
                extra = f"  ({missed} outside the band)" if missed else ""
                print(f"{kind:7} {w}x{h:<4} {band:7} {n:3} {med:8.3f} {p90(secs):8.3f} "
                      f"{rejected / max(1, rounds):7.0%}  {verdict}{extra}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
