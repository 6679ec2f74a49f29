"""``python -m game solve|rate|hint`` on puzzles too hard to analyse: one clear line and status 3, never a hang.

Real subprocesses with a generous timeout, so a regression to a freeze fails
the test (``TimeoutExpired``) instead of hanging the suite.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import EXIT_BAD_LINE, EXIT_OK, EXIT_TOO_HARD
from game.engine.kinds.sudoku.boxes import box_regions

REPO = Path(__file__).resolve().parents[1]

EMPTY_25 = "sudoku 25x25 " + "." * 625 + " " + box_regions(25, 5, 5)
EMPTY_SUJIKO_5x7 = "sujiko 5x7 " + "." * 35 + " " + ",".join(
    map(str, (108, 68, 84, 94, 82, 67, 59, 56, 98, 89, 59, 48, 94, 93, 83, 47, 61, 81, 78, 51, 58, 77, 68, 54)))
EMPTY_SUJIKO_5x5 = "sujiko 5x5 " + "." * 25 + " " + ",".join(["52"] * 16)
EASY = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"
GAVE_UP = r"^error: too hard to analyse: gave up after [0-9,]+ (search nodes|solver steps)"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, capture_output=True, text=True,
                          input=stdin, timeout=120)


@pytest.mark.parametrize("command, line", [("rate", EMPTY_25), ("solve", EMPTY_SUJIKO_5x7),
                                           ("rate", EMPTY_SUJIKO_5x7)])
def test_a_freezing_puzzle_gives_up_with_one_line_and_status_3(command, line):
    proc = run(command, "-", stdin=line + "\n")
    assert proc.returncode == EXIT_TOO_HARD, proc.stderr
    assert len(proc.stdout.splitlines()) == 1
    assert re.match(GAVE_UP, proc.stdout)
    assert "Traceback" not in proc.stderr


def test_the_batch_goes_on_after_a_puzzle_that_gave_up():
    proc = run("rate", "-", stdin=f"{EASY}\n{EMPTY_25}\n{EASY}\n")
    lines = proc.stdout.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith("solved ") and lines[2] == lines[0]
    assert lines[1].startswith("error: too hard to analyse")
    assert proc.returncode == EXIT_TOO_HARD


def test_a_refused_line_outranks_one_that_gave_up():
    proc = run("rate", "-", stdin=f"{EMPTY_25}\nsuguru 6x6 nonsense\n")
    assert proc.returncode == EXIT_BAD_LINE
    assert proc.stdout.splitlines()[0].startswith("error: too hard to analyse")


def test_hint_gives_up_with_one_line_and_status_3():
    proc = run("hint", EMPTY_SUJIKO_5x5)
    assert proc.returncode == EXIT_TOO_HARD, proc.stderr
    assert proc.stdout.splitlines() == [proc.stdout.strip()]
    assert re.match(GAVE_UP, proc.stdout)


def test_what_finishes_still_answers():
    """The same empty 25x25 sudoku: counting its solutions is quick (two found), and so is its hint."""
    proc = run("solve", "-", stdin=EMPTY_25 + "\n")
    assert proc.returncode == EXIT_OK
    assert proc.stdout.startswith("2 ")
    proc = run("hint", EMPTY_25)
    assert proc.returncode == EXIT_OK
    assert proc.stdout.startswith("hint GS Guess")
