"""Where everything on the tutorial screen goes: a pure function of the window, the board and the digits.

The head holds the title and Skip; below it the words (what to do, and what
the last move meant), the tiny board and a pad of digit buttons.  A wide
window puts the board on the left and the words over the pad on the right.  A
tall one is laid out as the play screen is in portrait: the words join the
head in one band across the top, the pad sits in a dock at the bottom (where
the game's pad is), and the board, as wide as the window allows, is centred
in the space between them; the message strip at the bottom (where the key
hints show) is left clear.  Every button is at least a finger
(48 px) in both directions, and the words are never below 15 px.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..render.layout import toast_rect
from ..render.text import line_step, wrap
from ..render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen


@dataclass(frozen=True)
class TutorialGeometry:
    size: tuple[int, int]
    t: int
    """The side of a button."""
    fs: int
    """The words' font size (the longest words of a step fit in :attr:`words` at it)."""
    head: pygame.Rect
    title: pygame.Rect
    skip: pygame.Rect
    words: pygame.Rect
    board: pygame.Rect
    """The board, exactly ``cols`` x ``rows`` cells of :attr:`cell` px."""
    cell: int
    pad: tuple[pygame.Rect, ...]
    """The digit buttons, 1 first."""
    play: pygame.Rect
    """The finish screen's button (where the pad is while a step is on show)."""
    band: pygame.Rect
    """The top band drawn behind the head (and, in a tall window, the words under it)."""
    dock: pygame.Rect
    """The bottom band behind the pad in a tall window (empty in a wide one)."""


Words = list[tuple[bool, str]]
"""Paragraphs shown together, top down; True marks a verdict, drawn after a tick or a cross."""


def mark_side(size: int) -> int:
    """The side of the tick or cross before a verdict, at font ``size``."""
    return round(size * 1.3)


def indent(size: int) -> int:
    """How far a verdict's words sit to the right of its tick or cross."""
    return mark_side(size) + size // 2


def words_height(words: Words, size: int, width: int) -> int:
    """The height ``words`` take wrapped at ``width``, a paragraph gap between them."""
    step = line_step(size)
    lines = sum(len(wrap(t, size, width - (indent(size) if marked else 0))) for marked, t in words if t)
    return lines * step + max(0, len([t for _, t in words if t]) - 1) * step // 2


def _pad(area: pygame.Rect, digits: int, t: int, gap: int) -> tuple[pygame.Rect, ...]:
    """``digits`` buttons in as few rows as fit ``area``'s width, centred in it."""
    per_row = max(1, min(digits, (area.w + gap) // (t + gap)))
    rows = -(-digits // per_row)
    per_row = -(-digits // rows)                # rows as even as may be: 9 digits go 5 + 4, not 8 + 1
    side = max(t, min(round(t * 1.4), (area.w + gap) // per_row - gap))
    out = []
    for i in range(digits):
        r, c = divmod(i, per_row)
        in_row = min(per_row, digits - r * per_row)
        x0 = area.centerx - (in_row * (side + gap) - gap) // 2
        out.append(pygame.Rect(x0 + c * (side + gap), area.y + r * (side + gap), side, side))
    return tuple(out)


def pad_height(area_w: int, digits: int, t: int, gap: int) -> int:
    pad = _pad(pygame.Rect(0, 0, area_w, 0), digits, t, gap)
    return pad[-1].bottom if pad else 0


def tutorial_geometry(size: tuple[int, int], cols: int, rows: int, digits: int, screens: list[Words],
                      scale: float = 1.0) -> TutorialGeometry:
    """The screen for a board of ``cols`` x ``rows`` and ``digits`` buttons; the words' size is the largest
    at which every one of ``screens`` (the texts shown together at some moment) fits, so it never jumps."""
    w, h = max(size[0], 1), max(size[1], 1)
    t = max(TARGET, min(64, min(w, h) // 9))
    pad = max(6, t // 6)
    gap = max(6, t // 6)
    fs0 = max(15, round(min(30, max(16, min(w, h) / 20)) * scale))
    head = pygame.Rect(0, 0, w, t + 2 * pad)
    skip_w = max(2 * t, round(fs0 * 4.5))
    skip = pygame.Rect(w - pad - skip_w, pad, skip_w, t)
    title = pygame.Rect(pad * 2, pad, skip.x - 4 * pad, t)
    bottom = toast_rect(w, h).top - pad // 2     # the message strip and the key hints stay clear
    body = pygame.Rect(pad * 2, head.bottom + pad, w - 4 * pad, bottom - head.bottom - pad)
    wide = w >= h * 1.15
    if wide:
        side_w = max(round(body.w * 0.5), 280)
        board_area = pygame.Rect(body.x, body.y, body.w - side_w - 2 * pad, body.h)
        column = pygame.Rect(board_area.right + 2 * pad, body.y, body.right - board_area.right - 2 * pad, body.h)
        ph = pad_height(column.w, digits, t, gap)
        pad_area = pygame.Rect(column.x, column.bottom - ph, column.w, ph)
        words = pygame.Rect(column.x, column.y, column.w, pad_area.y - column.y - pad)
    else:
        ph = pad_height(body.w, digits, t, gap)
        pad_area = pygame.Rect(body.x, body.bottom - ph - pad, body.w, ph)
        need = max(words_height(words, fs0, body.w) for words in screens) if screens else 0
        words = pygame.Rect(body.x, body.y, body.w, min(need, round(body.h * 0.42)))
        board_area = pygame.Rect(body.x, words.bottom + 3 * pad, body.w, pad_area.y - words.bottom - 6 * pad)
    fs = fs0
    while fs > 15 and any(words_height(said, fs, words.w) > words.h for said in screens):
        fs -= 1
    most = 140 if wide else board_area.w    # a tall window's board is as wide as it can be, as in play
    cell = max(8, min(board_area.w // max(1, cols), board_area.h // max(1, rows), most))
    board = pygame.Rect(0, 0, cell * cols, cell * rows)
    board.center = board_area.center
    band, dock = head, pygame.Rect(0, 0, 0, 0)
    if not wide:
        band = pygame.Rect(0, 0, w, words.bottom + pad)
        dock = pygame.Rect(0, pad_area.y - pad, w, pad_area.h + 2 * pad)
    buttons = _pad(pad_area, digits, t, gap)
    play_w = min(pad_area.w, max(3 * t, round(fs * 7)))
    play = pygame.Rect(pad_area.centerx - play_w // 2, pad_area.bottom - t, play_w, t)
    return TutorialGeometry((w, h), t, fs, head, title, skip, words, board, cell, buttons, play, band, dock)
