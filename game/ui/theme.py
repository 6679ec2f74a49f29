"""The pygame-gui theme at the player's text size.

The text-size setting (small / normal / large, :data:`game.render.palette.TEXT_SCALES`)
must reach every word on screen, and half of them are drawn by pygame-gui:
menu and dialog buttons, the help and hint texts, the puzzle-number box.
pygame-gui takes its font sizes from the theme, so the theme file
(``assets/theme.json``, sized for "normal") is read once and handed to the
manager as a dictionary with every font size scaled.  A change of setting
loads the scaled dictionary into the running manager's theme and rebuilds
the widgets from it; the dialogs are remade by the relayout that follows
anyway (:func:`game.scenes.pad.apply_look`), so their sizes fit the new text.

Fonts are loaded by pygame-gui while it parses the theme, so a new size
never shows a first frame in a fallback font.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from ..resources import resource_path


WIDGETS = ("button", "label", "text_entry_line", "drop_down_menu", "selection_list", "tool_tip")
"""Widgets that take pygame-gui's built-in font (not the theme's "defaults"), whose size must scale too."""
PYGAME_GUI_FONT = {"name": "noto_sans", "size": "14"}
"""pygame-gui's built-in font: what those widgets use at "normal", unchanged."""


@lru_cache(maxsize=1)
def _base() -> dict[str, Any] | None:
    path = resource_path("assets", "theme.json")
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def theme_data(scale: float = 1.0) -> dict[str, Any] | None:
    """The theme with every font size times ``scale`` (None when the theme file is missing)."""
    base = _base()
    if base is None:
        return None
    data = copy.deepcopy(base)
    for element in WIDGETS:  # pygame-gui's own font for these, made explicit so that it scales too
        block = data.setdefault(element, {})
        block.setdefault("font", dict(PYGAME_GUI_FONT))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(max(8, round(float(font["size"]) * scale)))
    return data


def font_sizes(manager) -> dict[str, int]:
    """Element id -> the font size the manager's theme holds for it (tests read this)."""
    theme = manager.get_theme()
    out = {}
    for element in ("button", "text_box", "label", "#number_box_m"):
        f = theme.get_font([element])
        out[element] = int(f.point_size) if hasattr(f, "point_size") else f.size("8")[1]
    return out


def use_text_size(manager, scale: float) -> None:
    """Load the theme at ``scale`` into a running manager and rebuild its widgets with it."""
    data = theme_data(scale)
    if data is None:
        return
    manager.get_theme().load_theme(data)
    manager.rebuild_all_from_changed_theme_data()
