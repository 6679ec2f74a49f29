"""The editor's start: the menu's entry, the start dialog, the launcher; drafts saved, loaded and autosaved."""

from __future__ import annotations

import pygame
import pytest

from aid_helpers import press_element
from editor_helpers import TARGET, click, control, editor, editor_app, key, settle, tap
from game.engine.backend import Params
from game.engine.draft import Draft, EditHistory
from ui_helpers import open_from_menu


def open_start(app):
    from game.scenes.editor_start import EditorStartScene

    return open_from_menu(app, "editor", EditorStartScene)


def button(dlg, key_name: str):
    return next(b for b, k in dlg.buttons.items() if k == key_name)


@pytest.mark.parametrize("device", ["mouse", "touch", "pad"])
def test_the_menu_opens_a_blank_board_of_the_kind_and_size_chosen(make_app, device) -> None:
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    dlg = open_start(app)
    value = dlg.values["kind"]
    while dlg.kind.name != "ripple":
        press_element(app, device, value)
    press_element(app, device, button(dlg, "blank"))
    sc = editor(app)
    d = sc.history.draft
    assert (d.kind, d.width, d.height) == ("ripple", dlg.params.width, dlg.params.height)
    assert d == Draft.blank("ripple", dlg.params)


def test_from_current_puzzle_opens_the_puzzle_being_played(make_app) -> None:
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    click(app, button(open_start(app), "current").rect.center)
    assert editor(app).history.draft == Draft.as_shown(app.puzzle_scene.session.puzzle)


def test_from_current_puzzle_keeps_the_ones_of_one_cell_regions_the_play_view_shows(make_app) -> None:
    app = make_app("--puzzle", "ripple 3x1 ... 001", "--size", "800x480")
    p = app.puzzle_scene.session.puzzle
    assert p.max_digit[2] == 1 and not p.givens[2]      # a one-cell region, drawn with its 1 like a given
    click(app, button(open_start(app), "current").rect.center)
    d = editor(app).history.draft
    assert d.givens == (0, 0, 1)
    assert d.regions == Draft.from_puzzle(p).regions


def test_the_editor_offers_the_last_draft_when_opened_again(make_app) -> None:
    app, sc = editor_app(make_app)
    sc.edit("join 0 1")
    sc.edit("give 4 2")
    tap(app, control(sc, "close"))
    assert app.stack.top is app.puzzle_scene
    dlg = open_start(app)
    assert dlg.last is not None and "3x3" in dlg.last
    click(app, button(dlg, "last").rect.center)
    again = editor(app)
    assert again.history.draft.givens[4] == 2 and again.history.can_undo
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert again.history.draft.givens[4] == 0


def test_the_autosave_is_written_with_each_edit(make_app) -> None:
    from game.drafts import Drafts

    app, sc = editor_app(make_app)
    click(app, sc.board().layout.cell_rect(0).center, button=3)   # a split of a lone cell: no edit
    assert not (app.library.storage.data_dir / "draft-autosave.json").exists()
    sc.edit("join 0 1")
    assert Drafts(app.library.storage).load_autosave().draft == sc.history.draft
    click(app, control(sc, "undo"))
    assert Drafts(app.library.storage).load_autosave().draft == sc.history.draft


def test_save_draft_and_load_draft_restore_the_history(make_app) -> None:
    from game.scenes.editor_actions import DraftListScene

    app, sc = editor_app(make_app)
    sc.set_history(EditHistory(Draft.from_line(TARGET)))
    sc.edit("give 4 2")
    click(app, control(sc, "save"))
    assert "Draft saved" in app.messages[-1]
    sc.set_history(EditHistory(Draft.blank("suguru", Params(3, 3))))
    click(app, control(sc, "load"))
    lst = app.stack.find(DraftListScene)
    assert lst is not None and len(lst.drafts) == 1 and "Suguru 3x3" in lst.labels[0]
    click(app, next(iter(lst.rows)).rect.center)
    assert sc.history.draft == Draft.from_line(TARGET).apply("give 4 2")
    assert sc.history.edits == ("give 4 2",)


def test_a_corrupt_draft_file_says_what_is_wrong_and_crashes_nothing(make_app) -> None:
    from game.scenes.dialogs import MessageScene
    from game.scenes.editor_actions import DraftListScene

    app, sc = editor_app(make_app)
    click(app, control(sc, "save"))
    folder = app.library.storage.data_dir / "drafts"
    (path,) = folder.glob("*.json")
    path.write_text('{"format": "nanba-draft/1", "label": "x", "saved": "y", "history": {"start": 5}}',
                    encoding="utf-8")
    click(app, control(sc, "load"))
    lst = app.stack.find(DraftListScene)
    click(app, next(iter(lst.rows)).rect.center)
    msg = app.stack.find(MessageScene)
    assert msg is not None and "could not be read" in msg.text and "moved to" in msg.text
    assert not path.exists() and list(folder.glob("*.corrupt-*"))
    msg.close()
    app.pump(1)
    assert app.stack.top is sc


def test_a_corrupt_autosave_is_moved_aside_with_a_message(make_app) -> None:
    from game.scenes.dialogs import MessageScene

    app, sc = editor_app(make_app)
    sc.edit("join 0 1")
    sc.save_now()
    sc.close()
    app.pump(1)
    (app.library.storage.data_dir / "draft-autosave.json").write_text("{not json", encoding="utf-8")
    dlg = open_start(app)
    assert dlg.last is None                  # nothing to offer, and nothing crashed
    app.library.storage.data_dir.joinpath("draft-autosave.json").write_text(
        '{"format": "nanba-draft/1", "label": "Suguru 3x3", "saved": "now", "history": []}', encoding="utf-8")
    dlg.close()
    dlg = open_start(app)
    click(app, button(dlg, "last").rect.center)
    msg = app.stack.find(MessageScene)
    assert msg is not None and "could not be read" in msg.text


def test_the_launcher_refuses_a_board_the_kind_cannot_have(make_app) -> None:
    from game.options import OptionError, parse_options

    with pytest.raises(OptionError, match="square"):
        parse_options(["--edit", "sudoku:6x4"])
    with pytest.raises(OptionError, match="unknown kind"):
        parse_options(["--edit", "chess:8x8"])
    with pytest.raises(OptionError, match="KIND:WxH"):
        parse_options(["--edit", "suguru"])
    assert parse_options(["--edit", "jigsaw:9x9"]).edit[1].variant


def test_a_verdict_shows_after_the_launcher_opens_the_editor(make_app) -> None:
    app, sc = editor_app(make_app, size="720x1280", board="sudoku:4x4")
    settle(app, sc)
    assert sc.verdict is not None and sc.modes() == ["givens"]


def test_a_kiosk_keeps_the_draft_for_the_visit_only_and_offers_no_saved_drafts(make_app) -> None:
    app = make_app("--kiosk", "--puzzle", "suguru:0", "--size", "800x480", "--edit", "suguru:3x3")
    sc = editor(app)
    assert "save" not in sc.button_names() and "load" not in sc.button_names()
    sc.edit("join 0 1")
    sc.save_now()
    assert not (app.library.storage.data_dir / "draft-autosave.json").exists()
    from game.drafts import Drafts

    assert Drafts(app.library.storage).load_autosave().draft == sc.history.draft   # in memory, for the visit
