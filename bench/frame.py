"""Frame time, idle CPU and start-up time of the game (prints figures, asserts nothing).

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/frame.py
    DISPLAY=:99 SDL_VIDEODRIVER=x11 .venv/bin/python bench/frame.py   # a real X server (e.g. Xvfb)

* frame: median and worst time of one full frame (board, toolbar, digit pad,
  hint marks, pygame-gui, flip) at 1280x800, 800x480 (the 7" Pi display) and
  720x1280 (Touch Display 2, portrait), on a partly played Suguru with a hint
  showing.  Target: median <= 4 ms.
* animating: the same while an animation runs (the opening "assemble" of the
  pieces, restarted whenever it ends, then the solved celebration's pulses
  and confetti), the clock stepped 1/60 s per frame.  Same target.
* idle: CPU seconds per wall second while the real loop sits on the puzzle
  screen with nothing happening (it should block in pygame.event.wait).
  Target: under 2 % of one core.
* start-up: wall time from launching ``python -m game`` to its first drawn
  frame (the app prints the moment when NANBA_REPORT_FIRST_FRAME is set).
  Target: <= 0.6 s.
* against bare pygame: whole-process CPU time (user + sys of the child, from
  ``os.wait4``) and peak memory (``ru_maxrss``) to start and draw 30 frames,
  for the game (``python -m game --puzzle suguru:5 --frames 30``, sound on as
  a player has it) and for a bare pygame-ce + pygame_gui window of the same
  size and theme drawing the same 30 frames, in alternation; medians and the
  ratios, with the wall time from launch to each one's first frame.  Targets: CPU <= 1.5x the bare window's, peak memory <= 1.25x.

* opening one built-in puzzle cold (its set's file read, one line parsed),
  beside parsing the whole set.

``bench/frame.py bare`` runs only the last two (``bare 11`` for 11
runs of each).  Both read compiled bytecode from a private cache, as an
installed game does; ``NANBA_BENCH_PYC=0`` leaves the environment's
bytecode settings as they are (PYTHONDONTWRITEBYTECODE makes the game
compile all its modules on every start).

Uses the 6x6 corpus puzzles through a temporary NANBA_DATA_DIR when the
shipped levels are missing, and a temporary NANBA_HOME so no real save is touched.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["NANBA_HOME"] = tempfile.mkdtemp(prefix="nanba-bench-")


def frame_times(size: tuple[int, int], n: int = 300) -> tuple[float, float]:
    from game.app import App, parse_options

    app = App(parse_options(["--puzzle", "suguru:5", "--size", f"{size[0]}x{size[1]}", "--no-anim",
                             "--no-sound", "--zero", "--hint"]))
    app.pump(3)
    pg = app.pygame
    flip = pg.display.flip
    times, draw_only, flips = [], [], []
    for _ in range(n):
        t = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - t)
    pg.display.flip = lambda: None  # our drawing alone, without handing the frame to the display
    try:
        for _ in range(n):
            t = time.perf_counter()
            app.draw()
            draw_only.append(time.perf_counter() - t)
    finally:
        pg.display.flip = flip
    for _ in range(n):
        t = time.perf_counter()
        flip()
        flips.append(time.perf_counter() - t)
    pg.display.quit()
    ms = lambda xs: statistics.median(xs) * 1000  # noqa: E731
    return ms(times), max(times) * 1000, ms(draw_only), ms(flips)


def anim_frame_times(size: tuple[int, int], n: int = 240) -> tuple[float, float]:
    """Median and worst draw time (display flip excluded) while animations run."""
    from game.app import App, parse_options

    app = App(parse_options(["--puzzle", "suguru:5", "--size", f"{size[0]}x{size[1]}", "--no-sound", "--zero"]))
    app.pump(3)
    sc = app.puzzle_scene
    pg = app.pygame
    flip = pg.display.flip
    pg.display.flip = lambda: None
    times = []
    try:
        for i in range(n):
            if i == n // 2:
                sc.celebration.start()                # pulses and confetti for the second half
            elif not sc.anim.busy:
                sc.anim.start("assemble", 0.9)
            app.stack.update(1 / 60)
            t = time.perf_counter()
            app.draw()
            times.append(time.perf_counter() - t)
    finally:
        pg.display.flip = flip
    pg.display.quit()
    return statistics.median(times) * 1000, max(times) * 1000


def idle_cpu(seconds: float = 4.0) -> tuple[float, int]:
    from game.app import App, parse_options

    app = App(parse_options(["--puzzle", "suguru:5", "--size", "1280x800", "--no-sound"]))
    # let the opening animation finish, then measure the real blocking loop
    t_end = time.perf_counter() + 1.5
    while time.perf_counter() < t_end:
        app.step(block=True)
        if app.busy:
            app.clock.tick(60)
    frames0 = app.frames
    c0, w0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - w0 < seconds:
        app.step(block=True)
    cpu = time.process_time() - c0
    wall = time.perf_counter() - w0
    frames = app.frames - frames0
    app.pygame.display.quit()
    return 100 * cpu / wall, frames


def startup(runs: int = 5) -> list[float]:
    out = []
    env = dict(os.environ, NANBA_REPORT_FIRST_FRAME="1")
    for _ in range(runs):
        t0 = time.time()
        p = subprocess.run([sys.executable, "-m", "game", "--puzzle", "suguru:5", "--size", "1280x800",
                            "--frames", "1", "--no-sound"], cwd=REPO, env=env, capture_output=True, text=True)
        line = next((ln for ln in p.stderr.splitlines() if ln.startswith("first-frame ")), None)
        if line is None:
            print("start-up probe failed:", p.stderr.strip()[-300:])
            return out
        out.append(float(line.split()[1]) - t0)
    return out


BARE_WINDOW = """
import sys
import time
import pygame
import pygame_gui

pygame.init()
size = (int(sys.argv[1]), int(sys.argv[2]))
screen = pygame.display.set_mode(size, pygame.RESIZABLE)
pygame.display.set_caption("bare")
manager = pygame_gui.UIManager(size, sys.argv[3])
pygame_gui.elements.UILabel(pygame.Rect(20, 20, 300, 40), "Suguru 5", manager)
pygame_gui.elements.UIButton(pygame.Rect(20, 70, 120, 48), "Menu", manager)
clock = pygame.time.Clock()
for i in range(int(sys.argv[4])):
    pygame.event.get()
    manager.update(clock.get_time() / 1000)
    screen.fill((30, 35, 43))
    manager.draw_ui(screen)
    pygame.display.flip()
    if i == 0:
        print(f"first-frame {time.time():.6f}", file=sys.stderr, flush=True)
    clock.tick(60)
pygame.quit()
"""


def child_usage(argv: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """CPU seconds (user + sys), peak resident MB and wall seconds from launch to the first frame
    of one child process run to its end."""
    t0 = time.time()
    p = subprocess.Popen(argv, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read().decode(errors="replace") if p.stderr else ""
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(argv[:4])}... exited {p.returncode}: {err.strip()[-300:]}")
    first = next((float(ln.split()[1]) for ln in err.splitlines() if ln.startswith("first-frame ")), t0)
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, first - t0   # ru_maxrss is in KiB on Linux


def against_bare(runs: int = 7, frames: int = 30, size: tuple[int, int] = (1280, 800)) -> None:
    """The game's start and 30 frames side by side with a bare pygame-ce + pygame_gui window's."""
    with tempfile.NamedTemporaryFile("w", suffix="_bare.py", delete=False) as f:
        f.write(BARE_WINDOW)
        script = f.name
    env = dict(os.environ, NANBA_HOME=tempfile.mkdtemp(prefix="nanba-bench-"), NANBA_REPORT_FIRST_FRAME="1")
    # Both read compiled bytecode, as an installed game does: with PYTHONDONTWRITEBYTECODE set and no
    # __pycache__ the game would compile its ~100 modules on every start (+0.1 s) while pygame_gui's
    # installed .pyc files load as they are.  A private cache, so the checkout gets no __pycache__.
    cached = os.environ.get("NANBA_BENCH_PYC", "1") != "0"
    if cached:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="nanba-pyc-")
    theme = str(REPO / "assets" / "theme.json")
    game = [sys.executable, "-m", "game", "--puzzle", "suguru:5", "--size", f"{size[0]}x{size[1]}",
            "--frames", str(frames), "--no-resume"]
    bare = [sys.executable, script, str(size[0]), str(size[1]), theme, str(frames)]
    runs_of: dict[str, list[tuple[float, float, float]]] = {"game": [], "game --no-sound": [], "bare": []}
    try:
        child_usage(bare, env), child_usage(game, env)      # warm the disk cache for both
        for _ in range(runs):                               # alternated, so load on the machine hits both
            runs_of["bare"].append(child_usage(bare, env))
            runs_of["game"].append(child_usage(game, env))
            runs_of["game --no-sound"].append(child_usage(game + ["--no-sound"], env))
    finally:
        os.unlink(script)
    med = {k: tuple(statistics.median(r[i] for r in v) for i in range(3)) for k, v in runs_of.items()}
    bcpu, bmem, bwall = med["bare"]
    print(f"start + {frames} frames at {size[0]}x{size[1]} ({os.environ['SDL_VIDEODRIVER']} video, "
          f"{os.environ['SDL_AUDIODRIVER']} audio, bytecode {'cached' if cached else 'as the environment has it'}), "
          f"median of {runs} alternated runs:")
    for k, (cpu, mem, wall) in med.items():
        worst = max(r[0] for r in runs_of[k])
        ratio = "" if k == "bare" else f"  = {cpu / bcpu:.2f}x CPU, {mem / bmem:.2f}x memory, {wall / bwall:.2f}x wall"
        print(f"  {k:16} CPU {cpu:.3f} s (worst {worst:.3f} s), peak memory {mem:.1f} MB, "
              f"first frame after {wall:.3f} s{ratio}")
    print("  targets: CPU <= 1.5x the bare window's, peak memory <= 1.25x")


def open_one(kind: str = "suguru", number: int = 5, runs: int = 7) -> None:
    """Opening one built-in puzzle with nothing cached: its set's file read, its one line parsed."""
    from game import levels

    times, whole = [], []
    for _ in range(runs):
        levels.load_levels.cache_clear()
        t = time.perf_counter()
        levels.level(kind, number)
        times.append(time.perf_counter() - t)
        levels.load_levels.cache_clear()
        t = time.perf_counter()
        levels.load_levels(kind)
        whole.append(time.perf_counter() - t)
    print(f"opening {kind}:{number} cold: median {statistics.median(times) * 1000:.2f} ms "
          f"(parsing the whole set: {statistics.median(whole) * 1000:.1f} ms)")
    levels.load_levels.cache_clear()


def main() -> None:
    if sys.argv[1:2] == ["bare"]:
        open_one()
        against_bare(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
        return
    levels = REPO / "levels" / "suguru.txt"
    if not levels.exists():
        corpus = REPO / "tests" / "data" / "corpus"
        d = Path(tempfile.mkdtemp(prefix="nanba-levels-"))
        (d / "levels").mkdir()
        for kind in ("suguru", "ripple"):
            rows = (corpus / f"{kind}.tsv").read_text().splitlines()
            (d / "levels" / f"{kind}.txt").write_text(
                "\n".join(r.split("\t")[0] for r in rows if r.startswith(f"{kind} 6x6")) + "\n")
        os.environ["NANBA_DATA_DIR"] = str(d)
    # First, while this process is still small: a child's peak memory (ru_maxrss) counts the copy of
    # its parent it was forked from, so after the in-process frames below every child would read as
    # big as this process grew, game and bare window alike.
    open_one()
    against_bare()
    for size in ((1280, 800), (800, 480), (720, 1280)):
        med, worst, draw, flip = frame_times(size)
        print(f"frame {size[0]}x{size[1]} ({os.environ['SDL_VIDEODRIVER']}): median {med:.2f} ms, "
              f"worst {worst:.2f} ms (target median <= 4 ms); of which drawing {draw:.2f} ms, "
              f"display flip {flip:.2f} ms")
    for size in ((800, 480), (720, 1280)):
        med, worst = anim_frame_times(size)
        print(f"frame {size[0]}x{size[1]} while animating: drawing median {med:.2f} ms, worst {worst:.2f} ms "
              f"(target median <= 4 ms)")
    pct, frames = idle_cpu()
    print(f"idle on the puzzle screen: {pct:.2f}% of one core, {frames} frames drawn in 4 s (target < 2%)")
    st = startup()
    if st:
        print(f"start-up to first frame: median {statistics.median(st):.3f} s, worst {max(st):.3f} s "
              f"over {len(st)} runs (target <= 0.6 s)")


if __name__ == "__main__":
    main()
