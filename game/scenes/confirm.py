"""A yes-or-cancel question: overwriting or deleting a saved game asks first.

A dialog like the others, so a finger taps its buttons, and arrows / Tab /
Enter or a gamepad move the ring over them; Esc or B cancels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ..input.intents import Intent
from ..services import Services
from ..ui.textsafe import clean
from .dialogs import DialogScene, finger_sized, fitted

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton


class ConfirmScene(DialogScene):
    """``text`` with a ``yes`` button (which closes and calls ``on_yes``) and Cancel (which only closes);
    ``fit``: sized for a longer text, growing with the text size as a message does."""

    size = (460, 220)

    def __init__(self, app: Services, title: str, text: str, yes: str, on_yes: Callable[[], None],
                 fit: bool = False) -> None:
        super().__init__(app)
        if fit:
            self.size, self.tall = fitted(text), True
        self.title, self.text, self.yes_label, self.on_yes = clean(title), clean(text), clean(yes), on_yes
        self.yes: UIButton | None = None
        self.cancel: UIButton | None = None

    def build(self, window) -> None:
        import pygame_gui

        m = self.app.manager
        w, h = self.inner()
        finger_sized(pygame_gui.elements.UITextBox(self.text, pygame.Rect(8, 8, w - 16, h - 72), manager=m,
                                                   container=window))
        # Cancel is first in the ring: Enter on a freshly opened question never destroys anything.
        self.cancel = pygame_gui.elements.UIButton(pygame.Rect(8, h - 56, 160, 48), "Cancel", manager=m,
                                                   container=window)
        self.yes = pygame_gui.elements.UIButton(pygame.Rect(w - 168, h - 56, 160, 48), self.yes_label, manager=m,
                                                container=window)

    def on_ui(self, it: Intent) -> bool:
        if it.name == "button" and it.element is self.yes:
            self.close()
            self.on_yes()
        elif it.name == "button" and it.element is self.cancel:
            self.close()
        return True
