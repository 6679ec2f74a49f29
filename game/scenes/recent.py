"""Recent: the last puzzles played, newest first, with where each came from and how it went.

A page of finger-high buttons (as many as the window holds), Previous and
Next to turn pages; a tap, a click, or A on the focus ring opens that puzzle
again (a built-in one in its set, any other from its line).  The list is
:mod:`game.played`'s, so a kiosk's shows this visit only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine.backend import backend
from ..engine.errors import PuzzleFormatError
from ..engine.formats import parse_line
from ..input.intents import Intent
from ..levels import set_title
from ..played import Entry, Played
from ..saves import SavedGame
from ..services import Services
from .dialogs import DialogScene

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton

ROW = 56
"""A 48-px button and its gap: a finger high."""


def entry_label(e: Entry) -> str:
    """One row: the kind and size, where it came from, and how it went."""
    try:
        title = backend(e.kind).title
    except Exception:
        title = e.kind
    size = e.line.split()[1] if len(e.line.split()) > 1 else ""
    where = e.source_text(set_title(e.set_name) if e.set_name else "")
    return f"{title} {size} - {where} - {e.state_text()}"


class RecentScene(DialogScene):
    title = "Recent puzzles"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.entries = Played(app.library.storage).recent_entries()
        sw, sh = app.screen.get_size()
        self.per_page = max(1, min(10, (sh - 200) // ROW))
        self.page = 0
        rows = min(self.per_page, max(1, len(self.entries)))
        self.size = (min(sw - 16, 720), ROW * (rows + 1) + 56)
        self.rows: dict[object, int] = {}
        self.prev: UIButton | None = None
        self.next: UIButton | None = None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    def build(self, window) -> None:
        import pygame_gui

        m = self.app.manager
        w, h = self.inner()
        self.rows = {}
        first = self.page * self.per_page
        for i, e in enumerate(self.entries[first:first + self.per_page]):
            b = pygame_gui.elements.UIButton(pygame.Rect(10, 8 + ROW * i, w - 20, ROW - 8), entry_label(e),
                                             manager=m, container=window, object_id="#recent_row")
            self.rows[b] = first + i
        if not self.entries:
            pygame_gui.elements.UILabel(pygame.Rect(10, 8, w - 20, ROW - 8), "No puzzles played yet.",
                                        manager=m, container=window)
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
            self.open(self.entries[self.rows[it.element]])
        return True

    def open(self, e: Entry) -> bool:
        """Play ``e`` again: its game in progress, else from its set if it has one, else from its line."""
        lib = self.app.library
        self.close()
        if e.game is not None and not e.solved:   # a game in progress goes on where it was left
            try:
                if lib.restore_game(SavedGame.from_json(e.game)):
                    return True
            except ValueError:
                pass   # a save that no longer reads: the puzzle afresh
        if e.source == "set" and e.set_name and e.number >= 0 and lib.open_puzzle(e.set_name, e.number):
            if self.app.puzzle_scene.current.puzzle.line() == e.line:
                return True   # else the set changed since: the puzzle itself, from its line
        try:
            puzzle = parse_line(e.line)
        except PuzzleFormatError as err:
            self.app.toast(f"That puzzle cannot be opened: {err}")
            return False
        lib.open_custom(puzzle, source=e.source if e.source != "set" else "")
        return True
