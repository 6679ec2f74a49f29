"""A layout: the rectangles of one window's game screen, and what lies under a point.

:class:`Layout` holds where the board, its cells and candidate slots, the
toolbar's icons and number boxes, the on-screen digit pad and the message
strip are, and answers the hit tests the input needs (:meth:`Layout.cell_at`,
:meth:`Layout.slot_at`, :meth:`Layout.digit_at` ...).  It is a value: nothing
here draws or reads pygame state.  Which layout a window gets is worked out by
:func:`game.render.arrange.compute_layout`; the message strip's place depends
on the window size alone (:func:`toast_rect`), so the app can draw it
without a puzzle.

Candidate slots sit along each cell's top edge (the seed's screenshots): slot
``d-1`` always belongs to digit ``d``, so a deleted candidate's *position*
stays clickable for the restore button.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

ICONS = ("menu", "random", "wand", "thumb", "smiley")
BOXES = ("number", "score", "clock")
TOOL_BUTTONS = ("explain",)             # drawn in the toolbar beside the icons
PAD_ACTIONS = ("mode", "undo", "redo")  # the pad's last row
PAD_POSITIONS = ("auto", "beside", "below", "hidden")
HANDS = ("right", "left")


@dataclass(frozen=True)
class Layout:
    """Where everything on the puzzle screen is, for one window size and board."""

    size: tuple[int, int]
    toolbar: pygame.Rect
    icons: dict[str, pygame.Rect]
    boxes: dict[str, pygame.Rect]
    board: pygame.Rect
    cell: int
    cols: int
    rows: int
    toast: pygame.Rect
    arrangement: str = "top"
    target: int = 48
    pad: pygame.Rect | None = None                                   # the pad's area (digits and actions)
    digits: tuple[pygame.Rect, ...] = ()                             # digit d at digits[d - 1]
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)    # explain, mode, undo, redo
    origin: tuple[int, int] | None = None   # a zoomed board's top left (game.render.view); None: board's
    labels: tuple[int, int] = (0, 0)        # the strips row and column labels take left of and above the board

    @property
    def framed(self) -> pygame.Rect:
        """The board with its row and column labels (game.render.labels): what nothing else may cover."""
        left, top = self.labels
        b = self.board
        return pygame.Rect(b.x - left, b.y - top, b.w + left, b.h + top)

    @property
    def grid(self) -> pygame.Rect:
        """The whole board, cell 0 at its top left: ``board`` itself unless zoomed, when ``board`` is the
        window onto it (everything outside draws and hit-tests by ``board``, cells by this)."""
        x, y = self.origin if self.origin is not None else self.board.topleft
        return pygame.Rect(x, y, self.cols * self.cell, self.rows * self.cell)

    def cell_rect(self, cell: int) -> pygame.Rect:
        r, c = divmod(cell, self.cols)
        x, y = self.origin if self.origin is not None else self.board.topleft
        return pygame.Rect(x + c * self.cell, y + r * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        if self.origin is not None and not self.board.collidepoint(pos):
            return None                     # zoomed: a cell scrolled out of the window is not there
        x0, y0 = self.origin if self.origin is not None else self.board.topleft
        x, y = pos[0] - x0, pos[1] - y0
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

    def candidate_font(self, slot: pygame.Rect, n: int, wide: int) -> float:
        """The font size of candidates in a slot like ``slot`` of a cell of up to ``n`` digits, whose
        longest label is ``wide`` glyphs, before the text-size setting (pygame's default font draws a
        digit about 0.53 of its size tall and 0.38 wide)."""
        return min(slot.h * 1.05, slot.w * 1.75 / wide)

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

    def button_at(self, pos: tuple[int, int]) -> str | None:
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        return None

    def digit_at(self, pos: tuple[int, int], n: int | None = None) -> int:
        """The pad digit under ``pos`` (0 if none), among the first ``n``."""
        for d, r in enumerate(self.digits[:n], start=1):
            if r.collidepoint(pos):
                return d
        return 0

    def targets(self) -> list[pygame.Rect]:
        """Every tappable rectangle outside the board (tests check their size and overlap)."""
        return [*self.icons.values(), *self.boxes.values(), *self.buttons.values(), *self.digits]


def toast_rect(w: int, h: int) -> pygame.Rect:
    """The message strip: a function of the window size alone (the app draws it without a puzzle)."""
    short = min(w, h)
    margin = max(4, short // 60)
    toast_h = max(18, round(short * 0.05))
    return pygame.Rect(margin, h - toast_h - margin // 2, w - 2 * margin, toast_h)
