"""The line format: ``KIND WxH CLUES REGIONS`` (or ``SUMS``), read and written.

The line format (see ``docs/FORMATS.md``) is the one text form the CLI, the
level files, saves and tests all speak.  Region labels in a line are only
local names: a label may be reused by regions that do not touch, so a reader
splits every label into its orthogonally connected components and numbers the
regions in order of their first cell.  A writer uses that number as the label
while there are at most 62 regions, and a greedy colouring of the region graph
beyond that.

This module sits below :mod:`game.engine.puzzle`: :meth:`Puzzle.from_line
<game.engine.puzzle.Puzzle.from_line>` and :meth:`Puzzle.line` use it, so it
never imports the puzzle; :func:`read_line` is handed the class to build.
:mod:`game.engine.formats` is the public face (``parse_line`` and friends).
"""

from __future__ import annotations

import re
from typing import Callable, Sequence, TypeVar

from .board import Board
from .digits import DIGITS, char_digit, digit_char
from .errors import BadCharacterError, PuzzleFormatError, RegionError, SizeError, UnknownKindError
from .rules import Rules, kind_names, rules_for

B = TypeVar("B", bound=Board)

MakeBoard = Callable[[str, int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]], B]
"""Builds a puzzle from ``(kind, width, height, givens, regions, sums)``: the Puzzle class itself."""

LABELS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LABEL_SET = frozenset(LABELS)
_SIZE_RE = re.compile(r"^(\d+)x(\d+)$")
MAX_SIDE = 64
QUOTE_LIMIT = 40
"""An error message quotes at most this many characters of the bad input (a 3 MB token is not echoed)."""


def _quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _where(i: int, w: int) -> str:
    r, c = divmod(i, w)
    return f"row {r + 1}, column {c + 1}"


def parse_size(text: str) -> tuple[int, int]:
    """Read ``WxH``; raise :class:`SizeError` with a readable message."""
    m = _SIZE_RE.match(text)
    if not m:
        raise SizeError(f"size {_quote(text)} is not of the form WxH, for example 6x6")
    # Compared as text first: a thousand-digit side is simply too large (int() would refuse it).
    w, h = (int(g) if len(g) <= 6 else MAX_SIDE + 1 for g in m.groups())
    if w > MAX_SIDE or h > MAX_SIDE:
        raise SizeError(f"size {_quote(text)} is too large (at most {MAX_SIDE}x{MAX_SIDE})")
    if w < 1 or h < 1:
        raise SizeError(f"size {_quote(text)} is out of range: width and height must be 1..{MAX_SIDE}")
    return w, h


def _parse_clues(text: str, w: int, h: int) -> tuple[int, ...]:
    if len(text) != w * h:
        raise SizeError(f"the clues have {len(text)} characters; a {w}x{h} grid needs {w * h}")
    out = []
    for i, ch in enumerate(text):
        try:
            out.append(char_digit(ch))
        except KeyError:
            raise BadCharacterError(
                f"bad character {ch!r} in the clues at {_where(i, w)}: use '.', 1-9 or A-Z"
            ) from None
    return tuple(out)


def components(labels: str | Sequence[object], w: int, h: int) -> tuple[int, ...]:
    """Split equal labels into orthogonally connected regions, numbered by first cell."""
    n = w * h
    region = [-1] * n
    count = 0
    for start in range(n):
        if region[start] >= 0:
            continue
        region[start] = count
        stack = [start]
        lab = labels[start]
        while stack:
            cell = stack.pop()
            r, c = divmod(cell, w)
            for nb, ok in ((cell - w, r > 0), (cell + w, r < h - 1), (cell - 1, c > 0),
                           (cell + 1, c < w - 1)):
                if ok and region[nb] < 0 and labels[nb] == lab:
                    region[nb] = count
                    stack.append(nb)
        count += 1
    return tuple(region)


def _parse_regions(text: str, w: int, h: int) -> tuple[int, ...]:
    if len(text) != w * h:
        raise SizeError(f"the regions have {len(text)} characters; a {w}x{h} grid needs {w * h}")
    for i, ch in enumerate(text):
        if ch not in _LABEL_SET:
            raise BadCharacterError(
                f"bad character {ch!r} in the regions at {_where(i, w)}: use 0-9, a-z or A-Z"
            )
    return components(text, w, h)


def _parse_sums(text: str, w: int, h: int, kind: str, rules: Rules) -> tuple[int, ...]:
    want, label = rules.sum_count(w, h), rules.sum_label
    parts = text.split(",")
    if len(parts) != want:
        raise SizeError(f"a {w}x{h} {kind} needs {want} {label}s, separated by commas; got {len(parts)}")
    out = []
    for k, part in enumerate(parts):
        # isascii: str.isdigit() also accepts digits such as '²' that int() refuses.
        if not (part.isascii() and part.isdigit()) or not 0 < int(part) < 1000:
            raise BadCharacterError(f"{label} {k + 1} is {_quote(part)}: it must be a positive whole number")
        out.append(int(part))
    return tuple(out)


def read_line(line: str, make: MakeBoard[B]) -> B:
    """Read one puzzle line into ``make(kind, w, h, givens, regions, sums)``.

    Raises a specific :class:`PuzzleFormatError`.
    """
    fields = line.split()
    if not fields:
        raise PuzzleFormatError("the line is empty")
    kind = fields[0]
    if kind not in kind_names():
        raise UnknownKindError(f"unknown puzzle kind {_quote(kind)}: expected one of {', '.join(kind_names())}")
    rules = rules_for(kind)
    sums_field = rules.fourth_field == "sums"  # the kind says which field it writes, not its name
    if len(fields) != 4:
        raise PuzzleFormatError(
            f"a puzzle line has 4 fields (KIND WxH CLUES {'SUMS' if sums_field else 'REGIONS'}); "
            f"this one has {len(fields)}"
        )
    w, h = parse_size(fields[1])
    givens = _parse_clues(fields[2], w, h)
    if sums_field:
        sums = _parse_sums(fields[3], w, h, kind, rules)  # the kind says how many, and which sizes it takes
        regions = (0,) * (w * h)
    else:
        sums = ()
        regions = _parse_regions(fields[3], w, h)
    p = make(kind, w, h, givens, regions, sums)
    if not sums_field:
        _check_region_sizes(p)
    rules.validate(p)
    return p


def _check_region_sizes(p: Board) -> None:
    """A region's digits must be writable: at most 35 cells (URLs can describe more)."""
    for cells in p.region_cells:
        if len(cells) > len(DIGITS):
            raise RegionError(
                f"the region starting at {_where(cells[0], p.width)} has {len(cells)} cells; "
                f"at most {len(DIGITS)} can be written"
            )


def region_labels(p: Board) -> str:
    """Labels for the regions field: region numbers while they fit, else a colouring."""
    n = len(p.region_cells)
    if n <= len(LABELS):
        return "".join(LABELS[r] for r in p.regions)
    w = p.width
    adj: list[set[int]] = [set() for _ in range(n)]
    for cell, r in enumerate(p.regions):
        row, col = divmod(cell, w)
        for nb, ok in ((cell + 1, col < w - 1), (cell + w, row < p.height - 1)):
            if ok and p.regions[nb] != r:
                adj[r].add(p.regions[nb])
                adj[p.regions[nb]].add(r)
    colour = [-1] * n
    for r in range(n):
        used = {colour[o] for o in adj[r]}
        colour[r] = next(k for k in range(len(LABELS)) if k not in used)
    return "".join(LABELS[colour[r]] for r in p.regions)


def format_line(p: Board) -> str:
    clues = "".join(digit_char(g) if g else "." for g in p.givens)
    last = ",".join(map(str, p.sums)) if rules_for(p.kind).fourth_field == "sums" else region_labels(p)
    return f"{p.kind} {p.width}x{p.height} {clues} {last}"


def parse_solution(p: Board, text: str) -> tuple[int, ...]:
    """Read a solution string (no dots) for puzzle ``p``."""
    text = text.strip()
    if len(text) != p.ncells:
        raise SizeError(f"the solution has {len(text)} characters; this puzzle has {p.ncells} cells")
    out = []
    for i, ch in enumerate(text):
        d = char_digit(ch) if ch in DIGITS else -1
        if d <= 0:
            raise BadCharacterError(f"bad character {ch!r} in the solution at {_where(i, p.width)}")
        out.append(d)
    return tuple(out)


def format_solution(values: tuple[int, ...] | list[int]) -> str:
    return "".join(digit_char(d) for d in values)
