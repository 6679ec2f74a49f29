"""Sudoku's settings and the tools' shared parts: box shapes, "flag wrong entries", the buttons.

The box shape (``settings.sudoku_box``) is what new and hand-entered sudoku
are made with; "flag wrong entries immediately" marks wrong cells as they
are entered, on every kind.  Both are cycled from the Settings dialog and
from the sudoku tools (:mod:`game.scenes.kinds.sudoku_tools`), whose
finger-sized pygame-gui buttons (:func:`tool_button`) the other sudoku
dialogs share.
"""

from __future__ import annotations

import pygame

from ...services import Services

GEOMETRIES: tuple[tuple[int, int], ...] = ((2, 2), (3, 2), (2, 3), (4, 2), (2, 4), (3, 3), (4, 3), (3, 4), (4, 4))
"""Box shapes (width, height) offered for new and hand-entered sudoku: 4x4 to 16x16 boards."""


def geometry(app: Services) -> tuple[int, int]:
    """The box shape setting (``settings.sudoku_box``, "WxH"), 3x3 by default."""
    text = app.settings.sudoku_box
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return 3, 3
    return (w, h) if (w, h) in GEOMETRIES else (3, 3)


def geometry_label(box: tuple[int, int]) -> str:
    n = box[0] * box[1]
    return f"{n}x{n}, boxes {box[0]}x{box[1]}"


def set_geometry(app: Services, box: tuple[int, int]) -> None:
    app.settings = app.settings.with_(sudoku_box=f"{box[0]}x{box[1]}")


def next_geometry(box: tuple[int, int], among: tuple[tuple[int, int], ...] = GEOMETRIES) -> tuple[int, int]:
    i = among.index(box) if box in among else -1
    return among[(i + 1) % len(among)]


def flag_wrong(app: Services) -> bool:
    """The "flag wrong entries immediately" setting."""
    return app.settings.flag_wrong


def toggle_flag_wrong(app: Services) -> None:
    """Flip "flag wrong entries immediately"; on, the wrong cells are marked at once, off, unmarked."""
    app.settings = app.settings.with_(flag_wrong=not flag_wrong(app))
    sc = app.puzzle_scene
    if app.settings.flag_wrong:
        sc.after_move()
    else:
        sc.session.ui.errors, sc.session.ui.thumb_down = frozenset(), False


def flag_label(app: Services) -> str:
    return "Flag wrong entries: " + ("at once" if flag_wrong(app) else "off")


def geometry_button_label(app: Services) -> str:
    return "New boards: " + geometry_label(geometry(app))


def cycle_geometry(app: Services) -> None:
    """The seed's Options/Geometry: the next box width x height for new and hand-entered boards."""
    set_geometry(app, next_geometry(geometry(app)))


def tool_button(rect, text, window, app: Services, colour=None):
    """A finger-high pygame-gui button in ``window``; with ``colour``, a paint swatch of that colour."""
    import pygame_gui

    b = pygame_gui.elements.UIButton(rect, text, manager=app.manager, container=window)
    if colour is not None:  # a paint swatch: the button is the colour (and says its number)
        try:
            for k in ("normal_bg", "hovered_bg", "active_bg", "selected_bg"):
                b.colours[k] = pygame.Color(*colour)
            for k in ("normal_text", "hovered_text", "active_text", "selected_text"):
                b.colours[k] = pygame.Color(20, 22, 28)
            b.rebuild()
        except Exception:   # an older pygame-gui: the number still says which colour
            pass
    return b
