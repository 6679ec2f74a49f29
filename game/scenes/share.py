"""Share: copy the puzzle as a link, paste one, or open a file of puzzle lines.

One menu entry leads here, so the menu keeps rows a finger high.  Copy link
puts the puzzle's main form on the clipboard (a puzz.link URL for kinds that
have one, else the puzzle line: :func:`game.sharing.copy_forms`); a kind with
a common one-string form (a 9x9 sudoku) gets a second copy button for it.
Paste puzzle opens what the clipboard holds; text that is no puzzle opens a
message saying what is wrong and the game on screen is left as it was.
"""

from __future__ import annotations

import pygame

from ..input.intents import Intent
from ..services import Services
from ..sharing import copy_forms, read_pasted
from ..ui.clipboard import clipboard
from .dialogs import DialogScene
from .openfile import OpenFileScene, open_read

ROW = 56
"""A 48-px button and its gap: a finger high."""


def copy_text(app: Services, label: str, text: str) -> None:
    """Put ``text`` on the clipboard and say so (or say that it could not be done)."""
    if clipboard().put(text):
        app.toast(f"Copied the {label}.")
    else:
        app.toast("The clipboard cannot be reached: nothing was copied.", 6.0, notice=True)


def paste_puzzle(app: Services) -> bool:
    """Open the puzzle the clipboard holds."""
    return open_read(app, lambda: read_pasted(clipboard().get()), "Cannot paste this puzzle", "pasted", "pasted")


class ShareScene(DialogScene):
    title = "Share"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        forms = copy_forms(app.puzzle_scene.current.puzzle)
        # (what it does, the button, the form's name, the text copied)
        self.actions: list[tuple[str, str, str, str]] = [("copy", f"Copy link ({forms[0][0]})", *forms[0])]
        self.actions += [("copy", f"Copy as {label}", label, text) for label, text in forms[1:]]
        self.actions += [("paste", "Paste puzzle", "", "")]
        if app.kiosk is None:  # a kiosk shows passers-by no file system
            self.actions += [("open", "Open file...", "", "")]
        self.size = (430, ROW * len(self.actions) + 50)
        self.buttons: dict[object, int] = {}

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        self.buttons = {}
        for i, (key, label, _form, _text) in enumerate(self.actions):
            b = pygame_gui.elements.UIButton(pygame.Rect(10, 8 + ROW * i, w - 20, ROW - 8), label,
                                             manager=self.app.manager, container=window,
                                             object_id=f"#share_{key}")
            self.buttons[b] = i

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element in self.buttons:
            self.choose(self.buttons[it.element])
        return True

    def choose(self, index: int) -> None:
        key, _label, form, text = self.actions[index]
        app = self.app
        self.close()
        if key == "copy":
            copy_text(app, form, text)
        elif key == "paste":
            paste_puzzle(app)
        elif key == "open":
            app.stack.push(OpenFileScene(app))
