"""The pygame-gui theme: the game's typeface, palette and text size for every widget.

Half of the words on screen are drawn by pygame-gui (menu and dialog
buttons, the help and hint texts, the puzzle-number box), and they must look
like the other half, which the game draws itself (:mod:`game.render.text`):

* **one typeface**: every widget's font is Noto Sans, the family the board
  and the pad use (pygame-gui ships it as ``noto_sans``); left to itself
  pygame-gui gives some widgets its own 14-px font and ignores the rest;
* **one text scale**: the sizes in ``assets/theme.json`` are for "normal"
  text at 800x480, and every one is multiplied by the text-size setting
  (small / normal / large, :data:`game.render.palette.TEXT_SCALES`) and by
  :func:`window_factor`, so a dialog's words grow with the window as the
  board's do;
* **one palette**: the colours come from the active palette
  (:mod:`game.render.palette`), so the colour-blind and high-contrast
  palettes reach the dialogs too.

pygame-gui takes all of that from a theme, so the theme file is read once
and handed to the manager as a dictionary with the fonts and colours filled
in.  A change of setting or of window size loads the new dictionary into
the running manager and rebuilds its widgets (only when something changed:
a rebuild is not free); the dialogs are remade by the relayout that follows
anyway (:func:`game.scenes.pad.apply_look`), so their sizes fit the new
text.  Fonts are loaded by pygame-gui while it parses the theme, so a new
size never shows a first frame in a fallback font.
"""

from __future__ import annotations

import copy
import json
import weakref
from functools import lru_cache
from typing import Any

from ..render import palette as P
from ..render.palette import Palette, darken, lighten
from ..render.text import face_file
from ..resources import resource_path

WIDGETS = ("button", "label", "text_entry_line", "drop_down_menu", "selection_list", "tool_tip", "text_box",
           "window", "title_bar")
"""Widgets whose font is made explicit (pygame-gui would otherwise give some of them its own)."""
FACE = "nanba_noto"
"""The typeface: the Noto Sans pygame-gui ships, the family game.render.text draws with, under a name of
our own so that pygame-gui takes it from the files' paths (:func:`face_paths`)."""
SHIPPED_FACE = "noto_sans"
"""pygame-gui's own name for the same typeface, used when its font files cannot be found by path."""
BASE_SIZE = 16
"""A widget's text size at "normal" in an 800x480 window, in px."""
SHORT_SIDE = 480
"""The window's short side the theme file's sizes are for."""
MAX_WINDOW_FACTOR = 1.3
"""How much a bigger window may grow the dialogs' text (and the dialogs with it): a desktop's dialogs are
read from farther away, but a dialog must still fit a 720-px-wide portrait screen."""


_loaded: weakref.WeakKeyDictionary[Any, tuple[float, str]] = weakref.WeakKeyDictionary()
"""The look each manager's theme was last loaded for (:func:`look_key`)."""


def window_factor(size: tuple[int, int]) -> float:
    """How much bigger than at 800x480 the widgets' text is in a window of ``size`` (1 .. 1.3)."""
    return max(1.0, min(MAX_WINDOW_FACTOR, round(min(size) / SHORT_SIDE, 2)))


@lru_cache(maxsize=1)
def _base() -> dict[str, Any] | None:
    path = resource_path("assets", "theme.json")
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def face_paths() -> dict[str, str]:
    """The font block's file paths for the typeface, or nothing when they cannot be found.

    By its own name (``noto_sans``) pygame-gui reads the whole font file into memory for each size it
    loads (five at start: some 3 MB); given the files' paths it opens them as the game's own text
    does, reading only what it draws."""
    regular, bold = face_file(False), face_file(True)
    if regular is None or bold is None:
        return {}
    paths = {"regular_path": str(regular), "bold_path": str(bold)}
    for key, name in (("italic_path", "NotoSans-Italic.ttf"), ("bold_italic_path", "NotoSans-BoldItalic.ttf")):
        if (regular.parent / name).is_file():
            paths[key] = str(regular.parent / name)
    return paths


def _hex(c: tuple[int, int, int]) -> str:
    return "#{:02X}{:02X}{:02X}".format(*c)


def palette_colours(pal: Palette) -> dict[str, dict[str, str]]:
    """The theme's colour blocks, element by element, from the palette ``pal``."""
    widget = {
        "normal_bg": pal.TOOLBAR_HI, "hovered_bg": lighten(pal.TOOLBAR_HI, 0.15), "disabled_bg": pal.TOOLBAR,
        "selected_bg": pal.SELECT, "active_bg": pal.SELECT, "dark_bg": darken(pal.TOOLBAR, 0.3),
        "normal_text": pal.ICON, "hovered_text": pal.ICON, "selected_text": pal.SELECT_TEXT,
        "active_text": pal.SELECT_TEXT, "disabled_text": pal.ICON_DIM,
        "normal_border": pal.ICON_DIM, "hovered_border": pal.GOLD, "selected_border": pal.GOLD,
        "active_border": pal.GOLD, "text_cursor": pal.GOLD,
    }
    box = {"dark_bg": pal.BOX, "normal_text": pal.BOX_TEXT, "selected_bg": pal.SELECT, "normal_border": pal.GOLD}
    out = {"defaults": widget, "window": {"dark_bg": pal.TOOLBAR, "normal_border": pal.GOLD},
           "text_box": {"dark_bg": pal.TOOLBAR}}
    out.update({f"#number_box_{s}": box for s in ("xs", "s", "m", "l")})
    return {element: {k: _hex(v) for k, v in block.items()} for element, block in out.items()}


def theme_data(scale: float = 1.0, pal: Palette | None = None) -> dict[str, Any] | None:
    """The theme with every font in the game's typeface at its size times ``scale``, in the colours of
    ``pal`` (the active palette by default); None when the theme file is missing."""
    base = _base()
    if base is None:
        return None
    data = copy.deepcopy(base)
    for element in WIDGETS:
        data.setdefault(element, {}).setdefault("font", {"size": str(BASE_SIZE)})
    for element, colours in palette_colours(pal or P.active()).items():
        data.setdefault(element, {}).setdefault("colours", {}).update(colours)
    paths = face_paths()
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            font.update(paths)
            font["name"] = FACE if paths else SHIPPED_FACE
            font["size"] = str(max(8, round(float(font.get("size", BASE_SIZE)) * scale)))
    return data


def font_sizes(manager) -> dict[str, int]:
    """Element id -> the font size the manager's theme holds for it (tests read this)."""
    theme = manager.get_theme()
    out = {}
    for element in ("button", "text_box", "label", "drop_down_menu", "#number_box_m"):
        f = theme.get_font([element])
        out[element] = int(f.point_size) if hasattr(f, "point_size") else f.size("8")[1]
    return out


def look_key(text_scale: float, size: tuple[int, int]) -> tuple[float, str]:
    """What the theme depends on: the scale of its fonts and the palette."""
    return round(text_scale * window_factor(size), 3), P.active().name


def use_look(manager, text_scale: float, size: tuple[int, int]) -> bool:
    """Load the theme for ``text_scale``, a window of ``size`` and the active palette into a running
    manager and rebuild its widgets, if any of them changed since the last load; True if it did."""
    key = look_key(text_scale, size)
    if _loaded.get(manager) == key:
        return False
    data = theme_data(key[0])
    if data is None:
        return False
    manager.get_theme().load_theme(data)
    manager.rebuild_all_from_changed_theme_data()
    _loaded[manager] = key
    return True


def make_manager(size: tuple[int, int], text_scale: float):
    """The app's pygame-gui manager, themed for the window, the text size and the active palette."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, theme_data(round(text_scale * window_factor(size), 3)))
    _loaded[manager] = look_key(text_scale, size)
    return manager
