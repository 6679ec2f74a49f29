"""Making the committed level files again, draw for draw.

The built-in sets are data made by code, pinned byte for byte (puzzle k must
stay puzzle k for players' saves and records).  So a generator whose faster
way would draw differently keeps its old way for them: ``make-levels`` (and
whatever checks its output) generates inside :func:`levels`, and such a
generator asks :func:`active` which way to go.  Every other caller -- New
puzzle, the endless play, ``generate`` -- gets the faster way.

A context variable, like the budget in force (:mod:`.budget`): per thread,
and it never leaks past the ``with``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

__all__ = ["active", "levels"]

_PINNED: ContextVar[bool] = ContextVar("nanba_pinned_levels", default=False)


@contextlib.contextmanager
def levels(on: bool = True) -> Iterator[None]:
    """Generate as the committed level files were made while inside (``on`` False: as usual)."""
    token = _PINNED.set(on)
    try:
        yield
    finally:
        _PINNED.reset(token)


def active() -> bool:
    """Whether the generation under way must reproduce the committed level files."""
    return _PINNED.get()
