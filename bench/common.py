"""Shared helpers for the bench scripts: the corpus, timing, and tables.

Bench scripts print figures and never assert.  The machine is shared, so
every figure is a median (of repeats and over puzzles) and the worst case is
printed beside it to show the spread rather than hide it.
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Callable, Iterable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "data" / "corpus"


def corpus(kind: str) -> list[tuple[str, str]]:
    """The (line, solution) rows of ``corpus/KIND.tsv`` (empty if it is missing)."""
    path = CORPUS / f"{kind}.tsv"
    if not path.exists():
        print(f"note: no corpus at {path}")
        return []
    rows = []
    for text in path.read_text().splitlines():
        if text.strip():
            line, solution = text.split("\t")[:2]
            rows.append((line, solution))
    return rows


def size_of(line: str) -> str:
    return line.split()[1]


def by_size(rows: Iterable[tuple[str, str]]) -> dict[str, list[tuple[str, str]]]:
    """Rows grouped by their WxH field, smallest grids first."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for row in rows:
        groups[size_of(row[0])].append(row)

    def cells(size: str) -> int:
        w, h = size.split("x")
        return int(w) * int(h)

    return {s: groups[s] for s in sorted(groups, key=lambda s: (cells(s), s))}


def optional(module: str) -> ModuleType | None:
    """Import ``module`` if it exists yet (other helpers write some of them)."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name and module.startswith(e.name):
            return None
        raise


def clock(fn: Callable[[], object], repeat: int = 1) -> tuple[float, object]:
    """Median seconds of ``repeat`` calls of ``fn``, and its last result."""
    times = []
    result = None
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), result


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} us"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def med_worst(times: list[float]) -> str:
    """``median / worst`` of a list of times."""
    if not times:
        return "-"
    return f"{fmt_time(statistics.median(times))} / {fmt_time(max(times))}"


def print_table(title: str, headers: list[str], rows: list[list[str]]) -> None:
    print()
    print(title)
    widths = [max(len(str(r[i])) for r in [headers, *rows]) for i in range(len(headers))]
    for r in [headers, ["-" * w for w in widths], *rows]:
        print("  " + "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
