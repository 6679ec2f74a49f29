"""The exact solver's lazily built tables, held to the rules' own conflict tables.

Suguru hands the solver a source of its peers (``rules.peer_source``: one tuple
and one bitmask per cell, the same for every digit, every cell's made at once); Ripple's are computed per cell and digit from ``rules.peers``.  Either way an entry must be exactly
``p.conflicts[cell][d]`` (in any order, no cell twice), and the search's
counts must not depend on how far the tables were filled in when it ran.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import exact, propagation
from game.engine.exact import count_solutions
from game.engine.geometry import king_cells
from game.engine.puzzle import Puzzle

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def corpus_lines(kind: str) -> list[str]:
    path = CORPUS / f"{kind}.tsv"
    if not path.exists():
        pytest.fail(f"the corpus is test data this suite needs; not found at {path}")
    return [t.split("\t")[0] for t in path.read_text().splitlines() if t.strip()]


def random_regions(kind: str, w: int, h: int, seed: int) -> Puzzle:
    rng = random.Random(seed)
    labels = "".join(rng.choice("0123") for _ in range(w * h))
    return Puzzle.from_line(f"{kind} {w}x{h} {'.' * (w * h)} {labels}")


SIZES = [(1, 1), (1, 5), (5, 1), (2, 2), (3, 4), (6, 6), (10, 7)]


@pytest.mark.parametrize("size", SIZES)
def test_suguru_peers_are_the_region_and_the_king_neighbours(size):
    w, h = size
    p = random_regions("suguru", w, h, w * 100 + h)
    source = p.rules.peer_source(p)
    assert source is not None
    rows, masks = source.rows(p.max_digit), source.mask_rows(p.max_digit)
    assert len(rows) == len(masks) == p.ncells
    for cell in range(p.ncells):
        expected = (set(p.region_of(cell)) | set(king_cells(cell, w, h))) - {cell}
        assert p.rules.peers(p, cell, 1) == expected, (size, cell)
        row = rows[cell]
        assert len(row) == p.max_digit[cell] + 1 and all(x is row[1] for x in row[1:]), (size, cell)
        assert len(row[1]) == len(expected) and set(row[1]) == expected, (size, cell)
        mrow = masks[cell]
        assert len(mrow) == len(row) and set(mrow[1:]) == {sum(1 << o for o in expected)}, (size, cell)


def puzzles() -> list[tuple[str, Puzzle]]:
    out = []
    for kind in ("suguru", "ripple"):
        out += [(f"{kind} corpus {i}", Puzzle.from_line(line)) for i, line in enumerate(corpus_lines(kind)[:12])]
        out += [(f"{kind} {w}x{h}", random_regions(kind, w, h, w * 31 + h)) for w, h in SIZES]
    return out


@pytest.mark.parametrize("name,p", puzzles(), ids=[name for name, _ in puzzles()])
def test_lazy_entries_are_the_rules_conflicts_and_their_masks(name, p):
    exact.clear_cache()
    tables = propagation.tables(p)
    assert all(x is None for row in tables.conf for x in row)
    assert all(x is None for row in tables.masks for x in row)
    order = list(range(p.ncells))
    random.Random(len(name)).shuffle(order)  # any order of asking gives the same entries
    for cell in order:
        for d in range(1, p.max_digit[cell] + 1):
            expected = p.conflicts[cell][d]
            if d % 2:  # the mask asked first, or the peers
                mask = tables.mask(cell, d)
            got = tables.conf[cell][d]
            peers = tables.peers(cell, d) if got is None else got
            if not d % 2:
                mask = tables.mask(cell, d)
            assert sorted(peers) == list(expected), (name, cell, d)
            assert mask == sum(1 << o for o in expected), (name, cell, d)
            assert tables.masks[cell][d] == mask and tables.conf[cell][d] == peers


def test_suguru_tables_are_made_on_the_first_ask_and_share_one_tuple_per_cell():
    # The Suguru rules override conflicts (one shared tuple per cell); exact
    # builds its own entries, every cell's when the search first needs one.
    for line in corpus_lines("suguru")[:8]:
        p = Puzzle.from_line(line)
        exact.clear_cache()
        tables = propagation.tables(p)
        assert all(x is None for row in tables.conf for x in row)
        count_solutions(p, 2)
        for cell, row in enumerate(tables.conf):
            assert len(row) == p.max_digit[cell] + 1
            assert all(x is row[1] for x in row[1:])
            assert sorted(row[1]) == list(p.conflicts[cell][1])


@pytest.mark.parametrize("kind", ["suguru", "ripple"])
def test_counts_are_the_same_cold_warm_and_with_the_tables_filled_in(kind):
    for line in corpus_lines(kind)[::5]:
        p = Puzzle.from_line(line)
        exact.clear_cache()
        cold = count_solutions(p, 2)
        warm = count_solutions(Puzzle.from_line(line), 2)
        exact.clear_cache()
        tables = propagation.tables(p)
        for cell in range(p.ncells):
            for d in range(1, p.max_digit[cell] + 1):
                tables.mask(cell, d)
        full = count_solutions(p, 2)
        assert cold == warm == full and cold[0] == 1, line
