"""Open file: pick a text file of puzzle lines in pygame-gui's file dialog and open its first puzzle.

A file of several puzzles lists them (number, kind and size) to pick one; a file
that cannot be read, holds no puzzle line or whose first line is no puzzle
opens a message saying so, and the game on screen is left as it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from ..engine.puzzle import Puzzle
from ..input import intents as I
from ..input.intents import Intent
from ..services import Services
from ..sharing import file_name, line_label, read_file_line, read_file_lines
from ..ui.focus import FocusRing
from .dialogs import DialogScene, MessageScene
from .paged import PagedChoiceScene

FILE_TROUBLE = "Cannot open this file"


def open_read(app: Services, read: Callable[[], tuple[Puzzle, int]], title: str, where: str, source: str) -> bool:
    """Open the first puzzle ``read`` gives; if it refuses, a message titled ``title`` and the game untouched."""
    try:
        puzzle, count = read()
    except ValueError as e:
        app.stack.push(MessageScene(app, title, str(e)))
        return False
    app.library.open_custom(puzzle, source=source)
    if count > 1:
        app.toast(f"Opened the first of the {count} puzzles {where}.")
    return True


def open_path(app: Services, path: str) -> bool:
    """Open the file at ``path``: its only puzzle at once, or a list to pick one of several from."""
    try:
        lines = read_file_lines(path)
    except ValueError as e:
        app.stack.push(MessageScene(app, FILE_TROUBLE, str(e)))
        return False
    if len(lines) == 1:
        return open_read(app, lambda: read_file_line(path, lines, 0), FILE_TROUBLE, "", "file")
    app.stack.push(PickLineScene(app, path, lines))
    return True


class PickLineScene(PagedChoiceScene):
    """The puzzles of a file, one button each: the one picked opens."""

    def __init__(self, app: Services, path: str, lines: list[str]) -> None:
        self.title = f"{len(lines)} puzzles in {file_name(path)}"
        self.path, self.lines = path, lines
        super().__init__(app, [line_label(i, t) for i, t in enumerate(lines)])

    def pick(self, index: int) -> None:
        self.close()
        open_read(self.app, lambda: read_file_line(self.path, self.lines, index), FILE_TROUBLE, "", "file")


class OpenFileScene(DialogScene):
    """pygame-gui's file dialog as a scene: Esc, B or its Cancel closes it, picking a file opens it."""

    title = "Open a puzzle file"
    start_dir: str | None = None
    """Where the dialog starts (the tests point it at their own folder); the home folder by default."""

    def enter(self) -> None:
        from ..ui.file_dialog import FingerFileDialog

        sw, sh = self.app.screen.get_size()
        w, h = min(sw - 16, 640), min(sh - 16, 520)
        rect = pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)
        start = self.start_dir or str(Path.home())
        self.window = FingerFileDialog(rect, self.app.manager, window_title=self.title, initial_file_path=start,
                                       allow_existing_files_only=True, allow_picking_directories=False)
        self.focus = FocusRing(self.window.get_container(), self.app)

    def relayout(self) -> None:
        from pygame_gui.windows import UIFileDialog

        if isinstance(self.window, UIFileDialog):  # a new window for the new screen, in the folder the player had reached
            self.start_dir = self.window.current_directory_path
        super().relayout()

    def _ring(self) -> None:
        """The focus ring over the delete question while it is open, else over the dialog."""
        if self.window is None:
            return
        confirm = getattr(self.window, "delete_confirmation_dialog", None)
        if confirm is not None and confirm.alive():
            target, first = confirm.get_container(), confirm.cancel_button
        else:
            target, first = self.window.get_container(), getattr(self.window, "delete_button", None)
        if self.focus is None or self.focus.container is not target:
            self.focus = FocusRing(target, self.app, initial=first)

    def handle(self, it: Intent) -> bool:
        self._ring()
        if it.kind != I.UI and self.window is not None and self.focus is not None:
            self.focus.refresh()   # OK and delete come and go with the file picked, the list's rows with the folder
            moved = self.focus.handle(it)
            if isinstance(moved, Intent):   # A on a control: the dialog's own handlers act on it, as on a click
                self.press(moved)
                return True
            if moved:
                self.app.dirty = True
                return True
        if it.kind == I.UI and it.name == "path_picked" and it.element is self.window:
            path = it.text
            self.window = None  # the dialog closes itself once a path is picked
            self.close()
            open_path(self.app, path)
            return True
        return super().handle(it)

    def press(self, it: Intent) -> None:
        """Post the pygame-gui event a click would have made for the focus ring's ``it``."""
        import pygame_gui

        kind = {"button": pygame_gui.UI_BUTTON_PRESSED, "list_select": pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                "list_double": pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION}.get(it.name)
        if kind is not None:
            pygame.event.post(pygame.event.Event(kind, ui_element=it.element, text=it.text, ui_object_id=""))
