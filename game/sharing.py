"""What Copy link puts on the clipboard and what Paste puzzle reads from it (no pygame here).

A kind with a puzz.link form (its rules name ``url_names``) is copied as a
URL, anything else as its puzzle line; a kind with a common one-string form
(a 9x9 sudoku's 81 characters) offers that too.  Pasted text is read as a URL,
a puzzle line or such a string; the first puzzle line of several is the one
opened.  Every refusal is a :class:`ValueError` whose message says what is
wrong and where (the engine's own messages name the field and character).
"""

from __future__ import annotations

from .cli import puzzle_lines
from .engine.formats import format_line, format_url, parse_any, plain_text
from .engine.puzzle import Puzzle
from .engine.rules import rules_for

PASTE_LIMIT = 100_000
"""Characters of pasted text read at most: a puzzle line is far shorter, and a huge paste must not stall a frame."""


def copy_forms(p: Puzzle) -> list[tuple[str, str]]:
    """``(label, text)`` for each form the puzzle can be copied as, the main one first."""
    if rules_for(p.kind).url_names:
        forms = [("puzz.link URL", format_url(p))]
    else:
        forms = [("puzzle line", format_line(p))]
    plain = plain_text(p)
    if plain:
        forms.append((f"{len(plain)}-character string", plain))
    return forms


def read_puzzles(text: str) -> list[str]:
    """The puzzle lines of pasted or loaded text (not yet parsed)."""
    return list(puzzle_lines(text[:PASTE_LIMIT].splitlines()))


def read_pasted(text: str) -> tuple[Puzzle, int]:
    """The first puzzle of pasted text and how many puzzle lines it held; ValueError saying what is wrong."""
    lines = read_puzzles(text)
    if not lines:
        raise ValueError("The clipboard holds no puzzle: copy a puzz.link URL, a puzzle line "
                         "(KIND WxH CLUES REGIONS) or an 81-character sudoku first.")
    try:
        return parse_any(lines[0]), len(lines)
    except ValueError as e:
        raise ValueError(f"The pasted text is not a puzzle: {e}.") from None


FILE_LIMIT = 4_000_000
"""Bytes of a puzzle file read at most (a file of puzzle lines is far smaller; a wrong pick must not stall)."""


def read_file_lines(path: str) -> list[str]:
    """The puzzle lines of a text file (not yet parsed); ValueError saying what is wrong with the file."""
    name = file_name(path)
    try:
        with open(path, "rb") as f:
            data = f.read(FILE_LIMIT)
    except OSError as e:
        raise ValueError(f"{name} cannot be read: {e.strerror or e}.") from None
    if b"\0" in data[:4096]:
        raise ValueError(f"{name} is not a text file of puzzle lines.")
    lines = list(puzzle_lines(data.decode("utf-8", errors="replace").splitlines()))
    if not lines:
        raise ValueError(f"{name} holds no puzzle lines (KIND WxH CLUES REGIONS, or puzz.link URLs).")
    return lines


def file_name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def read_file_line(path: str, lines: list[str], index: int) -> tuple[Puzzle, int]:
    """Puzzle ``index`` (from 0) of a file's lines, and how many it holds; ValueError naming the line."""
    try:
        return parse_any(lines[index]), len(lines)
    except ValueError as e:
        raise ValueError(f"Puzzle {index + 1} of {file_name(path)} cannot be read: {e}.") from None


def line_label(index: int, line: str) -> str:
    """A file's puzzle as the picker lists it: its number, kind and size (a URL: its start)."""
    words = line.split()
    if len(words) >= 2 and not line.startswith("http"):
        return f"{index + 1}. {words[0]} {words[1]}"
    return f"{index + 1}. {line[:48]}"
