"""Sudoku's tools: the seed's toolbar extras, reached from one menu item.

Sudoku Savant has more buttons than Nanba's five-icon toolbar holds: eight
paint colours, a candidate highlighter, Solve with arrows through several
solutions, the "Computer's Solution" log, Auto (generate) and Manual (enter
by hand).  Rather than crowd the toolbar -- whose icons must stay a finger
wide at 800x480 -- they live in one dialog, :class:`SudokuToolsScene`, opened
from the menu's "Sudoku tools..." item.  Every control there is a
pygame-gui button at least 48 px high, so the dialog's focus ring makes it
work from keys and pads as well as a mouse or finger.

New and by hand are always offered; the board tools (Solve, the log, paint,
highlight: :mod:`game.scenes.kinds.sudoku_board`) only when the puzzle on
show is of a kind whose front names these tools
(:attr:`game.render.kinds.KindFront.tools`).  Generating is
:mod:`game.scenes.kinds.sudoku_generate`, the settings it shares with the
Settings dialog :mod:`game.scenes.kinds.sudoku_settings`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.moves import PAINT_COLOURS
from ...engine.puzzle import digit_char
from ...input.intents import Intent
from ...render.board import PAINT_COLOURS as PAINT_RGB
from ...render.kinds import front_for
from ..dialogs import DialogScene
from ..solver_log import SolverLogScene
from .sudoku_board import PaintOverlay, highlight, solve
from .sudoku_entry import EntryScene
from .sudoku_generate import GenerateScene
from .sudoku_settings import cycle_geometry, flag_label, geometry_button_label, toggle_flag_wrong, tool_button

if TYPE_CHECKING:  # pragma: no cover
    from ...services import Services

class SudokuToolsScene(DialogScene):
    """New, by hand, Solve, Computer's Solution, paint colours and the highlighted candidate."""

    title = "Sudoku tools"
    key = "sudoku"
    """The tools a kind's front names (``KindFront.tools``) when these board tools apply to it."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        p = app.puzzle_scene.session.puzzle
        self.n = p.width if front_for(p.kind).tools == self.key else 0   # 0: no board tools
        self.page = 0           # which page of rows shows when they do not all fit (a small window)
        self.pages = 1
        self.size = (640, 52 * (len(self._rows(624)) + 1) + 70)

    def _rows(self, w: int) -> list[tuple]:
        """The dialog's rows for an inner width ``w``, top to bottom.

        ``("wide", [(kind, key, text), ...])`` is one or two wide buttons;
        ``("keys", label, kind, [k, ...])`` a label and a run of 48-px keys
        (paint colours, highlighted digits) that wraps onto more rows when
        the window is narrow.
        """
        two = 2 if w >= 2 * 150 + 30 else 1
        items: list[tuple[str, str | None, str]] = [("action", "new", "New random sudoku..."),
                                                   ("action", "enter", "Enter a puzzle by hand...")]
        if self.n:
            items += [("action", "solve", "Solve"), ("action", "log", "Computer's Solution")]
        items += [("flag", None, ""), ("geo", None, "")]
        rows: list[tuple] = [("wide", items[i:i + two]) for i in range(0, len(items), two)]
        if self.n:
            per_row = max(1, (w - 4 - self._keys_x() - 48) // 52 + 1)
            for label, kind, keys in (("Paint", "paint", list(range(PAINT_COLOURS + 1))),
                                      ("Highlight", "light", list(range(self.n + 1)))):
                for i in range(0, len(keys), per_row):
                    rows.append(("keys", label if i == 0 else "", kind, keys[i:i + per_row]))
        return rows

    def _keys_x(self) -> int:
        """Where a row of keys starts: after its label, as wide as the theme's text needs."""
        try:
            text = self.app.manager.get_theme().get_font(["label"]).size("Highlight")[0]
        except Exception:        # no theme: the width the label had at the theme's normal size
            text = 70
        return 10 + max(90, text + 16)

    def build(self, window) -> None:
        """Finger-sized rows above a fixed row of (More) and Close.

        On a small window (480x320) the rows do not all fit: as in Settings
        they are split into pages and a "More" button steps through them, so
        Close is always on screen.  Only the page on show is built.
        """
        import pygame_gui

        w, h = self.inner()
        app = self.app
        self.actions: dict[object, str] = {}
        self.paints: dict[object, int] = {}
        self.lights: dict[object, int] = {}
        self.flag_btn = self.geo_btn = self.more_btn = None
        rows = self._rows(w)
        fit = max(1, (h - 10 - 56) // 52)
        self.pages = -(-len(rows) // fit)
        self.page = min(self.page, self.pages - 1)
        y = 8
        for row in rows[self.page * fit:(self.page + 1) * fit]:
            if row[0] == "wide":
                cells = row[1]
                bw = (w - 20 - 10 * (len(cells) - 1)) // len(cells)
                for i, (kind, key, text) in enumerate(cells):
                    b = tool_button(pygame.Rect(10 + i * (bw + 10), y, bw, 48), text, window, app)
                    if kind == "action":
                        self.actions[b] = key
                    else:
                        setattr(self, f"{kind}_btn", b)
            else:
                _, label, kind, keys = row
                if label:
                    pygame_gui.elements.UILabel(pygame.Rect(10, y, self._keys_x() - 10, 48), label,
                                                manager=app.manager, container=window)
                for j, k in enumerate(keys):
                    r = pygame.Rect(self._keys_x() + j * 52, y, 48, 48)
                    if kind == "paint":
                        b = tool_button(r, "Off" if k == 0 else str(k), window, app,
                                        None if k == 0 else PAINT_RGB[k - 1])
                        self.paints[b] = k
                    else:
                        self.lights[tool_button(r, "Off" if k == 0 else digit_char(k), window, app)] = k
            y += 52
        by = h - 56
        if self.pages > 1:
            self.more_btn = tool_button(pygame.Rect(10, by, 150, 48), f"More {self.page + 1}/{self.pages}",
                                        window, app)
        self.close_btn = tool_button(pygame.Rect(w - 130, by, 120, 48), "Close", window, app)
        self._labels()

    def _labels(self) -> None:
        if self.flag_btn is not None:
            self.flag_btn.set_text(flag_label(self.app))
        if self.geo_btn is not None:
            self.geo_btn.set_text(geometry_button_label(self.app))

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        e = it.element
        app = self.app
        if e is not None and e is self.more_btn:
            self.page = (self.page + 1) % self.pages
            self.relayout()
        elif e is not None and e is self.flag_btn:   # the seed's "highlight incorrect numbers", on from the start
            toggle_flag_wrong(app)
            self._labels()
        elif e is not None and e is self.geo_btn:  # the seed's Options/Geometry: box width and height
            cycle_geometry(app)
            self._labels()
        elif e is self.close_btn:
            self.close()
        elif e in self.paints:
            self.close()
            app.stack.push(PaintOverlay(app, self.paints[e]))
        elif e in self.lights:
            self.close()
            highlight(app, self.lights[e])
        elif e in self.actions:
            key = self.actions[e]
            self.close()
            if key == "new":
                app.stack.push(GenerateScene(app))
            elif key == "enter":
                app.stack.push(EntryScene(app))
            elif key == "solve":
                solve(app)
            elif key == "log":
                app.stack.push(SolverLogScene(app))
        return True
