"""pygame-gui's file dialog with every control a finger in size.

pygame-gui places its parts at fixed small sizes (30-px OK and Cancel, 20-px
icon buttons, 20-px list rows) inside ``_setup_ui_elements``; this subclass
builds the same parts, with the same names the dialog's own event handling
reads, at a finger's size: the icon buttons and the path in one row along the
top, the list below, OK and Cancel along the bottom.  Anchors keep that layout
when the window changes size.  One tap on a folder opens it (a finger's
double tap is slow and easily taken for two).  Imported only when the dialog first opens (it
loads pygame-gui).
"""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui import UI_BUTTON_PRESSED, UI_SELECTION_LIST_NEW_SELECTION
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UISelectionList, UITextBox, UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog, UIFileDialog

FINGER = 48
"""A finger's least target, in px (the dialogs' TARGET; the ui layer cannot import scenes)."""
GAP = 6
"""Room between two controls and around the edge."""
BUTTON_W = 120
"""OK and Cancel: wide enough for either word at the largest text size."""

Anchors = dict[str, str | IUIElementInterface]
TOP_LEFT: Anchors = {"left": "left", "right": "left", "top": "top", "bottom": "top"}
ICONS = (("home", "⌂", "pygame-gui.Home_directory"), ("delete", "⌧", "pygame-gui.Delete"),
         ("parent", "↑", "pygame-gui.Parent_directory"), ("refresh", "⇪", "pygame-gui.Refresh_directory"))
"""The icon buttons in pygame-gui's order: name (also the attribute's stem), face, tooltip."""


CONFIRM_SIZE = (380, 230)
"""The delete question's window: room for a long file name over two finger-sized buttons."""


class FingerConfirmDialog(UIConfirmationDialog):
    """pygame-gui's yes-or-cancel window with its buttons a finger in size (it builds them 30 px high).

    Cancel comes first, on the left, as in the game's own questions: Enter on a freshly opened
    question never destroys anything."""

    def __init__(self, rect: pygame.Rect, text: str, manager, *, action: str, title: str) -> None:
        super().__init__(rect, text, manager, window_title=title, action_short_name=action)
        for part in (self.cancel_button, self.confirm_button, self.confirmation_text):
            part.kill()
        inside = self.get_container()
        assert inside is not None   # a window always has its container once built
        w, h = inside.get_size()
        bottom: Anchors = {"left": "left", "right": "left", "top": "bottom", "bottom": "bottom"}
        self.cancel_button = UIButton(pygame.Rect(GAP, -GAP - FINGER, BUTTON_W, FINGER), "pygame-gui.Cancel",
                                      manager=self.ui_manager, container=self, object_id="#cancel_button",
                                      anchors=bottom)
        self.confirm_button = UIButton(pygame.Rect(w - GAP - BUTTON_W, -GAP - FINGER, BUTTON_W, FINGER), action,
                                       manager=self.ui_manager, container=self, object_id="#confirm_button",
                                       anchors=bottom)
        self.confirmation_text = UITextBox(text, pygame.Rect(GAP, GAP, w - 2 * GAP, h - FINGER - 3 * GAP),
                                           manager=self.ui_manager, container=self,
                                           anchors={"left": "left", "right": "right", "top": "top",
                                                    "bottom": "bottom"})


class FingerFileDialog(UIFileDialog):
    """A :class:`UIFileDialog` whose buttons, path line and list rows are at least a finger in size."""

    def _setup_ui_elements(self) -> None:
        for i, (name, face, tip) in enumerate(ICONS):
            button = UIButton(pygame.Rect(GAP + i * (FINGER + GAP), GAP, FINGER, FINGER), face,
                              tool_tip_text=tip, manager=self.ui_manager, container=self,
                              object_id=f"#{name}_icon_button", anchors=TOP_LEFT)
            attr = "parent_directory_button" if name == "parent" else f"{name}_button"
            setattr(self, attr, button)
        if self.current_file_path is None or not self._validate_path_exists_and_of_allowed_type(
                self.current_file_path, allow_directories=False):
            self.delete_button.disable()
        w, h = self.get_container().get_size()
        left = GAP + len(ICONS) * (FINGER + GAP)
        self.file_path_text_line = UITextEntryLine(
            pygame.Rect(left, GAP, w - left - GAP, FINGER), manager=self.ui_manager, container=self,
            object_id="#file_path_text_line", anchors={"left": "left", "right": "right", "top": "top", "bottom": "top"})
        self.file_path_text_line.set_text(str(self.current_file_path or self.current_directory_path))
        if self.current_file_path is not None:
            self._highlight_file_name_for_editing()
        top = GAP + FINGER + GAP
        self.file_selection_list = UISelectionList(
            pygame.Rect(GAP, top, w - 2 * GAP, h - top - FINGER - 2 * GAP), item_list=[],
            manager=self.ui_manager, container=self, object_id="#file_display_list",
            anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
        self.file_selection_list.scroll_bar_width = FINGER + 4  # the slider inside is the target
        self.file_selection_list.list_item_height = FINGER
        self.file_selection_list.set_item_list(self.current_file_list)
        bottom: Anchors = {"left": "right", "right": "right", "top": "bottom", "bottom": "bottom"}
        self.cancel_button = UIButton(pygame.Rect(-GAP - BUTTON_W, -GAP - FINGER, BUTTON_W, FINGER),
                                      "pygame-gui.Cancel", manager=self.ui_manager, container=self,
                                      object_id="#cancel_button", anchors=bottom)
        self.ok_button = UIButton(pygame.Rect(-2 * (GAP + BUTTON_W), -GAP - FINGER, BUTTON_W, FINGER),
                                  "pygame-gui.OK", manager=self.ui_manager, container=self,
                                  object_id="#ok_button", anchors=bottom)
        if self.current_file_path is not None and not self._validate_file_path(self.current_file_path):
            self.ok_button.disable()

    def _process_mini_file_operation_button_events(self, event: pygame.event.Event) -> None:
        if (event.type == UI_BUTTON_PRESSED and event.ui_element == self.delete_button
                and self.current_file_path is not None):   # the question, a finger in size, inside the screen
            shown = pygame.display.get_surface()
            screen = shown.get_rect() if shown is not None else self.rect.inflate(2 * GAP, 2 * GAP)
            rect = pygame.Rect(0, 0, min(CONFIRM_SIZE[0], screen.w - 2 * GAP), min(CONFIRM_SIZE[1], screen.h - 2 * GAP))
            rect.center = self.rect.center
            self.delete_confirmation_dialog = FingerConfirmDialog(
                rect.clamp(screen), translate("pygame-gui.Delete_filename", file_name=str(self.current_file_path.name)),
                self.ui_manager, action="pygame-gui.Delete", title="pygame-gui.Delete")
            return
        super()._process_mini_file_operation_button_events(event)

    def _process_file_list_events(self, event: pygame.event.Event) -> None:
        if event.type == UI_SELECTION_LIST_NEW_SELECTION and event.ui_element == self.file_selection_list:
            folder = Path(self.current_directory_path) / event.text
            if folder.is_dir():
                self._change_directory_path(folder)
                return
        super()._process_file_list_events(event)
