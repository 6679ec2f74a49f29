"""Deleting and renaming saves on disk, and one Load-list row per name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engine.formats import parse_line
from game.engine.state import PlayState
from game.storage import Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def state() -> PlayState:
    return PlayState(parse_line(LINE))


def files(store: Storage) -> list[str]:
    return sorted(p.name for p in store.saves_dir.iterdir())


def test_rename_writes_the_new_file_and_removes_the_old(store):
    assert store.save_game("first", state())
    assert store.rename_save("first", "Second")
    assert files(store) == ["second.json"]
    assert json.loads(store.save_path("second").read_text())["name"] == "Second"
    assert store.load_game("first") is None and store.load_game("second") is not None


def test_rename_that_only_changes_case_keeps_one_file(store):
    assert store.save_game("game", state())
    assert store.rename_save("game", "GAME")
    assert files(store) == ["game.json"] and [i.name for i in store.list_saves()] == ["GAME"]


def test_rename_onto_an_existing_save_replaces_it(store):
    assert store.save_game("a", state()) and store.save_game("b", state())
    assert store.rename_save("a", "b")
    assert files(store) == ["b.json"]


def test_rename_to_an_empty_name_says_so_and_changes_nothing(store):
    assert store.save_game("a", state())
    raw = store.save_path("a").read_bytes()
    assert not store.rename_save("a", "")
    assert any("needs a name" in m for m in store.take_messages())
    assert files(store) == ["a.json"] and store.save_path("a").read_bytes() == raw


def test_a_failed_write_keeps_the_old_save(store, monkeypatch):
    from game import keptfiles

    assert store.save_game("a", state())

    def fail(path, payload):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keptfiles, "atomic_write", fail)
    assert not store.rename_save("a", "b")
    assert files(store) == ["a.json"] and store.take_messages()


def test_delete_removes_the_file(store):
    assert store.save_game("a", state()) and store.save_game("b", state())
    assert store.delete_save("A")
    assert files(store) == ["b.json"]
    assert not store.delete_save("a")


def test_the_list_never_shows_one_name_twice(store):
    assert store.save_game("my game", state())
    copy = store.saves_dir / "my_game.json"              # an earlier version's file name for the same name
    copy.write_bytes(store.save_path("my game").read_bytes())
    assert [i.name for i in store.list_saves()] == ["my game"]
