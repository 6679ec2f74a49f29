"""Grid geometry the kinds share: king-move neighbours and a row-and-column reach.

Pure functions of the grid's size (row-major cell numbers), so the rules, the
techniques' tables and the partition grower all agree on them; remembered, since
the generator asks the same ones for every layout it tries.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1 << 16)
def king_cells(c: int, w: int, h: int) -> tuple[int, ...]:
    """The up to eight cells touching ``c``, diagonals included, ascending.

    >>> king_cells(0, 3, 3)
    (1, 3, 4)
    """
    # Plain loops over the clipped 3x3 block: this runs for every cell of every
    # puzzle whose conflict table is built, so it avoids generator overhead.
    r, col = divmod(c, w)
    c0, c1 = max(0, col - 1), min(w - 1, col + 1)
    out = []
    for rr in range(max(0, r - 1), min(h - 1, r + 1) + 1):
        base = rr * w
        for cc in range(c0, c1 + 1):
            if rr != r or cc != col:
                out.append(base + cc)
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def reach_cells(c: int, d: int, w: int, h: int) -> tuple[int, ...]:
    """Cells of c's row and column at most ``d`` steps away, ascending (Ripple Effect's rule).

    >>> reach_cells(0, 2, 4, 4)
    (1, 2, 4, 8)
    """
    # Made in ascending order (the column above, the row, the column below): no sort needed.
    r, col = divmod(c, w)
    above = range(c - min(d, r) * w, c, w)
    row = [x for x in range(c - min(d, col), c + min(d, w - 1 - col) + 1) if x != c]
    below = range(c + w, c + (min(d, h - 1 - r) + 1) * w, w)
    return (*above, *row, *below)
