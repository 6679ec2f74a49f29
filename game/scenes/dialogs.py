"""Dialogs built from pygame-gui windows: messages, help, settings, save/load.

Each dialog is a modal, transparent scene: the puzzle stays visible (dimmed)
beneath, and nothing reaches it while the dialog is up.  A dialog builds its
widgets on ``enter`` and kills them on ``exit``, always passing the app's
manager explicitly (never relying on "the first manager created").  Widgets
report through ``UI`` intents; Esc and the window's close button both close.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..ui.entry import SafeTextEntryLine
from ..ui.textsafe import clean
from .base import Scene

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui and the focus ring load when a dialog first opens)
    from pygame_gui.elements import UIButton, UIDropDownMenu, UIWindow

    from ..ui.focus import FocusRing

HELP_HTML = " ".join("""<b>Nanba</b>: Suguru, Ripple Effect, Sudoku and Sujiko.<br><br>
<b>Rules.</b> Suguru: each polyomino of N cells holds 1..N once; equal digits never touch, not even diagonally.<br>
Ripple Effect: each polyomino of N cells holds 1..N once; two equal digits N in a row or column are more than N cells apart.<br>
Sudoku: an N x N grid holds 1..N once in every row, every column and every box (a jigsaw sudoku's boxes are the
coloured shapes); digits above 9 are written A, B, C...<br>
Sujiko: a 3x3 grid holds 1..9 once (a 4x4 holds 1..16 once), and each circle on a corner gives the sum of the four
cells around it. A circle turns green with a second ring when its four answers add up, and into a red stop sign
when they cannot; a Sujiko cell shows its candidates as a keypad in its middle, clear of the circles.<br><br>
<b>Candidates</b> are the small digits along each cell's top edge.
Left-click deletes one, middle-click on its place restores it, right-click makes it the answer
(Settings offers the other order: middle sets, right restores).
Left-click on a big answer you set clears it back to all its candidates. Givens (black digits) never change;
your answers are blue and underlined.<br><br>
<b>Toolbar</b>: jigsaw = menu; dots = random puzzle; wand = hint (left-click asks, middle-click explains,
left-click again deletes the red candidates, right-click removes all the easy candidates);
thumb = check for errors (thumb down: click again to undo back to the last correct position);
sad smiley = show the solution. Then the puzzle number (point at it, type 0-999 and Enter), the difficulty score and the
clock (it shows the hint's two letters while a hint is up).<br><br>
<b>Hint marks</b>: red filled squares with a strike = candidates to delete; green rings = the reason.<br><br>
<b>Keys</b>: arrows move the cursor; 1-9 toggle a candidate; Shift+digit sets the answer; Backspace clears it;
on a cell that holds 10 and more (Sujiko 4x4), type two digits quickly: 1 then 6 (within 0.8 s) is 16, a 1 alone
is 1; 0 on its own is no digit;
Enter restarts; Ctrl+Z / Ctrl+Y undo and redo (hints, restarts and solutions too; Ctrl+Y also brings back the
moves the thumb undid); H hint; C check;
Esc closes a dialog or opens the menu; F1 this help; Tab moves between the board and the toolbar (and through
a dialog's buttons), Enter presses the ringed one; X explains a hint, E removes the easy candidates.<br><br>
<b>Digit pad</b> (beside or under the board): the selected cell's digits, large. Tap or click one to delete or
restore it; hold it (or switch Mark to Answer) to make it the answer. On a touch screen a tap on the board only
selects a cell; hold the wand for the easy candidates; ? explains the hint on show; tap the puzzle number for a
number pad.<br><br>
<b>Gamepad</b>: D-pad or stick moves; the triggers choose a digit; A (bottom button) deletes/restores it,
Y (top) sets it; X hint (again: apply); B back; LB/RB undo/redo; Select check; Start menu; right stick explains,
left stick removes the easy candidates. Up off the top row reaches the toolbar.<br><br>
<b>Watch the computer solve</b> (menu): the textbook backtracking search on the left, filling cells one try at
a time with its step and backtrack counters, beside our own solver's logical path on the right, each step's marks
and sentence as a hint shows them. Play/Pause (Space, A; Replay once the search is over), Step (Right), Slower/Faster (Down/Up, 1-5 presets),
Instant, Restart (Enter), &lt; Hint / Hint &gt; (PgUp/PgDn, the bumpers) walk the logical path; x or Esc closes.<br><br>
Your game is saved when you quit and resumed next time; Save game / Load game in the menu keep more
(Keyboard types a name with big keys on a touch screen).""".split("\n")
                     ).replace("<br> ", "<br>")


TARGET = 48
"""A finger's least target, in px: list rows and scroll bars too, not only buttons, so every one can be hit with a finger."""
TITLE_EXTRA = TARGET - 28
"""The theme's title bar (and its close button) is a finger high, 20 px more than pygame-gui's own."""


def finger_sized(widget, items: list[str] | None = None):
    """Give a list's rows and a text box's or list's scroll bar a finger's size (pygame-gui draws 20 px).

    pygame-gui has no theme setting for these, only attributes read when the
    widget builds its parts, so they are set here and the parts rebuilt; a
    list is made empty and filled afterwards (``items``) for that reason.
    """
    widget.scroll_bar_width = TARGET + 4   # the slider inside is the target: the bar's border comes off it
    if items is not None:
        widget.list_item_height = TARGET
        widget.set_item_list(items)
    else:
        widget.rebuild()
    return widget


def _centered(app, w: int, h: int) -> pygame.Rect:
    sw, sh = app.screen.get_size()
    w, h = min(w, sw - 16), min(h, sh - 16)
    return pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)


class DialogScene(Scene):
    transparent = True
    modal = True
    title = ""
    size = (520, 380)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.window: UIWindow | None = None
        self.focus: FocusRing | None = None  # the gamepad / keyboard focus ring over this dialog's widgets (game.ui.focus)

    def enter(self) -> None:
        import pygame_gui

        from ..ui.focus import FocusRing

        w, h = self.size  # sized for pygame-gui's 28-px title bar; the theme's is a finger high
        self.window = pygame_gui.elements.UIWindow(_centered(self.app, w, h + TITLE_EXTRA),
                                                   manager=self.app.manager, window_display_title=clean(self.title),
                                                   resizable=False)
        self.build(self.window)
        self.focus = FocusRing(self.window.get_container(), self.app)

    def build(self, window) -> None:
        pass

    def exit(self) -> None:
        if self.window is not None:
            self.window.kill()
            self.window = None
        self.app.dirty = True

    def relayout(self) -> None:
        index = self.focus.index if self.focus is not None else 0
        self.exit()
        self.enter()
        if self.focus is not None and self.focus.items:
            self.focus.index = min(index, len(self.focus.items) - 1)

    def inner(self) -> tuple[int, int]:
        if self.window is None:
            raise RuntimeError("a dialog is measured only while its window is open (enter, build)")
        r = self.window.get_container().get_rect()
        return r.w, r.h

    def handle(self, it: Intent) -> bool:
        if self.focus is not None and self.window is not None:
            moved = self.focus.handle(it)   # arrows, Tab, Enter / A: the same UI intents a click makes
            if isinstance(moved, Intent):
                self.on_ui(moved)
                return True
            if moved:
                self.app.dirty = True
                return True
        if it.kind == I.BACK:
            self.close()
            return True
        if it.kind == I.UI:
            if it.name == "window_close" and it.element is self.window:
                self.window = None  # pygame-gui already killed it
                self.close()
                return True
            return self.on_ui(it)
        if it.kind == I.HELP:
            return True
        return True  # modal: nothing reaches the puzzle

    def on_ui(self, it: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))


class MessageScene(DialogScene):
    """A title and a few sentences with an OK button (hint explanations, notices)."""

    def __init__(self, app, title: str, text: str, size: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        if size is None:  # about 55 characters a line at the theme's font
            size = (520, min(560, 150 + 26 * (len(text) // 55 + 1)))
        # Notices quote what files hold: pygame-gui must not be handed a NUL or a zero-width text to draw.
        self.title, self.text, self.size = clean(title), clean(text), size
        self.ok: UIButton | None = None
        self.textbox = None

    def build(self, window) -> None:
        import pygame_gui

        w, h = self.inner()
        self.textbox = finger_sized(pygame_gui.elements.UITextBox(self.text, pygame.Rect(8, 8, w - 16, h - 72),
                                                                  manager=self.app.manager, container=window))
        self.ok = pygame_gui.elements.UIButton(pygame.Rect(w - 108, h - 56, 100, 48), "OK",
                                               manager=self.app.manager, container=window)

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element is self.ok:
            self.close()
        return True


class HelpScene(MessageScene):
    def __init__(self, app) -> None:
        super().__init__(app, "Help", HELP_HTML, size=(760, 620))


class SettingsScene(DialogScene):
    title = "Settings"
    size = (560, 438)

    MAPPING_LABELS = {
        "summary": "Left deletes, middle restores, right sets",
        "playing": "Left deletes, middle sets, right restores",
    }
    SIZES = ("800x480", "1024x768", "1280x800", "1600x1000", "1920x1080")
    # made by build (None: not on the page on show)
    mapping: UIDropDownMenu | None
    size_menu: UIDropDownMenu | None
    sound_btn: UIButton | None
    anim_btn: UIButton | None
    full_btn: UIButton | None
    more_btn: UIButton | None
    flag_btn: UIButton | None
    geo_btn: UIButton | None
    look_btns: dict[UIButton, str]   # each look button -> its setting

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0           # which page of rows shows when they do not all fit (a small window)
        self.pages = 1

    def enter(self) -> None:
        if getattr(self.app, "kiosk", None) is not None:
            self.size = (self.size[0], SettingsScene.size[1] - 52)   # a kiosk has no window-size row (build)
        super().enter()

    def build(self, window) -> None:
        """Rows of finger-sized widgets above a fixed row of Save / (More) / Close.

        On a small window (480x320) the rows do not all fit: they are split
        into pages and a "More" button steps through them, so Save and Close
        are always on screen.  Only the page on show is built.
        """
        import pygame_gui

        m, s = self.app.manager, self.app.settings
        w, h = self.inner()
        kiosk = getattr(self.app, "kiosk", None) is not None   # the window is the operator's, not a player's
        self.mapping = self.size_menu = self.sound_btn = self.anim_btn = self.full_btn = None
        self.more_btn = self.flag_btn = self.geo_btn = None
        self.look_btns = {}
        rows = [["mapping"]] + ([] if kiosk else [["size"]])
        per_row = max(1, min(3, (w - 10) // 150))      # buttons at least 140 px wide
        toggles = ["sound", "anim", "full"]
        rows += [toggles[i:i + per_row] for i in range(0, 3, per_row)]
        from .pad import LOOK_SETTINGS

        looks = [f"look:{k}" for k in LOOK_SETTINGS]
        two = 2 if w >= 2 * 150 + 10 else 1
        rows += [looks[i:i + two] for i in range(0, len(looks), two)]
        rows += [["flag", "geo"][i:i + two] for i in range(0, 2, two)]   # sudoku: game.scenes.kinds.sudoku_settings
        fit = max(1, (h - 10 - 56) // 52)
        self.pages = -(-len(rows) // fit)
        self.page = min(self.page, self.pages - 1)
        label_w = 150 if w >= 500 else 90
        y = 10
        for row in rows[self.page * fit:(self.page + 1) * fit]:
            bw = (w - 20 - 10 * (len(row) - 1)) // len(row)
            for i, name in enumerate(row):
                r = pygame.Rect(10 + i * (bw + 10), y, bw, 48)
                self._make(name, r, label_w, window)
            y += 52
        by = h - 56
        self.save_btn = pygame_gui.elements.UIButton(pygame.Rect(10, by, 150, 48), "Save settings", manager=m,
                                                     container=window)
        if self.pages > 1:
            self.more_btn = pygame_gui.elements.UIButton(pygame.Rect(170, by, max(60, w - 310), 48),
                                                         f"More {self.page + 1}/{self.pages}", manager=m,
                                                         container=window)
        self.close_btn = pygame_gui.elements.UIButton(pygame.Rect(w - 130, by, 120, 48), "Close", manager=m,
                                                      container=window)
        self._labels()

    def _make(self, name: str, r: pygame.Rect, label_w: int, window) -> None:
        """One widget of a row (a label and drop-down for the choices, else a button) in ``r``."""
        import pygame_gui

        m, s = self.app.manager, self.app.settings
        if name in ("mapping", "size"):
            pygame_gui.elements.UILabel(pygame.Rect(r.x, r.y, label_w, 48), "Mouse" if name == "mapping"
                                        else "Window size", manager=m, container=window)
            box = pygame.Rect(r.x + label_w + 10, r.y, r.w - label_w - 10, 48)
        if name == "mapping":
            cur = self.MAPPING_LABELS.get(getattr(s, "mouse_mapping", "summary"), self.MAPPING_LABELS["summary"])
            self.mapping = pygame_gui.elements.UIDropDownMenu(list(self.MAPPING_LABELS.values()), cur, box,
                                                              manager=m, container=window)
        elif name == "size":
            # The size the window has now (a saved size may differ: --size, a resize by hand).
            ws = self.app.screen.get_size()
            if self.app.fullscreen:
                ws = s.window_size
            cur_size = f"{ws[0]}x{ws[1]}"
            sizes: list[str | tuple[str, str]] = list(self.SIZES) if cur_size in self.SIZES else [cur_size, *self.SIZES]
            box.w = min(box.w, 200)
            self.size_menu = pygame_gui.elements.UIDropDownMenu(sizes, cur_size, box, manager=m, container=window)
        elif name.startswith("look:"):
            self.look_btns[pygame_gui.elements.UIButton(r, "", manager=m, container=window)] = name[5:]
        else:
            setattr(self, f"{name}_btn", pygame_gui.elements.UIButton(r, "", manager=m, container=window))

    def _labels(self) -> None:
        s = self.app.settings
        if self.sound_btn is not None:
            self.sound_btn.set_text("Sound: on" if getattr(s, "sound", True) else "Sound: off")
        if self.anim_btn is not None:
            self.anim_btn.set_text("Animations: on" if self.app.anim_enabled else "Animations: off")
        if self.full_btn is None:
            pass
        elif getattr(self.app, "kiosk", None) is not None:
            self.full_btn.set_text("Full screen: locked")   # a tap says why (on_ui)
        else:
            self.full_btn.set_text("Full screen: on" if self.app.fullscreen else "Full screen: off")
        from .pad import look_label

        for b, key in self.look_btns.items():
            b.set_text(look_label(self.app, key))
        from .kinds.sudoku_settings import flag_label, geometry_button_label

        if self.flag_btn is not None:
            self.flag_btn.set_text(flag_label(self.app))
        if self.geo_btn is not None:
            self.geo_btn.set_text(geometry_button_label(self.app))

    def on_ui(self, it: Intent) -> bool:
        s, app = self.app.settings, self.app
        if it.element is None:
            return True
        if it.name == "button" and it.element is self.more_btn:
            self.page = (self.page + 1) % self.pages
            self.relayout()
            return True
        if it.name == "dropdown" and it.element is self.mapping:
            for key, text in self.MAPPING_LABELS.items():
                if text == it.text:
                    app.settings = s = s.with_(mouse_mapping=key)
        elif it.name == "dropdown" and it.element is self.size_menu:
            w, h = (int(v) for v in it.text.split("x"))
            app.settings = s = s.with_(window_size=(w, h))
            if not app.fullscreen:
                app.resize((w, h))
                return True  # relayout rebuilt this dialog
        elif it.name == "button" and it.element is self.sound_btn:
            app.settings = s = s.with_(sound=not s.sound)
            try:
                app.sound.enabled = s.sound
            except Exception:
                pass
        elif it.name == "button" and it.element is self.anim_btn:
            app.anim_enabled = not app.anim_enabled
            app.settings = s = s.with_(animations=app.anim_enabled)
            app.puzzle_scene.anim.enabled = app.anim_enabled
        elif it.name == "button" and it.element is self.full_btn:
            if getattr(app, "kiosk", None) is not None:
                app.toast("A kiosk stays full screen.")  # leaving it would show the desktop
                return True
            app.toggle_fullscreen()
            return True
        elif it.name == "button" and it.element in self.look_btns:
            from .pad import cycle_look

            cycle_look(app, self.look_btns[it.element])
            return True  # the relayout rebuilt this dialog
        elif it.name == "button" and it.element is self.flag_btn:
            from .kinds.sudoku_settings import toggle_flag_wrong

            toggle_flag_wrong(app)
        elif it.name == "button" and it.element is self.geo_btn:
            from .kinds.sudoku_settings import cycle_geometry

            cycle_geometry(app)
        elif it.name == "button" and it.element is self.save_btn:
            if app.save_settings():
                app.toast("Settings saved.")
        elif it.name == "button" and it.element is self.close_btn:
            self.close()
            return True
        if self.window is not None:
            self._labels()
        return True


class SaveLoadScene(DialogScene):
    """Save the game under a name, or load one of the saved games."""

    size = (520, 420)

    def __init__(self, app, mode: str) -> None:
        super().__init__(app)
        self.mode = mode
        self.title = "Save game" if mode == "save" else "Load game"
        self.names: list[str] = []

    def _list(self) -> list[str]:
        """Rows of the list; ``self.slots`` maps each row back to its slot."""
        st = self.app.storage
        self.slots: dict[str, str] = {}
        if st is None:
            return []
        try:
            infos = st.list_saves()
        except Exception as e:
            self.app.toast(f"Saved games could not be listed: {e}")
            return []
        self.app.flush_storage_messages()
        rows = []
        for info in infos:
            row = clean(f"{info.name or info.slot}: {info.kind} {info.number}, {info.progress}")  # names from files
            if getattr(info, "damaged", ""):  # moved aside as unreadable: listed, so the list never just empties
                row = clean(f"{info.name or info.slot}: damaged, moved aside ({info.damaged})")
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
        default = f"{s.kind}-{s.number}" if self.mode == "save" and s is not None else ""
        # Saving names a game: a finger without a keyboard types it on the on-screen one (game.scenes.keyboard).
        kb_w = 140 if self.mode == "save" else 0
        self.name = SafeTextEntryLine(pygame.Rect(8, h - 110, w - 16 - kb_w - (8 if kb_w else 0), 48), manager=m,
                                      container=window, initial_text=default)
        self.name.set_text_length_limit(40)
        self.keyboard = pygame_gui.elements.UIButton(pygame.Rect(w - 8 - kb_w, h - 110, kb_w, 48), "Keyboard",
                                                     manager=m, container=window) if kb_w else None
        self.go = pygame_gui.elements.UIButton(pygame.Rect(8, h - 56, 140, 48),
                                               "Save" if self.mode == "save" else "Load", manager=m,
                                               container=window)
        self.cancel = pygame_gui.elements.UIButton(pygame.Rect(w - 148, h - 56, 140, 48), "Cancel", manager=m,
                                                   container=window)
        if self.mode == "load" and not self.names:
            self.name.set_text("")

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
        elif it.name == "button" and self.keyboard is not None and it.element is self.keyboard:
            self.open_keyboard()
        return True

    def open_keyboard(self) -> None:
        from .keyboard import KeyboardScene

        self.app.stack.push(KeyboardScene(self.app, "Name the saved game", self._typed,
                                          initial=self.name.get_text(), max_len=40, covers=(lambda: self.window,)))

    def _typed(self, text: str) -> None:
        if self.name is not None and self.name.alive():
            self.name.set_text(text)

    def run(self) -> None:
        slot = self.name.get_text().strip()
        done = self.app.library.save_game(slot) if self.mode == "save" else self.app.library.load_game(slot)
        if done:
            self.close()
