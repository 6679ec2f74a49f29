"""The system clipboard, or a stand-in where there is none.

The real one is SDL's (``pygame.scrap.put_text``/``get_text`` in pygame-ce,
which need no ``scrap.init``).  Under the dummy video driver (the tests, a
headless run) there is no desktop to share with, so a plain string in this
process stands in: copy and paste still round-trip, and nothing reaches a
clipboard another program could see.
"""

from __future__ import annotations

import os

import pygame


class StandIn:
    """A clipboard held in this process only."""

    def __init__(self) -> None:
        self.text = ""

    def put(self, text: str) -> bool:
        self.text = text
        return True

    def get(self) -> str:
        return self.text


class SystemClipboard:
    """The desktop's clipboard through SDL; every failure is a False or an empty string, never an exception."""

    def put(self, text: str) -> bool:
        try:
            pygame.scrap.put_text(text)
        except (pygame.error, AttributeError):
            return False
        return True

    def get(self) -> str:
        try:
            text = pygame.scrap.get_text()
        except (pygame.error, AttributeError):
            return ""
        return text if isinstance(text, str) else ""


STAND_IN = StandIn()
"""The one stand-in (tests read and fill it)."""

_SYSTEM = SystemClipboard()


def clipboard() -> StandIn | SystemClipboard:
    """The clipboard to use now: the stand-in under the dummy video driver, else the system's."""
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if pygame.display.get_init():
        driver = pygame.display.get_driver()
    return STAND_IN if driver in ("dummy", "offscreen") else _SYSTEM
