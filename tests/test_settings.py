"""The settings schema: one frozen, typed Settings and one table checking both the file and --setting."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from game.options import OptionError, parse_setting
from game.settings import LOOK_CHOICES, SETTINGS, SETTINGS_FORMAT, Settings
from game.storage import Storage

EVERY_KEY = {
    "format": SETTINGS_FORMAT, "mouse_mapping": "playing", "kind": "ripple", "sound": False,
    "window_size": [1024, 700], "fullscreen": True, "animations": False, "flag_wrong": True,
    "pass_places": True, "labels": True, "sudoku_box": "3x2", "level_set": "sudoku6", "show_conflicts": False,
    "highlight_digit": False,
    "clean_start": True, "tidy_notes": False, "show_timer": False, "coarse_clock": True, "handedness": "left", "pad_position": "below",
    "palette": "contrast", "text_size": "large", "intros_seen": "suguru,sudoku", "board_zoom": "always",
    "new_puzzle": "sudoku:25x25:5x5::Hard",
    "kiosk_attract_after": 120.0,
    "kiosk_reset_after": 600.0, "kiosk_pin": "9999",
    # A newer version's settings: kept and written back unchanged.
    "colour_theme": {"name": "dusk", "hue": 210}, "future_flag": [1, "two", None],
}


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", tmp_path / "config")


def test_a_file_with_every_key_and_unknown_ones_round_trips(store: Storage) -> None:
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(json.dumps(EVERY_KEY), encoding="utf-8")
    s = store.load_settings()
    assert store.messages == []
    for key in SETTINGS:
        value = getattr(s, key)
        assert (list(value) if isinstance(value, tuple) else value) == EVERY_KEY[key], key
    assert s.extra == {"colour_theme": {"name": "dusk", "hue": 210}, "future_flag": [1, "two", None]}
    assert store.save_settings(s)
    assert json.loads(store.settings_path.read_text(encoding="utf-8")) == EVERY_KEY
    assert store.load_settings() == s


def test_settings_are_frozen_and_a_change_is_a_new_object() -> None:
    s = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.sound = False  # type: ignore[misc]
    t = s.with_(sound=False, palette="contrast")
    assert (s.sound, s.palette, t.sound, t.palette) == (True, "normal", False, "contrast")
    with pytest.raises(TypeError):
        s.with_(no_such_setting=1)


def test_extra_holds_only_keys_this_version_does_not_know() -> None:
    given = {"palette": "contrast", "format": "x", "newer": 1}
    s = Settings(extra=given)
    assert s.extra == {"newer": 1} and s.palette == "normal"
    given["newer"] = 2                                   # the caller's dict is not shared
    assert s.extra == {"newer": 1}


def test_every_field_has_its_default_from_the_table() -> None:
    s = Settings()
    assert [f.name for f in dataclasses.fields(Settings)] == [*SETTINGS, "extra"]
    for key, setting in SETTINGS.items():
        assert getattr(s, key) == setting.default, key
        assert setting.description


def test_the_look_choices_are_the_settings_dialogs() -> None:
    from game.scenes.pad import LOOK_SETTINGS

    assert {k: tuple(choices) for k, (_title, choices) in LOOK_SETTINGS.items()} == LOOK_CHOICES


@pytest.mark.parametrize("key, bad, good", [
    ("palette", "dark", "colourblind"), ("text_size", 2, "small"), ("sound", "on", False),
    ("flag_wrong", 1, True), ("sudoku_box", "9x9", "2x3"), ("level_set", "chess", "sujiko"),
    ("kiosk_pin", "12", "24680"), ("kiosk_attract_after", "soon", 30), ("kiosk_reset_after", -5, 3600),
    ("animations", None, False), ("handedness", "both", "left"), ("pad_position", "top", "hidden"),
])
def test_a_bad_value_in_the_file_is_its_default_with_a_message(store: Storage, key, bad, good) -> None:
    store.settings_path.parent.mkdir(parents=True)
    store.settings_path.write_text(json.dumps({"format": SETTINGS_FORMAT, "fullscreen": True, key: bad}))
    s = store.load_settings()
    assert getattr(s, key) == SETTINGS[key].default and s.fullscreen is True   # one bad value costs only itself
    assert len(store.messages) == 1 and f"setting {key} " in store.messages[0]
    assert "\n" not in store.messages[0]
    # ... and the same check refuses it on the command line, in one line.
    text = "on" if bad is True else str(bad)
    if key not in ("sound", "flag_wrong", "animations"):  # "on" and 1 are fine words for on/off there
        with pytest.raises(OptionError) as e:
            parse_setting(f"{key}={text}")
        assert "\n" not in str(e.value) and key in str(e.value)
    word = {True: "on", False: "off"}.get(good, str(good))
    assert parse_setting(f"{key}={word}") == (key, getattr(Settings(**{key: good}), key))


def test_an_unknown_setting_on_the_command_line_names_the_known_ones() -> None:
    with pytest.raises(OptionError, match="unknown setting 'colour'; known: animations, board_zoom, clean_start, coarse_clock, flag_wrong"):
        parse_setting("colour=red")


def test_an_absent_key_stays_absent_unless_it_changed(store: Storage) -> None:
    assert store.save_settings(Settings(kiosk_attract_after=120.0))
    data = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert data["kiosk_attract_after"] == 120 and "kiosk_pin" not in data and "palette" not in data
    assert data["sound"] is True                         # the first five are always written, as before


def test_the_palette_is_a_frozen_value_chosen_by_the_settings() -> None:
    from game.render import palette as P

    s = Settings(palette="contrast", text_size="large")
    try:
        chosen = P.use_palette(s.palette, s.text_size)
        assert chosen == P.palette_for("contrast", "large") and P.active() is chosen
        assert (P.BG, P.TEXT_SCALE, P.current) == (chosen.BG, chosen.text_scale, "contrast") == ((0, 0, 0), 1.2,
                                                                                                 "contrast")
        with pytest.raises(dataclasses.FrozenInstanceError):
            chosen.BG = (1, 2, 3)  # type: ignore[misc]
        assert not {"BG", "RED", "REGION_COLORS", "TEXT_SCALE"} & set(vars(P))   # no module globals to rewrite
        assert P.palette_for("no such palette") == P.Palette()
    finally:
        P.use_palette("normal")
    assert P.RED == (214, 40, 40) and P.TEXT_SCALE == 1.0
