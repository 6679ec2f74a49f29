"""Kind fronts: the screens ask a kind's front, never its name, and an unknown kind still draws."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.engine.puzzle import digit_char
from game.levels import level
from game.render.board import BoardRenderer
from game.render.keypad import KeypadLayout
from game.render.kinds import DEFAULT, KindFront, base, front_for
from game.render.arrange import compute_layout
from game.ui.session import UIState

GAME = Path(__file__).resolve().parents[2] / "game"
KIND_WORDS = re.compile(r"""["'](suguru|ripple|sudoku|sujiko|jigsaw|sudoku6|sujiko4)["']|is_sujiko|\.kind [!=]= ["']""")
FRONT_USERS = ["render/**/*.py", "ui/*.py", "scenes/puzzle*.py", "scenes/*pad.py", "scenes/watch*.py",
               "scenes/solver_log.py"]


def _files() -> list[Path]:
    out = sorted({p for pattern in FRONT_USERS for p in GAME.glob(pattern)})
    return [p for p in out if "kinds" not in p.relative_to(GAME).parts]


def test_outside_kinds_folders_the_screens_name_no_kind():
    files = _files()
    assert len(files) > 15 and GAME / "scenes" / "digit_pad.py" in files
    found = [f"{p.relative_to(GAME)}:{i}: {line.strip()}" for p in files
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if KIND_WORDS.search(line)]
    assert found == []


def test_a_kind_without_a_front_gets_the_plain_region_board():
    assert front_for("latin") is DEFAULT
    p = level("suguru", 0)          # a built-in kind that needs nothing beyond the default
    assert front_for(p.kind) is DEFAULT
    L = compute_layout(800, 480, p.width, p.height)
    assert DEFAULT.adapt_layout(L, p) is L and DEFAULT.digit_label(p) is digit_char
    assert DEFAULT.region_colours(p) is None and not DEFAULT.rated and DEFAULT.tools is None


def test_the_board_draws_the_registered_front_s_overlay(monkeypatch):
    calls = []

    class Marked(KindFront):
        def region_colours(self, puzzle):
            return [(1, 2, 3)] * len(puzzle.region_cells)

        def draw_overlay(self, surf, puzzle, layout, cands):
            calls.append((puzzle, layout, tuple(cands)))
            surf.fill((9, 8, 7), layout.cell_rect(0))

    p = level("suguru", 0)
    monkeypatch.setitem(base._FRONTS, p.kind, Marked())
    L = compute_layout(800, 480, p.width, p.height)
    board = BoardRenderer(p, L)
    assert board.region_color == [(1, 2, 3)] * len(p.region_cells)
    surf = pygame.Surface((800, 480))
    board.draw(surf, type("St", (), {"cands": p.initial_candidates})(), UIState(show_cursor=False), None)
    assert calls == [(p, L, p.initial_candidates)]
    assert surf.get_at(L.cell_rect(0).center)[:3] == (9, 8, 7)


def test_sudoku_boxes_are_shaded_and_a_jigsaw_is_coloured():
    sudoku, jigsaw = level("sudoku", 0), level("jigsaw", 0)
    front = front_for(sudoku.kind)
    shades = front.region_colours(sudoku)
    assert shades is not None and len(set(shades)) == 2 and shades[0] != shades[1]
    assert front.region_colours(jigsaw) is None
    assert front.rated and front.tools is not None
    L = front.adapt_layout(compute_layout(800, 480, 9, 9), sudoku)
    assert isinstance(L, KeypadLayout) and L.slot_grid(9) == (3, 3)


def test_sujiko_writes_ten_and_up_as_numbers():
    p = level("sujiko4", 0)
    front = front_for(p.kind)
    assert front.digit_label(p)(16) == "16" and DEFAULT.digit_label(p)(16) != "16"
    assert isinstance(front.adapt_layout(compute_layout(800, 480, 4, 4), p), KeypadLayout)
