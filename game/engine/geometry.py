"""Grid geometry the kinds share: king-move neighbours and a row-and-column reach.

Pure functions of the grid's size (row-major cell numbers), so the rules, the
techniques' tables and the partition grower all agree on them.
"""

from __future__ import annotations


def king_cells(c: int, w: int, h: int) -> tuple[int, ...]:
    """The up to eight cells touching ``c``, diagonals included, ascending.

    >>> king_cells(0, 3, 3)
    (1, 3, 4)
    """
    r, col = divmod(c, w)
    return tuple(rr * w + cc for rr in range(r - 1, r + 2) for cc in range(col - 1, col + 2)
                 if (rr, cc) != (r, col) and 0 <= rr < h and 0 <= cc < w)


def reach_cells(c: int, d: int, w: int, h: int) -> tuple[int, ...]:
    """Cells of c's row and column at most ``d`` steps away, ascending (Ripple Effect's rule).

    >>> reach_cells(0, 2, 4, 4)
    (1, 2, 4, 8)
    """
    r, col = divmod(c, w)
    out = [r * w + cc for cc in range(max(0, col - d), min(w, col + d + 1)) if cc != col]
    out += [rr * w + col for rr in range(max(0, r - d), min(h, r + d + 1)) if rr != r]
    return tuple(sorted(out))
