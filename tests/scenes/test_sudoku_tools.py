"""Sudoku on the play screen, driven by posted events: the toolbar's rating, the tools dialog
(paint, highlight, Solve through several solutions, the Computer's Solution), flagging wrong
entries at once, the plain "cannot be solved from this position", and generating a new
sudoku on a worker thread with its progress and its time-limit message.

The levels folder holds conftest's corpus sets plus five corpus sudoku (``sudoku``: four 9x9 and a 6x6 jigsaw)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from game.engine.budget import Budget, active
from game.engine.moves import Paint, SetAnswer
from game.engine.puzzle import Puzzle, bit
from ui_helpers import click, corpus_lines, key, slot


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("nanba-data-sudoku")
    (d / "levels").mkdir()
    for kind in ("suguru", "ripple"):
        (d / "levels" / f"{kind}.txt").write_text("\n".join(corpus_lines(kind)) + "\n", encoding="utf-8")
    nine = corpus_lines("sudoku", "9x9")   # rated Difficult, Stinker, Easy (singles), Stinker
    guessed = corpus_lines("sudoku", "6x6")[25]  # the one corpus row the ladder cannot finish: Obscene (a guess)
    (d / "levels" / "sudoku.txt").write_text("\n".join([nine[k] for k in (8, 14, 0, 9)] + [guessed]) + "\n",
                                             encoding="utf-8")
    return d


@pytest.fixture
def sud(make_app):
    return make_app("--puzzle", "sudoku:0", "--size", "1280x800")


def session(app):
    return app.puzzle_scene.session


def open_tools(app):
    """Menu -> "Sudoku tools..." by clicks; returns the tools dialog."""
    from game.scenes.menu import TOOL_PREFIX, MenuScene
    from game.scenes.kinds.sudoku_tools import SudokuToolsScene

    key(app, pygame.K_ESCAPE)
    menu = app.stack.find(MenuScene)
    b = next(b for b, k in menu.buttons.items() if k == TOOL_PREFIX + SudokuToolsScene.key)
    click(app, b.rect.center)
    tools = app.stack.find(SudokuToolsScene)
    assert tools is not None
    return tools


def press(app, button) -> None:
    click(app, button.rect.center)


def empty_cell(app) -> int:
    s = session(app)
    return next(c for c in range(s.puzzle.ncells) if not s.puzzle.givens[c])


# -- the toolbar -------------------------------------------------------------------------------

def test_toolbar_shows_the_score_and_its_band(sud):
    from game.engine.bands import DIFFICULTIES
    from game.engine.difficulty import band_word, puzzle_params
    from game.engine.logic import solve

    sud.pump(2)
    sc = session(sud)
    assert sc.score == solve(sc.puzzle).score
    word = band_word("sudoku", puzzle_params(sc.puzzle), sc.score)
    assert sud.puzzle_scene.toolbar.rating_text() == word and word in DIFFICULTIES


def test_a_puzzle_that_needs_a_guess_rates_obscene(make_app):
    app = make_app("--puzzle", "sudoku:4", "--size", "800x480")
    app.pump(2)
    assert app.puzzle_scene.toolbar.rating_text() == "Obscene"


def test_other_kinds_show_no_rating(app):
    app.pump(2)
    assert app.puzzle_scene.toolbar.rating_text() == ""


# -- paint -----------------------------------------------------------------------------------

def test_painting_is_undoable_and_saved(sud, make_app):
    from game.scenes.kinds.sudoku_board import PaintOverlay

    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.paints.items() if k == 3))
    assert sud.stack.find(PaintOverlay) is not None
    c = empty_cell(sud)
    L = sud.puzzle_scene.layout
    click(sud, L.cell_rect(c).center)
    s = session(sud)
    assert s.state.colours[c] == 3
    assert s.state.cands == list(s.puzzle.initial_candidates)     # paint is not a candidate change
    click(sud, L.cell_rect(c + 1 if not s.puzzle.givens[c + 1] else c + 2).center)
    key(sud, pygame.K_ESCAPE)                                     # stop painting
    assert sud.stack.find(PaintOverlay) is None
    click(sud, slot(sud, c, 5))                                   # clicks act on candidates again
    assert not s.state.cands[c] & bit(5) and s.state.colours[c] == 3
    key(sud, pygame.K_z, mod=pygame.KMOD_LCTRL)
    key(sud, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert sum(1 for k in s.state.colours if k) == 1
    key(sud, pygame.K_y, mod=pygame.KMOD_LCTRL)
    assert sud.save_game("painted")
    colours = list(s.state.colours)
    assert colours.count(3) == 2
    other = make_app("--puzzle", "sudoku:1", "--size", "800x480")
    assert other.load_game("painted")
    assert session(other).state.colours == colours
    assert session(other).puzzle == s.puzzle


def test_a_second_stroke_takes_the_paint_off_and_keys_paint_too(sud):
    from game.scenes.kinds.sudoku_board import PaintOverlay

    sud.stack.push(PaintOverlay(sud, 5))
    s = session(sud)
    s.ui.cursor = 40
    key(sud, pygame.K_SPACE)
    assert s.state.colours[40] == 5
    key(sud, pygame.K_SPACE)
    assert s.state.colours[40] == 0


def test_paint_is_drawn(sud):
    from game.render.board import PAINT_COLOURS

    c = empty_cell(sud)
    session(sud).play(Paint(c, 2))
    sud.pump(2)
    r = sud.puzzle_scene.layout.cell_rect(c)
    assert tuple(sud.screen.get_at((r.right - 4, r.centery)))[:3] == PAINT_COLOURS[1]


# -- highlight -------------------------------------------------------------------------------

def test_highlight_marks_every_cell_still_holding_the_digit(sud):
    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.lights.items() if k == 7))
    s = session(sud)
    assert s.ui.highlight == 7
    sud.pump(1)
    L = sud.puzzle_scene.layout
    has = next(c for c, m in enumerate(s.state.cands) if m & bit(7) and m & (m - 1))
    hasnt = next(c for c, m in enumerate(s.state.cands) if not m & bit(7) and not s.puzzle.givens[c]) \
        if any(not m & bit(7) and not s.puzzle.givens[c] for c, m in enumerate(s.state.cands)) else None
    edge = lambda c: tuple(sud.screen.get_at((L.cell_rect(c).x + L.cell // 16, L.cell_rect(c).centery)))[:3]  # noqa: E731
    from game.render import palette as P

    assert edge(has) == P.GOLD                                   # an outline, not colour alone
    if hasnt is not None:
        assert edge(hasnt) != P.GOLD
    key(sud, pygame.K_z, mod=pygame.KMOD_LCTRL)                  # UI state: undo leaves it
    assert s.ui.highlight == 7
    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.lights.items() if k == 0))
    assert s.ui.highlight == 0


# -- flag wrong entries immediately -----------------------------------------------------------

def test_flag_wrong_entries_at_once(sud):
    from game.scenes.kinds.sudoku_settings import flag_wrong

    s = session(sud)
    s.ensure_solution()
    c = empty_cell(sud)
    wrong = next(d for d in range(1, 10) if d != s.puzzle.solution[c])
    s.ui.cursor, s.ui.show_cursor = c, True
    key(sud, getattr(pygame, f"K_{wrong}"), mod=pygame.KMOD_LSHIFT)   # a wrong answer, setting off
    assert s.state.answer(c) == wrong and not s.ui.errors
    tools = open_tools(sud)
    press(sud, tools.flag_btn)
    assert flag_wrong(sud)
    assert s.ui.errors == {c}                                    # turning it on flags what is there
    key(sud, pygame.K_ESCAPE)                                    # the dialog closes
    key(sud, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert not s.ui.errors
    right = s.puzzle.solution[c]
    key(sud, getattr(pygame, f"K_{right}"))                      # deleting the true digit: flagged at once
    assert s.ui.errors == {c}


# -- hints -------------------------------------------------------------------------------------

def test_hint_with_an_error_says_it_cannot_be_solved_from_here(sud):
    s = session(sud)
    s.ensure_solution()
    c = empty_cell(sud)
    s.play(SetAnswer(c, next(d for d in range(1, 10) if d != s.puzzle.solution[c])))
    key(sud, pygame.K_h)
    assert "cannot be solved from this position" in sud.messages[0]


def test_stuck_without_a_solution_says_so_plainly(make_app):
    # A 4x4 with several solutions (solution unknown) and a contradiction played by hand.
    app = make_app("--puzzle", "sudoku 4x4 1............... 0011001122332233", "--size", "1280x800")
    s = session(app)
    s.play(SetAnswer(1, 2))
    s.play(SetAnswer(4, 2))           # 2 twice in box 1
    key(app, pygame.K_h)
    assert app.messages[0] == "This puzzle cannot be solved from this position."


# -- Solve ---------------------------------------------------------------------------------------

def test_solve_cycles_through_up_to_five_solutions(make_app):
    from game.scenes.kinds.sudoku_board import SolutionsScene

    app = make_app("--puzzle", "sudoku 4x4 12..34.......... 0011001122332233", "--size", "1280x800")
    tools = open_tools(app)
    press(app, next(b for b, k in tools.actions.items() if k == "solve"))
    sol = app.stack.find(SolutionsScene)
    assert sol is not None and len(sol.solutions) == 5
    assert app.puzzle_scene.toolbar.rating_text() == "Not unique"
    p = session(app).puzzle
    for values in sol.solutions:
        assert p.rules.is_solution(p, list(values))
    assert len(set(sol.solutions)) == 5
    click(app, sol.rects()["next"].center)
    assert sol.i == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert sol.i == 4
    assert not session(app).state.history                       # nothing was played
    key(app, pygame.K_ESCAPE)
    assert app.stack.find(SolutionsScene) is None


def test_solve_with_one_solution_shows_it_as_an_undoable_move(sud):
    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.actions.items() if k == "solve"))
    s = session(sud)
    assert s.state.is_solved() and s.used_solution()


# -- the Computer's Solution ----------------------------------------------------------------------

def test_solver_log_lists_every_step_and_scrolls(sud):
    from game.engine.logic import solve
    from game.scenes.solver_log import SolverLogScene

    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.actions.items() if k == "log"))
    log = sud.stack.find(SolverLogScene)
    assert log is not None
    steps = [d for d in solve(session(sud).puzzle, record=True).steps if d.technique != "NS"]
    assert len(log.lines) >= len(steps) > 5
    assert all(any(d.text in line for line in log.lines) for d in steps)
    assert "score" in log.summary and "rated" in log.summary
    assert log.scroll == 0.0
    sud.input_mode = "key"
    for _ in range(3):
        key(sud, pygame.K_DOWN)
    assert log.scroll > 0.0
    down = log.scroll
    key(sud, pygame.K_PAGEUP)
    assert log.scroll < down
    click(sud, log.ok.rect.center)
    assert sud.stack.find(SolverLogScene) is None


# -- generating -----------------------------------------------------------------------------------

def run_until_generated(app, gen) -> None:
    """Keep the app drawing frames until the generator's worker thread ends, then let the
    scene pick up its result.  It follows the worker itself, not a clock: a worker that never
    ends is caught by the suite's per-test timeout."""
    while gen.worker.thread.is_alive():
        app.pump(1)                     # the screen keeps drawing while the worker runs
        gen.worker.thread.join(0.02)
    app.pump(2)


def step_to(app, gen, params) -> None:
    """Press the width value, then the board value, until the dialog's board is ``params``."""
    while gen.params.width != params.width:
        press(app, gen.values["width"])
    while gen.params != params:
        press(app, gen.values["board"])


def test_generate_a_new_sudoku_with_progress(sud, monkeypatch):
    from game.engine.backend import Params
    from game.scenes.kinds.sudoku_generate import GenerateScene

    monkeypatch.setattr(GenerateScene, "seed", "tools")
    tools = open_tools(sud)
    press(sud, next(b for b, k in tools.actions.items() if k == "new"))
    gen = sud.stack.find(GenerateScene)
    step_to(sud, gen, Params(6, 6, box=(3, 2)))
    while gen.difficulty != "Hard":
        press(sud, gen.values["difficulty"])
    press(sud, gen.go_btn)
    assert gen.worker.thread is not None
    run_until_generated(sud, gen)
    assert sud.stack.find(GenerateScene) is None
    s = session(sud)
    assert s.puzzle.width == 6 and s.puzzle.solution is not None and s.number == -1
    assert any("A fresh Hard 6x6 Sudoku" in m for m in sud.messages)


def test_it_offers_every_sudoku_new_puzzle_offers_and_leaves_its_memory_alone(sud):
    from game.engine.backend import Params, backend
    from game.scenes.kinds.sudoku_generate import GenerateScene

    before = sud.settings.new_puzzle
    gen = sud.stack.push(GenerateScene(sud))
    sud.pump(1)
    assert "kind" not in gen.values                            # sudoku alone: no kind row
    seen = set()
    for _ in range(len(backend("sudoku").sizes) + 1):          # the board value steps through a width's boards
        for _ in range(4):
            seen.add(gen.params)
            press(sud, gen.values["board"])
        press(sud, gen.values["width"])
    assert seen == set(backend("sudoku").sizes)
    assert {Params(4, 4, box=(2, 2)), Params(25, 25, box=(5, 5)), Params(9, 9, variant="jigsaw")} <= seen
    assert gen.values["board"].rect.h >= 48 and gen.go_btn.rect.h >= 48
    assert sud.settings.new_puzzle == before


def test_cancel_stops_generating(sud, monkeypatch):
    import game.engine.kinds.sudoku.gen as sg
    from game.engine.backend import Params
    from game.scenes.kinds.sudoku_generate import GenerateScene

    two_tries = threading.Event()

    def endless(n, *, progress, **_kw):   # a request that never succeeds: only Cancel ends it
        tries = 0
        while True:
            tries += 1
            time.sleep(0.005)
            progress(tries, tries * 0.005)
            if tries >= 2:
                two_tries.set()

    monkeypatch.setattr(sg, "generate_sudoku", endless)
    gen = sud.stack.push(GenerateScene(sud))
    sud.pump(1)
    step_to(sud, gen, Params(6, 6, box=(3, 2)))
    press(sud, gen.go_btn)
    assert two_tries.wait(60), "the worker thread never reported progress"
    sud.pump(1)
    assert gen.status.text.startswith("Generating...") and " tried, " in gen.status.text
    press(sud, gen.go_btn)                                       # a second Generate is ignored while running
    press(sud, gen.cancel_btn)                                   # stops the search; the dialog stays
    gen.worker.thread.join(10)
    assert not gen.worker.thread.is_alive() and gen.worker.cancel.is_set()
    assert sud.stack.find(GenerateScene) is gen
    press(sud, gen.cancel_btn)                                   # idle: Cancel closes
    assert sud.stack.find(GenerateScene) is None
    assert session(sud).puzzle.width == 9


def test_tools_dialog_buttons_are_a_finger_high_at_800x480(make_app):
    from game.ui.focus import _focusable

    app = make_app("--puzzle", "sudoku 16x16 " + "." * 256 + " "
                   + Puzzle.from_line("sudoku 16x16 " + "." * 256 + " " + __import__("game.engine.kinds.sudoku.boxes", fromlist=["x"]).box_regions(16, 4, 4)).line().split()[3],
                   "--size", "800x480")
    tools = open_tools(app)
    items = _focusable(tools.window.get_container())
    assert len(items) >= 2 + 2 + 2 + 9 + 17 + 1
    screen = app.screen.get_rect()
    for e in items:
        assert e.rect.h >= 48 and screen.contains(e.rect), e


def test_tools_work_from_the_keyboard_alone(sud):
    from game.scenes.kinds.sudoku_board import PaintOverlay

    sud.input_mode = "key"
    tools = open_tools(sud)
    target = next(b for b, k in tools.paints.items() if k == 4)
    for _ in range(40):                       # Tab walks the ring to the paint-4 swatch
        if tools.focus.current is target:
            break
        key(sud, pygame.K_TAB, frames=1)
    assert tools.focus.current is target
    key(sud, pygame.K_RETURN)
    paint = sud.stack.find(PaintOverlay)
    assert paint is not None and paint.colour == 4
    s = session(sud)
    c = empty_cell(sud)
    r, col = divmod(c, 9)
    s.ui.cursor, s.ui.show_cursor = 0, True
    for _ in range(r):
        key(sud, pygame.K_DOWN, frames=1)
    for _ in range(col):
        key(sud, pygame.K_RIGHT, frames=1)
    key(sud, pygame.K_SPACE)
    assert s.state.colours[c] == 4
    key(sud, pygame.K_ESCAPE)
    assert sud.stack.find(PaintOverlay) is None


def test_settings_offer_flag_wrong_and_the_box_geometry(sud):
    from game.scenes.settings_dialog import SettingsScene
    from game.scenes.kinds.sudoku_settings import flag_wrong, geometry

    st = sud.stack.push(SettingsScene(sud))
    sud.pump(2)
    while st.flag_btn is None:                  # a small window pages its rows
        press(sud, st.more_btn)
        st = sud.stack.find(SettingsScene)
    assert st.flag_btn.text == "Flag wrong entries: off"
    press(sud, st.flag_btn)
    assert flag_wrong(sud) and st.flag_btn.text == "Flag wrong entries: at once"
    press(sud, st.geo_btn)
    assert geometry(sud) == (4, 3) and "12x12, boxes 4x3" in st.geo_btn.text
    press(sud, st.save_btn)
    assert sud.storage.load_settings().sudoku_box == "4x3"


BLANK_4X4 = "sudoku 4x4 ................ 0011001111001100"


@pytest.fixture
def entry(app):
    from game.scenes.kinds.sudoku_entry import EntryScene

    sc = app.stack.push(EntryScene(app, box=(2, 2)))
    app.pump(1)
    return sc


def test_check_and_done_in_hand_entry_say_the_count_gave_up(app, entry):
    entry.clues = (1,) + (0,) * 15
    with active(Budget(work=5)):
        assert entry.check() == -1
    assert any("Too many possibilities to count in time" in m for m in app.messages), app.messages
    with active(Budget(work=5)):
        assert entry.done()
    app.pump(2)
    assert entry not in app.stack.scenes
    assert app.puzzle_scene.session.puzzle.givens[0] == 1
    assert any("could not be counted in time" in m for m in app.messages), app.messages
    assert not any("Something went wrong" in m for m in app.messages)


def test_solve_says_the_puzzle_is_too_hard(make_app):
    from game.scenes.kinds.sudoku_board import solve

    app = make_app("--puzzle", BLANK_4X4, "--size", "1280x800")
    with active(Budget(work=5)):
        solve(app)
    app.pump(2)
    assert any("too hard to solve in time" in m for m in app.messages), app.messages
    assert app.running and not any("Something went wrong" in m for m in app.messages)


def test_the_solver_log_says_it_gave_up(app):
    from game.engine.formats import parse_line
    from game.scenes.solver_log import log_lines

    with active(Budget(work=5)):
        lines, summary = log_lines(parse_line(BLANK_4X4))
    assert lines == [] and summary.startswith("gave up: too hard to analyse")
