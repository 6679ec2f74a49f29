"""Sudoku box geometry: the regions field of a box board, and a board's box shape read back.

Boxes are numbered 1..N row-major, which is also the order of their first
cells, so region index k is "box k+1" (the tables in :mod:`.tables` name
them so).
"""

from __future__ import annotations

from ...backend import Layout, Params
from ...errors import SizeError
from ...lineformat import LABELS
from ...puzzle import Puzzle

MAX_N = 35
"""The largest board the line format can write (digits 1..9, A..Z)."""


def box_regions(n: int, box_w: int, box_h: int) -> str:
    """The REGIONS field of an ``n`` x ``n`` board with boxes ``box_w`` wide and ``box_h`` high.

    >>> box_regions(4, 2, 2)
    '0011001122332233'
    """
    if box_w < 1 or box_h < 1 or box_w * box_h != n:
        raise SizeError(f"boxes {box_w}x{box_h} do not tile a {n}x{n} sudoku: "
                        f"width times height must be {n}")
    if not 1 <= n <= MAX_N:
        raise SizeError(f"a {n}x{n} sudoku is out of range: N must be 1..{MAX_N}")
    return "".join(LABELS[k] for k in box_labels(n, box_w, box_h))


def box_labels(n: int, box_w: int, box_h: int) -> tuple[int, ...]:
    """Each cell's box, numbered 0..N-1 row-major: already canonical, as boxes meet their first cells in order."""
    per_row = n // box_w
    return tuple((r // box_h) * per_row + c // box_w for r in range(n) for c in range(n))


def default_box(n: int) -> tuple[int, int]:
    """The usual box shape for N: as square as possible, wider than high (6 -> 3x2, 12 -> 4x3).

    Raises :class:`SizeError` when N is prime (no box geometry but 1 x N rows).
    """
    for h in range(int(n ** 0.5), 1, -1):
        if n % h == 0:
            return n // h, h
    raise SizeError(f"{n} is prime, so a {n}x{n} sudoku has no boxes: make it a jigsaw")


def box_geometry(p: Puzzle) -> tuple[int, int] | None:
    """``(box_w, box_h)`` when the regions are the boxes of that shape, None for a jigsaw."""
    return box_shape(p.width, p.height, p.regions)


def box_shape(width: int, height: int, regions: tuple[int, ...]) -> tuple[int, int] | None:
    """``(box_w, box_h)`` when canonical ``regions`` are the boxes of that shape, None for a jigsaw."""
    n = width
    if height != n or len(regions) != n * n or not regions:
        return None
    w = sum(1 for c in range(n) if regions[c] == regions[0])  # cells of the first region in row 1
    if n % w:
        return None
    # Regions are canonical (numbered in order of their first cells), and so are box labels.
    return (w, n // w) if regions == box_labels(n, w, n // w) else None


def layout(params: Params) -> Layout:
    """The editor's blank board: the boxes of ``params.box`` (else the usual shape), fixed; a jigsaw
    starts from the usual boxes (rows when N is prime) for the player to reshape."""
    n = params.width
    if params.height != n:
        raise SizeError(f"a sudoku must be square, not {params.width}x{params.height}")
    if not 1 <= n <= MAX_N:
        raise SizeError(f"a {n}x{n} sudoku is out of range: N must be 1..{MAX_N}")
    if params.variant:
        try:
            return box_labels(n, *default_box(n)), None
        except SizeError:
            return tuple(cell // n for cell in range(n * n)), None
    box = params.box or default_box(n)
    box_regions(n, *box)  # a specific error when the boxes do not tile the board
    return box_labels(n, *box), box
