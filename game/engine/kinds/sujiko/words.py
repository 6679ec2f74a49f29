"""How Sujiko's hints name things: circles, equations, cells that lose digits."""

from __future__ import annotations

from typing import Sequence

from ...puzzle import Puzzle
from .equations import Equation
from .grid import circles

Elims = list[tuple[int, int]]


def and_list(items: Sequence[str]) -> str:
    """``a, b and c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def circle_name(p: Puzzle, k: int) -> str:
    """``the 20 circle (r1c1-r2c2)``: its sum and the corners of its block."""
    a, _, _, d = circles(p.width, p.height)[k]
    return f"the {p.sums[k]} circle ({p.cell_name(a)}-{p.cell_name(d)})"


def equation_text(p: Puzzle, eq: Equation) -> str:
    """``r2c2 - r1c3 - r3c1 = -8``."""
    out = ""
    for c, k in zip(eq.cells, eq.coefs):
        term = p.cell_name(c) if abs(k) == 1 else f"{abs(k)} x {p.cell_name(c)}"
        out += (term if not out else f" + {term}") if k > 0 else (f"-{term}" if not out else f" - {term}")
    return f"{out} = {eq.const}"


def losses(p: Puzzle, elims: Elims) -> str:
    """``r1c2 loses 8 and 9, and r2c2 loses 9``."""
    groups: dict[int, list[int]] = {}
    for c, d in elims:
        groups.setdefault(c, []).append(d)
    parts = [f"{p.cell_name(c)} loses {and_list([str(d) for d in sorted(ds)])}"
             for c, ds in sorted(groups.items())]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def origin(p: Puzzle, eq: Equation) -> str:
    """How an equation was made, in words."""
    total = p.ncells * (p.ncells + 1) // 2
    if eq.kind == "circle":
        return f"{circle_name(p, eq.parts[0][0])} adds up to {p.sums[eq.parts[0][0]]}"
    if eq.kind == "difference":
        (a, _), (b, _) = sorted(eq.parts, key=lambda part: -part[1])
        shared = sorted(set(circles(p.width, p.height)[a]) & set(circles(p.width, p.height)[b]))
        text = (f"{circle_name(p, a)} and {circle_name(p, b)} share "
                f"{and_list([p.cell_name(c) for c in shared])}, so taking the second from the first leaves")
        return text[0].upper() + text[1:]
    plus = [circle_name(p, k) for k, s in eq.parts if s > 0]
    minus = [circle_name(p, k) for k, s in eq.parts if s < 0]
    if eq.grid > 0:
        minus.append(f"the whole grid ({total})")
    elif eq.grid < 0:
        plus.insert(0, f"the whole grid ({total})")
    text = f"adding {and_list(plus)}" if len(plus) > 1 else f"taking {plus[0]}" if plus else "taking nothing"
    if minus:
        text += f" and taking away {and_list(minus)}" if len(plus) > 1 else f" less {and_list(minus)}"
    return text[0].upper() + text[1:] + " leaves"


def count_word(n: int) -> str:
    """``two``; figures from 5 up."""
    return ("none", "one", "two", "three", "four")[n] if n < 5 else str(n)


def none_has(p: Puzzle, elims: Elims) -> str:
    """``r1c2 = 9 or r2c2 = 4 or 5``."""
    groups: dict[int, list[int]] = {}
    for c, d in elims:
        groups.setdefault(c, []).append(d)
    return " or ".join(f"{p.cell_name(c)} = {' or '.join(map(str, sorted(ds)))}"
                       for c, ds in sorted(groups.items()))
