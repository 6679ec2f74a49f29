"""Zoom and pan: a big board seen through a window, with an overview of where the window is.

A board whose cells would be smaller than a finger (a 24x14 Ripple on the 800x480 display) can be
zoomed.  The :class:`View` is the player's choice -- how big a cell is, and which point of the board
sits in the middle of the window -- and :func:`zoomed` turns it into a
:class:`~game.render.layout.Layout` whose ``board`` is the window (the board's rectangle in the
unzoomed layout, so nothing around it moves) and whose ``origin`` is where the whole board's top left
would be.  Every cell rectangle, candidate slot and hit-test then follows the view without knowing of
it.  A view that asks for no more than the fitted cell gives back the very layout it was given: a board
that fits looks exactly as it does without zoom.

The centre is kept in cells, not pixels, so a resize or a zoom keeps the same part of the board in view.
The overview is a small map of the whole board in a corner of the window, with the visible part
outlined; it moves to the other corner when the selected cell would hide under it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from .layout import Layout

FINGER = 48
"""The touch-target minimum: cells zoomed for a finger are at least this wide."""
MAX_PIXELS = 8_000_000
"""The most pixels a zoomed board's background may take (a 40x25 board stops near 89 px cells)."""
STEP = 1.25
"""One zoom step (a wheel notch, a key, a stick push)."""


@dataclass(frozen=True)
class View:
    """The player's zoom: the cell size asked for (0: fit the window) and the board point, in cells,
    that sits in the middle of the window."""

    cell: int = 0
    cx: float = 0.0
    cy: float = 0.0


FIT = View()


def max_cell(L: Layout) -> int:
    """The biggest cell a zoom may reach: a few cells still in view, and a background of sane size."""
    port = L.board
    by_window = min(port.w, port.h) // 3
    by_memory = int(math.sqrt(MAX_PIXELS / max(1, L.cols * L.rows)))
    return max(L.cell, min(by_window, by_memory, 160))


def cell_size(L: Layout, view: View, floor: int = 0) -> int:
    """The cell size ``view`` gets in the fitted layout ``L``, at least ``floor`` (a finger on touch)."""
    return min(max(view.cell, floor, L.cell), max_cell(L))


def zoomed(L: Layout, view: View, floor: int = 0) -> Layout:
    """``L`` (the fitted layout) as ``view`` shows it; ``L`` itself when the view needs no zoom."""
    cell = cell_size(L, view, floor)
    if cell <= L.cell:
        return L
    port = L.board
    bw, bh = L.cols * cell, L.rows * cell
    x0 = _clamp(view.cx * cell - port.w / 2, bw - port.w)
    y0 = _clamp(view.cy * cell - port.h / 2, bh - port.h)
    return replace(L, cell=cell, origin=(port.x - round(x0), port.y - round(y0)))


def _clamp(offset: float, spare: float) -> float:
    """An offset into the board kept so the window never shows past its edge (centred when it is smaller)."""
    if spare <= 0:
        return spare / 2
    return min(max(offset, 0.0), spare)


def settle(L: Layout, view: View, floor: int = 0) -> View:
    """``view`` with the cell size it really gets and its centre pulled back inside the board."""
    Z = zoomed(L, view, floor)
    if Z is L:
        return View(0, L.cols / 2, L.rows / 2)
    ox, oy = Z.origin or Z.board.topleft
    return View(Z.cell, (Z.board.centerx - ox) / Z.cell, (Z.board.centery - oy) / Z.cell)


def zoom_about(L: Layout, view: View, factor: float, pos: tuple[int, int] | None, floor: int = 0) -> View:
    """Zoom by ``factor`` keeping the board point under ``pos`` (the window's centre if None) still."""
    Z = zoomed(L, view, floor)
    port = L.board
    px, py = pos if pos is not None and port.collidepoint(pos) else port.center
    ox, oy = Z.origin or Z.board.topleft
    bx, by = (px - ox) / Z.cell, (py - oy) / Z.cell    # the board point under the pointer, in cells
    new = max(L.cell, min(round(Z.cell * factor), max_cell(L)))
    if new == Z.cell and factor != 1:
        new = max(L.cell, min(Z.cell + (1 if factor > 1 else -1), max_cell(L)))
    cx = bx + (port.centerx - px) / new
    cy = by + (port.centery - py) / new
    return settle(L, View(0 if new <= L.cell else new, cx, cy), floor)


def pan(L: Layout, view: View, dx: int, dy: int, floor: int = 0) -> View:
    """Move the board ``dx``, ``dy`` pixels under the window (a finger dragging it along)."""
    Z = zoomed(L, view, floor)
    if Z is L:
        return view
    v = settle(L, view, floor)
    return settle(L, View(v.cell, v.cx - dx / Z.cell, v.cy - dy / Z.cell), floor)


def show_cell(L: Layout, view: View, cell: int, floor: int = 0) -> View:
    """The least move that brings ``cell`` (with half a cell of air where there is room) into the window,
    clear of the overview."""
    Z = zoomed(L, view, floor)
    if Z is L or cell < 0:
        return view
    v = settle(L, view, floor)
    r = Z.cell_rect(cell)
    port = Z.board
    air = min(Z.cell // 2, max(0, (port.w - Z.cell) // 2), max(0, (port.h - Z.cell) // 2))
    room = port.inflate(-2 * air, -2 * air)
    dx = room.left - r.left if r.left < room.left else room.right - r.right if r.right > room.right else 0
    dy = room.top - r.top if r.top < room.top else room.bottom - r.bottom if r.bottom > room.bottom else 0
    v = settle(L, View(v.cell, v.cx - dx / Z.cell, v.cy - dy / Z.cell), floor)
    Z = zoomed(L, v, floor)
    o = overview(Z, Z.cell_rect(cell))
    if o is not None and o[0].colliderect(Z.cell_rect(cell)):   # both corners taken: scroll it clear
        v = settle(L, View(v.cell, v.cx, v.cy + (o[0].h + air) / Z.cell), floor)
    return v


def overview(Z: Layout, avoid: pygame.Rect | None = None) -> tuple[pygame.Rect, float] | None:
    """The overview's rectangle and its cell size in a zoomed layout (None unzoomed): bottom right in the
    window, top right when ``avoid`` (the selected cell) would be under it.  Never over the board's own
    corner: with the window scrolled as far as it goes both ways at a corner, the cells under the overview
    could not be scrolled out from under it (a finger could never reach them), so it takes the next corner
    where the board goes on past the window."""
    if Z.origin is None:
        return None
    port, grid = Z.board, Z.grid
    m = max(2.0, min(port.w * 0.25 / Z.cols, port.h * 0.25 / Z.rows, 8.0))
    w, h = math.ceil(m * Z.cols) + 4, math.ceil(m * Z.rows) + 4
    inset = max(4, Z.target // 8)
    left, right = port.x + inset, port.right - w - inset
    top, bottom = port.y + inset, port.bottom - h - inset
    spots = [((right, grid.right <= port.right), (bottom, grid.bottom <= port.bottom)),   # (place, the board
             ((right, grid.right <= port.right), (top, grid.top >= port.top)),            # ends in view there)
             ((left, grid.left >= port.left), (bottom, grid.bottom <= port.bottom)),
             ((left, grid.left >= port.left), (top, grid.top >= port.top))]
    for (x, x_end), (y, y_end) in spots:
        r = pygame.Rect(x, y, w, h)
        if not (x_end and y_end) and (avoid is None or not r.colliderect(avoid)):
            return r, m
    r = pygame.Rect(right, bottom, w, h)
    if avoid is not None and r.colliderect(avoid):
        r.top = top
    return r, m


def visible_cells(Z: Layout) -> pygame.Rect:
    """The part of the board in the window, in cells (x, y, w, h), rounded outwards."""
    ox, oy = Z.origin or Z.board.topleft
    x0 = max(0, (Z.board.left - ox) // Z.cell)
    y0 = max(0, (Z.board.top - oy) // Z.cell)
    x1 = min(Z.cols, -(-(Z.board.right - ox) // Z.cell))
    y1 = min(Z.rows, -(-(Z.board.bottom - oy) // Z.cell))
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def jump(L: Layout, view: View, box: pygame.Rect, m: float, pos: tuple[int, int], floor: int = 0) -> View:
    """The view centred on the board point under ``pos`` in the overview ``box`` of cell size ``m``."""
    v = settle(L, view, floor)
    return settle(L, View(v.cell, (pos[0] - box.x - 2) / m, (pos[1] - box.y - 2) / m), floor)


def show_cells(L: Layout, view: View, cells: list[int], floor: int = 0) -> View:
    """Bring ``cells`` into the window (a hint's): all of them when they fit, else the first."""
    if not cells:
        return view
    cols = [c % L.cols for c in cells]
    rows = [c // L.cols for c in cells]
    v = show_cell(L, view, max(rows) * L.cols + max(cols), floor)
    return show_cell(L, v, min(rows) * L.cols + min(cols), floor)


def room(L: Layout) -> pygame.Rect:
    """The window a zoomed board may fill: the fitted board grown into the free space around it, up to
    the toolbar, the pad, the message strip and the window's edges (a portrait window's empty bands)."""
    m = max(4, min(L.size) // 60)
    b = L.board
    things = [r for r in (L.toolbar, L.pad, L.toast) if r is not None and r.w > 0 and r.h > 0]
    left, right, top, bottom = m, L.size[0] - m, m, L.toast.top - m
    for o in things:
        if o.top < b.bottom and o.bottom > b.top:
            if o.right <= b.left:
                left = max(left, o.right + m)
            elif o.left >= b.right:
                right = min(right, o.left - m)
    for o in things:
        if o.left < right and o.right > left:
            if o.bottom <= b.top:
                top = max(top, o.bottom + m)
            elif o.top >= b.bottom:
                bottom = min(bottom, o.top - m)
    left, top = min(left, b.left), min(top, b.top)     # never less than the fitted board
    right, bottom = max(right, b.right), max(bottom, b.bottom)
    return pygame.Rect(left, top, right - left, bottom - top)
