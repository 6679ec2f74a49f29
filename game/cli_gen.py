"""Command-line front end of the generator: ``generate``, ``levels`` and ``make-levels``.

:func:`register` adds the three subcommands to the main CLI's subparsers;
each sets ``func`` (``args -> exit code``) as its default, the usual argparse
dispatch.  Errors a person can cause (a bad size, an unknown kind, an
impossible score band) print one line on stderr and exit with 2.

Every kind is generated the same way: the name given is a kind or one of its
level sets (:mod:`game.engine.backend`), whose params ``--size``, ``--box``
and ``--variant`` adjust, and the kind's generator makes the puzzles (see
:mod:`game.jobs`).  How the built-in sets are made is in :mod:`game.levelmaking`.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from .engine.backend import KindBackend, LevelSet, Params, backend, backends, level_set, level_sets
from .engine.bands import DIFFICULTIES
from .engine.errors import UnknownKindError

# The generator, the pool and the level maker are imported inside the commands: the main
# CLI builds this parser even to start the game, which should not pay for them.

DEFAULT_LEVEL_SEED = "nanba-levels-1"


def _fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def _batch_seed(args: argparse.Namespace) -> str:
    """``--seed``, or a fresh random one, announced on stderr so the batch can be made again."""
    seed = args.seed if args.seed is not None else os.urandom(6).hex()
    if args.seed is None:
        print(f"seed {seed}", file=sys.stderr)
    return seed


def resolve(name: str) -> tuple[KindBackend, Params]:
    """A kind, or one of the level sets, by name: its backend and the params it stands for."""
    try:
        s = level_set(name)
    except UnknownKindError:
        kind = backend(name)
        return kind, kind.default_params
    return backend(s.kind), s.params


def request(args: argparse.Namespace) -> tuple[KindBackend, Params, int | None]:
    """What ``generate`` was asked for: the backend, the params and the lowest score, checked."""
    from .engine.formats import parse_size
    from .engine.generator import generator_of

    kind, params = resolve(args.kind)
    if args.size_given:
        w, h = parse_size(args.size)
        params = replace(params, width=w, height=h)
    if args.box:
        params = replace(params, box=parse_size(args.box))
    if args.variant is not None:
        params = replace(params, variant=args.variant)
    floor = args.min_score
    if args.min_rating is not None:
        if kind.rating is None:
            raise ValueError(f"{kind.name} puzzles have no ratings: use --min-score")
        floor = max(floor or 0, kind.rating.floor(args.min_rating, params.width))
    generator_of(kind.name).check(params, floor, args.max_score)
    return kind, params, floor


def cmd_generate(args: argparse.Namespace) -> int:
    from .engine.generator import GenerationError
    from .jobs import Job, Progress, run_jobs

    try:
        kind, params, floor = request(args)
    except ValueError as e:
        return _fail(str(e))
    if args.count < 0:
        return _fail(f"--count must be 0 or more, not {args.count}")
    if args.difficulty is not None:
        if floor is not None or args.max_score is not None:
            return _fail("--difficulty sets the score band: leave out --min-score, --max-score and --min-rating")
        return _generate_in_band(args, kind, params)
    seed = _batch_seed(args)
    jobs: list[Job] = [(kind.name, params, (seed, i), floor, args.max_score) for i in range(args.count)]
    bar = Progress(len(jobs), "generate")
    start = time.monotonic()

    def attempts(i: int):  # type: ignore[no-untyped-def]
        def shown(tries: int, _secs: float) -> None:
            bar.label = f"generate (attempt {tries})"
            bar.update(i)
            if args.time_limit is not None and time.monotonic() - start > args.time_limit:
                raise GenerationError(f"no {params.describe()} {kind.name} puzzle found in {args.time_limit:g} s "
                                      f"({tries} attempts); widen the score band or allow more time")
        return shown

    out = args.output or sys.stdout
    try:
        made = run_jobs(jobs, args.jobs, bar.update, attempts)
    except (GenerationError, ValueError) as e:
        bar.close()
        return _fail(str(e))
    bar.close()
    for g in made:
        out.write(g.line() + "\n")
    out.flush()
    return 0


def _generate_in_band(args: argparse.Namespace, kind: KindBackend, params: Params) -> int:
    """``generate --difficulty``: COUNT fresh puzzles in the band, one after another on one core.

    Puzzle i is made from ``(seed, i)``, so a batch is the same on every machine and every run.
    """
    from .engine.fresh import check, fresh
    from .engine.generator import GenerationError
    from .jobs import Progress

    try:
        band = check(kind.name, params, args.difficulty)
    except ValueError as e:
        return _fail(str(e))
    seed = _batch_seed(args)
    bar = Progress(args.count, f"generate {args.difficulty}")
    out = args.output or sys.stdout
    for i in range(args.count):
        def shown(rounds: int, _secs: float, i: int = i) -> None:
            bar.label = f"generate {args.difficulty} (round {rounds})"
            bar.update(i)
        try:
            got = fresh(kind.name, params, args.difficulty, seed=(seed, i), time_limit=args.time_limit,
                        progress=shown)
        except GenerationError as e:
            bar.close()
            return _fail(str(e))
        if not got.in_band:
            print(f"puzzle {i + 1}: none in the {args.difficulty} band {_band_text(band)} within "
                  f"{args.time_limit or 0:g} s; the closest scored {got.generated.score}", file=sys.stderr)
        out.write(got.generated.line() + "\n")
        out.flush()
        bar.update(i + 1)
    bar.close()
    return 0


def _band_text(band: tuple[int | None, int | None]) -> str:
    lo, hi = band
    return f"[{lo if lo is not None else 1}, {hi if hi is not None else 'any'}]"


def _difficulty(text: str) -> str:
    if text.capitalize() not in DIFFICULTIES:
        raise argparse.ArgumentTypeError(
            f"unknown difficulty {text!r}: expected one of {', '.join(d.lower() for d in DIFFICULTIES)}")
    return text.lower()


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
    from .levelmaking import build_levels, format_stats, level_stats, level_text, levels_dir

    out_dir = Path(args.out_dir) if args.out_dir else levels_dir()
    sets: list[LevelSet] = [level_set(name) for name in args.kind] if args.kind else list(level_sets())
    out_dir.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    built = build_levels(sets, args.seed, processes=args.jobs)
    for s in sets:
        levels = built[s.name]
        path = out_dir / f"{s.name}.txt"
        tmp = path.with_suffix(".txt.tmp")
        tmp.write_text(level_text(s, levels, args.seed), encoding="utf-8")
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
    set_names = [s.name for s in level_sets()]
    made = ", ".join(f"{s.name} ({s.params.describe()})" for s in level_sets())
    others = [b.name for b in backends() if b.name not in set_names]
    p = subparsers.add_parser("generate", help="make new puzzles, one line each",
                              description="Write COUNT new puzzles in the line format, one per line.")
    p.add_argument("kind", help=f"a kind or a level set, whose size it makes unless --size says: {made}"
                   + (f"; also {', '.join(others)}" if others else ""))
    p.add_argument("--size", default="", action=_SizeAction,
                   help="grid size WxH (default: the kind's or the set's own size)")
    p.add_argument("--box", help="box shape WxH, for kinds with boxes (sudoku: e.g. 3x2)")
    p.add_argument("--variant", help="a variant the kind's generator knows (default: the set's)")
    p.add_argument("--min-rating", help="lowest rating accepted, for kinds that rate")
    p.add_argument("--difficulty", type=_difficulty,
                   help="easy, medium, hard or expert: the kind's score band at this size (one core)")
    p.add_argument("--time-limit", type=float, help="give up after this many seconds (with --difficulty: "
                   "settle for the closest puzzle found)")
    p.add_argument("--count", type=_int_or_none, default=1, help="how many puzzles (default 1)")
    p.add_argument("--seed", help="any text; the same seed gives the same puzzles (default: random)")
    p.add_argument("--min-score", type=_int_or_none, help="lowest difficulty score accepted")
    p.add_argument("--max-score", type=_int_or_none, help="highest difficulty score accepted")
    p.add_argument("--jobs", type=_int_or_none, default=None, help="worker processes (default: all cores)")
    p.add_argument("-o", "--output", type=argparse.FileType("w", encoding="utf-8"),
                   help="write here instead of standard output")
    p.set_defaults(func=cmd_generate, size_given=False)

    p = subparsers.add_parser("levels", help="list a built-in set as INDEX SCORE LINE",
                              description="Print the built-in puzzles of a set as INDEX SCORE LINE.")
    p.add_argument("kind", choices=set_names)
    p.set_defaults(func=cmd_levels)

    p = subparsers.add_parser("make-levels", help="rebuild the built-in sets in levels/",
                              description="Rebuild levels/SET.txt reproducibly on every core.")
    p.add_argument("--kind", action="append", choices=set_names,
                   help="only this set (repeatable; default: all)")
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
