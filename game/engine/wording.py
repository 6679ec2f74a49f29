"""How deductions are worded: lists joined with "and" and "or", losses by digit or by cell.

Every technique of every kind writes its sentence with these, so the hints
read alike whoever found them.

>>> join_and(["r1c1", "r1c2", "r2c1"])
'r1c1, r1c2 and r2c1'
"""

from __future__ import annotations

from typing import Iterable, Protocol, Sequence, TypeVar


def join_and(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def join_or(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def digit_texts(ds: Iterable[int | str]) -> list[str]:
    return [str(d) for d in ds]


class Named(Protocol):
    """Tables that name their cells (the region tables, and sudoku's, whose sentences write digits as characters)."""

    @property
    def names(self) -> tuple[str, ...]: ...


DigitT = TypeVar("DigitT", int, str)
"""A digit as a number, or as the character the board shows (sudoku writes 10 and up as letters)."""


def by_digit(T: Named, elims: list[tuple[int, DigitT]]) -> str:
    """``3 goes from r2c1 and r2c2, and 4 from r2c1``."""
    groups: dict[DigitT, list[int]] = {}
    for c, d in elims:
        groups.setdefault(d, []).append(c)
    parts = []
    for i, d in enumerate(sorted(groups)):
        cells = join_and([T.names[c] for c in sorted(groups[d])])
        parts.append(f"{d} goes from {cells}" if i == 0 else f"{d} from {cells}")
    return join_clauses(parts)


def by_cell(T: Named, elims: list[tuple[int, DigitT]]) -> str:
    """``r1c2 loses 3, and r1c3 loses 4 and 5``."""
    groups: dict[int, list[DigitT]] = {}
    for c, d in elims:
        groups.setdefault(c, []).append(d)
    parts = [f"{T.names[c]} loses {join_and(digit_texts(sorted(groups[c])))}" for c in sorted(groups)]
    return join_clauses(parts)


def join_clauses(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
