"""What the reliability suites and ``bench/stress.py`` share: figures, the watchdog, the
parser-fuzz inputs and checks, the save-name checks and the kill-during-save child.

The CI suites (``tests/reliability/test_*.py``) run each check a bounded number of
times; ``bench/stress.py`` imports this file by path and runs the same checks many
more times.  Every check *records* what went wrong (a crash, a hang, lost data) with a
short reproducer instead of raising, so a run always reaches its figures line, and the
test asserts on the figures at the end.

This module never imports pygame (the event storm lives in ``storm.py``).
"""

from __future__ import annotations

import contextlib
import json
import random
import signal
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "corpus"

HANG_SECONDS = 20.0

LONG_AGO = 1_000_000_000.0
"""A file time in 2001: older than any age the game waits for before clearing a temp file."""

CLOCK: Callable[[], float] | None = None
"""The benchmark sets this to time each suite; the tests leave it unset and assert on outcomes only."""
"""A call still running after this long counts as a hang (a liveness watchdog, not a speed check:
every call it guards is meant to end in well under a second, or to give up with a message)."""

FIGURES: list["Figures"] = []
"""Every suite's figures in this process, for the summary pytest prints at the end."""


# -- figures ----------------------------------------------------------------------

@dataclass
class Figures:
    name: str
    tried: int = 0
    crashes: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    notes: dict[str, int] = field(default_factory=dict)
    seconds: float | None = None
    """Set only by a run that lends :data:`CLOCK` a clock (``bench/stress.py``): tests read none."""
    started: float | None = None

    def __post_init__(self) -> None:
        FIGURES.append(self)
        if CLOCK is not None:
            self.started = CLOCK()

    def done(self) -> "Figures":
        if CLOCK is not None and self.started is not None:
            self.seconds = CLOCK() - self.started
        return self

    @property
    def failures(self) -> list[str]:
        return self.crashes + self.hangs + self.lost

    def line(self) -> str:
        extra = "".join(f", {v} {k}" for k, v in sorted(self.notes.items()))
        return (f"{self.name}: {self.tried} inputs tried, {len(self.crashes)} crashes, {len(self.hangs)} hangs, "
                f"{len(self.lost)} data lost{extra}" + ("" if self.seconds is None else f", {self.seconds:.1f} s"))

    def report(self, limit: int = 8) -> str:
        """The figures line and the first reproducers."""
        out = [self.line()]
        for label, items in (("crash", self.crashes), ("hang", self.hangs), ("lost", self.lost)):
            out += [f"  {label}: {item}" for item in items[:limit]]
        return "\n".join(out)

    def count(self, what: str, n: int = 1) -> None:
        self.notes[what] = self.notes.get(what, 0) + n


def describe(value: Any, limit: int = 160) -> str:
    """A reproducer short enough to read: long texts are cut and their length given."""
    if isinstance(value, (str, bytes)) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value)} {'chars' if isinstance(value, str) else 'bytes'})"
    text = repr(value)
    return text if len(text) <= limit + 40 else text[:limit + 40] + "..."


# -- the watchdog and the verdict -------------------------------------------------

class Hang(BaseException):
    """Raised by the watchdog; a BaseException so that no ``except Exception`` in the game swallows it."""


@contextlib.contextmanager
def watchdog(seconds: float = HANG_SECONDS) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):  # Windows: no watchdog, pytest-timeout still bounds the run
        yield
        return

    def fire(signum, frame):
        raise Hang()

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


MESSAGE_LIMIT = 1000
"""Long enough for two quotes of 40 characters even when every one is escaped (\\U0001f600), far short of an echo."""


def unclear(exc: BaseException) -> str | None:
    """None if ``exc`` is a clear error of the game's own: one of its error types, with a message of
    one line that a person can read (not empty, not an echo of a megabyte of input); else why not."""
    module = type(exc).__module__ or ""
    if module.split(".")[0] != "game":
        return f"{type(exc).__name__} is not one of the game's errors"
    text = str(exc)
    if not text.strip():
        return f"{type(exc).__name__} has no message"
    if "\n" in text:
        return f"{type(exc).__name__}'s message has several lines"
    if len(text) > MESSAGE_LIMIT:
        return f"{type(exc).__name__}'s message is {len(text)} characters long"
    return None


def attempt(fig: Figures, what: str, fn: Callable[..., Any], *args: Any, seconds: float = HANG_SECONDS) -> Any:
    """``fn(*args)``, counted; a crash, an unclear error or a hang is recorded against ``what``."""
    fig.tried += 1
    try:
        with watchdog(seconds):
            return fn(*args)
    except Hang:
        fig.hangs.append(f"{what}: still running after {seconds:.0f} s")
    except Exception as e:
        why = unclear(e)
        if why is not None:
            fig.crashes.append(f"{what}: {why}: {describe(str(e), 120)}")
        else:
            fig.count("clear errors")
    return None


# -- inputs: puzzle lines and URLs -------------------------------------------------

KINDS = ("suguru", "ripple", "sudoku", "sujiko")
WEIRD = ["\x00", "\u200b", "\u200d", "\ufeff", "\u00b2", "\u0663", "\U0001f600", "\u202e", "é", "\t", "\r",
         "\n", " ", "\\", "%00", "Ⅻ", "１", "ß", "İ"]
CLUE_CHARS = ".........123456789ABCDZ"
LABEL_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
MEGA = "1" * (1 << 20)


def corpus_lines(kind: str) -> list[str]:
    path = CORPUS / f"{kind}.tsv"
    return [r.split("\t")[0] for r in path.read_text(encoding="utf-8").splitlines() if r.strip()]


def _regions(rng: random.Random, w: int, h: int, mode: str) -> str:
    n = w * h
    if mode == "one":            # one region over the whole grid: oversized
        return "0" * n
    if mode == "cells":          # every cell its own region
        return "".join(LABEL_CHARS[(i + (i // w) % 2) % 2] for i in range(n))
    if mode == "stripes":        # rows: one region per row, for sudoku-like shapes
        return "".join(LABEL_CHARS[(i // w) % 62] for i in range(n))
    if mode == "boxes":          # sudoku boxes: 3x2 for 6x6, 3x3 for 9x9...
        bw = next((b for b in range(int(w ** 0.5), w + 1) if b and w % b == 0), w)
        bh = max(1, w // bw)
        return "".join(LABEL_CHARS[((i // w) // bh * 7 + (i % w) // bw) % 62] for i in range(n))
    k = rng.choice((2, 3, 5, 9, 62))  # few labels: many disconnected regions of one label
    return "".join(rng.choice(LABEL_CHARS[:k]) for _ in range(n))


def near_line(rng: random.Random, max_side: int = 64) -> str:
    """A puzzle line that is valid or nearly so: random sizes (some huge), regions (some disconnected or
    oversized), clues (some clashing), now and then one field broken."""
    kind = rng.choice(KINDS)
    w, h = rng.randint(1, max_side), rng.randint(1, max_side)
    if rng.random() < 0.3:
        w = h = rng.choice((1, 2, 3, 4, 6, 8, 9, 16, 25, 36, min(64, max_side)))
    if kind == "sujiko":
        w, h = rng.choice(((3, 3), (4, 4), (2, 2), (3, 4), (5, 5), (6, 6), (w, h)))
    if kind == "sudoku" and rng.random() < 0.8:
        w = h = rng.choice((4, 6, 9, 9, 16, 25))
    n = w * h
    density = rng.choice((0.0, 0.05, 0.3, 0.9))
    clues = "".join(rng.choice(CLUE_CHARS[9:]) if rng.random() < density else "." for _ in range(n))
    if kind == "sujiko":
        sums = (rng.randint(4, 4 * n) if rng.random() < 0.9 else rng.choice((0, -1, 999)) for _ in range((w - 1) * (h - 1)))
        fourth = ",".join(map(str, sums))
    elif kind == "sudoku":
        fourth = _regions(rng, w, h, rng.choice(("boxes", "boxes", "stripes", "random")))
    else:
        fourth = _regions(rng, w, h, rng.choice(("one", "cells", "stripes", "boxes", "random", "random")))
    size = f"{w}x{h}"
    fields = [kind, size, clues, fourth]
    r = rng.random()
    if r < 0.05:
        fields[1] = rng.choice(("99999999999x1", "0x0", "65x1", "1x65", "-1x3", "6X6", "²x2", "6x"))
    elif r < 0.10:
        fields[2] = clues[:-1] if clues else "."
    elif r < 0.15:
        i = rng.randrange(4)
        fields[i] = fields[i][: len(fields[i]) // 2] + rng.choice(WEIRD) + fields[i][len(fields[i]) // 2:]
    elif r < 0.18:
        fields.append(rng.choice(("x", MEGA)))
    return " ".join(fields)


def near_url(rng: random.Random) -> str:
    kind = rng.choice(("suguru", "ripple", "nurikabe", "", "suguru/v:"))
    w, h = rng.choice((rng.randint(-1, 70), 6, 10)), rng.choice((rng.randint(-1, 70), 6, 10))
    alphabet = "0123456789abcdefghijklmnopqrstuv" + ".-+ghijklmnopqrstuvwxyz" + rng.choice(("", "%/?&=", "".join(WEIRD)))
    body = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 2 * max(1, w * h))))
    host = rng.choice(("https://puzz.link/p?", "http://pzv.jp/p.html?", "https://puzz.link/p?", "puzz.link?"))
    return f"{host}{kind}/{w}/{h}/{body}"


def special_texts() -> list[str]:
    """Hand-picked inputs every parser gets: huge sizes, NUL bytes, unicode, 1 MB lines."""
    blank_sudoku9 = "sudoku 9x9 " + "." * 81 + " " + _regions(random.Random(0), 9, 9, "boxes")
    return [
        "", " ", "\x00", "\x00" * 100, MEGA, "suguru " + MEGA, f"suguru 6x6 {MEGA} {MEGA}",
        "suguru 64x64 " + "." * 4096 + " " + "0" * 4096,                        # one oversized region
        "ripple 64x64 " + "." * 4096 + " " + _regions(random.Random(0), 64, 64, "cells"),
        blank_sudoku9,                                                         # millions of solutions
        "sudoku 16x16 " + "." * 256 + " " + _regions(random.Random(0), 16, 16, "boxes"),
        "sudoku 9x9 11" + "." * 79 + " " + _regions(random.Random(0), 9, 9, "boxes"),  # clashing givens
        "sudoku 4x4 12.." + "." * 12 + " 0011001122332233",
        "suguru 2x1 11 00", "suguru 9999999999999999999x1 . 0", "suguru 1x1 \x00 0",
        "sujiko 3x3 ......... 1,1,1,1", "sujiko 3x3 ......... 999,999,999,999",
        "sujiko 6x6 " + "." * 36 + " " + ",".join(["50"] * 25),
        "https://puzz.link/p?suguru/64/64/" + "0" * 2000, "https://puzz.link/p?suguru/" + MEGA + "/1/0",
        "https://puzz.link/p?ripple/1/1/" + MEGA, "https://puzz.link/p?suguru/6/6/" + "\x00" * 40,
        "https://puzz.link/p?suguru/²/6/0", "suguru 6x6 " + "\u200b" * 36 + " " + "0" * 36,
    ]


def heavy_lines() -> dict[str, str]:
    """Puzzles that ask a lot of the solvers: many solutions, none, big grids."""
    def line(kind: str, w: int, h: int, mode: str, clues: str = "", seed: int = 1) -> str:
        return f"{kind} {w}x{h} {clues.ljust(w * h, '.')} {_regions(random.Random(seed), w, h, mode)}"

    return {
        "blank 9x9 sudoku (billions of solutions)": line("sudoku", 9, 9, "boxes"),
        "blank 16x16 sudoku": line("sudoku", 16, 16, "boxes"),
        "blank 25x25 sudoku": line("sudoku", 25, 25, "boxes"),
        "9x9 sudoku with clashing givens (no solution)": line("sudoku", 9, 9, "boxes", "11"),
        "9x9 jigsaw of rows (no box rule)": line("sudoku", 9, 9, "stripes"),
        "blank 27x56 ripple effect, random regions": line("ripple", 27, 56, "random", seed=26),
        "blank 64x64 ripple effect, one-cell regions": line("ripple", 64, 64, "cells"),
        "blank 40x40 suguru, random regions": line("suguru", 40, 40, "random", seed=3),
        "blank 5x5 sujiko with impossible sums": "sujiko 5x5 " + "." * 25 + " " + ",".join(["4"] * 16),
        "blank 5x5 sujiko": "sujiko 5x5 " + "." * 25 + " " + ",".join(["52"] * 16),
    }


def engine_checks(fig: Figures, puzzle: Any, label: str, seconds: float = HANG_SECONDS) -> None:
    """Solve, hint, count solutions, rate and the game's opening note: each ends, or fails clearly."""
    from game.library import solution_note
    from game.engine import exact, logic
    from game.engine.kinds.sudoku import rating
    from game.engine.state import PlayState

    attempt(fig, f"logic.solve({label})", logic.solve, puzzle, seconds=seconds)
    attempt(fig, f"logic.hint({label})", lambda: logic.hint(PlayState(puzzle)), seconds=seconds)
    attempt(fig, f"exact.count_solutions({label}, 2)", exact.count_solutions, puzzle, 2, seconds=seconds)
    if puzzle.kind == "sudoku":
        attempt(fig, f"rating.rate({label})", rating.rate, puzzle, seconds=seconds)
    attempt(fig, f"solution_note({label}) (opening it in the game)", solution_note, puzzle, seconds=seconds)


def check_text(fig: Figures, text: str, engine_cells: int = 0) -> None:
    """A puzzle line or URL: parsed or refused clearly; a parsed one writes back to itself, and (up to
    ``engine_cells`` cells) goes through the engine."""
    from game.engine.formats import format_line, format_url, parse_any, parse_line, parse_url

    what = describe(text, 80)
    attempt(fig, f"parse_line({what})", parse_line, text)
    attempt(fig, f"parse_url({what})", parse_url, text)
    p = attempt(fig, f"parse_any({what})", parse_any, text)
    if p is None:
        return
    again = attempt(fig, f"parse_line(format_line({what}))", lambda: parse_line(format_line(p)))
    if again is not None and (again.givens, again.regions, again.sums) != (p.givens, p.regions, p.sums):
        fig.crashes.append(f"format_line of {what} reads back as another puzzle")
    if p.kind in ("suguru", "ripple") and all(len(c) <= 35 for c in p.region_cells):
        attempt(fig, f"parse_url(format_url({what}))", lambda: parse_url(format_url(p)))
    if p.ncells <= engine_cells:
        engine_checks(fig, p, what)


OPTION_FLAGS = ("--size", "--puzzle", "--watch", "--select", "--moves", "--setting", "--frames", "--screenshot",
                "--input-mode", "--kiosk", "--no-anim", "--bogus")


def near_argv(rng: random.Random) -> list[str]:
    argv: list[str] = []
    for _ in range(rng.randint(1, 3)):
        flag = rng.choice(OPTION_FLAGS)
        if flag in ("--kiosk", "--no-anim") and rng.random() < 0.7:
            argv.append(flag)
            continue
        value = rng.choice((near_moves(rng), rng.choice(WEIRD), "²", "²x2", "1x²", "suguru:²", "r²c1", "1:²",
                            "12", "-1", "0", "", "suguru:1", "1280x800", "1x1", "99999x99999", "9" * 5000,
                            "palette=²", "kiosk_pin=²²", "sudoku_box=²x2", "x=y", "=", "/nonexistent/x.png",
                            rng.choice(harness_lines())))
        argv += [flag, value]
    return argv


def harness_lines() -> list[str]:
    return [corpus_lines("suguru")[0], corpus_lines("sudoku")[0], "https://puzz.link/p?suguru/6/6/cjv9nhal59ks4s4h1i2h5h35m"]


def check_argv(fig: Figures, argv: list[str]) -> None:
    """The game's options: parsed or one clear line (OptionError); --help's exit is fine."""
    from game.app import parse_options

    def parse() -> None:
        try:
            parse_options(argv)
        except SystemExit:   # --help prints and exits: not a crash
            pass

    attempt(fig, f"parse_options({describe(argv, 120)})", parse)


def check_moves(fig: Figures, text: str, puzzle: Any) -> None:
    """--moves TEXT through parse_options, and each move that parses checked against ``puzzle``."""
    from game.options import check_move
    from game.engine.moves import Move

    check_argv(fig, ["--moves", text])
    for m in text.split(";"):
        move = attempt(fig, f"Move.parse({describe(m, 80)})", Move.parse, m.strip())
        if move is not None:
            attempt(fig, f"check_move({describe(m, 80)})", check_move, puzzle, move, m)


def check_file(fig: Figures, home: Path, which: str, raw: bytes) -> None:
    """A settings, save or records file of these bytes: the game reads it, or sets it aside with one clear
    line; never raises.  A save that loads goes on to be replayed and described."""
    from game.storage import Storage

    st = Storage(home / "data", home / "config")
    path = {"settings": st.settings_path, "save": st.save_path("fuzz"), "records": st.records_path}[which]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    what = f"{which} file {describe(raw, 100)}"
    if which == "settings":
        attempt(fig, what, st.load_settings)
    elif which == "records":
        attempt(fig, what, lambda: (st.solved_set("suguru"), st.best_time("suguru", 0), st.is_solved("x", 1)))
        attempt(fig, what + " (then a record)", st.record_solved, "suguru", 1, 3.0)
    else:
        infos = attempt(fig, what + " (list)", st.list_saves)
        game = attempt(fig, what + " (load)", st.load_game, "fuzz")
        if game is not None:
            attempt(fig, what + " (replay)", game.to_state)
        if infos is None and game is not None:
            fig.crashes.append(f"{what}: loads but cannot be listed")
    for m in st.take_messages():
        if "\n" in m or len(m) > MESSAGE_LIMIT + 200:
            fig.crashes.append(f"{what}: message is not one short line: {describe(m, 80)}")
    for p in list(path.parent.iterdir()):
        if p.is_file():
            p.unlink()


# -- inputs: --moves texts ---------------------------------------------------------

MOVE_CODES = ("del", "res", "set", "clr", "ded", "sol", "restart", "paint", "x", "", "DEL")


def near_moves(rng: random.Random) -> str:
    def num() -> str:
        return rng.choice((str(rng.randint(-3, 40)), str(rng.randint(0, 10 ** 6)), "9" * 5000, "²", "1_0",
                           "", "0x1", rng.choice(WEIRD), "+1", " 3"))

    moves = []
    for _ in range(rng.randint(0, 6)):
        code = rng.choice(MOVE_CODES)
        if code == "ded":
            tail = rng.choice(("ER", "", "N\x00", "FN")) + " " + ",".join(
                f"{num()}:{num()}" for _ in range(rng.randint(0, 3)))
        else:
            tail = " ".join(num() for _ in range(rng.randint(0, 3)))
        moves.append(f"{code} {tail}")
    return rng.choice(("; ", ";", ";;", "\x00;", "\n")).join(moves)


# -- inputs: settings, saves and records as files ----------------------------------

def json_value(rng: random.Random, depth: int = 0) -> Any:
    r = rng.random()
    if depth > 3 or r < 0.5:
        return rng.choice((None, True, False, 0, -1, 1, 2 ** 70, 1.5, -0.0, 1e308, "", "x", "\x00", "\u200b",
                           "on", "2580", "3x3", "normal", "suguru", "left", "1280x800", "..", "a" * 5000,
                           [320, 240], [1280, 800], [0, 0], [99999, 1]))
    if r < 0.75:
        return [json_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(("a", "", "format", "\x00")): json_value(rng, depth + 1) for _ in range(rng.randint(0, 3))}


SETTING_KEYS = ("mouse_mapping", "kind", "sound", "window_size", "fullscreen", "palette", "text_size",
                "handedness", "pad_position", "animations", "flag_wrong", "sudoku_box", "level_set",
                "kiosk_pin", "kiosk_attract_after", "kiosk_reset_after", "format", "unknown")


def settings_data(rng: random.Random) -> Any:
    data: dict[str, Any] = {"format": "nanba-settings/1"}
    for key in rng.sample(SETTING_KEYS, rng.randint(0, len(SETTING_KEYS))):
        data[key] = json_value(rng)
    return data


def save_data(rng: random.Random, line: str) -> Any:
    data: dict[str, Any] = {"format": "nanba-save/1", "kind": line.split()[0], "number": 0, "line": line,
                            "moves": ["del 0 1", "set 1 2"], "index": 2, "elapsed": 12.5,
                            "saved_at": "2026-01-01T00:00:00Z", "name": "a game"}
    for key in rng.sample(sorted(data), rng.randint(0, 3)):
        r = rng.random()
        if r < 0.2:
            del data[key]
        elif key == "moves" and r < 0.6:
            data[key] = [near_moves(rng) for _ in range(rng.randint(0, 4))]
        elif key == "line" and r < 0.6:
            data[key] = near_line(rng, 12)
        else:
            data[key] = json_value(rng)
    return data


def records_data(rng: random.Random) -> Any:
    best = {rng.choice(("suguru", "ripple", "", "\x00")): {rng.choice(("0", "1", "-1", "x", "9" * 12, "²")):
                                                          json_value(rng) for _ in range(rng.randint(0, 3))}
            for _ in range(rng.randint(0, 3))}
    return {"format": "nanba-records/1", "best": best if rng.random() < 0.8 else json_value(rng)}


def as_bytes(rng: random.Random, data: Any) -> bytes:
    """The file's bytes: mostly JSON, sometimes cut short, not UTF-8, NUL-filled or a BOM ahead."""
    try:
        text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    except ValueError:
        text = "{"
    raw = text.encode("utf-8")
    r = rng.random()
    if r < 0.1:
        return raw[: rng.randrange(len(raw) + 1)]
    if r < 0.15:
        return b"\xff\xfe" + raw
    if r < 0.2:
        return b"\x00" * rng.randint(0, 64)
    if r < 0.25:
        return "\ufeff".encode() + raw
    if r < 0.27:
        return b"[" * 100_000
    return raw


# -- one fuzz round per seed: what the tests draw with hypothesis and bench/stress.py loops over --------

def random_text(rng: random.Random, limit: int = 200) -> str:
    """Any text: ASCII, the weird characters above, and code points from anywhere but the surrogates."""
    def char() -> str:
        r = rng.random()
        if r < 0.5:
            return chr(rng.randrange(32, 127))
        if r < 0.7:
            return rng.choice(WEIRD)
        c = rng.randrange(0x110000)
        return chr(c) if not 0xD800 <= c < 0xE000 else "?"
    return "".join(char() for _ in range(rng.randint(0, limit)))


def fuzz_texts(fig: Figures, seed: int, engine_cells: int = 100) -> None:
    rng = random.Random(seed)
    check_text(fig, near_line(rng), engine_cells)
    check_text(fig, near_url(rng), engine_cells)
    text = random_text(rng)
    check_text(fig, text)
    check_text(fig, "suguru 6x6 " + text)


def fuzz_options(fig: Figures, seed: int, puzzle: Any) -> None:
    rng = random.Random(seed)
    check_argv(fig, near_argv(rng))
    check_moves(fig, near_moves(rng), puzzle)
    check_argv(fig, [rng.choice(OPTION_FLAGS), random_text(rng)])


def fuzz_files(fig: Figures, home: Path, seed: int, lines: list[str]) -> None:
    rng = random.Random(seed)
    check_file(fig, home, "settings", as_bytes(rng, settings_data(rng)))
    check_file(fig, home, "save", as_bytes(rng, save_data(rng, rng.choice(lines))))
    check_file(fig, home, "records", as_bytes(rng, records_data(rng)))
    check_file(fig, home, rng.choice(("settings", "save", "records")), rng.randbytes(rng.randint(0, 300)))


def damaged_home(home: Path, seed: int) -> None:
    """A player's folder of near-valid and broken files: settings, records, the autosave and saves."""
    rng = random.Random(seed)
    lines = [corpus_lines("suguru")[0], corpus_lines("ripple")[0], corpus_lines("sudoku")[0]]
    files = {home / "config" / "settings.json": as_bytes(rng, settings_data(rng)),
             home / "data" / "records.json": as_bytes(rng, records_data(rng)),
             home / "data" / "autosave.json": as_bytes(rng, save_data(rng, rng.choice(lines)))}
    for k in range(rng.randint(1, 6)):
        files[home / "data" / "saves" / f"fuzz{k}.json"] = as_bytes(rng, save_data(rng, rng.choice(lines)))
    for path, raw in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(raw)


# -- save names --------------------------------------------------------------------

HOSTILE_NAMES = ["../x", "../../etc/passwd", "/abs/path", "/", "C:\\x", "C:x", "\\\\server\\share\\x", "a/../../b",
                 "x\x00y", "\x00", "a" * 10_000, "..", ".", "...", "", " ", "CON", "nul", "COM1", "LPT9.txt",
                 "aux.json", "~", "$HOME", "%APPDATA%", "\u202egnp.exe", "x/y", "x\\y", ".hidden", "a\nb",
                 "\u200b", "名前", "emoji \U0001f600", "trailing.", "trailing ", "-", "--help", "save.json"]


def save_named(fig: Figures, storage: Any, game: Any, name: str, root: Path) -> bool:
    """Save ``game`` as ``name`` through the public API: True if saved.  A file written anywhere under
    ``root`` but inside the saves folder is lost data (and a hole), a message that is not one line a crash."""
    what = f"save name {describe(name, 60)}"
    before = _files(root)
    ok = attempt(fig, what, storage.save_game, name, game)
    saves = storage.saves_dir.resolve()
    for path in _files(root) - before:
        if not path.resolve().is_relative_to(saves) or path.resolve().parent != saves:
            fig.lost.append(f"{what}: wrote {path}, outside the saves folder {saves}")
    for m in storage.take_messages():
        if "\n" in m or len(m) > MESSAGE_LIMIT:
            fig.crashes.append(f"{what}: message is not one short line: {describe(m, 80)}")
    return bool(ok)


def check_named(fig: Figures, storage: Any, games: dict[str, Any]) -> None:
    """Every saved name is listed under its name and loads back as its own game (no two names share a file)."""
    listed = {getattr(i, "name", None) for i in attempt(fig, "list_saves", storage.list_saves) or []}
    for name, game in games.items():
        what = f"save name {describe(name, 60)}"
        if name not in listed:
            fig.lost.append(f"{what}: saved but not listed under its name")
        loaded = attempt(fig, what + " (load)", storage.load_game, name)
        if loaded is None or loaded.to_data() != game.to_data():
            fig.lost.append(f"{what}: saved but loads back as another game or none")


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


# -- kill during save ---------------------------------------------------------------
# A child process saves a game slot, the settings and the records in a loop, version i
# after version i; the parent SIGKILLs it at random moments.  Every file on disk must
# then be one complete version, never older than one seen before (old or new, never torn).

SLOT = "kill test"
SAVED_AT = "2026-01-01T00:00:00Z"


def _kill_line() -> str:
    return corpus_lines("suguru")[0]


def version_data(i: int) -> dict[str, Any]:
    """What each file holds at version ``i``, as the parent expects to read it back."""
    from game.storage import RECORDS_FORMAT, SavedGame, Settings

    line = _kill_line()
    moves = [f"del {c} 2" for c in range(7, 7 + i % 5)]
    game = SavedGame("suguru", None, line, moves, len(moves), float(i), SAVED_AT)
    settings = Settings(window_size=(320 + i % 1000, 320), extra={"counter": i, "pad": "x" * (i % 3000)})
    return {"save": game, "settings": settings,
            "records": {"format": RECORDS_FORMAT, "best": {"suguru": {"0": float(10 ** 9 - i)}}}}


def kill_child(data_dir: str, config_dir: str, start: int) -> None:
    """The child: save every file at versions start, start+1, ... until killed."""
    import sys

    from game.storage import Storage

    import os

    real_fsync = os.fsync

    def announced_fsync(fd: int) -> None:
        print("fsync", flush=True)    # the temp file is written, not yet synced nor renamed
        real_fsync(fd)

    os.fsync = announced_fsync
    st = Storage(Path(data_dir), Path(config_dir))
    print("ready", flush=True)
    i = start
    while True:
        v = version_data(i)
        # Each write is announced as it starts: the parent counts these to pick its moment, so
        # its kill lands inside a write (or just after one), not at a time it measured.
        for write in (lambda: st.save_game(SLOT, v["save"]), lambda: st.save_settings(v["settings"]),
                      lambda: st.record_solved("suguru", 0, 10 ** 9 - i)):
            print(i, flush=True)
            write()
        if st.messages:
            print("\n".join(st.take_messages()), file=sys.stderr, flush=True)
        i += 1


def read_versions(data_dir: Path, config_dir: Path) -> dict[str, Any]:
    """Each file's version number, None if missing; raises ValueError saying what is wrong."""
    from game.storage import Storage

    st = Storage(data_dir, config_dir)
    out: dict[str, Any] = {}
    paths = {"save": st.save_path(SLOT), "settings": st.settings_path, "records": st.records_path}
    for what, path in paths.items():
        if not path.exists():
            out[what] = None
            continue
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as e:
            raise ValueError(f"{what}: {path.name} does not parse ({describe(str(e), 80)}): torn") from None
        if what == "save":
            i = int(data["elapsed"])
            want = version_data(i)["save"].to_data()
            data = {k: data.get(k) for k in want}   # the file may carry more (its name, a progress summary)
        elif what == "settings":
            i = int(data["counter"])
            want = version_data(i)["settings"].to_data()
        else:
            i = 10 ** 9 - int(data["best"]["suguru"]["0"])
            want = version_data(i)["records"]
        if data != want:
            raise ValueError(f"{what}: {path.name} is not a complete version ({describe(data, 120)})")
        out[what] = i
    if st.load_game(SLOT) is None and out["save"] is not None or st.load_settings() is None or st.messages:
        raise ValueError(f"the game could not load its files: {st.messages}")
    return out


def temp_files(*dirs: Path) -> list[Path]:
    return [p for d in dirs if d.exists() for p in d.rglob(".*.tmp")]


def kill_rounds(fig: Figures, home: Path, rounds: int, seed: int, max_writes: int = 4) -> None:
    """``rounds`` times: start the child, let it save for a random moment, SIGKILL it, check the files."""
    import os
    import subprocess
    import sys

    rng = random.Random(seed)
    data_dir, config_dir = home / "data", home / "config"
    seen: dict[str, int] = {}
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    left_before: set[Path] = set()
    for k in range(rounds):
        start = max(seen.values(), default=-1) + 1
        child = subprocess.Popen([sys.executable, __file__, "kill-child", str(data_dir), str(config_dir), str(start)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
        assert child.stdout is not None
        if child.stdout.readline().strip() != b"ready":
            child.kill()
            fig.crashes.append(f"round {k}: the child did not start: {describe(child.communicate()[1][-400:])}")
            continue
        # The moment of the kill is counted in the child's steps, not in seconds: it announces each
        # write as it starts and each fsync of a temp file, and is killed after a random number of
        # them -- at the start of a write, or with a temp file written but not yet in place.
        for _ in range(rng.randint(1, 6 * max_writes)):
            child.stdout.readline()
        child.kill()
        _, err = child.communicate()
        fig.tried += 1
        if err.strip():
            fig.crashes.append(f"round {k}: the child reported {describe(err.decode(errors='replace'), 200)}")
        now_left = set(temp_files(data_dir, config_dir))
        fig.count("kills that left a temp file", bool(now_left - left_before))
        left_before = now_left
        try:
            versions = read_versions(data_dir, config_dir)
        except Exception as e:
            fig.lost.append(f"round {k} (seed {seed}): {describe(str(e), 300)}")
            continue
        for what, i in versions.items():
            if i is None and what in seen or i is not None and i < seen.get(what, -1):
                fig.lost.append(f"round {k} (seed {seed}): {what} went back from version {seen.get(what)} to {i}")
            elif i is not None:
                seen[what] = i
    fig.count("versions written", max(seen.values(), default=-1) + 1)
    left = temp_files(data_dir, config_dir)
    fig.count("temp files left by the kills", len(left))
    # The game clears temp files a killed Nanba left once they are a while old (not a live one's):
    # age them, open the files as the game does, and none may be left.
    import os

    for p in left:
        os.utime(p, (LONG_AGO, LONG_AGO))
    from game.storage import Storage

    Storage(data_dir, config_dir).load_settings()
    fig.count("temp files left after the game opened its files", len(temp_files(data_dir, config_dir)))


if __name__ == "__main__":
    import sys

    if len(sys.argv) == 5 and sys.argv[1] == "kill-child":
        kill_child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
