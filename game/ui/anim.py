"""Animations as data: named tweens on a clock the scene advances.

An animation is (name, start, duration, payload); drawing code asks
``progress(name)`` and gets 0..1 (or None when it is not running) and eases
it as it likes.  The clock only moves in ``update(dt)``, so tests step time
exactly, and ``busy`` tells the main loop whether it must keep drawing
frames or may block on events (the idle loop must not burn CPU).

``enabled = False`` (the "animations" setting, and ``--no-anim`` for
deterministic screenshots) makes every ``start`` a no-op.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Tween:
    """One running animation: when it started, how long it lasts, what it is about."""

    start: float
    duration: float
    payload: Any = None


class Animator:
    def __init__(self, enabled: bool = True) -> None:
        self.now = 0.0
        self.enabled = enabled
        self.tweens: dict[str, Tween] = {}
        self._ended = False     # an animation ended at the last update: its final frame is still to draw

    def start(self, name: str, duration: float, delay: float = 0.0, payload: Any = None) -> None:
        if self.enabled:
            self.tweens[name] = Tween(self.now + delay, duration, payload)

    def stop(self, name: str) -> None:
        self.tweens.pop(name, None)

    def update(self, dt: float) -> None:
        self.now += min(dt, 0.1)  # a stall (or a long idle wait) must not skip an animation
        ended = [n for n, t in self.tweens.items() if self.now >= t.start + t.duration]
        for name in ended:
            del self.tweens[name]
        self._ended = bool(ended)

    def progress(self, name: str) -> float | None:
        t = self.tweens.get(name)
        if t is None:
            return None
        if self.now < t.start:
            return 0.0
        return min(1.0, (self.now - t.start) / t.duration) if t.duration > 0 else 1.0

    def payload(self, name: str) -> Any:
        t = self.tweens.get(name)
        return t.payload if t else None

    def names(self, prefix: str) -> list[str]:
        return [n for n in self.tweens if n.startswith(prefix)]

    @property
    def busy(self) -> bool:
        """Frames must keep coming: an animation runs, or one has just ended and the frame without it
        is not drawn yet (else the last frame drawn mid-animation stays up -- the opening's pieces,
        overshooting the board by a pixel, stayed until the clock next ticked)."""
        return bool(self.tweens) or self._ended


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2
