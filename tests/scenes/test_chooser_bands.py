"""The chooser shows each puzzle's difficulty band (bars) and solved state (a tick, not only a colour),
says the order, and still parses no puzzle to do it."""

from __future__ import annotations

import pygame
import pytest

from game import levels
from game.render import palette as P
from game.scenes.chooser import BANDS, LEGEND, SOLVED_TICK, ChooserScene, band, chooser_geometry, draw_bars


def test_bands_follow_the_order_of_the_set():
    assert band(0, 1000) == 1 and band(999, 1000) == BANDS
    assert [band(n, 1000) for n in (199, 200, 399, 400)] == [1, 2, 2, 3]
    assert all(band(n, 37) <= band(n + 1, 37) for n in range(36))
    assert band(0, 0) == 1 and band(5, 3) == BANDS                   # no set, or a number past its end
    assert "sorted by difficulty" in LEGEND.lower() and "easiest first" in LEGEND.lower()


def test_the_bars_are_filled_up_to_the_band():
    surf = pygame.Surface((100, 40))
    surf.fill((0, 0, 0))
    r = pygame.Rect(0, 0, 100, 40)
    draw_bars(surf, r, 3, (255, 255, 255), (90, 90, 90))
    step = r.w / BANDS
    inside = [surf.get_at((round(i * step + step * 0.35), r.bottom - 2))[:3] for i in range(BANDS)]
    assert inside == [(255, 255, 255)] * 3 + [(0, 0, 0)] * 2            # the rest only outlined


def _tile(app, n: int) -> pygame.Rect:
    g = chooser_geometry(app.screen.get_size())
    i = n % g["per_page"]
    return pygame.Rect(g["grid"].x + (i % g["cols"]) * g["tile"], g["grid"].y + (i // g["cols"]) * g["tile"],
                       g["tile"], g["tile"]).inflate(-3, -3)


def _count(app, r: pygame.Rect, colour) -> int:
    return sum(app.screen.get_at((x, y))[:3] == colour for x in range(r.x, r.right) for y in range(r.y, r.bottom))


def test_a_solved_puzzle_shows_a_tick_and_an_unsolved_one_none(make_app, monkeypatch):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    parsed = []
    monkeypatch.setattr(levels, "parse_line", lambda line: parsed.append(line))
    chooser = ChooserScene(app, "suguru")
    chooser.solved = {1}
    app.stack.push(chooser)
    app.pump(2)
    assert _count(app, _tile(app, 1), SOLVED_TICK) > 5
    assert _count(app, _tile(app, 2), SOLVED_TICK) == 0
    assert parsed == []                                       # the bands come from the order, not the puzzles
    g = chooser_geometry(app.screen.get_size())
    legend = pygame.Rect(g["prev"].right, g["prev"].y, g["next"].x - g["prev"].right, g["prev"].h)
    assert _count(app, legend, P.ICON) > 20                    # the legend is drawn between the page buttons


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 800)])
def test_the_chooser_keeps_the_message_strip_s_row_clear_and_its_tiles_a_finger_wide(size):
    from game.render.layout import toast_rect


    g = chooser_geometry(size)
    strip = toast_rect(*size)
    assert not any(g[k].colliderect(strip) for k in ("grid", "prev", "next", "new", "recent", "close"))
    assert g["tile"] >= 48 and all(g[k].h >= 48 for k in ("prev", "next", "new", "recent", "close"))
