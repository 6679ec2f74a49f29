"""Generator figures: rebuild time of the built-in sets, rates per size, on-demand latency.

Run: ``.venv/bin/python bench/generate.py [--quick] [--skip-rebuild]``; the CPU figures of
every set against main: ``bench/generate.py --cpu-only --against main --cpu-kinds suguru ripple
sudoku sujiko``; the rebuild alone: ``bench/generate.py --rebuild-only --against REF``.  Prints
figures only; the machine is shared, so each section also prints the load average it ran under.

* **cpu** -- CPU-seconds of one core to make each set's candidate jobs (all, or every
  ``--every``-th, a sample across the score caps; Suguru and Ripple, or ``--cpu-kinds``), with
  this code and, in the same run, with the code before (``--against REF``: the code of a git
  ref, e.g. ``main``; without it, this code with every trial solved in full from its givens),
  and whether the two made the same lines.  Where fresh puzzles of a set's params are made
  another way (faster, with other draws: the built-in files keep their way, :mod:`game.engine.pinned`),
  a third line gives the CPU-seconds of the same jobs made that way.
* **rebuild** -- ``make-levels`` into a temporary folder on every core (target: <= 10 CPU-s for
  both 1000-puzzle sets), its wall and CPU time (with ``--against REF``, the code of that ref
  first), and whether the files match the ones in ``levels/`` byte for byte.
* **rates** -- puzzles per second on one core for 6x6, 8x8 and 10x10, per kind.
* **on demand** -- the median time of one fresh 6x6 and 10x10 puzzle (target: 10x10 Suguru <= 50 ms).
* **fresh** (``--fresh``, only that) -- per kind, size and band, the median and 90th percentile
  one-core time to a fresh puzzle in the band, and the reject rate (``bench/fresh.py``).
* **fill** -- why regions and digits are grown together: how often a random partition (that
  passes the counting bounds) can be filled, against how often the joint growth succeeds.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.engine import logic, trials  # noqa: E402
from game.engine.backend import backend  # noqa: E402
from game.engine.generator import fill_partition, generate_scored, region_generator  # noqa: E402
from game.engine.grower import grow_filled  # noqa: E402
from game.engine.partition import random_partition  # noqa: E402
from game.engine.state import Position  # noqa: E402
from game.jobs import run_job  # noqa: E402
from game.levelmaking import level_jobs  # noqa: E402

KINDS = ("suguru", "ripple")


def load() -> str:
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def rebuild(kinds: tuple[str, ...] | None, against: str | None = None) -> None:
    """Time make-levels into a temporary folder; ``kinds`` None = every set it knows.

    With ``against`` (a git ref) the code of that ref rebuilds the same sets first, in the same run."""
    what = " + ".join(kinds) if kinds else "every built-in set"
    print(f"== rebuild {what} ({load()})")
    sides = ([("before", against)] if against else []) + [("after", None)]
    for name, ref in sides:
        root = checkout(ref) if ref else ROOT
        try:
            _rebuild(root, kinds, f"{name} ({ref})" if ref else name if against else "")
        finally:
            if ref:
                shutil.rmtree(root, ignore_errors=True)
    print(f"   (after: {load()})")


def _rebuild(root: Path, kinds: tuple[str, ...] | None, label: str) -> None:
    extra = [a for k in kinds for a in ("--kind", k)] if kinds else []
    with tempfile.TemporaryDirectory() as tmp:
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "game.cli_gen", "make-levels", "--out-dir", tmp, *extra],
                       cwd=root, check=True, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(root)})
        dt = time.perf_counter() - t
        now = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = now.ru_utime + now.ru_stime - used.ru_utime - used.ru_stime
        made = sorted(Path(tmp).glob("*.txt"))
        same = all(f.read_bytes() == (ROOT / "levels" / f.name).read_bytes() for f in made)
        puzzles = all(_puzzle_lines(f) == _puzzle_lines(ROOT / "levels" / f.name) for f in made)
    print(f"make-levels{' ' + label if label else ''}: {dt:.1f} s wall, {cpu:.1f} CPU-s on {os.cpu_count()} "
          f"cores; {len(made)} files, identical to levels/: {same}; puzzle lines (the comment header aside) "
          f"identical: {puzzles}")


def _puzzle_lines(path: Path) -> list[str]:
    return [ln for ln in path.read_text(encoding="utf-8").splitlines() if not ln.startswith("#")]


def _plain_keeps(self: trials.Remover, pos: Position, cell: int, digit: int) -> bool:
    """The trial judged by a full solve from the givens: the code before the shortcuts."""
    return logic.solve(pos, ladder=self.ladder, max_score=self.max_score).solved


def side(kind: str, set_name: str, every: int, plain: bool, levels: bool = True) -> None:
    """Print the CPU-seconds and the lines' sha256 of one set's sampled jobs (one side of :func:`cpu`).

    ``levels``: made as ``make-levels`` makes them (:mod:`game.engine.pinned`); else as New puzzle
    would make them, the faster way where a kind has one that draws differently."""
    if plain:
        setattr(trials.Remover, "keeps", _plain_keeps)
    level_set = next(s for s in backend(kind).level_sets if s.name == set_name)
    jobs = level_jobs(level_set, "nanba-levels-1")[::every]
    t = time.process_time()
    lines = "\n".join(run_job(j, levels=levels).line() for j in jobs)
    print(time.process_time() - t, len(jobs), hashlib.sha256(lines.encode()).hexdigest())


def checkout(ref: str) -> Path:
    """The code of git ``ref`` in a temporary folder (the caller removes it)."""
    where = Path(tempfile.mkdtemp(prefix="nanba-bench-"))
    archive = subprocess.run(["git", "archive", ref], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(where)], input=archive, check=True)
    return where


def cpu(kinds: tuple[str, ...], every: int, against: str | None) -> None:
    """One core's CPU-seconds for each set's candidate jobs, before against after, same lines.

    "Before" is the code of git ref ``against`` (say ``main``: the sides then differ by the
    working tree's changes), or with no ref this code with every trial removal solved in full.
    Each side runs in a fresh process: Sujiko's techniques cache what they enumerate, so the
    side run second in one process would be served by the first one's caches.
    """
    old_root = checkout(against) if against else ROOT
    what = f"the code of {against}" if against else "every trial solved in full"
    print(f"== CPU-seconds of one core for the candidate jobs, every {every}th, before = {what} ({load()})")
    try:
        _cpu(kinds, every, against, old_root)
    finally:
        if against:
            shutil.rmtree(old_root, ignore_errors=True)


def _side(root: Path, kind: str, set_name: str, every: int, plain: bool, levels: bool = True) -> tuple[float, int, str]:
    """One side of :func:`cpu` in a fresh process with the code at ``root``: CPU-s, jobs, lines' sha256."""
    args = [kind, set_name, str(every), str(int(plain))] + ([] if levels else ["fresh"])
    out = subprocess.run([sys.executable, str(root / "bench" / "generate.py"), "--side", *args], cwd=root,
                         check=True, env={**os.environ, "PYTHONPATH": str(root)},
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), int(out[1]), out[2]


def _cpu(kinds: tuple[str, ...], every: int, against: str | None, old_root: Path) -> None:
    for k in kinds:
        for s in backend(k).level_sets:
            before, n, old = _side(old_root, k, s.name, every, not against)
            after, _, new = _side(ROOT, k, s.name, every, False)
            whole = len(level_jobs(s, 0))
            print(f"{s.name:>8}: {after:6.2f} CPU-s against {before:6.2f} ({before / after:.2f}x) for {n} of "
                  f"{whole} jobs, whole set ~{after * whole / n:.0f} against ~{before * whole / n:.0f} CPU-s; "
                  f"same lines: {old == new}")
            fresh, _, lines = _side(ROOT, k, s.name, every, False, levels=False)
            if lines != new:  # the kind makes fresh puzzles another, faster way than its built-in sets
                print(f"{'':>8}  fresh puzzles of these params, as New puzzle makes them (not the built-in "
                      f"file's way): {fresh:6.2f} CPU-s, whole set ~{fresh * whole / n:.0f} CPU-s "
                      f"({before / fresh:.2f}x the before)")


def timed(kind: str, size: int, n: int, tag: str) -> list[float]:
    """Seconds per puzzle for ``n`` fresh size x size puzzles."""
    times = []
    for i in range(n):
        t = time.perf_counter()
        generate_scored(kind, size, size, seed=(tag, i))
        times.append(time.perf_counter() - t)
    return times


def rates(quick: bool) -> None:
    print(f"== puzzles per second, one core ({load()})")
    for kind in KINDS:
        for size, n in ((6, 60), (8, 20), (10, 8)):
            n = max(3, n // 3) if quick else n
            times = timed(kind, size, n, "bench-rate")
            print(f"{kind:>6} {size}x{size}: {n / sum(times):6.1f} puzzles/s, "
                  f"median {statistics.median(times) * 1e3:6.1f} ms, max {max(times) * 1e3:6.0f} ms (n={n})")


def on_demand(quick: bool) -> None:
    print(f"== one fresh puzzle on demand, 6x6 and 10x10 (target: 10x10 Suguru <= 50 ms median) ({load()})")
    for size, n in ((6, 101), (10, 31)):
        n = min(n, 30) if quick else n
        for kind in KINDS:
            times = timed(kind, size, n, "bench-demand")
            q = statistics.quantiles(times, n=10)
            print(f"{kind:>6} {size}x{size}: median {statistics.median(times) * 1e3:.1f} ms, "
                  f"90th percentile {q[-1] * 1e3:.1f} ms, max {max(times) * 1e3:.1f} ms (n={n})")


def fill(quick: bool) -> None:
    print(f"== filling: random partition + search vs grown together ({load()})")
    n = 40 if quick else 150
    for kind in KINDS:
        for size in (6, 8, 10):
            rng = random.Random(1)
            t = time.perf_counter()
            shape = region_generator(kind).shape
            ok_part = sum(fill_partition(kind, size, size, random_partition(shape, size, size, rng), rng,
                                         node_cap=300) is not None for _ in range(n))
            t_part = time.perf_counter() - t
            rng = random.Random(1)
            t = time.perf_counter()
            ok_grow = sum(grow_filled(shape, size, size, rng) is not None for _ in range(n))
            t_grow = time.perf_counter() - t
            print(f"{kind:>6} {size}x{size}: partition-first {ok_part / n:5.0%} filled, "
                  f"{t_part / max(ok_part, 1) * 1e3:7.1f} ms per grid | grown together "
                  f"{ok_grow / n:5.0%}, {t_grow / max(ok_grow, 1) * 1e3:6.1f} ms per grid")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer samples")
    ap.add_argument("--skip-rebuild", action="store_true", help="skip the make-levels timing")
    ap.add_argument("--all-sets", action="store_true",
                    help="also time the rebuild of every set (sudoku, sujiko ...), not just suguru + ripple")
    ap.add_argument("--cpu-only", action="store_true", help="only the one-core CPU-seconds of the jobs")
    ap.add_argument("--rebuild-only", action="store_true",
                    help="only the make-levels rebuild of the --cpu-kinds sets (default: suguru ripple), wall and CPU")
    ap.add_argument("--cpu-kinds", nargs="*", help="cpu: these kinds' sets (default: suguru ripple)")
    ap.add_argument("--every", type=int, default=1,
                    help="cpu: only every EVERY-th candidate job of each set (default: all)")
    ap.add_argument("--against", metavar="REF",
                    help="cpu: 'before' is the code of this git ref (e.g. main), not the full-solve trials")
    ap.add_argument("--side", nargs="+", help=argparse.SUPPRESS)
    ap.add_argument("--fresh", action="store_true",
                    help="only the time to a fresh puzzle in each difficulty band (bench/fresh.py)")
    args = ap.parse_args()
    if args.fresh:
        import fresh  # bench/fresh.py, beside this script

        fresh.main(["--quick"] if args.quick else [])
        return
    if args.side:
        kind, set_name, every, plain, *fresh_side = args.side
        side(kind, set_name, int(every), plain == "1", levels=not fresh_side)
        return
    if args.rebuild_only:
        rebuild(tuple(args.cpu_kinds or KINDS), args.against)
        return
    cpu(tuple(args.cpu_kinds or KINDS), args.every, args.against)
    if args.cpu_only:
        return
    if not args.skip_rebuild:
        rebuild(KINDS, args.against)
        if args.all_sets:
            rebuild(None, args.against)
    on_demand(args.quick)
    rates(args.quick)
    fill(args.quick)


if __name__ == "__main__":
    main()
