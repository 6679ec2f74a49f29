"""``python -m game solve|rate|hint``, run as real subprocesses, checked against the
corpus solutions and the engine's own answers; and the routing of ``game.__main__``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

import game
import game.__main__ as entry
from game import cli
from game.engine import PlayState, format_solution, parse_any
from game.engine import logic

REPO = Path(__file__).resolve().parents[1]


def run(*args: str, stdin: str | bytes = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, capture_output=True, timeout=120,
                          input=stdin.encode() if isinstance(stdin, str) else stdin,
                          env=None if env is None else {**os.environ, **env})


def out_lines(proc: subprocess.CompletedProcess) -> list[str]:
    return proc.stdout.decode().splitlines()


def assert_no_traceback(proc: subprocess.CompletedProcess) -> None:
    assert b"Traceback" not in proc.stderr + proc.stdout, proc.stderr.decode()


@pytest.fixture(scope="module")
def small_rows(corpus):
    """A few small corpus rows of each kind (the first ones of 8x8 or less)."""
    rows = []
    for kind in ("suguru", "ripple", "sudoku"):
        small = [r for r in corpus(kind) if r.line.split()[1] in ("4x4", "5x5", "6x6", "7x7", "8x8")]
        rows += small[:3]
    assert len(rows) == 9
    return rows


def batch_input(rows) -> str:
    """The rows' lines, with a comment, blank lines and one row given as its URL instead."""
    lines = ["# a comment line, skipped", ""]
    for r in rows:
        lines.append(r.url if r.url and r.kind == "ripple" else r.line)
        lines.append("   ")
    return "\n".join(lines) + "\n"


# -- solve ----------------------------------------------------------------------------------
def test_solve_file_matches_the_corpus(small_rows, tmp_path):
    path = tmp_path / "puzzles.txt"
    path.write_text(batch_input(small_rows))
    proc = run("solve", str(path))
    assert proc.returncode == 0, proc.stderr.decode()
    assert out_lines(proc) == [f"1 {r.solution}" for r in small_rows]
    assert proc.stderr == b""


@pytest.mark.parametrize("kind", ["suguru", "ripple", "sudoku"])
def test_solve_the_whole_corpus(kind, corpus):
    rows = corpus(kind)
    proc = run("solve", "-", stdin="".join(r.line + "\n" for r in rows))
    assert proc.returncode == 0
    assert out_lines(proc) == [f"1 {r.solution}" for r in rows]


def test_solve_stdin_with_a_malformed_line(small_rows):
    rows = small_rows[:2]
    text = f"{rows[0].line}\nsuguru 2x2 ..3. 0011\nnot a puzzle\n{rows[1].line}\n"
    proc = run("solve", "-", stdin=text)
    assert proc.returncode == 1
    assert out_lines(proc) == [
        f"1 {rows[0].solution}",
        "error: clue 3 at row 2, column 1 is larger than its region, which has 2 cells",
        "error: unknown puzzle kind 'not': expected one of ripple, sudoku, suguru, sujiko",
        f"1 {rows[1].solution}",
    ]
    assert_no_traceback(proc)


def test_solve_counts_none_and_many():
    proc = run("solve", "-", stdin="suguru 2x1 .. 01\nripple 2x1 .. 00\n")
    assert proc.returncode == 0
    none, many = out_lines(proc)
    assert none == "0 -"
    count, first = many.split()
    assert count == "2" and first in ("12", "21")


def test_missing_file():
    proc = run("solve", "no/such/file.txt")
    assert proc.returncode == 2
    assert proc.stdout == b""
    err = proc.stderr.decode().strip().splitlines()
    assert len(err) == 1 and "no/such/file.txt" in err[0] and "cannot read" in err[0]


def test_binary_garbage_is_refused_line_by_line(tmp_path):
    path = tmp_path / "garbage.bin"
    path.write_bytes(bytes(range(256)) * 4)
    proc = run("rate", str(path))
    assert proc.returncode == 1
    assert out_lines(proc) and all(line.startswith("error: ") for line in out_lines(proc))
    assert_no_traceback(proc)


def test_unprintable_message_on_an_ascii_terminal():
    proc = run("solve", "-", stdin=b"suguru 1x1 \xff 0\n", env={"PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 1
    assert out_lines(proc) == ["error: bad character '\\ufffd' in the clues at row 1, column 1: use '.', 1-9 or A-Z"]
    assert_no_traceback(proc)


def test_reader_leaving_early_is_not_an_error_message(tmp_path):
    # More output than a pipe holds, and the reader stops after one line (``| head -1``).
    path = tmp_path / "many.txt"
    path.write_text("suguru 1x1 . 0\n" * 40000)
    proc = subprocess.Popen([sys.executable, "-m", "game", "solve", str(path)], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline() == b"1 1\n"
    proc.stdout.close()
    assert proc.wait(timeout=120) == 1
    assert proc.stderr.read() == b""
    proc.stderr.close()


# -- rate -------------------------------------------------------------------------------------
RATE_RE = re.compile(r"^(solved|stuck) (\d+)((?: [A-Z]{2}:\d+)*)$")


def test_rate_matches_the_logical_solver(small_rows):
    rows = [r for r in small_rows if r.kind != "sudoku"]  # the ladders cover suguru and ripple
    proc = run("rate", "-", stdin=batch_input(rows))
    assert proc.returncode == 0, out_lines(proc)
    for row, line in zip(rows, out_lines(proc), strict=True):
        m = RATE_RE.match(line)
        assert m, line
        result = logic.solve(parse_any(row.line))
        assert m.group(1) == ("solved" if result.solved else "stuck")
        assert int(m.group(2)) == result.score
        pairs = [item.split(":") for item in m.group(3).split()]
        assert {a: int(n) for a, n in pairs} == {a: n for a, n in result.counts.items() if n}
        order = [t.abbr for t in logic.ladder(row.kind)]
        assert [a for a, _ in pairs] == sorted((a for a, _ in pairs), key=order.index)
        if result.solved:
            assert format_solution([mask.bit_length() - 1 for mask in result.cands]) == row.solution


def test_rate_line_format():
    line = cli.rate_line(parse_any("https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g"))
    assert RATE_RE.match(line), line
    assert line.startswith("solved ")


# -- hint ---------------------------------------------------------------------------------------
CAND = r"r\d+c\d+:\d+"
AUTO_RE = re.compile(rf"^auto [A-Z]{{2}}: {CAND}(?: {CAND})* -- .+$")


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_hint_shows_the_engines_hint(kind, corpus):
    row = next(r for r in corpus(kind) if r.line.split()[1] == "6x6")
    quoted = run("hint", row.line)
    words = run("hint", *row.line.split())
    piped = run("hint", "-", stdin=f"# first the comment\n{row.line}\n")
    assert quoted.returncode == 0, quoted.stderr.decode()
    assert quoted.stdout == words.stdout == piped.stdout

    p = parse_any(row.line)
    h = logic.hint(PlayState(p))
    lines = out_lines(quoted)
    autos = lines[:len(h.auto)]
    assert all(AUTO_RE.match(a) for a in autos), autos
    assert [a.split()[1].rstrip(":") for a in autos] == [d.technique for d in h.auto]
    assert [a.split(" -- ", 1)[1] for a in autos] == [d.text for d in h.auto]

    d = h.deduction
    assert d is not None
    rest = dict(line.split(": ", 1) for line in lines[len(h.auto) + 1:])
    t = logic.technique(kind, d.technique)
    assert lines[len(h.auto)] == f"hint {d.technique} {t.name} (score {t.score})"
    assert rest["red"] == cli.candidates(p, d.eliminations)
    assert rest["green"] == cli.candidates(p, d.reasons)
    assert rest["why"] == d.text
    assert ("place" in rest) == bool(d.placements)
    # Every red candidate is really deleted by the deduction, and written r<row>c<col>:<digit>.
    for c, digit in d.eliminations:
        r0, c0 = divmod(c, p.width)
        assert f"r{r0 + 1}c{c0 + 1}:{digit}" in rest["red"].split()


def test_hint_when_nothing_applies():
    proc = run("hint", "suguru 1x1 . 0")
    assert (proc.returncode, out_lines(proc)) == (0, ["hint none", "why: the puzzle is solved"])
    proc = run("hint", "ripple 2x1 .. 00")  # two solutions: no logic can choose
    assert out_lines(proc) == ["hint none", "why: no technique of the ladder applies here"]


def test_hint_malformed_line():
    proc = run("hint", "suguru", "2x2", "....", "001")
    assert proc.returncode == 1
    assert out_lines(proc) == ["error: the regions have 3 characters; a 2x2 grid needs 4"]
    assert_no_traceback(proc)


# -- help and routing ------------------------------------------------------------------------------
@pytest.mark.parametrize("args,words", [
    (["--help"], ["solve", "rate", "hint", "SUBCOMMAND"]),
    (["solve", "--help"], ["COUNT SOLUTION", "two or more", "standard input"]),
    (["rate", "--help"], ["solved|stuck SCORE", "ladder order"]),
    (["hint", "--help"], ["red:", "green:", "r2c3:4"]),
    (["generate", "--help"], ["--count", "--seed"]),
])
def test_help(args, words):
    proc = run(*args)
    assert proc.returncode == 0
    text = " ".join(proc.stdout.decode().split())  # argparse wraps lines
    for word in words:
        assert word in text


def test_command_names():
    assert {"solve", "rate", "hint", "generate", "levels", "make-levels"} <= cli.command_names()


def test_main_routes_subcommands(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(cli, "main", lambda argv: calls.append(argv) or 7)
    assert entry.main(["solve", "x.txt"]) == 7
    assert entry.main(["--help"]) == 7
    assert calls == [["solve", "x.txt"], ["--help"]]


def test_main_without_subcommand_starts_the_app(monkeypatch):
    calls = []
    fake = types.ModuleType("game.app")
    fake.run = lambda argv: calls.append(argv) or 3
    monkeypatch.setitem(sys.modules, "game.app", fake)
    monkeypatch.setattr(game, "app", fake, raising=False)
    assert entry.main([]) == 3
    assert entry.main(["--fullscreen"]) == 3
    assert calls == [[], ["--fullscreen"]]


def test_generate_help_names_every_level_set_and_its_size(capsys):
    import pytest

    from game.cli import main
    from game.engine.backend import level_sets

    with pytest.raises(SystemExit) as e:
        main(["generate", "--help"])
    assert e.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "sujiko (3x3), sujiko4 (4x4)" in out and "sudoku6 (6x6, 3x2 boxes)" in out
    assert all(f"{s.name} ({s.params.describe()})" in out for s in level_sets())


def test_the_solve_command_quotes_a_huge_token_briefly(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    huge = tmp_path / "huge.txt"
    huge.write_text("x" * 1_000_000 + "\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game", "solve", str(huge)], cwd=repo, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.startswith("error: ") and len(out.stdout) < 200, out.stdout[:300]
    out = subprocess.run([sys.executable, "-m", "game", "solve", "-"], cwd=repo, input="suguru 99999x99999 . .\n",
                         capture_output=True, text=True, timeout=60)
    assert "too large (at most 64x64)" in out.stdout, out.stdout
