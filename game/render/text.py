"""Fonts and glyphs at exactly the size needed, cached.

Text is rendered at the pixel size the layout asks for -- never scaled as a
bitmap -- so digits stay crisp at 480x320 and at 4K.  Rendered glyphs are
cached by (size, text, colour); a frame then costs blits.

**One typeface.**  The board, the pad, the toolbar and the dialogs all use
Noto Sans (SIL Open Font License), the family pygame-gui ships and draws its
widgets with (:mod:`game.ui.theme` names it for every widget): bold here,
regular in running text.  pygame's own default font, used before, set some
letter pairs apart at small sizes ("posi tion", "Nigh tmare").  Sizes keep
their old meaning: a size ``s`` draws Noto at ``s * EM`` px, whose digits
are as tall and as wide as the old font's at ``s`` (:data:`EM`), so every
layout measured for the old font still fits.  Without pygame-gui's data the
old font stands in.

Any text may arrive here -- a name from a file, a typed character, a
notice quoting a broken value -- so every function first drops what no
font can draw (:func:`game.ui.textsafe.clean`): pygame raises on a NUL or
on a text of zero width, and such a text must draw as nothing, not crash.
"""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path

import pygame

from ..ui.textsafe import clean
from .face import SizedFont, sized

EM = 0.6875
"""Noto's pixel size per unit of a size here: pygame's default font draws at this share of the size asked
for, and Noto Sans Bold's digits at ``s * EM`` px match its digits at ``s`` to a pixel."""


@lru_cache(maxsize=2)
def face_file(bold: bool = True) -> Path | None:
    """Noto Sans (bold or regular) as pygame-gui ships it, found without importing pygame-gui; None if absent."""
    spec = importlib.util.find_spec("pygame_gui")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / "data" / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
        if path.is_file():
            return path
    return None


@lru_cache(maxsize=64)
def font(size: int) -> SizedFont:
    """The font of ``size``: a size of the one shared Noto face (:mod:`game.render.face`)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = face_file()
    if path is None:
        return SizedFont(pygame.font.Font(None, max(6, int(size))), None)
    return sized(path, max(4, round(max(6, int(size)) * EM)))


def text_height(size: int) -> int:
    """The height text of ``size`` takes, top of a capital to the foot of a descender: what a box must
    hold (Noto's line is taller than that: room for accents above capitals, which rarely occur)."""
    if face_file() is None:
        return font(size).get_height()
    return round(size * 2 / 3)   # as tall as the old font's line at the same size


@lru_cache(maxsize=4096)
def glyph(size: int, text: str, color: tuple[int, int, int]) -> pygame.Surface:
    f = font(size)
    try:
        return f.render(clean(text), True, color)
    except (pygame.error, ValueError):   # a character the font draws with no width at all: nothing to show
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


def blit_center(surf: pygame.Surface, img: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    r = img.get_rect(center=(round(center[0]), round(center[1])))
    surf.blit(img, r)
    return r


@lru_cache(maxsize=1024)
def fit_size(text: str, max_w: int, max_h: int) -> int:
    """The largest font size whose rendering of ``text`` fits the box (cached: the toolbar and the
    digit pad ask for the same boxes every frame, and each answer measures the text several times)."""
    size = max(6, int(max_h))
    text = clean(text)
    while size > 6:
        w = font(size).size(text)[0]
        if w <= max_w and text_height(size) <= max_h:
            break
        size -= max(1, size // 10)
    return size


def wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` at font ``size`` (a word too long gets its own line)."""
    f = font(size)
    lines: list[str] = []
    cur = ""
    for word in clean(text).split():
        trial = f"{cur} {word}" if cur else word
        if cur and f.size(trial)[0] > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def line_step(size: int) -> int:
    """The distance from one wrapped line to the next at font ``size`` (a little over the font's own)."""
    return round(font(size).get_linesize() * 1.05)
