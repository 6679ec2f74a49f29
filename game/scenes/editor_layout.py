"""Where the editor puts things: a pure function of the window, the board's size and the controls shown.

The board takes the left of a landscape window (the top of a portrait one);
the rest is a panel holding, from the top, the verdict (a few lines of
text), the tool bar's buttons in as many columns as fit at least
:data:`MIN_BUTTON` targets wide, and the pad of the mode in use (digits, or
the regions' Split).  Every button and key is at least a target high (48 px
at 800x480, :data:`TARGET`), and the board gets whatever the panel leaves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..render.layout import toast_rect
from ..render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen


MIN_BUTTON = 1.8
"""A tool bar button's least width, in targets: room for a word such as "Minimise"."""
STATUS_LINES = 4
"""The verdict's least room, in lines; it takes what the controls leave, up to :data:`MOST_LINES`."""
MOST_LINES = 7
KEYS_ROOM = 12
"""Pad keys the layout always leaves room for (the most a mode shows: 0-9, Del, OK), so the board and the
tool bar stay put when the mode changes."""


@dataclass(frozen=True)
class EditorGeometry:
    size: tuple[int, int]
    target: int
    font: int
    board: pygame.Rect
    cell: int
    status: pygame.Rect
    area: pygame.Rect
    """The board's share of the window: a zoomed board's window fills it."""
    buttons: dict[str, pygame.Rect]
    keys: dict[str, pygame.Rect]

    def control_at(self, pos: tuple[int, int]) -> str | None:
        """The button (its name) or pad key (``key:NAME``) under ``pos``, if any."""
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        for name, r in self.keys.items():
            if r.collidepoint(pos):
                return "key:" + name
        return None

    def controls(self) -> dict[str, pygame.Rect]:
        """Every control, buttons first, keys as ``key:NAME``: the focus ring's stops."""
        return {**self.buttons, **{"key:" + k: r for k, r in self.keys.items()}}


def _grid(area: pygame.Rect, names: list[str], per_row: int, h: int, g: int) -> dict[str, pygame.Rect]:
    """``names`` in rows of ``per_row`` across ``area``'s width, from its top, each ``h`` high."""
    if not names:
        return {}
    per_row = max(1, min(per_row, len(names)))
    w = (area.w - (per_row - 1) * g) // per_row
    return {name: pygame.Rect(area.x + (i % per_row) * (w + g), area.y + (i // per_row) * (h + g), w, h)
            for i, name in enumerate(names)}


def _rows(n: int, per_row: int) -> int:
    return math.ceil(n / max(1, per_row)) if n else 0


def editor_geometry(w: int, h: int, cols: int, rows: int, buttons: list[str], keys: list[str],
                    text_scale: float = 1.0, left: bool = False) -> EditorGeometry:
    """Where everything goes (see the module's essay); ``left``: the panel on the left (the hand setting), as
    the play screen puts its pad under a left-handed player's thumb."""
    size = (w, h)
    h = toast_rect(w, h).y      # the message strip (and the key hints) along the bottom stay clear
    short = min(w, h)
    t = max(TARGET, min(72, round(short * 0.1)))
    g = max(4, t // 10)
    fs = round(max(16, min(26, round(short * 0.04))) * text_scale)
    status_h = STATUS_LINES * round(fs * 1.3) + g
    bw = round(t * MIN_BUTTON)
    portrait = h > w * 1.15

    def panel_height(pw: int) -> int:
        per_row = max(1, (pw + g) // (bw + g))
        key_row = max(1, (pw + g) // (t + g))
        n = _rows(len(buttons), per_row) + _rows(max(len(keys), KEYS_ROOM), min(key_row, 10))
        return status_h + g + n * (t + g)

    if portrait:
        pw = w - 2 * g
        ph = panel_height(pw)
        side = max(4 * rows, min(pw, h - ph - 3 * g))
        area = pygame.Rect(g, g, pw, side)
        panel = pygame.Rect(g, area.bottom + g, pw, h - area.bottom - 2 * g)
    else:
        # The panel takes four buttons' width (at least), the board the rest up to the window's height.
        pw = max(4 * (bw + g), w - 3 * g - (h - 2 * g))
        pw = min(pw, w - 3 * g - 4 * cols)
        area = pygame.Rect(g, g, w - 3 * g - pw, h - 2 * g)
        panel = pygame.Rect(area.right + g, g, pw, h - 2 * g)
    cell = max(4, min(area.w // cols, area.h // rows))
    board = pygame.Rect(0, 0, cell * cols, cell * rows)
    board.center = area.center
    if portrait:
        board.top = area.top
    per_row = max(1, (panel.w + g) // (bw + g))
    controls_h = (_rows(len(buttons), per_row) + _rows(max(len(keys), KEYS_ROOM),
                                                       min(10, max(1, (panel.w + g) // (t + g))))) * (t + g)
    status_h = max(status_h, min(panel.h - controls_h - g, MOST_LINES * round(fs * 1.3) + g))
    status = pygame.Rect(panel.x, panel.y, panel.w, status_h)
    tools = pygame.Rect(panel.x, status.bottom + g, panel.w, 0)
    placed = _grid(tools, buttons, per_row, t, g)
    below = max((r.bottom for r in placed.values()), default=status.bottom) + g
    key_row = min(10, max(1, (panel.w + g) // (t + g)), len(keys) or 1)
    pad_w = min(panel.w, key_row * round(t * 1.5) + (key_row - 1) * g)
    pad = pygame.Rect(panel.x + (panel.w - pad_w) // 2, below, pad_w, 0)
    placed_keys = _grid(pad, keys, key_row, t, g)
    if left and not portrait:   # the panel moves to the left whole, keeping its reading order
        to_left, to_right = -(area.w + g), pw + g
        board, status, area = board.move(to_right, 0), status.move(to_left, 0), area.move(to_right, 0)
        placed = {k: r.move(to_left, 0) for k, r in placed.items()}
        placed_keys = {k: r.move(to_left, 0) for k, r in placed_keys.items()}
    return EditorGeometry(size, t, fs, board, cell, status, area.union(board), placed, placed_keys)

