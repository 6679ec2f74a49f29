"""Digits and candidate masks: the alphabet every kind writes its digits in.

Cells are plain ints numbered row-major (``cell = row * width + col``), digits
are ints 1..35, and a candidate set is an int bitmask with bit ``d`` standing
for digit ``d`` (bit 0 is never used), so ``mask >> d & 1`` asks "is d still
possible?" and ``mask.bit_count() == 1`` asks "is this cell answered?".

These helpers sit below :mod:`game.engine.puzzle` (which re-exports them) so
that the rules and the line format can use them without importing the puzzle.
"""

from __future__ import annotations

DIGITS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""The clue/solution alphabet: ``DIGITS[d - 1]`` writes digit ``d``."""

MAX_DIGIT = len(DIGITS)


def digit_char(d: int) -> str:
    """Write digit ``d`` (1..35) in the line format's alphabet."""
    return DIGITS[d - 1]


def char_digit(ch: str) -> int:
    """Read one character of the clue alphabet; ``.`` is 0.  Raises ``KeyError``."""
    if ch == ".":
        return 0
    return _CHAR_TO_DIGIT[ch]


_CHAR_TO_DIGIT = {c: i + 1 for i, c in enumerate(DIGITS)}


def bit(d: int) -> int:
    """The candidate mask holding only digit ``d``."""
    return 1 << d


def full_mask(n: int) -> int:
    """The candidate mask of digits 1..n."""
    return ((1 << n) - 1) << 1


def mask_digits(mask: int) -> list[int]:
    """The digits in ``mask``, ascending."""
    out = []
    d = 1
    mask >>= 1
    while mask:
        if mask & 1:
            out.append(d)
        mask >>= 1
        d += 1
    return out


def single_digit(mask: int) -> int:
    """The digit of a one-digit mask (0 if the mask does not hold exactly one)."""
    if mask and not mask & (mask - 1):
        return mask.bit_length() - 1
    return 0
