"""Settings: what the player chose, and the single place a setting's value is checked.

Settings are forgiving where saves are strict.  A settings file is something
people edit by hand, so one bad value costs only that value (it falls back to
its default, with a message naming the setting); keys this version does not
know are kept in :attr:`Settings.extra` and written back unchanged, so a newer
version's settings survive a trip through an older one.  :mod:`game.storage`
reads and writes the file; ``--setting KEY=VALUE`` (:mod:`game.options`) is
checked by the same table, :data:`SETTINGS`.

:class:`Settings` is frozen: a change makes a new object (:meth:`Settings.with_`),
so whoever holds the settings sees one consistent set of values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable, Mapping, NamedTuple

from .engine.backend import default_kind
from .engine.rules import kind_names
from .levels import level_sets
from .saves import short

SETTINGS_FORMAT = "nanba-settings/1"
MOUSE_MAPPINGS = ("summary", "playing")
WINDOW_LIMITS = ((320, 7680), (240, 4320))
"""Window width and height, in pixels: 8K at most (16384x16384 asked for 2 GB of surfaces)."""
LOOK_CHOICES = {
    "handedness": ("right", "left"),
    "pad_position": ("auto", "beside", "below", "hidden"),
    "palette": ("normal", "colourblind", "contrast"),
    "text_size": ("normal", "small", "large"),
}
"""The look settings' choices, the first the default (their labels are the Settings dialog's)."""
KIOSK_KEYS = ("kiosk_attract_after", "kiosk_reset_after", "kiosk_pin")
"""Settings only the operator may change (in the settings file), never a player at the kiosk."""
_PIN = re.compile(r"[0-9]{4,12}")
_BOOLS = {"on": True, "true": True, "yes": True, "1": True, "off": False, "false": False, "no": False, "0": False}


def pin_problem(value: object) -> str | None:
    """Why ``value`` cannot be the kiosk PIN, or None: the on-screen pad types 4 to 12 digits 0-9."""
    if isinstance(value, str) and _PIN.fullmatch(value):
        return None
    return "a PIN is 4 to 12 digits 0-9, what the on-screen pad can type"


# ------------------------------------------------------------------ checks ---
# Each takes a value as JSON gives it (or as text parsing made it) and returns the value to
# keep, or raises ValueError with the reason, worded for both the file and --setting.

def _choice(choices: Callable[[], tuple[str, ...]] | tuple[str, ...]) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        options = choices() if callable(choices) else choices
        if v not in options:
            raise ValueError(f"choose {', '.join(options)}")
        return v
    return check


def _check_bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError("choose on or off (true or false in the file)")
    return v


def _check_window(v: Any) -> tuple[int, int]:
    (w_low, w_high), (h_low, h_high) = WINDOW_LIMITS
    if (not isinstance(v, (list, tuple)) or len(v) != 2
            or not all(type(x) is int and low <= x <= high for x, (low, high) in zip(v, WINDOW_LIMITS))):
        raise ValueError(f"it must be a width from {w_low} to {w_high} and a height from {h_low} to {h_high}")
    return (v[0], v[1])


def _check_seconds(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 < v < 1e6:
        raise ValueError("expected a number of seconds above 0")
    return float(v)


def _check_pin(v: Any) -> str:
    v = str(v) if type(v) is int and v >= 0 else v  # a JSON number typed without quotes
    problem = pin_problem(v)
    if problem:
        raise ValueError(problem)
    return v


INTROS_ALL = "*"
"""``intros_seen`` of a player who had the game before the intros came: every kind's counts as seen."""
_NAME = re.compile(r"[a-z][a-z0-9_]*")


def _check_names(v: Any) -> str:
    names = v.split(",") if isinstance(v, str) and v not in ("", INTROS_ALL) else []
    if not isinstance(v, str) or not all(_NAME.fullmatch(n) for n in names):
        raise ValueError("expected kind names parted by commas, such as suguru,sudoku (or * for all)")
    return v


def _check_new_puzzle(v: Any) -> str:
    parts = v.split(":") if isinstance(v, str) and len(v) <= 60 and v.isprintable() else []
    if v != "" and (len(parts) != 5 or not all(p.isdigit() for p in parts[1].split("x", 1))
                    or parts[1].count("x") != 1):
        raise ValueError("expected KIND:WxH:BOX:VARIANT:DIFFICULTY, as New puzzle writes it")
    return str(v)


def _check_box(v: Any) -> str:
    w, _, h = v.lower().partition("x") if isinstance(v, str) else ("", "", "")
    if not (w.isdigit() and h.isdigit() and 1 <= int(w) <= 6 and 1 <= int(h) <= 6):
        raise ValueError("expected a box shape WxH such as 3x3 or 3x2")
    return f"{int(w)}x{int(h)}"


class Setting(NamedTuple):
    check: Callable[[Any], Any]
    default: Any
    description: str


# One table: every setting this version knows, what makes its value usable, its default and
# what it means.  The storage loader and --setting both check through it.
SETTINGS: dict[str, Setting] = {
    "mouse_mapping": Setting(_choice(MOUSE_MAPPINGS), "summary",
                             "summary: left deletes, middle restores, right sets; playing: middle sets, right restores"),
    "kind": Setting(_choice(lambda: tuple(kind_names())), default_kind(), "the puzzle kind the player last played"),
    "sound": Setting(_check_bool, True, "sound effects"),
    "window_size": Setting(_check_window, (1280, 800), "the window's width and height"),
    "fullscreen": Setting(_check_bool, False, "start full screen"),
    "animations": Setting(_check_bool, True, "animate moves"),
    "flag_wrong": Setting(_check_bool, False, "flag wrong sudoku entries at once"),
    "pass_places": Setting(_check_bool, False, "the easy pass (wand) may place answers, not only clear candidates"),
    "labels": Setting(_check_bool, False, "row and column labels beside the board (r1.., c1..)"),
    "sudoku_box": Setting(_check_box, "3x3", "the box shape of new sudoku, WxH"),
    "level_set": Setting(_choice(lambda: tuple(level_sets())), "", "the level set the player last chose"),
    "show_conflicts": Setting(_check_bool, True, "mark at once a digit the rules forbid beside an equal one"),
    "highlight_digit": Setting(_check_bool, True, "outline every cell holding the selected digit"),
    "clean_start": Setting(_check_bool, False, "new puzzles open with empty notes, the player's own (Auto-notes fills them)"),
    "tidy_notes": Setting(_check_bool, True, "clean start: placing a digit takes it off its peers' notes"),
    "show_timer": Setting(_check_bool, True, "show the clock"),
    "coarse_clock": Setting(_check_bool, False, "the clock shows 5-second steps"),
    **{key: Setting(_choice(choices), choices[0], f"look: {key.replace('_', ' ')}")
       for key, choices in LOOK_CHOICES.items()},
    "intros_seen": Setting(_check_names, INTROS_ALL,
                           "the kinds whose interactive rules intro was finished or skipped (* for all)"),
    "board_zoom": Setting(_choice(("touch", "always", "manual")), "touch",
                          "zoom a big board to finger-wide cells: on touch, always, or only when asked (manual)"),
    "new_puzzle": Setting(_check_new_puzzle, "", "New puzzle's last choice: kind, size, boxes, variant, difficulty"),
    "kiosk_attract_after": Setting(_check_seconds, 90.0, "kiosk: idle seconds before the attract demo"),
    "kiosk_reset_after": Setting(_check_seconds, 300.0, "kiosk: idle seconds before a fresh puzzle"),
    "kiosk_pin": Setting(_check_pin, "2580", "kiosk: the operator's PIN"),
}
_ALWAYS_WRITTEN = ("mouse_mapping", "kind", "sound", "window_size", "fullscreen")
"""Written even at their defaults; the rest only when changed, so an absent key stays absent."""


def from_text(key: str, text: str) -> Any:
    """``--setting KEY=VALUE``'s value, checked by the table: ValueError with the reason when unusable."""
    setting = SETTINGS[key]
    value: Any = text
    if isinstance(setting.default, bool):
        if text.lower() not in _BOOLS:
            raise ValueError("choose on or off")
        value = _BOOLS[text.lower()]
    elif isinstance(setting.default, float):
        try:
            value = float(text)
        except ValueError:
            raise ValueError("expected a number of seconds above 0") from None
    elif isinstance(setting.default, tuple):
        w, _, h = text.lower().partition("x")
        value = (int(w), int(h)) if w.isdigit() and h.isdigit() else None
    return setting.check(value)


@dataclass(frozen=True)
class Settings:
    """What the player chose (see :data:`SETTINGS`).  ``extra`` holds settings this version does not know."""

    mouse_mapping: str = "summary"
    kind: str = field(default_factory=default_kind)
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animations: bool = True
    flag_wrong: bool = False
    pass_places: bool = False
    labels: bool = False
    sudoku_box: str = "3x3"
    level_set: str = ""
    show_conflicts: bool = True
    highlight_digit: bool = True
    clean_start: bool = False
    tidy_notes: bool = True
    show_timer: bool = True
    coarse_clock: bool = False
    handedness: str = "right"
    pad_position: str = "auto"
    palette: str = "normal"
    text_size: str = "normal"
    intros_seen: str = INTROS_ALL   # a first start (no settings file) begins with "": game.library
    board_zoom: str = "touch"    # when a big board's cells are kept a finger wide (zoomed): on touch, always, never
    new_puzzle: str = ""         # what New puzzle last made: it reopens on it
    kiosk_attract_after: float = 90.0
    kiosk_reset_after: float = 300.0
    kiosk_pin: str = "2580"
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # A copy of the caller's keys without a known one: the object never shares a dict it could change.
        object.__setattr__(self, "extra", {k: v for k, v in self.extra.items()
                                           if k != "format" and k not in SETTINGS})

    def with_(self, **changes: Any) -> "Settings":
        """These settings with ``changes`` (known keys only: a TypeError names any other)."""
        return replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        """The JSON object: known settings win over ``extra`` keys of the same name."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT, **self.extra}
        for name, setting in SETTINGS.items():
            value = getattr(self, name)
            if name in _ALWAYS_WRITTEN or value != setting.default:
                data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any], filename: str = "settings.json") -> tuple["Settings", list[str]]:
        """Settings from a JSON object, plus a message per value that fell back to its default."""
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, setting in SETTINGS.items():
            if name not in data:
                continue
            try:
                values[name] = setting.check(data[name])
            except ValueError as e:
                problems.append(
                    f"The setting {name} in {filename} had an unusable value ({_plain(data[name])}): {e}; "
                    f"the default ({_plain(setting.default)}) is used."
                )
        return cls(**values, extra=data), problems


assert [f.name for f in fields(Settings)] == [*SETTINGS, "extra"], "the table and the fields must agree"


def _plain(value: Any) -> str:
    """A setting's value as the player reads it: on/off, 1280x800, a word (never a Python repr)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]}x{value[1]}"
    if isinstance(value, str) and value and len(value) <= 40 and value.isprintable():
        return value
    return short(value)
