"""How the digit pad and the explain button look: drawn from what the pad says of one cell.

:class:`PadKeys` is all the pad's keys need to know of the selected cell (its
digits, given or answered, live or deleted, the hint's marks on them, the
digit in the keyboard's ring); :func:`draw_pad` paints them and the pad's
last row (the mode switch, undo, redo) into the layout's pad.  How the pad
reacts to a tap, a key or a gamepad is :mod:`game.scenes.digit_pad`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ..engine.puzzle import bit
from ..ui.focus import draw_ring
from . import palette as P
from .captions import caption_size, draw_caption, split
from .layout import Layout
from .picture import Picture, inside
from .text import blit_center, fit_size, glyph


@dataclass(frozen=True)
class PadKeys:
    """The selected cell as the pad shows it."""

    n: int
    """Digits the cell can hold: keys past it are empty places."""
    given: bool
    answer: int
    cands: int
    """Its candidates as a bit mask (-1 on a clean start: every key live)."""
    notes: int | None
    """The player's notes on a clean start (dotted keys), else None."""
    red: set[int]
    green: set[int]
    """The hint's deletions and reasons in this cell."""
    ringed: int
    """The keyboard's selected digit, ringed (0: no ring)."""


def digit_key_font(key: pygame.Rect) -> int:
    """The font size of a pad digit on a key like ``key`` (the text-size setting included)."""
    return fit_size("8", key.w, round(key.h * 0.62 * P.TEXT_SCALE))


def action_key_font(text: str, key: pygame.Rect) -> int:
    """The font size of an action key's label (Mark, Undo, Redo)."""
    return fit_size(text, key.w - 6, round(key.h * 0.4 * P.TEXT_SCALE))


def draw_explain(surf: pygame.Surface, r: pygame.Rect, active: bool) -> None:
    """The toolbar's explain button: a "?" in a ring over its word, gold while a hint is up."""
    pygame.draw.rect(surf, P.TOOLBAR_HI if active else P.TOOLBAR, r, border_radius=max(3, r.w // 6))
    col = P.GOLD if active else P.ICON_DIM
    top, word = split(r)          # the sign over its word, as the toolbar's icons
    side = min(top.w, top.h)
    pygame.draw.circle(surf, col, top.center, round(side * 0.36), max(2, side // 16))
    blit_center(surf, glyph(round(side * 0.6), "?", col), (top.centerx, top.centery + side * 0.03))
    if word is not None:
        draw_caption(surf, word, "explain", size=caption_size(word))


def draw_pad(surf: pygame.Surface, L: Layout, k: PadKeys, label: Callable[[int], str], answer_mode: bool,
             can_undo: bool, can_redo: bool, picture: Picture | None = None) -> None:
    """The pad's digit keys for the cell ``k`` and its row of actions, in ``L.pad``; with ``picture``, as
    a copy of the pad last drawn when that showed the same (no ring, every key inside the pad)."""
    if L.pad is None:
        return
    key: tuple[object, ...] | None = None
    if picture is not None and not k.ringed and \
            inside(L.pad, [*L.digits, *(r for n, r in L.buttons.items() if n in ("mode", "undo", "redo"))]):
        key = (k.n, k.given, k.answer, k.cands, k.notes, frozenset(k.red), frozenset(k.green),
               tuple(label(d) for d in range(1, k.n + 1)), answer_mode, can_undo, can_redo, P.active())
        if picture.show(surf, L, L.pad, key):
            return
    _paint_pad(surf, L, k, label, answer_mode, can_undo, can_redo)
    if picture is not None and key is not None:
        picture.keep(surf, L, L.pad, key)


def _paint_pad(surf: pygame.Surface, L: Layout, k: PadKeys, label: Callable[[int], str], answer_mode: bool,
               can_undo: bool, can_redo: bool) -> None:
    assert L.pad is not None
    surf.fill(P.TOOLBAR, L.pad)
    key = L.digits[0] if L.digits else pygame.Rect(0, 0, L.target, L.target)
    size = digit_key_font(key)   # the keys' own size: a portrait pad grows its keys past the target
    for d, r in enumerate(L.digits, start=1):
        if d > k.n:   # no such digit in this cell: an empty place, not a dead-looking key
            continue
        present = bool(k.cands & bit(d))
        if k.given:   # the given digit reads as a live key would (legible in every palette), the rest dim
            bg, fg = (P.PAD_KEY, P.GIVEN) if k.answer == d else (P.PAD_KEY_OFF, P.ICON_DIM)
        elif k.answer == d:
            bg, fg = P.ANSWER, (255, 255, 255)
        elif present:
            bg, fg = P.PAD_KEY, P.GIVEN
        else:
            bg, fg = P.PAD_KEY_OFF, P.ICON_DIM
        pygame.draw.rect(surf, bg, r, border_radius=max(3, r.w // 8))
        if d in k.red:
            pygame.draw.rect(surf, P.RED, r, max(3, r.w // 12), border_radius=max(3, r.w // 8))
        elif d in k.green:
            pygame.draw.circle(surf, P.GREEN, r.center, round(r.w * 0.42), max(3, r.w // 14))
        blit_center(surf, glyph(fit_size(label(d), round(r.w * 0.9), size), label(d), fg), r.center)
        if not present and not k.given:   # deleted: struck through, a cue besides colour
            pygame.draw.line(surf, P.ICON_DIM, (r.x + r.w * 0.25, r.bottom - r.h * 0.25),
                             (r.right - r.w * 0.25, r.y + r.h * 0.25), max(2, r.w // 20))
        if k.notes is not None and k.notes & bit(d):
            pygame.draw.circle(surf, P.GIVEN, (r.x + r.w // 5, r.y + r.h // 5), max(3, r.w // 12))
        if d == k.ringed:
            draw_ring(surf, r)
    labels = {"mode": "Answer" if answer_mode else "Mark", "undo": "Undo", "redo": "Redo"}
    for name, text in labels.items():
        if name not in L.buttons:
            continue
        r = L.buttons[name]
        enabled = name == "mode" or (can_undo if name == "undo" else can_redo)
        pygame.draw.rect(surf, P.ANSWER if name == "mode" and answer_mode else P.TOOLBAR_HI, r,
                         border_radius=max(3, r.w // 8))
        fs = min(action_key_font(text, r), size)   # a label never outgrows the digits
        blit_center(surf, glyph(fs, text, P.ICON if enabled else P.ICON_DIM), r.center)
