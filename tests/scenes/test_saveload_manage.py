"""The Save/Load dialog asks before overwriting, deletes with a question, and renames; driven by posted events."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import click, key

pytestmark = pytest.mark.usefixtures("ui_env")


def dialog(app, mode: str):
    from game.scenes.saveload import SaveLoadScene

    app.stack.push(SaveLoadScene(app, mode))
    app.pump(2)
    assert isinstance(app.stack.top, SaveLoadScene)
    return app.stack.top


def files(app) -> list[str]:
    return sorted(p.name for p in app.library.storage.saves_dir.iterdir())


def saved_names(app) -> list[str]:
    return [i.name for i in app.library.storage.list_saves()]


def test_saving_under_an_existing_name_asks_and_cancel_keeps_the_old_save(app):
    from game.scenes.confirm import ConfirmScene

    assert app.library.save_game("mine")
    before = app.library.storage.save_path("mine").read_bytes()
    app.puzzle_scene.session.elapsed += 100        # the live game differs from the saved one
    dlg = dialog(app, "save")
    dlg.name.set_text("MINE")                      # the same save: names compare without case
    click(app, dlg.go.get_abs_rect().center)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.yes.rect.h >= 48 and ask.cancel.rect.h >= 48
    click(app, ask.cancel.get_abs_rect().center)
    assert app.stack.top is dlg
    assert app.library.storage.save_path("mine").read_bytes() == before
    key(app, pygame.K_RETURN)                      # Enter in the name box saves again: asks again
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)                      # Esc is Cancel
    assert app.stack.top is dlg and app.library.storage.save_path("mine").read_bytes() == before


def test_overwrite_replaces_the_save_and_the_list_keeps_one_row(app):
    from game.scenes.saveload import SaveLoadScene

    assert app.library.save_game("mine")
    app.puzzle_scene.session.elapsed += 100
    dlg = dialog(app, "save")
    dlg.name.set_text("Mine")
    click(app, dlg.go.get_abs_rect().center)
    click(app, app.stack.top.yes.get_abs_rect().center)
    assert not isinstance(app.stack.top, SaveLoadScene)
    assert files(app) == ["mine.json"] and saved_names(app) == ["Mine"]
    assert app.library.storage.load_game("mine").elapsed >= 100
    assert len(dialog(app, "load").names) == 1


def test_the_question_is_answered_with_keys_and_enter_alone_never_overwrites(app):
    from game.scenes.confirm import ConfirmScene

    assert app.library.save_game("mine")
    app.puzzle_scene.session.elapsed += 100
    dlg = dialog(app, "save")
    dlg.name.set_text("mine")
    click(app, dlg.go.get_abs_rect().center)
    key(app, pygame.K_RETURN)                      # the ring starts on Cancel
    assert app.stack.top is dlg and app.library.storage.load_game("mine").elapsed < 100
    click(app, dlg.go.get_abs_rect().center)
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.library.storage.load_game("mine").elapsed >= 100


def test_delete_asks_then_removes_the_file(app):
    from game.scenes.confirm import ConfirmScene

    assert app.library.save_game("one") and app.library.save_game("two")
    dlg = dialog(app, "load")
    dlg.on_ui(type("I", (), {"name": "list_select", "element": dlg.listbox,
                             "text": next(r for r in dlg.names if r.startswith("one"))})())
    click(app, dlg.delete.get_abs_rect().center)
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, app.stack.top.cancel.get_abs_rect().center)
    assert files(app) == ["one.json", "two.json"]
    click(app, dlg.delete.get_abs_rect().center)
    click(app, app.stack.top.yes.get_abs_rect().center)
    assert files(app) == ["two.json"]
    assert len(app.stack.top.names) == 1 and app.stack.top.names[0].startswith("two")


def keyboard_types(app, text: str) -> None:
    kb = app.stack.top
    for _ in range(len(kb.text)):
        click(app, kb.rects["del"].center, frames=1)
    for ch in text:
        click(app, kb.rects[ch].center, frames=1)
    click(app, kb.rects["ok"].center)


def test_rename_moves_the_save_to_its_new_file(app):
    assert app.library.save_game("old")
    before = app.library.storage.load_game("old")
    dlg = dialog(app, "load")
    dlg.name.set_text("old")
    click(app, dlg.rename.get_abs_rect().center)
    keyboard_types(app, "new")
    assert files(app) == ["new.json"] and saved_names(app) == ["new"]
    after = app.library.storage.load_game("new")
    assert (after.line, after.moves, after.saved_at) == (before.line, before.moves, before.saved_at)
    assert app.stack.top.names[0].startswith("new")


def test_rename_onto_another_save_asks_first(app):
    from game.scenes.confirm import ConfirmScene

    assert app.library.save_game("a") and app.library.save_game("b")
    dlg = dialog(app, "load")
    dlg.name.set_text("a")
    click(app, dlg.rename.get_abs_rect().center)
    keyboard_types(app, "b")
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, app.stack.top.cancel.get_abs_rect().center)
    assert files(app) == ["a.json", "b.json"]
    click(app, dlg.rename.get_abs_rect().center)
    keyboard_types(app, "b")
    click(app, app.stack.top.yes.get_abs_rect().center)
    assert files(app) == ["b.json"] and saved_names(app) == ["b"]


def test_rename_to_an_empty_name_says_so_and_keeps_the_file(app):
    assert app.library.save_game("keep")
    dlg = dialog(app, "load")
    dlg.name.set_text("keep")
    click(app, dlg.rename.get_abs_rect().center)
    keyboard_types(app, "")
    assert files(app) == ["keep.json"] and any("Type a name" in m for m in app.messages)


def test_every_button_is_finger_sized(app):
    dlg = dialog(app, "save")
    for b in (dlg.go, dlg.rename, dlg.delete, dlg.cancel, dlg.keyboard):
        assert b.rect.w >= 48 and b.rect.h >= 48


def test_the_question_is_answered_with_a_pad(app):
    from game.scenes.confirm import ConfirmScene

    def press(name):
        b = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
             "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}[name]
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b))
        app.pump(2)

    assert app.library.save_game("mine")
    app.puzzle_scene.session.elapsed += 100
    dlg = dialog(app, "save")
    dlg.name.set_text("mine")
    dlg.run()
    assert isinstance(app.stack.top, ConfirmScene)
    press("b")                                     # B is Cancel
    assert app.stack.top is dlg and app.library.storage.load_game("mine").elapsed < 100
    dlg.run()
    press("right")
    press("a")
    assert app.library.storage.load_game("mine").elapsed >= 100


@pytest.mark.parametrize("source", ["daily", "pasted", ""])
def test_the_name_offered_for_a_puzzle_of_no_set_says_where_it_came_from(app, source):
    from game.engine.formats import parse_line

    assert dialog(app, "save").name.get_text() == "suguru-0"     # a set's puzzle: by its number
    app.stack.top.close()
    app.library.open_custom(parse_line("sujiko 3x3 ....4.7.. 15,14,21,24"), source)
    app.pump(1)
    assert dialog(app, "save").name.get_text() == f"sujiko-{source or 'puzzle'}"


def test_a_saved_puzzle_of_no_set_is_listed_without_a_number(app):
    from game.engine.formats import parse_line

    app.library.open_custom(parse_line("sujiko 3x3 ....4.7.. 15,14,21,24"), "pasted")
    assert app.library.save_game("mine")
    rows = dialog(app, "load").names
    assert len(rows) == 1 and rows[0].startswith("mine: sujiko, ") and "None" not in rows[0]


def test_an_empty_load_list_says_there_are_no_saved_games_until_one_is_made(app):
    from game.scenes.saveload import EMPTY

    dlg = dialog(app, "load")
    assert dlg.names == [] and dlg.empty is not None and dlg.empty.text == EMPTY
    dlg.close()
    assert app.library.save_game("mine")
    dlg = dialog(app, "load")
    assert dlg.names and dlg.empty is None
