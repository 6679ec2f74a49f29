"""The built-in sets (levels/*.txt) and the commands that make and list them.

Every built-in puzzle is checked for what the generator promises: one
solution, solvable by the kind's techniques, not by the Exclusion Rule and
Forbidden Neighbour alone.  The files are pinned by sha256 because puzzle k
must stay puzzle k (saves and records name puzzles by number): regenerating a
file is a deliberate change that also updates the pin here.
"""

from __future__ import annotations

import hashlib
import io
import os
import random
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from game import cli_gen
from game.engine.backend import Generated, LevelRecipe, LevelSet, Params, backend
from game.jobs import run_jobs
from game.levelmaking import build_levels, level_text, made_by_line, spread_pick, title_line, water_fill
from game.engine import exact, logic
from game.engine.formats import parse_line
from game.engine.generator import region_generator, trivial_ladder
from game.engine.partition import region_sizes

REPO = Path(__file__).resolve().parents[1]
KINDS = ("suguru", "ripple")

PINNED_SHA256 = {
    "suguru": "5f3eadb24eb284d2a13df17be8d69900dc0004758e2e29a2f326796e74d0e781",
    "ripple": "780cfdd7fe24e1354179271cb37f760e03a19826e76323c28b6e4cac900b8948",
}


def level_lines(kind: str) -> list[str]:
    text = (REPO / "levels" / f"{kind}.txt").read_text(encoding="utf-8")
    return [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


@pytest.mark.parametrize("kind", KINDS)
def test_file_is_pinned(kind: str) -> None:
    digest = hashlib.sha256((REPO / "levels" / f"{kind}.txt").read_bytes()).hexdigest()
    assert digest == PINNED_SHA256[kind], (
        f"levels/{kind}.txt changed. Puzzle numbers are forever: if it was regenerated on purpose, "
        f"pin the new sha256 {digest} here and say so in the commit")


@pytest.mark.parametrize("kind", KINDS)
def test_file_has_a_header_and_1000_distinct_6x6_puzzles(kind: str) -> None:
    text = (REPO / "levels" / f"{kind}.txt").read_text(encoding="utf-8")
    header = [ln for ln in text.splitlines() if ln.startswith("#")]
    assert text.startswith("# ") and any("make-levels --seed" in ln for ln in header)
    lines = level_lines(kind)
    assert len(lines) == 1000
    assert len(set(lines)) == 1000
    assert all(ln.startswith(f"{kind} 6x6 ") for ln in lines)


@pytest.mark.parametrize("kind", KINDS)
def test_every_puzzle_is_unique_logical_not_trivial_and_sorted(kind: str) -> None:
    trivial = trivial_ladder(kind)
    keys = []
    sizes: set[int] = set()
    for k, line in enumerate(level_lines(kind)):
        p = parse_line(line)
        assert exact.count_solutions(p, 2)[0] == 1, f"puzzle {k} is not unique"
        r = logic.solve(p)
        assert r.solved, f"puzzle {k} is not solvable by the {kind} techniques"
        assert not logic.solve(p, ladder=trivial).solved, f"puzzle {k} falls to ER and FN alone"
        keys.append((r.score, line))
        sizes.update(region_sizes(p.regions))
    assert keys == sorted(keys), "the file is not sorted by (score, line)"
    assert sizes == {1, 2, 3, 4, 5}
    scores = [s for s, _ in keys]
    assert scores[-1] >= 2 * scores[len(scores) // 2] or scores[-1] - scores[0] >= 60, "no spread"


@pytest.mark.parametrize("kind", KINDS)
def test_make_levels_writes_the_file_as_committed_from_its_puzzles(kind: str) -> None:
    """The header and the lines make-levels writes for the committed puzzles are the file, byte for byte."""
    level_set = backend(kind).level_sets[0]
    lad = region_generator(kind).ladder
    made = []
    for line in level_lines(kind):
        p = parse_line(line)
        r = logic.solve(p, ladder=lad)
        counts = dict.fromkeys([t.abbr for t in logic.ladder(kind)], 0) | r.counts
        made.append(Generated(p, r.score, counts))
    assert level_text(level_set, made, "nanba-levels-1") == (REPO / "levels" / f"{kind}.txt").read_text("utf-8")


def test_every_sets_header_names_the_maker_its_file_names() -> None:
    for kind in KINDS + ("sudoku", "sujiko"):
        for level_set in backend(kind).level_sets:
            head = (REPO / "levels" / f"{level_set.name}.txt").read_text("utf-8").splitlines()
            count = sum(1 for ln in head if ln and not ln.startswith("#"))
            assert head[0] == "# " + title_line(level_set, count), level_set.name
            assert head[2] == "# " + made_by_line(level_set, "nanba-levels-1"), level_set.name


@pytest.mark.parametrize("kind", KINDS)
def test_loader_gives_puzzle_k_as_line_k(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    loaded = levels.load_levels(kind)
    lines = level_lines(kind)
    assert [p.line() for p in loaded] == [parse_line(ln).line() for ln in lines]
    assert levels.level(kind, 999) == parse_line(lines[999])
    levels.load_levels.cache_clear()


# -- the commands ------------------------------------------------------------------------------


def run_cli(*argv: str) -> tuple[int, str]:
    buf = io.StringIO()
    with redirect_stdout(buf):
        code = cli_gen.main(list(argv))
    return code, buf.getvalue()


def test_levels_command_prints_index_score_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from game import levels

    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    code, out = run_cli("levels", "ripple")
    rows = out.splitlines()
    assert code == 0 and len(rows) == 1000
    index, score, line = rows[7].split(" ", 2)
    assert index == "7" and line == parse_line(level_lines("ripple")[7]).line()
    assert int(score) == logic.solve(parse_line(line)).score


def test_generate_command_is_reproducible_and_honours_the_band() -> None:
    args = ("generate", "suguru", "--size", "5x6", "--count", "3", "--seed", "cli", "--jobs", "1",
            "--min-score", "10", "--max-score", "40")
    code, out = run_cli(*args)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 3 and run_cli(*args)[1] == out
    for line in lines:
        p = parse_line(line)
        assert (p.width, p.height) == (5, 6)
        assert 10 <= logic.solve(p).score <= 40


def test_generate_command_refuses_bad_requests(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_gen.main(["generate", "ripple", "--size", "13x13"]) == 2
    assert "out of range" in capsys.readouterr().err
    assert cli_gen.main(["generate", "ripple", "--size", "six"]) == 2
    assert "WxH" in capsys.readouterr().err


def test_water_fill_gives_equal_quotas_and_passes_on_spare() -> None:
    assert water_fill([10, 10, 10], 9) == [3, 3, 3]
    assert water_fill([1, 10, 10], 9) == [1, 4, 4]
    assert water_fill([0, 2, 50], 30) == [0, 2, 28]
    assert water_fill([3, 3], 10) == [3, 3]


def test_spread_pick_flattens_a_bunched_pool() -> None:
    rng = random.Random(0)
    pool = [(int(rng.gauss(50, 10)), f"p{i}") for i in range(2000)] + [(5, "easy"), (120, "hard")]
    picked = spread_pick(pool, 200, bins=10)
    assert len(picked) == 200 and picked == sorted(picked)
    assert (5, "easy") in picked and (120, "hard") in picked  # the extremes survive
    # Picking by rank alone would put about 70% of the picks within one sd of the mean.
    middle = sum(1 for s, _ in picked if 40 <= s <= 60)
    assert middle < 0.4 * len(picked)


def test_jobs_do_not_depend_on_the_pool() -> None:
    jobs = [("ripple", Params(5, 5), ("pool", i), None, None) for i in range(10)]
    one = [g.line() for g in run_jobs(jobs, processes=1)]
    two = [g.line() for g in run_jobs(jobs, processes=2)]
    assert one == two


SDL_THEN_POOL = """
import multiprocessing, os, sys
import pygame
from game.engine.backend import Params
from game.jobs import run_jobs

pygame.display.init()                 # SDL now runs here: its signal handlers and timer thread
pygame.display.set_mode((64, 64))
pygame.display.quit()                 # ... and, as in a test run, they outlive display.quit()
jobs = [("ripple", Params(5, 5), ("sdl", i), None, None) for i in range(10)]
for round in range(3):
    made = run_jobs(jobs, processes=2)
    assert len(made) == 10, len(made)
assert multiprocessing.active_children() == [], multiprocessing.active_children()
print("ok", os.getpid())
"""


def test_a_pool_started_where_sdl_runs_finishes_and_leaves_no_worker(tmp_path: Path) -> None:
    """The worker pool spawns clean workers and joins them, so a process that has started SDL
    (the game, or a test that built an App) can generate on every core without a hang."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(REPO), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", SDL_THEN_POOL], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("ok")


def test_the_pool_spawns_its_workers_and_closes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    seen: list[str] = []
    real = multiprocessing.get_context

    def recording(method=None):
        seen.append(method)
        return real(method)

    monkeypatch.setattr(multiprocessing, "get_context", recording)
    jobs = [("suguru", Params(4, 4), ("spawn", i), None, None) for i in range(8)]
    assert len(run_jobs(jobs, processes=2)) == 8
    assert seen == ["spawn"]
    assert multiprocessing.active_children() == []


def test_the_shared_run_raises_a_job_s_error_and_leaves_no_helper() -> None:
    """A job that fails, whether this process or a helper takes it, fails the run with its own error."""
    import multiprocessing

    from game.engine.errors import SizeError

    good = [("suguru", Params(4, 4), ("raise", i), None, None) for i in range(6)]
    bad = [("suguru", Params(3, 3), ("raise", i), None, None) for i in range(6)]
    for jobs in (bad + good, good + bad):
        with pytest.raises(SizeError):
            run_jobs(jobs, processes=2)
        assert multiprocessing.active_children() == []


def test_the_shared_run_counts_every_job_done() -> None:
    jobs = [("ripple", Params(4, 4), ("count", i), None, None) for i in range(20)]
    seen: list[int] = []
    made = run_jobs(jobs, processes=3, on_done=seen.append)
    assert [g.line() for g in made] == [g.line() for g in run_jobs(jobs, processes=1)]
    assert seen and seen[-1] == 20 and seen == sorted(seen)


def test_jobs_leave_the_cycle_collector_as_they_found_it() -> None:
    """The collector is off while jobs run (collected chunk by chunk) and back on after, even after a failure."""
    import gc

    jobs = [("suguru", Params(4, 4), ("gc", i), None, None) for i in range(3)]
    assert gc.isenabled()
    run_jobs(jobs, processes=1)
    assert gc.isenabled()
    with pytest.raises(ValueError):
        run_jobs([("suguru", Params(3, 3), "bad", None, None)], processes=1)
    assert gc.isenabled()
    gc.disable()
    try:
        run_jobs(jobs, processes=1)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_backs_off_while_it_finds_no_cycles_and_not_once_it_does(monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    from game.jobs import _Collector

    at: list[int] = []
    found = {"n": 0}
    tick = 0

    def collect(generation: int = 2) -> int:
        assert generation == 0
        at.append(tick)
        return found["n"]

    with _Collector() as collector:
        assert not gc.isenabled()
        monkeypatch.setattr(gc, "collect", collect)
        for tick in range(1, 64):
            collector.tick()
        assert at == [1, 3, 7, 15, 31, 47, 63]
        found["n"] = 5  # the next collection finds cycles: from then on, every chunk is collected
        for tick in range(64, 83):
            collector.tick()
        assert at[7:] == [79, 80, 81, 82]
    assert gc.isenabled()


def test_make_levels_is_reproducible(monkeypatch: pytest.MonkeyPatch) -> None:
    small = LevelSet("suguru", "Suguru", "suguru", Params(5, 5), LevelRecipe(12, 16, (3, 60), 0.25, 20))
    a = build_levels([small], "test-seed", processes=2, progress=False)["suguru"]
    b = build_levels([small], "test-seed", processes=1, progress=False)["suguru"]
    assert [g.line() for g in a] == [g.line() for g in b]
    assert len(a) == 12
    assert [(g.score, g.line()) for g in a] == sorted((g.score, g.line()) for g in a)


def test_progress_bar_draws_on_a_terminal_and_stays_quiet_on_short_piped_runs() -> None:
    from game.jobs import Progress

    shown = io.StringIO()
    bar = Progress(3, "make", shown, force=True)
    for done in (1, 2, 3):
        bar.update(done)
    bar.close()
    assert "3/3" in shown.getvalue() and shown.getvalue().endswith("\n")
    quiet = io.StringIO()
    bar = Progress(3, "make", quiet)
    bar.update(3)
    bar.close()
    assert quiet.getvalue() == ""
