"""Gamepads: SDL's game-controller API first, the raw joystick API as fallback.

SDL knows the button layout of most pads (its controller database) and then
reports *positions* -- south, east, west, north face buttons -- as
CONTROLLER* events, whatever the labels printed on them.  Pads it does not
know only produce JOY* events with bare button numbers; for those we assume
the common XInput order (0 south, 1 east, 2 west, 3 north, 4/5 shoulders,
6 back, 7 start) and read the D-pad from the hat.  A known controller sends
*both* kinds of event, so JOY* events from an instance id we opened as a
controller are ignored: each press acts once.

Meanings, by position (the scenes see only intents):

=================  =================================================
D-pad, left stick  move the cell cursor / the focus (repeats while held)
south (A)          ACTIVATE: toggle the selected digit / press the focused widget
east (B)           BACK
west (X)           HINT (again: apply it)
north (Y)          PAD_SET: set the selected digit
LB / RB            UNDO / REDO
LT / RT            DIGIT_STEP -1 / +1: choose the digit the face buttons act on
right stick push   up / down: ZOOM a big board in / out; left / right: DIGIT_STEP (a push is let go
                   within :data:`HOLD_PAN`)
right stick held   PAN: look over a zoomed board, a cell per repeat (the selection comes along)
back / select      CHECK
start              MENU
left stick click   ZERO (the wand's right click)
right stick click  EXPLAIN the hint
=================  =================================================

Plugging and unplugging is routine: a pad that disappears is forgotten (the
game does not care which pad pressed what), an event naming an instance id
that was never opened or is already gone still maps by the default layout,
and nothing here raises when SDL has no such device (tests post events for
pads that do not exist).

:func:`pad_style` reads the pad's name to choose the hint labels the player
sees: Xbox letters, PlayStation shapes, or Nintendo's swapped letters.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import intents as I
from .intents import Intent

REPEAT_DELAY = 0.35   # seconds before a held direction repeats
REPEAT_EVERY = 0.09   # then one step per this many seconds
STICK_ON, STICK_OFF = 0.55, 0.35   # hysteresis on the normalised stick axis
TRIGGER_ON, TRIGGER_OFF = 0.6, 0.3
HOLD_PAN = REPEAT_DELAY   # the right stick held this long pans; let go sooner, it was a push (zoom, digit)

# Positions.  Controller button numbers are SDL_GameControllerButton's.
SOUTH, EAST, WEST, NORTH = "south", "east", "west", "north"
_CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: SOUTH, pygame.CONTROLLER_BUTTON_B: EAST,
    pygame.CONTROLLER_BUTTON_X: WEST, pygame.CONTROLLER_BUTTON_Y: NORTH,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "ls", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rs",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
_JOY_BUTTONS = {0: SOUTH, 1: EAST, 2: WEST, 3: NORTH, 4: "lb", 5: "rb", 6: "back", 7: "start", 8: "ls", 9: "rs"}
_DIRS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
_ACTIONS = {
    SOUTH: lambda: Intent(I.ACTIVATE, source="pad"),
    EAST: lambda: Intent(I.BACK, source="pad"),
    WEST: lambda: Intent(I.HINT, source="pad"),
    NORTH: lambda: Intent(I.PAD_SET, source="pad"),
    "lb": lambda: Intent(I.UNDO, source="pad"),
    "rb": lambda: Intent(I.REDO, source="pad"),
    "back": lambda: Intent(I.CHECK, source="pad"),
    "start": lambda: Intent(I.MENU, source="pad"),
    "ls": lambda: Intent(I.ZERO, source="pad"),
    "rs": lambda: Intent(I.EXPLAIN, source="pad"),
}


STICKS = (("D-pad, left stick", I.MOVE_CURSOR), ("LT / RT, a push of the right stick left / right", I.DIGIT_STEP),
          ("A push of the right stick up / down", I.ZOOM), ("Right stick held", I.PAN))
"""What the directions and the analogue controls mean (as :meth:`GamepadAdapter.translate` reads them)."""


def button_meanings() -> list[tuple[str, str]]:
    """Each button by position (``south``, ``lb``, ``start``...) with the intent kind it sends: what
    Help lists, read from the very table the adapter uses."""
    return [(name, make().kind) for name, make in _ACTIONS.items()]


def pad_style(name: str) -> str:
    """``xbox``, ``playstation`` or ``nintendo`` from a pad's name (Xbox letters when unsure)."""
    n = name.lower()
    if any(k in n for k in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")):
        return "playstation"
    if any(k in n for k in ("nintendo", "switch", "joy-con", "joycon", "pro controller", "8bitdo")):
        return "nintendo"
    return "xbox"


@dataclass
class _Pad:
    """A connected pad: its name, its device and whether SDL knows it as a game controller."""

    name: str
    device: object = None          # the Controller or Joystick object (None for an unknown id)
    controller: bool = True


@dataclass
class _Held:
    """A direction held down: since when, and when it next repeats."""

    direction: tuple[int, int]
    since: float
    next_at: float


@dataclass
class _Right:
    """The right stick off centre: its direction, when it next pans, and whether it has (then it is no push)."""

    direction: tuple[int, int]
    next_at: float
    panned: bool = False


def _push(d: tuple[int, int]) -> Intent:
    """A short push of the right stick: up / down zoom in / out, left / right step the digit."""
    if d[1]:
        return Intent(I.ZOOM, dx=-d[1], source="pad")
    return Intent(I.DIGIT_STEP, dx=d[0], source="pad")


@dataclass
class GamepadAdapter:
    """Game controllers' and joysticks' events in, intents out (held directions repeat)."""

    pads: dict[int, _Pad] = field(default_factory=dict)
    now: float = 0.0
    _held: dict[str, _Held] = field(default_factory=dict)      # source ("dpad", "stick", "hat") -> held direction
    _axis_state: dict[tuple[int, int], int] = field(default_factory=dict)
    _right: _Right | None = None

    def __post_init__(self) -> None:
        self._controller = None
        try:
            import pygame._sdl2.controller as controller

            controller.init()                   # without this SDL sends no CONTROLLER* events
            self._controller = controller
        except Exception:
            pass
        try:
            pygame.joystick.init()
        except Exception:
            pass

    # -- devices -------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        return bool(self.pads)

    @property
    def style(self) -> str | None:
        """The hint style of the most recently connected pad; None without a pad."""
        if not self.pads:
            return None
        return pad_style(list(self.pads.values())[-1].name)

    def _add_controller(self, index: int) -> list[Intent]:
        try:
            if self._controller is None:
                raise LookupError("pygame has no controller module here")
            c = self._controller.Controller(index)
            iid = c.as_joystick().get_instance_id()
            self.pads[iid] = _Pad(c.name or "controller", c, True)
        except Exception:
            # No such device (tests, or it went away already): remember a placeholder
            # so hints still show a pad; the instance id of an unknown pad is its index.
            self.pads.setdefault(-1 - index, _Pad("controller", None, True))
        return [Intent(I.UI, name="pad_added", source="pad")]

    def _add_joystick(self, index: int) -> list[Intent]:
        try:
            if self._controller is not None and self._controller.is_controller(index):
                return []                       # a CONTROLLERDEVICEADDED follows for it
            j = pygame.joystick.Joystick(index)
            self.pads[j.get_instance_id()] = _Pad(j.get_name() or "joystick", j, False)
        except Exception:
            return []
        return [Intent(I.UI, name="pad_added", source="pad")]

    def _remove(self, iid: int) -> list[Intent]:
        pad = self.pads.pop(iid, None)
        if pad is None and self.pads:
            # An id we never opened (a placeholder was stored under another key): drop one placeholder.
            for k in [k for k, p in self.pads.items() if p.device is None][:1]:
                self.pads.pop(k)
        self._held.clear()
        self._right = None
        return [Intent(I.UI, name="pad_removed", source="pad")]

    def _is_controller(self, iid: int) -> bool:
        p = self.pads.get(iid)
        return p is not None and p.controller

    # -- events --------------------------------------------------------------------------
    def translate(self, ev) -> list[Intent]:
        t = ev.type
        if t == pygame.CONTROLLERDEVICEADDED:
            return self._add_controller(int(getattr(ev, "device_index", 0)))
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._remove(int(getattr(ev, "instance_id", -1)))
        if t == pygame.JOYDEVICEADDED:
            return self._add_joystick(int(getattr(ev, "device_index", 0)))
        if t == pygame.CONTROLLERBUTTONDOWN:
            return self._button(_CONTROLLER_BUTTONS.get(getattr(ev, "button", -1)))
        if t == pygame.CONTROLLERBUTTONUP:
            name = _CONTROLLER_BUTTONS.get(getattr(ev, "button", -1))
            if name in _DIRS:
                self._held.pop("dpad", None)
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            return self._controller_axis(int(getattr(ev, "instance_id", 0)), int(ev.axis), float(ev.value) / 32767)
        iid = int(getattr(ev, "instance_id", getattr(ev, "joy", 0)))
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION) and self._is_controller(iid):
            return []                           # SDL reports it again as a controller event
        if t == pygame.JOYBUTTONDOWN:
            return self._button(_JOY_BUTTONS.get(getattr(ev, "button", -1)))
        if t == pygame.JOYHATMOTION:
            x, y = getattr(ev, "value", (0, 0))
            return self._direction("hat", (int(x), -int(y)) if (x or y) else None)
        if t == pygame.JOYAXISMOTION:
            if ev.axis in (0, 1):
                return self._stick(iid, int(ev.axis), float(ev.value), "jstick")
        return []

    def _button(self, name: str | None) -> list[Intent]:
        if name is None:
            return []
        if name in _DIRS:
            return self._direction("dpad", _DIRS[name])
        return [_ACTIONS[name]()]

    def _controller_axis(self, iid: int, axis: int, v: float) -> list[Intent]:
        if axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return self._stick(iid, axis, v, "stick")
        if axis in (pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_RIGHTY):
            return self._right_stick(iid, axis, v)
        if axis in (pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT):
            key = (iid, axis)
            was = self._axis_state.get(key, 0)
            sign = -1 if axis == pygame.CONTROLLER_AXIS_TRIGGERLEFT else 1
            now = 1 if v > TRIGGER_ON else (was if v > TRIGGER_OFF else 0)
            self._axis_state[key] = now
            if now and not was:
                return [Intent(I.DIGIT_STEP, dx=sign * now, source="pad")]
        return []

    def _axes(self, iid: int, base: int, axis: int, v: float, x_axis: int, y_axis: int,
              y_first: bool) -> tuple[bool, tuple[int, int] | None]:
        """A stick's axis moved: (changed, its one direction now or None when centred); one axis at a
        time, as the grid has no diagonals, and hysteresis keeps a wobble from counting as a change."""
        key = (iid, base + axis)
        was = self._axis_state.get(key, 0)
        now = -1 if v < -STICK_ON else 1 if v > STICK_ON else (was if abs(v) > STICK_OFF else 0)
        self._axis_state[key] = now
        x = self._axis_state.get((iid, base + x_axis), 0)
        y = self._axis_state.get((iid, base + y_axis), 0)
        if y_first:
            return now != was, (0, y) if y else (x, 0) if x else None
        return now != was, (x, 0) if x else (0, y) if y else None

    def _right_stick(self, iid: int, axis: int, v: float) -> list[Intent]:
        """A push (let go soon) zooms or steps the digit; held, the stick pans (see :meth:`tick`)."""
        changed, d = self._axes(iid, 200, axis, v, pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_RIGHTY,
                                True)
        held = self._right
        if not changed or (held is not None and held.direction == d):
            return []
        self._right = None if d is None else _Right(d, self.now + HOLD_PAN)
        return [_push(held.direction)] if held is not None and not held.panned else []

    def _stick(self, iid: int, axis: int, v: float, source: str) -> list[Intent]:
        changed, d = self._axes(iid, 100, axis, v, 0, 1, False)
        return self._direction(source, d) if changed else []

    def _direction(self, source: str, d: tuple[int, int] | None) -> list[Intent]:
        if d is None or d == (0, 0):
            self._held.pop(source, None)
            return []
        self._held[source] = _Held(d, self.now, self.now + REPEAT_DELAY)
        return [Intent(I.MOVE_CURSOR, dx=d[0], dy=d[1], source="pad")]

    def tick(self, dt: float) -> list[Intent]:
        """Repeat held directions."""
        self.now += dt
        out = []
        for h in self._held.values():
            while self.now >= h.next_at:
                h.next_at += REPEAT_EVERY
                out.append(Intent(I.MOVE_CURSOR, dx=h.direction[0], dy=h.direction[1], source="pad"))
                if len(out) > 8:        # a stall must not fly the cursor across the board
                    h.next_at = self.now + REPEAT_EVERY
                    break
        r = self._right
        if r is not None and self.now >= r.next_at:
            r.panned = True
            r.next_at = max(r.next_at, self.now - REPEAT_EVERY) + REPEAT_EVERY   # a stall pans one step
            out.append(Intent(I.PAN, dx=r.direction[0], dy=r.direction[1], source="pad"))
        return out


# Hint labels by position and style (the badges drawn on screen).
LABELS = {
    "xbox": {SOUTH: "A", EAST: "B", WEST: "X", NORTH: "Y"},
    "nintendo": {SOUTH: "B", EAST: "A", WEST: "Y", NORTH: "X"},
    "playstation": {SOUTH: "cross", EAST: "circle", WEST: "square", NORTH: "triangle"},
}
