"""``python -m game generate KIND --size WxH --count N --difficulty D [--seed S]``, as a real subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.engine import logic
from game.engine.backend import Params, backend
from game.engine.formats import parse_line

REPO = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=300)


def test_reproducible_with_a_seed_and_in_band() -> None:
    args = ("generate", "ripple", "--size", "5x4", "--count", "3", "--difficulty", "hard", "--seed", "cli")
    a, b = run(*args), run(*args)
    assert a.returncode == 0, a.stderr
    lines = a.stdout.splitlines()
    assert len(lines) == 3 and a.stdout == b.stdout
    lo, hi = backend("ripple").band(Params(5, 4), "hard")
    for line in lines:
        p = parse_line(line)
        assert (p.kind, p.width, p.height) == ("ripple", 5, 4)
        score = logic.solve(p).score
        assert lo is not None and hi is not None and lo <= score <= hi


def test_a_random_seed_is_announced_on_stderr() -> None:
    proc = run("generate", "suguru", "--size", "4x4", "--difficulty", "easy")
    assert proc.returncode == 0 and "seed " in proc.stderr and len(proc.stdout.splitlines()) == 1


def test_bad_arguments_say_what_is_wrong() -> None:
    bad = run("generate", "suguru", "--difficulty", "insane")
    assert bad.returncode == 2 and "unknown difficulty 'insane'" in bad.stderr and "Traceback" not in bad.stderr
    both = run("generate", "suguru", "--difficulty", "hard", "--max-score", "9")
    assert both.returncode == 2 and "--difficulty sets the score band" in both.stderr
    big = run("generate", "suguru", "--size", "13x6", "--difficulty", "hard")
    assert big.returncode == 2 and "width 13 is out of range" in big.stderr
    size = run("generate", "ripple", "--size", "6by6", "--difficulty", "hard")
    assert size.returncode == 2 and "Traceback" not in size.stderr
