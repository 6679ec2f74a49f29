"""Save names: two different names never share a file, and no name escapes the saves folder.

The file name is an injective encoding of the save's name after NFC
normalisation and case-folding (see game.saves), so names equal after those
are one save, and any two others are two files.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from game.engine.formats import parse_line
from game.engine.moves import DeleteCandidate
from game.engine.state import PlayState
from game.saves import MAX_STEM, name_key, slot_for
from game.storage import SavedGame, Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"
DEVICES = ["CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10)),
           "COM¹", "COM²", "COM³", "LPT¹", "con.txt", "nul.json", "CON.", "CON ", "aux..", "x.", "y ", "z. ."]


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def game(moves: int) -> SavedGame:
    """A game with ``moves`` moves, so each save in a test is told apart by its move count."""
    state = PlayState(parse_line(LINE), [DeleteCandidate(c, 2) for c in (1, 2, 3, 4, 5)[:moves]])
    return SavedGame.from_state(state, number=1)


def _decode(stem: str) -> str:
    """The inverse of slot_for for stems without a hash: proof that the encoding loses nothing."""
    return re.sub(r"__([0-9a-f]{6})|_([0-9a-f]{4})", lambda m: chr(int(m.group(1) or m.group(2), 16)), stem)


@pytest.mark.parametrize("names", [
    ["★", "☆"], ["a b", "a/b", "a.b", "a_b"], ["my.game", "my game"], ["con", "con_"], ["x", "x ", " x"],
])
def test_names_that_used_to_collide_are_separate_saves(store: Storage, names: list[str]) -> None:
    for i, name in enumerate(names, 1):
        assert store.save_game(name, game(i)), store.messages
    assert len(list(store.saves_dir.iterdir())) == len(names)
    for i, name in enumerate(names, 1):
        loaded = store.load_game(name)
        assert loaded is not None and len(loaded.moves) == i, name
    assert sorted(i.name for i in store.list_saves()) == sorted(names)
    assert store.messages == []


def test_names_equal_after_nfc_and_case_folding_are_one_save(store: Storage) -> None:
    composed, decomposed = "Café", unicodedata.normalize("NFD", "café")
    assert composed != decomposed
    assert store.save_game(composed, game(1))
    assert store.save_game(decomposed.upper(), game(2))        # saving over it: the same file
    assert store.save_game("STRASSE", game(3)) and store.save_game("straße", game(4))
    assert len(list(store.saves_dir.iterdir())) == 2
    loaded = store.load_game("café")
    assert loaded is not None and len(loaded.moves) == 2
    assert {i.name for i in store.list_saves()} == {decomposed.upper(), "straße"}  # the last name typed shows


@pytest.mark.parametrize("name", DEVICES)
def test_windows_device_names_and_trailing_dots_are_never_file_names(store: Storage, name: str) -> None:
    stem = slot_for(name)
    assert re.fullmatch(r"[a-z0-9_~-]+", stem)
    assert not re.fullmatch(r"(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])", stem.split(".")[0])
    assert _decode(stem) == name_key(name)
    assert store.save_game(name, game(1)) and store.load_game(name) is not None


@pytest.mark.parametrize("name", ["../x", "../../etc/passwd", "/tmp/abs", "C:\\x", "a\x00b", "..", ".", "~", "~x"])
def test_a_name_never_writes_outside_the_saves_folder(store: Storage, name: str) -> None:
    assert store.save_game(name, game(1)), store.messages
    [path] = store.saves_dir.iterdir()
    assert path.parent == store.saves_dir and not path.name.startswith(".")
    assert json.loads(path.read_text(encoding="utf-8"))["name"] == name
    assert store.load_game(name) is not None


def test_a_10000_character_name_gets_a_short_unique_file(store: Storage) -> None:
    long_a, long_b = "a" * 10_000, "a" * 9_999 + "b"
    assert store.save_game(long_a, game(1)) and store.save_game(long_b, game(2))
    paths = list(store.saves_dir.iterdir())
    assert len(paths) == 2 and all(len(p.name) <= MAX_STEM + len(".json") for p in paths)
    assert len(store.load_game(long_a).moves) == 1 and len(store.load_game(long_b).moves) == 2
    assert store.messages == []


def test_an_empty_name_gives_a_message_not_a_file(store: Storage) -> None:
    assert not store.save_game("", game(1))
    assert store.messages == ["The game was not saved: a saved game needs a name."]
    assert store.load_game("") is None and not store.saves_dir.exists()


@hsettings(max_examples=300, deadline=None)
@given(a=st.text(max_size=12), b=st.text(max_size=12))
def test_the_encoding_is_injective(a: str, b: str) -> None:
    if name_key(a) != name_key(b):
        assert slot_for(a) != slot_for(b)
    stem = slot_for(a)
    assert re.fullmatch(r"[a-z0-9_~-]*", stem) and len(stem) <= MAX_STEM
    if "~" not in stem:
        assert _decode(stem) == name_key(a) or re.fullmatch(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])", name_key(a))


# ------------------------------------------------------------- the old naming --

def _legacy(store: Storage, stem: str, name: str, moves: int) -> Path:
    """A save as an earlier version wrote it: file name from the lossy scheme, no header."""
    data = game(moves).to_data()
    data["name"] = name
    path = store.saves_dir / f"{stem}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_saves_of_the_old_naming_are_listed_loaded_and_replaced(store: Storage) -> None:
    old = _legacy(store, "Morning_game", "Morning game", 2)
    [info] = store.list_saves()
    assert info.name == "Morning game" and "2 moves" in info.progress
    assert len(store.load_game("Morning game").moves) == 2
    assert store.save_game("Morning game", game(3))       # saved again: the new file replaces the old
    assert not old.exists() and [i.name for i in store.list_saves()] == ["Morning game"]
    assert len(store.load_game("Morning game").moves) == 3
    assert store.messages == []


def test_an_old_file_is_found_only_by_the_name_it_holds(store: Storage) -> None:
    _legacy(store, "a_b", "a b", 2)                       # "a.b" once shared this file
    assert store.load_game("a.b") is None
    assert len(store.load_game("a b").moves) == 2
    assert store.delete_save("a b") and store.list_saves() == []


def test_an_old_file_where_a_new_name_goes_is_moved_to_its_own_place(store: Storage) -> None:
    _legacy(store, "cafe_beef", "cafe beef", 2)           # the old naming's file for "cafe beef" ...
    other = "cafe\ubeef"                                  # ... is exactly where this name's file goes
    assert slot_for(other) == "cafe_beef"
    assert store.load_game(other) is None                 # it is not this save
    assert store.save_game(other, game(3))                # saving this one moves that one, losing nothing
    assert len(store.load_game(other).moves) == 3 and len(store.load_game("cafe beef").moves) == 2
    assert sorted(p.name for p in store.saves_dir.iterdir()) == ["cafe_0020beef.json", "cafe_beef.json"]
    assert store.messages == []
