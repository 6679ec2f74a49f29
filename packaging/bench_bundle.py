"""Figures for a built bundle: size, start-up to first frame, self-test time.

Prints, never asserts (timings on a shared machine are noise for a test).
The start-up figure is wall time from just before the process is spawned to
the moment the app reports its first frame (``NANBA_REPORT_FIRST_FRAME``,
printed by game.app after the first ``display.flip``), so it includes the
PyInstaller bootloader, unpacking nothing (one-folder), the interpreter's
start and every import before the first frame.  Median of several runs.

Usage: python packaging/bench_bundle.py [dist/nanba/nanba] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def first_frame(exe: Path, env: dict[str, str]) -> float | None:
    t0 = time.time()
    p = subprocess.run([str(exe), "--puzzle", "suguru:5", "--size", "1280x800", "--frames", "1", "--no-sound"],
                       env=env, capture_output=True, text=True, timeout=60)
    line = next((ln for ln in p.stderr.splitlines() if ln.startswith("first-frame ")), None)
    if line is None:
        print(f"start-up probe failed (status {p.returncode}): {p.stderr.strip()[-300:]}")
        return None
    return float(line.split()[1]) - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("exe", nargs="?", default=str(REPO / "dist" / "nanba" / "nanba"))
    ap.add_argument("--runs", type=int, default=7)
    a = ap.parse_args()
    exe = Path(a.exe)
    home = tempfile.mkdtemp(prefix="nanba-bench-")
    env = dict(os.environ, NANBA_REPORT_FIRST_FRAME="1", NANBA_HOME=home)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    print(f"bundle {exe.parent}: {folder_size(exe.parent) / 1e6:.1f} MB (target <= 120 MB)")
    times = [t for t in (first_frame(exe, env) for _ in range(a.runs)) if t is not None]
    if times:
        print(f"start-up to first frame: median {statistics.median(times):.3f} s, best {min(times):.3f} s, "
              f"worst {max(times):.3f} s over {len(times)} runs (target <= 1.5 s)")
    t0 = time.perf_counter()
    r = subprocess.run([str(exe), "--self-test"], env=env, capture_output=True, text=True, timeout=120)
    print(f"self-test: status {r.returncode} in {time.perf_counter() - t0:.2f} s: "
          f"{(r.stdout or r.stderr).strip().splitlines()[-1:]}")


if __name__ == "__main__":
    main()
