"""The pause: the board and the digit pad covered, the clock stopped, until Resume.

Opened by a tap or click on the clock, by P, or from the toolbar's focus
ring (the clock box, A / Enter).  It is a modal scene, so the clock stands
still under it as under any dialog (:meth:`game.scenes.puzzle.PuzzleScene.clock_running`)
and the game is autosaved.  Resume, a tap anywhere, P, Enter, Space, A, Esc
or B bring the board back.
"""

from __future__ import annotations

import pygame

from ..input import intents as I
from ..input.intents import Intent
from ..render import palette as P
from ..render.aids import draw_paused
from ..services import Services
from .panel import ButtonPanel


class PauseScene(ButtonPanel):
    back = "resume"
    of_the_game = True

    def __init__(self, app: Services) -> None:
        super().__init__(app, "Paused", ["The board is hidden and the clock stopped."], [("resume", "Resume")])

    def area(self) -> pygame.Rect:
        return self.app.puzzle_scene.layout.board

    def press(self, name: str) -> None:
        self.close()
        self.app.dirty = True

    def handle(self, it: Intent) -> bool:
        if it.kind == I.PAUSE or (it.kind == I.PRESS and it.pos is not None):
            self.press("resume")        # a tap anywhere resumes: the whole screen is the button
            return True
        return super().handle(it)

    def draw(self, surf: pygame.Surface) -> None:
        L = self.app.puzzle_scene.layout
        surf.fill(P.BG, L.board.inflate(8, 8))
        draw_paused(surf, L.board, "")
        if L.pad is not None:
            pygame.draw.rect(surf, P.TOOLBAR, L.pad)
        super().draw(surf)
