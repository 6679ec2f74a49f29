"""Help: its pages (rules with pictures, controls read from the bindings, techniques), search, and
getting about it by mouse, touch, keys and gamepad alone."""

from __future__ import annotations

import re

import pygame
import pytest

from ui_helpers import click, key, type_text

GAMEPAD = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
           "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
           "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}


def pad(app, name: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=GAMEPAD[name]))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=GAMEPAD[name]))
    app.pump(2)


def finger(app, t: int, pos: tuple[int, int]) -> None:
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=1, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
                                         dx=0.0, dy=0.0, pressure=1.0))


def tap(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    finger(app, pygame.FINGERDOWN, pos)
    app.pump(1)
    finger(app, pygame.FINGERUP, pos)
    app.pump(2)


def slide(app, start, end, steps: int = 6) -> None:
    finger(app, pygame.FINGERDOWN, start)
    app.pump(1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        finger(app, pygame.FINGERMOTION, (x, y))
        app.pump(1)
    finger(app, pygame.FINGERUP, end)
    app.pump(2)


@pytest.fixture
def small(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "800x480")


def open_help(app):
    from game.scenes.help import HelpScene

    key(app, pygame.K_F1)
    scene = app.stack.top
    assert isinstance(scene, HelpScene) and scene.page is None
    return scene


def target(scene, name: str) -> pygame.Rect:
    return dict(scene.targets())[name]


# -- the pages -----------------------------------------------------------------------------------

def test_every_kind_has_a_rules_page_with_its_example_before_and_solved(small):
    from game.engine import exact
    from game.engine.backend import backends
    from game.engine.formats import parse_line
    from game.scenes.help.picture import pictures

    scene = open_help(small)
    for k in backends():
        page = scene.find(f"rules:{k.name}")
        assert page is not None and page.title == k.title
        assert [b.kind for b in page.blocks if b.what == "picture"] == [k.name]
        assert exact.count_solutions(parse_line(k.example))[0] == 1          # a real, unique puzzle
        before, solved = pictures(k.name, 160)
        assert before.get_size() == solved.get_size() and max(before.get_size()) <= 160
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(solved, "RGB")
        scene.open(page.key)
        small.pump(1)
        assert any(i.what == "picture" for i in scene.items)


def test_the_rules_say_where_each_kind_draws_its_candidates(small):
    from game.engine.backend import backends
    from game.render.kinds import front_for

    scene = open_help(small)
    wheres = set()
    for k in backends():
        words = scene.find(f"rules:{k.name}").words()
        assert front_for(k.name).candidates_where.lower() in words
        wheres.add(front_for(k.name).candidates_where)
    assert len(wheres) > 1                       # the keypad kinds are not told "along the top edge"


def test_techniques_list_every_rung_of_every_ladder_by_score_with_its_idea(small):
    from game.engine.backend import backends

    scene = open_help(small)
    for k in backends():
        rows = [b for b in scene.find(f"tech:{k.name}").blocks if b.what == "row"]
        assert sorted(b.abbr for b in rows) == sorted(t.abbr for t in k.ladder)
        scores = {t.abbr: t.score for t in k.ladder}
        assert [scores[b.abbr] for b in rows] == sorted(scores[b.abbr] for b in rows)
        ideas = {t.abbr: t.idea for t in k.ladder}
        assert all(b.text == ideas[b.abbr] and len(b.text) > 20 for b in rows)


def test_controls_come_from_the_bindings(monkeypatch):
    from game.input import gamepad as G
    from game.input import intents as I
    from game.scenes.help.content import build_pages
    from game.scenes.help.controls import MEANINGS, key_bindings, pad_bindings

    keys = key_bindings()
    assert "Ctrl+Z" in keys[I.UNDO] and "F1" in keys[I.HELP] and "Arrows" in keys[I.MOVE_CURSOR]
    assert "Shift+1-9" in keys[I.DIGIT_SET] and I.OPERATOR not in keys      # the operator's chord stays secret
    sent = set(keys) | {kind for _, kind in pad_bindings()}
    assert sent - {I.OPERATOR} <= set(MEANINGS), sent - set(MEANINGS)      # every key and button has words
    # A binding changes: Help follows it.
    monkeypatch.setitem(G._ACTIONS, "lb", lambda: I.Intent(I.CHECK, source="pad"))
    pad_page = next(p for p in build_pages() if p.key == "pad")
    lb = next(b for b in pad_page.blocks if b.label == "LB")
    assert lb.text == MEANINGS[I.CHECK]
    mouse = {p.key: p for p in build_pages(mapping="playing")}["mouse"]
    assert any(b.label == "Middle click" and "answer" in b.text for b in mouse.blocks)


def test_the_pad_page_names_the_buttons_of_the_pad_connected():
    from game.scenes.help.content import build_pages

    labels = {b.label for p in build_pages(style="playstation") if p.key == "pad" for b in p.blocks}
    assert any(lb.startswith("cross") for lb in labels) and not any(lb.startswith("A (") for lb in labels)


def test_kiosk_help_never_mentions_saving_loading_quitting_or_the_hidden_settings():
    from game.scenes.help.content import build_pages

    kiosk = " ".join(p.words() for p in build_pages(kiosk=True))
    for word in ("save", "load", "quit", "ctrl+q", "full screen", "window", "kept when"):
        assert word not in kiosk, word
    assert "your visit" in kiosk
    home = " ".join(p.words() for p in build_pages(kiosk=False))
    for word in ("save game", "load game", "quit", "full screen"):
        assert word in home, word


def test_help_never_tells_the_operators_way_out_and_the_operators_readme_does():
    from pathlib import Path

    from game.scenes.help.content import build_pages

    for kiosk in (False, True):
        text = " ".join(p.words() for p in build_pages(kiosk=kiosk))
        for secret in ("ctrl+alt+shift+q", r"\bpin\b", "kiosk_pin", "bottom-left", "operator"):
            assert not re.search(secret, text), secret
    readme = (Path(__file__).resolve().parents[2] / "packaging" / "pi" / "README.md").read_text(encoding="utf-8")
    readme = " ".join(readme.split())
    for words in ("Ctrl+Alt+Shift+Q", "hold a finger 5 seconds in the bottom-left corner", "kiosk_pin",
                  "default **2580**", "kiosk_attract_after", "kiosk_reset_after", "A kiosk writes nothing"):
        assert words in readme, words


def test_search_filters_pages_by_every_word():
    from game.scenes.help.content import build_pages, search

    pages = build_pages()
    found = search(pages, "naked PAIR")
    assert found and all("naked pair" in p.words() for p in found)
    assert {p.section for p in found} == {"Techniques"}
    assert search(pages, "") == pages and search(pages, "xylophone") == []


# -- getting about ---------------------------------------------------------------------------------

def test_mouse_opens_a_page_turns_it_and_backs_out(small):
    from game.scenes.puzzle import PuzzleScene

    scene = open_help(small)
    click(small, target(scene, "page:rules:" + scene.pages[2].key.split(":", 1)[1]).center)
    assert scene.page is scene.pages[2]
    click(small, target(scene, "next").center)
    assert scene.page is scene.pages[3]
    click(small, target(scene, "prev").center)
    click(small, target(scene, "prev").center)
    assert scene.page is scene.pages[1]
    click(small, target(scene, "back").center)
    assert scene.page is None
    click(small, target(scene, "back").center)
    assert isinstance(small.stack.top, PuzzleScene)


def test_the_wheel_scrolls_a_long_page(small):
    scene = open_help(small)
    scene.open("tech:" + scene.pages[-3].key.split(":")[1])
    small.pump(1)
    assert scene.doc_h > scene.body.h
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    small.pump(2)
    assert scene.scroll > 0


def test_touch_taps_links_slides_to_scroll_and_swipes_pages(small):
    from game.scenes.puzzle import PuzzleScene

    scene = open_help(small)
    small.input_mode = "touch"
    body = scene.body
    while not body.contains(target(scene, "page:keys")):            # slide the contents up to the link
        before = scene.scroll
        slide(small, (body.centerx, body.bottom - 10), (body.centerx, body.bottom - 90))
        assert scene.scroll > before
    tap(small, target(scene, "page:keys").center)
    assert scene.page.key == "keys"
    body = scene.body
    slide(small, (body.centerx, body.bottom - 20), (body.centerx, body.top + 40))
    assert scene.scroll > 0 and scene.page.key == "keys"           # a slide scrolls; it opens nothing
    i = scene.pages.index(scene.page)
    slide(small, (body.right - 40, body.centery), (body.left + 40, body.centery))
    assert scene.pages.index(scene.page) == i + 1                   # a sideways swipe turns the page
    tap(small, target(scene, "back").center)
    tap(small, target(scene, "back").center)
    assert isinstance(small.stack.top, PuzzleScene)


def test_keys_alone_reach_every_page(small):
    from game.scenes.puzzle import PuzzleScene

    scene = open_help(small)
    for _ in range(4):                                               # Back, the search field, Keyboard, a link
        key(small, pygame.K_TAB)
    assert scene.ring.current.startswith("page:")
    first = scene.ring.current
    key(small, pygame.K_RETURN)
    assert scene.page.key == first[5:]
    seen = {scene.page.key}
    for _ in range(len(scene.pages) - 1):
        key(small, pygame.K_RIGHT)
        seen.add(scene.page.key)
    assert seen == {p.key for p in scene.pages}
    key(small, pygame.K_ESCAPE)
    assert scene.page is None
    key(small, pygame.K_DOWN)
    key(small, pygame.K_DOWN)
    key(small, pygame.K_RETURN)
    assert scene.page is not None
    key(small, pygame.K_ESCAPE)
    key(small, pygame.K_ESCAPE)
    assert isinstance(small.stack.top, PuzzleScene)


def test_a_gamepad_alone_moves_the_ring_opens_turns_and_backs_out(small):
    from game.scenes.puzzle import PuzzleScene

    scene = open_help(small)
    for _ in range(3):
        pad(small, "down")
    assert scene.ring.current.startswith("page:")
    far = [scene.ring.current]
    for _ in range(12):                                              # the ring scrolls the contents with it
        pad(small, "down")
    far.append(scene.ring.current)
    assert far[0] != far[1] and scene.scroll > 0
    ringed = dict(scene.targets())[scene.ring.current]
    assert scene.body.contains(ringed)
    pad(small, "a")
    opened = scene.page
    assert opened is not None and opened.key == far[1][5:]
    pad(small, "rb")
    assert scene.page is not opened
    pad(small, "lb")
    assert scene.page is opened
    pad(small, "b")
    assert scene.page is None
    pad(small, "b")
    assert isinstance(small.stack.top, PuzzleScene)


def test_search_by_keyboard_and_by_the_on_screen_keyboard(small):
    from game.scenes.keyboard import KeyboardScene

    scene = open_help(small)
    click(small, scene.entry.rect.center)                            # a real keyboard types into the field
    type_text(small, "pair")
    small.pump(1)
    assert scene.query == "pair" and all("pair" in p.words() for p in scene.shown())
    links = [i for i in scene.items if i.what == "link"]
    assert 0 < len(links) < len(scene.pages)
    key(small, pygame.K_ESCAPE)
    scene.set_query("")
    small.input_mode = "pad"
    scene.ring.focus("keyboard")                                     # a pad types with the big keys
    pad(small, "a")
    kb = small.stack.top
    assert isinstance(kb, KeyboardScene)
    for ch in "swipe":
        click(small, kb.rects[ch].center)
    click(small, kb.rects["ok"].center)
    assert small.stack.top is scene and scene.query == "swipe" and scene.entry.get_text() == "swipe"
    assert [p.key for p in scene.shown()] == ["touch"]
    tap(small, scene.entry.rect.center)                              # a finger on the field: the big keys
    kb = small.stack.top
    assert isinstance(kb, KeyboardScene) and kb.text == "swipe"
    tap(small, kb.rects["cancel"].center)
    assert small.stack.top is scene and scene.query == "swipe"


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
@pytest.mark.parametrize("text", ["normal", "large"])
def test_every_button_is_a_finger_wide_and_the_text_legible(make_app, size, text):
    app = make_app("--puzzle", "suguru:0", "--size", size, "--setting", f"text_size={text}")
    scene = open_help(app)
    screen = app.screen.get_rect()
    for key_ in [None, "rules:" + scene.pages[2].key.split(":")[1], "keys", "tech:" + scene.pages[-3].key[5:]]:
        scene.open(key_) if key_ else scene.contents()
        app.pump(1)
        assert scene.geometry.fs >= 16
        for name, r in scene.targets():
            assert r.w >= 48 and r.h >= 48, (key_, name, r)
            if name in ("back", "prev", "next", "search", "keyboard"):
                assert screen.contains(r), (name, r)
        for it in scene.items:
            assert 0 <= it.rect.x and it.rect.right <= scene.body.w, (key_, it)


def test_a_lesson_hook_puts_a_button_on_technique_rows(small):
    from game.scenes.help import lessons

    opened = []

    def school(app, kind, abbr):
        if app is not None:
            opened.append((kind, abbr))
        return abbr == "HS"

    from game.scenes.school_hook import open_school_lesson

    scene = open_help(small)
    tech = next(p for p in scene.pages if p.section == "Techniques")
    scene.open(tech.key)
    assert any(i.what == "lesson" for i in scene.items)               # the game's school: its buttons
    lessons.unregister_lesson_opener(open_school_lesson)
    scene.open(tech.key)
    assert not any(i.what == "lesson" for i in scene.items)           # no school: no buttons
    lessons.register_lesson_opener(school)
    try:
        scene.open(tech.key)
        buttons = [i for i in scene.items if i.what == "lesson"]
        assert [b.target.split(":")[2] for b in buttons] == ["HS"]
        scene.scroll = buttons[0].rect.y
        scene.scroll_by(0)
        click(small, target(scene, buttons[0].target).center)
        assert opened == [(tech.key[5:], "HS")]
    finally:
        lessons.unregister_lesson_opener(school)
        lessons.register_lesson_opener(open_school_lesson)


def test_help_in_a_kiosk_app_is_the_kiosk_wording(make_app):
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    scene = open_help(app)
    assert scene.kiosk and "saving" not in {p.key for p in scene.pages}
    assert not any("save game" in p.words() for p in scene.pages)


def test_a_page_opened_from_a_search_shows_the_first_mention_marked(small):
    scene = open_help(small)
    scene.set_query("swordfish")
    links = [i.target for i in scene.items if i.what == "link"]
    assert len(links) == 1
    click(small, target(scene, links[0]).center)
    hits = scene.found()
    assert hits and all("swordfish" in " ".join(h.lines).lower() for h in hits)
    assert scene.scroll > 0 and scene.body.contains(hits[0].rect.move(scene.body.x, scene.body.y - scene.scroll))
    scene.set_query("")
    assert scene.found() == []
