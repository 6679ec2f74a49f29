"""The play aids on the board, driven by each device: conflict marks, the digit highlight, clean start
and Auto-notes; each aid's setting switched in the Settings dialog and saved at once."""

from __future__ import annotations

import pygame
import pytest

from aid_helpers import pad, press_element, tap, trigger
from game.engine.moves import ApplyDeduction
from game.render import palette as P
from ui_helpers import click, key, slot


@pytest.fixture
def desk(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "1280x800")


@pytest.fixture
def small(make_app):
    return make_app("--puzzle", "suguru:0", "--size", "800x480")


def session(app):
    return app.puzzle_scene.session


def clash_pair(app) -> tuple[int, int, int]:
    """A given (cell, digit) and an open cell the rules forbid that digit in."""
    p = session(app).puzzle
    for g, d in enumerate(p.givens):
        if d:
            for c in p.conflicts[g][d]:
                if not p.givens[c]:
                    return g, c, d
    raise AssertionError("no given with an open peer")


def walk_keys(app, cell: int, arrows=True) -> None:
    """Bring the cursor to ``cell`` with the arrow keys (or the D-pad)."""
    s = session(app)
    w = s.puzzle.width
    move = (lambda k: key(app, k, frames=1)) if arrows else (lambda k: pad(app, k, frames=1))
    names = {"r": pygame.K_RIGHT, "l": pygame.K_LEFT, "d": pygame.K_DOWN, "u": pygame.K_UP} if arrows else \
        {"r": "right", "l": "left", "d": "down", "u": "up"}
    if not s.ui.show_cursor:
        move(names["r"])                         # the first press shows the cursor where it is
    r0, c0 = divmod(s.ui.cursor, w)
    r1, c1 = divmod(cell, w)
    for _ in range(abs(c1 - c0)):
        move(names["r" if c1 > c0 else "l"])
    for _ in range(abs(r1 - r0)):
        move(names["d" if r1 > r0 else "u"])
    assert s.ui.cursor == cell


def set_by(app, device: str, cell: int, digit: int) -> None:
    """Make ``digit`` the answer of ``cell`` with ``device``."""
    sc = app.puzzle_scene
    if device == "mouse":
        click(app, slot(app, cell, digit), button=3)         # right sets (the default mapping)
    elif device == "key":
        walk_keys(app, cell)
        key(app, getattr(pygame, f"K_{digit}"), pygame.KMOD_LSHIFT)
    elif device == "touch":
        tap(app, sc.layout.cell_rect(cell).center)          # a finger selects; the pad's held digit sets
        tap(app, sc.layout.digits[digit - 1].center, hold=0.8)
    else:
        walk_keys(app, cell, arrows=False)
        while sc.pad.digit != digit:
            trigger(app)
        pad(app, "y")                                        # Y sets the pad's digit
    assert session(app).state.answer(cell) == digit, device


def badge_red(app, cell: int) -> bool:
    """The red ring round a clashing digit: a pixel on it, left of the digit."""
    L = app.puzzle_scene.layout
    r = L.cell_rect(cell)
    x = r.centerx - round(L.cell * 0.40) + 1
    return tuple(app.screen.get_at((x, r.centery)))[:3] == P.RED


@pytest.mark.parametrize("device", ["mouse", "key", "touch", "pad"])
def test_a_clash_is_marked_at_once_by_every_device(make_app, device):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480" if device == "touch" else "1280x800")
    g, c, d = clash_pair(app)
    sc = app.puzzle_scene
    assert not sc.aids.marks().clashes
    set_by(app, device, c, d)
    app.pump(1)
    assert sc.aids.marks().clashes == {g, c}               # both digits, before any check
    assert not session(app).ui.errors and not session(app).ui.thumb_down
    assert badge_red(app, c) and badge_red(app, g)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)                 # undone: the mark goes with it
    assert not sc.aids.marks().clashes and not badge_red(app, c)


def test_the_conflict_setting_switches_the_mark_off_and_is_saved(desk):
    from game.scenes.settings_dialog import SettingsScene

    g, c, d = clash_pair(desk)
    set_by(desk, "mouse", c, d)
    dlg = SettingsScene(desk)
    desk.stack.push(dlg)
    desk.pump(1)
    btn = next(b for b, k in dlg.aid_btns.items() if k == "show_conflicts")
    assert btn.text == "Conflicts: marked"
    click(desk, btn.rect.center)
    assert btn.text == "Conflicts: not marked"
    assert desk.library.storage.load_settings().show_conflicts is False    # saved the moment it changed
    key(desk, pygame.K_ESCAPE)
    assert not desk.puzzle_scene.aids.marks().clashes and not badge_red(desk, c)


def lit_edge(app, cell: int) -> tuple[int, int, int]:
    L = app.puzzle_scene.layout
    r = L.cell_rect(cell)
    w = max(3, L.cell // 12)
    return tuple(app.screen.get_at((r.x + w + w // 4, r.centery)))[:3]   # inside the outline, clear of the cursor


def answered(app, digit: int) -> set[int]:
    return {c for c, m in enumerate(session(app).state.cands) if m == 1 << digit}


@pytest.mark.parametrize("device", ["mouse", "key", "touch", "pad"])
def test_selecting_a_digit_highlights_every_cell_holding_it(make_app, device):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480" if device == "touch" else "1280x800")
    s, sc = session(app), app.puzzle_scene
    g = next(c for c, d in enumerate(s.puzzle.givens) if d)
    d = s.puzzle.givens[g]
    if device == "mouse":
        click(app, sc.layout.cell_rect(g).center)
    elif device == "key":
        walk_keys(app, g)
    elif device == "touch":
        tap(app, sc.layout.cell_rect(g).center)
    else:
        walk_keys(app, g, arrows=False)
    app.pump(1)
    assert s.ui.highlight == d
    assert sc.aids.marks().lit == answered(app, d) and g in sc.aids.marks().lit
    assert answered(app, d) - {g}, "the puzzle needs a second cell holding the digit for this check"
    for cell in answered(app, d) - {g}:   # the selected cell wears the cursor's frame over its own
        assert lit_edge(app, cell) == P.GOLD                 # an outline, not a tint alone
    other = next(c for c in range(s.puzzle.ncells) if c not in answered(app, d))
    assert lit_edge(app, other) != P.GOLD
    # where the digit is still a candidate, a gold tile sits under it (and not under the others)
    open_c = next(c for c, m in enumerate(s.state.cands) if m >> d & 1 and m & (m - 1))
    n = s.puzzle.max_digit[open_c]
    tile = lambda digit: tuple(app.screen.get_at((sc.layout.slot_rect(open_c, digit, n).x + 1,  # noqa: E731
                                                  sc.layout.slot_rect(open_c, digit, n).centery)))[:3]
    assert tile(d) == P.GOLD and tile(1 if d != 1 else 2) != P.GOLD


@pytest.mark.parametrize("device", ["touch", "pad", "key"])
def test_a_pad_digit_or_a_typed_digit_lights_its_cells(make_app, device):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    s, sc = session(app), app.puzzle_scene
    target = 2 if s.puzzle.max_digit[s.ui.cursor] >= 2 else 1
    if device == "touch":
        tap(app, sc.layout.digits[target - 1].center)
    elif device == "pad":
        while sc.pad.digit != target:
            trigger(app)
    else:
        key(app, getattr(pygame, f"K_{target}"))
    assert s.ui.highlight == target


def test_the_highlight_setting_off_lights_nothing(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800", "--setting", "highlight_digit=off")
    s = session(app)
    g = next(c for c, d in enumerate(s.puzzle.givens) if d)
    click(app, app.puzzle_scene.layout.cell_rect(g).center)
    assert s.ui.highlight == 0 and not app.puzzle_scene.aids.marks().lit


@pytest.mark.parametrize("device", ["key", "menu-touch", "menu-pad"])
def test_auto_notes_removes_what_the_answers_rule_out_in_one_undoable_move(make_app, device):
    from game.engine.marks import ruled_out

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    s = session(app)
    before = list(s.state.cands)
    gone = ruled_out(s.puzzle, s.state.cands)
    assert gone
    if device == "key":
        key(app, pygame.K_n)
    else:
        if device == "menu-touch":
            tap(app, app.puzzle_scene.layout.icons["menu"].center)
        else:
            pad(app, "start")
        menu = app.stack.top
        button = next(b for b, k in menu.buttons.items() if k == "notes")
        if device == "menu-touch":
            tap(app, button.rect.center)
        else:
            press_element(app, "pad", button)  # a bounded walk: the menu's columns change as entries come
    assert app.stack.top is app.puzzle_scene
    assert isinstance(s.state.history[-1], ApplyDeduction) and s.state.index == 1
    assert all(not s.state.cands[c] >> d & 1 for c, d in gone)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert s.state.cands == before


def test_clean_start_opens_with_empty_notes_until_auto_notes(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800", "--setting", "clean_start=on")
    sc, s = app.puzzle_scene, session(app)
    open_full = next(c for c, m in enumerate(s.state.cands)
                     if not s.puzzle.givens[c] and m == (1 << (s.puzzle.max_digit[c] + 1)) - 2)
    assert sc.aids.marks().notes == (0,) * s.puzzle.ncells
    L = sc.layout
    n = s.puzzle.max_digit[open_full]

    paper = sc.board.region_color[s.puzzle.regions[open_full]]

    def ink(d: int) -> int:
        r = L.slot_rect(open_full, d, n)
        return sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom)
                   if sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], paper)) > 90)

    assert not any(ink(d) for d in range(1, n + 1))              # no candidate drawn: an empty cell
    key(app, pygame.K_n)
    app.pump(1)
    noted = sc.aids.marks().notes[open_full]
    assert noted and all(bool(ink(d)) == bool(noted >> d & 1) for d in range(1, n + 1))
    key(app, pygame.K_z, pygame.KMOD_LCTRL)                      # the notes empty again with the move undone
    app.pump(1)
    assert not s.timeline.can_undo and sc.aids.marks().notes == (0,) * s.puzzle.ncells
    assert not any(ink(d) for d in range(1, n + 1))


@pytest.mark.parametrize("device", ["touch", "pad", "key"])
def test_every_aid_setting_is_reached_by_touch_pad_and_keys(make_app, device):
    from game.scenes.aids import AID_SETTINGS
    from game.scenes.settings_dialog import SettingsScene

    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    for name in AID_SETTINGS:
        dlg = SettingsScene(app)
        app.stack.push(dlg)
        app.pump(1)
        btn = next(b for b, k in dlg.aid_btns.items() if k == name)
        before = getattr(app.settings, name)
        if device == "touch":
            tap(app, btn.rect.center)
        else:
            for _ in range(40):
                if dlg.focus.current is btn:
                    break
                if device == "pad":
                    pad(app, "down" if btn.rect.y > dlg.focus.current.rect.y else "right", frames=1)
                else:
                    key(app, pygame.K_TAB, frames=1)
            assert dlg.focus.current is btn, name
            pad(app, "a") if device == "pad" else key(app, pygame.K_RETURN)
        assert getattr(app.settings, name) is not before, (device, name)
        assert getattr(app.library.storage.load_settings(), name) is not before
        dlg.close()
        app.pump(1)


def test_the_sudoku_highlighter_lights_candidates_even_of_the_digit_the_selection_lit(make_app):
    from game.scenes.kinds.sudoku_board import highlight

    app = make_app("--puzzle", "sudoku 4x4 1............... 0011001122332233", "--size", "1280x800")
    s, sc = session(app), app.puzzle_scene
    g = next(c for c, d in enumerate(s.puzzle.givens) if d)
    click(app, sc.layout.cell_rect(g).center)
    assert s.ui.highlight == s.puzzle.givens[g] and not sc.aids.marks().lit_candidates   # answers only
    highlight(app, s.puzzle.givens[g])                                                  # the tools' button
    assert sc.aids.marks().lit_candidates
