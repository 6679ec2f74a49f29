"""Sudoku box geometry and hand entry: box boards of every size, jigsaws, house names, blank boards, clashes."""

from __future__ import annotations

import pytest
from sudoku_helpers import cell, empty

from game.engine import exact
from game.engine.errors import SizeError
from game.engine.kinds.sudoku.boxes import box_geometry, box_regions, default_box
from game.engine.kinds.sudoku.entry import blank, clashes
from game.engine.kinds.sudoku.tables import house_name
from game.engine.puzzle import Puzzle


def test_box_regions_and_geometry_round_trip_for_every_size_up_to_25() -> None:
    assert box_regions(4, 2, 2) == "0011001122332233"
    assert box_regions(6, 3, 2) == "000111000111222333222333444555444555"
    assert box_regions(6, 2, 3) == "001122001122001122334455334455334455"
    for n, boxes in {4: [(2, 2)], 6: [(3, 2), (2, 3)], 8: [(4, 2), (2, 4)], 9: [(3, 3)],
                     10: [(5, 2), (2, 5)], 12: [(4, 3), (3, 4), (6, 2)], 15: [(5, 3), (3, 5)],
                     16: [(4, 4), (8, 2)], 25: [(5, 5)]}.items():
        for w, h in boxes:
            p = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {box_regions(n, w, h)}")
            assert box_geometry(p) == (w, h)
            assert all(len(cs) == n for cs in p.region_cells)
    assert default_box(6) == (3, 2) and default_box(12) == (4, 3) and default_box(16) == (4, 4)


def test_bad_box_shapes_and_prime_sizes_are_refused() -> None:
    with pytest.raises(SizeError, match="do not tile a 6x6"):
        box_regions(6, 2, 2)
    with pytest.raises(SizeError, match="prime"):
        default_box(7)


def test_jigsaw_has_no_box_geometry_and_names_regions_by_first_cell() -> None:
    jig = "sudoku 4x4 ................ 0001021122312333"
    p = Puzzle.from_line(jig)
    assert box_geometry(p) is None
    assert house_name(p, 8) == "the region at r1c1" and house_name(p, 9) == "the region at r1c4"
    q = empty().puzzle
    assert [house_name(q, h) for h in (2, 9 + 4, 18 + 1)] == ["row 3", "column 5", "box 2"]


def test_blank_boards_and_clashing_entries() -> None:
    p = blank(6)
    assert box_geometry(p) == (3, 2) and p.givens == (0,) * 36
    assert box_geometry(blank(6, (2, 3))) == (2, 3)
    jig = Puzzle.from_line("sudoku 4x4 ................ 0001021122312333")
    assert blank(4, regions=jig.regions).regions == jig.regions
    with pytest.raises(SizeError, match="needs 16 region labels"):
        blank(4, regions=(0,) * 15)
    givens = [0] * 36
    givens[cell(1, 1, 6)] = 4
    givens[cell(2, 6, 6)] = 4
    assert clashes(p, givens, cell(1, 5, 6), 4) == [cell(1, 1, 6), cell(2, 6, 6)]  # row 1, box 2
    assert clashes(p, givens, cell(2, 2, 6), 4) == [cell(1, 1, 6), cell(2, 6, 6)]
    assert clashes(p, givens, cell(4, 4, 6), 4) == [] and clashes(p, givens, 0, 7) == []


def test_letters_show_digits_above_nine() -> None:
    p = empty(16, (4, 4)).puzzle
    solved = exact.solve(p)
    assert solved is not None and max(solved) == 16
    assert "G" in p.with_givens(solved).line()
