"""``python -m game solve --trace``: the textbook trace and its figures, checked against
counts worked out by hand (tests/engine/test_backtrack.py works them step by step);
and the Sujiko line format through every per-line command."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from game.engine import backtrack, exact
from game.engine.formats import format_solution, parse_line

REPO = Path(__file__).resolve().parents[1]

# The two grids of tests/engine/test_backtrack.py, with their hand-worked figures.
SUGURU = "suguru 3x2 ...... 011011"      # solved 131/242 after 23 steps and 4 backtracks
RIPPLE = "ripple 4x1 .... 0011"          # no solution: 12 steps, 5 backtracks
SUJIKO = "sujiko 3x3 .....8.4. 11,20,19,26"
SUJIKO4 = "sujiko 4x4 .......B..1..... 35,28,26,26,20,37,30,33,45"

FIGURES = re.compile(r"^steps (\d+) backtracks (\d+) (solved (\w+)|no-solution|stopped) "
                     r"time [\d.]+ ms trace [\d.]+ ms$")


def trace(tmp_path, capsys, *lines: str, extra: tuple[str, ...] = ()) -> tuple[int, list[str]]:
    f = tmp_path / "in.txt"
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status = cli.main(["solve", "--trace", *extra, str(f)])
    return status, capsys.readouterr().out.splitlines()


def test_hand_worked_suguru_trace_and_figures(tmp_path, capsys):
    status, out = trace(tmp_path, capsys, SUGURU)
    assert status == 0
    m = FIGURES.match(out[-1])
    assert m, out[-1]
    assert (int(m[1]), int(m[2]), m[4]) == (23, 4, "131242")
    events = out[:-1]
    assert events[:4] == ["1 r1c1 1 try", "1 r1c1 1 place", "2 r1c2 1 try", "2 r1c2 1 reject"]
    # Backtracks by hand: r2c1 loses its 2 after steps 6, 10 and 13, then r1c3 its 4.
    assert [e for e in events if e.endswith("backtrack")] == [
        "6 r2c1 2 backtrack", "10 r2c1 2 backtrack", "13 r2c1 2 backtrack", "13 r1c3 4 backtrack"]
    assert events[-1] == "23 - - solved"
    tries = [e for e in events if e.endswith(" try")]
    assert [int(e.split()[0]) for e in tries] == list(range(1, 24))
    assert len(events) == len(list(backtrack.trace(parse_line(SUGURU))))


def test_no_solution_and_the_step_cap(tmp_path, capsys):
    _, out = trace(tmp_path, capsys, RIPPLE)
    m = FIGURES.match(out[-1])
    assert m and (int(m[1]), int(m[2]), m[3]) == (12, 5, "no-solution")
    assert "solved" not in " ".join(out[:-1])
    _, out = trace(tmp_path, capsys, SUGURU, extra=("--max-steps", "10"))
    m = FIGURES.match(out[-1])
    assert m and (int(m[1]), m[3]) == (10, "stopped")


def test_a_batch_keeps_going_past_a_bad_line(tmp_path, capsys):
    status, out = trace(tmp_path, capsys, SUGURU, "sujiko 3x3 ......... 1,2,3", RIPPLE)
    assert status == cli.EXIT_BAD_LINE
    figures = [ln for ln in out if ln.startswith("steps ")]
    errors = [ln for ln in out if ln.startswith("error: ")]
    assert len(figures) == 2 and len(errors) == 1 and "sujiko" in errors[0]
    # The error line stands where its puzzle's trace would: after the first figures, before the second trace.
    assert out.index(errors[0]) == out.index(figures[0]) + 1


def test_sujiko_traces_agree_with_the_engine(tmp_path, capsys):
    _, out = trace(tmp_path, capsys, SUJIKO)
    p = parse_line(SUJIKO)
    r = backtrack.run(p)
    m = FIGURES.match(out[-1])
    assert m and (int(m[1]), int(m[2])) == (r.steps, r.backtracks) and m[4] == format_solution(exact.solve(p))
    assert p.rules.is_solution(p, [int(ch) for ch in m[4]])


@pytest.mark.parametrize("line", [SUJIKO, SUJIKO4])
def test_the_sujiko_line_format_is_accepted_by_every_command(tmp_path, capsys, line):
    f = tmp_path / "in.txt"
    f.write_text(line + "\n", encoding="utf-8")
    assert cli.main(["solve", str(f)]) == 0
    count, solution = capsys.readouterr().out.split()
    assert count == "1"
    assert cli.main(["rate", str(f)]) == 0
    assert capsys.readouterr().out.startswith("solved ")
    assert cli.main(["hint", line]) == 0
    assert "hint " in capsys.readouterr().out
    assert cli.main(["solve", "--trace", str(f)]) == 0
    m = FIGURES.match(capsys.readouterr().out.splitlines()[-1])
    assert m and m[4] == solution


def test_trace_through_python_dash_m(tmp_path):
    f = tmp_path / "in.txt"
    f.write_text(SUGURU + "\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game", "solve", "--trace", str(f)], cwd=REPO,
                          capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()
    last = proc.stdout.decode().splitlines()[-1]
    assert last.startswith("steps 23 backtracks 4 solved 131242 ")


@pytest.mark.parametrize("size", ["3x3", "4x4"])
def test_generate_and_levels_speak_the_sujiko_line_format(capsys, size):
    assert cli.main(["generate", "sujiko", "--size", size, "--seed", "trace-test"]) == 0
    line = capsys.readouterr().out.strip()
    p = parse_line(line)
    assert (p.kind, f"{p.width}x{p.height}") == ("sujiko", size) and line == p.line()
    assert exact.count_solutions(p, 2)[0] == 1
    assert cli.main(["levels", "sujiko" if size == "3x3" else "sujiko4"]) == 0
    index, score, level_line = capsys.readouterr().out.splitlines()[0].split(" ", 2)
    assert (index, parse_line(level_line).kind) == ("0", "sujiko") and score.isdigit()
