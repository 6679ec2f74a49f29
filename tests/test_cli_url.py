"""``python -m game url FILE``: one puzz.link URL per Suguru or Ripple line, checked over every
corpus row (export, then import to the row's solution), with stdin and a line of a kind without URLs."""

from __future__ import annotations

from pathlib import Path

from game.engine import parse_any
from game.engine.formats import parse_line, parse_solution, parse_url
from game.engine.rules import rules_for

from test_cli import assert_no_traceback, out_lines, run


def url_rows(corpus) -> list:
    rows = [r for kind in ("suguru", "ripple") for r in corpus(kind)]
    assert rows and all(r.url for r in rows), "the corpus's suguru and ripple rows all carry a URL"
    return rows


def test_url_over_the_whole_corpus(corpus, tmp_path: Path) -> None:
    rows = url_rows(corpus)
    src = tmp_path / "lines.txt"
    src.write_text("# every suguru and ripple row\n" + "".join(r.line + "\n" for r in rows), encoding="utf-8")
    proc = run("url", str(src))
    assert_no_traceback(proc)
    assert proc.returncode == 0, proc.stderr.decode()
    urls = out_lines(proc)
    assert urls == [r.url for r in rows]  # the public encoding, row for row
    for row, url in zip(rows, urls):
        p = parse_url(url)
        assert p == parse_line(row.line), row.id
        assert rules_for(p.kind).is_solution(p, parse_solution(p, row.solution)), row.id


def test_url_reads_stdin_and_refuses_other_kinds_in_place(corpus) -> None:
    sug, sud = corpus("suguru")[0], corpus("sudoku")[0]
    rip = corpus("ripple")[0]
    proc = run("url", "-", stdin=f"{sug.line}\n\n{sud.line}\n{rip.line}\n")
    assert_no_traceback(proc)
    assert proc.returncode == 1
    out = out_lines(proc)
    assert out[0] == sug.url and out[2] == rip.url
    assert out[1].startswith("error: ") and "sudoku" in out[1] and "suguru" in out[1]
    assert parse_any(out[2]) == parse_line(rip.line)


def test_url_of_a_bad_line_names_it(tmp_path: Path) -> None:
    src = tmp_path / "bad.txt"
    src.write_text("suguru 6x6 4.....\n", encoding="utf-8")
    proc = run("url", str(src))
    assert_no_traceback(proc)
    assert proc.returncode == 1
    assert out_lines(proc)[0].startswith("error: ")
    assert run("url", str(tmp_path / "missing.txt")).returncode == 2
