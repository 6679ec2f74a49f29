"""The toolbar's icons, drawn with pygame.draw at any size.

There are no bitmap files: each icon is a few shapes in a 100x100 design
space, drawn at four times the target size and smooth-scaled down, which
antialiases every edge (pygame.draw itself does not antialias thick shapes).
Results are cached per (name, size, variant), so a resize costs one redraw
per icon and a normal frame costs a blit.

Variants are what the seed's toolbar shows: the wand "leaning backwards"
(mirrored) while a hint is active, the thumb turned down after errors.  The
flip *animations* are done by the toolbar renderer squashing these
finished surfaces, not here.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

SS = 4  # supersampling factor

Draw = Callable[[pygame.Surface, Callable[[float], int]], None]


def _jigsaw(s: pygame.Surface, u: Callable[[float], int]) -> None:
    body = (255, 176, 59)
    edge = (150, 90, 10)
    rect = pygame.Rect(u(18), u(30), u(52), u(52))
    for col, grow in ((edge, 5), (body, 0)):
        r = rect.inflate(u(grow), u(grow))
        pygame.draw.rect(s, col, r, border_radius=u(6))
        pygame.draw.circle(s, col, (u(44), u(24)), u(11 + grow / 2))   # top knob
        pygame.draw.circle(s, col, (u(77), u(56)), u(11 + grow / 2))   # right knob
    pygame.draw.circle(s, (0, 0, 0, 0), (u(18), u(56)), u(10))       # left socket
    pygame.draw.circle(s, (0, 0, 0, 0), (u(44), u(83)), u(10))       # bottom socket


def _triangle(s: pygame.Surface, u: Callable[[float], int]) -> None:
    cols = [(255, 99, 99), (255, 196, 60), (110, 210, 120), (90, 170, 255)]
    for row in range(4):
        y = 20 + row * 21
        for i in range(row + 1):
            x = 50 + (i - row / 2) * 22
            pygame.draw.circle(s, cols[row], (u(x), u(y)), u(8.5))


def _wand(s: pygame.Surface, u: Callable[[float], int]) -> None:
    # Stick from bottom-left to top-right; the sparkle at the tip.
    a, b = (u(16), u(86)), (u(64), u(38))
    pygame.draw.line(s, (30, 30, 36), a, b, u(12))
    pygame.draw.line(s, (245, 245, 250), (u(56), u(46)), b, u(12))
    cx, cy = 72, 28
    pts = []
    for k in range(10):
        r = 22 if k % 2 == 0 else 9
        ang = -math.pi / 2 + k * math.pi / 5
        pts.append((u(cx + r * math.cos(ang)), u(cy + r * math.sin(ang))))
    pygame.draw.polygon(s, (255, 214, 40), pts)
    pygame.draw.circle(s, (255, 255, 210), (u(cx), u(cy)), u(4))


def _thumb(s: pygame.Surface, u: Callable[[float], int]) -> None:
    skin = (255, 205, 120)
    line = (150, 95, 30)
    for col, g in ((line, 3), (skin, 0)):
        pygame.draw.rect(s, col, pygame.Rect(u(34 - g), u(44 - g), u(48 + 2 * g), u(44 + 2 * g)),
                         border_radius=u(10))                          # fist
        pygame.draw.rect(s, col, pygame.Rect(u(37 - g), u(10 - g), u(20 + 2 * g), u(46 + 2 * g)),
                         border_radius=u(10))                          # thumb, up
        pygame.draw.rect(s, col, pygame.Rect(u(14 - g), u(46 - g), u(18 + 2 * g), u(40 + 2 * g)),
                         border_radius=u(4))                           # cuff
    pygame.draw.rect(s, (90, 140, 220), pygame.Rect(u(14), u(46), u(18), u(40)), border_radius=u(4))
    for y in (56, 67, 78):                                             # finger creases
        pygame.draw.line(s, line, (u(60), u(y)), (u(80), u(y)), u(2.5))


def _smiley(s: pygame.Surface, u: Callable[[float], int]) -> None:
    pygame.draw.circle(s, (160, 110, 0), (u(50), u(50)), u(42))
    pygame.draw.circle(s, (255, 214, 40), (u(50), u(50)), u(39))
    for x in (36, 64):
        pygame.draw.circle(s, (40, 30, 10), (u(x), u(40)), u(5.5))
    # a frown: the top half of an ellipse
    pygame.draw.arc(s, (40, 30, 10), pygame.Rect(u(28), u(60), u(44), u(30)), 0.25, math.pi - 0.25, u(5))
    pygame.draw.ellipse(s, (120, 190, 255), pygame.Rect(u(60), u(48), u(8), u(13)))  # a tear


DRAWERS: dict[str, Draw] = {
    "menu": _jigsaw,
    "random": _triangle,
    "wand": _wand,
    "thumb": _thumb,
    "smiley": _smiley,
}


@lru_cache(maxsize=128)
def icon(name: str, size: int, variant: str = "") -> pygame.Surface:
    """The icon ``name`` as a ``size``-pixel square with alpha.

    ``variant``: ``"mirrored"`` flips left-right (the active wand), ``"down"``
    flips top-bottom (the thumb after errors).
    """
    size = max(4, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    scale = size * SS / 100.0

    def u(v: float) -> int:
        return max(1, round(v * scale))

    DRAWERS[name](big, u)
    out = pygame.transform.smoothscale(big, (size, size))
    if variant == "mirrored":
        out = pygame.transform.flip(out, True, False)
    elif variant == "down":
        out = pygame.transform.flip(out, False, True)
    return out
