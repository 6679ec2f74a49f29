"""Bench sudoku: exact solver, the ladder's reach, hint times, counting to 5, generation.

    .venv/bin/python bench/sudoku.py [--quick] [--repeat N] [--gen N]

Tables printed (median / worst over the puzzles of a group; the machine is
shared, so read medians):

1. **Corpus by size and layout** (boxes or jigsaw): exact ``count_solutions(p,
   2)`` warm (a uniqueness proof, the "Check" button) on the parsed puzzle
   (warm: after the searches that build its geometry's tables, ``segments.WARM``),
   with the median parse of a puzzle line beside it; the share the ladder
   finishes *without guessing* (``NO_GUESS_LADDER``) and its median score;
   ``logic.solve`` time with the full ladder (guess included).
   Beside exact, compiled peers on the same puzzles in the same run
   (``bench/peer.py``: a C DLX built with the system's compiler and called
   through ctypes, its matrix built in every call; Minisat 2.2 through
   python-sat, warm per geometry), each counting to 2 as well, and exact's
   time over each peer's: of the medians, on the puzzle where exact is
   slowest, of the two worst cases, and the largest per puzzle.  Exact and
   the peers are timed alike: CPU time of the calling thread, fastest of
   ``--repeat`` calls (six processes share two cores here; wall time mostly
   measured the queue for a core).  A peer that cannot load (no compiler,
   python-sat not installed: neither is a dependency) is named in the title
   as "peer unavailable: <why>" and its columns are left out.
2. **Hint step time**: ``logic.hint`` on positions along each puzzle's own
   solve path (the start, then after every k-th deduction), the frame budget
   question: worst case matters.
3. **Counting to 5**: ``exact.solutions(p, 5)`` on multi-solution puzzles made
   from corpus puzzles by dropping givens until there are at least 5
   solutions, and on empty boards (the UI's "Solve" on a hand-entered grid).
4. **Generation**: seconds per puzzle of ``generate_sudoku`` (uncapped) per
   size, and the ratings reached.

``bench/engine.py --sudoku`` prints tables 1-3 after its own.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter, defaultdict
from typing import Callable

import peer
from common import clock, corpus, fmt_time, med_worst, print_table

from game.engine import exact, logic
from game.engine.kinds.sudoku.boxes import box_geometry, box_regions
from game.engine.kinds.sudoku.gen import generate_sudoku
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER
from game.engine.kinds.sudoku.rating import RATINGS, rating
from game.engine.puzzle import Puzzle
from game.engine.segments import WARM
from game.engine.state import Position


def corpus_groups(quick: bool) -> dict[str, list[tuple[str, str]]]:
    """Corpus rows by size and layout, smallest first: ``9x9``, ``9x9 jigsaw`` ..."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for line, sol in corpus("sudoku"):
        p = Puzzle.from_line(line)
        groups[f"{p.width}x{p.width}{'' if box_geometry(p) else ' jigsaw'}"].append((line, sol))
    order = sorted(groups, key=lambda g: (int(g.split("x")[0]), g))
    return {g: groups[g][:5] if quick else groups[g] for g in order}


def cpu_best(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` calls, in CPU seconds of this thread (the machine is shared:
    waiting for a core is not the solver's time, and noise only ever adds)."""
    best = float("inf")
    for _ in range(repeat):
        t = time.thread_time()
        fn()
        best = min(best, time.thread_time() - t)
    return best


def corpus_row(label: str, rows: list[tuple[str, str]], repeat: int,
               peers: list[tuple[str, peer.Peer]]) -> list[str]:
    ex, parse, sv, scores, done = [], [], [], [], 0
    pe: list[list[float]] = [[] for _ in peers]
    wrong = [0] * len(peers)
    for line, _ in rows:
        p = Puzzle.from_line(line)
        for _ in range(WARM):  # warms the geometry's tables: the places', then the whole-board form's
            n, first = exact.count_solutions(p, 2)
        ex.append(cpu_best(lambda: exact.count_solutions(p, 2), repeat))
        parse.append(cpu_best(lambda: Puzzle.from_line(line), repeat))
        region = {c: i for i, cells in enumerate(p.region_cells) for c in cells}
        regions = [region[c] for c in range(p.ncells)]
        for k, (_, fn) in enumerate(peers):
            wrong[k] += fn(p.width, p.givens, regions, 2) != (n, first)  # also the warm-up
            pe[k].append(cpu_best(lambda: fn(p.width, p.givens, regions, 2), repeat))
        r = logic.solve(p, ladder=NO_GUESS_LADDER)
        done += r.solved
        if r.solved:
            scores.append(r.score)
        sv.append(clock(lambda: logic.solve(p))[0])
    share = f"{done}/{len(rows)} ({100 * done / len(rows):.0f}%)"
    score = f"{statistics.median(scores):.0f}" if scores else "-"
    out = [label, str(len(rows)), med_worst(ex), fmt_time(statistics.median(parse))]
    slowest = max(range(len(ex)), key=ex.__getitem__)
    for times, bad in zip(pe, wrong):
        out += [med_worst(times) + (f" ({bad} disagree)" if bad else ""),
                f"{statistics.median(ex) / statistics.median(times):.1f}x / {ex[slowest] / times[slowest]:.2f}x / "
                f"{max(ex) / max(times):.2f}x / {max(a / b for a, b in zip(ex, times)):.1f}x"]
    return out + [share, score, med_worst(sv)]


def load_peers() -> tuple[list[tuple[str, peer.Peer]], list[str]]:
    """The peers that load, by short name, and a line on each: what it is, or why it is unavailable."""
    peers, notes = [], []
    for name, load in (("DLX", peer.load), ("SAT", peer.load_sat)):
        fn, why = load()
        if fn is None:
            notes.append(f"{name} peer unavailable: {why}")
        else:
            peers.append((name, fn))
            notes.append(f"{name} peer: {why}")
    return peers, notes


def hint_row(label: str, rows: list[tuple[str, str]], every: int) -> list[str]:
    """logic.hint on the start position and after every ``every``-th deduction of the solve."""
    times = []
    for line, _ in rows:
        p = Puzzle.from_line(line)
        r = logic.solve(p, record=True)
        pos = Position(p)
        logic.hint(pos)  # warm-up: tables built
        for k, d in enumerate(r.steps):
            if k % every == 0:
                times.append(clock(lambda: logic.hint(pos))[0])
            for c, dg in d.eliminations:
                pos.cands[c] &= ~(1 << dg)
    return [label, str(len(times)), med_worst(times)]


def multi_solution(line: str, rng: random.Random) -> Puzzle:
    """A corpus puzzle with givens dropped until it has at least 5 solutions."""
    p = Puzzle.from_line(line)
    givens = list(p.givens)
    filled = [c for c, g in enumerate(givens) if g]
    rng.shuffle(filled)
    for c in filled:
        givens[c] = 0
        q = p.with_givens(givens)
        if exact.count_solutions(q, 5)[0] >= 5:
            return q
    return p.with_givens(givens)


def count5_rows(groups: dict[str, list[tuple[str, str]]], repeat: int) -> list[list[str]]:
    rng = random.Random(5)
    out = []
    for label in ("9x9", "16x16"):
        puzzles = [multi_solution(line, rng) for line, _ in groups.get(label, [])[:40]]
        times = [statistics.median(clock(lambda: exact.solutions(q, 5))[0] for _ in range(repeat))
                 for q in puzzles]
        assert all(len(exact.solutions(q, 5)) == 5 for q in puzzles)
        if times:
            out.append([f"{label} givens dropped", str(len(times)), med_worst(times)])
    for n, box in ((9, (3, 3)), (16, (4, 4)), (25, (5, 5))):
        empty = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {box_regions(n, *box)}")
        t, sols = clock(lambda: exact.solutions(empty, 5))
        out.append([f"empty {n}x{n}", "1", f"{fmt_time(t)} ({len(sols)} found)"])
    return out


def gen_rows(count: int) -> list[list[str]]:
    out = []
    for n, jigsaw in ((6, False), (9, False), (9, True), (12, False), (16, False)):
        if n >= 12 and count > 3:
            k = 3
        else:
            k = count
        secs, words = [], Counter()
        for i in range(k):
            t0 = time.perf_counter()
            g = generate_sudoku(n, seed=("bench", i), jigsaw=jigsaw)
            secs.append(time.perf_counter() - t0)
            words[rating(g.score, n)] += 1
        label = f"{n}x{n}{' jigsaw' if jigsaw else ''}"
        out.append([label, str(k), med_worst(secs), " ".join(f"{w}:{words[w]}" for w in RATINGS if words[w])])
    return out


def report(quick: bool, repeat: int, gen: int = 0) -> None:
    groups = corpus_groups(quick)
    peers, notes = load_peers()
    title = ("S1. sudoku corpus: exact count(p, 2) warm; share the ladder finishes without guessing; "
             "logic.solve (guess included)\n    " + "\n    ".join(notes))
    if peers:
        title += ("\n    times: CPU seconds of the fastest of --repeat calls; exact's on the parsed puzzle, "
                  "its line's parse beside it (the peers get arrays)"
                  "\n    exact / peer: ratio of the medians / on exact's slowest puzzle of the group "
                  "/ of the worst cases / largest per puzzle (same run, same puzzles, both count to 2)")
    head = ["group", "n", "exact median / worst", "parse"]
    for name, _ in peers:
        head += [f"{name} median / worst", f"exact / {name}"]
    print_table(title, head + ["no-guess finished", "median score", "solve median / worst"],
                [corpus_row(label, rows, repeat, peers) for label, rows in groups.items()])
    print_table("S2. logic.hint along each solve path (start, then every 5th deduction): the frame budget",
                ["group", "hints", "median / worst"],
                [hint_row(label, rows, 5) for label, rows in groups.items() if label in ("9x9", "9x9 jigsaw", "16x16")])
    print_table("S3. exact.solutions(p, 5) on puzzles with 5 or more solutions",
                ["puzzles", "n", "median / worst"], count5_rows(groups, repeat))
    if gen:
        print_table("S4. generate_sudoku, uncapped: seconds per puzzle and ratings reached",
                    ["board", "n", "median / worst", "ratings"], gen_rows(gen))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="timed calls per puzzle (exact and peers: fastest kept; "
                    "the rest: median)")
    ap.add_argument("--gen", type=int, default=10, help="generated puzzles per board (0: skip)")
    ap.add_argument("--quick", action="store_true", help="five puzzles per group, one repeat, two generated")
    args = ap.parse_args(argv)
    report(args.quick, 1 if args.quick else args.repeat, 2 if args.quick else args.gen)


if __name__ == "__main__":
    main()
