"""Where everything on a Help screen goes: a pure function of the window size and the text size.

:func:`help_geometry` gives the fixed parts (the head with its buttons, the
search bar, the scrolling body); :func:`lay_out_page` and
:func:`lay_out_index` turn a page, or the contents, into :class:`Item` values
placed in *document* coordinates (y from the top of the body's content), which
the scene draws shifted by its scroll.  Every button is at least a finger
(48 px) in both directions; the body's text is sized from the window and the
text-size setting, never below 16 px, so it stays legible at 800x480.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from ...render.layout import toast_rect
from ...render.text import font, line_step, wrap
from ...render.view import FINGER as TARGET  # a finger's least target, in px: one figure for every screen
from .model import Page


@dataclass(frozen=True)
class HelpGeometry:
    size: tuple[int, int]
    t: int
    """The side of a head button (at least :data:`TARGET`)."""
    fs: int
    """The body's font size."""
    head: pygame.Rect
    back: pygame.Rect
    prev: pygame.Rect
    next: pygame.Rect
    title: pygame.Rect
    search: pygame.Rect
    keyboard: pygame.Rect
    body: pygame.Rect
    """The scrolling part on a page (the index's starts under the search bar: :meth:`body_for`)."""

    def body_for(self, index: bool) -> pygame.Rect:
        if not index:
            return self.body
        top = self.search.bottom + self.t // 4
        return pygame.Rect(self.body.x, top, self.body.w, self.body.bottom - top)


def help_geometry(size: tuple[int, int], scale: float = 1.0) -> HelpGeometry:
    w, h = max(size[0], 1), max(size[1], 1)
    t = max(TARGET, min(72, min(w, h) // 10))
    pad = max(6, t // 6)
    fs = max(16, round(min(30, max(16, min(w, h) / 24)) * scale))
    head = pygame.Rect(0, 0, w, t + 2 * pad)
    back = pygame.Rect(pad, pad, max(2 * t, round(fs * 4.2)), t)
    nxt = pygame.Rect(w - pad - t, pad, t, t)
    prev = pygame.Rect(nxt.x - pad - t, pad, t, t)
    title = pygame.Rect(back.right + pad, pad, prev.x - back.right - 2 * pad, t)
    kb_w = max(t, round(fs * 6))
    search = pygame.Rect(pad, head.bottom + pad, w - 3 * pad - kb_w, t)
    keyboard = pygame.Rect(search.right + pad, search.y, kb_w, t)
    margin = max(pad, min(w // 20, 40))
    bottom = toast_rect(w, h).top - pad // 2     # the message strip and the key hints stay clear of the text
    body = pygame.Rect(margin, head.bottom + pad, w - 2 * margin, bottom - head.bottom - pad)
    return HelpGeometry((w, h), t, fs, head, back, prev, nxt, title, search, keyboard, body)


@dataclass
class Item:
    what: str
    """``text`` (lines), ``link`` (a button to a page), ``lesson`` (a button to a lesson) or ``picture``."""
    rect: pygame.Rect
    lines: list[str] = field(default_factory=list)
    size: int = 16
    tone: str = "text"
    """``text``, ``heading``, ``label`` or ``dim``: the scene picks the colour."""
    target: str = ""
    """What pressing it opens: ``page:KEY``, ``lesson:KIND:ABBR`` or ``tutorial:KIND``."""
    kind: str = ""


def _text(lines: list[str], x: int, y: int, w: int, size: int, tone: str) -> Item:
    step = line_step(size)
    return Item("text", pygame.Rect(x, y, w, step * max(1, len(lines))), lines, size, tone)


def lay_out_page(page: Page, width: int, fs: int, t: int, body_h: int,
                 lesson: Callable[[str, str], bool] | None = None) -> tuple[list[Item], int]:
    """The page's items, and the height of it all.  A technique row for which ``lesson(kind, abbr)``
    is true gets a Lesson button."""
    items: list[Item] = []
    y = 0
    gap = max(6, fs // 2)
    wide = width >= fs * 36
    label_w = round(width * 0.36) if wide else width
    for b in page.blocks:
        if b.what == "heading":
            size = round(fs * 1.2)
            it = _text(wrap(b.text, size, width), 0, y + gap // 2, width, size, "heading")
        elif b.what == "para":
            it = _text(wrap(b.text, fs, width), 0, y, width, fs, "text")
        elif b.what == "row":
            button_w = 0
            if lesson is not None and b.abbr and lesson(b.kind, b.abbr):
                button_w = max(t, round(fs * 4.5))
                items.append(Item("lesson", pygame.Rect(width - button_w, y, button_w, t), ["Lesson"], fs,
                                  target=f"lesson:{b.kind}:{b.abbr}"))
            lw = label_w - (button_w + gap if not wide else 0)
            label = _text(wrap(b.label, fs, lw - gap), 0, y, lw, fs, "label")
            items.append(label)
            if wide:
                tx, ty, tw = label_w, y, width - label_w - (button_w + gap if button_w else 0)
            else:
                tx, ty, tw = fs, max(label.rect.bottom, y + (t if button_w else 0)), width - fs
            it = _text(wrap(b.text, fs, tw), tx, ty, tw, fs, "text")
            it.rect.h = max(it.rect.h, label.rect.bottom - ty, (t if button_w else 0) - (ty - y))
        elif b.what == "tutorial":     # a button as wide as its words, opening the kind's rules intro
            bw = min(width, max(4 * t, font(fs).size(b.text)[0] + 2 * fs))
            it = Item("link", pygame.Rect(0, y, bw, t), [b.text], fs, target=f"tutorial:{b.kind}")
        elif b.what == "picture":
            side = max(60, min((width - 3 * gap) // 2, fs * 11, round(body_h * 0.62)))
            it = Item("picture", pygame.Rect((width - 2 * side - 3 * gap) // 2, y, 2 * side + 3 * gap,
                                             side + line_step(fs) + gap), size=fs, kind=b.kind)
        else:
            continue
        items.append(it)
        y = it.rect.bottom + gap
    return items, y


def lay_out_index(sections: list[tuple[str, list[Page]]], width: int, fs: int, t: int,
                  query: str = "") -> tuple[list[Item], int]:
    """The contents: each section's heading, then a grid of finger-sized links to its pages."""
    items: list[Item] = []
    gap = max(6, fs // 2)
    cols = max(1, min(3, width // max(1, fs * 13)))
    link_w = (width - (cols - 1) * gap) // cols
    y = 0
    if not sections:
        msg = f"No page says \u201c{query.strip()}\u201d. Try fewer or other words." if query.strip() else "No pages."
        it = _text(wrap(msg, fs, width), 0, y, width, fs, "dim")
        return [it], it.rect.bottom
    if query.strip():
        n = sum(len(pages) for _, pages in sections)
        said = _text([f"{n} page{'s' if n != 1 else ''} say \u201c{query.strip()}\u201d:"], 0, y, width, fs, "dim")
        items.append(said)
        y = said.rect.bottom + gap // 2
    for name, pages in sections:
        size = round(fs * 1.15)
        head = _text([name], 0, y, width, size, "heading")
        items.append(head)
        y = head.rect.bottom + gap // 2
        for i, p in enumerate(pages):
            r = pygame.Rect((i % cols) * (link_w + gap), y + (i // cols) * (t + gap), link_w, t)
            items.append(Item("link", r, [p.title], fs, target=f"page:{p.key}"))
        rows = -(-len(pages) // cols)
        y += rows * (t + gap) + gap
    return items, y
