"""Words under the toolbar's pictures and over its boxes, and the solved tick.

A jigsaw piece, a triangle of dots, a thumb and a crying face mean nothing
until someone has pressed them, so every toolbar target says what it is:
the picture shrinks into the top of its square and a word sits under it,
inside the same finger-sized target (nothing moves, nothing gets smaller to
touch).  The boxes carry their word along the top: Puzzle, Score, Time.
Below :data:`MIN_TARGET` px a word would be too small to read; the targets
then stay pictures, and a tooltip (:func:`draw_tooltip`) names the one
under the pointer instead.
"""

from __future__ import annotations

import pygame

from . import palette as P
from .text import blit_center, fit_size, glyph

CAPTIONS = {"menu": "Menu", "random": "New", "wand": "Hint", "thumb": "Check", "smiley": "Answer",
            "explain": "Explain", "number": "Puzzle", "score": "Score", "clock": "Time"}
"""The word on each toolbar target (icons and boxes)."""
MIN_TARGET = 40
"""The least target side that has room for a word under its picture."""
SHARE = 0.3
"""The share of a captioned target its word takes (the picture has the rest)."""


def caption_for(name: str) -> str:
    return CAPTIONS.get(name, "")


def split(r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect | None]:
    """(where the picture or figure goes, where the word goes) in target ``r``; no word when too small."""
    if min(r.w, r.h) < MIN_TARGET:
        return r, None
    word_h = round(r.h * SHARE)
    return pygame.Rect(r.x, r.y, r.w, r.h - word_h), pygame.Rect(r.x, r.bottom - word_h, r.w, word_h)


def split_box(r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect | None]:
    """A box's (figure, word) parts: the word along its top."""
    if min(r.w, r.h) < MIN_TARGET:
        return r, None
    word_h = round(r.h * SHARE)
    return pygame.Rect(r.x, r.y + word_h, r.w, r.h - word_h), pygame.Rect(r.x, r.y + 2, r.w, word_h)


def caption_size(r: pygame.Rect) -> int:
    """One text size for every caption of a toolbar (so the words match): the longest word in ``r``."""
    return min(fit_size(word, r.w - 4, r.h) for word in CAPTIONS.values())


def draw_caption(surf: pygame.Surface, r: pygame.Rect, name: str, colour: tuple[int, int, int] | None = None,
                 size: int | None = None) -> None:
    word = caption_for(name)
    size = size or caption_size(r)
    blit_center(surf, glyph(size, word, colour or P.ICON_DIM), r.center)


def draw_tick(surf: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int] | None = None) -> None:
    """A tick filling the square ``r``."""
    k = r.h / 10
    pts = [(r.x + 1 * k, r.y + 5.5 * k), (r.x + 3.8 * k, r.y + 8.5 * k), (r.x + 9 * k, r.y + 1.5 * k)]
    pygame.draw.lines(surf, colour or P.GOLD, False, pts, max(2, round(r.h / 6)))


def draw_solved(surf: pygame.Surface, word: pygame.Rect | None, fallback: pygame.Rect) -> pygame.Rect:
    """The solved mark: a gold tick and "Solved" in the number box's word strip, or, with no strip, a
    tick in the corner of ``fallback`` (a box of the toolbar).  Returns the rectangle it used."""
    if word is None:
        side = max(8, fallback.h // 3)
        spot = pygame.Rect(fallback.x + 2, fallback.y + 2, side, side)
        draw_tick(surf, spot)
        return spot
    side = word.h - 2
    size = fit_size("Solved", word.w - side - 6, word.h)
    img = glyph(size, "Solved", P.GOLD)
    x = word.centerx - (side + 2 + img.get_width()) // 2
    draw_tick(surf, pygame.Rect(x, word.y + 1, side, side))
    surf.blit(img, img.get_rect(midleft=(x + side + 2, word.centery)))
    return word


def draw_tooltip(surf: pygame.Surface, target: pygame.Rect, name: str) -> pygame.Rect:
    """The target's word in a small box beside it (left, else right: under it may be the number box, which
    pygame-gui draws over everything of ours), kept on screen."""
    word = caption_for(name)
    size = max(14, round(target.h * 0.6))
    img = glyph(size, word, P.TOAST_TEXT)
    box = img.get_rect().inflate(10, 6)
    box.midright = (target.left - 2, target.centery)
    if box.left < 0:
        box.midleft = (target.right + 2, target.centery)
    box.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, P.TOAST_BG, box, border_radius=4)
    pygame.draw.rect(surf, P.ICON_DIM, box, 1, border_radius=4)
    surf.blit(img, img.get_rect(center=box.center))
    return box
