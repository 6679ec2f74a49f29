"""Intents: what the player meant, independent of the device that said it.

Scenes never read raw pygame events.  An adapter (:mod:`game.input.adapter`)
turns each event into zero or more :class:`Intent` values, and the scene
stack hands those down from the top scene until one consumes them.  So a
scene's ``handle`` is the same whether a click came from a mouse, a finger or
(next issue) a gamepad's "A" on the cursor cell -- the adapter decides which
*button meaning* a press carries, the scene decides what that meaning does
where it landed.

``PAD_SET`` means "set the digit selected on the pad" (the gamepad's set
button), and ``ACTIVATE`` toggles that digit.  It is its own intent, not a
``DIGIT_SET`` of digit 0, so the keyboard's Shift+0 (0 is no digit) can
never be taken for it.

Button meanings are the three of the seed's mouse: ``primary`` (left),
``middle`` and ``secondary`` (right).  What each does to a candidate is a
separate choice (the mouse mapping setting), made in the puzzle scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PRIMARY = "primary"
MIDDLE = "middle"
SECONDARY = "secondary"

# Intent kinds.  Kept as plain strings so tests and logs read well.
PRESS = "press"            # pointer down: pos, button
RELEASE = "release"        # pointer up: pos, button
MOTION = "motion"          # pointer moved: pos
SCROLL = "scroll"          # wheel: dy
MOVE_CURSOR = "move_cursor"  # dx, dy
DIGIT_TOGGLE = "digit_toggle"  # digit: delete it if present, else restore it
DIGIT_SET = "digit_set"    # digit: make it the answer
CLEAR_CELL = "clear_cell"  # clear the cursor cell's answer
ACTIVATE = "activate"      # the cursor cell's primary action (keyboard/gamepad "press")
UNDO = "undo"
REDO = "redo"
RESTART = "restart"
HINT = "hint"
CHECK = "check"
BACK = "back"              # Esc: close the top popup / go back
HELP = "help"
QUIT = "quit"
RESIZE = "resize"          # size
UI = "ui"                  # a pygame-gui widget reported something: name, element, text
TEXT = "text"              # typed text outside any widget (chooser jump, etc.)
# Added for touch, gamepad and kiosk play (game.input.touch / gamepad, game.ui.focus):
FOCUS_NEXT = "focus_next"  # Tab / Shift+Tab: dx = +1 / -1 through the focus ring
DIGIT_STEP = "digit_step"  # dx: select the next / previous digit of the pad (gamepad triggers)
MENU = "menu"              # the gamepad's Start: open the menu
EXPLAIN = "explain"        # explain the hint on show (the wand's middle click)
ZERO = "zero"              # the zero-score pass (the wand's right click)
OPERATOR = "operator"      # kiosk: the operator's exit chord or corner long-press
PAUSE = "pause"            # P: pause (the board hidden, the clock stopped) or resume
AUTO_NOTES = "auto_notes"  # N: fill in the notes the placed digits allow (one undoable step)
PAD_SET = "pad_set"        # the gamepad's Y: make the pad's selected digit the answer
DRAG = "drag"              # a finger sliding: pos, dx, dy since the last DRAG (Help scrolls with it)
SWIPE = "swipe"            # a finger lifted after sliding: pos where it began, dx, dy in all
ZOOM = "zoom"              # dx = +1 / -1: zoom the board in / out a step about pos (or the selection); 0: fit
PAN = "pan"                # the gamepad's right stick held: dx, dy, the way to look over a zoomed board
PINCH = "pinch"            # two fingers: scale since the last PINCH, pos their midpoint, dx, dy its move


@dataclass(frozen=True)
class Intent:
    """What the player asked for, whatever the device: a kind and its details."""

    kind: str
    pos: tuple[int, int] | None = None
    button: str | None = None
    digit: int = 0
    dx: int = 0
    dy: int = 0
    size: tuple[int, int] | None = None
    name: str = ""
    element: Any = None
    text: str = ""
    source: str = ""       # "touch", "pad", "key" or "" (mouse): scenes may treat a finger differently
    scale: float = 0.0     # PINCH: how much the fingers' spread grew since the last one

    def __repr__(self) -> str:  # short, so failing tests read well
        fields = {k: v for k, v in self.__dict__.items()
                  if v not in (None, 0, "") and k != "kind"}
        inner = ", ".join(f"{k}={v!r}" for k, v in fields.items())
        return f"Intent({self.kind!r}{', ' if inner else ''}{inner})"
