"""The hint on the board: the nudge's highlight, then the red and green marks, big enough to read.

**The nudge** (the hint's first stage) tints the cells to look at and
draws a dashed outline round them: a pattern as well as a colour.

**The marks** (second stage on) are drawn as chips a good deal larger than
a candidate -- three fifths of a cell for one mark in a cell, a grid of
chips for several -- kept inside their cell (never clipped by its edge),
over a tinted cell with a border.  A cell too small for a readable mark (a
40x25 Ripple in a small window) gets its marks as a callout just beside it.
A cell whose marks make a grid shows its other candidates in the same grid,
plain, on a tray over the small candidates, so no digit is drawn twice in
two places (the small ones peeked out between the chips).
Shape tells them apart, not colour alone: a candidate that *goes* is a
filled square struck through; a candidate that is the *reason* is a ring;
an answered cell that is a reason gets a ring round its digit.

The board renderer calls :func:`draw_under` before the digits and
:func:`draw_over` after them; both read the UI state's ``hint``,
``hint_stage`` and ``hint_look`` (absent fields mean the whole hint, as the
watch view shows it).
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from ..engine.deduction import Deduction
from ..engine.puzzle import Puzzle
from . import palette as P
from .layout import Layout
from .text import blit_center, fit_size, glyph

MARKS_STAGE = 1
"""The hint stage from which the marks show (0 is the nudge alone)."""
MIN_CHIP = 20
"""The smallest mark drawn, in pixels: a digit in it is still read at arm's length (smaller cells get a callout)."""
TRAY = (248, 248, 244)
"""Under a cell's grid of chips: hides the cell's small candidates, which sit elsewhere in the cell."""
FOCUS_TINT = (255, 200, 40, 70)
FOCUS_EDGE = (20, 20, 24)


def _stage(ui: object) -> int:
    return int(getattr(ui, "hint_stage", 9))


def _tint(surf: pygame.Surface, rects: Sequence[pygame.Rect], colour: tuple[int, int, int, int]) -> None:
    for r in rects:
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        layer.fill(colour)
        surf.blit(layer, r.topleft)


def draw_under(surf: pygame.Surface, L: Layout, d: Deduction | None, ui: object) -> None:
    """Under the digits: the nudge's tint, and from the marks' stage the marked cells' tint."""
    if d is None:
        return
    look: frozenset[int] = getattr(ui, "hint_look", frozenset())
    _tint(surf, [L.cell_rect(c) for c in look], FOCUS_TINT)
    if _stage(ui) >= MARKS_STAGE:
        red = {c for c, _ in d.eliminations}
        _tint(surf, [L.cell_rect(c) for c in red], (*P.RED, 45))
        _tint(surf, [L.cell_rect(c) for c, _ in d.reasons if c not in red], (*P.GREEN, 45))


def _dashed(surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], width: int, dash: int) -> None:
    (x0, y0), (x1, y1) = a, b
    length = max(abs(x1 - x0), abs(y1 - y0))
    for i in range(0, length, 2 * dash):
        t0, t1 = i / length, min(1.0, (i + dash) / length)
        p = (round(x0 + (x1 - x0) * t0), round(y0 + (y1 - y0) * t0))
        q = (round(x0 + (x1 - x0) * t1), round(y0 + (y1 - y0) * t1))
        pygame.draw.line(surf, FOCUS_EDGE, p, q, width + 2)
        pygame.draw.line(surf, P.GOLD, p, q, width)


def draw_outline(surf: pygame.Surface, L: Layout, cells: frozenset[int]) -> None:
    """A dashed gold-and-dark outline round the edge of ``cells`` (the nudge: pattern and colour)."""
    w = max(2, L.cell // 16)
    dash = max(4, L.cell // 6)
    for c in cells:
        r = L.cell_rect(c)
        y, x = divmod(c, L.cols)
        if x == 0 or c - 1 not in cells:
            _dashed(surf, (r.left + w // 2, r.top), (r.left + w // 2, r.bottom), w, dash)
        if x == L.cols - 1 or c + 1 not in cells:
            _dashed(surf, (r.right - w // 2, r.top), (r.right - w // 2, r.bottom), w, dash)
        if y == 0 or c - L.cols not in cells:
            _dashed(surf, (r.left, r.top + w // 2), (r.right, r.top + w // 2), w, dash)
        if y == L.rows - 1 or c + L.cols not in cells:
            _dashed(surf, (r.left, r.bottom - w // 2), (r.right, r.bottom - w // 2), w, dash)


def _callout(L: Layout, r: pygame.Rect, k: int) -> list[pygame.Rect]:
    """Chips of :data:`MIN_CHIP` for a cell too small to hold them: a row just above the cell (below it on
    the top row), kept on the board; the cell itself keeps its border so the eye finds it."""
    size = MIN_CHIP
    cols = min(k, 4)
    rows = math.ceil(k / cols)
    group = pygame.Rect(0, 0, cols * size, rows * size)
    group.midbottom = (r.centerx, r.top - 2)
    if group.top < L.board.top:
        group.midtop = (r.centerx, r.bottom + 2)
    group = group.clamp(L.board) if L.board.w >= group.w and L.board.h >= group.h else group
    return [pygame.Rect(group.x + (i % cols) * size, group.y + (i // cols) * size, size, size) for i in range(k)]


def chip_rects(L: Layout, cell: int, slots: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where the ``len(slots)`` marks of ``cell`` go: one chip by its slot, several in a grid, all inside
    the cell -- or, when that would make them smaller than :data:`MIN_CHIP`, a callout beside the cell."""
    r = L.cell_rect(cell)
    inset = max(2, L.cell // 14)
    inner = r.inflate(-2 * inset, -2 * inset)
    k = len(slots)
    cols = max(1, math.ceil(math.sqrt(k)))
    rows = max(1, math.ceil(k / cols))
    size = max(6, min(round(L.cell * (0.6 if k == 1 else 0.5)), inner.w // cols, inner.h // rows))
    if size < MIN_CHIP:
        return _callout(L, r, k)
    if k == 1:
        chip = pygame.Rect(0, 0, size, size)
        chip.center = slots[0].center
        return [chip.clamp(inner)]
    x0 = inner.centerx - cols * size // 2
    y0 = inner.centery - rows * size // 2
    return [pygame.Rect(x0 + (i % cols) * size, y0 + (i // cols) * size, size, size) for i in range(k)]


def _chip(surf: pygame.Surface, box: pygame.Rect, text: str, goes: bool | None) -> None:
    pad = max(1, box.w // 12)
    body = box.inflate(-pad, -pad)
    size = fit_size(text, round(body.w * 0.75), round(body.h * 0.95))
    lw = max(2, body.w // 9)
    if goes is None:   # a candidate the hint leaves alone: plain, as the small ones read
        blit_center(surf, glyph(size, text, P.CAND), body.center)
    elif goes:   # a filled square, struck through
        pygame.draw.rect(surf, P.RED, body, border_radius=max(2, body.w // 6))
        blit_center(surf, glyph(size, text, (255, 255, 255)), body.center)
        pygame.draw.line(surf, (60, 0, 0), (body.left + lw, body.bottom - lw), (body.right - lw, body.top + lw),
                         max(2, lw // 2 + 1))
    else:      # a ring
        radius = body.w // 2
        pygame.draw.circle(surf, (240, 255, 240), body.center, radius)
        pygame.draw.circle(surf, P.GREEN, body.center, radius, lw)
        blit_center(surf, glyph(size, text, P.GREEN), body.center)


Chip = tuple[pygame.Rect, int, "bool | None"]
"""(box, digit, goes): True a candidate that goes, False a reason, None a candidate left alone."""


def mark_boxes(L: Layout, puzzle: Puzzle, d: Deduction,
               cands: Sequence[int]) -> tuple[list[int], list[Chip]]:
    """(answered reason cells, which get a ring round their digit; a chip for every other mark, and for
    the untouched candidates of a cell whose marks make a grid inside it)."""
    rings, chips, _trays = mark_layout(L, puzzle, d, cands)
    return rings, chips


def mark_layout(L: Layout, puzzle: Puzzle, d: Deduction,
                cands: Sequence[int]) -> tuple[list[int], list[Chip], list[int]]:
    """:func:`mark_boxes`, and the cells whose chips make a grid inside them (each gets a tray)."""
    rings: list[int] = []
    marks: dict[int, list[tuple[int, bool | None]]] = {}
    for c, digit in d.reasons:
        m = cands[c] if 0 <= c < len(cands) else 0
        if m and not m & (m - 1):
            rings.append(c)
        else:
            marks.setdefault(c, []).append((digit, False))
    for c, digit in d.eliminations:
        marks.setdefault(c, []).append((digit, True))
    chips: list[Chip] = []
    trays: list[int] = []
    for c, items in marks.items():
        n = puzzle.max_digit[c]
        m = cands[c] if 0 <= c < len(cands) else 0
        marked = {digit for digit, _ in items}
        full = [*items, *((x, None) for x in range(1, n + 1) if m >> x & 1 and x not in marked)]
        for group in (full, items) if len(items) > 1 else (items,):
            group.sort(key=lambda item: item[0])
            boxes = chip_rects(L, c, [L.slot_rect(c, digit, n) for digit, _ in group])
            inside = len(group) > 1 and all(L.cell_rect(c).contains(b) for b in boxes)
            if inside or group is items:   # a callout shows the marks alone
                chips += [(box, digit, goes) for (digit, goes), box in zip(group, boxes)]
                trays += [c] if inside else []
                break
    return rings, chips, trays


def draw_over(surf: pygame.Surface, L: Layout, puzzle: Puzzle, label: Callable[[int], str],
              d: Deduction | None, ui: object, cands: Sequence[int]) -> None:
    """Over the digits: the nudge's outline, and from the marks' stage the chips and rings."""
    if d is None:
        return
    look: frozenset[int] = getattr(ui, "hint_look", frozenset())
    if look:
        draw_outline(surf, L, look)
    if _stage(ui) < MARKS_STAGE:
        return
    rings, chips, trays = mark_layout(L, puzzle, d, cands)
    small = L.cell * 0.6 < MIN_CHIP
    for c in rings:   # round the digit; round the whole cell when the cell is too small to ring inside it
        pygame.draw.circle(surf, P.GREEN, L.cell_rect(c).center, round(L.cell * (0.75 if small else 0.4)),
                           2 if small else max(3, L.cell // 14))
    red = {c for c, _ in d.eliminations}
    for c in {c for c, _ in d.eliminations} | {c for c, _ in d.reasons if c not in rings}:
        pygame.draw.rect(surf, P.RED if c in red else P.GREEN, L.cell_rect(c), max(2, L.cell // 20))
    lw = max(2, L.cell // 20)
    for c in trays:   # a grid in the cell: its tray hides the small candidates the grid repeats
        pygame.draw.rect(surf, TRAY, L.cell_rect(c).inflate(-2 * lw - 2, -2 * lw - 2),
                         border_radius=max(2, L.cell // 12))
    for box, digit, goes in chips:
        _chip(surf, box, label(digit), goes)
    for c in red | {c for c, _ in d.reasons if c not in rings}:   # a callout's cell, drawn over its chips' shadow
        if small:
            pygame.draw.rect(surf, P.RED if c in red else P.GREEN, L.cell_rect(c).inflate(2, 2), 2)
