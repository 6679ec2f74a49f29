"""Draws the board: coloured polyominoes, digits, candidates and marks.

The drawstate is split by how often it changes.  The *background* (region
colours, grid, walls) depends only on the puzzle and the layout and is drawn
once into a cached surface.  Digits, candidates and marks are blitted each
frame from the glyph cache.  While pieces are assembling (a puzzle opening)
the background is drawn cell by cell instead, scaled about each region's
centre.

Hint marks never rely on colour alone (:mod:`game.render.marks` draws them):
a red candidate (to delete) is a filled square *and* struck through, a green
one (the reason) a ring.  Wrong cells get a thick border and a hatched corner.

What differs by kind comes from the kind's front
(:func:`game.render.kinds.front_for`): the region colours (a sudoku's plain
boxes), how digits are written, and what is drawn over the cells (Sujiko's
circles); where candidates sit is the layout's (a front may hand the board a
keypad layout).  Over the background go the player's paint (the seed's eight
colours, with the colour's number in the corner so it is never colour alone)
and the highlight of every cell that still holds a chosen candidate (a tint
*and* an outline).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Protocol, Sequence

import pygame

from ..engine.puzzle import Puzzle
from . import marks as hint_marks
from . import palette as P
from .aids import NO_MARKS, BoardMarks, draw_clash, draw_dots, draw_lit
from .keypad import KeypadLayout
from .kinds import front_for
from .layout import Layout
from .overview import draw_frame
from .palette import Color
from .text import blit_center, glyph

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.deduction import Deduction


PAINT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (255, 150, 150), (255, 192, 120), (250, 236, 110), (150, 225, 140),
    (130, 222, 232), (160, 180, 255), (214, 160, 255), (190, 190, 190),
)
"""The paint of colours 1..8: light enough for dark digits, far enough apart to tell."""
HIGHLIGHT = (255, 236, 140)
MIN_CANDIDATE = 7
"""The smallest candidate font read at arm's length: below it (tiny cells, unzoomed) candidates are dots,
one in each remaining digit's place."""


class BoardUI(Protocol):
    """What the board draws of the UI state: :class:`game.ui.session.UIState` (the watch view makes one too)."""

    @property
    def errors(self) -> frozenset[int]: ...

    @property
    def hint(self) -> Deduction | None:
        """The deduction on show (green reasons, red eliminations), or None."""

    @property
    def cursor(self) -> int | None: ...

    @property
    def show_cursor(self) -> bool: ...

    @property
    def highlight(self) -> int:
        """The candidate whose cells are tinted (0: none)."""


def draw_cursor(surf: pygame.Surface, cell: pygame.Rect) -> None:
    """The selected cell: a coloured frame on a dark rim, rounded -- a shape of its own, never mistaken for the
    gold square frames of the highlighted digits (whose gold is close to the colour-blind palette's orange)."""
    w = max(2, cell.w // 26)
    radius = max(2, cell.w // 12)
    r = cell.inflate(-max(2, cell.w // 20), -max(2, cell.w // 20))
    pygame.draw.rect(surf, P.WALL, r, 2 * w + 2, border_radius=radius)
    pygame.draw.rect(surf, P.CURSOR, r.inflate(-2, -2), 2 * w - 1, border_radius=radius)


class BoardRenderer:
    def __init__(self, puzzle: Puzzle, layout: Layout, colours: Sequence[Color] | None = None):
        """``colours``: a colour per region where the kind's front has none of its own (the editor's, kept
        steady while regions change); by default the regions are coloured afresh."""
        self.puzzle = puzzle
        self.layout = layout
        self.front = front_for(puzzle.kind)
        self.label = self.front.digit_label(puzzle)
        self.region_color = self.front.region_colours(puzzle) or \
            list(colours or [P.REGION_COLORS[i] for i in P.color_regions(puzzle)])
        self._bg: pygame.Surface | None = None
        self.big_size = max(8, round(layout.cell * 0.62))
        n = max(puzzle.max_digit) if puzzle.max_digit else 1
        slot = layout.slot_rect(0, 1, n)
        wide = len(self.label(n)) if puzzle.max_digit else 1  # "16" takes two widths
        raw = round(layout.candidate_font(slot, n, wide) * P.TEXT_SCALE)  # with the text-size setting
        self.small_size = max(7, raw)
        self.cand_dots = raw < MIN_CANDIDATE   # too small to read: a dot in each candidate's slot instead
        centres = []
        for cells in puzzle.region_cells:
            rects = [layout.cell_rect(c) for c in cells]
            centres.append((sum(r.centerx for r in rects) / len(rects), sum(r.centery for r in rects) / len(rects)))
        self.region_centre = centres

    # -- background ------------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._bg is None:
            L = self.layout
            s = pygame.Surface(L.grid.size)
            off = (-L.grid.x, -L.grid.y)
            for cell in range(self.puzzle.ncells):
                r = L.cell_rect(cell).move(off)
                s.fill(self.region_color[self.puzzle.regions[cell]], r)
            self._draw_lines(s, off)
            self._bg = s
        return self._bg

    def _draw_lines(self, s: pygame.Surface, off: tuple[int, int]) -> None:
        L, p = self.layout, self.puzzle
        thin = max(1, L.cell // 40)
        thick = max(2, L.cell // 14)
        w, h, reg = p.width, p.height, p.regions
        for cell in range(p.ncells):
            r = L.cell_rect(cell).move(off)
            y, x = divmod(cell, w)
            if x + 1 < w:
                wall = reg[cell] != reg[cell + 1]
                pygame.draw.line(s, P.WALL if wall else P.GRID, (r.right, r.top), (r.right, r.bottom),
                                 thick if wall else thin)
            if y + 1 < h:
                wall = reg[cell] != reg[cell + w]
                pygame.draw.line(s, P.WALL if wall else P.GRID, (r.left, r.bottom), (r.right, r.bottom),
                                 thick if wall else thin)
        pygame.draw.rect(s, P.WALL, pygame.Rect(0, 0, L.grid.w, L.grid.h), thick)

    # -- a frame ----------------------------------------------------------------
    def draw(self, surf: pygame.Surface, state, ui: BoardUI, anim, marks: BoardMarks = NO_MARKS,
             over: Callable[[pygame.Surface], None] | None = None) -> None:
        """``over`` draws more on the board (the editor's marks), inside a zoomed board's window too."""
        L = self.layout
        if L.origin is not None:    # zoomed: everything inside the window, then the window's frame
            clip = surf.get_clip()
            surf.set_clip(L.board.clip(clip))
            self._draw_layers(surf, state, ui, anim, marks)
            if over is not None:
                over(surf)
            surf.set_clip(clip)
            cursor = ui.cursor if ui.cursor is not None and ui.cursor >= 0 and ui.show_cursor else None
            draw_frame(surf, L, [self.region_color[r] for r in self.puzzle.regions], state.cands, cursor)
        else:
            self._draw_layers(surf, state, ui, anim, marks)
            if over is not None:
                over(surf)

    def _draw_layers(self, surf: pygame.Surface, state, ui: BoardUI, anim, marks: BoardMarks) -> None:
        L = self.layout
        assemble = anim.progress("assemble") if anim else None
        if assemble is not None:
            self._draw_assembling(surf, assemble)
            if assemble < 0.6:
                return
        else:
            surf.blit(self.background(), L.grid.topleft)
        self._draw_pulses(surf, anim)
        light = ui.highlight if marks.lit_candidates else 0
        self._draw_highlight(surf, state, light, True, marks.notes)
        hint_marks.draw_under(surf, L, ui.hint, ui)   # the hint's nudge and marked cells, under the digits
        self._draw_paint(surf, state)  # over the tint, inset: a painted cell keeps its own colour
        self._draw_highlight(surf, state, light, False, marks.notes)
        draw_lit(surf, L, marks.lit)
        draw_dots(surf, L, self.puzzle.max_digit, state.cands, marks.dot_digit, marks.notes)
        for cell in self._cells_in_view():
            self._draw_cell(surf, cell, state, marks.notes)
        self.front.draw_overlay(surf, self.puzzle, L, state.cands)  # e.g. sums on the inner corners
        for cell in marks.clashes:
            draw_clash(surf, L, cell)
        if ui.errors:
            for cell in ui.errors:
                self._mark_error(surf, cell)
        hint_marks.draw_over(surf, L, self.puzzle, self.label, ui.hint, ui, state.cands)
        if ui.cursor is not None and ui.cursor >= 0 and ui.show_cursor:
            draw_cursor(surf, L.cell_rect(ui.cursor))

    def _cells_in_view(self) -> range | list[int]:
        """Every cell, or on a zoomed board the ones in its window (a 40x25 board draws a fifth)."""
        L = self.layout
        if L.origin is None:
            return range(self.puzzle.ncells)
        ox, oy = L.origin
        x0, y0 = max(0, (L.board.left - ox) // L.cell), max(0, (L.board.top - oy) // L.cell)
        x1, y1 = min(L.cols, (L.board.right - ox) // L.cell + 1), min(L.rows, (L.board.bottom - oy) // L.cell + 1)
        return [r * L.cols + c for r in range(y0, y1) for c in range(x0, x1)]

    def _draw_paint(self, surf: pygame.Surface, state) -> None:
        colours = getattr(state, "colours", None)
        if not colours or not any(colours):
            return
        L = self.layout
        inset = max(1, L.cell // 20)
        size = max(7, L.cell // 5)
        for cell, k in enumerate(colours):
            if k:
                r = L.cell_rect(cell).inflate(-2 * inset, -2 * inset)
                surf.fill(PAINT_COLOURS[(k - 1) % len(PAINT_COLOURS)], r)
                if L.cell >= 24 and self._corner_free(cell, state.cands[cell]):
                    # the colour's number, bottom left, where no candidate is drawn: never colour alone
                    img = glyph(size, str(k), P.darken(PAINT_COLOURS[(k - 1) % len(PAINT_COLOURS)], 0.6))
                    surf.blit(img, img.get_rect(bottomleft=(r.x + 1, r.bottom)))

    def _corner_free(self, cell: int, m: int) -> bool:
        """Is the cell's bottom-left corner clear of candidates (answered, or that slot's digit gone)?"""
        if not m & (m - 1):
            return True
        n = self.puzzle.max_digit[cell]
        per_row, rows = self.layout.slot_grid(n)
        if rows == 1 or not isinstance(self.layout, KeypadLayout):
            return True                     # candidates along the top edge: the bottom is free
        d = (rows - 1) * per_row + 1        # the digit whose slot is bottom left
        return d > n or not m >> d & 1

    def _draw_highlight(self, surf: pygame.Surface, state, digit: int, tint: bool,
                        notes: tuple[int, ...] | None = None) -> None:
        """Every unanswered cell that still holds ``digit`` (clean start: as a note): a tint (``tint``) or
        its outline."""
        if not digit:
            return
        L = self.layout
        b = 1 << digit
        glaze = pygame.Surface((L.cell, L.cell), pygame.SRCALPHA)
        glaze.fill((*HIGHLIGHT, 150))
        w = max(2, L.cell // 16)
        for cell, m in enumerate(state.cands):
            if (m if notes is None else notes[cell]) & b and m & (m - 1):
                r = L.cell_rect(cell)
                if tint:
                    surf.blit(glaze, r)
                else:
                    pygame.draw.rect(surf, P.GOLD, r.inflate(-w, -w), w)
                    pygame.draw.rect(surf, P.darken(P.GOLD, 0.5), r.inflate(-w, -w), 1)

    def _draw_assembling(self, surf: pygame.Surface, t: float) -> None:
        from ..ui.anim import ease_out_back

        L, p = self.layout, self.puzzle
        surf.fill(P.BG, L.board.inflate(L.cell // 3, L.cell // 3))
        n = len(p.region_cells)
        for r, cells in enumerate(p.region_cells):
            # Regions arrive one after another, each growing from its centre.
            local = max(0.0, min(1.0, (t * 1.6 - 0.6 * r / max(1, n))))
            if local <= 0:
                continue
            k = ease_out_back(local)
            cx, cy = self.region_centre[r]
            col = self.region_color[r]
            for c in cells:
                cr = L.cell_rect(c)
                x = cx + (cr.x - cx) * k
                y = cy + (cr.y - cy) * k
                size = max(1, math.ceil(L.cell * k))
                surf.fill(col, pygame.Rect(round(x), round(y), size, size))
        if t >= 0.6:
            # The finished board fades in over the pieces: the cached board itself, made see-through for
            # this one blit (a copy a frame would cost a board-sized surface, some 2 MB at 1280x800).
            bg = self.background()
            bg.set_alpha(round(255 * min(1.0, (t - 0.6) / 0.3)))
            try:
                surf.blit(bg, L.grid.topleft)
            finally:
                bg.set_alpha(None)

    def _draw_pulses(self, surf: pygame.Surface, anim) -> None:
        if anim is None:
            return
        for name in anim.names("pulse:"):
            t = anim.progress(name)
            region = anim.payload(name)
            if t is None or region is None:
                continue
            a = round(150 * math.sin(math.pi * t))
            glow = pygame.Surface((self.layout.cell, self.layout.cell), pygame.SRCALPHA)
            glow.fill((255, 255, 255, a))
            for c in self.puzzle.region_cells[region]:
                surf.blit(glow, self.layout.cell_rect(c))

    def _draw_cell(self, surf: pygame.Surface, cell: int, state, notes: tuple[int, ...] | None = None) -> None:
        L = self.layout
        m = state.cands[cell]
        r = L.cell_rect(cell)
        if m and not m & (m - 1):
            d = m.bit_length() - 1
            # A one-cell region's 1 is as fixed as a given: nothing can change it.
            given = bool(self.puzzle.givens[cell]) or self.puzzle.max_digit[cell] == 1
            col = P.GIVEN if given else P.ANSWER
            blit_center(surf, glyph(self.big_size, self.label(d), col), (r.centerx, r.centery + L.cell * 0.04))
            if not given:  # a second cue besides colour: answers are underlined
                y = r.bottom - L.cell * 0.17
                pygame.draw.line(surf, P.ANSWER, (r.centerx - L.cell * 0.16, y), (r.centerx + L.cell * 0.16, y),
                                 max(1, L.cell // 30))
            return
        n = self.puzzle.max_digit[cell]
        if notes is not None:
            m = notes[cell]     # clean start: the player's own notes where the candidates would be
        for d in range(1, n + 1):
            if m >> d & 1:
                sr = L.slot_rect(cell, d, n)
                if self.cand_dots:
                    pygame.draw.circle(surf, P.CAND, sr.center, max(1, min(sr.w, sr.h) // 4))
                else:
                    blit_center(surf, glyph(self.small_size, self.label(d), P.CAND), sr.center)

    def _mark_error(self, surf: pygame.Surface, cell: int) -> None:
        L = self.layout
        r = L.cell_rect(cell)
        w = max(3, L.cell // 14)
        pygame.draw.rect(surf, P.ERROR, r.inflate(-w, -w), w)
        k = L.cell // 4
        for i in range(0, k, max(3, k // 4)):  # hatch the bottom-right corner
            pygame.draw.line(surf, P.ERROR, (r.right - w - k + i, r.bottom - w), (r.right - w, r.bottom - w - k + i),
                             max(1, w // 2))

    def _digit_rect(self, cell: int, digit: int) -> pygame.Rect:
        """Where candidate ``digit`` of ``cell`` is drawn, tight around the glyph's ink."""
        sr = self.layout.slot_rect(cell, digit, self.puzzle.max_digit[cell])
        img = glyph(self.small_size, self.label(digit), P.CAND)
        ink = img.get_bounding_rect()
        top_left = img.get_rect(center=sr.center).topleft
        return ink.move(top_left)

