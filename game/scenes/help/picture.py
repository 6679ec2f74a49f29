"""The small picture on each rules page: the kind's example board, before and solved.

Drawn by the game's own board renderer with the kind's own front (its
candidates, its circles, its region colours), so the picture is exactly
what the player meets on the puzzle screen, only smaller.  The solution is
the exact solver's (the example is unique; a test checks).  Pictures are
cached by kind, size and colours, and made again when the palette changes.
"""

from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace

import pygame

from ...engine import exact
from ...engine.backend import backend
from ...engine.formats import parse_line
from ...engine.puzzle import Puzzle, bit
from ...render import palette as P
from ...render.board import BoardRenderer
from ...ui.session import UIState
from ..watch_layout import board_layout


@lru_cache(maxsize=8)
def example(kind: str) -> tuple[Puzzle, tuple[int, ...]] | None:
    """The kind's example puzzle and its solution's candidate masks (None when it has none or it fails)."""
    line = backend(kind).example
    if not line:
        return None
    try:
        puzzle = parse_line(line)
        values = exact.solve(puzzle)
    except Exception:
        return None
    if values is None:
        return None
    return puzzle, tuple(bit(v) for v in values)


def _board(puzzle: Puzzle, cands: tuple[int, ...], side: int) -> pygame.Surface:
    cell = max(4, side // max(puzzle.width, puzzle.height))
    rect = pygame.Rect(0, 0, cell * puzzle.width, cell * puzzle.height)
    surf = pygame.Surface(rect.size)
    surf.fill(P.BG)
    board = BoardRenderer(puzzle, board_layout(rect, puzzle, rect.size))
    board.draw(surf, SimpleNamespace(cands=list(cands)), UIState(show_cursor=False), None)
    return surf


_CACHE: dict[tuple[str, int, P.Palette], tuple[pygame.Surface, pygame.Surface]] = {}


def pictures(kind: str, side: int) -> tuple[pygame.Surface, pygame.Surface] | None:
    """(before, solved) boards of at most ``side`` px a side; None when the kind has no example."""
    key = (kind, side, P.active())
    got = _CACHE.get(key)
    if got is not None:
        return got
    ex = example(kind)
    if ex is None:
        return None
    puzzle, solved = ex
    got = (_board(puzzle, tuple(puzzle.initial_candidates), side), _board(puzzle, solved, side))
    if len(_CACHE) > 16:
        _CACHE.clear()
    _CACHE[key] = got
    return got
