"""The jigsaw menu: pygame-gui buttons over the dimmed puzzle.

It is a dialog scene like the others; each button either acts at once
(switch kind, quit) or replaces the menu with the dialog or
view it names, so Esc from that dialog returns straight to the puzzle.

The puzzle kinds are the level sets whose files are present
(:func:`game.levels.level_sets`), so a build without, say, the sudoku sets
simply does not offer them; when a kind present has a tools dialog (its
front names one, :data:`game.scenes.kinds.TOOLS` has it: Sudoku's new, by
hand, Solve, the solver's log, paint, highlight) the kinds end with it.
With more than a handful the kinds take a
column of their own beside the actions, so the menu fits a 480-pixel-high
screen with rows tall enough to touch.  There is no "Save settings": the
Settings dialog saves each change as it is made.
"""

from __future__ import annotations

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..engine.backend import level_sets as registered_sets
from ..lessondata import lessons
from ..levels import level_sets, set_title
from ..render.kinds import front_for
from ..services import Services
from .daily import DailyScene
from .dialogs import DialogScene
from .editor_start import EditorStartScene
from .help import HelpScene
from .new_puzzle import NewPuzzleScene
from .kinds import TOOLS
from .pad import focus_chooser
from .saveload import SaveLoadScene
from .settings_dialog import SettingsScene
from .recent import RecentScene
from .school import SchoolScene
from .share import ShareScene
from .watch import WatchScene

ACTIONS = (
    ("new", "New puzzle..."),
    ("choose", "Choose a puzzle..."),
    ("daily", "Daily puzzle..."),
    ("editor", "Puzzle editor..."),
    ("watch", "Watch the computer solve"),
    ("notes", "Auto-notes"),
    ("settings", "Settings..."),
    ("share", "Copy, paste, open file..."),
    ("recent", "Recent puzzles..."),
    ("save", "Save game..."),
    ("load", "Load game..."),
    ("help", "Help"),
    ("school", "School: learn the techniques"),
    ("quit", "Quit"),
)

KIOSK_HIDDEN = ("quit", "save", "load")
"""What a kiosk's menu leaves out (game.kiosk): no way out, nothing written that outlives a visit."""

TOOL_PREFIX = "tools:"
"""Menu keys of a kind's tools dialog: the prefix, then the front's tools key."""


def menu_items() -> list[list[tuple[str, str]]]:
    """The menu's columns: the kinds present (a column of their own when many), then the actions."""
    sets = level_sets()
    kinds = [(name, set_title(name)) for name in sets]
    present = [s for s in registered_sets() if s.name in sets]  # a level file no backend declares has no tools
    for tools in dict.fromkeys(front_for(s.kind).tools for s in present):
        if tools in TOOLS:  # a kind present has a tools dialog: offered once, after the sets
            kinds.append((TOOL_PREFIX + tools, TOOLS[tools][0]))
    if len(kinds) <= 3:
        return [kinds + list(ACTIONS)]
    return [kinds, list(ACTIONS)]


def fit_columns(columns: list[list[tuple[str, str]]], most: int) -> list[list[tuple[str, str]]]:
    """Each column too tall for ``most`` finger-high rows cut into even parts side by side, in order.

    >>> fit_columns([list("ab"), list("cdefg")], 3)
    [['a', 'b'], ['c', 'd', 'e'], ['f', 'g']]
    """
    out: list[list[tuple[str, str]]] = []
    for c in columns:
        parts = -(-len(c) // most)
        size = -(-len(c) // parts)
        out.extend(c[i:i + size] for i in range(0, len(c), size))
    return out


class MenuScene(DialogScene):
    title = "Menu"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.columns = menu_items()
        if app.kiosk is not None:  # a kiosk offers passers-by no way out and nothing that outlives a visit
            self.columns = [[item for item in c if item[0] not in KIOSK_HIDDEN] for c in self.columns]
        self.columns = fit_columns(self.columns, max(1, (app.screen.get_height() - 66) // 51))
        rows = max(len(c) for c in self.columns)
        # Rows of 52 px (48-px buttons: a finger) where the window allows, never under 32.
        self.row = max(32, min(52, (app.screen.get_height() - 66) // rows))
        col_w = max(200, min(310, (app.screen.get_width() - 40) // len(self.columns)))
        self.size = (col_w * len(self.columns) + 30, self.row * rows + 50)

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        self.buttons = {}
        kind = self.app.puzzle_scene.current.kind
        col_w = (w - 10) // len(self.columns)
        for j, column in enumerate(self.columns):
            for i, (key, text) in enumerate(column):
                label = ("> " + text) if key == kind else text
                rect = pygame.Rect(10 + j * col_w, 6 + self.row * i, col_w - 10, self.row - 3)
                b = pygame_gui.elements.UIButton(rect, label, manager=self.app.manager, container=window,
                                                 object_id=f"#menu_{key}")
                self.buttons[b] = key

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element in self.buttons:
            self.choose(self.buttons[it.element])
        return True

    def choose(self, key: str) -> None:
        app = self.app
        self.close()
        if key.startswith(TOOL_PREFIX):
            app.stack.push(TOOLS[key[len(TOOL_PREFIX):]][1](app))
        elif key not in dict(ACTIONS):  # a kind (level set)
            if app.library.open_random(key):
                app.library.remember_set()
        elif key == "notes":
            app.stack.dispatch(Intent(I.AUTO_NOTES))   # the puzzle's (game.scenes.puzzle_aids)
        elif key == "watch":
            app.stack.push(WatchScene.of_session(app, app.puzzle_scene.session))
        elif key == "school":
            kind = app.puzzle_scene.current.kind
            app.stack.push(SchoolScene(app, kind if lessons(kind) else None))
        elif key == "new":
            app.stack.push(NewPuzzleScene(app))
        elif key == "choose":
            app.stack.push(focus_chooser(app, app.puzzle_scene.current.kind))  # tiles reachable by keys and pads
        elif key == "daily":
            app.stack.push(DailyScene(app))
        elif key == "editor":
            app.stack.push(EditorStartScene(app))
        elif key == "settings":
            app.stack.push(SettingsScene(app))
        elif key == "recent":
            app.stack.push(RecentScene(app))
        elif key == "share":
            app.stack.push(ShareScene(app))
        elif key in ("save", "load"):
            app.stack.push(SaveLoadScene(app, key))
        elif key == "help":
            app.stack.push(HelpScene(app))
        elif key == "quit":
            app.quit()
