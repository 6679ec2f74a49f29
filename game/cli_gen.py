"""Command-line front end of the generator: ``generate``, ``levels`` and ``make-levels``.

:func:`register` adds the three subcommands to the main CLI's subparsers;
each sets ``func`` (``args -> exit code``) as its default, the usual argparse
dispatch.  Errors a person can cause (a bad size, an unknown kind, an
impossible score band) print one line on stderr and exit with 2.

**The built-in sets are data made by code**, so the recipe lives here, next
to the command that runs it: :data:`LEVEL_RECIPES` says, per kind, the grid
size, how many candidates to make and the range of score caps to spread them
over.  Candidate j is made from the seed ``(seed, kind, j)`` alone, so the
pool of candidates is the same however the two worker processes share the
jobs; the selection afterwards is a pure function of that pool.  Regenerate
only on purpose: the tests pin each file's checksum, because puzzle k must
stay puzzle k for players' saves and records.

**Spreading difficulty.**  Uncapped generation gives scores bunched around
the middle.  Each candidate is therefore made under its own score cap, the
caps spaced evenly over the recipe's range (a low cap leaves more clues and
an easy puzzle), and the final 1000 are then picked from the candidates to be
as even over the score range as the pool allows: the range is cut into equal
bins, each bin gets an equal quota, bins with too few give everything and
their spare quota goes to the others ("water-filling"), and inside a bin the
picks are spread evenly by rank.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TextIO, TypedDict

if TYPE_CHECKING:  # pragma: no cover
    from .engine.generator import Generated

# The engine and multiprocessing are imported inside the commands: the main
# CLI builds this parser even to start the game, which should not pay for them.

DEFAULT_LEVEL_SEED = "nanba-levels-1"


@dataclass(frozen=True)
class LevelRecipe:
    size: tuple[int, int]
    count: int
    candidates: int
    caps: tuple[int, int]
    """Score caps are spread evenly over this range for most candidates."""
    uncapped: float = 0.15
    """The share of candidates made without a cap, to reach the hard end ..."""
    hard_min: int | None = None
    """... and with at least this score, so they land above the bulk."""
    variant: str | None = None
    """The generator's kind when it is not the set's name (``sudoku/3x2``, ``jigsaw``)."""


LEVEL_RECIPES: dict[str, LevelRecipe] = {
    "suguru": LevelRecipe((6, 6), 1000, 1250, (3, 170), 0.15, 60),
    "ripple": LevelRecipe((6, 6), 1000, 1250, (34, 125), 0.15, 65),
    # Sudoku sets (game/engine/sudoku_gen.py).  The 6x6 set uses 3-wide, 2-high boxes
    # only: a 2x3-box puzzle is the transpose of a 3x2 one, so mixing adds no new logic.
    "sudoku": LevelRecipe((9, 9), 1000, 1200, (8, 300), 0.15, 150, "sudoku"),
    "jigsaw": LevelRecipe((9, 9), 1000, 1200, (30, 500), 0.15, 300, "jigsaw"),
    "sudoku6": LevelRecipe((6, 6), 1000, 1200, (2, 120), 0.15, 40, "sudoku/3x2"),
    # Sujiko 3x3 (game/engine/sujiko_gen.py): two, one or no clues; caps from the
    # easiest two-clue scores up, the uncapped share reaching the clueless ones.
    "sujiko": LevelRecipe((3, 3), 1000, 1250, (22, 200), 0.15, 110),
    "sujiko4": LevelRecipe((4, 4), 100, 130, (30, 250), 0.15, 180, "sujiko"),
}

SUDOKU_VARIANTS = ("sudoku", "jigsaw")
"""Job kinds made by the sudoku generator (plus ``sudoku/WxH`` for a box shape)."""


def is_sudoku_job(kind: str) -> bool:
    return kind in SUDOKU_VARIANTS or kind.startswith("sudoku/")


# -- progress ------------------------------------------------------------------------------


class Progress:
    """A plain text bar on stderr, shown on a terminal or once a run has lasted two seconds."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None, force: bool = False):
        self.total, self.label = total, label
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self.tty = force or self.stream.isatty()
        self.last = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        now = time.monotonic()
        if not (self.tty or now - self.start > 2.0) or (now - self.last < 0.2 and done < self.total):
            return
        self.last = now
        frac = done / self.total if self.total else 1.0
        bar = "#" * int(frac * 30)
        end = "\r" if self.tty else "\n"
        self.stream.write(f"{self.label} [{bar:<30}] {done}/{self.total} {now - self.start:5.1f}s{end}")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown and self.tty:
            self.stream.write("\n")
            self.stream.flush()


# -- running jobs on every core --------------------------------------------------------------

Job = tuple[str, int, int, object, int | None, int | None]
"""(kind, width, height, seed, min_score, max_score)."""


def _run_job(job: Job) -> Generated:
    from .engine.generator import generate_scored

    kind, w, h, seed, lo, hi = job
    if kind == "sujiko":
        from .engine import sujiko_gen

        return sujiko_gen.generate_scored(kind, w, h, seed=seed, min_score=lo, max_score=hi)
    if is_sudoku_job(kind):
        from .engine import sudoku_gen

        return sudoku_gen.generate_scored(kind, w, seed=seed, min_score=lo, max_score=hi)
    return generate_scored(kind, w, h, seed=seed, min_score=lo, max_score=hi)


def run_jobs(jobs: Sequence[Job], processes: int | None = None,
             on_done: Callable[[int], None] | None = None) -> list[Generated]:
    """Every job's puzzle, in job order, made on ``processes`` worker processes.

    The order of results is the order of ``jobs`` whatever the scheduling,
    and each job seeds itself, so the output never depends on the pool.
    """
    import multiprocessing

    processes = processes or os.cpu_count() or 1
    out: list[Generated] = []
    if processes <= 1 or len(jobs) < 8:
        for job in jobs:
            out.append(_run_job(job))
            if on_done:
                on_done(len(out))
        return out
    chunk = max(1, min(16, len(jobs) // (processes * 8)))
    # Workers are spawned, never forked: a forked child would inherit whatever the
    # parent runs (SDL's signal handlers and timer thread, once a window has been
    # opened in this process), and one that swallows the pool's SIGTERM hangs the
    # parent for ever.  Spawned workers start clean and only import the engine.
    pool = multiprocessing.get_context("spawn").Pool(processes)
    try:
        for g in pool.imap(_run_job, jobs, chunksize=chunk):
            out.append(g)
            if on_done:
                on_done(len(out))
    except BaseException:
        pool.terminate()
        pool.join()
        raise
    # Every result is in: let the workers finish and exit on their own.
    pool.close()
    pool.join()
    return out


# -- the built-in sets ------------------------------------------------------------------------


def level_jobs(kind: str, seed: object, recipe: LevelRecipe) -> list[Job]:
    """The candidate jobs for one kind: evenly spaced caps, then some uncapped."""
    w, h = recipe.size
    n = recipe.candidates
    capped = n - int(n * recipe.uncapped)
    lo, hi = recipe.caps
    gen = recipe.variant or kind
    jobs: list[Job] = []
    for j in range(n):
        if j < capped:
            jobs.append((gen, w, h, (seed, kind, j), None, lo + (hi - lo) * j // max(1, capped - 1)))
        else:
            jobs.append((gen, w, h, (seed, kind, j), recipe.hard_min, None))
    return jobs


def water_fill(counts: Sequence[int], total: int) -> list[int]:
    """Equal quotas per bin summing to ``total``; a bin with fewer items gives all it has."""
    take = [0] * len(counts)
    left = min(total, sum(counts))
    open_bins = [i for i, c in enumerate(counts) if c]
    while left and open_bins:
        share, extra = divmod(left, len(open_bins))
        nxt = []
        for k, i in enumerate(open_bins):
            want = share + (1 if k < extra else 0)
            got = min(want, counts[i] - take[i])
            take[i] += got
            left -= got
            if take[i] < counts[i]:
                nxt.append(i)
        open_bins = nxt
    return take


def spread_pick(items: Sequence[tuple[int, str]], count: int, bins: int = 24) -> list[tuple[int, str]]:
    """``count`` of the (score, line) items, as even over the score range as they allow."""
    pool = sorted(set(items))
    if len(pool) <= count:
        return pool
    lo, hi = pool[0][0], pool[-1][0]
    width = max(1, hi - lo + 1)
    groups: list[list[tuple[int, str]]] = [[] for _ in range(bins)]
    for it in pool:
        groups[min(bins - 1, (it[0] - lo) * bins // width)].append(it)
    quotas = water_fill([len(g) for g in groups], count)
    picked: list[tuple[int, str]] = []
    for g, q in zip(groups, quotas):
        if q:
            # Evenly spaced ranks, always including the bin's first and last item.
            idx = [round(k * (len(g) - 1) / (q - 1)) for k in range(q)] if q > 1 else [len(g) // 2]
            picked.extend(g[i] for i in idx)
    return sorted(picked)


def build_levels(kinds: Sequence[str], seed: object = DEFAULT_LEVEL_SEED, processes: int | None = None,
                 progress: bool = True) -> dict[str, list[Generated]]:
    """The built-in set of each kind, sorted by (score, line), one pool for all kinds.

    All kinds' candidate jobs go to one pool so no core idles at a kind's tail.
    """
    jobs: list[Job] = []
    owner: list[str] = []  # the set each job is for (three sudoku sets share the puzzle kind)
    for kind in kinds:
        mine_jobs = level_jobs(kind, seed, LEVEL_RECIPES[kind])
        jobs.extend(mine_jobs)
        owner.extend([kind] * len(mine_jobs))
    bar = Progress(len(jobs), "make-levels") if progress else None
    made = run_jobs(jobs, processes, bar.update if bar else None)
    if bar:
        bar.close()
    out: dict[str, list[Generated]] = {}
    for kind in kinds:
        mine = [g for g, k in zip(made, owner) if k == kind]
        by_line = {g.line(): g for g in mine}
        chosen = spread_pick([(g.score, g.line()) for g in mine], LEVEL_RECIPES[kind].count)
        out[kind] = [by_line[line] for _score, line in chosen]
    return out


class LevelStats(TypedDict):
    count: int
    quartiles: list[int]                # min, the three quartiles, max; empty for no levels
    sizes: dict[int, int]               # region size -> how many regions
    techniques: dict[str, float]        # abbreviation -> share of the levels using it
    ratings: NotRequired[dict[str, int]]  # sudoku only: rating word -> how many levels


def level_stats(levels: Sequence[Generated]) -> LevelStats:
    """Score quartiles, region-size histogram and technique shares of a set."""
    from .engine.partition import region_sizes

    scores = sorted(g.score for g in levels)
    n = len(scores)
    sizes: Counter[int] = Counter()
    used: Counter[str] = Counter()
    for g in levels:
        sizes.update(region_sizes(g.puzzle.regions))
        used.update(abbr for abbr, k in g.counts.items() if k)
    q = [scores[min(n - 1, n * k // 4)] for k in range(5)] if n else []
    if n:
        q[-1] = scores[-1]
    stats: LevelStats = {"count": n, "quartiles": q, "sizes": dict(sorted(sizes.items())),
                         "techniques": {a: used[a] / n for a in sorted(used, key=lambda a: -used[a])}}
    if n and levels[0].puzzle.kind == "sudoku":
        from .engine.sudoku import RATINGS, rating

        words = Counter(rating(g.score, g.puzzle.width) for g in levels)
        stats["ratings"] = {w: words[w] for w in RATINGS}
    return stats


def format_stats(stats: LevelStats) -> list[str]:
    q = stats["quartiles"]
    sizes = " ".join(f"{s}:{k}" for s, k in stats["sizes"].items())
    tech = " ".join(f"{a} {v:.0%}" for a, v in stats["techniques"].items())
    out = [f"scores: min {q[0]}, quartiles {q[1]} {q[2]} {q[3]}, max {q[4]}",
           f"region sizes (size:count): {sizes}",
           f"puzzles using each technique: {tech}"]
    if "ratings" in stats:
        out.append("ratings: " + ", ".join(f"{w} {k}" for w, k in stats["ratings"].items()))
    return out


def level_text(kind: str, levels: Sequence[Generated], seed: object) -> str:
    recipe = LEVEL_RECIPES[kind]
    w, h = recipe.size
    made_by = "sudoku_gen.py" if is_sudoku_job(recipe.variant or kind) else "generator.py"
    head = [
        f"Nanba built-in {kind} puzzles: {len(levels)} {w}x{h}, sorted by difficulty score, easiest first.",
        "Puzzle number k is puzzle line k (from 0). Never edit or reorder: tests pin this file's sha256.",
        f"Made by: python -m game make-levels --seed {seed}  (game/cli_gen.py, game/engine/{made_by})",
        f"Recipe: {recipe.candidates} candidates under score caps {recipe.caps[0]}..{recipe.caps[1]}"
        f" ({recipe.uncapped:.0%} uncapped with score >= {recipe.hard_min}), then {recipe.count} picked evenly over the score range.",
        *format_stats(level_stats(levels)),
    ]
    return "".join(f"# {line}\n" for line in head) + "".join(g.line() + "\n" for g in levels)


def levels_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "levels"


# -- subcommands ---------------------------------------------------------------------------------


def _fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def _batch_seed(args: argparse.Namespace) -> str:
    """``--seed``, or a fresh random one, announced on stderr so the batch can be made again."""
    seed = args.seed if args.seed is not None else os.urandom(6).hex()
    if args.seed is None:
        print(f"seed {seed}", file=sys.stderr)
    return seed


def cmd_generate(args: argparse.Namespace) -> int:
    from .engine.formats import parse_size
    from .engine.generator import GenerationError, check_request

    if args.kind in SUDOKU_VARIANTS or args.jigsaw or args.box:
        return _generate_sudoku(args)
    if args.kind == "sujiko":
        from .engine.sujiko_gen import check_request  # 3x3 and 4x4

        if not getattr(args, "size_given", True):
            args.size = "3x3"
    try:
        w, h = parse_size(args.size)
        check_request(args.kind, w, h, args.min_score, args.max_score)
    except ValueError as e:
        return _fail(str(e))
    if args.count < 0:
        return _fail(f"--count must be 0 or more, not {args.count}")
    seed = _batch_seed(args)
    jobs: list[Job] = [(args.kind, w, h, (seed, i), args.min_score, args.max_score)
                       for i in range(args.count)]
    bar = Progress(len(jobs), "generate")
    out = args.output or sys.stdout
    try:
        made = run_jobs(jobs, args.jobs, bar.update)
    except GenerationError as e:
        bar.close()
        return _fail(str(e))
    bar.close()
    for g in made:
        out.write(g.line() + "\n")
    out.flush()
    return 0


def _generate_sudoku(args: argparse.Namespace) -> int:
    """``generate sudoku|jigsaw``: in this process, one puzzle after another, attempts shown."""
    from .engine.formats import parse_size
    from .engine.generator import GenerationError
    from .engine.sudoku_gen import SudokuRequest, generate_sudoku

    if args.kind not in SUDOKU_VARIANTS:
        return _fail(f"--box and --jigsaw are for sudoku, not {args.kind}")
    try:
        w, h = parse_size(args.size if args.size != "6x6" or args.size_given else "9x9")
        if w != h:
            raise ValueError(f"a sudoku is square, not {w}x{h}")
        box = parse_size(args.box) if args.box else None
        jigsaw = args.jigsaw or args.kind == "jigsaw"
        SudokuRequest(w, box, jigsaw)
    except ValueError as e:
        return _fail(str(e))
    if args.count < 0:
        return _fail(f"--count must be 0 or more, not {args.count}")
    seed = _batch_seed(args)
    bar = Progress(args.count, "generate")
    out = args.output or sys.stdout
    for i in range(args.count):
        def shown(tries: int, secs: float, i: int = i) -> None:
            bar.label = f"generate (attempt {tries})"
            bar.update(i)

        try:
            g = generate_sudoku(w, seed=(seed, i), box=box, jigsaw=jigsaw, min_rating=args.min_rating,
                                min_score=args.min_score, max_score=args.max_score,
                                time_limit=args.time_limit, progress=shown)
        except (GenerationError, ValueError) as e:
            bar.close()
            return _fail(str(e))
        bar.update(i + 1)
        out.write(g.line() + "\n")
        out.flush()
    bar.close()
    return 0


class _SizeAction(argparse.Action):
    """Store --size and remember it was given (sudoku's default size is 9x9, the others' 6x6)."""

    def __call__(self, parser, namespace, values, option_string=None):  # type: ignore[no-untyped-def]
        setattr(namespace, self.dest, values)
        namespace.size_given = True


def cmd_levels(args: argparse.Namespace) -> int:
    from .engine import logic
    from .levels import LevelsMissingError, load_levels

    try:
        puzzles = load_levels(args.kind)
    except (LevelsMissingError, ValueError) as e:
        return _fail(str(e))
    for i, p in enumerate(puzzles):
        sys.stdout.write(f"{i} {logic.solve(p).score} {p.line()}\n")
    return 0


def cmd_make_levels(args: argparse.Namespace) -> int:
    out_dir = Path(args.out_dir) if args.out_dir else levels_dir()
    kinds = args.kind or list(LEVEL_RECIPES)
    for kind in kinds:
        if kind not in LEVEL_RECIPES:
            return _fail(f"no built-in set for {kind!r}: choose from {', '.join(LEVEL_RECIPES)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    built = build_levels(kinds, args.seed, processes=args.jobs)
    for kind, levels in built.items():
        path = out_dir / f"{kind}.txt"
        tmp = path.with_suffix(".txt.tmp")
        tmp.write_text(level_text(kind, levels, args.seed), encoding="utf-8")
        tmp.replace(path)
        print(f"wrote {path} ({len(levels)} puzzles)", file=sys.stderr)
        for line in format_stats(level_stats(levels)):
            print(f"  {line}", file=sys.stderr)
    print(f"make-levels took {time.monotonic() - t0:.1f}s", file=sys.stderr)
    return 0


def _int_or_none(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def register(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Add ``generate``, ``levels`` and ``make-levels`` to the main CLI."""
    p = subparsers.add_parser("generate", help="make new puzzles, one line each",
                              description="Write COUNT new puzzles in the line format, one per line.")
    p.add_argument("kind", help="suguru, ripple, sudoku, jigsaw or sujiko")
    p.add_argument("--size", default="6x6", action=_SizeAction,
                   help="grid size WxH, 4x4 to 10x10 (default 6x6; sudoku: NxN up to 16x16, default 9x9; "
                        "sujiko: 3x3 or 4x4, default 3x3)")
    p.add_argument("--box", help="sudoku box shape WxH, e.g. 3x2 (default: as square as N allows)")
    p.add_argument("--jigsaw", action="store_true", help="sudoku with random regions instead of boxes")
    p.add_argument("--min-rating", help="sudoku: lowest rating accepted (Easy .. Obscene)")
    p.add_argument("--time-limit", type=float, help="sudoku: give up after this many seconds")
    p.add_argument("--count", type=_int_or_none, default=1, help="how many puzzles (default 1)")
    p.add_argument("--seed", help="any text; the same seed gives the same puzzles (default: random)")
    p.add_argument("--min-score", type=_int_or_none, help="lowest difficulty score accepted")
    p.add_argument("--max-score", type=_int_or_none, help="highest difficulty score accepted")
    p.add_argument("--jobs", type=_int_or_none, default=None, help="worker processes (default: all cores)")
    p.add_argument("-o", "--output", type=argparse.FileType("w", encoding="utf-8"),
                   help="write here instead of standard output")
    p.set_defaults(func=cmd_generate, size_given=False)

    p = subparsers.add_parser("levels", help="list a built-in set as INDEX SCORE LINE",
                              description="Print the built-in puzzles of KIND as INDEX SCORE LINE.")
    p.add_argument("kind", choices=list(LEVEL_RECIPES))
    p.set_defaults(func=cmd_levels)

    p = subparsers.add_parser("make-levels", help="rebuild the built-in sets in levels/",
                              description="Rebuild levels/KIND.txt reproducibly on every core.")
    p.add_argument("--kind", action="append", choices=list(LEVEL_RECIPES),
                   help="only this kind (repeatable; default: all)")
    p.add_argument("--seed", default=DEFAULT_LEVEL_SEED, help=f"default {DEFAULT_LEVEL_SEED}")
    p.add_argument("--jobs", type=_int_or_none, default=None, help="worker processes (default: all cores)")
    p.add_argument("--out-dir", help="write the files here instead of levels/")
    p.set_defaults(func=cmd_make_levels)


def main(argv: Iterable[str] | None = None) -> int:
    """Run these subcommands on their own (``python -m game.cli_gen ...``), for tests and benches."""
    parser = argparse.ArgumentParser(prog="python -m game.cli_gen")
    sub = parser.add_subparsers(dest="command", required=True)
    register(sub)
    args = parser.parse_args(list(argv) if argv is not None else None)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
