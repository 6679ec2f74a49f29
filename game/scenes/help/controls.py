"""Help's controls pages, one per device, read from the bindings the game really uses.

The keyboard's page asks the keyboard adapter what every key does (each key
alone, with Shift, Ctrl and both), the gamepad's reads the adapter's own
button table, the mouse's reads the mouse-mapping setting in force, and the
touch page takes its long-press time from the touch adapter.  So when a
binding changes, Help changes with it instead of telling the player
something that is no longer true.  Only the words for what each intent does
are written here (:data:`MEANINGS`), and a test checks every intent a key or
button sends has them.
"""

from __future__ import annotations

import pygame

from ...input import gamepad as G
from ...input import intents as I
from ...input.adapter import KeyboardMouseAdapter
from ...input.mouse import MAPPINGS
from ...input.touch import LONG_PRESS
from .model import Block, Page, para, row

MEANINGS: dict[str, str] = {
    I.MOVE_CURSOR: "Move the cursor over the board (and the ring over buttons)",
    I.DIGIT_TOGGLE: "Delete or restore that candidate in the cursor's cell",
    I.DIGIT_SET: "Make that digit the cell's answer",
    I.CLEAR_CELL: "Clear the cell's answer back to its candidates",
    I.ACTIVATE: "Delete or restore the digit chosen on the pad; press the ringed button",
    I.PAD_SET: "Make the digit chosen on the pad the answer",
    I.DIGIT_STEP: "Choose the digit on the pad",
    I.UNDO: "Undo (hints, restarts and the solution too)",
    I.REDO: "Redo (also brings back the moves the check undid)",
    I.RESTART: "Start the puzzle again; in a dialog, press the ringed button",
    I.HINT: "Hint, a step at a time: where to look, the marks, the sentence, Apply",
    I.EXPLAIN: "Explain the hint on show",
    I.ZERO: "The easy pass: remove the easy candidates in one move",
    I.CHECK: "Check for errors",
    I.AUTO_NOTES: "Auto-notes: fill in the notes the placed digits allow",
    I.PAUSE: "Pause: hide the board and stop the clock (again: resume)",
    I.BACK: "Back: close a dialog, or open the menu",
    I.MENU: "Open the menu",
    I.HELP: "Open this help",
    I.FOCUS_NEXT: "Move between the board, the toolbar and a dialog's buttons",
    I.SCROLL: "Scroll; turn a page of the puzzle list",
    I.ZOOM: "Zoom a big board in or out (Ctrl+0: the whole board)",
    I.PAN: "Look over a zoomed board; the selection comes along",
    I.QUIT: "Quit (the game is saved first)",
}
"""What each intent does on the puzzle screen, in the player's words."""
BIG_BOARDS = ("Big boards: when cells would be smaller than a finger, the board zooms so they stay a finger "
              "wide. Settings' Big boards button chooses when: zoom on touch (the usual), always zoom, or "
              "zoom when asked (the wheel, Ctrl+ and Ctrl-, a pinch, the right stick).")
"""Said on every controls page where zooming is (Settings' board_zoom setting)."""
HIDDEN = {I.OPERATOR}
"""Intents Help never names (the kiosk operator's way out is the operator's to know)."""
KIOSK_HIDDEN = {I.QUIT}
"""Intents a kiosk ignores, so its Help does not offer them."""
_MODS = ((0, ""), (pygame.KMOD_LSHIFT, "Shift+"), (pygame.KMOD_LCTRL, "Ctrl+"),
         (pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, "Ctrl+Shift+"))
_NAMES = {"return": "Enter", "escape": "Esc", "backspace": "Backspace", "delete": "Delete", "tab": "Tab",
          "space": "Space", "page up": "Page Up", "page down": "Page Down", "up": "Up", "down": "Down",
          "left": "Left", "right": "Right", "=": "=", "-": "-"}
_ARROWS = ("Up", "Down", "Left", "Right")
PAD_NAMES = {"lb": "LB", "rb": "RB", "back": "Back (Select)", "start": "Start", "ls": "Left stick press",
             "rs": "Right stick press"}


def _key_name(k: int) -> str:
    name = pygame.key.name(k)
    if name.startswith("[") and name.endswith("]"):
        return "keypad " + name[1:-1]
    return _NAMES.get(name, name.upper() if len(name) == 1 else name.title())


def key_bindings() -> dict[str, list[str]]:
    """Intent kind -> the keys that send it, as the player reads them (``Ctrl+Z``, ``Shift+1-9``).

    Every key pygame names is tried alone and with Shift, Ctrl and both; a digit run is written
    ``1-9``, and the keypad's copies of keys already listed are left out.
    """
    adapter = KeyboardMouseAdapter()
    found: dict[str, list[str]] = {}
    digits: dict[tuple[str, str], set[int]] = {}
    codes = sorted({getattr(pygame, n) for n in dir(pygame) if n.startswith("K_")})
    for prefix_mod, prefix in _MODS:
        for k in codes:
            ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=prefix_mod, unicode="", scancode=0)
            for it in adapter.translate(ev):
                if it.kind in HIDDEN:
                    continue
                name = _key_name(k)
                if it.kind in (I.DIGIT_TOGGLE, I.DIGIT_SET) and not name.startswith("keypad"):
                    digits.setdefault((it.kind, prefix), set()).add(it.digit)
                    continue
                if name.startswith("keypad") and it.kind in (I.DIGIT_TOGGLE, I.DIGIT_SET, I.SCROLL, I.DIGIT_STEP,
                                                             I.RESTART, I.ZOOM):
                    continue
                label = prefix + name
                if label not in found.setdefault(it.kind, []):
                    found[it.kind].append(label)
    for (kind, prefix), ds in digits.items():
        lo, hi = min(ds - {0} or ds), max(ds)
        found.setdefault(kind, []).append(f"{prefix}{lo}-{hi}")
    for kind, labels in found.items():   # Shift that changes nothing is not worth saying
        labels[:] = [lb for lb in labels if "Shift+" not in lb or lb.replace("Shift+", "") not in labels]
        if all(a in labels for a in _ARROWS):
            labels[:] = ["Arrows", *(lb for lb in labels if lb not in _ARROWS)]
    return found


def pad_bindings(style: str = "xbox") -> list[tuple[str, str]]:
    """(control, intent kind) for every gamepad control, named as the pad in ``style`` labels them."""
    labels = G.LABELS.get(style, G.LABELS["xbox"])
    out = [(f"{labels[pos]} ({pos} button)" if pos in labels else PAD_NAMES.get(pos, pos), kind)
           for pos, kind in G.button_meanings()]
    return [*G.STICKS, *out]


def _rows(pairs: list[tuple[str, str]], kiosk: bool) -> list[Block]:
    hide = HIDDEN | (KIOSK_HIDDEN if kiosk else set())
    order = list(MEANINGS)
    pairs = sorted((p for p in pairs if p[1] not in hide), key=lambda p: order.index(p[1]) if p[1] in order else 99)
    return [row(control, MEANINGS.get(kind, kind)) for control, kind in pairs]


def keyboard_page(kiosk: bool) -> Page:
    keys = key_bindings()
    pairs = [(", ".join(v), kind) for kind, v in keys.items()]
    return Page("keys", "Controls", "Keyboard", (
        para("Every key below is read from the game's own key table."),
        *_rows(pairs, kiosk),
        para("A cell that can hold 10 or more (a 4x4 Sujiko): type two digits quickly, 1 then 6 is 16; "
             "a 1 alone is 1, and 0 on its own is no digit."),
        para(BIG_BOARDS),
        para("In Help: Up and Down scroll, Left and Right turn pages, Esc goes back."),
    ))


def gamepad_page(kiosk: bool, style: str = "xbox") -> Page:
    return Page("pad", "Controls", "Gamepad", (
        para("Every button below is read from the game's own button table; the letters follow the pad "
             "connected (Xbox, PlayStation or Nintendo)."),
        *_rows(pad_bindings(style), kiosk),
        para(BIG_BOARDS),
        para("Up off the top row of the board reaches the toolbar. In menus and dialogs the D-pad moves a "
             "gold ring and the bottom button presses what it rings."),
        para("In Help: up and down scroll, left and right turn pages, the right button goes back."),
    ))


def mouse_page(mapping: str) -> Page:
    words = {"delete": "deletes it", "restore": "restores it (click where it was)", "set": "makes it the answer"}
    m = MAPPINGS.get(mapping, MAPPINGS["summary"])
    names = {I.PRIMARY: "Left click", I.MIDDLE: "Middle click", I.SECONDARY: "Right click"}
    return Page("mouse", "Controls", "Mouse", (
        para("On a candidate (the small digits in a cell):"),
        *[row(names[b], words[a]) for b, a in m.items()],
        para("Settings offers the other order of the middle and right buttons."),
        row("Left click on an answer you set", "clears it back to its candidates"),
        row("Left click on Hint (the wand)", "a hint, a step at a time (again: the next step)"),
        row("Right click on Hint", "the easy pass: remove the easy candidates in one move"),
        row("Wheel", "scroll a list; turn a page of the puzzle list and of Help"),
        row("Wheel over a big board", "zooms it in and out about the pointer; Shift+wheel moves it sideways"),
        row("Drag with the middle button", "moves a zoomed board (a middle click that stays put is still a click)"),
        row("Click or drag in the overview", "shows that part of a zoomed board"),
        para(BIG_BOARDS),
        para("Givens (black digits) never change; your answers are blue and underlined."),
    ))


def touch_page() -> Page:
    hold = f"{LONG_PRESS:g}"
    return Page("touch", "Controls", "Touch", (
        row("Tap a cell", "selects it; the digit pad beside or under the board changes its digits"),
        row("Tap a pad digit", "deletes or restores that candidate"),
        row(f"Hold a pad digit ({hold} s)", "makes it the answer (or switch the pad's Mark key to Answer)"),
        row("Hold Hint (the wand)", "the easy pass: remove the easy candidates in one move"),
        row("Explain (?)", "explains the hint on show"),
        row("Tap the puzzle number", "a number pad to open another puzzle"),
        row("Slide a finger", "scrolls Help; a sideways swipe turns its page; moves a zoomed board"),
        row("Pinch a big board", "zooms it; tap the overview in its corner to go there"),
        row("Two fingers on a big board", "move it (in the editor's Regions one finger draws)"),
        para(BIG_BOARDS),
        para("Every button is at least a finger wide."),
    ))


def controls_pages(kiosk: bool, mapping: str, style: str) -> list[Page]:
    return [mouse_page(mapping), touch_page(), keyboard_page(kiosk), gamepad_page(kiosk, style)]


__all__ = ["MEANINGS", "controls_pages", "key_bindings", "pad_bindings"]
