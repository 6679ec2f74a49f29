"""Sujiko on the play screen, driven by posted events: the keypad candidates, the circles,
hints, the error check, undo, save/load, the menu's level sets and ``--puzzle LINE``.

The levels folder of these tests holds the corpus sets of conftest plus two small
Sujiko sets made from lines of our own level files (``SUJIKO3``, ``SUJIKO4``).
"""

from __future__ import annotations

import pygame
import pytest

from game.engine.moves import ApplySolution, SetAnswer
from game.engine.puzzle import bit
from game.engine.kinds.sujiko.grid import circle_status
from ui_helpers import click, corpus_lines, icon, key, slot

SUJIKO3 = ["sujiko 3x3 .....8.4. 11,20,19,26", "sujiko 3x3 .....9... 24,19,18,18", "sujiko 3x3 .9....... 21,20,19,16"]
SUJIKO4 = ["sujiko 4x4 ..2.D.C...3.1.47 52,37,32,38,35,29,32,33,20",
           "sujiko 4x4 ..F1.3..B....... 37,47,34,27,34,35,33,29,32"]


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory):
    """conftest's levels plus the two Sujiko sets (overrides conftest's fixture of the same name)."""
    d = tmp_path_factory.mktemp("nanba-data-sujiko")
    (d / "levels").mkdir()
    for kind in ("suguru", "ripple"):
        (d / "levels" / f"{kind}.txt").write_text("\n".join(corpus_lines(kind)) + "\n", encoding="utf-8")
    (d / "levels" / "sujiko.txt").write_text("\n".join(SUJIKO3) + "\n", encoding="utf-8")
    (d / "levels" / "sujiko4.txt").write_text("\n".join(SUJIKO4) + "\n", encoding="utf-8")
    return d


def session(app):
    return app.puzzle_scene.session


@pytest.fixture
def suj(make_app):
    return make_app("--puzzle", "sujiko:1", "--size", "1280x800")


def open_cells(app):
    s = session(app)
    return [c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c]]


# -- the board ------------------------------------------------------------------------------

def test_candidates_sit_in_a_keypad_clear_of_the_circles_and_clicks_hit_them(suj):
    from game.render.keypad import KeypadLayout
    from game.render.kinds.sujiko import RADIUS, circle_centres

    s, L = session(suj), suj.puzzle_scene.layout
    assert isinstance(L, KeypadLayout) and L.slot_grid(9) == (3, 3)
    centres = circle_centres(s.puzzle, L)
    for c in open_cells(suj):
        for d in range(1, 10):
            r = L.slot_rect(c, d, 9)
            assert L.cell_rect(c).contains(r)
            for x, y in centres:  # no slot reaches under a circle
                nx, ny = max(r.left, min(x, r.right)), max(r.top, min(y, r.bottom))
                assert (nx - x) ** 2 + (ny - y) ** 2 > (L.cell * RADIUS) ** 2
    c = open_cells(suj)[0]
    click(suj, slot(suj, c, 5))
    assert not s.state.cands[c] & bit(5)
    click(suj, slot(suj, c, 5), button=2)
    assert s.state.cands[c] & bit(5)


def circle_pixel(app, k):
    """A pixel inside circle k, between its rings and clear of its figures."""
    from game.render.kinds.sujiko import RADIUS, circle_centres

    L = app.puzzle_scene.layout
    x, y = circle_centres(session(app).puzzle, L)[k]
    return tuple(app.screen.get_at((x, y - round(L.cell * RADIUS * 0.78))))[:3]


def test_circles_are_drawn_open_then_done_or_wrong(suj):
    from game.render.kinds.sujiko import circle_colours

    s = session(suj)
    suj.pump(1)
    assert [circle_pixel(suj, k) for k in range(4)] == [circle_colours("open")[0]] * 4
    click(suj, icon(suj, "smiley"))                                  # every circle adds up
    assert all(st.state == "done" for st in circle_status(s.puzzle, s.state.cands))
    key(suj, pygame.K_ESCAPE)                                        # the solved summary closed: the board
    suj.pump(1)
    assert [circle_pixel(suj, k) for k in range(4)] == [circle_colours("done")[0]] * 4
    key(suj, pygame.K_z, mod=pygame.KMOD_LCTRL)
    s.ensure_solution()
    sol = s.puzzle.solution
    # Swap two answers of circle 0 with ones outside it: its sum goes wrong.
    a = next(c for c in (0, 1, 3, 4) if not s.puzzle.givens[c])
    b = next(c for c in (2, 5, 6, 7, 8) if not s.puzzle.givens[c] and sol[c] != sol[a])
    for c in open_cells(suj):
        d = sol[b] if c == a else sol[a] if c == b else sol[c]
        s.play(SetAnswer(c, d))
    suj.pump(1)
    assert circle_status(s.puzzle, s.state.cands)[0].state == "wrong"
    assert circle_pixel(suj, 0) == circle_colours("wrong")[0]


def test_four_by_four_candidates_read_as_numbers(make_app):
    app = make_app("--puzzle", "sujiko4:1", "--size", "800x480")
    sc = app.puzzle_scene
    assert sc.layout.slot_grid(16) == (4, 4)
    assert sc.board.label(16) == "16" and sc.board.label(9) == "9"
    s = session(app)
    c = open_cells(app)[0]
    click(app, slot(app, c, 16))                                      # the slot of 16 is clickable
    assert not s.state.cands[c] & bit(16)


# -- playing ---------------------------------------------------------------------------------

def test_hint_shows_a_sujiko_deduction_and_applies_it(suj):
    from game.engine.logic import ladder
    from game.scenes.hint import HintOverlay

    s = session(suj)
    click(suj, icon(suj, "wand"))
    d = s.ui.hint
    assert d is not None, suj.messages
    assert d.technique in {t.abbr for t in ladder("sujiko")} and d.text
    assert isinstance(suj.stack.top, HintOverlay)
    suj.pump(1)                                                        # drawn with its nudge
    index = s.state.index
    for stage in (1, 2):                                               # the marks, the sentence
        click(suj, icon(suj, "wand"))
        assert s.ui.hint_stage == stage and s.state.index == index
    click(suj, icon(suj, "wand"))                                      # then Apply
    assert s.ui.hint is None and s.state.index == index + 1
    assert all(not s.state.cands[c] & bit(dg) for c, dg in d.eliminations)
    key(suj, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.index == index


def test_check_finds_a_wrong_answer_and_rolls_back(suj):
    s = session(suj)
    s.ensure_solution()
    c = open_cells(suj)[0]
    wrong = next(d for d in range(1, 10) if d != s.puzzle.solution[c] and s.state.cands[c] & bit(d))
    click(suj, slot(suj, c, wrong), button=3)
    assert s.state.answer(c) == wrong
    click(suj, icon(suj, "thumb"))
    assert s.ui.thumb_down and c in s.ui.errors
    click(suj, icon(suj, "thumb"))
    assert not s.ui.errors and s.state.index == 0


def test_undo_redo_walk_the_moves(suj):
    s = session(suj)
    c = open_cells(suj)[1]
    click(suj, slot(suj, c, 1))
    click(suj, slot(suj, c, 7), button=3)
    assert s.state.answer(c) == 7 and s.state.index == 2
    key(suj, pygame.K_z, mod=pygame.KMOD_LCTRL)
    key(suj, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.cands == list(s.puzzle.initial_candidates)
    key(suj, pygame.K_y, mod=pygame.KMOD_LCTRL)
    assert s.state.index == 1 and not s.state.cands[c] & bit(1)


@pytest.mark.parametrize("which", ["sujiko:2", "sujiko4:0"])
def test_save_and_load_round_trip_keeps_the_set_and_number(make_app, which):
    app = make_app("--puzzle", which, "--size", "1280x800")
    s = session(app)
    c = open_cells(app)[0]
    click(app, slot(app, c, 2))
    click(app, slot(app, c, 3))
    saved = (s.kind, s.number, list(s.state.cands), s.state.index)
    assert app.save_game("suj")
    key(app, pygame.K_RETURN)                                          # restart: the game changes
    assert session(app).state.cands != saved[2]
    click(app, icon(app, "random"))
    assert app.load_game("suj"), app.messages
    s2 = session(app)
    assert (s2.kind, s2.number, s2.state.cands, s2.state.index) == saved
    assert s2.puzzle.kind == "sujiko"


def test_solving_a_four_by_four_is_recorded_under_its_own_set(make_app):
    app = make_app("--puzzle", "sujiko4:1", "--size", "1280x800")
    s = session(app)
    s.ensure_solution()
    for c in open_cells(app):
        s.play(SetAnswer(c, s.puzzle.solution[c]))
    app.puzzle_scene.after_move()
    assert s.state.is_solved() and not isinstance(s.state.history[-1], ApplySolution)
    assert app.solved_set("sujiko4") == {1} and app.solved_set("sujiko") == set()


# -- menu and options ------------------------------------------------------------------------------

def test_menu_offers_the_sets_present_and_remembers_the_choice(make_app):
    from game.scenes.menu import MenuScene, menu_items

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    kinds = [k for k, _ in menu_items()[0]]
    assert kinds == ["suguru", "ripple", "sujiko", "sujiko4"]
    click(app, icon(app, "menu"))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    for b in menu.buttons:                                              # everything on screen, finger-sized
        r = b.get_abs_rect()
        assert app.screen.get_rect().contains(r) and r.h >= 40
    menu.choose("sujiko4")
    app.pump(2)
    assert session(app).kind == "sujiko4" and session(app).puzzle.width == 4
    assert app.save_settings()
    app2 = make_app("--size", "800x480", "--no-resume")
    assert app2.settings.kind == "sujiko" and session(app2).kind == "sujiko4"


def test_puzzle_option_takes_a_line(make_app):
    app = make_app("--puzzle", SUJIKO4[1], "--size", "800x480")       # a built-in one: its set and number
    assert (session(app).kind, session(app).number) == ("sujiko4", 1)
    line = "sujiko 3x3 ....5.... 20,17,24,22"
    from game.engine.exact import count_solutions
    from game.engine.formats import parse_line

    assert count_solutions(parse_line(line))[0] == 1
    app = make_app("--puzzle", line, "--size", "800x480")              # not built in: number -1, no record
    s = session(app)
    assert s.kind == "sujiko" and s.number == -1 and s.puzzle == parse_line(line)
    s.ensure_solution()
    for c in open_cells(app):
        s.play(SetAnswer(c, s.puzzle.solution[c]))
    app.puzzle_scene.after_move()                                       # solved by hand, yet not recorded
    assert s.state.is_solved() and app.solved_set("sujiko") == set()
    assert app.save_game("mine") and app.load_game("mine"), app.messages  # saved unnumbered, loads back
    assert session(app).number == -1 and session(app).puzzle == parse_line(line)
    from game.app import OptionError, parse_options

    with pytest.raises(OptionError, match="sujiko"):
        parse_options(["--puzzle", "sujiko 3x3 ......... 1,2"])
