"""Zoom and pan over a big board: the view, and the intents that move it (the play screen's and the editor's).

A scene with a board keeps two layouts: the fitted one (the whole board in its place, as always) and the
one on show, which is the fitted one seen through the :class:`~game.render.view.View` kept here.  A
board whose cells are a finger wide already never zooms, so it looks exactly as it always has.  What
differs by scene -- what the selection is, how far the window may grow, whether one finger moves the
board -- are the hooks a scene's subclass overrides (:mod:`game.scenes.puzzle_zoom`,
:mod:`game.scenes.editor_zoom`).

* **touch** -- a pinch zooms about the fingers and moves with them; one finger sliding on the board moves
  it (where the scene lets it: the editor's Regions mode draws with one finger, so two move the board there);
  when the player plays by touch (or the zoom setting says always) cells never fall below a finger
  (:data:`~game.render.view.FINGER` px), so every tap lands on the cell meant;
* **mouse** -- the wheel over the board zooms about the pointer, Shift+wheel (or a sideways wheel) moves
  the board, and a drag with the middle button moves a zoomed board.  The middle button because the left
  and right ones act the moment they go down (a drag with them would change a candidate first) and a
  zoomed board has no empty space to start a drag from; on a zoomed board the middle button's own
  candidate action waits for its release, and happens only if the pointer did not move;
* **keys and pad** -- Ctrl + / Ctrl - (Ctrl 0: the whole board) and a push of the right stick up or down
  zoom about the selected cell; the right stick held looks over the board, a cell per repeat, and the
  selection comes along to the nearest cell in the window (the next D-pad press would otherwise pull the
  window straight back to it);
* **the overview** -- a press or a drag in it moves the window there.

Wherever the selection moves (arrows, D-pad, a tap), the window follows it, so the selected cell is
always on screen.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..render.view import (FIT, FINGER, STEP, View, jump, overview, pan, room, show_cell, show_cells, zoom_about,
                           zoomed)

if TYPE_CHECKING:  # pragma: no cover
    from ..render.layout import Layout
    from ..services import Services


DRAG_SLOP = 5
"""Pixels a middle-button press may wander and still be a click, not a drag."""


class ZoomHost(Protocol):
    @property
    def app(self) -> Services: ...

    def reframe(self) -> None: ...

    @property
    def placed(self) -> Layout: ...


class BoardZoom:
    """The view over the board and the intents that change it (a part of a scene): the hooks below are what
    a scene's subclass says of itself."""

    def __init__(self, scene: ZoomHost) -> None:
        self.scene = scene
        self.view: View = FIT
        self.fitted: Layout | None = None
        self._pointer: tuple[int, int] | None = None
        self._followed: tuple[int, ...] | None = None
        self._dragging_overview = False
        self._grab: tuple[int, int] | None = None        # a middle-button drag: where the pointer was
        self._grab_start: tuple[int, int] | None = None
        self._moved = False
        self._finger_from: str | None = None   # where a finger's slide began: "overview", "board" or ""
        self.applied = 0        # the floor the layout on show was made with

    # -- the scene's hooks -----------------------------------------------------------------------
    def selection(self) -> int | None:
        """The selected cell, if any, shown or not (a zoom keys or the stick make goes about it)."""
        return None

    def cursor(self) -> int | None:
        """The selected cell on show, if any."""
        return self.selection()

    def focus_cells(self) -> tuple[int, ...]:
        """The cells the window keeps in view (the selection)."""
        cur = self.cursor()
        return () if cur is None else (cur,)

    def move_cursor(self, cell: int) -> None:
        """The window left the selection behind: it comes to ``cell``, the nearest in view."""

    def click(self, pos: tuple[int, int]) -> None:
        """A middle-button press that did not become a drag: the press it was, on release."""

    def window(self, fitted: Layout) -> Layout:
        """``fitted`` with its board grown to the window a zoom may fill."""
        return replace(fitted, board=room(fitted))

    def finger_pans(self) -> bool:
        """Whether one finger sliding on the board moves it (else it is the scene's, and two fingers move it)."""
        return True

    # -- the layout on show ------------------------------------------------------------------
    def floor(self) -> int:
        """The smallest cell the view allows: a finger on touch (by the setting), else none."""
        how = getattr(self.scene.app.settings, "board_zoom", "touch")
        touch = getattr(self.scene.app, "input_mode", "mouse") == "touch"
        return FINGER if how == "always" or (how == "touch" and touch) else 0

    def shown(self, fitted: Layout) -> Layout:
        """``fitted`` through the view (the scene's layout)."""
        grown = self.window(fitted)
        self.fitted = grown      # (its board is the window a zoom may fill)
        self.applied = self.floor()
        shown = zoomed(grown, self.view, self.applied)
        return fitted if shown is grown else shown

    def reset(self) -> None:
        """A new puzzle: the whole board, then the selection's part of it if cells must grow."""
        self.view = FIT
        self._followed = None

    def _set(self, view: View) -> bool:
        if view == self.view:
            return False
        self.view = view
        self.scene.reframe()
        return True

    def follow(self) -> None:
        """After any intent: when the selection moved (or the floor changed), bring it into the window."""
        cells = self.focus_cells()
        if self.fitted is None or cells == self._followed:
            return
        self._followed = cells
        self.show(list(cells))

    def show(self, cells: list[int]) -> None:
        """Bring ``cells`` into the window (all of them when they fit)."""
        if self.fitted is not None and cells:
            L, floor = self.fitted, self.floor()
            self._set(show_cell(L, self.view, cells[0], floor) if len(cells) == 1 else
                      show_cells(L, self.view, cells, floor))

    def refollow(self) -> None:
        """The next follow brings the selection into view even if it has not moved (a relayout)."""
        self._followed = None

    # -- intents -------------------------------------------------------------------------------
    def handle(self, it: Intent, shown: Layout) -> bool:
        L = self.fitted
        if L is None:
            return False
        k = it.kind
        floor = self.floor()
        if (it.source == "touch" and floor > self.applied and L.cell < floor and shown.origin is None
                and it.pos is not None and k in (I.PRESS, I.DRAG, I.PINCH) and shown.board.collidepoint(it.pos)):
            # The first touch on a board drawn for the mouse: it grows to a finger's cells about the finger
            # (the player saw the small cells, so this touch selects nothing).
            ox, oy = shown.grid.topleft
            self.view = View(floor, (it.pos[0] - ox) / shown.cell, (it.pos[1] - oy) / shown.cell)
            self.scene.reframe()
            if k != I.PINCH:
                return True
            shown = self.scene.placed
        if k == I.MOTION:
            self._pointer = it.pos
            if self._grab is not None and it.pos is not None:
                return self._drag(L, it.pos, floor)
            if self._dragging_overview and it.pos is not None:
                return self._jump(shown, it.pos)
            return False
        if k == I.RELEASE:
            self._dragging_overview = False
            if self._grab_start is not None and it.button == I.MIDDLE:
                start, self._grab, self._grab_start = self._grab_start, None, None
                if not self._moved:
                    self.click(start)      # the click it was
                return True
            return False
        if k == I.PAN:
            if shown.origin is None:
                return True           # the whole board is on show: nothing to look over
            self._set(pan(L, self.view, -it.dx * shown.cell, -it.dy * shown.cell, floor))
            self._bring_selection()
            return True
        if k == I.ZOOM:
            if it.dx == 0:
                return self._set(self._whole(L, floor)) or True
            cursor = self.selection()
            if cursor is None:
                return self._set(zoom_about(L, self.view, STEP ** it.dx, None, floor)) or True
            v = zoom_about(L, self.view, STEP ** it.dx, shown.cell_rect(cursor).center, floor)
            return self._set(show_cell(L, v, cursor, floor)) or True     # about the selection, all of it in view
        if k in (I.SWIPE, I.PINCH) or (k == I.PRESS and it.source == "touch"):
            self._finger_from = None      # a finger's gesture ended (a pinch ends the first finger's too)
        if k == I.PINCH:
            v = zoom_about(L, self.view, it.scale or 1.0, it.pos, floor)
            self._set(pan(L, v, it.dx, it.dy, floor))
            return True
        if k == I.SCROLL and self._pointer is not None and shown.board.collidepoint(self._pointer):
            if it.name == "shift" or it.dx:
                return self._set(pan(L, self.view, -it.dx * shown.cell if it.dx else it.dy * shown.cell, 0,
                                     floor)) or True
            before = self.view
            self._set(zoom_about(L, self.view, STEP ** (1 if it.dy > 0 else -1), self._pointer, floor))
            return self.view != before or shown.origin is not None
        if k == I.PRESS and it.pos is not None:
            box = self._overview(shown)
            if box is not None and box.collidepoint(it.pos):
                self._dragging_overview = it.source != "touch"
                return self._jump(shown, it.pos)
            if (it.button == I.MIDDLE and it.source != "touch" and shown.origin is not None
                    and shown.board.collidepoint(it.pos)):
                self._grab = self._grab_start = it.pos
                self._moved = False
                return True
            return False
        if k == I.DRAG and it.source == "touch" and it.pos is not None and shown.origin is not None:
            return self._finger(L, shown, it, floor)
        return False

    def _finger(self, L: Layout, shown: Layout, it: Intent, floor: int) -> bool:
        """A finger sliding: over the overview it moves the window there; on the board it moves the board,
        where the scene lets one finger do that (else the slide is the scene's, unless it began on the
        overview)."""
        assert it.pos is not None
        box = self._overview(shown)
        start = (it.pos[0] - it.dx, it.pos[1] - it.dy)
        if self._finger_from is None:
            self._finger_from = ("overview" if box is not None and box.collidepoint(start) else
                                 "board" if shown.board.collidepoint(start) else "")
        pans = self.finger_pans()
        if box is not None and box.collidepoint(it.pos) and (pans or self._finger_from == "overview"):
            return self._jump(shown, it.pos)
        if self._finger_from == "overview":
            return True
        if pans and shown.board.collidepoint(start):
            self._set(pan(L, self.view, it.dx, it.dy, floor))
            return True
        return False

    def _drag(self, L: Layout, pos: tuple[int, int], floor: int) -> bool:
        """The middle button held: the board follows the pointer once it has moved a few pixels."""
        start, last = self._grab_start, self._grab
        assert start is not None and last is not None
        if not self._moved and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) < DRAG_SLOP:
            return True
        self._moved = True
        self._grab = pos
        self._set(pan(L, self.view, pos[0] - last[0], pos[1] - last[1], floor))
        return True

    def _bring_selection(self) -> None:
        """The selection, if the window left it, moves to the nearest cell wholly in the window."""
        shown = self.scene.placed
        cur = self.selection()
        if cur is None or shown.board.contains(shown.cell_rect(cur)):
            return
        w = shown.cols
        inside = [c for c in range(shown.cols * shown.rows) if shown.board.contains(shown.cell_rect(c))]
        if inside:
            r, col = divmod(cur, w)
            self.move_cursor(min(inside, key=lambda c: abs(c // w - r) + abs(c % w - col)))

    def _whole(self, L: Layout, floor: int) -> View:
        return FIT if not floor else show_cell(L, FIT, self.selection() or 0, floor)

    def _overview(self, shown: Layout) -> pygame.Rect | None:
        cursor = self.cursor()
        made = overview(shown, shown.cell_rect(cursor) if cursor is not None else None)
        return made[0] if made is not None else None

    def _jump(self, shown: Layout, pos: tuple[int, int]) -> bool:
        cursor = self.cursor()
        made = overview(shown, shown.cell_rect(cursor) if cursor is not None else None)
        if made is None or self.fitted is None:
            return False
        box, m = made
        self._set(jump(self.fitted, self.view, box, m, pos, self.floor()))
        return True
