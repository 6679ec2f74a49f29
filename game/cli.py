"""The command line: ``python -m game SUBCOMMAND ...``.

The CLI is a thin shell over the engine, meant for scripts and for checking
the engine by hand, so its output is one plain line per puzzle that ``cut``,
``awk`` and the tests can read, in the order the puzzles came in.

Three rules shape it:

* **A bad line never stops a batch.**  Puzzles are read one per line, and a
  line the engine refuses prints ``error: MESSAGE`` in its place (the
  engine's own specific message, which already says what and where), so
  output line *n* still answers input puzzle *n*.  The exit status (1) says
  something was refused; a file that cannot be read at all is a different
  failure (status 2, one line on stderr).  Bad input never shows a traceback.
* **No puzzle runs forever.**  Every analysis spends a work budget
  (:mod:`game.engine.budget`); a puzzle that spends it all (an empty 25x25
  sudoku, say) prints ``error: too hard to analyse: gave up after N search
  nodes`` in its place and the exit status is 3, unless a line was refused.
* **A subcommand is one function.**  Each ``add_*`` function below takes
  the subparsers, declares its parser and sets ``func`` to its handler
  (``args -> exit status``, the usual argparse idiom); :data:`SUBCOMMANDS`
  lists them, and :func:`command_names` (which ``game.__main__`` uses to
  tell a CLI call from a game launch) reads them back from the parser.
  The generator's ``generate``, ``levels`` and ``make-levels`` come in the
  same way, from :mod:`game.cli_gen`.
* **The engine is imported when used.**  ``python -m game`` with no
  subcommand starts the game through this package's ``__main__``, which
  imports this module only to learn the command names; the solvers load
  only when a subcommand needs them.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:  # pragma: no cover
    from .engine.puzzle import Puzzle

EXIT_OK, EXIT_BAD_LINE, EXIT_NO_INPUT, EXIT_TOO_HARD = 0, 1, 2, 3

INPUT_HELP = ("puzzles one per line: the line format (KIND WxH CLUES REGIONS) or a puzz.link URL; "
              "blank lines and lines starting with # are skipped; '-' reads standard input")

EPILOG_BATCH = ("A line that cannot be read prints 'error: MESSAGE' in its place and the rest go on; "
                "so does a puzzle too hard to analyse within the work budget ('error: too hard to analyse: "
                "gave up after N search nodes'). The exit status is 1 if any line was refused, else 3 if "
                "any puzzle was too hard, 2 if FILE cannot be read, else 0.")


# -- reading puzzles ----------------------------------------------------------------------
def puzzle_lines(stream: Iterable[str]) -> Iterator[str]:
    """The puzzle lines of a stream: blank lines and ``#`` comments skipped."""
    for raw in stream:
        text = raw.strip()
        if text and not text.startswith("#"):
            yield text


@contextlib.contextmanager
def open_input(path: str) -> Iterator[TextIO]:
    """The file (or stdin for ``-``) as text; undecodable bytes become U+FFFD, never an exception.

    Raises :class:`OSError` if the file cannot be opened.  Standard input is
    left open (only our text wrapper around it is taken off).
    """
    if path != "-":
        with open(path, encoding="utf-8", errors="replace") as f:
            yield f
        return
    stream = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    try:
        yield stream
    finally:
        stream.detach()


def candidate(p: "Puzzle", cell: int, digit: int) -> str:
    """A candidate as people write it: ``r2c3:4``."""
    return f"{p.cell_name(cell)}:{digit}"


def candidates(p: "Puzzle", pairs: Iterable[tuple[int, int]]) -> str:
    return " ".join(candidate(p, c, d) for c, d in sorted(set(pairs))) or "-"


# -- the per-line commands -----------------------------------------------------------------
def solve_line(p: "Puzzle") -> str:
    """``COUNT SOLUTION``: 0, 1 or 2 (two or more), and the first solution found, or ``-``."""
    from .engine.exact import count_solutions
    from .engine.formats import format_solution

    count, first = count_solutions(p, limit=2)
    return f"{count} {format_solution(first) if first else '-'}"


def rate_line(p: "Puzzle") -> str:
    """``solved|stuck SCORE ABBR:CELLS ...``, techniques in ladder order, zero counts left out; SCORE is the
    one the game shows (the kind's own where it has one: a 4x4 sudoku's depth of singles)."""
    from .engine.difficulty import score_of
    from .engine.logic import ladder, solve

    result = solve(p)
    order = [t.abbr for t in ladder(p.kind)]
    order += sorted(set(result.counts) - set(order))  # any the table does not list, last
    counts = [f"{abbr}:{result.counts[abbr]}" for abbr in order if result.counts.get(abbr)]
    return " ".join([("solved" if result.solved else "stuck"), str(score_of(p, result)), *counts])


TRACE_CAP = 10_000_000
"""Default ``--max-steps`` for ``solve --trace``: a trace line costs far more than a step."""


def trace_puzzle(p: "Puzzle", max_steps: int | None, out: TextIO) -> str:
    """Print the textbook backtracking trace of ``p`` to ``out``; return its closing line.

    One line per event, ``STEP CELL DIGIT ACTION`` (``12 r2c3 4 reject``;
    ``solved`` has ``-`` for cell and digit), then the seed's figures:
    ``steps N backtracks M`` and the outcome (``solved SOLUTION``, ``no-solution``
    or ``stopped`` at the step cap), the time of a plain run without the trace,
    and the time the traced run took (seed 003 reports both).
    """
    import time

    from .engine import backtrack
    from .engine.formats import format_solution

    t0 = time.perf_counter()
    walk = backtrack.trace(p, max_steps=max_steps)
    name = p.cell_name
    write = out.write
    for e in walk:
        cell, digit = (name(e.cell), str(e.digit)) if e.cell >= 0 else ("-", "-")
        write(f"{e.step} {cell} {digit} {e.action}\n")
    traced = time.perf_counter() - t0
    t0 = time.perf_counter()
    backtrack.run(p, max_steps=max_steps)
    plain = time.perf_counter() - t0
    r = walk.result
    outcome = (f"solved {format_solution(r.values)}" if r.solved and r.values is not None else "stopped" if r.capped else "no-solution")
    return (f"steps {r.steps} backtracks {r.backtracks} {outcome} "
            f"time {plain * 1000:.3f} ms trace {traced * 1000:.1f} ms")


def run_lines(path: str, command: str, handle: Callable[[Any], str], out: TextIO,
              read: Callable[[str], object] | None = None) -> int:
    """Answer each puzzle line of ``path`` with ``handle``; the exit status.

    ``read`` makes a line what ``handle`` takes (default: the puzzle, :func:`~game.engine.formats.parse_any`).
    """
    from .engine.errors import GaveUp
    from .engine.formats import parse_any

    parse = read or parse_any
    status = EXIT_OK
    try:
        with open_input(path) as stream:
            for text in puzzle_lines(stream):
                try:
                    answer = handle(parse(text))
                except ValueError as e:  # the engine's errors people can cause are all ValueErrors
                    answer = f"error: {e}"
                    status = EXIT_BAD_LINE
                except GaveUp as e:  # well formed, but past the work budget: say so, go on
                    answer = f"error: {e}"
                    status = status or EXIT_TOO_HARD
                print(answer, file=out, flush=True)
    except BrokenPipeError:
        raise  # the reader left: main() handles it; it is not a reading error
    except OSError as e:
        print(f"{prog()} {command}: cannot read {path}: {e.strerror or e}", file=sys.stderr)
        return EXIT_NO_INPUT
    return status


# -- hint ---------------------------------------------------------------------------------------
def hint_lines(p: "Puzzle", moves: "Sequence[str]" = ()) -> list[str]:
    """The hint for a puzzle after ``moves`` (move texts), as the lines ``python -m game hint`` prints.

    First one ``auto`` line per zero-score deduction the hint applies before
    looking further (the player would play them in that order), then the
    scored deduction: ``hint ABBR Name (score N)``, ``red:``, ``green:``,
    ``place:`` when it establishes answers, and ``why:`` with its sentence.
    """
    from .engine.lessons import lesson_state
    from .engine.logic import hint, ladder

    names = {t.abbr: f"{t.name} (score {t.score})" for t in ladder(p.kind)}
    state = lesson_state(p, moves)
    h = hint(state)
    out = []
    for a in h.auto:
        state.play(a.move())
        out.append(f"auto {a.technique}: {candidates(p, a.eliminations)} -- {a.text}")
    d = h.deduction
    if d is None:
        out.append("hint none")
        out.append("why: " + ("the puzzle is solved" if state.is_solved()
                              else "no technique of the ladder applies here"))
        return out
    out.append(f"hint {d.technique} {names.get(d.technique, '')}".rstrip())
    out.append(f"red: {candidates(p, d.eliminations)}")
    out.append(f"green: {candidates(p, d.reasons)}")
    if d.placements:
        out.append(f"place: {candidates(p, d.placements)}")
    out.append(f"why: {d.text}")
    return out


def run_hint(args: argparse.Namespace) -> int:
    from .engine.errors import GaveUp
    from .engine.formats import parse_any

    text = " ".join(args.line)
    if text == "-":
        with open_input("-") as stream:
            text = next(puzzle_lines(stream), "")
    from .engine.lessons import split_moves

    try:
        lines = hint_lines(parse_any(text), split_moves(args.moves or ""))
    except ValueError as e:  # a bad line, or a move that cannot be read or does not fit
        print(f"error: {e}", flush=True)
        return EXIT_BAD_LINE
    except GaveUp as e:
        print(f"error: {e}", flush=True)
        return EXIT_TOO_HARD
    print("\n".join(lines), flush=True)
    return EXIT_OK


# -- the parser ------------------------------------------------------------------------------------
def add_batch_command(sub, name: str, handle: Callable[[Any], str], summary: str, description: str,
                      read: Callable[[str], object] | None = None) -> argparse.ArgumentParser:
    """A subcommand that answers every puzzle of FILE with one line (``read`` as :func:`run_lines` takes it)."""
    p = sub.add_parser(name, help=summary, description=description, epilog=EPILOG_BATCH)
    p.add_argument("file", metavar="FILE", help=INPUT_HELP)
    p.set_defaults(func=lambda args: run_lines(args.file, name, handle, sys.stdout, read=read))
    return p


def add_solve(sub) -> None:
    p = add_batch_command(
        sub, "solve", solve_line, "count the solutions of each puzzle (exact solver)",
        "Print 'COUNT SOLUTION' for each puzzle: COUNT is 0, 1 or 2 (meaning two or more), and "
        "SOLUTION is the first solution found, W*H characters in the clue alphabet (1-9, A-Z), or '-'. "
        "With --trace, solve each puzzle instead with the textbook backtracking solver (fill the next "
        "empty cell with the next number; go back when a cell runs out) and print every event as "
        "'STEP CELL DIGIT ACTION' (ACTION: try, place, reject, backtrack, solved), then "
        "'steps N backtracks M solved SOLUTION|no-solution|stopped time T ms trace T ms'.",
    )
    p.add_argument("--trace", action="store_true",
                   help="print the textbook backtracking trace and its step and backtrack counts")
    p.add_argument("--max-steps", type=int, default=TRACE_CAP, metavar="N",
                   help=f"with --trace: stop after N attempts (default {TRACE_CAP:,}; 0 = no limit)")

    def run(args: argparse.Namespace) -> int:
        if not args.trace:
            return run_lines(args.file, "solve", solve_line, sys.stdout)
        cap = args.max_steps if args.max_steps > 0 else None
        return run_lines(args.file, "solve", lambda puzzle: trace_puzzle(puzzle, cap, sys.stdout), sys.stdout)

    p.set_defaults(func=run)


def add_rate(sub) -> None:
    add_batch_command(
        sub, "rate", rate_line, "rate each puzzle with the logical solver",
        "Solve each puzzle by logic alone, cheapest technique first, and print "
        "'solved|stuck SCORE' and the cells each technique changed, in ladder order, "
        "for example 'solved 87 ER:20 FN:31 HS:5 FP:3'. SCORE is the one the game shows: the kind's own "
        "where it has one (a 4x4 sudoku, which naked singles always finish, scores how deep its singles run).",
    )


def add_hint(sub) -> None:
    p = sub.add_parser(
        "hint", help="show the next deduction for a puzzle",
        description="Show the next deduction for a puzzle, fresh or after --moves: first one 'auto' line per "
                    "zero-score deduction applied before it ('auto ABBR: CANDIDATES -- SENTENCE', "
                    "the candidates it deletes), then 'hint ABBR Name (score N)', 'red:' (candidates to delete), "
                    "'green:' (candidates that justify it), 'place:' (answers it establishes, if any) "
                    "and 'why:' (the sentence). Candidates are written r2c3:4 (row 2, column 3, digit 4).",
        epilog="A line that cannot be read prints 'error: MESSAGE' and exits with status 1; a puzzle too "
               "hard to analyse within the work budget prints 'error: too hard to analyse: ...' and exits "
               "with status 3.",
    )
    p.add_argument("line", metavar="LINE", nargs="+",
                   help="the puzzle line (quoted, or as separate words) or a puzz.link URL; '-' reads "
                        "the first puzzle line from standard input")
    p.add_argument("--moves", metavar="MOVES", default="",
                   help="play these first: ';'-separated move texts ('set 14 3;ded HS 15:2,16:2'), as the "
                        "game's --moves and 'python -m game lessons' write them")
    p.set_defaults(func=run_hint)


def url_line(p: "Puzzle") -> str:
    """The puzzle's puzz.link URL; a kind without one is refused (a ValueError naming the kinds that have one)."""
    from .engine.formats import format_url

    return format_url(p)


def add_url(sub) -> None:
    add_batch_command(
        sub, "url", url_line, "write the puzz.link URL of each puzzle",
        "Print the puzz.link URL of each puzzle, one per line. Only kinds with a puzz.link form have one "
        "(Suguru and Ripple Effect); any other puzzle prints 'error: puzz.link URLs are written only for "
        "..., not KIND' in its place, so output line N still answers puzzle N, and the exit status is 1. "
        "Opening a URL (in the game, or as FILE here) gives back the same puzzle.",
    )


def add_check(sub) -> None:
    """``check``: the editor's verdict, from :mod:`game.cli_check`."""
    from . import cli_check as c

    add_batch_command(sub, "check", c.check_line, c.SUMMARY, c.DESCRIPTION, read=c.read_draft)


def add_generator_commands(sub) -> None:
    """``generate``, ``levels`` and ``make-levels``: the generator's own front end."""
    from .cli_gen import register

    register(sub)


def add_lesson_commands(sub) -> None:
    """``lessons`` and ``make-lessons``: the school's positions."""
    from .cli_lessons import register

    register(sub)


SUBCOMMANDS: list[Callable[..., None]] = [add_solve, add_rate, add_check, add_hint, add_url, add_generator_commands,
                                           add_lesson_commands]
"""Each adds one or more subcommands to the parser, in the order ``--help`` lists them."""


def prog() -> str:
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "python -m game" if name in ("", "__main__.py", "-c") else name


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(
        prog=prog(),
        description="Nanba: polyomino number puzzles (Suguru, Ripple Effect, Sudoku, Sujiko). "
                    "With no subcommand, the game starts.",
        epilog="Run '%(prog)s SUBCOMMAND --help' for the details of one subcommand. "
               "The game's own options (--puzzle KIND:N, --size WxH, --fullscreen, --frames N, "
               "--screenshot PATH, ...) are listed by 'python -m game.app --help'.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(title="subcommands", metavar="SUBCOMMAND")
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def command_names() -> frozenset[str]:
    """The subcommands the parser knows (``game.__main__`` routes these here)."""
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return frozenset(action.choices)
    return frozenset()


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand; the exit status.  (Argument errors exit 2 through argparse.)"""
    for stream in (sys.stdout, sys.stderr):
        # A message may quote a character the terminal cannot show: escape it, never crash.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    run = getattr(args, "func", None)
    if run is None:
        parser.print_help()
        return EXIT_OK
    try:
        return run(args)
    except BrokenPipeError:
        # The reader (``| head``) left: stop quietly, and keep Python from
        # complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BAD_LINE
    except KeyboardInterrupt:
        return 130
