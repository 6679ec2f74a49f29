"""Sujiko's equations: the circles, their differences, and the identities with the whole grid.

An equation here is ``sum over some cells of (coefficient x digit) = constant``.

Each circle gives one (its four cells add up to its sum).  Adding and
subtracting circles gives more, and so does the whole grid, whose cells add
up to 1 + 2 + ... + W*H (45 on a 3x3).  These are the identities seed 001
cites and that solvers on paper use:

* two **adjacent circles** share two cells, so their difference involves only
  the other four: on a 3x3 with circles A B / C D over cells a..i,
  A - B = (a + d) - (c + f);
* two **opposite circles** together cover every cell once, except the centre
  twice and the other two corners not at all: A + D - 45 = e - c - g;
* **all four circles** count the centre four times and the edges twice:
  A + B + C + D - 45 = b + d + f + h + 3e.

Rather than hand-listing identities per size, :func:`equations` searches the
combinations of up to four circles (coefficients +-1) with or without the
whole grid, and keeps those that leave at most five cells: on a 3x3 that
finds exactly the identities above (and their relatives), on a 4x4 ones such
as "two circles two apart minus the one between them = the four outer cells".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product

from ...puzzle import Puzzle
from .grid import circles

MAX_SUPPORT = 5
"""The most cells an identity may leave (enumeration grows as 9 x 8 x ... per cell)."""

@dataclass(frozen=True)
class Equation:
    """``sum(coefs[i] * digit(cells[i])) == const``, and where it came from."""

    kind: str
    """``circle``, ``difference`` or ``identity``."""
    cells: tuple[int, ...]
    coefs: tuple[int, ...]
    const: int
    parts: tuple[tuple[int, int], ...]
    """(circle index, +1 or -1) of the circles added or subtracted."""
    grid: int
    """How many times the whole grid's total is subtracted (0 or 1)."""


@lru_cache(maxsize=32)
def templates(width: int, height: int) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...],
                                                      tuple[tuple[int, int], ...], int], ...]:
    """The equations of a layout without their constants: (kind, cells, coefs, parts, grid).

    Circles first (in ``sums`` order), then adjacent differences, then
    identities by size; an identity equal to an earlier equation (or its
    negation) is left out.
    """
    circ = circles(width, height)
    n = width * height
    out: list[tuple[str, tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...], int]] = []
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()

    def add(kind: str, parts: tuple[tuple[int, int], ...], grid: int) -> None:
        vec = [-grid] * n
        for k, sign in parts:
            for c in circ[k]:
                vec[c] += sign
        cells = tuple(c for c in range(n) if vec[c])
        if not 1 <= len(cells) <= (4 if kind == "circle" else MAX_SUPPORT):
            return
        if vec[cells[0]] < 0:  # an equation and its negation are one constraint: keep the positive
            parts = tuple((k, -sign) for k, sign in parts)
            grid = -grid
        coefs = tuple(abs(vec[c]) if c == cells[0] else vec[c] * (1 if vec[cells[0]] > 0 else -1)
                      for c in cells)
        if kind == "identity" and any(abs(k) != 1 for k in coefs) and len(parts) < len(circ):
            return  # doubled cells read badly; only "every circle" (the centre counted 4 times) keeps them
        key = (cells, coefs)
        if key in seen:
            return
        seen.add(key)
        out.append((kind, cells, coefs, parts, grid))

    for k in range(len(circ)):
        add("circle", ((k, 1),), 0)
    for a, b in combinations(range(len(circ)), 2):
        if len(set(circ[a]) & set(circ[b])) == 2:
            add("difference", ((a, 1), (b, -1)), 0)
    before = len(out)
    for size in range(1, min(4, len(circ)) + 1):
        for ks in combinations(range(len(circ)), size):
            for signs in product((1, -1), repeat=size):
                for grid in (0, 1):
                    if grid or size > 2:  # with no grid, one or two circles are above
                        add("identity", tuple(zip(ks, signs)), grid)
    identities = sorted(out[before:], key=lambda t: (len(t[1]), len(t[3]), t[1], t[3]))
    return tuple(out[:before] + identities)


@lru_cache(maxsize=4096)
def equations(width: int, height: int, sums: tuple[int, ...]) -> tuple[Equation, ...]:
    """Every equation of a puzzle (see :func:`templates`), constants filled in."""
    total = (width * height) * (width * height + 1) // 2
    out = []
    for kind, cells, coefs, parts, grid in templates(width, height):
        const = sum(sign * sums[k] for k, sign in parts) - grid * total
        out.append(Equation(kind, cells, coefs, const, parts, grid))
    return tuple(out)


def puzzle_equations(p: Puzzle) -> tuple[Equation, ...]:
    return equations(p.width, p.height, tuple(p.sums))
