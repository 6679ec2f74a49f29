"""The Settings dialog: mouse mapping, window size, sound, animations, full screen, the look, sudoku options
and the play aids (conflicts, same digits, clean start, the timer).

A kiosk shows only what is its players' to choose (no window size, full
screen locked: :mod:`game.kiosk`).  On a small window the rows are split
into pages that a "More" button steps through.  Each change is saved the
moment it is made (``on_ui``), so closing the dialog or quitting loses
nothing; "Save size" keeps a window resized by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input.intents import Intent
from ..services import Services
from .aids import AID_SETTINGS, aid_label, toggle_aid
from .dialogs import DialogScene, full_width_list
from .hint_settings import HINT_TOGGLES, flip, toggle_label
from .kinds.sudoku_settings import cycle_geometry, flag_label, geometry_button_label, toggle_flag_wrong
from .pad import LOOK_SETTINGS, cycle_look, look_label

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton, UIDropDownMenu


class SettingsScene(DialogScene):
    title = "Settings"
    size = (560, 646)

    MAPPING_LABELS = {
        "summary": "Left deletes, middle restores, right sets",
        "playing": "Left deletes, middle sets, right restores",
    }
    ZOOM_LABELS = {
        "touch": "Big boards: zoom on touch",
        "always": "Big boards: always zoom",
        "manual": "Big boards: zoom when asked",
    }
    """board_zoom's choices: when a board whose cells are under a finger wide is zoomed to finger-wide cells."""
    SIZES = ("800x480", "1024x768", "1280x800", "1600x1000", "1920x1080")
    # made by build (None: not on the page on show)
    mapping: UIDropDownMenu | None
    size_menu: UIDropDownMenu | None
    sound_btn: UIButton | None
    anim_btn: UIButton | None
    full_btn: UIButton | None
    more_btn: UIButton | None
    save_btn: UIButton | None
    flag_btn: UIButton | None
    geo_btn: UIButton | None
    zoom_btn: UIButton | None
    look_btns: dict[UIButton, str]   # each look button -> its setting
    aid_btns: dict[UIButton, str]    # each play aid's button -> its setting (game.scenes.aids)
    hint_btns: dict[UIButton, str]   # each hint switch -> its name in HINT_TOGGLES

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.page = 0           # which page of rows shows when they do not all fit (a small window)
        self.pages = 1

    def enter(self) -> None:
        if self.app.kiosk is not None:
            self.size = (self.size[0], SettingsScene.size[1] - 52)   # a kiosk has no window-size row (build)
        super().enter()

    def build(self, window) -> None:
        """Rows of finger-sized widgets above a fixed row of Save size / (More) / Close.

        On a small window (480x320) the rows do not all fit: they are split
        into pages and a "More" button steps through them, so Save and Close
        are always on screen.  Only the page on show is built.
        """
        import pygame_gui

        m = self.app.manager
        w, h = self.inner()
        kiosk = self.app.kiosk is not None   # the window is the operator's, not a player's
        self.mapping = self.size_menu = self.sound_btn = self.anim_btn = self.full_btn = None
        self.more_btn = self.flag_btn = self.geo_btn = self.zoom_btn = None
        self.look_btns = {}
        self.aid_btns = {}
        self.hint_btns = {}
        rows = [["mapping"]] + ([] if kiosk else [["size"]])
        per_row = max(1, min(3, (w - 10) // 150))      # buttons at least 140 px wide
        toggles = ["sound", "anim", "full"]
        rows += [toggles[i:i + per_row] for i in range(0, 3, per_row)]
        looks = [f"look:{k}" for k in LOOK_SETTINGS] + ["zoom"]
        two = 2 if w >= 2 * 150 + 10 else 1
        rows += [looks[i:i + two] for i in range(0, len(looks), two)]
        rows += [["flag", "geo"][i:i + two] for i in range(0, 2, two)]   # sudoku: game.scenes.kinds.sudoku_settings
        aids = [f"aid:{k}" for k in AID_SETTINGS]
        rows += [aids[i:i + two] for i in range(0, len(aids), two)]
        hints = [f"hint:{k}" for k in HINT_TOGGLES]
        rows += [hints[i:i + two] for i in range(0, len(hints), two)]
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
        # Every change is saved at once (on_ui); this button is for a window resized by hand.  A
        # kiosk's players save nothing (game.kiosk).
        self.save_btn = None if kiosk else pygame_gui.elements.UIButton(
            pygame.Rect(10, by, 150, 48), "Save size", manager=m, container=window,
            tool_tip_text="Keep this window's size for next time (every other change is saved at once)")
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
            self.mapping = full_width_list(pygame_gui.elements.UIDropDownMenu(
                list(self.MAPPING_LABELS.values()), cur, box, manager=m, container=window))
        elif name == "size":
            # The size the window has now (a saved size may differ: --size, a resize by hand).
            ws = self.app.screen.get_size()
            if self.app.fullscreen:
                ws = s.window_size
            cur_size = f"{ws[0]}x{ws[1]}"
            sizes: list[str | tuple[str, str]] = list(self.SIZES) if cur_size in self.SIZES else [cur_size, *self.SIZES]
            box.w = min(box.w, 200)
            self.size_menu = full_width_list(pygame_gui.elements.UIDropDownMenu(sizes, cur_size, box, manager=m,
                                                                                container=window))
        elif name.startswith("look:"):
            self.look_btns[pygame_gui.elements.UIButton(r, "", manager=m, container=window)] = name[5:]
        elif name.startswith("aid:"):
            self.aid_btns[pygame_gui.elements.UIButton(r, "", manager=m, container=window)] = name[4:]
        elif name.startswith("hint:"):
            self.hint_btns[pygame_gui.elements.UIButton(r, "", manager=m, container=window)] = name[5:]
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
        elif self.app.kiosk is not None:
            self.full_btn.set_text("Full screen: locked")   # a tap says why (on_ui)
        else:
            self.full_btn.set_text("Full screen: on" if self.app.fullscreen else "Full screen: off")
        for b, key in self.look_btns.items():
            b.set_text(look_label(self.app, key))
        for b, key in self.aid_btns.items():
            b.set_text(aid_label(self.app, key))
        for b, key in self.hint_btns.items():
            b.set_text(toggle_label(self.app, key))
        if self.flag_btn is not None:
            self.flag_btn.set_text(flag_label(self.app))
        if self.geo_btn is not None:
            self.geo_btn.set_text(geometry_button_label(self.app))
        if self.zoom_btn is not None:
            how = getattr(s, "board_zoom", "touch")
            self.zoom_btn.set_text(self.ZOOM_LABELS.get(how, self.ZOOM_LABELS["touch"]))

    def on_ui(self, it: Intent) -> bool:
        """Apply a change and save it at once, so closing the dialog or quitting never loses it."""
        before = (self.app.settings, self.app.fullscreen)
        handled = self._change(it)
        if (self.app.settings, self.app.fullscreen) != before:
            self._persist()
        return handled

    def _persist(self) -> None:
        """Write the settings (atomically, through the library); a kiosk's players write nothing.

        A failed write keeps the settings for this run; the library says why (a toast)."""
        if self.app.kiosk is None:
            self.app.save_settings()

    def _change(self, it: Intent) -> bool:
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
            if app.kiosk is not None:
                app.toast("A kiosk stays full screen.")  # leaving it would show the desktop
                return True
            app.toggle_fullscreen()
            return True
        elif it.name == "button" and it.element in self.look_btns:
            cycle_look(app, self.look_btns[it.element])
            return True  # the relayout rebuilt this dialog
        elif it.name == "button" and it.element in self.aid_btns:
            toggle_aid(app, self.aid_btns[it.element])
        elif it.name == "button" and it.element in self.hint_btns:
            if flip(app, self.hint_btns[it.element]):
                return True  # the relayout rebuilt this dialog
        elif it.name == "button" and it.element is self.flag_btn:
            toggle_flag_wrong(app)
        elif it.name == "button" and it.element is self.geo_btn:
            cycle_geometry(app)
        elif it.name == "button" and it.element is self.zoom_btn:
            choices = list(self.ZOOM_LABELS)
            how = getattr(s, "board_zoom", "touch")
            app.settings = s.with_(board_zoom=choices[(choices.index(how) + 1) % len(choices)]
                                   if how in choices else choices[0])
            app.resize(app.screen.get_size())   # the board's layout takes the new zoom; this dialog is rebuilt
            return True
        elif it.name == "button" and it.element is self.save_btn:
            if app.save_settings():
                app.toast("Window size saved.")
        elif it.name == "button" and it.element is self.close_btn:
            self.close()
            return True
        if self.window is not None:
            self._labels()
        return True
