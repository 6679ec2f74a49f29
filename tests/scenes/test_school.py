"""The school: opened from the menu and from Help, a lesson worked by mouse, finger and gamepad,
feedback that names what was missed and what was wrongly taken, Show me, and progress kept."""

from __future__ import annotations

import pytest

from aid_helpers import pad, tap
from ui_helpers import click

from game.engine.backend import backend
from game.scenes.help.lessons import has_lesson, open_lesson
from game.scenes.school import SchoolScene
from game.school_progress import Progress


def school(app, kind="suguru", abbr="NP") -> SchoolScene:
    sc = SchoolScene(app, kind, abbr)
    app.stack.push(sc)
    app.pump(2)
    return sc


def centre(sc, name):
    return sc.rect(name).center


def practise(app, sc):
    click(app, centre(sc, "practise"))
    assert sc.page == "practice" and sc.ex is not None
    return sc.ex


@pytest.mark.parametrize("size", ["800x480", "720x1280", "1280x800"])
def test_mouse_right_answer_is_saved(make_app, size):
    app = make_app("--puzzle", "suguru:0", "--size", size)
    sc = school(app)
    ex = practise(app, sc)
    L = sc.board.layout
    for cell, digit in sorted(ex.target):
        click(app, L.slot_rect(cell, digit, ex.puzzle.max_digit[cell]).center)
    assert ex.taken == set(ex.target)
    click(app, centre(sc, "done"))
    assert sc.verdict is not None and sc.verdict.right
    assert Progress(app.library.storage).count("suguru", "NP") == 1   # read back from the file
    assert all(r.w >= 48 and r.h >= 48 for n, r in zip(sc.ring.names, sc.ring.rects) if not n.startswith("cell:"))


def test_finger_wrong_answer_names_missed_and_wrong(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    sc = school(app, "suguru", "HS")
    ex = practise(app, sc)
    wrong = next((c, d) for c in range(ex.puzzle.ncells) for d in range(1, 6)
                 if ex.can_pick(c, d) and (c, d) not in ex.target)
    tap(app, sc.board.layout.cell_rect(wrong[0]).center)
    assert sc.cursor == wrong[0]
    ex.taken.clear()                      # the tap may have landed on a candidate: start clean
    tap(app, centre(sc, f"key:{wrong[1]}"))
    assert ex.taken == {wrong}
    tap(app, centre(sc, "done"))
    v = sc.verdict
    assert v is not None and not v.right and v.wrong == (wrong,) and v.missed
    text = " ".join(sc.words("Hidden Single", 3, ""))
    assert "Wrongly taken" in text and ex.name(wrong) in text
    assert "Missed" in text and ex.name(v.missed[0]) in text
    assert "Why: " + ex.deduction.text in text
    assert Progress(app.library.storage).count("suguru", "HS") == 0
    tap(app, centre(sc, "again"))
    assert sc.verdict is None and not sc.ex.taken


def test_gamepad_walks_the_ring_show_me_and_done(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = school(app, "ripple", "NP")
    for _ in range(6):
        if sc.ring.current == "practise":
            break
        pad(app, "right")
    assert sc.ring.current == "practise"
    pad(app, "a")
    assert sc.page == "practice"
    pad(app, "x")                           # Show me: the hint's marks, a stage at a time
    assert sc.show_stage == 0
    for _ in range(6):
        app.pump(1, dt=0.5)
    assert sc.show_stage == 2
    ui, shown = sc.board_ui()
    assert shown is sc.ex.deduction and ui.hint_stage == 2
    for _ in range(12):                      # along the buttons' row, and down to the next row at its end
        if sc.ring.current == "done":
            break
        was = sc.ring.current
        pad(app, "right")
        if sc.ring.current == was:
            pad(app, "down")
    assert sc.ring.current == "done"
    pad(app, "a")
    assert sc.verdict is not None and not sc.verdict.right and sc.verdict.missed and not sc.verdict.wrong
    pad(app, "b")
    assert sc.page == "lessons"


def test_menu_and_help_open_the_school(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    from game.scenes.menu import ACTIONS, MenuScene

    assert "school" in dict(ACTIONS)
    menu = MenuScene(app)
    app.stack.push(menu)
    app.pump(1)
    menu.choose("school")
    app.pump(1)
    top = app.stack.scenes[-1]
    assert isinstance(top, SchoolScene) and top.page == "lessons" and top.kind == "suguru"
    assert has_lesson("sudoku", "XW") and not has_lesson("sudoku", "ZZ")
    assert open_lesson(app, "sudoku", "XW")
    assert isinstance(app.stack.scenes[-1], SchoolScene) and app.stack.scenes[-1].page == "example"


def test_list_rows_say_done_in_words(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    for i in range(3):
        Progress(app.library.storage).answered("suguru", "HS", i)
    sc = SchoolScene(app, "suguru")
    app.stack.push(sc)
    app.pump(1)
    rows = dict((k, done) for k, _, done in sc.rows())
    assert rows["HS"] is True and rows["NP"] is False
    first = sc.rows()[0][0]
    click(app, centre(sc, "row:0"))
    assert sc.page == "example" and sc.abbr == first


def test_list_rows_count_the_right_answers_saved_in_words(make_app):
    from game.school_lesson import practice

    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    n = len(practice("suguru", "NP"))
    sc = school(app, "suguru", "NP")
    ex = practise(app, sc)
    ex.taken = set(ex.target)
    click(app, centre(sc, "done"))                      # position 1: right
    assert sc.verdict.right
    click(app, centre(sc, "on"))
    click(app, centre(sc, "show"))                      # position 2: shown first, so it does not count
    sc.ex.taken = set(sc.ex.target)
    click(app, centre(sc, "done"))
    assert sc.verdict.right and sc.shown
    click(app, centre(sc, "back"))
    assert sc.page == "lessons"
    rows = {k: text for k, text, _ in sc.rows()}
    assert rows["NP"].endswith(f": 1 of {n} right") and rows["HS"].endswith(f": 0 of {len(practice('suguru', 'HS'))} right")
    assert SchoolScene(app, "suguru").rows() == sc.rows()           # read back from the file
    sc.progress.answered("suguru", "NP", 2)                         # a third position, after skipping the second
    assert dict((k, t) for k, t, _ in sc.rows())["NP"].endswith(f": 2 of {n} right")


def test_a_progress_file_from_before_the_positions_were_kept_counts_its_furthest_answer(make_app):
    import json

    from game.school_progress import SCHOOL_FORMAT

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    path = app.library.storage.data_dir / "school.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": SCHOOL_FORMAT, "right": {"suguru:HS": 2}}), encoding="utf-8")
    assert Progress(app.library.storage).count("suguru", "HS") == 2
    path.write_text(json.dumps({"format": SCHOOL_FORMAT, "right": {"suguru:HS": 2},
                                "positions": {"suguru:HS": [0, "x", -1, 5000]}}), encoding="utf-8")
    assert Progress(app.library.storage).count("suguru", "HS") == 1    # bad entries are not believed


def finished(app, kind="suguru", abbr="HS") -> SchoolScene:
    """The school on a lesson's last page, which offers real puzzles."""
    sc = school(app, kind, abbr)
    sc.page = "finished"
    sc.layout()
    app.pump(1)
    return sc


def until_a_puzzle_opens(app) -> None:
    """Frames until the search (a slice a frame) has found one and the school closed for it."""
    for _ in range(200):
        if app.stack.find(SchoolScene) is None:
            return
        app.pump(1)
    raise AssertionError("the search never ended")


def test_finished_lesson_offers_real_puzzles_whose_hardest_step_it_is(make_app):
    from game.engine.logic import solve

    from game import school_index

    school_index.forget()
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    click(app, centre(finished(app), "real"))
    until_a_puzzle_opens(app)
    assert solve(app.puzzle_scene.current.puzzle).hardest == "HS"


def test_the_search_for_real_puzzles_shows_its_progress_cancels_and_is_kept_for_the_session(make_app, monkeypatch):
    from game import school_index
    from game.levels import level_count
    from game.scenes.school_search import SearchScene

    school_index.forget()
    monkeypatch.setattr(SearchScene, "slice", 0.0)    # one puzzle a frame: the search is seen under way
    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    sc = finished(app)
    click(app, centre(sc, "real"))
    look = app.stack.top
    assert isinstance(look, SearchScene) and look.idx.total == level_count("suguru")
    assert look.words()[0].startswith(f"Looking through {look.idx.total} puzzles")
    assert all(r.w >= 48 and r.h >= 48 for r in look.ring.rects)
    seen = look.idx.done
    assert 0 < seen < look.idx.total
    app.pump(1)
    assert look.idx.done == seen + 1 and f"{seen + 1} of {look.idx.total} looked at." in look.words()
    pad(app, "b")                                      # Cancel: back in the school, what was found is kept
    assert app.stack.top is sc
    seen = look.idx.done
    app.pump(3)
    assert look.idx.done == seen
    pad(app, "a")                                      # the ring is on Practise on real puzzles still
    again = app.stack.top
    assert isinstance(again, SearchScene) and again.idx is look.idx and again.idx.done >= seen
    until_a_puzzle_opens(app)
    done = look.idx.done
    click(app, centre(finished(app), "real"))          # a second time this session: at once, nothing looked at
    assert app.stack.find(SchoolScene) is None and not isinstance(app.stack.top, SearchScene)
    assert school_index.index("suguru").done == done


def test_a_kiosk_visit_keeps_no_progress(make_app):
    app = make_app("--kiosk", "--puzzle", "suguru:0", "--size", "800x480")
    sc = school(app, "suguru", "NP")
    ex = practise(app, sc)
    ex.taken = set(ex.target)
    click(app, centre(sc, "done"))
    assert sc.verdict is not None and sc.verdict.right
    assert sc.progress.count("suguru", "NP") == 1                      # for this visit
    assert not (app.library.storage.data_dir / "school.json").exists()  # nothing that outlives it


def test_keys_walk_to_a_cell_and_a_digit_key_takes_its_candidate(make_app):
    import pygame

    from ui_helpers import key

    app = make_app("--puzzle", "suguru:0", "--size", "720x1280")
    sc = school(app, "suguru", "NP")
    assert sc.ring.current == "back"
    key(app, pygame.K_RIGHT)                     # the focus starts on Back: Practise is beside it
    key(app, pygame.K_RETURN)
    assert sc.page == "practice"
    for _ in range(20):                           # up from the buttons, over the digit keys, to the board
        key(app, pygame.K_UP)
        if (sc.ring.current or "").startswith("cell:"):
            break
    cell = sc.cursor
    assert cell is not None and sc.ring.current == f"cell:{cell}"
    for step in [pygame.K_LEFT] * 6 + [pygame.K_UP] * 6 + [pygame.K_RIGHT] * 6:   # to an open cell
        if any(sc.ex.can_pick(sc.cursor, d) for d in range(1, 6)):
            break
        key(app, step)
    cell = sc.cursor
    digit = next(d for d in range(1, 6) if sc.ex.can_pick(cell, d))
    key(app, getattr(pygame, f"K_{digit}"))
    assert (cell, digit) in sc.ex.taken


def test_an_answer_shown_first_does_not_count(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    sc = school(app, "suguru", "NP")
    ex = practise(app, sc)
    click(app, centre(sc, "show"))
    ex.taken = set(ex.target)
    click(app, centre(sc, "done"))
    assert sc.verdict is not None and sc.verdict.right
    assert Progress(app.library.storage).count("suguru", "NP") == 0
    assert any("does not count" in line for line in sc.words("Naked Pairs", 5, ""))


def test_a_lesson_is_learnt_when_every_practice_position_is_right(make_app):
    from game.school_lesson import practice

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    sc = SchoolScene(app, "sudoku")
    few = next((t.abbr for t in backend("sudoku").ladder if 0 < len(practice("sudoku", t.abbr)) < 3), "XW")
    need = min(Progress.DONE, len(practice("sudoku", few)))
    for i in range(need - 1):
        sc.progress.answered("sudoku", few, i)
    assert not sc.learnt("sudoku", few)
    sc.progress.answered("sudoku", few, need - 1)
    assert sc.learnt("sudoku", few)


def test_the_index_of_hardest_steps_is_saved_and_a_new_session_starts_from_it(make_app):
    import json

    from game import school_index
    from game.scenes.school_search import SearchScene

    school_index.forget()
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    click(app, centre(finished(app), "real"))
    until_a_puzzle_opens(app)
    storage = app.library.storage
    done = school_index.index("suguru").done
    path = storage.data_dir / "school-index.json"
    assert json.loads(path.read_text(encoding="utf-8"))["kinds"]["suguru"]["done"] == done
    school_index.forget()                                   # a new session: the file answers at once
    assert school_index.index("suguru", storage).done == done
    click(app, centre(finished(app), "real"))
    assert app.stack.find(SchoolScene) is None and not isinstance(app.stack.top, SearchScene)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["kinds"]["suguru"]["stamp"][0] = "0.0.0"           # made by another version: looked at again
    path.write_text(json.dumps(data), encoding="utf-8")
    school_index.forget()
    assert school_index.index("suguru", storage).done == 0
    path.write_text("{not json", encoding="utf-8")          # damaged: set aside, made again, no crash
    school_index.forget()
    assert school_index.index("suguru", storage).done == 0 and not path.exists()
    data["kinds"]["suguru"]["stamp"][0] = school_index._stamp("suguru")[0]
    data["kinds"]["suguru"]["found"]["HS"] = [["suguru", 1.0]]    # a row that does not fit: looked at again
    path.write_text(json.dumps(data), encoding="utf-8")
    school_index.forget()
    assert school_index.index("suguru", storage).done == 0


def test_a_technique_with_no_position_says_so_and_stays_on_the_lessons_page(app, monkeypatch):
    """A lessons file without a technique's positions (a newer ladder, a damaged file) is told, never an IndexError."""
    import game.scenes.school as school_mod

    monkeypatch.setattr(school_mod, "positions", lambda kind, abbr: ())
    sc = school(app, "suguru", "NP")
    assert sc.page == "lessons" and sc.ex is None
    current = app.notices.current()
    assert current is not None and "No practice positions" in current[0]
