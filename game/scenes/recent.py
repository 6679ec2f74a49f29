"""Recent: the last puzzles played, newest first, with where each came from and how it went.

A page of finger-high buttons (as many as the window holds), Previous and
Next to turn pages; a tap, a click, or A on the focus ring opens that puzzle
again (a built-in one in its set, any other from its line).  The list is
:mod:`game.played`'s, so a kiosk's shows this visit only.
"""

from __future__ import annotations

from ..engine.backend import backend
from ..engine.errors import PuzzleFormatError
from ..engine.formats import parse_line
from ..levels import set_title
from ..played import Entry, Played
from ..saves import SavedGame
from ..services import Services
from .paged import PagedChoiceScene

def entry_label(e: Entry) -> str:
    """One row: the kind and size, where it came from, and how it went (a set's puzzle: its set, number and size)."""
    try:
        title = backend(e.kind).title
    except Exception:
        title = e.kind
    size = e.line.split()[1] if len(e.line.split()) > 1 else ""
    where = e.source_text(set_title(e.set_name) if e.set_name else "")
    if e.source == "set" and e.number >= 0:     # the set's title names the kind already: said once
        return f"{where if size in where.split() else f'{where}, {size}'} - {e.state_text()}"
    return f"{title} {size} - {where} - {e.state_text()}"


class RecentScene(PagedChoiceScene):
    title = "Recent puzzles"
    empty = "No puzzles played yet."

    def __init__(self, app: Services) -> None:
        self.entries = Played(app.library.storage).recent_entries()
        super().__init__(app, [entry_label(e) for e in self.entries])

    def pick(self, index: int) -> None:
        self.open(self.entries[index])

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
