"""Touch: fingers in, taps and long-presses out, each exactly once.

SDL reports one touch twice: as finger events (FINGERDOWN/MOTION/UP with x, y
normalised to the window) and as synthetic mouse events that pygame-ce marks
with ``event.touch``.  Which of the two arrives first, and whether both
arrive at all, depends on the platform and on SDL hints (SDL2 pushes the
synthetic mouse events *before* the finger event).  So the adapter works in
two stages:

1. :meth:`TouchAdapter.filter` runs before anything else sees the event and
   merges the two streams into **one**: a finger contact becomes synthetic
   mouse events (so pygame-gui's buttons work under a finger even where SDL
   sends no mouse events), and whichever stream reports a contact second,
   close in time and place to the first, is dropped whole (down, motion, up).
2. :meth:`TouchAdapter.translate` turns that one stream into gestures.  A
   touch acts on *release* -- a tap is ``PRESS(primary, source="touch")`` --
   because a finger held still for :data:`LONG_PRESS` seconds means the
   mouse's *right* button instead (fired by :meth:`tick` while the finger is
   still down, so the player feels when to lift).  A finger that slides more
   than a few pixels is a drag: it presses nothing, and reports ``DRAG``
   steps while it moves and one ``SWIPE`` when lifted (a scrolling page
   follows the one, a page turns on the other; the board ignores both).

Two fingers on the glass at once are a pinch: the first finger's touch is
cancelled (no tap, no drag), and each move of either finger reports a
``PINCH`` with how much their spread grew and where their midpoint went (a
big board zooms and moves with it).  Stage 1 sees both fingers, so it makes
the pinch as a :data:`PINCH_EVENT` that stage 2 turns into the intent.

A press held :data:`OPERATOR_HOLD` seconds in the bottom-left corner is the
kiosk operator's way out (``OPERATOR``); that corner never gives a right
click, so the operator's hold cannot trigger anything on the way.

Time comes from :meth:`tick` (the app passes each frame's dt), never from the
wall clock, so tests step it exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from . import intents as I
from .intents import Intent

LONG_PRESS = 0.5      # seconds a still finger needs to become a right click
OPERATOR_HOLD = 5.0   # seconds in the corner for the kiosk operator
DEDUPE_SECONDS = 0.35  # the second report of one contact arrives within this
_MINE = "nanba_touch"  # marks the mouse events this adapter made from fingers
STUCK = 30.0          # a contact older than this lost its release (focus change, driver): forget it
PINCH_EVENT = pygame.event.custom_type()   # two fingers moved: scale, pos (their midpoint), dx, dy


@dataclass
class _Contact:
    """A finger (or the mouse report of one) down on the screen."""

    pos: tuple[int, int]
    t0: float
    stream: str           # "finger" or "mouse": which report acts
    finger: int = -1
    moved: bool = False
    fired: bool = False   # the long-press already acted
    last: tuple[int, int] | None = None   # where the last DRAG step ended
    operator_fired: bool = False


class TouchAdapter:
    def __init__(self, size: Callable[[], tuple[int, int]]) -> None:
        self._size = size
        self.now = 0.0
        self._recent: list[tuple[float, tuple[int, int], str]] = []   # downs: (time, pos, stream)
        self._finger: int | None = None          # the finger that drives the merged stream
        self._finger_since = 0.0
        self._dup_fingers: set[int] = set()      # fingers whose contact the mouse stream already reported
        self._mouse_dup = False                  # the current touch-mouse contact is a duplicate
        self._gesture: _Contact | None = None
        self._fingers: dict[int, tuple[int, int]] = {}   # where each finger on the glass is (pinches)

    # -- stage 1: one stream ---------------------------------------------------------
    def _pos(self, ev) -> tuple[int, int]:
        w, h = self._size()
        return (min(w - 1, max(0, int(ev.x * w))), min(h - 1, max(0, int(ev.y * h))))

    def _slop(self) -> int:
        return max(8, min(self._size()) // 30)

    def _seen_other(self, stream: str, pos: tuple[int, int]) -> bool:
        self._recent = [r for r in self._recent if self.now - r[0] <= DEDUPE_SECONDS]
        near = 4 * self._slop()
        for i, (t, p, s) in enumerate(self._recent):
            if s != stream and abs(p[0] - pos[0]) <= near and abs(p[1] - pos[1]) <= near:
                del self._recent[i]     # one report pairs with one other
                return True
        self._recent.append((self.now, pos, stream))
        return False

    def _pinch(self, fid: int, pos: tuple[int, int]) -> list:
        """A finger of two moved: how far apart they are now against before, and the midpoint's move."""
        (fa, a), (fb, b) = list(self._fingers.items())[:2]
        before = (math.dist(a, b), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
        self._fingers[fid] = pos
        (fa, a), (fb, b) = list(self._fingers.items())[:2]
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        scale = math.dist(a, b) / max(1.0, before[0])
        return [pygame.event.Event(PINCH_EVENT, scale=scale, pos=(round(mid[0]), round(mid[1])),
                                   dx=round(mid[0] - before[1][0]), dy=round(mid[1] - before[1][1]))]

    def filter(self, ev) -> list:
        t = ev.type
        if t in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            fid = int(getattr(ev, "finger_id", 0))
            if t == pygame.FINGERUP:
                self._fingers.pop(fid, None)
            elif t == pygame.FINGERMOTION and len(self._fingers) >= 2 and fid in self._fingers:
                out = self._pinch(fid, self._pos(ev))
                if fid == self._finger:   # the first finger still drives the merged stream (its release)
                    out.append(self._mouse(pygame.MOUSEMOTION, self._pos(ev)))
                return out
            else:
                if t == pygame.FINGERDOWN and self._gesture is None and (
                        self._finger is None or self.now - self._finger_since > STUCK):
                    self._fingers.clear()          # nothing on the glass: any finger left here lost its release
                self._fingers[fid] = self._pos(ev)
                if t == pygame.FINGERDOWN and len(self._fingers) >= 2:
                    if self._gesture is not None:
                        self._gesture.fired = True     # a pinch, not a tap, a hold or a drag
                    self._dup_fingers.add(fid)
                    return []
        if t == pygame.FINGERDOWN:
            fid = int(getattr(ev, "finger_id", 0))
            pos = self._pos(ev)
            if self._finger is not None and (fid == self._finger or self.now - self._finger_since > STUCK):
                self._finger = None              # its release never came
            if self._finger is not None or self._seen_other("finger", pos):
                self._dup_fingers.add(fid)      # a second finger, or reported already as a mouse press
                return []
            self._finger, self._finger_since = fid, self.now
            return [self._mouse(pygame.MOUSEMOTION, pos), self._mouse(pygame.MOUSEBUTTONDOWN, pos)]
        if t in (pygame.FINGERMOTION, pygame.FINGERUP):
            fid = int(getattr(ev, "finger_id", 0))
            if fid in self._dup_fingers or fid != self._finger:
                if t == pygame.FINGERUP:
                    self._dup_fingers.discard(fid)
                return []
            pos = self._pos(ev)
            if t == pygame.FINGERUP:
                self._finger = None
                return [self._mouse(pygame.MOUSEBUTTONUP, pos)]
            return [self._mouse(pygame.MOUSEMOTION, pos)]
        if getattr(ev, "touch", False) and not getattr(ev, _MINE, False):
            if t == pygame.MOUSEBUTTONDOWN:
                self._mouse_dup = self._seen_other("mouse", tuple(ev.pos)) or self._finger is not None
            if self._mouse_dup:
                if t == pygame.MOUSEBUTTONUP:
                    self._mouse_dup = False
                return []
        return [ev]

    def _mouse(self, t: int, pos: tuple[int, int]) -> pygame.event.Event:
        kw: dict[str, Any] = {"pos": pos, "touch": True, _MINE: True}  # pygame types event attributes as Any
        if t == pygame.MOUSEMOTION:
            kw.update(rel=(0, 0), buttons=(1 if self._finger is not None else 0, 0, 0))
        else:
            kw["button"] = 1
        return pygame.event.Event(t, **kw)

    # -- stage 2: gestures ---------------------------------------------------------------
    def translate(self, ev) -> list[Intent]:
        if ev.type == PINCH_EVENT:
            return [Intent(I.PINCH, pos=ev.pos, dx=ev.dx, dy=ev.dy, scale=ev.scale, source="touch")]
        if not getattr(ev, "touch", False):
            return []
        t = ev.type
        pos = (int(ev.pos[0]), int(ev.pos[1]))
        if t == pygame.MOUSEBUTTONDOWN:
            self._gesture = _Contact(pos, self.now, "touch")
            return []
        g = self._gesture
        if g is None:
            return []
        if t == pygame.MOUSEMOTION:
            if abs(pos[0] - g.pos[0]) > self._slop() or abs(pos[1] - g.pos[1]) > self._slop():
                g.moved = True
            if not g.moved or g.fired or g.operator_fired:
                return []
            last = g.last or g.pos
            g.last = pos
            return [Intent(I.DRAG, pos=pos, dx=pos[0] - last[0], dy=pos[1] - last[1], source="touch")]
        if t == pygame.MOUSEBUTTONUP:
            self._gesture = None
            if g.moved and not (g.fired or g.operator_fired):
                return [Intent(I.SWIPE, pos=g.pos, dx=pos[0] - g.pos[0], dy=pos[1] - g.pos[1], source="touch")]
            if g.moved or g.fired or g.operator_fired:
                return []
            return [Intent(I.PRESS, pos=g.pos, button=I.PRIMARY, source="touch"),
                    Intent(I.RELEASE, pos=g.pos, button=I.PRIMARY, source="touch")]
        return []

    def corner(self) -> pygame.Rect:
        w, h = self._size()
        c = max(24, min(w, h) // 12)
        return pygame.Rect(0, h - c, c, c)

    def tick(self, dt: float) -> list[Intent]:
        self.now += dt
        g = self._gesture
        if g is not None and self.now - g.t0 > STUCK:
            self._gesture = g = None             # never released: stop keeping the loop awake
        if g is None or g.moved:
            return []
        held = self.now - g.t0
        in_corner = self.corner().collidepoint(g.pos)
        if in_corner and held >= OPERATOR_HOLD and not g.operator_fired:
            g.operator_fired = True
            return [Intent(I.OPERATOR, source="touch")]
        if not in_corner and held >= LONG_PRESS and not g.fired:
            g.fired = True
            return [Intent(I.PRESS, pos=g.pos, button=I.SECONDARY, source="touch")]
        return []

    @property
    def touching(self) -> bool:
        return self._gesture is not None
