"""The reliability suites of tests/reliability, scaled up.

    .venv/bin/python bench/stress.py [--only fuzz,paths,storm,kill] [--fuzz N] [--storm N]
                                     [--scenes NAME,...] [--kills N] [--seed S]

* parser fuzz: N seeds (default 20,000) for each parser family -- puzzle lines and URLs (parsed
  puzzles up to 100 cells go through solve, hint, count, rate and the opening note), the command
  line and ``--moves``, settings / save / records files -- plus the heavy puzzles;
* paths: the hostile save names;
* event storm: N events (default 100,000) against every scene and dialog;
* kill during save: N kills (default 1,000) of a process that keeps saving.

Each prints its figures -- inputs tried, crashes, hangs, data lost, time taken -- and the first
reproducers of anything that went wrong.  The code is the tests' own (tests/reliability/harness.py
and storm.py), imported by path.  The exit status is 1 if anything went wrong.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "reliability"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import harness  # noqa: E402
from harness import Figures  # noqa: E402


def show(fig: Figures) -> Figures:
    print(fig.report(limit=5), flush=True)
    return fig


def fuzz(n: int, seed: int, tmp: Path) -> list[Figures]:
    from game.engine.formats import parse_line

    lines = [harness.corpus_lines(k)[0] for k in ("suguru", "ripple", "sudoku")]
    puzzle = parse_line(lines[0])
    texts, options, files = (Figures("parser fuzz: puzzle lines and URLs"),
                             Figures("parser fuzz: command line and --moves"),
                             Figures("parser fuzz: settings, save and records files"))
    for text in harness.special_texts():
        harness.check_text(texts, text)
    for s in range(seed, seed + n):
        harness.fuzz_texts(texts, s)
        harness.fuzz_options(options, s, puzzle)
        harness.fuzz_files(files, tmp / "files", s, lines)
    out = [show(f.done()) for f in (texts, options, files)]
    heavy = Figures("engine on the heavy puzzles")
    for name, line in harness.heavy_lines().items():
        p = harness.attempt(heavy, f"parse_line({name})", parse_line, line)
        if p is not None:
            harness.engine_checks(heavy, p, name)
    return out + [show(heavy.done())]


def paths(tmp: Path) -> list[Figures]:
    from game.engine.formats import parse_line
    from game.engine.state import PlayState
    from game.storage import SavedGame, Storage

    fig = Figures("paths: hostile save names")
    st = Storage(tmp / "paths" / "data", tmp / "paths" / "config")
    puzzle = parse_line(harness.corpus_lines("suguru")[0])
    saved = {}
    for i, name in enumerate(harness.HOSTILE_NAMES):
        game = SavedGame.from_state(PlayState.from_texts(puzzle, [f"del {c} 2" for c in range(7, 7 + i % 9)]),
                                    elapsed=float(i))
        if harness.save_named(fig, st, game, name, tmp / "paths"):
            saved[name] = game
    harness.check_named(fig, st, saved)
    return [show(fig.done())]


def storm(n: int, seed: int, tmp: Path, scenes: list[str] | None) -> list[Figures]:
    import storm as st

    from game.levels import load_levels

    os.environ["NANBA_DATA_DIR"] = str(st.make_levels(tmp / "storm-data"))
    out = []
    for name in scenes or st.scene_names():
        os.environ["NANBA_HOME"] = str(tmp / "storm-home" / name.replace(" ", "_"))
        load_levels.cache_clear()
        out.append(show(st.storm(name, n, seed)))
    print(f"event storm, all scenes: {sum(f.tried for f in out)} events, {sum(len(f.crashes) for f in out)} "
          f"exceptions, {sum(len(f.hangs) for f in out)} hangs, {sum(f.seconds or 0.0 for f in out):.0f} s", flush=True)
    return out


def kill(n: int, seed: int, tmp: Path) -> list[Figures]:
    fig = Figures("kill during save")
    harness.kill_rounds(fig, tmp / "kill-home", n, seed)
    return [show(fig.done())]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default="fuzz,paths,storm,kill")
    ap.add_argument("--fuzz", type=int, default=20_000, help="seeds per parser family")
    ap.add_argument("--storm", type=int, default=100_000, help="events per scene")
    ap.add_argument("--scenes", default="", help="comma-separated scene names (default: all)")
    ap.add_argument("--kills", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    only = set(a.only.split(","))
    harness.CLOCK = time.perf_counter          # the bench times each suite; the tests never do
    t0 = time.perf_counter()
    figs: list[Figures] = []
    with tempfile.TemporaryDirectory(prefix="nanba-stress-") as d:
        tmp = Path(d)
        if "fuzz" in only:
            figs += fuzz(a.fuzz, a.seed, tmp)
        if "paths" in only:
            figs += paths(tmp)
        if "storm" in only:
            figs += storm(a.storm, a.seed, tmp, [s for s in a.scenes.split(",") if s] or None)
        if "kill" in only:
            figs += kill(a.kills, a.seed, tmp)
    bad = [f for f in figs if f.failures]
    print(f"\nstress: {sum(f.tried for f in figs)} inputs, {sum(len(f.crashes) for f in figs)} crashes, "
          f"{sum(len(f.hangs) for f in figs)} hangs, {sum(len(f.lost) for f in figs)} data lost, "
          f"{time.perf_counter() - t0:.0f} s" + (f"; trouble in: {', '.join(f.name for f in bad)}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
