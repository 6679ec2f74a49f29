"""Zoom and pan in the editor: the play screen's (:class:`~game.scenes.board_zoom.BoardZoom`, where what
each device does is said), told what the editor's selection is and where its board may grow.

The one difference is a finger sliding on the board.  In Regions mode it draws (a region is drawn by a
drag), so there two fingers move the board -- they zoom it too, as everywhere -- and one finger moves it
only from the overview; in Givens and Sums one finger moves the board, as on the play screen.  A mouse
draws with the left button and moves the board with the middle one, in every mode.  Wherever the selection
goes the window follows it -- but not while a finger or the mouse draws: the cell under it is in view
already, and a board moving under a still finger would draw into cells it never crossed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from ..input import intents as I
from ..input.intents import Intent
from ..ui.focus import ring_visible
from .board_zoom import BoardZoom, ZoomHost
from .editor_layout import EditorGeometry

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.draft import Draft
    from ..render.layout import Layout


class _Input(Protocol):
    dragging: bool
    finger_stroke: bool

    def handle(self, it: Intent) -> None: ...


class EditorZoomHost(ZoomHost, Protocol):
    mode: str
    cursor: int
    circle: int
    focus: str
    pen: int | None
    stroke: Draft | None

    @property
    def input(self) -> _Input: ...

    @property
    def draft(self) -> Draft: ...

    @property
    def geometry(self) -> EditorGeometry: ...


class EditorZoom(BoardZoom):
    """The editor's view over its board."""

    def __init__(self, scene: EditorZoomHost) -> None:
        super().__init__(scene)
        self.host = scene

    def selection(self) -> int | None:
        sc = self.host
        if sc.mode == "sums":
            w = sc.draft.width
            r, c = divmod(sc.circle, max(1, w - 1))
            return r * w + c        # the circle's top-left cell
        return sc.cursor

    def cursor(self) -> int | None:
        sc = self.host
        shown = sc.mode != "sums" and (sc.focus == "board" or not ring_visible(sc.app))
        return sc.cursor if shown else None

    def focus_cells(self) -> tuple[int, ...]:
        cell = self.selection()
        if cell is None:
            return ()
        if self.host.mode == "sums":    # the circle sits on the corner of four cells: all of them in view
            return (cell, cell + self.host.draft.width + 1)
        return (cell,)

    def follow(self) -> None:
        sc = self.host
        if sc.stroke is not None and (sc.input.dragging or sc.input.finger_stroke):
            return      # drawn by a finger or the mouse (see the module)
        super().follow()

    def move_cursor(self, cell: int) -> None:
        if self.host.mode != "sums" and self.host.pen is None:   # a stroke's pen stays where it drew
            self.host.cursor = cell

    def click(self, pos: tuple[int, int]) -> None:
        self.host.input.handle(Intent(I.PRESS, pos=pos, button=I.MIDDLE))

    def window(self, fitted: Layout) -> Layout:
        return replace(fitted, board=self.host.geometry.area.union(fitted.board))

    def finger_pans(self) -> bool:
        return self.host.mode != "regions"
