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
* **New puzzles: empty notes** (clean start): each open cell shows the
  player's own notes, empty at first; in Mark mode a digit (pad, key,
  gamepad, a click on the cell) writes or rubs out a note, and
  **Auto-notes** (the menu, or N) fills every open cell with the digits the
  placed digits allow -- one move, so one undo takes it back.  With
  **Placing a digit: clears its notes** on, a digit placed leaves its peers'
  notes in the same step.  Without clean start, Auto-notes deletes the
  candidates the placed digits rule out.

The aids' labels are here too, for the Settings dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.marks import cells_with, clashes, ruled_out
from ..engine.moves import ApplyDeduction, NotesFill
from ..engine.wording import plural
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
    "tidy_notes": ("Placing a digit", "clears its notes", "leaves notes"),
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
    app.puzzle_scene.session.tidy_notes = app.settings.tidy_notes
    app.dirty = True


def board_marks(app: Services, s: Session, auto_lit: int) -> BoardMarks:
    """What the aids draw on this frame of the board."""
    cands = s.state.cands
    digit = s.ui.highlight
    return BoardMarks(
        clashes=clashes(s.puzzle, cands) if app.settings.show_conflicts else frozenset(),
        lit=cells_with(cands, digit),
        lit_candidates=bool(digit) and digit != auto_lit,   # the sudoku tools' highlighter lights candidates
        dot_digit=digit if digit and digit == auto_lit else 0,  # the selection's digit: a dot where it may go
        notes=tuple(s.notes) if s.clean else None,
    )


def light_digit(app: Services, s: Session, digit: int) -> int:
    """Highlight the cells holding ``digit`` (0: none) if the setting is on; returns the digit lit
    by the selection (the scene remembers it, to tell it from the sudoku tools' highlighter)."""
    if not app.settings.highlight_digit:
        return 0
    s.ui.highlight = digit
    app.dirty = True
    return digit


def auto_notes(s: Session) -> str:
    """Auto-notes as one move, and what the player is told: in clean start every open cell's notes
    become the digits the placed digits allow; otherwise the candidates they rule out are deleted."""
    if s.clean:
        before = sum(bin(m).count("1") for m in s.notes)
        if not s.play(NotesFill()):
            return "Auto-notes: the notes already hold every digit the placed digits allow."
        return f"Auto-notes: {plural(sum(bin(m).count('1') for m in s.notes) - before, 'note')} written."
    gone = ruled_out(s.puzzle, s.state.cands)
    n = len(gone) if s.play(ApplyDeduction(AUTO_NOTES, gone)) else 0
    return (f"Auto-notes: {plural(n, 'note')} ruled out by the placed digits removed." if n
            else "Auto-notes: the notes already fit the placed digits.")

