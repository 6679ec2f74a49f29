"""The hint settings the Settings dialog shows: what the easy pass may do, and the row and column labels.

Each is a two-way switch saved the moment it flips (the dialog persists
every change).  Turning the labels on or off lays the puzzle out again:
the labels take a strip beside the board, never a part of it.
"""

from __future__ import annotations

from ..services import Services

HINT_TOGGLES: dict[str, tuple[str, str, str]] = {
    "pass": ("pass_places", "Easy pass: may place answers", "Easy pass: clears candidates only"),
    "labels": ("labels", "Row/column labels: on", "Row/column labels: off"),
}
"""Dialog name -> (setting, label when on, label when off)."""


def toggle_label(app: Services, name: str) -> str:
    key, on, off = HINT_TOGGLES[name]
    return on if getattr(app.settings, key) else off


def flip(app: Services, name: str) -> bool:
    """Flip one hint setting; True when every scene was laid out again (the labels take room beside
    the board), which rebuilt the dialog too."""
    key = HINT_TOGGLES[name][0]
    app.settings = app.settings.with_(**{key: not getattr(app.settings, key)})
    app.dirty = True
    if key == "labels":
        app.resize(app.screen.get_size())
        return True
    return False
