"""The editor's drawing: the draft on the board renderer, the verdict's marks, the sums, the panel.

A draft is drawn by the ordinary :class:`~game.render.board.BoardRenderer`
over the unchecked puzzle its fields make (:meth:`~game.engine.draft.Draft.board`), so
regions that are not yet a puzzle's (in two pieces, too big) still show as
drawn.  Its givens are the only digits.

The verdict's cells are each marked by a shape of their own, so no mark is
colour alone, and the panel names them in words:

* **problem** cells (a region or given that breaks a rule): a small cross at the top, and a border;
* **contradiction** cells (no solution): hatched;
* **differ** cells (two solutions part): a diamond, with the two digits;
* **stuck** cells (where the ladder stops): a dotted ring.
"""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Sequence

import pygame

from ..engine.draft import Draft
from ..engine.puzzle import bit
from ..engine.verdict import Verdict
from . import palette as P
from .layout import Layout
from .text import blit_center, fit_size, glyph, wrap

MARK_WORDS = (("problem_cells", "small cross: breaks a rule"), ("contradiction", "hatched: contradiction"),
              ("differ", "diamond: two solutions differ"), ("stuck", "dotted ring: logic stuck"))
"""Each kind of mark and how the panel names it."""


def given_state(draft: Draft) -> SimpleNamespace:
    """What the board renderer draws as the cells' contents: the givens, nothing else."""
    return SimpleNamespace(cands=[bit(g) if g else 0 for g in draft.givens])


def circle_centre(L: Layout, width: int, index: int) -> tuple[int, int]:
    """Where sum ``index`` sits: the inner corner below and right of its top-left cell."""
    r, c = divmod(index, width - 1)
    return L.cell_rect(r * width + c).bottomright


def circle_at(L: Layout, width: int, height: int, pos: tuple[int, int]) -> int | None:
    """The sum whose corner is nearest ``pos`` anywhere on the board (a tap need not hit the small circle);
    None off the board (or off a zoomed board's window)."""
    g = L.grid
    if not g.collidepoint(pos) or not L.board.collidepoint(pos) or width < 2 or height < 2:
        return None     # (a zoomed board's window: a circle scrolled out of it is not there)
    c = min(width - 2, max(0, round((pos[0] - g.x) / L.cell) - 1))
    r = min(height - 2, max(0, round((pos[1] - g.y) / L.cell) - 1))
    return r * (width - 1) + c


def draw_marks(surf: pygame.Surface, L: Layout, v: Verdict, label=str) -> None:
    """The verdict's cells, each kind by a shape (see the module's essay)."""
    w = max(2, L.cell // 16)
    for cell in v.stuck:
        r = L.cell_rect(cell)
        rad = L.cell * 0.36
        for k in range(12):
            a = k * math.pi / 6
            dot = (round(r.centerx + rad * math.cos(a)), round(r.centery + rad * math.sin(a)))
            pygame.draw.circle(surf, P.GIVEN, dot, max(2, L.cell // 20))   # dark on every region colour
    for cell in v.contradiction:
        r = L.cell_rect(cell).inflate(-w, -w)
        pygame.draw.rect(surf, P.ERROR, r, w)
        step = max(5, L.cell // 6)
        for i in range(step, 2 * r.w, step):
            start = (r.x + min(i, r.w), r.y + max(0, i - r.w))
            end = (r.x + max(0, i - r.h), r.y + min(i, r.h))
            pygame.draw.line(surf, P.ERROR, start, end, max(1, w // 2))
    two = v.two
    for cell in v.differ:
        r = L.cell_rect(cell)
        d = L.cell * 0.4
        pts = [(r.centerx, r.centery - d), (r.centerx + d, r.centery), (r.centerx, r.centery + d),
               (r.centerx - d, r.centery)]
        pygame.draw.polygon(surf, P.CURSOR, pts, w)
        if two is not None and cell < len(two[0]) and cell < len(two[1]):
            text = f"{label(two[0][cell])}/{label(two[1][cell])}"
            blit_center(surf, glyph(fit_size(text, round(L.cell * 0.8), round(L.cell * 0.4)), text, P.GIVEN),
                        r.center)
    for cell in v.problem_cells:   # a border and a cross at the top, clear of the digit and the corners
        r = L.cell_rect(cell)
        pygame.draw.rect(surf, P.ERROR, r.inflate(-w, -w), max(1, w // 2))
        k = max(6, round(L.cell * 0.2))
        x0, y0 = r.centerx - k // 2, r.y + w + 2
        pygame.draw.line(surf, P.ERROR, (x0, y0), (x0 + k, y0 + k), w + 1)
        pygame.draw.line(surf, P.ERROR, (x0, y0 + k), (x0 + k, y0), w + 1)


def draw_empty_sums(surf: pygame.Surface, L: Layout, draft: Draft) -> None:
    """A sum not yet set: a dashed disc with a question mark over the front's "0"."""
    radius = max(6, round(L.cell * 0.18))
    for i, total in enumerate(draft.sums):
        if total:
            continue
        centre = circle_centre(L, draft.width, i)
        pygame.draw.circle(surf, (255, 255, 255), centre, radius + 1)
        for k in range(8):
            a0 = k * math.pi / 4
            pygame.draw.arc(surf, P.GIVEN, pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius),
                            a0, a0 + math.pi / 8, max(1, radius // 8))
        blit_center(surf, glyph(round(radius * 1.2), "?", P.GIVEN), centre)


def draw_sum_cursor(surf: pygame.Surface, L: Layout, width: int, index: int, typed: str) -> None:
    """The selected sum: a square ring round its circle, and what is being typed beside it."""
    x, y = circle_centre(L, width, index)
    half = max(10, round(L.cell * 0.3))
    ring = pygame.Rect(x - half, y - half, 2 * half, 2 * half)
    pygame.draw.rect(surf, P.CURSOR, ring, max(3, L.cell // 16), border_radius=4)
    if typed:
        img = glyph(max(12, round(L.cell * 0.35)), typed + "_", P.CURSOR)
        box = img.get_rect(midleft=(ring.right + 4, y)).inflate(6, 4)
        pygame.draw.rect(surf, P.BG, box, border_radius=4)
        blit_center(surf, img, box.center)


def draw_pen(surf: pygame.Surface, L: Layout, cell: int) -> None:
    """The cell a keyboard or gamepad stroke draws from: a filled dot, as well as the cursor."""
    r = L.cell_rect(cell)
    pygame.draw.circle(surf, P.CURSOR, r.center, max(4, L.cell // 7))
    pygame.draw.circle(surf, P.BG, r.center, max(4, L.cell // 7), max(1, L.cell // 30))


def button_text(text: str, r: pygame.Rect, size: int) -> tuple[list[str], int]:
    """A label's lines and font size in button ``r``: one line at up to ``size``, or two where one line would
    shrink well below it ("Compute sums" in a narrow button) and two are larger."""
    best = [text], fit_size(text, r.w - 8, size)
    words = text.split()
    if best[1] >= size * 0.85 or len(words) < 2:
        return best
    for i in range(1, len(words)):
        lines = [" ".join(words[:i]), " ".join(words[i:])]
        fs = min(fit_size(line, r.w - 8, min(size, (r.h - 4) // 2)) for line in lines)
        if fs > best[1]:
            best = lines, fs
    return best


def draw_button(surf: pygame.Surface, r: pygame.Rect, text: str, size: int, on: bool = False,
                dim: bool = False) -> None:
    """A tool bar button or pad key: a chosen one is filled like a dialog's chosen item, and its label says so
    too (the mode's "> ", a helper's Cancel); a ``dim`` one (Undo with nothing to undo) is struck through:
    never colour alone.  Gold is the focus ring's alone."""
    pygame.draw.rect(surf, P.SELECT if on else P.TOOLBAR_HI, r, border_radius=6)
    ink = P.SELECT_TEXT if on else P.ICON_DIM if dim else P.ICON
    lines, fs = button_text(text, r, size)
    step = r.h // (len(lines) + 1)
    for i, line in enumerate(lines):
        at = blit_center(surf, glyph(fs, line, ink), (r.centerx, r.y + step * (i + 1)))
        if dim:    # nothing to do now: dim and struck through, as the tutorial's spent digits (not colour alone)
            pygame.draw.line(surf, P.ICON, (at.x - 4, at.bottom - 3), (at.right + 4, at.y + 3), max(2, r.h // 20))


def draw_lines(surf: pygame.Surface, r: pygame.Rect, lines: Sequence[tuple[str, tuple[int, int, int]]],
               fs: int) -> None:
    """The panel's text: each line wrapped to the box, shrunk a little until all of it fits (never below
    legible: the last lines are cut instead)."""
    size, least = fs, max(12, fs - 3)
    while True:
        wrapped = [(part, col) for text, col in lines for part in (wrap(text, size, r.w - 12) or [""])]
        step = round(size * 1.25)
        if len(wrapped) * step <= r.h - 4 or size <= least:
            break
        size -= 1
    pygame.draw.rect(surf, P.TOOLBAR, r, border_radius=6)
    for i, (text, col) in enumerate(wrapped[: max(1, r.h // step)]):
        surf.blit(glyph(size, text, col), (r.x + 6, r.y + 3 + i * step))
