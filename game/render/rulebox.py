"""The kind's name and its rule in one line, in the room the layout leaves free.

Suguru and Ripple Effect look alike, and a new player should not need Help
to know what is being played, so the play screen names the kind and gives
its rule (the backend's :attr:`~game.engine.backend.KindBackend.summary`).
It takes no room from the board: :func:`rule_rect` picks the largest space
the layout leaves empty -- beside a centred board or under the side panel
on a landscape screen, above or under the board in portrait -- and the
text is drawn there only if it fits at a legible size.  A pure function of the layout, like it.
"""

from __future__ import annotations

import pygame

from . import palette as P
from .layout import Layout
from .text import fit_size, glyph, text_height, wrap

MIN_SIZE = 18
"""The smallest text size the rule is drawn at (about 12 px): smaller, and only the name shows."""


def rule_rect(L: Layout) -> pygame.Rect | None:
    """The largest free rectangle beside the board for the name and rule (None when there is none)."""
    g = max(3, L.target // 8)
    w = L.size[0]
    floor = L.toast.top - g
    spots: list[pygame.Rect] = []
    if L.arrangement != "top":
        column = L.pad if L.pad is not None else L.toolbar
        panel = column.union(L.toolbar) if L.arrangement == "side" else column
        spots.append(pygame.Rect(panel.x, column.bottom + 2 * g, panel.w, floor - column.bottom - 2 * g))
    else:
        spots.append(pygame.Rect(g, L.toolbar.bottom + g, w - 2 * g, L.framed.top - L.toolbar.bottom - 2 * g))
        under = L.pad.top if L.pad is not None else floor
        spots.append(pygame.Rect(g, L.board.bottom + g, w - 2 * g, under - L.board.bottom - 2 * g))
    if L.arrangement != "top":   # beside the board, on the side the panel is not (a centred board leaves room)
        b = L.framed
        spots.append(pygame.Rect(g, b.top, b.left - 2 * g, b.h))
        spots.append(pygame.Rect(b.right + g, b.top, w - b.right - 2 * g, b.h))
    taken = [r for r in (L.framed, L.toolbar, L.pad) if r is not None]
    tools = [*L.icons.values(), *L.buttons.values(), *L.boxes.values()]
    top_row = [r for r in (*L.icons.values(), L.buttons.get("explain")) if r is not None and r.w]
    if L.arrangement == "top" and top_row:   # the toolbar's own row beside its icons, when the boxes are below
        left, right = min(r.left for r in top_row), max(r.right for r in top_row)
        y = min(r.top for r in top_row)
        for row in (pygame.Rect(right + 2 * g, y, L.toolbar.right - right - 3 * g, L.target),
                    pygame.Rect(L.toolbar.x + g, y, left - L.toolbar.x - 3 * g, L.target)):
            if row.w > 0 and not any(row.colliderect(t) for t in tools):
                spots.append(row)
        taken.remove(L.toolbar)
    usable = [r for r in spots if r.w >= 4 * L.target // 2 and r.h >= text_height(MIN_SIZE) + 4
              and not any(r.colliderect(t) for t in taken + tools)]
    return max(usable, key=lambda r: (min(r.h, 4 * L.target), r.w), default=None)


Line = tuple[str, int, P.Color]


def rule_lines(rect: pygame.Rect, title: str, summary: str, target: int) -> list[Line]:
    """The lines (text, size, colour) that fit ``rect``, as large as the target allows down to
    :data:`MIN_SIZE`: the name over the rule; failing that, "Name: rule" run together; failing that,
    the name alone."""
    biggest = max(MIN_SIZE, round(target * 0.4 * P.TEXT_SCALE))
    title_size = fit_size(title, rect.w, round(target * 0.5 * P.TEXT_SCALE))

    def fits(lines: list[Line]) -> bool:
        return sum(text_height(size) + 2 for _, size, _ in lines) <= rect.h + 2

    for size in range(biggest, MIN_SIZE - 1, -1):
        stacked = [(title, min(title_size, round(size * 1.25)), P.ICON)]
        stacked += [(ln, size, P.ICON_DIM) for ln in wrap(summary, size, rect.w)]
        if fits(stacked):
            return stacked
    for size in range(biggest, MIN_SIZE - 1, -1):
        joined = [(ln, size, P.ICON) for ln in wrap(f"{title}: {summary}", size, rect.w)]
        if fits(joined):
            return joined
    return [(title, min(title_size, fit_size(title, rect.w, rect.h)), P.ICON)]


class _Laid:
    """Where the rule went and its lines, for the layout, the texts and the palette they were worked out
    for: every frame draws the rule, and while an animation runs the same rule is asked for each time."""

    for_: tuple[Layout, str, str, P.Palette] | None = None     # (the layout is held: compared by identity)
    rect: pygame.Rect | None = None
    lines: list[Line] = []


def draw_rule(surf: pygame.Surface, L: Layout, title: str, summary: str) -> pygame.Rect | None:
    """Draw the kind's name and rule where :func:`rule_rect` says; returns where (None: nowhere)."""
    key = (L, title, summary, P.active())
    last = _Laid.for_
    if last is None or last[0] is not L or last[1:] != key[1:]:
        _Laid.rect = rect = rule_rect(L)
        _Laid.lines = rule_lines(rect, title, summary, L.target) if rect is not None else []
        _Laid.for_ = key
    rect, lines = _Laid.rect, _Laid.lines
    if rect is None:
        return None
    centred = L.arrangement == "top"      # portrait: centred between the toolbar and the board
    y = rect.y
    if centred:
        y += (rect.h - sum(text_height(size) + 2 for _, size, _ in lines)) // 2
    for text, size, colour in lines:
        img = glyph(size, text, colour)
        r = img.get_rect(midtop=(rect.centerx, y)) if centred else img.get_rect(topleft=(rect.x, y))
        surf.blit(img, r.move(0, (text_height(size) - img.get_height()) // 2))   # the text, not its surface, at y
        y += text_height(size) + 2
    return pygame.Rect(rect)
