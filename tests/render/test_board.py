"""Board colouring, icons and a drawn frame: properties, not pixels."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import corpus_lines
from game.engine.formats import parse_line
from game.render.palette import REGION_COLORS, color_regions, region_graph


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_touching_regions_never_share_a_colour(kind):
    sizes = ("6x6", "7x7", "8x8", "10x10")
    lines = [ln for size in sizes for ln in corpus_lines(kind, size)]
    assert lines
    for line in lines:
        p = parse_line(line)
        colours = color_regions(p)
        assert all(0 <= c < len(REGION_COLORS) for c in colours)
        for r, neighbours in enumerate(region_graph(p)):
            for o in neighbours:
                assert colours[r] != colours[o], line


@pytest.mark.parametrize("name", ["menu", "random", "wand", "thumb", "smiley"])
@pytest.mark.parametrize("size", [16, 48, 120])
def test_icons_draw_at_any_size_with_soft_edges(name, size):
    from game.icons import icon

    img = icon(name, size)
    assert img.get_size() == (size, size)
    alphas = {img.get_at((x, y)).a for x in range(size) for y in range(size)}
    assert 0 in alphas and 255 in alphas or max(alphas) > 200
    assert any(0 < a < 255 for a in alphas)          # antialiased edges


def test_mirrored_and_down_variants_are_flips():
    from game.icons import icon

    a, m = icon("wand", 40), icon("wand", 40, "mirrored")
    assert a.get_at((5, 20)) == m.get_at((34, 20))
    t, d = icon("thumb", 40), icon("thumb", 40, "down")
    assert t.get_at((20, 5)) == d.get_at((20, 34))


def test_hint_marks_differ_by_shape_not_only_colour(make_app):
    """A candidate that goes is a filled square, a reason is a ring: grey them and they still differ
    where a square has ink and a ring has none (near the chip's top-left corner)."""
    from game.engine.deduction import Deduction
    from game.render.marks import mark_boxes

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800", "--zero", "--hint")
    sc = app.puzzle_scene
    s = sc.session
    d = s.ui.hint
    assert d is not None and d.eliminations
    s.ui.hint_stage = 1                                    # the marks' stage
    greys, boxes = [], []
    for goes in (True, False):
        one = d.eliminations[:1]
        s.ui.hint = Deduction(d.technique, one if goes else (), () if goes else one, d.text)
        app.draw()
        greys.append(pygame.transform.grayscale(app.screen))
        boxes.append(mark_boxes(sc.layout, s.puzzle, s.ui.hint, s.state.cands)[1][0][0])
    box = boxes[0]
    assert boxes[0] == boxes[1]
    assert box.w >= sc.layout.cell // 3                    # far larger than a candidate
    assert sc.layout.cell_rect(one[0][0]).contains(box)    # never clipped by the cell's edge
    pad = max(1, box.w // 12)
    corner = (box.left + pad // 2 + 5, box.top + pad // 2 + 5)   # inside a square, outside a ring
    assert abs(greys[0].get_at(corner)[0] - greys[1].get_at(corner)[0]) > 40


def test_the_hint_offers_a_cell_when_the_techniques_run_out(app, monkeypatch):
    import game.engine.logic as logic
    from game.scenes.hint import HintOverlay

    monkeypatch.setattr(logic, "hint", lambda pos: logic.Hint(auto=(), deduction=None))
    from ui_helpers import click, icon

    click(app, icon(app, "wand"))
    top = app.stack.top
    assert isinstance(top, HintOverlay) and top.reveal_offer
    assert "cannot make progress" in top.words()[1]


def test_animations_run_then_the_loop_goes_idle(app):
    from ui_helpers import click, icon

    sc = app.puzzle_scene
    sc.anim.enabled = True
    sc.set_session(sc.session)                            # reopening assembles the pieces
    assert sc.anim.progress("assemble") is not None and app.busy
    click(app, icon(app, "wand"))
    assert sc.anim.progress("wand_flip") is not None      # the wand turns over to show the hint
    click(app, icon(app, "thumb"))
    assert sc.anim.progress("thumb_nod") is not None or sc.anim.progress("thumb_flip") is not None
    app.pump(60, dt=1 / 30)
    assert not app.busy                                   # everything settles: no frames while idle


def test_a_completed_region_pulses(app):
    from ui_helpers import click, slot

    sc = app.puzzle_scene
    sc.anim.enabled = True
    s = sc.session
    s.ensure_solution()
    region = next(r for r, cells in enumerate(s.puzzle.region_cells)
                  if any(not s.puzzle.givens[c] for c in cells))
    for c in s.puzzle.region_cells[region]:
        if not s.puzzle.givens[c]:
            click(app, slot(app, c, s.puzzle.solution[c]), button=3, frames=1)
    assert sc.anim.progress(f"pulse:{region}") is not None


def test_a_cell_with_a_grid_of_marks_shows_its_other_candidates_in_the_grid_on_a_tray(make_app):
    """Several marks in a cell make a grid of chips: the cell's untouched candidates join the grid, plain, and a
    tray hides the small candidates, which otherwise peeked out between the chips (each digit drawn twice)."""
    from game.engine.deduction import Deduction
    from game.render.marks import TRAY, mark_boxes, mark_layout

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800", "--zero", "--hint")
    sc = app.puzzle_scene
    s = sc.session
    d = s.ui.hint
    assert d is not None
    cands = s.state.cands
    cell = max(range(len(cands)), key=lambda c: cands[c].bit_count())
    digits = [x for x in range(1, 10) if cands[cell] >> x & 1]
    assert len(digits) >= 4, digits
    s.ui.hint = Deduction(d.technique, tuple((cell, x) for x in digits[:2]), (), d.text)
    s.ui.hint_stage = 1
    rings, chips, trays = mark_layout(sc.layout, s.puzzle, s.ui.hint, cands)
    assert trays == [cell]
    assert sorted(digit for _, digit, _ in chips) == digits
    assert [goes for _, digit, goes in sorted(chips, key=lambda ch: ch[1])] == [True, True] + [None] * (len(digits) - 2)
    assert mark_boxes(sc.layout, s.puzzle, s.ui.hint, cands)[1] == chips
    app.draw()
    r = sc.layout.cell_rect(cell)
    grid = chips[0][0].unionall([box for box, _, _ in chips[1:]])
    probe = next((x, y) for y in range(r.top, r.bottom) for x in range(r.left, r.right)
                 if r.inflate(-r.w // 5, -r.h // 5).collidepoint(x, y) and not grid.collidepoint(x, y))
    assert tuple(app.screen.get_at(probe))[:3] == TRAY
