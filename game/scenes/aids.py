"""The play aids of the puzzle screen: conflict marks, the digit highlight, clean start and Auto-notes.

Each aid where players differ is a setting (``game.settings``), switched in
the Settings dialog and saved the moment it changes:

* **Conflicts** (on by default): an answer the rules forbid beside an equal
  answer -- touching in Suguru, too close in Ripple Effect, twice in a row,
  column, box or region -- is marked at once (:func:`game.engine.marks.clashes`
  reads the kind's own rules, so every kind gets it);
* **Same digits**: selecting a cell that holds an answer, pressing a pad
  digit, typing a digit or stepping the gamepad's digit highlights every
  cell whose answer is that digit (a tint and an outline), and puts a gold
  tile under that digit wherever it is still a candidate;
* **New puzzles: empty notes** (clean start): a cell that still holds every
  candidate is drawn empty until **Auto-notes** (the menu, or N) fills in
  the notes the placed digits allow -- one move, so one undo takes it back.

The aids' labels are here too, for the Settings dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.marks import cells_with, clashes, ruled_out
from ..engine.moves import ApplyDeduction
from ..render.aids import BoardMarks
from ..ui.session import Session

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services

AUTO_NOTES = "AN"
"""The technique code of an Auto-notes move in the history and in saves."""

AID_SETTINGS: dict[str, tuple[str, str, str]] = {
    "show_conflicts": ("Conflicts", "marked", "not marked"),
    "highlight_digit": ("Same digits", "highlighted", "plain"),
    "clean_start": ("New puzzles", "empty notes", "all notes"),
    "show_timer": ("Timer", "shown", "hidden"),
    "coarse_clock": ("Clock", "5-second steps", "every second"),
}
"""Each aid's setting: its title and the words for on and off, as the Settings dialog shows them."""


def aid_label(app: Services, key: str) -> str:
    title, on, off = AID_SETTINGS[key]
    return f"{title}: {on if getattr(app.settings, key) else off}"


def toggle_aid(app: Services, key: str) -> None:
    """Flip an aid's setting (the dialog saves it); the board shows the change at once."""
    app.settings = app.settings.with_(**{key: not getattr(app.settings, key)})
    app.dirty = True


def notes_hidden(app: Services, s: Session, filled: bool = False) -> bool:
    """Clean start: the notes stay empty until Auto-notes was played (and not undone), or was
    pressed on this game with nothing to rule out (``filled``)."""
    if filled or not app.settings.clean_start:
        return False
    return not any(isinstance(m, ApplyDeduction) and m.technique == AUTO_NOTES
                   for m in s.state.history[:s.state.index])


def board_marks(app: Services, s: Session, auto_lit: int, filled: bool = False) -> BoardMarks:
    """What the aids draw on this frame of the board."""
    cands = s.state.cands
    digit = s.ui.highlight
    return BoardMarks(
        clashes=clashes(s.puzzle, cands) if app.settings.show_conflicts else frozenset(),
        lit=cells_with(cands, digit),
        lit_candidates=bool(digit) and digit != auto_lit,   # the sudoku tools' highlighter lights candidates
        dot_digit=digit if digit and digit == auto_lit else 0,  # the selection's digit: a dot where it may go
        hide_full=notes_hidden(app, s, filled),
    )


def light_digit(app: Services, s: Session, digit: int) -> int:
    """Highlight the cells holding ``digit`` (0: none) if the setting is on; returns the digit lit
    by the selection (the scene remembers it, to tell it from the sudoku tools' highlighter)."""
    if not app.settings.highlight_digit:
        return 0
    s.ui.highlight = digit
    app.dirty = True
    return digit


def auto_notes(s: Session) -> int:
    """Delete every candidate an answer on the board rules out, as one move; how many went."""
    gone = ruled_out(s.puzzle, s.state.cands)
    return len(gone) if s.play(ApplyDeduction(AUTO_NOTES, gone)) else 0
