"""Where the watch view puts things: a pure function of the window and board size.

The search's board and counters on one side, the logical path's board and
sentence on the other (stacked on a portrait screen).  The logical board
shows every candidate, so it gets the larger share (beside its sentence when
that leaves the sentence room): at 800x480 and in portrait its candidates
are readable, not 4-5 px.  Then a row of buttons at least a touch target
high along the bottom, and a close button in the head.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine.puzzle import Puzzle
from ..render.kinds import front_for
from ..render.layout import Layout

BUTTONS = ("play", "step", "slower", "faster", "instant", "restart", "prev", "next")
KEYS = {"play": "Space", "step": "Right", "slower": "Down", "faster": "Up", "instant": "5", "restart": "Enter",
        "prev": "PgUp", "next": "PgDn"}
"""The key each button answers to, shown on the button (and in Help)."""
PAD_KEYS = {"play": "south", "step": "D-pad right", "slower": "D-pad down", "faster": "D-pad up",
            "instant": "hold D-pad up", "restart": "north", "prev": "LB", "next": "RB"}
"""... and the gamepad's, shown instead while the pad is in use (a face button by position: its letter)."""
SEARCH_SHARE = 0.4
"""The search's share of a landscape screen's width: its board shows digits only, the logic's shows every
candidate, so the logic's board is the one that needs the room."""


@dataclass(frozen=True)
class WatchGeometry:
    size: tuple[int, int]
    target: int
    """The side of a touch target (48 px at 800x480)."""
    font: int
    head: pygame.Rect
    close: pygame.Rect
    buttons: dict[str, pygame.Rect]
    brute_info: pygame.Rect
    brute_board: pygame.Rect
    logic_info: pygame.Rect
    logic_board: pygame.Rect
    logic_text: pygame.Rect

    def button_at(self, pos: tuple[int, int]) -> str | None:
        if self.close.collidepoint(pos):
            return "close"
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        return None


def _board_in(area: pygame.Rect, cols: int, rows: int, top: bool = False) -> pygame.Rect:
    """The largest board of square cells inside ``area``, centred (or at its top)."""
    cell = max(4, min(area.w // cols, area.h // rows))
    w, h = cell * cols, cell * rows
    y = area.y if top else area.y + (area.h - h) // 2
    return pygame.Rect(area.x + (area.w - w) // 2, y, w, h)


def watch_geometry(w: int, h: int, cols: int, rows: int, text_scale: float = 1.0) -> WatchGeometry:
    """Where everything goes: a pure function of the window and board size (and the text-size setting)."""
    short = min(w, h)
    t = max(40, min(64, round(short * 0.1)))
    g = max(4, t // 8)
    fs = round(max(14, min(26, round(short * 0.04))) * text_scale)
    line = round(fs * 1.3)
    head = pygame.Rect(0, 0, w, t + g)
    close = pygame.Rect(w - t - g // 2, g // 2, t, t)
    min_w = round(t * 1.45)
    per_row = len(BUTTONS) if len(BUTTONS) * (min_w + g) + g <= w else (len(BUTTONS) + 1) // 2
    nrows = -(-len(BUTTONS) // per_row)
    bw = min(round(t * 2.4), (w - g * (per_row + 1)) // per_row)
    top = h - nrows * (t + g) - g
    x0 = (w - (per_row * bw + (per_row - 1) * g)) // 2
    buttons = {name: pygame.Rect(x0 + (i % per_row) * (bw + g), top + g + (i // per_row) * (t + g), bw, t)
               for i, name in enumerate(BUTTONS)}
    mid = pygame.Rect(g, head.bottom + g, w - 2 * g, top - head.bottom - 2 * g)
    lines4 = 4 * round(fs * 1.25)   # room for four lines of the sentence (longer ones shrink)
    if w >= h:  # landscape: the search on the left, the logic (candidates: the one that needs size) on the right
        left_w = round((mid.w - 2 * g) * SEARCH_SHARE)
        left = pygame.Rect(mid.x, mid.y, left_w, mid.h)
        right = pygame.Rect(left.right + 2 * g, mid.y, mid.right - left.right - 2 * g, mid.h)
        brute_info = pygame.Rect(left.x, left.y, left.w, 4 * line)   # its status wraps in the narrower column
        brute_board = _board_in(pygame.Rect(left.x, brute_info.bottom + g, left.w,
                                            left.bottom - brute_info.bottom - g), cols, rows)
        logic_info = pygame.Rect(right.x, right.y, right.w, line)
        rest = pygame.Rect(right.x, logic_info.bottom + g, right.w, right.bottom - logic_info.bottom - g)
        beside = rest.w - rest.h - 2 * g          # the sentence beside the board, if that leaves it room
        if beside >= max(110, 6 * fs):
            logic_board = _board_in(pygame.Rect(rest.x, rest.y, rest.h, rest.h), cols, rows, top=True)
            logic_text = pygame.Rect(logic_board.right + 2 * g, rest.y, rest.right - logic_board.right - 2 * g,
                                     rest.h)
        else:
            side = min(rest.w, rest.h - lines4)
            logic_board = _board_in(pygame.Rect(rest.x, rest.y, rest.w, side), cols, rows, top=True)
            logic_text = pygame.Rect(right.x, logic_board.bottom + g, right.w, right.bottom - logic_board.bottom - g)
    else:  # portrait: the search above, the logic below, as wide as the screen allows, its sentence under it
        upper = pygame.Rect(mid.x, mid.y, mid.w, round(mid.h * 0.42))
        brute_info = pygame.Rect(upper.x, upper.y, upper.w, 3 * line)
        brute_board = _board_in(pygame.Rect(upper.x, brute_info.bottom + g, upper.w,
                                            upper.bottom - brute_info.bottom - g), cols, rows)
        lower = pygame.Rect(mid.x, upper.bottom + 2 * g, mid.w, mid.bottom - upper.bottom - 2 * g)
        logic_info = pygame.Rect(lower.x, lower.y, lower.w, 2 * line)
        rest = pygame.Rect(lower.x, logic_info.bottom + g, lower.w, lower.bottom - logic_info.bottom - g)
        side = min(rest.w, rest.h - lines4)
        logic_board = _board_in(pygame.Rect(rest.x, rest.y, rest.w, side), cols, rows, top=True)
        logic_text = pygame.Rect(rest.x, logic_board.bottom + g, rest.w, rest.bottom - logic_board.bottom - g)
    return WatchGeometry((w, h), t, fs, head, close, buttons, brute_info, brute_board, logic_info,
                         logic_board, logic_text)


def board_layout(board: pygame.Rect, puzzle: Puzzle, size: tuple[int, int]) -> Layout:
    """A :class:`Layout` holding only a board (no toolbar), for the board renderer."""
    cell = board.w // puzzle.width
    none = pygame.Rect(0, 0, 0, 0)
    layout = Layout(size=size, toolbar=none, icons={}, boxes={}, board=board, cell=cell, cols=puzzle.width,
                    rows=puzzle.height, toast=none)
    return front_for(puzzle.kind).adapt_layout(layout, puzzle)
