"""Where everything goes: a pure function from window size to rectangles.

Nothing here draws or reads pygame state; ``compute_layout(w, h, cols, rows)``
is deterministic, so tests can check every window size (800x480, 720x1280,
down to 480x320) without opening a window, and a resize is just "compute a
new layout, throw the drawstate away".

The toolbar runs along the top: five square icon buttons (menu, random,
wand, thumb, smiley) and three number boxes (puzzle number, score, clock).
When the window is too narrow for one row of both, the boxes drop to a second
toolbar row -- the portrait phone layout.  The board takes the rest, with
square cells, centred, above a one-line message strip.  Candidate slots sit along each cell's top edge (the
seed's screenshots): slot ``d-1`` always belongs to digit ``d``, so a deleted
candidate's *position* stays clickable for the restore button.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

ICONS = ("menu", "random", "wand", "thumb", "smiley")
BOXES = ("number", "score", "clock")


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    toolbar: pygame.Rect
    icons: dict[str, pygame.Rect]
    boxes: dict[str, pygame.Rect]
    board: pygame.Rect
    cell: int
    cols: int
    rows: int
    toast: pygame.Rect

    def cell_rect(self, cell: int) -> pygame.Rect:
        r, c = divmod(cell, self.cols)
        return pygame.Rect(self.board.x + c * self.cell, self.board.y + r * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.board.x, pos[1] - self.board.y
        if x < 0 or y < 0:
            return None
        c, r = x // self.cell, y // self.cell
        if c >= self.cols or r >= self.rows:
            return None
        return int(r * self.cols + c)

    def slot_grid(self, n: int) -> tuple[int, int]:
        """(columns, rows) of candidate slots for a cell holding up to n digits."""
        per_row = n if n <= 5 else math.ceil(n / math.ceil(n / 5))
        return per_row, math.ceil(n / per_row)

    def slot_rect(self, cell: int, digit: int, n: int) -> pygame.Rect:
        """The clickable place of candidate ``digit`` in a cell of up to ``n`` digits."""
        cr = self.cell_rect(cell)
        per_row, nrows = self.slot_grid(n)
        band = self.cell * (0.34 if nrows == 1 else 0.27 * nrows)
        inset = max(2, self.cell // 11)  # clear of the region walls (cell // 14 thick)
        w = (self.cell - 2 * inset) / per_row
        h = band / nrows
        i = digit - 1
        col, row = i % per_row, i // per_row
        x0 = cr.x + inset + col * w
        y0 = cr.y + inset + row * h
        return pygame.Rect(round(x0), round(y0), round(x0 + w) - round(x0), round(y0 + h) - round(y0))

    def slot_at(self, cell: int, pos: tuple[int, int], n: int) -> int:
        """The digit whose slot holds ``pos`` (0 if none) in a cell of up to ``n`` digits."""
        for d in range(1, n + 1):
            if self.slot_rect(cell, d, n).collidepoint(pos):
                return d
        return 0

    def icon_at(self, pos: tuple[int, int]) -> str | None:
        for name, r in self.icons.items():
            if r.collidepoint(pos):
                return name
        return None


def compute_layout(w: int, h: int, cols: int = 6, rows: int = 6) -> Layout:
    w, h = max(w, 1), max(h, 1)
    short = min(w, h)
    bar_h = max(32, min(72, round(short * 0.1)))
    pad = max(4, bar_h // 8)
    icon = bar_h - 2 * pad
    box_w = round(icon * 1.9)
    one_row = 5 * (icon + pad) + 3 * (box_w + pad) + 3 * pad <= w
    if not one_row:  # narrow: shrink icons until 5 fit, boxes go to row two
        icon = min(icon, (w - 6 * pad) // 5)
        box_w = min(round(icon * 1.9), (w - 4 * pad) // 3)
    toolbar = pygame.Rect(0, 0, w, bar_h if one_row else 2 * bar_h)
    icons = {}
    x = pad
    for name in ICONS:
        icons[name] = pygame.Rect(x, pad + (bar_h - 2 * pad - icon) // 2, icon, icon)
        x += icon + pad
    boxes = {}
    if one_row:
        bx = w - 3 * (box_w + pad)
        by = pad
    else:
        bx = (w - 3 * box_w - 2 * pad) // 2
        by = bar_h + pad
    for name in BOXES:
        boxes[name] = pygame.Rect(bx, by, box_w, bar_h - 2 * pad)
        bx += box_w + pad
    margin = max(6, short // 40)
    # A message strip along the bottom: messages never cover the board.
    toast_h = max(22, bar_h // 2)
    toast = pygame.Rect(margin, h - toast_h - margin // 2, w - 2 * margin, toast_h)
    avail_w = w - 2 * margin
    avail_h = toast.top - toolbar.bottom - 2 * margin
    cell = max(8, min(avail_w // cols, avail_h // rows))
    bw, bh = cell * cols, cell * rows
    board = pygame.Rect((w - bw) // 2, toolbar.bottom + margin + (avail_h - bh) // 2, bw, bh)
    return Layout((w, h), toolbar, icons, boxes, board, cell, cols, rows, toast)
