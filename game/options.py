"""The command line of the game: ``parse_options(argv)`` -> :class:`Options`.

Every value is checked here, before the window opens: a bad one raises
:class:`OptionError` with one line naming the option and what it expects
(``run`` prints it and exits with status 2, never a traceback).  The checks
that need the opened puzzle (``--moves`` and ``--select`` against its grid)
are here too, called by the app once the first game is open.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from typing import NoReturn, Sequence

from .engine.backend import Params, backend, backends, default_kind, kind_of_set, level_set
from .engine.backend import level_sets as registered_sets
from .engine.bands import DIFFICULTIES
from .settings import SETTINGS, WINDOW_LIMITS, from_text

class OptionError(Exception):
    """A command-line value that cannot be used; reported in one line, status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse echoes what it refused; a 5,000-character argument must not fill the terminal.
        message = " ".join(message.split())  # one line, even when an argument held a newline
        raise OptionError(message if len(message) <= 200 else message[:200] + "...")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="nanba", description="Nanba: Suguru, Ripple Effect, Sudoku and Sujiko puzzles with hints.")
    p.add_argument("--puzzle", metavar="KIND:N",
                   help=f"open built-in puzzle N of a set ({', '.join(s.name for s in registered_sets())}, "
                        "as present), or a puzzle given as a line ('sujiko 3x3 ....5.... 20,17,24,22') or a puzz.link URL")
    p.add_argument("--size", metavar="WxH", help="window size in pixels, e.g. 1280x800")
    p.add_argument("--fullscreen", action="store_true", help="start full screen")
    p.add_argument("--frames", type=int, metavar="N", help="quit after drawing N frames (tests, screenshots)")
    p.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG before quitting")
    p.add_argument("--moves", metavar="MOVES",
                   help="test/screenshot aid: play these moves after opening, ';'-separated move texts "
                        "such as 'del 3 2;set 14 1'")
    p.add_argument("--zero", action="store_true",
                   help="test/screenshot aid: apply the zero-score techniques after opening")
    p.add_argument("--hint", action="store_true", help="test/screenshot aid: ask for a hint after opening")
    p.add_argument("--check", action="store_true", help="test/screenshot aid: check for errors after opening")
    p.add_argument("--watch", nargs="?", const="", metavar="STEPS[:HINTS]",
                   help="open 'Watch the computer solve' on the puzzle; with STEPS, paused after that many "
                        "backtracking steps and HINTS steps along the logical path (screenshot aid)")
    p.add_argument("--no-anim", action="store_true", help="no animations (implied by --screenshot)")
    p.add_argument("--no-sound", action="store_true", help="silence for this run")
    p.add_argument("--no-resume", action="store_true",
                   help="do not resume the last game (implied by --puzzle)")
    p.add_argument("--no-save", action="store_true",
                   help="do not save the game on quit (implied by --frames, so test and screenshot runs "
                        "never overwrite the last game)")
    p.add_argument("--kiosk", action="store_true",
                   help="public kiosk: full screen, no pointer, no quit (operator: Ctrl+Alt+Shift+Q or hold the "
                        "bottom-left corner 5 s, then the PIN: setting kiosk_pin in the settings file), attract demo "
                        "after kiosk_attract_after s idle (90), a fresh game after kiosk_reset_after s (300)")
    p.add_argument("--setting", action="append", metavar="KEY=VALUE", default=[],
                   help="override a setting for this run, e.g. palette=colourblind, handedness=left, "
                        "pad_position=below, text_size=large")
    p.add_argument("--select", metavar="CELL", help="test/screenshot aid: select this cell (r3c5, or its index)")
    p.add_argument("--input-mode", choices=("mouse", "touch", "key", "pad"),
                   help="test/screenshot aid: behave as if this device was used last (rings, hints)")
    p.add_argument("--generate", metavar="KIND:WxH[:DIFFICULTY]",
                   help="open a fresh puzzle straight away, e.g. suguru:8x8:hard (difficulty easy, medium, "
                        "hard or expert; default medium)")
    p.add_argument("--edit", metavar="KIND:WxH",
                   help="open the puzzle editor on a blank board, e.g. suguru:6x6 (a size New puzzle offers "
                        "for the kind, or any size its boards can have)")
    p.add_argument("--tutorial", nargs="?", const="", metavar="KIND",
                   help="open the interactive rules intro of KIND at start (without KIND: the first-run tutorial)")
    p.add_argument("--no-tutorial", action="store_true",
                   help="no rules intro opens by itself this run (nor does it with --frames, or with the "
                        "environment variable NANBA_TUTORIAL=off, which the tests set)")
    p.add_argument("--focus-menu", action="store_true",
                   help="test/screenshot aid: open the menu with the gamepad focus ring showing")
    return p


@dataclass
class Options:
    """The command line, parsed: what this run opens and how."""

    puzzle: tuple[str, int] | None = None
    custom: object | None = None
    """A puzzle given as a line or URL that no built-in set holds (a Puzzle)."""
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    frames: int | None = None
    screenshot: str | None = None
    moves: list[str] | None = None
    zero: bool = False
    hint: bool = False
    check: bool = False
    watch: tuple[int, int] | None = None
    """--watch: (0, 0) plays from the start; (steps, hints) opens paused there."""
    anim: bool = True
    sound: bool = True
    resume: bool = True
    save: bool = True
    kiosk: bool = False
    settings: dict | None = None
    select: int | str | None = None   # a name such as r3c5 until checked against the opened grid
    input_mode: str | None = None
    focus_menu: bool = False
    generate: tuple[str, Params, str] | None = None
    """--generate: (kind, params, difficulty) of the fresh puzzle to make at start."""
    edit: tuple[str, Params] | None = None
    """--edit: the kind and size of the blank board the editor opens on at start."""
    tutorial: str | None = None
    """--tutorial: the kind whose rules intro opens at start ("" for the first-run tutorial's)."""
    intros: bool = False
    """Whether the first-run tutorial and each kind's rules intro open by themselves: a plain start, not
    a scripted one (--frames), nor with --no-tutorial or NANBA_TUTORIAL=off."""


def _whole(text: str) -> bool:
    """A whole number int() takes and a window, level or step count can be: str.isdigit() alone also
    accepts digits such as '²' that int() refuses, and int() refuses 5,000 digits."""
    return text.isascii() and text.isdigit() and len(text) <= 9


def parse_size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(_whole(s.strip()) for s in parts):
        raise OptionError(f"--size {quote(text)}: expected WIDTHxHEIGHT such as 1280x800")
    w, h = int(parts[0]), int(parts[1])
    (w_low, w_high), (h_low, h_high) = WINDOW_LIMITS
    if not (w_low <= w <= w_high and h_low <= h <= h_high):
        raise OptionError(f"--size {quote(text)}: width and height must be between "
                          f"{w_low}x{h_low} and {w_high}x{h_high}")
    return w, h


def parse_puzzle(text: str) -> tuple[str, int]:
    kind, sep, num = text.partition(":")
    kind = kind.strip().lower()
    if not sep or not _whole(num.strip().lstrip("-")):
        raise OptionError(f"--puzzle {quote(text)}: expected KIND:N such as {default_kind()}:12")
    from .levels import level_count, level_sets

    sets = level_sets()
    if kind not in sets:
        raise OptionError(f"--puzzle {quote(text)}: unknown kind {quote(kind)}; "
                          f"choose {', '.join(sets) or 'none: no level files'}")
    n = int(num)
    count = level_count(kind)
    if not 0 <= n < count:
        raise OptionError(f"--puzzle {quote(text)}: {kind} puzzles are numbered 0-{count - 1}")
    return kind, n


def parse_puzzle_text(text: str):
    """``--puzzle`` given as a puzzle line or URL: ((set, number), None) if built in, else (None, puzzle)."""
    from .engine.formats import parse_any
    from .levels import locate

    try:
        puzzle = parse_any(text.strip())
    except ValueError as e:
        raise OptionError(f"--puzzle: {e}") from None
    found = locate(puzzle)
    return (found, None) if found is not None else (None, puzzle)


def parse_watch(text: str) -> tuple[int, int]:
    steps, _, hints = text.partition(":")
    if not _whole(steps.strip() or "0") or not _whole(hints.strip() or "0"):
        raise OptionError(f"--watch {quote(text)}: expected STEPS or STEPS:HINTS, whole numbers such as 400:3")
    return int(steps.strip() or 0), int(hints.strip() or 0)


def parse_setting(item: str) -> tuple[str, object]:
    """``--setting KEY=VALUE``: the key and its value, or OptionError naming the keys or the choices."""
    key, sep, value = item.partition("=")
    key, value = key.strip(), value.strip()
    if not sep or not key:
        raise OptionError(f"--setting {quote(item)}: expected KEY=VALUE such as palette=colourblind")
    if key not in SETTINGS:
        raise OptionError(f"--setting {quote(item)}: unknown setting {quote(key)}; "
                          f"known: {', '.join(sorted(SETTINGS))}")
    try:
        return key, from_text(key, value)
    except ValueError as e:
        raise OptionError(f"--setting {quote(item)}: {e}") from None


def quote(text: str, limit: int = 40) -> str:
    """``text`` in quotes for an error message, cut to ``limit`` characters with "..." so a huge token
    cannot flood the terminal."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def parse_select(text: str) -> int | str:
    """--select: a cell index (a whole number) or a name such as r3c5, checked against the grid later."""
    t = text.strip().lower()
    if _whole(t):
        return int(t)
    import re

    if re.fullmatch(r"r\d+c\d+", t):
        return t
    raise OptionError(f"--select {quote(text)}: expected a cell such as r3c5 or its index 0, 1, ...")


def _shown(path) -> str:
    """A path in a one-line message: a newline or other control character in it is escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(path))


def check_screenshot(path: str) -> None:
    """--screenshot must name a file that can be written, checked before the window opens."""
    from pathlib import Path

    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        target.is_dir(), target.exists(), folder.exists(), folder.is_dir()
    except OSError as e:  # a name too long for the file system, say
        raise OptionError(f"--screenshot {quote(path)}: cannot write: {e.strerror or e}") from None
    if target.is_dir():
        reason = "it is a folder"
    elif not folder.exists():
        reason = f"the folder {_shown(folder)} does not exist"
    elif not folder.is_dir():
        reason = f"{_shown(folder)} is not a folder"
    elif not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        reason = "permission denied"
    else:
        return
    raise OptionError(f"--screenshot {quote(path)}: cannot write: {reason}")


def check_move(puzzle, move, text: str) -> None:
    """--moves: each cell on the grid and each digit one its cell can hold."""
    pairs = list(getattr(move, "eliminations", ()) or ())
    if hasattr(move, "cell"):
        pairs.append((move.cell, getattr(move, "digit", None)))
    for cell, digit in pairs:
        if not 0 <= cell < puzzle.ncells:
            raise OptionError(f"--moves {quote(text)}: cell {cell} is outside the {puzzle.width}x{puzzle.height} "
                              f"grid (cells 0-{puzzle.ncells - 1})")
        if digit is not None and not 1 <= digit <= puzzle.max_digit[cell]:
            raise OptionError(f"--moves {quote(text)}: {puzzle.cell_name(cell)} holds digits "
                              f"1-{puzzle.max_digit[cell]}, not {digit}")


def select_cell(puzzle, value: int | str) -> int:
    """--select as a cell index of ``puzzle``, or OptionError when it is not on the grid."""
    if isinstance(value, str):
        r, _, c = value[1:].partition("c")
        row, col = int(r), int(c)
        if 1 <= row <= puzzle.height and 1 <= col <= puzzle.width:
            return (row - 1) * puzzle.width + col - 1
    elif 0 <= value < puzzle.ncells:
        return value
    raise OptionError(f"--select {quote(str(value))}: not a cell of the {puzzle.width}x{puzzle.height} grid "
                      f"(r1c1-r{puzzle.height}c{puzzle.width}, or 0-{puzzle.ncells - 1})")



def parse_kind(text: str, option: str) -> str:
    """A kind whose rules intro an option opens (a set's name stands for its kind: ``jigsaw``)."""
    name = text.strip().lower()
    try:
        kind = backend(kind_of_set(name))
    except Exception:
        kind = None
    if kind is None or kind.intro is None:
        names = ", ".join(b.name for b in backends() if b.intro is not None)
        raise OptionError(f"{option} {quote(text)}: expected a kind with a rules intro: {names}")
    return kind.name


def parse_generate(text: str) -> tuple[str, Params, str]:
    """``--generate KIND:WxH[:DIFFICULTY]``: a kind (or a set: ``jigsaw``) New puzzle offers at that size."""
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise OptionError(f"--generate {quote(text)}: expected KIND:WxH[:DIFFICULTY] such as suguru:8x8:hard")
    name, size = parts[0].strip().lower(), parts[1]
    difficulty = parts[2].strip().capitalize() if len(parts) == 3 else "Medium"
    if difficulty not in DIFFICULTIES:
        raise OptionError(f"--generate {quote(text)}: unknown difficulty {quote(parts[2])}; expected "
                          f"{', '.join(d.lower() for d in DIFFICULTIES)}")
    try:
        kind = backend(kind_of_set(name))
        variant = level_set(name).params.variant if name != kind.name else ""
    except Exception:
        names = dict.fromkeys([b.name for b in backends()] + [s.name for s in registered_sets()])
        raise OptionError(f"--generate {quote(text)}: unknown kind {quote(parts[0])}; expected one of "
                          f"{', '.join(names)}") from None
    dims = size.lower().split("x")
    w, h = (int(dims[0]), int(dims[1])) if len(dims) == 2 and all(_whole(d) for d in dims) else (0, 0)
    fits = [p for p in kind.sizes if (p.width, p.height) == (w, h) and p.variant == variant]
    if not fits or kind.generator is None:
        sizes = list(dict.fromkeys(p.size + (f" {p.variant}" if p.variant else "") for p in kind.sizes))
        offered = ", ".join(sizes) if len(sizes) <= 8 else f"{sizes[0]} to {sizes[-1]}"
        raise OptionError(f"--generate {quote(text)}: New puzzle makes {kind.title} in {offered}")
    return kind.name, fits[0], difficulty


def parse_edit(text: str) -> tuple[str, Params]:
    """``--edit KIND:WxH``: a kind (or a set: ``jigsaw``) and a board it can have (a listed size's box shape)."""
    name, sep, size = text.partition(":")
    try:
        kind = backend(kind_of_set(name.strip().lower()))
        variant = level_set(name.strip().lower()).params.variant if name.strip().lower() != kind.name else ""
    except Exception:
        names = dict.fromkeys([b.name for b in backends()] + [s.name for s in registered_sets()])
        raise OptionError(f"--edit {quote(text)}: unknown kind {quote(name)}; expected one of "
                          f"{', '.join(names)}") from None
    dims = size.lower().split("x")
    if not sep or len(dims) != 2 or not all(_whole(d) for d in dims):
        raise OptionError(f"--edit {quote(text)}: expected KIND:WxH such as suguru:6x6")
    w, h = int(dims[0]), int(dims[1])
    fits = [p for p in kind.sizes if (p.width, p.height) == (w, h) and p.variant == variant]
    params = fits[0] if fits else Params(w, h, variant=variant)
    try:
        kind.layout(params)
    except ValueError as e:
        raise OptionError(f"--edit {quote(text)}: {e}") from None
    return kind.name, params


def parse_options(argv: Sequence[str]) -> Options:
    a = _parser().parse_args(list(argv))
    o = Options()
    if a.size:
        o.size = parse_size(a.size)
    if a.frames is not None:
        if a.frames < 1:
            raise OptionError(f"--frames {a.frames}: must be at least 1")
        o.frames = a.frames
    if a.puzzle:
        if " " in a.puzzle.strip() or "://" in a.puzzle:  # a puzzle line or a URL, not KIND:N
            o.puzzle, o.custom = parse_puzzle_text(a.puzzle)
        else:
            o.puzzle = parse_puzzle(a.puzzle)
        o.resume = False
    if a.watch is not None:
        o.watch = parse_watch(a.watch)
    if a.moves:
        from .engine.errors import MoveFormatError
        from .engine.moves import Move

        o.moves = [m.strip() for m in a.moves.split(";") if m.strip()]
        for m in o.moves:
            try:
                Move.parse(m)
            except MoveFormatError as e:
                raise OptionError(f"--moves: {e}") from None
    o.fullscreen = a.fullscreen
    if a.screenshot is not None:
        check_screenshot(a.screenshot)
    o.screenshot = a.screenshot
    o.zero, o.hint, o.check = a.zero, a.hint, a.check
    o.anim = not (a.no_anim or a.screenshot)
    o.sound = not a.no_sound
    if a.no_resume:
        o.resume = False
    o.save = not (a.no_save or o.frames is not None)
    o.kiosk, o.focus_menu = a.kiosk, a.focus_menu
    if a.generate is not None:
        o.generate = parse_generate(a.generate)
    if a.edit is not None:
        o.edit = parse_edit(a.edit)
    o.select = parse_select(a.select) if a.select is not None else None
    o.input_mode = a.input_mode or ("pad" if a.focus_menu else None)
    if a.tutorial:
        o.tutorial = parse_kind(a.tutorial, "--tutorial")
    elif a.tutorial is not None:
        o.tutorial = ""
    off = os.environ.get("NANBA_TUTORIAL", "").strip().lower() in ("off", "0", "no", "false")
    o.intros = not (a.no_tutorial or off or o.frames is not None)
    o.settings = {}
    for item in a.setting:
        key, value = parse_setting(item)
        o.settings[key] = value
    if o.kiosk:
        o.fullscreen = True
    return o
