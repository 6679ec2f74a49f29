"""Fonts and glyphs at exactly the size needed, cached.

Text is rendered at the pixel size the layout asks for -- never scaled as a
bitmap -- so digits stay crisp at 480x320 and at 4K.  pygame's bundled
default font (freesansbold, GPL with font exception) needs no file of ours.
Rendered glyphs are cached by (size, text, colour); a frame then costs blits.

Any text may arrive here -- a name from a file, a typed character, a
notice quoting a broken value -- so every function first drops what no
font can draw (:func:`game.ui.textsafe.clean`): pygame raises on a NUL or
on a text of zero width, and such a text must draw as nothing, not crash.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..ui.textsafe import clean


@lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, max(6, int(size)))


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
        w, h = font(size).size(text)
        if w <= max_w and h <= max_h:
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
