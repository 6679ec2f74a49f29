"""Zoom and pan on the puzzle screen: the shared :class:`~game.scenes.board_zoom.BoardZoom` (what each
device does is said there), told what the play screen's selection is, and that a hint's cells come into
view as well as the selected one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..input import intents as I
from ..input.intents import Intent
from ..ui.session import Session
from .board_zoom import BoardZoom, ZoomHost

if TYPE_CHECKING:  # pragma: no cover
    from ..render.layout import Layout


class _Presser(Protocol):
    def press(self, it: Intent) -> bool: ...


class PuzzleHost(ZoomHost, Protocol):
    session: Session

    @property
    def input(self) -> _Presser: ...


class PuzzleZoom(BoardZoom):
    """The play screen's view over its board."""

    def __init__(self, scene: PuzzleHost) -> None:
        super().__init__(scene)
        self.host = scene
        self._hint: object = None

    def selection(self) -> int | None:
        cur = self.host.session.ui.cursor
        return cur if cur is not None and cur >= 0 else None

    def cursor(self) -> int | None:
        return self.selection() if self.host.session.ui.show_cursor else None

    def move_cursor(self, cell: int) -> None:
        self.host.session.ui.cursor = cell

    def click(self, pos: tuple[int, int]) -> None:
        self.host.input.press(Intent(I.PRESS, pos=pos, button=I.MIDDLE))

    def window(self, fitted: Layout) -> Layout:
        return fitted if self.host.app.settings.labels else super().window(fitted)   # the labels keep their strips

    def follow(self) -> None:
        hint = self.host.session.ui.hint
        if self.fitted is not None and hint is not self._hint:
            self._hint = hint        # a new hint: its cells come into view (marks off-screen help nobody)
            if hint is not None:
                self.show([c for c, _ in (*hint.eliminations, *hint.placements, *hint.reasons)])
        super().follow()
