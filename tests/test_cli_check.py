"""``python -m game check``: one row per puzzle line, the editor's verdict in four tab-separated fields."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import cli
from game.cli import EXIT_BAD_LINE, EXIT_NO_INPUT, EXIT_OK, EXIT_TOO_HARD
from game.engine.logic import solve
from game.engine.formats import parse_line
from game.levels import read_level_lines

from draft_helpers import logical, stuck_draft

REPO = Path(__file__).resolve().parents[1]
CLASH = "sudoku 4x4 1..1............ 0011001122332233"
EMPTY_16 = "sudoku 16x16 " + "." * 256 + " " + "".join("0123456789abcdef"[(r // 4) * 4 + c // 4]
                                                         for r in range(16) for c in range(16))


def check(tmp_path: Path, capsys, *lines: str) -> tuple[int, list[list[str]]]:
    f = tmp_path / "in.txt"
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status = cli.main(["check", str(f)])
    return status, [row.split("\t") for row in capsys.readouterr().out.splitlines()]


def test_unique_puzzles_give_logic_score_and_hardest_name(tmp_path, capsys) -> None:
    lines = [read_level_lines(s)[100] for s in ("suguru", "ripple", "sudoku", "jigsaw", "sujiko")]
    status, rows = check(tmp_path, capsys, "# a comment", *lines, "")
    assert status == EXIT_OK and len(rows) == len(lines)
    for line, row in zip(lines, rows):
        result = solve(parse_line(line), ladder=logical(line.split()[0]))
        names = {t.abbr: t.name for t in result.ladder}
        assert row == ["unique", "logic", str(result.score), names[result.hardest or ""]]


def test_stuck_none_and_multiple(tmp_path, capsys) -> None:
    stuck = stuck_draft("ripple").line()
    status, rows = check(tmp_path, capsys, stuck, CLASH, "suguru 2x2 .... 0011", EMPTY_16)
    assert status == EXIT_OK
    assert rows[0][:3] == ["unique", "stuck", str(solve(parse_line(stuck), ladder=logical("ripple")).score)]
    assert rows[1] == rows[2] == ["none", "stuck", "-", "-"]
    assert rows[3] == ["multiple", "stuck", "-", "-"]


def test_bad_lines_print_an_error_and_the_rest_go_on(tmp_path, capsys) -> None:
    good = read_level_lines("suguru")[0]
    status, rows = check(tmp_path, capsys, "chess 2x2 .... 0000", "sujiko 3x3 ......... 0,0,9,0", good,
                         "ripple 2x2 .... 01")
    assert status == EXIT_BAD_LINE and len(rows) == 4
    assert rows[0][0].startswith("error: unknown puzzle kind 'chess'")
    assert rows[1] == ["error: Circle sum 1 is not set yet; Circle sum 2 is not set yet; "
                       "Circle sum 4 is not set yet"]
    assert rows[2][:2] == ["unique", "logic"]
    assert rows[3] == ["error: the regions have 2 characters; a 2x2 grid needs 4"]


def test_urls_and_plain_sudokus_are_read_too(tmp_path, capsys, corpus) -> None:
    row = next(r for r in corpus("suguru") if r.url)
    status, rows = check(tmp_path, capsys, row.url, "1" + "." * 80)
    assert status == EXIT_OK and rows[0][0] == "unique" and rows[1][0] == "multiple"


def test_a_puzzle_past_the_budget_is_too_hard(tmp_path, capsys, monkeypatch) -> None:
    import game.engine.budget as budget

    monkeypatch.setattr(budget, "DEFAULT_WORK", 500)
    status, rows = check(tmp_path, capsys, read_level_lines("jigsaw")[5], CLASH)
    assert status == EXIT_TOO_HARD
    assert rows[0][0].startswith("error: too hard to analyse: gave up after") and rows[1][0] == "none"


def test_stdin_and_a_missing_file() -> None:
    proc = subprocess.run([sys.executable, "-m", "game", "check", "-"], cwd=REPO, capture_output=True, timeout=120,
                          input=(CLASH + "\n").encode())
    assert proc.returncode == EXIT_OK and proc.stdout.decode() == "none\tstuck\t-\t-\n"
    assert cli.main(["check", str(REPO / "no-such-file.txt")]) == EXIT_NO_INPUT
