"""The daily calendar and its puzzle, driven by mouse, touch, keys and gamepad: today's puzzle opens
(made once, then from the cache), a solve ticks the day and counts for the streak, a past day counts
but not for the streak, and a kiosk writes nothing."""

from __future__ import annotations

from datetime import date, timedelta

import pygame
import pytest

from aid_helpers import pad, tap
from game.daily import DailyBook, make_daily, today
from game.engine.moves import Move
from game.scenes.daily import DailyScene, calendar_geometry
from game.scenes.daily_make import DailyMakeScene
from game.scenes.menu import MenuScene
from game.scenes.solved import SolvedScene
from ui_helpers import click, key


def settle(app) -> None:
    """Pump until no daily puzzle is being made (the worker thread ends in well under a second)."""
    for _ in range(2000):
        if not any(isinstance(s, DailyMakeScene) for s in app.stack.scenes):
            break
        app.pump(1)
    app.pump(2)
    assert not any(isinstance(s, DailyMakeScene) for s in app.stack.scenes)


def open_calendar(app, kind: str = "suguru") -> DailyScene:
    sc = DailyScene(app, kind)
    app.stack.push(sc)
    app.pump(2)
    return sc


def slot_of(sc: DailyScene, day: date) -> pygame.Rect:
    return sc.ring.rects[sc.ring.names.index(f"day{day.day}")]


def solve(app) -> None:
    s = app.puzzle_scene.session
    for c in range(s.puzzle.ncells):
        if not s.puzzle.givens[c]:
            s.play(Move.parse(f"set {c} {s.puzzle.solution[c]}"))
    app.puzzle_scene.after_move()
    app.pump(3)
    assert s.state.is_solved()


def test_the_menu_offers_the_daily_puzzle_and_a_click_opens_the_calendar(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    button = next(e for e, k in menu.buttons.items() if k == "daily")
    assert all(b.rect.h >= 48 for b in menu.buttons)              # the columns split rather than shrink
    click(app, button.rect.center)
    assert isinstance(app.stack.top, DailyScene) and app.stack.top.kind == "suguru"


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1280, 800)])
def test_every_target_is_a_finger_wide_and_on_screen(size):
    g = calendar_geometry(size)
    screen = pygame.Rect((0, 0), size)
    for name in ("kind", "close", "prev", "next", *(f"slot{i}" for i in range(42))):
        assert g[name].w >= 48 and g[name].h >= 48, name
        assert screen.contains(g[name]), name
    assert g["legend"].y >= g["slot41"].bottom


@pytest.mark.parametrize("size", ["800x480", "720x1280"])
def test_today_is_labelled_in_words_not_outlined_like_the_focus_ring(make_app, monkeypatch, size):
    import game.scenes.daily as daily
    from game.render import palette as P

    app = make_app("--puzzle", "suguru:0", "--size", size, "--input-mode", "mouse")
    sc = open_calendar(app)
    texts: list[str] = []
    real = daily.glyph
    monkeypatch.setattr(daily, "glyph", lambda size, text, col: texts.append(text) or real(size, text, col))
    app.draw()
    assert texts.count("Today") == 1 and "Outline" not in daily.LEGEND
    r = slot_of(sc, sc.today)
    gold = sum(app.screen.get_at((x, y))[:3] == tuple(P.GOLD)[:3] for x in range(r.x, r.right) for y in range(r.y, r.bottom))
    assert gold == 0                       # gold outlines only the focus ring (hidden: the mouse moved last)


def test_a_click_on_today_makes_its_puzzle_caches_it_and_a_solve_ticks_it(make_app, monkeypatch):
    from game.scenes import puzzle_toolbar

    titles = []
    real = puzzle_toolbar.draw_rule
    monkeypatch.setattr(puzzle_toolbar, "draw_rule", lambda surf, L, title, rule: titles.append(title) or real(
        surf, L, title, rule))
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = open_calendar(app)
    click(app, slot_of(sc, sc.today).center, frames=1)
    settle(app)
    s = app.puzzle_scene.session
    want = make_daily("suguru", today()).line()
    assert s.puzzle.line() == want and s.number == -1 and s.source == "daily"
    assert titles[-1] == "Daily Suguru"                          # beside the board, over its rule
    assert DailyBook(app.library.storage).line("suguru", today()) == want
    assert (app.library.storage.data_dir / "daily.json").is_file()
    solve(app)
    app.pump(3)
    assert isinstance(app.stack.top, SolvedScene)
    assert any("streak of 1 day" in line for line in app.stack.top.lines)
    book = DailyBook(app.library.storage)
    assert book.solved("suguru") == {today(): today()} and book.streak("suguru", today()) == 1
    sc = open_calendar(app)
    assert sc.solved == {today(): today()}
    r = slot_of(sc, sc.today)
    white = sum(app.screen.get_at((x, y))[:3] == (250, 250, 250) for x in range(r.x, r.right) for y in range(r.y, r.bottom))
    assert white > 10                                            # the tick in its disc
    before = app.frames
    click(app, slot_of(sc, sc.today).center, frames=1)           # again: from the cache, no maker
    assert not any(isinstance(x, DailyMakeScene) for x in app.stack.scenes) and app.frames > before
    assert app.puzzle_scene.session.puzzle.line() == want
    app.library.autosave()                                       # resumed, it is the day's puzzle still
    assert app.library.resume_last() and app.puzzle_scene.session.source == "daily"


def test_a_finger_on_a_past_day_opens_it_and_its_solve_is_not_in_the_streak(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    sc = open_calendar(app, "ripple")
    past = sc.today - timedelta(days=40)
    while sc.month != (past.year, past.month):
        tap(app, sc.g["prev"].center)
    tap(app, slot_of(sc, past).center, frames=1)
    settle(app)
    assert app.puzzle_scene.session.puzzle.line() == make_daily("ripple", past).line()
    solve(app)
    book = DailyBook(app.library.storage)
    assert book.solved("ripple") == {past: today()} and book.streak("ripple", today()) == 0


def test_keys_walk_the_days_and_enter_opens_one_future_days_do_nothing(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    sc = open_calendar(app, "sujiko")
    assert sc.ring.current == f"day{sc.today.day}"
    key(app, pygame.K_LEFT)
    yesterday = sc.today - timedelta(days=1)
    if yesterday.month != sc.today.month:                        # the first of the month: nothing to the left
        sc.turn(-1)
        sc.ring.focus(f"day{yesterday.day}")
    assert sc.ring.current == f"day{yesterday.day}"
    key(app, pygame.K_RETURN, frames=1)
    settle(app)
    assert app.puzzle_scene.session.puzzle.line() == make_daily("sujiko", yesterday).line()
    sc = open_calendar(app, "sujiko")
    sc.month = (2099, 1)                                         # a month still ahead
    sc.layout()
    sc.press("day5")
    assert app.stack.top is sc                                   # nothing opened
    sc.month = (sc.today.year, sc.today.month)
    sc.turn(1)
    assert sc.month == (sc.today.year, sc.today.month)           # no month wholly ahead


def test_a_gamepad_switches_kind_turns_months_and_opens_today(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = open_calendar(app, "suguru")
    sc.ring.focus("kind")
    pad(app, "a")
    assert sc.kind == "ripple"
    pad(app, "lb")                                               # a shoulder: the month before
    earlier = (sc.today.year - (sc.today.month == 1), (sc.today.month - 2) % 12 + 1)
    assert sc.month == earlier
    sc.month = (sc.today.year, sc.today.month)
    sc.layout()
    sc.ring.focus(f"day{sc.today.day}")
    pad(app, "a", frames=1)
    settle(app)
    assert app.puzzle_scene.session.puzzle.line() == make_daily("ripple", today()).line()
    sc = open_calendar(app)
    pad(app, "b")
    assert sc not in app.stack.scenes


def test_cancel_stops_the_making_and_leaves_the_game_as_it_was(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    line = app.puzzle_scene.session.puzzle.line()
    maker = DailyMakeScene(app, "sudoku", today(), start=False)
    app.stack.push(maker)
    app.pump(2)
    click(app, maker.rects()["cancel"].center)
    assert maker not in app.stack.scenes and maker.cancel.is_set()
    assert app.puzzle_scene.session.puzzle.line() == line


def test_a_kiosk_keeps_the_daily_puzzle_and_its_solve_in_memory_and_writes_nothing(make_app):
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    data = app.library.storage.data_dir
    sc = open_calendar(app)
    click(app, slot_of(sc, sc.today).center, frames=1)
    settle(app)
    solve(app)
    assert DailyBook(app.library.storage).solved("suguru") == {today(): today()}
    assert not (data / "daily.json").exists()
    app.library.storage.forget_visit()
    assert DailyBook(app.library.storage).solved("suguru") == {}
