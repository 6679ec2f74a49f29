"""The focus ring: gamepad and keyboard navigation over pygame-gui widgets.

pygame-gui knows the mouse and typing, nothing else, so a dialog that must
work from a sofa needs a layer over its widgets.  :class:`FocusRing` is that
layer and nothing more: it collects the focusable widgets of a container in
reading order, moves a focus between them, draws a ring around the focused
one, and turns "activate" into the very ``UI`` intent a mouse click on that
widget would have produced -- so the dialog's own ``on_ui`` code is the only
place that decides what a button does, whichever device pressed it.

* **Moving** is spatial: an arrow (D-pad, stick, arrow key) goes to the
  nearest widget whose centre lies in that direction, favouring widgets in
  line with the current one.  Tab / Shift+Tab walk the reading order and wrap.
* **Activating** a button gives ``UI("button")``; a drop-down steps to its
  next option and gives ``UI("dropdown", text=option)`` (a whole expanded
  list is of no use without a pointer); a text box takes the keyboard focus;
  a selection list is stepped through with up/down while it has the focus
  and activating it gives ``UI("list_double")`` for the chosen row.
* The ring is drawn only while the player uses keys or a pad
  (``app.input_mode``); a mouse or a finger points for itself.

Custom-drawn scenes (the digit pad, the kiosk screens) use :class:`RectRing`,
the same moves over plain rectangles.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ..input import intents as I
from ..input.intents import Intent

RING = (255, 200, 40)
RING_DARK = (20, 20, 24)


def nearest(rects: Sequence[pygame.Rect], i: int, dx: int, dy: int) -> int | None:
    """Index of the rectangle nearest to ``rects[i]`` in direction (dx, dy), or None.

    A rectangle sharing the row (or column) comes first -- so "right" goes to
    the next button in the row, not to a nearer one diagonally below, however
    wide the dialog; among the rest, distance along the direction counts once
    and being out of line three times.
    """
    if not rects:
        return None
    cur = rects[i]
    cx, cy = cur.center
    best, best_score = None, None
    for j, r in enumerate(rects):
        if j == i:
            continue
        ox, oy = r.centerx - cx, r.centery - cy
        along = ox * dx + oy * dy
        if along <= 0:
            continue
        if dx:
            in_line = r.top < cur.bottom and cur.top < r.bottom
        else:
            in_line = r.left < cur.right and cur.left < r.right
        across = 0 if in_line else abs(ox * dy) + abs(oy * dx)
        score = (not in_line, along + 3 * across)
        if best_score is None or score < best_score:
            best, best_score = j, score
    return best


def draw_ring(surf: pygame.Surface, r: pygame.Rect, width: int = 3) -> None:
    """A two-tone ring (gold outside, dark inside): visible on light and dark widgets alike."""
    outer = r.inflate(2 * width + 2, 2 * width + 2)
    pygame.draw.rect(surf, RING_DARK, outer.inflate(2, 2), width + 2, border_radius=width * 2 + 2)
    pygame.draw.rect(surf, RING, outer, width, border_radius=width * 2)


class RectRing:
    """Focus over named rectangles (custom-drawn scenes)."""

    def __init__(self, names: Sequence[str] = (), rects: Sequence[pygame.Rect] = ()) -> None:
        self.names = list(names)
        self.rects = list(rects)
        self.index = 0

    def set(self, names: Sequence[str], rects: Sequence[pygame.Rect]) -> None:
        cur = self.current
        self.names, self.rects = list(names), list(rects)
        self.index = self.names.index(cur) if cur in self.names else min(self.index, max(0, len(self.names) - 1))

    @property
    def current(self) -> str | None:
        return self.names[self.index] if 0 <= self.index < len(self.names) else None

    def focus(self, name: str) -> None:
        if name in self.names:
            self.index = self.names.index(name)

    def move(self, dx: int, dy: int) -> bool:
        j = nearest(self.rects, self.index, dx, dy) if self.rects else None
        if j is None:
            return False
        self.index = j
        return True

    def step(self, d: int) -> None:
        if self.names:
            self.index = (self.index + d) % len(self.names)

    def draw(self, surf: pygame.Surface) -> None:
        if 0 <= self.index < len(self.rects):
            draw_ring(surf, self.rects[self.index])


def _focusable(container) -> list:
    """The widgets of ``container`` a player can act on, in reading order.

    A drop-down, a list or a text box is one stop: the buttons pygame-gui
    builds inside them (options, rows, scroll-bar arrows) are theirs, not
    the dialog's, so anything whose parent is another widget is skipped.
    """
    from pygame_gui.core import UIContainer
    from pygame_gui.elements import (UIButton, UIDropDownMenu, UIHorizontalSlider, UIPanel, UISelectionList,
                                     UITextEntryLine, UIWindow)

    kinds = (UIButton, UIDropDownMenu, UISelectionList, UITextEntryLine, UIHorizontalSlider)
    holders = (UIWindow, UIPanel)
    out = []

    def own(e) -> bool:
        parent = getattr(e, "parent_element", None)
        return parent is None or isinstance(parent, holders)

    def walk(c) -> None:
        for e in list(getattr(c, "elements", ())):
            if not own(e):
                continue
            if isinstance(e, kinds):
                if e.visible and getattr(e, "is_enabled", True):
                    out.append(e)
            elif isinstance(e, (UIContainer, UIPanel)) and e is not c:
                walk(e.get_container() if isinstance(e, UIPanel) else e)
    walk(container)
    out.sort(key=lambda e: (e.rect.y // 8, e.rect.x))
    return out


class FocusRing:
    """Focus over the widgets of a pygame-gui container (a dialog's window)."""

    def __init__(self, container, app=None, initial: Any = None) -> None:
        self.container = container
        self.app = app
        self.items = _focusable(container)
        self.index = self.items.index(initial) if initial in self.items else 0

    @property
    def current(self):
        return self.items[self.index] if 0 <= self.index < len(self.items) else None

    def focus(self, element) -> None:
        if element in self.items:
            self.index = self.items.index(element)

    def refresh(self) -> None:
        """Widgets were rebuilt (a label changed, a list reloaded): keep the focus on the same spot."""
        cur = self.current
        pos = cur.rect.center if cur is not None else None
        self.items = _focusable(self.container)
        if cur in self.items:
            self.index = self.items.index(cur)
        elif pos is not None and self.items:
            self.index = min(range(len(self.items)),
                             key=lambda i: abs(self.items[i].rect.centerx - pos[0]) + abs(self.items[i].rect.centery - pos[1]))

    # -- intents -------------------------------------------------------------------------------
    def handle(self, it: Intent) -> Intent | bool:
        """Navigation intents: True when consumed, a ``UI`` intent to hand to the dialog, or False."""
        if not self.items:
            return False
        cur = self.current
        if it.kind == I.FOCUS_NEXT:
            self.index = (self.index + (it.dx or 1)) % len(self.items)
            return True
        if it.kind == I.MOVE_CURSOR:
            if self._list_step(cur, it.dy):
                return self._list_intent(cur, "list_select")
            j = nearest([e.rect for e in self.items], self.index, it.dx, it.dy)
            if j is not None:
                self.index = j
            elif it.dy:
                self._scroll_text(it.dy)
            return True
        if it.kind in (I.ACTIVATE, I.RESTART):      # A, Space, Enter
            return self.activate(cur)
        return False

    def activate(self, e) -> Intent | bool:
        from pygame_gui.elements import UIButton, UIDropDownMenu, UISelectionList, UITextEntryLine

        if isinstance(e, UIButton):
            return Intent(I.UI, name="button", element=e, text=e.text)
        if isinstance(e, UIDropDownMenu):
            return self._dropdown_next(e)
        if isinstance(e, UISelectionList):
            if e.get_single_selection() is None:
                self._list_step(e, 1)
            return self._list_intent(e, "list_double")
        if isinstance(e, UITextEntryLine):
            e.ui_manager.set_focus_set(e)
            return True
        return True

    # -- widgets pygame-gui cannot drive without a pointer -----------------------------------------
    @staticmethod
    def _dropdown_next(dd) -> Intent:
        options = [o[0] if isinstance(o, tuple) else o for o in dd.options_list]
        cur = dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option
        nxt = options[(options.index(cur) + 1) % len(options)] if cur in options else options[0]
        opt = next(o for o in dd.options_list if (o[0] if isinstance(o, tuple) else o) == nxt)
        opt = opt if isinstance(opt, tuple) else (opt, opt)
        dd.selected_option = opt
        for state in dd.menu_states.values():
            state.selected_option = opt
        try:  # rebuild the closed state so it shows the new option
            dd.current_state.finish()
            dd.current_state.start()
        except Exception:
            pass
        return Intent(I.UI, name="dropdown", element=dd, text=nxt)

    @staticmethod
    def _list_step(e, dy: int) -> bool:
        from pygame_gui.elements import UISelectionList

        if not isinstance(e, UISelectionList) or not dy or not e.item_list:
            return False
        items = e.item_list
        cur = next((i for i, item in enumerate(items) if item["selected"]), None)
        new = 0 if cur is None else cur + dy
        if not 0 <= new < len(items):
            return False                          # off the end: the focus leaves the list
        for i, item in enumerate(items):
            item["selected"] = i == new
            b = item.get("button_element")
            if b is not None:
                b.select() if i == new else b.unselect()
        return True

    @staticmethod
    def _list_intent(e, name: str) -> Intent | bool:
        sel = e.get_single_selection()
        return Intent(I.UI, name=name, element=e, text=sel) if sel is not None else True

    def _scroll_text(self, dy: int) -> None:
        """No widget that way: scroll the dialog's text instead (the help on a small screen)."""
        from pygame_gui.elements import UITextBox

        for e in getattr(self.container, "elements", ()):
            bar = getattr(e, "scroll_bar", None) if isinstance(e, UITextBox) else None
            if bar is not None:
                step = bar.visible_percentage * 0.8 if bar.visible_percentage else 0.1
                bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - bar.visible_percentage,
                                                                  bar.start_percentage + dy * step)))

    def draw(self, surf: pygame.Surface) -> None:
        cur = self.current
        if cur is not None and cur.alive():
            draw_ring(surf, cur.rect)


def ring_visible(app) -> bool:
    return getattr(app, "input_mode", "mouse") in ("key", "pad")


Activate = Callable[[Intent], bool]
