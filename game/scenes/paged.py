"""A dialog of finger-high buttons, one per choice, a page at a time (Recent, a file's puzzles).

As many rows as the window holds, Previous and Next to turn pages; a tap, a
click, or A on the focus ring picks one (:meth:`PagedChoiceScene.pick`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input.intents import Intent
from ..services import Services
from ..ui.textsafe import clean
from .dialogs import DialogScene

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton

ROW = 56
"""A 48-px button and its gap: a finger high."""


class PagedChoiceScene(DialogScene):
    empty = "Nothing to choose."

    def __init__(self, app: Services, labels: list[str]) -> None:
        super().__init__(app)
        self.labels = [clean(t) for t in labels]
        sw, sh = app.screen.get_size()
        self.per_page = max(1, min(10, (sh - 200) // ROW))
        self.page = 0
        rows = min(self.per_page, max(1, len(self.labels)))
        self.size = (min(sw - 16, 720), ROW * (rows + 1) + 56)
        self.rows: dict[object, int] = {}
        self.prev: UIButton | None = None
        self.next: UIButton | None = None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.labels) // self.per_page))

    def build(self, window) -> None:
        import pygame_gui

        m = self.app.manager
        w, h = self.inner()
        self.rows = {}
        first = self.page * self.per_page
        for i, label in enumerate(self.labels[first:first + self.per_page]):
            b = pygame_gui.elements.UIButton(pygame.Rect(10, 8 + ROW * i, w - 20, ROW - 8), label,
                                             manager=m, container=window, object_id="#choice_row")
            self.rows[b] = first + i
        if not self.labels:
            pygame_gui.elements.UILabel(pygame.Rect(10, 8, w - 20, ROW - 8), self.empty, manager=m,
                                        container=window)
        y = h - ROW + 4
        prev = self.prev = pygame_gui.elements.UIButton(pygame.Rect(10, y, 140, 48), "< Previous", manager=m,
                                                        container=window)
        pygame_gui.elements.UILabel(pygame.Rect(160, y, w - 320, 48), f"page {self.page + 1} of {self.pages}",
                                    manager=m, container=window)
        nxt = self.next = pygame_gui.elements.UIButton(pygame.Rect(w - 150, y, 140, 48), "Next >", manager=m,
                                                       container=window)
        if self.page == 0:
            prev.disable()
        if self.page >= self.pages - 1:
            nxt.disable()

    def turn(self, delta: int) -> None:
        page = max(0, min(self.pages - 1, self.page + delta))
        if page != self.page:
            self.page = page
            self.relayout()

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        if it.element is self.prev:
            self.turn(-1)
        elif it.element is self.next:
            self.turn(1)
        elif it.element in self.rows:
            self.pick(self.rows[it.element])
        return True

    def pick(self, index: int) -> None:
        """The choice at ``index`` was picked."""
