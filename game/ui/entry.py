"""A pygame-gui text box that only ever holds text it can draw.

pygame-gui's :class:`UITextEntryLine` re-renders its text after every
change, and pygame raises when that text has no width (a lone zero-width
space or joiner) or holds a NUL.  The app already cleans typed text before
pygame-gui sees it (:func:`game.ui.textsafe.clean_event`); this box guards
the other ways in: text set by code (a saved game's name from the list,
the on-screen keyboard), the initial text, a character handed over by any
other path, and a paste (a clipboard holding such characters is refused
rather than pasted).  The game's text boxes -- the puzzle number and the
save name -- are all made from this class.
"""

from __future__ import annotations

import unicodedata
from typing import Optional

from pygame_gui.elements import UITextEntryLine

from .textsafe import MARKS, clean, typeable


class SafeTextEntryLine(UITextEntryLine):
    def __init__(self, *args, initial_text: Optional[str] = None, **kwargs) -> None:
        super().__init__(*args, initial_text=None if initial_text is None else clean(initial_text), **kwargs)

    def set_text(self, text: Optional[str]) -> None:
        super().set_text(None if text is None else clean(text))

    def validate_text_string(self, text_to_validate: str) -> bool:
        """pygame-gui's check (used by ``set_text`` and paste), plus: nothing undrawable."""
        ok = super().validate_text_string(text_to_validate)
        return ok and (text_to_validate is None or clean(text_to_validate) == text_to_validate)

    def _process_entered_character(self, character: str) -> bool:
        if not character or not typeable(character):
            return False
        at = min(self.select_range) if self.select_range[0] != self.select_range[1] else self.edit_position
        if at == 0 and unicodedata.category(character) in MARKS:
            return False                     # a combining mark with no character to sit on
        return super()._process_entered_character(character)
