"""A part of the screen as last drawn, shown again while nothing it shows has changed.

The puzzle screen redraws every frame while anything on it moves (the board
assembling, a celebration, a tween), but the toolbar and the digit pad then
mostly look as they did the frame before.  A :class:`Picture` keeps a copy of
such a part, with the key of everything its drawing read (the layout, the
texts and states shown, the palette); while the key is the same, the part is
one blit instead of a few dozen shapes and glyphs.  Only a part drawn wholly
inside its own rectangle, over a fill of its own, may be kept this way: what
lies under it then never shows through, so the copy is the drawing, pixel
for pixel.
"""

from __future__ import annotations

import pygame

from .layout import Layout


class Picture:
    """One part of the screen (its rectangle in one layout) as last drawn, and the key it was drawn for."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.layout: Layout | None = None       # held, so that the layout compared by identity stays alive
        self.area: pygame.Rect | None = None
        self.image: pygame.Surface | None = None

    def show(self, surf: pygame.Surface, L: Layout, area: pygame.Rect, key: tuple[object, ...]) -> bool:
        """Blit the part if it was drawn in ``area`` of ``L`` for ``key``; False when it must be drawn."""
        if self.image is None or self.layout is not L or self.area != area or self.key != key:
            return False
        surf.blit(self.image, area)
        return True

    def keep(self, surf: pygame.Surface, L: Layout, area: pygame.Rect, key: tuple[object, ...]) -> None:
        """Remember the part just drawn in ``area`` of ``surf`` for ``L`` and ``key``."""
        if not surf.get_clip().contains(area):       # (part of it not drawn: nothing to keep)
            self.image = None
            return
        self.key, self.layout, self.area = key, L, pygame.Rect(area)
        self.image = surf.subsurface(area).copy()


def inside(area: pygame.Rect, rects) -> bool:
    """Do all ``rects`` lie within ``area`` (so that drawing them never reaches past it)?"""
    return all(area.contains(r) for r in rects)
