"""Where the look puts things: the board centred on a wide window, words on the toolbar, the solved tick
inside the panel, and the kind's name and rule beside the board.  Geometry and drawn pixels."""

from __future__ import annotations

import pygame
import pytest

from test_aids_game import solve
from ui_helpers import corpus_lines
from game.render import palette as P
from game.render.arrange import compute_layout

SIZES = [(800, 480), (720, 1280), (1280, 800)]


@pytest.mark.parametrize("cols, digits", [(6, 5), (9, 9)])
def test_on_a_wide_window_the_board_is_centred(cols, digits):
    L = compute_layout(1280, 800, cols, cols, digits=digits)
    assert abs(L.board.centerx - 640) <= L.cell // 2
    panel = L.toolbar.union(L.pad) if L.pad is not None else L.toolbar
    assert not panel.colliderect(L.board) and panel.right <= 1280


@pytest.mark.parametrize("w, h", SIZES)
def test_the_board_never_meets_the_panel_and_stays_on_screen(w, h):
    for cols in (3, 6, 9, 12):
        L = compute_layout(w, h, cols, cols, digits=min(9, cols))
        assert pygame.Rect(0, 0, w, h).contains(L.board)
        assert not L.board.colliderect(L.toolbar) and (L.pad is None or not L.board.colliderect(L.pad))


@pytest.mark.parametrize("w, h", SIZES)
def test_the_solved_tick_is_inside_the_panel(make_app, w, h):
    app = make_app("--puzzle", "suguru:0", "--size", f"{w}x{h}")
    solve(app)
    app.pump(1)
    bar = app.puzzle_scene.toolbar
    L = app.puzzle_scene.layout
    assert bar.tick is not None and L.toolbar.contains(bar.tick)
    assert not bar.tick.colliderect(L.board)
    gold = [(x, y) for x in range(bar.tick.x, bar.tick.right) for y in range(bar.tick.y, bar.tick.bottom)
            if app.screen.get_at((x, y))[:3] == P.GOLD]
    assert gold                                                   # drawn, where it says


@pytest.mark.parametrize("w, h", SIZES)
def test_every_toolbar_target_says_what_it_is(make_app, w, h):
    from game.render.captions import CAPTIONS, split, split_box

    app = make_app("--puzzle", "suguru:0", "--size", f"{w}x{h}")
    L = app.puzzle_scene.layout
    for name, r in [*L.icons.items(), ("explain", L.buttons["explain"])]:
        assert min(r.size) >= 48 or (w, h) == (800, 480) and min(r.size) >= 44   # still a finger's target
        word = split(r)[1]
        assert word is not None and CAPTIONS[name]
        assert r.contains(word)
        # something other than the toolbar's ground is drawn in the word's strip: the word
        assert any(app.screen.get_at((x, word.centery))[:3] not in (P.TOOLBAR, P.TOOLBAR_HI)
                   for x in range(word.x, word.right))
    for name in ("number", "score", "clock"):
        assert split_box(L.boxes[name])[1] is not None and CAPTIONS[name]
    entry = app.puzzle_scene.toolbar.entry
    assert entry is not None and entry.rect.bottom == L.boxes["number"].bottom
    assert entry.rect.top > L.boxes["number"].top                 # its word sits above it, in the box


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
@pytest.mark.parametrize("w, h", SIZES)
def test_the_kind_and_its_rule_are_on_screen(make_app, kind, w, h):
    from game.engine.backend import backend

    app = make_app("--puzzle", f"{kind}:0", "--size", f"{w}x{h}")
    rule = app.puzzle_scene.toolbar.rule
    L = app.puzzle_scene.layout
    assert backend(kind).summary and rule is not None
    assert not rule.colliderect(L.board) and pygame.Rect(0, 0, w, h).contains(rule)
    assert L.pad is None or not rule.colliderect(L.pad)


def test_a_small_window_names_the_target_under_the_pointer(make_app):
    def move_to(app, pos) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.pump(2)

    app = make_app("--puzzle", "suguru:0", "--size", "480x320")
    L = app.puzzle_scene.layout
    r = L.icons["thumb"]
    assert min(r.size) < 40                                   # too small for its word under the picture
    move_to(app, r.center)
    assert app.puzzle_scene.toolbar.tip == "thumb"
    move_to(app, L.board.center)
    assert app.puzzle_scene.toolbar.tip is None


@pytest.mark.parametrize("w, h", SIZES)
@pytest.mark.parametrize("handed", ["right", "left"])
@pytest.mark.parametrize("pad", ["auto", "hidden", "beside"])
def test_the_rules_room_is_free_of_everything_else(w, h, handed, pad):
    from game.render.rulebox import rule_rect

    for cols, digits in ((6, 5), (9, 9)):
        L = compute_layout(w, h, cols, cols, digits=digits, pad=pad, handed=handed)
        r = rule_rect(L)
        assert r is not None, (w, h, handed, pad, cols)
        others = [L.board, *L.icons.values(), *L.boxes.values(), *L.buttons.values(), *L.digits]
        assert not any(r.colliderect(o) for o in others) and r.bottom <= L.toast.top
        assert pygame.Rect(0, 0, w, h).contains(r)


@pytest.mark.parametrize("w, h", SIZES)
@pytest.mark.parametrize("handed", ["right", "left"])
def test_the_rules_room_leaves_the_row_and_column_labels_alone(w, h, handed):
    from game.engine.formats import parse_line
    from game.render.labels import draw_labels, with_labels
    from game.render.rulebox import rule_rect

    p = parse_line(corpus_lines("ripple")[0])
    L = with_labels(compute_layout(w, h, p.width, p.height, digits=max(p.max_digit), handed=handed), p)
    r = rule_rect(L)
    if r is None:
        return
    surf = pygame.Surface((w, h))
    surf.fill((0, 0, 0))
    draw_labels(surf, L, p)
    inked = [(x, y) for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2) if surf.get_at((x, y))[:3] != (0, 0, 0)]
    assert not inked, (w, h, handed, r)                # no label is drawn where the rule goes
