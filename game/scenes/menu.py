"""The jigsaw menu: a column of pygame-gui buttons over the dimmed puzzle.

It is a dialog scene like the others; each button either acts at once
(switch kind, save settings, quit) or replaces the menu with the dialog it
names, so Esc from that dialog returns straight to the puzzle.
"""

from __future__ import annotations

import pygame

from ..input.intents import Intent
from .dialogs import DialogScene, HelpScene, SaveLoadScene, SettingsScene

ITEMS = (
    ("suguru", "Suguru"),
    ("ripple", "Ripple Effect"),
    ("choose", "Choose a puzzle..."),
    ("settings", "Settings..."),
    ("save_settings", "Save settings"),
    ("save", "Save game..."),
    ("load", "Load game..."),
    ("help", "Help"),
    ("quit", "Quit"),
)


class MenuScene(DialogScene):
    title = "Menu"
    size = (340, 40 * len(ITEMS) + 50)

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        self.buttons = {}
        kind = self.app.puzzle_scene.session.kind
        for i, (key, text) in enumerate(ITEMS):
            label = ("> " + text) if key == kind else text
            b = pygame_gui.elements.UIButton(pygame.Rect(10, 6 + 40 * i, w - 20, 36), label,
                                             manager=self.app.manager, container=window, object_id=f"#menu_{key}")
            self.buttons[b] = key

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element in self.buttons:
            self.choose(self.buttons[it.element])
        return True

    def choose(self, key: str) -> None:
        app = self.app
        self.close()
        if key in ("suguru", "ripple"):
            if app.open_random(key):
                app.settings.kind = key
        elif key == "choose":
            from .chooser import ChooserScene

            app.stack.push(ChooserScene(app, app.puzzle_scene.session.kind))
        elif key == "settings":
            app.stack.push(SettingsScene(app))
        elif key == "save_settings":
            if app.save_settings():
                app.toast("Settings saved.")
        elif key in ("save", "load"):
            app.stack.push(SaveLoadScene(app, key))
        elif key == "help":
            app.stack.push(HelpScene(app))
        elif key == "quit":
            app.quit()
