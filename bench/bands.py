"""Score distributions of freshly generated puzzles: where the New puzzle bands come from.

Run: ``.venv/bin/python bench/bands.py [--count N] [--kind KIND ...] [--quick]``.  For each kind and
size it generates N puzzles with the kind's own generator and no score band (the hardest each
removal order reaches, as the generator makes them uncapped), then prints the score quantiles.
The difficulty bands on each backend (``Kind.band``) are cut at the quartiles printed here:
Easy up to the first quartile, Medium to the median, Hard to the third quartile, Expert above.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.engine.backend import Params, backend, backends  # noqa: E402
from game.engine.errors import GaveUp  # noqa: E402
from game.engine.generator import GenerationError  # noqa: E402


def scores(kind: str, params: Params, count: int, seed: str) -> tuple[list[int], float]:
    """``count`` uncapped scores for ``kind`` at ``params`` and the one-core seconds they took."""
    gen = backend(kind).generator
    assert gen is not None
    t0 = time.process_time()
    out = [gen.generate(params, seed=(seed, kind, params.describe(), i)).score for i in range(count)]
    return out, time.process_time() - t0


def quartiles(values: list[int]) -> tuple[int, int, int]:
    q = statistics.quantiles(values, n=4, method="inclusive")
    return round(q[0]), round(q[1]), round(q[2])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--kind", action="append", help="only this kind (repeatable)")
    ap.add_argument("--size", action="append", help="only this size, as described (e.g. '16x16, 4x4 boxes')")
    ap.add_argument("--seed", default="nanba-bands-1")
    args = ap.parse_args()
    for b in backends():
        if args.kind and b.name not in args.kind:
            continue
        for params in b.band_sizes:
            if args.size and params.describe() not in args.size:
                continue
            try:
                got, secs = scores(b.name, params, args.count, args.seed)
            except (GenerationError, GaveUp) as e:
                print(f"{b.name:7} {params.describe():18} {e}", flush=True)
                continue
            q = statistics.quantiles(got, n=10, method="inclusive")
            print(f"{b.name:7} {params.describe():18} n={len(got):4} min={min(got):4} "
                  f"q25/50/75={quartiles(got)} p10={q[0]:.0f} p90={q[8]:.0f} max={max(got):4} "
                  f"{secs / len(got):.3f}s/puzzle", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
