"""One pygame Font per typeface file, shared by all its sizes.

A pygame Font pays about a millisecond the first time it measures or draws
any text (its shaping tables are read then), whatever its size.  With a Font
per size, the puzzle screen's first frame paid that six times over (the
board's digits, the candidates, the toolbar's figures and words, the pad,
the rule), and every dialog with a new size paid it again.  So each face is
opened once, and a :class:`SizedFont` stands for one size of it: it sets the
shared Font to its size before each call (a cheap switch once the tables
are read) and remembers what it measured, so that drawing the same screen
again does not switch sizes back and forth to measure the same words.
The text drawn is the same, pixel for pixel, as a Font opened at that size.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pygame

MEASURED = 1024
"""Texts a size remembers the extent of (beyond that it forgets them all and starts again)."""


class SizedFont:
    """One size of a shared face, with the calls the game makes on a pygame Font."""

    __slots__ = ("_font", "_px", "_sizes", "_lines")

    def __init__(self, face: pygame.font.Font, px: int | None) -> None:
        """``px``: the size to set the face to; None for a Font of its own that keeps its size."""
        self._font = face
        self._px = px
        self._sizes: dict[str, tuple[int, int]] = {}
        self._lines: tuple[int, int, int, int] | None = None

    @property
    def px(self) -> int:
        """The size in pixels (the point size the face is set to for this size)."""
        return self._px if self._px is not None else self._font.point_size

    def _at(self) -> pygame.font.Font:
        f = self._font
        if self._px is not None and f.point_size != self._px:
            f.point_size = self._px
        return f

    def size(self, text: str) -> tuple[int, int]:
        got = self._sizes.get(text)
        if got is None:
            if len(self._sizes) >= MEASURED:
                self._sizes.clear()
            got = self._sizes[text] = self._at().size(text)
        return got

    def render(self, text: str, antialias: bool, color: Any, background: Any = None) -> pygame.Surface:
        return self._at().render(text, antialias, color, background)

    def _metrics(self) -> tuple[int, int, int, int]:
        if self._lines is None:
            f = self._at()
            self._lines = (f.get_height(), f.get_linesize(), f.get_ascent(), f.get_descent())
        return self._lines

    def get_height(self) -> int:
        return self._metrics()[0]

    def get_linesize(self) -> int:
        return self._metrics()[1]

    def get_ascent(self) -> int:
        return self._metrics()[2]

    def get_descent(self) -> int:
        return self._metrics()[3]


_faces: dict[Path, pygame.font.Font] = {}


def sized(path: Path, px: int) -> SizedFont:
    """Size ``px`` of the face in the file ``path`` (opened once, at the first size asked for).

    The face is read from a copy of its file in memory (one copy, some 600 KB, for all its sizes):
    opened from the file itself, every glyph it loads costs a few seeks and a read of the file (some
    4,000 system calls in the first second of a game)."""
    face = _faces.get(path)
    if face is None:
        face = _faces[path] = pygame.font.Font(io.BytesIO(path.read_bytes()), px)
    return SizedFont(face, px)
