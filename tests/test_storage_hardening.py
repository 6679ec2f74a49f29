"""Storage hardening: a save is validated completely, loading is linear, odd files never block.

Each test here is a way a player's file once crashed, hung or lost data:
a move whose number overflowed on replay, a 400-digit playing time, a FIFO
where a file should be, leftover temporary files, a window size of 2 GB.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game import fileio
from game.engine import state as state_mod
from game.engine.formats import parse_line
from game.engine.moves import Move
from game.engine.state import PlayState
from game.storage import SAVE_FORMAT, SavedGame, SaveFormatError, Settings, Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def save_data(moves: list[str], **fields: object) -> dict:
    data = {"format": SAVE_FORMAT, "kind": "suguru", "number": 3, "line": parse_line(LINE).line(),
            "moves": moves, "index": len(moves), "elapsed": 12.0, "saved_at": "2026-01-01T00:00:00Z",
            "name": "game"}
    data.update(fields)
    return data


def write(path: Path, data: dict | bytes) -> bytes:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


def moved_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


# ------------------------------------------------------- complete validation --

OVERFLOW = "ded HS 0:99999999999999999999"


@pytest.mark.parametrize("data, words", [
    (save_data(["del 1 2", OVERFLOW]), ["move 2"]),
    (save_data(["del 1 2"], elapsed=10**400), ["playing time"]),
    (save_data(["del 999 2"]), ["move 1", "cell 999"]),
    (save_data(["set 1 9"]), ["move 1", "not 9"]),
    (save_data(["ded HS 1:2,0:77"]), ["move 1"]),
    (save_data(["paint 99 1"]), ["move 1"]),
    (save_data([], number=10**30), ["level number"]),
])
def test_a_save_is_validated_completely(data: dict, words: list[str]) -> None:
    with pytest.raises(SaveFormatError) as e:
        SavedGame.from_json(json.dumps(data))
    for w in words:
        assert w in str(e.value)


def test_an_overflowing_move_in_the_autosave_is_moved_aside_with_its_bytes(store: Storage) -> None:
    raw = write(store.autosave_path, save_data(["del 1 2", OVERFLOW]))
    assert store.load_autosave() is None
    [aside] = moved_aside(store.autosave_path)
    assert aside.read_bytes() == raw and not store.autosave_path.exists()
    assert len(store.messages) == 1 and "move 2" in store.messages[0] and aside.name in store.messages[0]


def test_a_huge_playing_time_in_a_named_save_is_moved_aside(store: Storage) -> None:
    path = store.save_path("long")
    raw = write(path, save_data(["del 1 2"], elapsed=10**400))
    assert store.load_game("long") is None
    [aside] = moved_aside(path)
    assert aside.read_bytes() == raw and "playing time" in store.messages[0]


def test_a_bad_named_save_is_listed_as_damaged_and_the_good_ones_stay(store: Storage) -> None:
    state = PlayState(parse_line(LINE), [Move.parse("del 1 2")])
    assert store.save_game("good", state)
    bad = store.save_path("bad")
    raw = write(bad, save_data(["del 1 2", OVERFLOW], name="bad"))  # no header: listing validates it
    infos = store.list_saves()
    assert [(i.name, bool(i.damaged)) for i in infos] == [("good", False), ("bad", True)]
    assert "move 2" in infos[1].damaged
    [aside] = moved_aside(bad)
    assert aside.read_bytes() == raw


def test_huge_numbers_in_records_are_moved_aside(store: Storage) -> None:
    raw = write(store.records_path, {"format": "nanba-records/1", "best": {"suguru": {"3": 10**400}}})
    assert store.best_time("suguru", 3) is None
    assert moved_aside(store.records_path)[0].read_bytes() == raw


def test_every_validated_save_replays_to_the_same_state(store: Storage) -> None:
    moves = ["del 1 2", "set 1 1", "paint 4 3", "ded HS 2:3,3:1", "clr 1", "paint 4 0", "restart"]
    game = SavedGame.from_json(save_data(moves, index=5))
    state = game.to_state()
    assert state.index == 5 and state.colours[4] == 3


# ------------------------------------------------------------ linear loading --

def paint_save(n: int) -> dict:
    return save_data([f"paint {i % 30 + 1} {i % 8 + 1}" for i in range(n)])


def _lines_run_in_state_module(fn) -> int:
    """How many lines of game/engine/state.py run during ``fn()``: a measure of work that no clock affects."""
    count = 0
    target = state_mod.__file__

    def tracer(frame, event, arg):
        nonlocal count
        if frame.f_code.co_filename != target:
            return None
        if event == "line":
            count += 1
        return tracer

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return count


def test_replaying_paint_strokes_does_linear_work() -> None:
    small = _lines_run_in_state_module(lambda: SavedGame.from_json(paint_save(500)).to_state())
    large = _lines_run_in_state_module(lambda: SavedGame.from_json(paint_save(2000)).to_state())
    # Four times the strokes: linear work is about 4x the lines; the quadratic replay did about 16x.
    assert large < 5 * small, (small, large)


def test_a_20k_stroke_save_loads_and_lists_without_replaying(store: Storage, monkeypatch) -> None:
    assert store.save_game("big", SavedGame.from_json(paint_save(20000)))
    game = store.load_game("big")
    assert game is not None and len(game.moves) == 20000
    assert game.to_state().colours[1] == 5  # stroke 19980 (colour 19980 % 8 + 1) was cell 1's last
    replays = []
    real = PlayState.__init__

    def counting(self, *args, **kwargs):
        replays.append(1)
        real(self, *args, **kwargs)

    monkeypatch.setattr(PlayState, "__init__", counting)
    [info] = store.list_saves()
    assert info.name == "big" and "20000 moves" in info.progress and not replays


# ------------------------------------------------------------- odd files ----

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("which", ["settings", "save", "records", "autosave"])
def test_a_fifo_in_place_of_a_file_never_blocks(store: Storage, which: str) -> None:
    path = {"settings": store.settings_path, "save": store.save_path("slot"), "records": store.records_path,
            "autosave": store.autosave_path}[which]
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    # Opening a FIFO blocks until a writer comes: the old code hung here (the test timeout fails it).
    if which == "settings":
        assert store.load_settings() == Settings()
    elif which == "save":
        assert store.load_game("slot") is None
    elif which == "records":
        assert store.best_time("suguru", 1) is None
    else:
        assert store.load_autosave() is None
    assert len(store.messages) == 1 and "not a regular file" in store.messages[0]
    assert not os.path.lexists(path) and len(moved_aside(path)) == 1


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_a_device_in_place_of_the_settings_is_never_read(store: Storage) -> None:
    store.config_dir.mkdir(parents=True)
    store.settings_path.symlink_to("/dev/zero")         # endless bytes: reading it whole would never end
    assert store.load_settings() == Settings()
    assert "not a regular file" in store.messages[0] and len(moved_aside(store.settings_path)) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_among_the_saves_is_listed_as_damaged(store: Storage) -> None:
    store.saves_dir.mkdir(parents=True)
    os.mkfifo(store.saves_dir / "pipe.json")
    [info] = store.list_saves()
    assert info.name == "pipe" and "not a regular file" in info.damaged


def test_a_directory_in_place_of_a_save_is_moved_aside(store: Storage) -> None:
    store.autosave_path.mkdir(parents=True)
    assert store.load_autosave() is None
    assert "directory" in store.messages[0] and len(moved_aside(store.autosave_path)) == 1


@pytest.mark.parametrize("size, ok", [
    ([16384, 16384], False), ([7681, 800], False), ([800, 4321], False), ([319, 480], False), ([320, 239], False),
    ([7680, 4320], True), ([320, 240], True), ([1280, 800], True), ([True, 800], False),
])
def test_window_size_is_bounded_where_settings_are_checked(size: list, ok: bool) -> None:
    settings, problems = Settings.from_data({"format": "nanba-settings/1", "window_size": size})
    assert (settings.window_size == tuple(size)) is ok and (not problems) is ok
    if not ok:
        assert settings.window_size == Settings().window_size and "7680" in problems[0]


# ------------------------------------------------------- temporary files ----

def test_stale_temporary_files_are_cleaned_when_storage_opens(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    (data / "saves").mkdir(parents=True)
    config.mkdir()
    old = 1_000_000_000.0                # a file time in 2001: long stale
    stale = [config / ".nanba-tmp-settings.json.k2j4h_x9.tmp", data / ".settings.json.ab12cd34.tmp",
             data / "saves" / ".nanba-tmp-x.json.zz99zz99.tmp"]
    kept = [config / ".nanba-tmp-settings.json.fresh123.tmp",   # another Nanba's write in flight
            data / ".mine.tmp", data / "autosave.json", data / "notes.tmp"]
    for p in stale + kept:
        p.write_bytes(b"x" * 200)
    for p in stale + kept[1:]:
        os.utime(p, (old, old))
    Storage(data, config)
    assert [p.exists() for p in stale] == [False] * len(stale)
    assert all(p.exists() for p in kept)


def test_temporary_files_have_a_recognisable_name(store: Storage, monkeypatch) -> None:
    seen = []

    def crash(src, dst):
        seen.append(Path(src).name)
        raise KeyboardInterrupt  # a kill between the write and the rename

    monkeypatch.setattr(fileio.os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        store.save_settings(Settings())
    [name] = seen
    assert name.startswith(".nanba-tmp-settings.json.") and name.endswith(".tmp")
    assert fileio._TEMP_NAMES.match(name)
