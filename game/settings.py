"""Settings: what the player chose, and the single place a settings file's values are checked.

Settings are forgiving where saves are strict.  A settings file is something
people edit by hand, so one bad value costs only that value (it falls back to
its default, with a message naming the setting); keys this version does not
know are kept in :attr:`Settings.extra` and written back unchanged, so a newer
version's settings survive a trip through an older one.  :mod:`game.storage`
reads and writes the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .engine.rules import kinds
from .saves import short

SETTINGS_FORMAT = "nanba-settings/1"
MOUSE_MAPPINGS = ("summary", "playing")
WINDOW_LIMITS = ((320, 7680), (240, 4320))
"""Window width and height, in pixels: 8K at most (16384x16384 asked for 2 GB of surfaces)."""


# ---------------------------------------------------------------- settings ---

def _check_choice(choices: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(v: Any) -> Any:
        if v not in choices:
            raise ValueError(f"it must be one of {', '.join(choices)}")
        return v
    return check


def _check_bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError("it must be true or false")
    return v


def _check_window(v: Any) -> tuple[int, int]:
    (w_low, w_high), (h_low, h_high) = WINDOW_LIMITS
    if (not isinstance(v, (list, tuple)) or len(v) != 2
            or not all(type(x) is int and low <= x <= high for x, (low, high) in zip(v, WINDOW_LIMITS))):
        raise ValueError(f"it must be a width from {w_low} to {w_high} and a height from {h_low} to {h_high}")
    return (v[0], v[1])


def _check_kind(v: Any) -> str:
    if v not in kinds():
        raise ValueError(f"it must be one of {', '.join(kinds())}")
    return v


# One table: the name of each known setting and what makes its value usable.
_SETTING_CHECKS: dict[str, Callable[[Any], Any]] = {
    "mouse_mapping": _check_choice(MOUSE_MAPPINGS),
    "kind": _check_kind,
    "sound": _check_bool,
    "window_size": _check_window,
    "fullscreen": _check_bool,
}


@dataclass
class Settings:
    """What the player chose.  ``extra`` holds settings this version does not know.

    ``mouse_mapping``: ``"summary"`` (left deletes, middle restores, right sets)
    or ``"playing"`` (left deletes, middle sets, right restores).
    """

    mouse_mapping: str = "summary"
    kind: str = "suguru"
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        """The JSON object: known settings win over ``extra`` keys of the same name."""
        data: dict[str, Any] = {"format": SETTINGS_FORMAT}
        for key, value in self.extra.items():
            if key != "format" and key not in _SETTING_CHECKS:
                data[key] = value
        for name in _SETTING_CHECKS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any], filename: str = "settings.json") -> tuple["Settings", list[str]]:
        """Settings from a JSON object, plus a message per value that fell back to its default."""
        defaults = cls()
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, check in _SETTING_CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(data[name])
            except ValueError as e:
                problems.append(
                    f"The setting {name} in {filename} had an unusable value ({_plain(data[name])}): {e}; "
                    f"the default ({_plain(getattr(defaults, name))}) is used."
                )
        extra = {k: v for k, v in data.items() if k != "format" and k not in _SETTING_CHECKS}
        return cls(**values, extra=extra), problems


def _plain(value: Any) -> str:
    """A setting's value as the player reads it: on/off, 1280x800, a word (never a Python repr)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]}x{value[1]}"
    if isinstance(value, str) and value and len(value) <= 40 and value.isprintable():
        return value
    return short(value)
