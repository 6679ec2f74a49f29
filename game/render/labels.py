"""Row and column labels beside the board: ``r1``.. down the left edge, ``c1``.. along the top.

The labels are the very words the hints name cells with (``r3c5`` is row
``r3``, column ``c5``): both come from :func:`game.engine.puzzle.row_name`
and :func:`~game.engine.puzzle.col_name`, so they cannot disagree for any
kind.  They sit *outside* the board: :func:`with_labels` shrinks the cells
just enough to free a strip on the left and on top, and :func:`draw_labels`
writes into it.  On a board too fine for every label (a 40x25 Ripple in a
small window) every second, fifth ... label is written, never one cut.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from ..engine.puzzle import Puzzle, col_name, row_name
from . import palette as P
from .layout import Layout
from .text import font, glyph


def label_size(cell: int) -> int:
    """The labels' font size for cells of ``cell`` px: readable, never taller than a cell needs."""
    return max(11, min(24, round(cell * 0.45 * P.TEXT_SCALE)))


def _margins(puzzle: Puzzle, cell: int) -> tuple[int, int]:
    """(left, top) strips the labels take at cells of ``cell`` px."""
    f = font(label_size(cell))
    widest = max(f.size(row_name(r))[0] for r in range(puzzle.height)) if puzzle.height else 0
    return widest + 6, f.get_height() + 4


def with_labels(L: Layout, puzzle: Puzzle) -> Layout:
    """``L`` with smaller cells, so the labels fit left of and above the board inside the board's old room."""
    room = L.board
    cols, rows = L.cols, L.rows
    cell = L.cell
    while cell > 1:
        left, top = _margins(puzzle, cell)
        if left + cols * cell <= room.w and top + rows * cell <= room.h:
            break
        cell -= 1
    left, top = _margins(puzzle, cell)
    w, h = cols * cell, rows * cell
    x = room.x + max(0, (room.w - left - w) // 2) + left
    y = room.y + max(0, (room.h - top - h) // 2) + top
    return replace(L, board=pygame.Rect(x, y, w, h), cell=cell, labels=(left, top))


def _step(extent: int, cell: int) -> int:
    """Write every ``_step``-th label so that neighbours do not touch (1, 2, 5, 10, ...)."""
    need = max(1, math.ceil(extent / max(1, cell)))
    for s in (1, 2, 5, 10, 20, 50, 100):
        if s >= need:
            return s
    return need


def draw_labels(surf: pygame.Surface, L: Layout, puzzle: Puzzle) -> None:
    """The row labels right-aligned against the board's left edge, the column labels centred above it."""
    size = label_size(L.cell)
    f = font(size)
    b, g = L.board, L.grid    # the window and the whole board: the same unless zoomed
    rstep = _step(f.get_height(), L.cell)
    for r in range(0, L.rows, rstep):
        y = g.top + r * L.cell + L.cell // 2
        if b.top <= y <= b.bottom:    # zoomed: only the rows in the window
            img = glyph(size, row_name(r), P.ICON)
            surf.blit(img, img.get_rect(midright=(b.left - 4, y)))
    widest = max(f.size(col_name(c))[0] for c in range(L.cols)) if L.cols else 0
    cstep = _step(widest + 4, L.cell)
    for c in range(0, L.cols, cstep):
        x = g.left + c * L.cell + L.cell // 2
        if b.left <= x <= b.right:
            img = glyph(size, col_name(c), P.ICON)
            surf.blit(img, img.get_rect(midbottom=(x, b.top - 2)))
