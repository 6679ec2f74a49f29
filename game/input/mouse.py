"""What each mouse button does to a candidate, by the mouse-mapping setting.

The puzzle screen acts on it (:mod:`game.scenes.puzzle_input`) and Help
describes it (:mod:`game.scenes.help.controls`), both from this one table.
"""

from __future__ import annotations

from . import intents as I

MAPPINGS = {
    "summary": {I.PRIMARY: "delete", I.MIDDLE: "restore", I.SECONDARY: "set"},
    "playing": {I.PRIMARY: "delete", I.MIDDLE: "set", I.SECONDARY: "restore"},
}
"""Setting value -> button meaning -> what it does to a candidate (the seed's Summary, or its Playing
section's order)."""
