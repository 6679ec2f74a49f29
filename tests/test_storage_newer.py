"""A save a newer Nanba wrote is not damage: it is listed, never loaded, and its file stays exactly as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.storage import Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def newer_file(store: Storage, name: str = "future") -> tuple[Path, bytes]:
    path = store.save_path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps({"format": "nanba-save/2", "name": name, "board": "something new"}).encode()
    path.write_bytes(raw)
    return path, raw


def test_listing_leaves_a_newer_save_untouched_and_marks_it(store):
    path, raw = newer_file(store)
    before = sorted(p.name for p in path.parent.iterdir())
    infos = store.list_saves()
    assert [(i.name, i.newer, i.damaged) for i in infos] == [("future", True, "")]
    assert sorted(p.name for p in path.parent.iterdir()) == before
    assert path.read_bytes() == raw


def test_loading_a_newer_save_says_so_and_leaves_it(store):
    path, raw = newer_file(store)
    assert store.load_game("future") is None
    assert any("newer Nanba" in m for m in store.take_messages())
    assert path.read_bytes() == raw and not list(path.parent.glob("*.corrupt-*"))


def test_an_unknown_older_or_foreign_format_is_still_moved_aside(store):
    path = store.save_path("odd")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "nanba-save/0", "name": "odd"}))
    infos = store.list_saves()
    assert infos[0].damaged and not infos[0].newer
    assert list(path.parent.glob("*.corrupt-*"))


@pytest.mark.usefixtures("ui_env")
def test_the_load_dialog_lists_a_newer_save_and_leaves_its_file(app):
    from game.scenes.saveload import SaveLoadScene

    path, raw = newer_file(app.library.storage)
    app.stack.push(SaveLoadScene(app, "load"))
    app.pump(2)
    dlg = app.stack.top
    assert dlg.names == ["future: made by a newer Nanba"]
    dlg.name.set_text("future")
    dlg.run()
    assert isinstance(app.stack.top, SaveLoadScene)
    assert any("newer Nanba" in m for m in app.messages) and not any("no saved game" in m for m in app.messages)
    assert path.read_bytes() == raw and sorted(p.name for p in path.parent.iterdir()) == [path.name]
