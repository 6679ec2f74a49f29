"""The editor's verdict, undo and redo, Play it, Copy link and the helper buttons."""

from __future__ import annotations

import threading

import pytest

from editor_helpers import TARGET, click, control, editor_app, headline, run, settle
from game.engine.backend import Params
from game.engine.draft import Draft, EditHistory


def load(app, sc, line: str) -> None:
    sc.set_history(EditHistory(Draft.from_line(line)))
    settle(app, sc)


def test_a_unique_board_says_so_with_its_score_band_and_technique(make_app) -> None:
    app, sc = editor_app(make_app)
    load(app, sc, TARGET)
    v = sc.verdict
    assert v.solutions == "unique" and v.finished and v.score is not None
    text = headline(app, sc)
    assert "Unique" in text and str(v.score) in text and v.band in text and v.hardest in text
    assert "Marked" not in text


def test_an_impossible_board_marks_its_contradiction_and_names_the_mark(make_app) -> None:
    app, sc = editor_app(make_app)
    load(app, sc, "suguru 3x3 11....... aabaabccb")
    v = sc.verdict
    assert v.solutions == "none" and v.contradiction
    text = headline(app, sc)
    assert "No solution" in text and "hatched: contradiction" in text


def test_an_ambiguous_board_marks_the_cells_two_solutions_differ_in(make_app) -> None:
    app, sc = editor_app(make_app)
    load(app, sc, "suguru 3x3 ......... aabaabccb")
    v = sc.verdict
    assert v.solutions == "multiple" and v.differ and v.two is not None
    assert all(v.two[0][c] != v.two[1][c] for c in v.differ)
    assert "diamond: two solutions differ" in headline(app, sc)


def test_a_given_too_big_for_its_region_is_a_problem_in_words_and_crossed(make_app) -> None:
    app, sc = editor_app(make_app)
    load(app, sc, "suguru 3x3 ......9.. aabaabccb")
    text = headline(app, sc)
    assert sc.verdict.problems and sc.verdict.problem_cells == (6,)
    assert sc.verdict.problems[0] in text and "small cross: breaks a rule" in text


def test_a_blank_sujiko_says_type_the_sums_and_marks_no_cell(make_app) -> None:
    from ui_helpers import key
    import pygame

    app, sc = editor_app(make_app, board="sujiko:3x3")
    text = headline(app, sc)
    assert "No circle sums yet: type them, or fill the grid and compute them" in text
    assert sc.verdict.problem_cells == () and "Marked" not in text
    # the sums are typed in the Sums mode: once one is, the other circles' cells are marked
    click(app, control(sc, "mode:sums"))
    for k in (pygame.K_2, pygame.K_0, pygame.K_RETURN):
        key(app, k)
    assert sc.history.draft.sums[0] == 20
    text = headline(app, sc)
    assert "Circle sum 2 is not set yet" in text and "small cross: breaks a rule" in text
    assert sc.verdict.problem_cells == (1, 2, 3, 4, 5, 6, 7, 8)


@pytest.mark.parametrize("board", ["ripple:6x6", "suguru:5x5"])
def test_a_blank_region_board_says_draw_the_regions_and_marks_no_cell(make_app, board: str) -> None:
    from editor_helpers import mouse_drag

    app, sc = editor_app(make_app, board=board)
    text = headline(app, sc)
    assert "Draw the regions: drag across cells to join them" in text and "No solution" not in text
    assert sc.verdict.problem_cells == () and not sc.verdict.contradiction and "Marked" not in text
    mouse_drag(app, sc, (0, 1))         # a region drawn: the lone cells' touching ones are a contradiction now
    settle(app, sc)
    assert "No solution" in headline(app, sc) and sc.verdict.contradiction


def test_a_stale_verdict_is_thrown_away_when_a_newer_edit_comes(make_app) -> None:
    from game.engine.verdict import verdict

    app, sc = editor_app(make_app)
    settle(app, sc)
    gate = threading.Event()

    def slow(d):
        gate.wait(5)
        return verdict(d)

    sc.runner.judge = slow
    sc.edit("join 0 1")
    sc.edit("join 1 2")            # while the first is still being judged
    assert not sc.fresh()
    gate.set()
    settle(app, sc)
    assert sc.verdict_of == sc.history.draft
    assert sc.runner.discarded >= 1 or sc.runner.asked >= 3


def test_undo_and_redo_by_keys_and_buttons(make_app) -> None:
    import pygame

    from ui_helpers import key

    app, sc = editor_app(make_app)
    sc.edit("join 0 1")
    sc.edit("give 4 2")
    click(app, control(sc, "undo"))
    assert sc.history.draft.givens[4] == 0
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert sc.history.draft.regions[0] != sc.history.draft.regions[1]
    click(app, control(sc, "redo"))
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert sc.history.draft == Draft.blank("suguru", Params(3, 3)).apply("join 0 1").apply("give 4 2")
    assert not sc.history.can_redo


def test_play_it_refuses_a_board_with_two_solutions_and_plays_a_unique_one(make_app) -> None:
    from game.scenes.dialogs import MessageScene
    from game.scenes.editor import EditorScene

    app, sc = editor_app(make_app)
    load(app, sc, "suguru 3x3 ......... aabaabccb")
    click(app, control(sc, "play"))
    msg = app.stack.find(MessageScene)
    assert msg is not None and "more than one solution" in msg.text
    msg.close()
    app.pump(1)
    load(app, sc, TARGET)
    click(app, control(sc, "play"))
    assert app.stack.find(EditorScene) is None
    s = app.puzzle_scene.session
    assert s.puzzle.line() == Draft.from_line(TARGET).to_puzzle().line() and s.number == -1
    assert s.source == "editor"
    from game.played import Played
    from game.scenes.recent import entry_label

    app.pump(3)
    entries = Played(app.library.storage).recent_entries()
    assert entries and entries[0].line == s.puzzle.line() and "made in the editor" in entry_label(entries[0])


def test_copy_link_copies_the_drafts_link(make_app) -> None:
    from game.sharing import copy_forms
    from game.ui.clipboard import STAND_IN

    app, sc = editor_app(make_app)
    load(app, sc, TARGET)
    STAND_IN.text = ""
    click(app, control(sc, "link"))
    assert STAND_IN.text == copy_forms(Draft.from_line(TARGET).to_puzzle())[0][1]


@pytest.mark.parametrize("line, says", [("suguru 3x3 ......... aabaabccb", "more than one solution"),
                                         ("suguru 3x3 11....... aabaabccb", "no solution")])
def test_copy_link_of_a_board_play_it_refuses_asks_first_and_cancel_copies_nothing(make_app, line, says) -> None:
    from aid_helpers import pad, press_element
    from game.scenes.confirm import ConfirmScene
    from game.scenes.editor import EditorScene
    from game.sharing import copy_forms
    from game.ui.clipboard import STAND_IN

    app, sc = editor_app(make_app)
    load(app, sc, line)
    STAND_IN.text = ""
    click(app, control(sc, "link"))
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and says in ask.text and STAND_IN.text == ""
    assert ask.yes_label == "Copy anyway" and ask.yes.rect.h >= 48 and ask.cancel.rect.w >= 48
    pad(app, "a")                                   # the ring starts on Cancel: A copies nothing
    assert isinstance(app.stack.top, EditorScene) and STAND_IN.text == ""
    click(app, control(sc, "link"))
    press_element(app, "pad", app.stack.top.yes)    # Copy anyway, by the gamepad alone
    assert isinstance(app.stack.top, EditorScene)
    assert STAND_IN.text == copy_forms(Draft.from_line(line).to_puzzle())[0][1]


@pytest.mark.parametrize("name", ["fill", "suggest", "minimise", "harder", "easier"])
def test_each_helper_button_runs_its_helper_and_its_change_undoes_in_one_step(make_app, name) -> None:
    app, sc = editor_app(make_app, board="suguru:6x6")
    if name != "fill":
        click(app, control(sc, "fill"))
        run(app, sc)
    before = sc.history.draft
    edits = len(sc.history.edits)
    click(app, control(sc, name))
    run(app, sc)
    label = sc.actions.label(name)
    assert any(str(m).startswith(label + ":") for m in app.messages), app.messages
    changed = sc.history.draft != before
    assert len(sc.history.edits) == edits + changed
    if changed:
        click(app, control(sc, "undo"))
        assert sc.history.draft == before


def test_compute_sums_is_offered_for_a_board_with_sums_only(make_app) -> None:
    app, sc = editor_app(make_app, board="sujiko:3x3")
    assert "sums" in sc.button_names() and "fill" not in sc.button_names()
    load(app, sc, "sujiko 3x3 123456789 0,0,0,0")
    click(app, control(sc, "sums"))
    run(app, sc)
    assert sc.history.draft.sums == (12, 16, 24, 28)
    assert sc.history.draft.to_puzzle()      # a puzzle now, with what givens it still needs
    app2, sc2 = editor_app(make_app)
    assert "sums" not in sc2.button_names() and "fill" in sc2.button_names()


def test_a_helper_result_for_a_draft_edited_meanwhile_is_not_applied(make_app) -> None:
    app, sc = editor_app(make_app, board="suguru:6x6")
    gate = threading.Event()
    sc.helper.start("fill", sc.history.draft, lambda progress: gate.wait(5) and sc.history.draft.apply("join 0 1"))
    sc.edit("join 6 7")
    gate.set()
    run(app, sc)
    assert sc.history.edits == ("join 6 7",)
    assert "changed while it worked" in app.messages[-1]


def test_pressing_a_running_helper_again_cancels_it_and_changes_nothing(make_app) -> None:
    app, sc = editor_app(make_app, board="suguru:6x6")
    started = threading.Event()

    def slow(progress):
        started.set()
        for i in range(1000):
            progress(i, 1000)
            threading.Event().wait(0.01)
        return sc.history.draft.apply("join 0 1")

    sc.helper.start("minimise", sc.history.draft, slow)
    started.wait(5)
    app.pump(2)
    assert "Working: Minimise" in " ".join(t for t, _c in sc.status_lines())
    click(app, control(sc, "minimise"))          # it reads Cancel now
    assert "cancelled" in app.messages[-1]
    run(app, sc)
    assert not sc.history.edits
