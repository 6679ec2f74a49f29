"""Leaving the school for a real puzzle, and what covers what meanwhile: the puzzle's number box never shows
through a scene drawn over the game, the school opened from Help leaves for the game itself (the kind's rules
intro then opens over the game), and only the top scene's focus ring is drawn."""

from __future__ import annotations

import pygame
import pytest

from aid_helpers import pad
from test_school import finished, until_a_puzzle_opens
from ui_helpers import click

from game.scenes.help.scene import HelpScene
from game.scenes.school import SchoolScene
from game.ui.focus import RING
from game.scenes.tutorial import TutorialScene


@pytest.fixture
def first_start(monkeypatch):
    """The tests' own guard off: intros open by themselves, as on a player's machine."""
    monkeypatch.delenv("NANBA_TUTORIAL", raising=False)


def test_a_game_opened_under_help_keeps_its_number_box_hidden_until_help_goes(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    app.stack.push(HelpScene(app))
    app.pump(1)
    assert not app.puzzle_scene.entry.visible
    app.library.open_puzzle("suguru", 1)             # a new game (and a new number box) beneath Help
    app.pump(1)
    assert not app.puzzle_scene.entry.visible
    app.stack.top.close()
    app.pump(1)
    assert app.puzzle_scene.entry.visible and app.puzzle_scene.entry.get_text() == "1"


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_the_school_opened_from_help_leaves_for_the_game_and_its_intro_comes_over_the_game(make_app, first_start,
                                                                                             size):
    app = make_app("--puzzle", "ripple:0", "--size", size)
    pad(app, "b")                                    # ripple's intro, skipped: suguru's is still due
    assert app.stack.top is app.puzzle_scene
    app.stack.push(HelpScene(app))
    sc = finished(app, "suguru", "HS")
    click(app, sc.rect("real").center)
    until_a_puzzle_opens(app)
    app.pump(2)
    assert app.puzzle_scene.current.kind == "suguru"
    assert app.stack.find(HelpScene) is None
    assert isinstance(app.stack.top, TutorialScene) and app.stack.top.kind == "suguru"
    assert not app.puzzle_scene.entry.visible        # covered by the intro ...
    pad(app, "b")
    assert app.stack.top is app.puzzle_scene and app.puzzle_scene.entry.visible   # ... and back after it


def ring_pixels(surface: pygame.Surface, r: pygame.Rect) -> int:
    """How many pixels of the focus ring's gold lie on the band just outside ``r`` (where the ring is drawn)."""
    band = r.inflate(16, 16).clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == RING for x in range(band.x, band.right) for y in range(band.y, band.bottom)
               if not r.collidepoint(x, y))


def test_only_the_top_scene_s_ring_shows_while_the_search_is_up(make_app, monkeypatch):
    from game import school_index
    from game.scenes.school_search import SearchScene

    school_index.forget()
    monkeypatch.setattr(SearchScene, "slice", 0.0)    # one puzzle a frame: the search stays up
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280", "--input-mode", "pad")
    sc = finished(app, "suguru", "HS")
    pad(app, "right")                                 # the ring on Practise on real puzzles, by the pad
    assert sc.ring.current == "real"
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    assert ring_pixels(surface, sc.rect("real")) > 0  # the school's ring, while the school is on top
    pad(app, "a")
    look = app.stack.top
    assert isinstance(look, SearchScene)
    sc.draw(surface)
    assert ring_pixels(surface, sc.rect("real")) == 0   # under the search panel: none
    look.draw(surface)
    assert ring_pixels(surface, look.ring.rects[0]) > 0  # the panel's own ring on Cancel


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_the_lesson_done_page_is_one_column_in_the_middle_with_no_hole_where_a_board_would_be(make_app, size):
    from game.render import palette as P

    app = make_app("--puzzle", "suguru:0", "--size", size)
    sc = finished(app, "suguru", "HS")
    surface = pygame.Surface(app.screen.get_size())
    sc.draw(surface)
    w, h = surface.get_size()
    inked = [y for y in range(h) if any(surface.get_at((x, y))[:3] != P.BG for x in range(0, w, 2))]
    gaps = [b - a for a, b in zip(inked, inked[1:])]
    t = sc.geo.t
    assert max(gaps) < t                                  # the words, the tick and the buttons close together
    assert abs(inked[0] - (h - 1 - inked[-1])) <= t       # ... and as much room above them as below
    assert all(r.w >= 48 and r.h >= 48 for r in sc.ring.rects)


def test_the_game_s_clock_waits_while_the_school_is_up(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = SchoolScene(app, "suguru", "HS")
    app.stack.push(sc)
    app.pump(1)
    s = app.puzzle_scene.session
    start = s.elapsed
    app.pump(10, dt=0.5)
    assert s.elapsed == start
    sc.close()
    app.pump(10, dt=0.5)
    assert s.elapsed > start                                     # back at the game: it counts again


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_every_school_page_keeps_the_message_strip_clear_and_it_names_the_school_s_own_keys(make_app, size):
    from game.render.hints import KEY_HINTS, PAD_HINTS
    from game.render.layout import toast_rect

    app = make_app("--puzzle", "suguru:0", "--size", size, "--input-mode", "pad")
    sc = SchoolScene(app, "suguru", None)
    app.stack.push(sc)
    app.pump(1)
    strip = toast_rect(*app.screen.get_size())
    pages = []
    for go in (lambda: None, lambda: sc.open_lesson("HS"), lambda: sc.practise(0), sc.done,
               lambda: sc.press("on"), lambda: (setattr(sc, "page", "finished"), sc.layout())):
        go()
        app.pump(1)
        pages.append(sc.page)
        board = [sc.board.layout.board] if sc.page in ("example", "practice") else []
        assert not any(r.colliderect(strip) for r in [*sc.ring.rects, *board]), sc.page
    assert pages == ["lessons", "example", "practice", "practice", "practice", "finished"]
    assert dict((what, key) for key, what in KEY_HINTS[sc.key_context])["back"] == "Esc"
    assert "menu" not in dict(PAD_HINTS[sc.key_context]).values()


def test_the_last_practice_position_s_button_finishes_the_lesson_instead_of_naming_a_next_position(make_app):
    from game.school_lesson import practice
    from game.scenes.school_words import button_label

    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    sc = SchoolScene(app, "suguru", "HS")
    app.stack.push(sc)
    labels = []
    for i in range(len(practice("suguru", "HS"))):
        sc.practise(i)
        sc.ex.taken = set(sc.ex.target)
        sc.done()
        assert "on" in sc.buttons()
        labels.append(button_label("on", sc.kind, sc.abbr, sc.index))
    assert labels == ["Next position"] * (len(labels) - 1) + ["Finish lesson"]
    click(app, sc.rect("on").center)
    assert sc.page == "finished"


@pytest.mark.parametrize("shown", [False, True])
def test_the_last_page_says_lesson_done_only_when_the_right_answers_count(make_app, shown):
    from game.school_lesson import practice

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = SchoolScene(app, "suguru", "HS")
    app.stack.push(sc)
    for i in range(len(practice("suguru", "HS"))):
        sc.practise(i)
        if shown:
            sc.press("show")                       # the answer shown first: right, but it does not count
        sc.ex.taken = set(sc.ex.target)
        sc.done()
        sc.press("on")
    assert sc.page == "finished"
    title, words = sc.end_words()
    if shown:
        assert title.startswith("Practice gone through") and words.startswith("0 of 3 right")
    else:
        assert title == "Lesson done: Hidden Single"
