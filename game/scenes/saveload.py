"""The Save game / Load game dialog: a list of the saved games and a name box.

Saving names a game; a finger without a keyboard types the name on the
on-screen keyboard (:mod:`game.scenes.keyboard`).  The buttons act on the name
in the box (choosing a row puts its name there): Rename types a new name the
same way, and overwriting or deleting a save asks first (:mod:`game.scenes.confirm`).
"""

from __future__ import annotations

import pygame

from ..input.intents import Intent
from ..services import Services
from ..ui.entry import SafeTextEntryLine
from ..saves import name_key, quoted
from ..ui.textsafe import clean
from .confirm import ConfirmScene
from .dialogs import DialogScene, finger_sized
from .keyboard import KeyboardScene


EMPTY = "No saved games yet: Save game, in the menu, keeps one."


class SaveLoadScene(DialogScene):
    """Save the game under a name, or load one of the saved games."""

    size = (520, 420)

    def __init__(self, app: Services, mode: str) -> None:
        super().__init__(app)
        self.mode = mode
        self.title = "Save game" if mode == "save" else "Load game"
        self.names: list[str] = []

    def _list(self) -> list[str]:
        """Rows of the list; ``self.slots`` maps each row back to its slot."""
        st = self.app.library.storage
        self.slots: dict[str, str] = {}
        if st is None:
            return []
        try:
            infos = st.list_saves()
        except Exception as e:
            self.app.toast(f"Saved games could not be listed: {e}")
            return []
        self.app.library.flush_storage_messages()
        rows = []
        for info in infos:
            what = info.kind if info.number is None else f"{info.kind} {info.number}"   # None: a puzzle of no set
            row = clean(f"{info.name or info.slot}: {what}, {info.progress}")  # names from files
            if getattr(info, "damaged", ""):  # moved aside as unreadable: listed, so the list never just empties
                row = clean(f"{info.name or info.slot}: damaged, moved aside ({info.damaged})")
            if getattr(info, "newer", False):  # left untouched for the newer Nanba that wrote it
                row = clean(f"{info.name or info.slot}: made by a newer Nanba")
            self.slots[row] = info.name or info.slot
            rows.append(row)
        return rows

    def build(self, window) -> None:
        import pygame_gui

        m = self.app.manager
        w, h = self.inner()
        self.names = self._list()
        self.listbox = finger_sized(pygame_gui.elements.UISelectionList(pygame.Rect(8, 8, w - 16, h - 126), [],
                                                                        manager=m, container=window), self.names)
        s = self.app.puzzle_scene.session
        # A set's puzzle by its number; one of no set (number -1) by where it came from, never "ripple--1".
        default = ""
        if self.mode == "save" and s is not None:
            default = f"{s.kind}-{s.number if s.number >= 0 else s.source or 'puzzle'}"
        # Saving names a game: a finger without a keyboard types it on the on-screen one (game.scenes.keyboard).
        kb_w = 140 if self.mode == "save" else 0
        self.name = SafeTextEntryLine(pygame.Rect(8, h - 110, w - 16 - kb_w - (8 if kb_w else 0), 48), manager=m,
                                      container=window, initial_text=default)
        self.name.set_text_length_limit(40)
        self.keyboard = pygame_gui.elements.UIButton(pygame.Rect(w - 8 - kb_w, h - 110, kb_w, 48), "Keyboard",
                                                     manager=m, container=window) if kb_w else None
        # Save/Load, Rename, Delete, Cancel: four finger-high buttons across the bottom.
        bw = (w - 16 - 3 * 8) // 4
        row = [pygame.Rect(8 + i * (bw + 8), h - 56, bw, 48) for i in range(4)]
        self.go = pygame_gui.elements.UIButton(row[0], "Save" if self.mode == "save" else "Load", manager=m,
                                               container=window)
        self.rename = pygame_gui.elements.UIButton(row[1], "Rename", manager=m, container=window)
        self.delete = pygame_gui.elements.UIButton(row[2], "Delete", manager=m, container=window)
        self.cancel = pygame_gui.elements.UIButton(row[3], "Cancel", manager=m, container=window)
        self.empty = None
        if self.mode == "load" and not self.names:
            self.name.set_text("")
            # An empty list says why it is empty, as Recent puzzles does, instead of showing a blank box.
            self.empty = pygame_gui.elements.UILabel(pygame.Rect(16, 16, w - 32, 48), EMPTY, manager=m,
                                                     container=window)

    def on_ui(self, it: Intent) -> bool:
        if it.name == "list_select" and it.element is self.listbox:
            self.name.set_text(self.slots.get(it.text, it.text))
        elif it.name == "list_double" and it.element is self.listbox:
            self.name.set_text(self.slots.get(it.text, it.text))
            self.run()
        elif it.name == "entry_finished" and it.element is self.name:
            self.run()
        elif it.name == "button" and it.element is self.go:
            self.run()
        elif it.name == "button" and it.element is self.cancel:
            self.close()
        elif it.name == "button" and it.element is self.rename:
            self.ask_rename()
        elif it.name == "button" and it.element is self.delete:
            self.ask_delete()
        elif it.name == "button" and self.keyboard is not None and it.element is self.keyboard:
            self.open_keyboard()
        return True

    def open_keyboard(self) -> None:
        self.app.stack.push(KeyboardScene(self.app, "Name the saved game", self._typed,
                                          initial=self.name.get_text(), max_len=40, covers=(lambda: self.window,)))

    def _typed(self, text: str) -> None:
        if self.name is not None and self.name.alive():
            self.name.set_text(text)

    def chosen(self) -> str:
        """The save the buttons act on: the name in the box (choosing a row puts its name there)."""
        return self.name.get_text().strip()

    def run(self) -> None:
        slot = self.chosen()
        if self.mode == "save" and self.app.library.has_game(slot):
            self.ask("Overwrite saved game?", f"A saved game called {quoted(slot)} exists. Overwrite it?",
                     "Overwrite", lambda: self._done(self.app.library.save_game(slot)))
            return
        self._done(self.app.library.save_game(slot) if self.mode == "save" else self.app.library.load_game(slot))

    def _done(self, ok: bool) -> None:
        if ok:
            self.close()

    def ask(self, title: str, text: str, yes: str, on_yes) -> None:
        self.app.stack.push(ConfirmScene(self.app, title, text, yes, on_yes))

    def existing(self, verb: str) -> str | None:
        """The chosen save's name, or None with a message saying why there is nothing to ``verb``."""
        slot = self.chosen()
        if self.app.library.has_game(slot):
            return slot
        self.app.toast(f"Choose a saved game to {verb}." if not slot else
                       f"There is no saved game called {quoted(slot)}.")
        return None

    def ask_delete(self) -> None:
        slot = self.existing("delete")
        if slot is None:
            return
        self.ask("Delete saved game?", f"Delete the saved game {quoted(slot)}? This cannot be undone.", "Delete",
                 lambda: self.app.library.delete_game(slot) and self.refresh())

    def ask_rename(self) -> None:
        slot = self.existing("rename")
        if slot is None:
            return
        self.app.stack.push(KeyboardScene(self.app, f"New name for {quoted(slot, 20)}",
                                          lambda new: self.renamed(slot, new), initial=slot, max_len=40,
                                          covers=(lambda: self.window,)))

    def renamed(self, slot: str, new: str) -> None:
        """The keyboard's answer: rename, asking first when ``new`` is another save's name."""
        new = new.strip()
        if not new:
            self.app.toast("Type a name for the saved game.")
            return

        def go() -> None:
            if self.app.library.rename_game(slot, new):
                self.refresh(new)

        if self.app.library.has_game(new) and name_key(new) != name_key(slot):
            self.ask("Overwrite saved game?", f"A saved game called {quoted(new)} exists. Overwrite it?",
                     "Overwrite", go)
        else:
            go()

    def refresh(self, name: str = "") -> bool:
        """Rebuild the list after a delete or rename (the window is rebuilt, as on a resize)."""
        self.relayout()
        self.name.set_text(name)
        return True
