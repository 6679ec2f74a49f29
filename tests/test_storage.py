"""Storage: round trips, atomic writes, and every way a file can be unusable.

Each "unusable file" test checks the three promises together: no exception,
the defaults (or None) come back with a message, and the original bytes are
still on disk in the moved-aside file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from game import fileio as fileio_mod
from game import keptfiles as keptfiles_mod
from game import saves as saves_mod
from game import storage as storage_mod
from game.engine.formats import parse_line
from game.engine.moves import DeleteCandidate, SetAnswer
from game.engine.state import PlayState
from game.storage import (RECORDS_FORMAT, SAVE_FORMAT, SETTINGS_FORMAT, SavedGame, SaveFormatError, Settings,
                          Storage, safe_slot)

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def a_game(number: int | None = 3, index: int | None = None) -> SavedGame:
    state = PlayState(parse_line(LINE), [DeleteCandidate(1, 2), SetAnswer(1, 1), DeleteCandidate(2, 3)])
    if index is not None:
        state.goto(index)
    return SavedGame.from_state(state, number=number, elapsed=75.5)


def corrupt_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def assert_moved_aside(path: Path, original: bytes, store: Storage, *words: str) -> None:
    assert not os.path.lexists(path)
    [aside] = corrupt_files(path)
    assert aside.read_bytes() == original
    assert len(store.messages) == 1
    for w in (aside.name,) + words:
        assert w in store.messages[0]


# ------------------------------------------------------------------ settings --

def test_settings_round_trip_keeps_unknown_keys(store: Storage, tmp_path: Path) -> None:
    s = Settings(mouse_mapping="playing", kind="ripple", sound=False, window_size=(1024, 700), fullscreen=True,
                 palette="contrast", kiosk_pin="1234", extra={"colours": "dark"})
    assert store.save_settings(s)
    again = Storage(tmp_path / "data", tmp_path / "config").load_settings()
    assert again == s
    data = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert data["format"] == SETTINGS_FORMAT and data["colours"] == "dark" and data["palette"] == "contrast"
    assert store.messages == []


def test_missing_settings_are_defaults_silently(store: Storage) -> None:
    assert store.load_settings() == Settings()
    assert store.messages == []
    assert not store.config_dir.exists()  # nothing is created by reading


@pytest.mark.parametrize("name, bad", [
    ("mouse_mapping", "lefty"), ("kind", "chess"), ("kind", 3), ("sound", "yes"), ("sound", 1),
    ("window_size", [1280]), ("window_size", [10, 10]), ("window_size", [1280, "800"]),
    ("window_size", [True, 800]), ("fullscreen", None),
])
def test_a_bad_setting_falls_back_alone(store: Storage, name: str, bad: object) -> None:
    data = {"format": SETTINGS_FORMAT, "mouse_mapping": "playing", "sound": False, "fullscreen": True,
            "window_size": [900, 600], "kind": "ripple", "text_scale": 2}
    data[name] = bad
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(json.dumps(data))
    s = store.load_settings()
    assert getattr(s, name) == getattr(Settings(), name)
    for other in ("mouse_mapping", "sound", "fullscreen", "kind"):
        if other != name:
            assert getattr(s, other) == data[other]
    assert s.extra == {"text_scale": 2}
    assert len(store.messages) == 1 and name in store.messages[0]
    assert store.settings_path.exists()  # one bad value does not move the file


@pytest.mark.parametrize("content, words", [
    (b'{"format": "nanba-settings/1",\n "sound": true,\n "kind": }', ["line 3"]),
    (b'\xff\xfe garbage', ["UTF-8"]),
    (b'[1, 2, 3]', ["JSON object"]),
    (b'{"sound": false}', ["format"]),
    (b'{"format": "nanba-settings/9", "sound": false}', ["nanba-settings/9"]),
])
def test_unusable_settings_are_moved_aside(store: Storage, content: bytes, words: list[str]) -> None:
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_bytes(content)
    assert store.load_settings() == Settings()
    assert_moved_aside(store.settings_path, content, store, "settings", "defaults", *words)
    # and a new file can be written where it was
    assert store.save_settings(Settings(sound=False))
    assert Storage(store.data_dir, store.config_dir).load_settings().sound is False
    assert len(corrupt_files(store.settings_path)) == 1


def test_directory_in_place_of_settings(store: Storage) -> None:
    store.settings_path.mkdir(parents=True)
    (store.settings_path / "keep.txt").write_text("mine")
    assert store.load_settings() == Settings()
    [aside] = corrupt_files(store.settings_path)
    assert (aside / "keep.txt").read_text() == "mine"
    assert "directory" in store.messages[0]


def test_second_corruption_does_not_overwrite_first(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keptfiles_mod.time, "gmtime", lambda *a: (2026, 11, 22, 10, 15, 0, 6, 326, 0))
    store.settings_path.parent.mkdir(parents=True)
    for content in (b"{one", b"{two"):
        store.settings_path.write_bytes(content)
        store.load_settings()
    asides = corrupt_files(store.settings_path)
    assert sorted(p.read_bytes() for p in asides) == [b"{one", b"{two"]
    assert asides[0].name == "settings.json.corrupt-20261122-101500"


def test_unmovable_corrupt_file_is_never_overwritten(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_bytes(b"{broken")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(keptfiles_mod.os, "rename", refuse)
    assert store.load_settings() == Settings()
    assert "not write over" in store.messages[-1]
    assert not store.save_settings(Settings(sound=False))
    assert store.settings_path.read_bytes() == b"{broken"
    assert len(store.messages) == 2


# --------------------------------------------------------------------- saves --

def test_saved_game_json_round_trip() -> None:
    g = a_game(index=2)
    text = g.to_json()
    assert json.loads(text)["format"] == SAVE_FORMAT
    back = SavedGame.from_json(text)
    assert back == g
    state = back.to_state()
    assert state.index == 2 and len(state.history) == 3 and state.answer(1) == 1


def test_save_load_list_delete(store: Storage, tmp_path: Path) -> None:
    g = a_game()
    assert store.save_game("Morning game", g)
    assert store.load_game("Morning game") == g
    other = Storage(tmp_path / "data", tmp_path / "config")
    [info] = other.list_saves()
    assert (info.slot, info.kind, info.number, info.saved_at, info.name) == ("morning_0020game", "suguru", 3,
                                                                           g.saved_at, "Morning game")
    assert "3 moves" in info.progress and "1:15" in info.progress and "1/" in info.progress
    assert other.load_game(info.name) == g
    assert other.delete_save(info.name)
    assert other.list_saves() == [] and other.load_game(info.name) is None
    assert other.messages == []


def test_list_saves_newest_first(store: Storage) -> None:
    for slot, stamp in (("a", "2026-01-01T00:00:00Z"), ("b", "2026-03-01T00:00:00Z"), ("c", "2026-02-01T00:00:00Z")):
        g = a_game()
        g.saved_at = stamp
        store.save_game(slot, g)
    assert [i.slot for i in store.list_saves()] == ["b", "c", "a"]


def test_save_accepts_a_play_state(store: Storage) -> None:
    state = PlayState(parse_line(LINE), [DeleteCandidate(1, 2)])
    assert store.save_game("x", state)
    g = store.load_game("x")
    assert g is not None and g.number is None and g.moves == ["del 1 2"] and g.line == parse_line(LINE).line()


def test_an_unloadable_game_is_not_written(store: Storage) -> None:
    g = a_game()
    g.index = 9
    assert not store.save_game("s", g) and not store.autosave(g)
    assert not store.saves_dir.exists() and not store.autosave_path.exists()
    assert len(store.messages) == 2 and "index" in store.messages[0]


def test_autosave_round_trip(store: Storage) -> None:
    assert store.load_autosave() is None
    g = a_game(number=None, index=1)
    assert store.autosave(g)
    assert Storage(store.data_dir, store.config_dir).load_autosave() == g
    assert store.list_saves() == []  # the autosave is not a named slot
    assert store.clear_autosave() and store.load_autosave() is None


def _tamper(field: str, value: object) -> dict:
    data = a_game().to_data()
    data[field] = value
    return data


@pytest.mark.parametrize("data, words", [
    (_tamper("line", "suguru 6x6 4... 0011"), ["puzzle line"]),
    (_tamper("line", 7), ["puzzle line"]),
    (_tamper("moves", ["del 1 2", "jump 3"]), ["move 2"]),
    (_tamper("moves", "del 1 2"), ["moves"]),
    (_tamper("index", 4), ["index", "0 and 3"]),
    (_tamper("index", -1), ["index"]),
    (_tamper("elapsed", -3), ["playing time"]),
    (_tamper("kind", "ripple"), ["kind"]),
    (_tamper("number", -1), ["level number"]),
    (_tamper("saved_at", "yesterday"), ["date"]),
    (_tamper("format", "nanba-save/2"), ["format"]),
])
def test_saved_game_validation_errors(data: dict, words: list[str]) -> None:
    with pytest.raises(SaveFormatError) as e:
        SavedGame.from_json(json.dumps(data))
    for w in words:
        assert w in str(e.value)


@pytest.mark.parametrize("content, words", [
    (b'{"format": "nanba-save/1", "line"', ["line 1"]),
    (b'\x80\x81', ["UTF-8"]),
    (json.dumps(_tamper("moves", ["del 1 2", "jump 3"])).encode(), ["move 2"]),
])
def test_unusable_save_is_moved_aside(store: Storage, content: bytes, words: list[str]) -> None:
    path = store.save_path("slot1")
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert store.load_game("slot1") is None
    assert_moved_aside(path, content, store, "slot1", *words)


def test_list_saves_sets_aside_bad_ones_and_keeps_good(store: Storage) -> None:
    store.save_game("good", a_game())
    bad = store.save_path("bad")
    bad.write_bytes(b"nonsense")
    infos = store.list_saves()
    assert [(i.slot, bool(i.damaged)) for i in infos] == [("good", False), ("bad", True)]
    assert "line 1" in infos[1].damaged
    assert_moved_aside(bad, b"nonsense", store, "bad")


def test_unusable_autosave_is_moved_aside(store: Storage) -> None:
    store.autosave_path.parent.mkdir(parents=True)
    store.autosave_path.write_bytes(b"{}")
    assert store.load_autosave() is None
    assert_moved_aside(store.autosave_path, b"{}", store, "autosave")


@pytest.mark.parametrize("name, slot", [
    ("Morning game", "Morning_game"), ("../../etc/passwd", "etc_passwd"), ("a/b\\c:d*e?f", "a_b_c_d_e_f"),
    ("  ", "save"), ("...", "save"), ("CON", "CON_"), ("lpt1", "lpt1_"), ("x" * 200, "x" * 64),
    ("Grand-mère 2", "Grand-mère_2"), ("a\x00b\nc", "a_b_c"),
])
def test_slot_names_are_sanitised(name: str, slot: str) -> None:
    assert safe_slot(name) == slot
    assert safe_slot(slot) == slot


def test_hostile_slot_stays_in_saves_dir(store: Storage) -> None:
    assert store.save_game("../../outside", a_game())
    [path] = store.saves_dir.iterdir()
    assert path.parent == store.saves_dir and path.name == "_002e_002e_002f_002e_002e_002foutside.json"


# ------------------------------------------------------------------- records --

def test_records_keep_the_best_time(store: Storage) -> None:
    assert store.best_time("suguru", 4) is None and not store.is_solved("suguru", 4)
    assert store.record_solved("suguru", 4, 120.0)
    assert not store.record_solved("suguru", 4, 130.0)
    assert store.record_solved("suguru", 4, 90.5)
    store.record_solved("suguru", 7, 10)
    store.record_solved("ripple", 1, 33)
    again = Storage(store.data_dir, store.config_dir)
    assert again.best_time("suguru", 4) == 90.5 and again.is_solved("suguru", 7)
    assert again.solved_set("suguru") == {4, 7} and again.solved_set("ripple") == {1}
    assert again.solved_set("sudoku") == set()
    assert json.loads(store.records_path.read_text())["format"] == RECORDS_FORMAT


def test_unnumbered_puzzles_have_no_record(store: Storage) -> None:
    assert not store.record_solved("suguru", None, 12.0)  # type: ignore[arg-type]
    assert not store.records_path.exists()


@pytest.mark.parametrize("content", [
    b'{"format": "nanba-records/1", "best": {"suguru": {"x": 3}}}',
    b'{"format": "nanba-records/1", "best": {"suguru": {"4": -1}}}',
    b'{"format": "nanba-records/1", "best": []}',
    b'{"format": "nanba-records/1", "best": ',
])
def test_unusable_records_are_moved_aside(store: Storage, content: bytes) -> None:
    store.records_path.parent.mkdir(parents=True)
    store.records_path.write_bytes(content)
    assert store.solved_set("suguru") == set()
    assert_moved_aside(store.records_path, content, store, "records")
    assert store.record_solved("suguru", 2, 5.0)
    assert Storage(store.data_dir, store.config_dir).best_time("suguru", 2) == 5.0


# ------------------------------------------------------ atomicity and failures --

def test_failed_replace_keeps_the_old_file(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.save_settings(Settings(kind="ripple"))
    before = store.settings_path.read_bytes()

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio_mod.os, "replace", crash)
    assert not store.save_settings(Settings(kind="sudoku"))
    assert store.settings_path.read_bytes() == before
    assert len(store.messages) == 1 and "No space left" in store.messages[0] and "unchanged" in store.messages[0]
    assert [p.name for p in store.config_dir.iterdir()] == ["settings.json"]  # no temporary file left


def test_failed_game_write_keeps_the_old_save(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    old = a_game(index=1)
    store.save_game("s", old)

    def crash(*args: object) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(fileio_mod.os, "fsync", crash)
    assert not store.save_game("s", a_game(index=3))
    monkeypatch.undo()
    assert store.load_game("s") == old
    assert "could not be saved" in store.messages[0]


def _make_read_only(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """chmod the directory read-only; as root (where chmod does not bind) make mkstemp refuse instead."""
    path.mkdir(parents=True, exist_ok=True)
    path.chmod(0o500)
    try:
        (path / "probe").touch()
    except PermissionError:
        return
    (path / "probe").unlink()

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(fileio_mod.tempfile, "mkstemp", refuse)


def test_read_only_directory_gives_messages_not_crashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("NANBA_HOME", str(home))
    _make_read_only(home, monkeypatch)
    try:
        store = Storage()
        assert store.load_settings() == Settings()
        assert not store.save_settings(Settings(sound=False))
        assert not store.save_game("x", a_game())
        assert not store.autosave(a_game())
        assert store.record_solved("suguru", 1, 3.0)  # a new best in memory, though not on disk
        assert store.list_saves() == [] and store.load_autosave() is None
        assert len(store.messages) == 4
        assert all("Permission denied" in m for m in store.messages)
    finally:
        home.chmod(0o700)


def test_nanba_home_is_honoured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "kiosk"))
    store = Storage()
    assert store.data_dir == tmp_path / "kiosk" / "data"
    assert store.config_dir == tmp_path / "kiosk" / "config"
    assert not (tmp_path / "kiosk").exists()  # created on first write only
    store.save_settings(Settings())
    store.record_solved("suguru", 1, 1.0)
    assert (tmp_path / "kiosk" / "config" / "settings.json").is_file()
    assert (tmp_path / "kiosk" / "data" / "records.json").is_file()


def test_explicit_directories_win_over_nanba_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "kiosk"))
    store = Storage(tmp_path / "d", tmp_path / "c")
    assert (store.data_dir, store.config_dir) == (tmp_path / "d", tmp_path / "c")


def test_platformdirs_default(monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_config_dir, user_data_dir
    monkeypatch.delenv("NANBA_HOME", raising=False)
    store = Storage()
    assert store.data_dir == Path(user_data_dir("nanba", appauthor=False))
    assert store.config_dir == Path(user_config_dir("nanba", appauthor=False))


@pytest.mark.parametrize("module", [storage_mod, keptfiles_mod, saves_mod, fileio_mod])
def test_storage_does_not_import_pygame(module) -> None:
    source = Path(module.__file__).read_text()
    assert "import pygame" not in source and "from pygame" not in source


# ------------------------------------------------------------------- fuzzing --

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
_move_texts = st.one_of(
    st.builds(lambda c, d, k: f"{k} {c} {d}", st.integers(0, 60), st.integers(1, 12), st.sampled_from(["del", "res", "set"])),
    st.builds(lambda c: f"clr {c}", st.integers(0, 60)),
    st.sampled_from(["sol", "restart", "ded FN 3:2,4:1", "ded ER", "bogus"]),
    st.text(max_size=10),
)


@hsettings(max_examples=150, deadline=None)
@given(field=st.sampled_from(["kind", "number", "line", "moves", "index", "elapsed", "saved_at", "format"]),
       value=_json_values | st.lists(_move_texts, max_size=8))
def test_a_save_that_validates_never_crashes_later(field: str, value: object) -> None:
    data = _tamper(field, value)
    try:
        game = SavedGame.from_json(json.dumps(data))
    except SaveFormatError:
        return
    state = game.to_state()
    assert 0 <= state.index <= len(state.history)
    saves_mod.progress_text(saves_mod.progress_counts(state), game.index, game.elapsed)


@hsettings(max_examples=150, deadline=None)
@given(data=st.dictionaries(st.sampled_from(["mouse_mapping", "kind", "sound", "window_size", "fullscreen", "x"]),
                            _json_values, max_size=6))
def test_any_settings_object_loads(data: dict) -> None:
    s, problems = Settings.from_data({"format": SETTINGS_FORMAT, **data})
    assert s.mouse_mapping in ("summary", "playing") and isinstance(s.sound, bool)
    assert len(s.window_size) == 2 and all(isinstance(v, int) for v in s.window_size)
    assert s.to_data()["format"] == SETTINGS_FORMAT
    assert len(problems) <= len(data)


def test_puzzle_zero_is_a_real_puzzle(tmp_path):
    # Built-in puzzles are numbered from 0: puzzle 0 is saved with its number and has records.
    st = Storage(tmp_path / "d", tmp_path / "c")
    assert st.record_solved("suguru", 0, 12.5)
    assert st.is_solved("suguru", 0) and st.best_time("suguru", 0) == 12.5
    assert Storage(tmp_path / "d", tmp_path / "c").solved_set("suguru") == {0}
