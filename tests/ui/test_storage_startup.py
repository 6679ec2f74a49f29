"""The app and damaged saves: a bad autosave never stops start-up, a bad named save never empties the Load list."""

from __future__ import annotations

import json

from game.engine.formats import parse_line
from game.storage import SAVE_FORMAT, Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"
BAD_MOVE = "ded HS 0:99999999999999999999"  # parsed fine once, then raised OverflowError on replay


def _bad_save(name: str = "bad") -> bytes:
    data = {"format": SAVE_FORMAT, "kind": "suguru", "number": None, "line": parse_line(LINE).line(),
            "moves": ["del 1 2", BAD_MOVE], "index": 2, "elapsed": 5.0, "saved_at": "2026-01-01T00:00:00Z",
            "name": name}
    return json.dumps(data).encode()


def test_a_bad_move_in_the_autosave_does_not_stop_start_up(make_app):
    store = Storage()
    store.autosave_path.parent.mkdir(parents=True)
    raw = _bad_save()
    store.autosave_path.write_bytes(raw)
    app = make_app()                                              # resumes the last game: the bad autosave
    assert app.puzzle_scene.session is not None and app.running
    assert any("move 2" in m and "moved to" in m for m in app.messages)
    [aside] = store.autosave_path.parent.glob("autosave.json.corrupt-*")
    app.autosave()                                                # the next autosave writes a new file ...
    assert aside.read_bytes() == raw                              # ... and the bad bytes are kept aside


def test_a_bad_named_save_is_listed_as_damaged_and_does_not_load(make_app):
    from game.scenes.dialogs import SaveLoadScene

    app = make_app("--puzzle", "suguru:0")
    assert app.save_game("good")
    path = app.storage.save_path("bad")
    path.write_bytes(_bad_save())
    dialog = SaveLoadScene(app, "load")
    rows = dialog._list()
    assert len(rows) == 2 and rows[0].startswith("good:") and "damaged" in rows[1]
    assert not app.load_game("bad") and app.running


def test_a_10000_character_save_name_saves_and_loads_with_short_messages(make_app):
    app = make_app("--puzzle", "suguru:0")
    name = "n" * 10_000
    assert app.save_game(name) and app.load_game(name)
    assert all(len(m) < 200 for m in app.messages[-2:]) and app.messages[-1].startswith("Loaded 'nnn")
