"""What the editor shows a player: marks that never hide a clue, words that fit, the board named as chosen."""

from __future__ import annotations

import pygame

from editor_helpers import editor_app, headline, settle
from game.engine.draft import Draft, EditHistory
from game.render import palette as P
from game.render.editor import circle_centre


def load(app, sc, line: str) -> None:
    sc.set_history(EditHistory(Draft.from_line(line)))
    settle(app, sc)


def test_a_contradiction_s_hatching_leaves_the_circle_sums_readable(make_app) -> None:
    app, sc = editor_app(make_app, board="sujiko:3x3")
    load(app, sc, "sujiko 3x3 4.2.5.8.6 25,23,17,19")
    assert sc.verdict.solutions == "none" and len(sc.verdict.contradiction) == 9
    surf = pygame.Surface(app.screen.get_size())
    sc.draw(surf)
    L = sc.board().layout
    radius = round(L.cell * 0.12)   # well inside the circle, whatever its exact size
    for i in range(4):
        cx, cy = circle_centre(L, 3, i)
        inside = [surf.get_at((cx + dx, cy + dy))[:3] for dx in range(-radius, radius + 1)
                  for dy in range(-radius, radius + 1) if dx * dx + dy * dy <= radius * radius]
        assert tuple(P.ERROR) not in inside, f"circle {i + 1} is hatched over"
