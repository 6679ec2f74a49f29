"""The exact solver's two forms of propagation, and the lazily built conflict lists.

Sudoku-sized houses run the incremental form below the search's root (a
grid bitmask per digit, game.engine.places); small houses the scanning form.  These tests hold
the incremental form to the scanning one on the corpus, both to a brute
enumeration on random positions (the lazily built tables: test_exact_tables.py).
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

import pytest

from game.engine import exact, places, propagation, segments
from game.engine.branching import pick
from game.engine.exact import count_solutions, random_fill, solutions
from game.engine.formats import parse_solution
from game.engine.puzzle import Puzzle, bit

CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def corpus_rows(kind: str) -> list[tuple[str, str]]:
    path = CORPUS / f"{kind}.tsv"
    if not path.exists():
        pytest.fail(f"the corpus is test data this suite needs; not found at {path}")
    return [tuple(t.split("\t")[:2]) for t in path.read_text().splitlines() if t.strip()]  # type: ignore[misc]


def sudoku_groups() -> dict[str, list[tuple[str, str]]]:
    """The sudoku corpus by size and layout (the regions of a boxed grid repeat, a jigsaw's do not)."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for line, sol in corpus_rows("sudoku"):
        p = Puzzle.from_line(line)
        groups[f"{p.width}x{p.width}"].append((line, sol))
    return groups


def scanning_only(p: Puzzle) -> None:
    """Switch the cached tables of p's geometry to the scanning form."""
    propagation.tables(p).incremental = False


def brute_count(p: Puzzle, cands: list[int], cap: int) -> int:
    """Independent count: cell by cell through ``cands``, conflicts checked on the way, the rules at the end."""
    values = [0] * p.ncells
    count = 0

    def walk(cell: int) -> None:
        nonlocal count
        if count >= cap:
            return
        if cell == p.ncells:
            count += p.rules.is_solution(p, values)
            return
        for d in range(1, p.max_digit[cell] + 1):
            if cands[cell] >> d & 1 and all(values[o] != d for o in p.conflicts[cell][d] if o < cell):
                values[cell] = d
                walk(cell + 1)
        values[cell] = 0

    walk(0)
    return count


def test_the_incremental_form_is_the_one_big_houses_run():
    line, _ = corpus_rows("sudoku")[0]
    assert propagation.tables(Puzzle.from_line(line)).incremental
    for kind in ("suguru", "ripple"):
        assert not propagation.tables(Puzzle.from_line(corpus_rows(kind)[0][0])).incremental


def test_the_hardest_corpus_grids_branch_in_the_incremental_form(monkeypatch):
    # Guards against a vacuous pass below: the corpus's hard grids do reach assign().
    # The places serve every search here (a geometry's later ones go to the whole-board
    # form otherwise, which tests/engine/test_exact_segments.py holds to the same trees).
    monkeypatch.setattr(segments, "WARM", 10 ** 9)
    exact.clear_cache()
    calls = []
    real = places.assign
    monkeypatch.setattr(places, "assign", lambda *a: calls.append(a[2]) or real(*a))
    for line, sol in sudoku_groups()["16x16"]:
        p = Puzzle.from_line(line)
        assert count_solutions(p, 2) == (1, parse_solution(p, sol))
    assert len(calls) > 20


@pytest.mark.parametrize("size", ["6x6", "8x8", "9x9", "12x12", "16x16"])
def test_incremental_and_scanning_forms_find_the_same_solutions(size):
    # The scanning form (singles only) is the solver as it was; the
    # incremental one adds locked candidates, so its tree differs, but not the
    # solutions: the same count up to the limit, and the same set below it --
    # also on grids with givens dropped, which have many.
    rng = random.Random(size)
    rows = sudoku_groups()[size]
    checked = several = 0
    for line, _ in rng.sample(rows, min(8, len(rows))):
        p = Puzzle.from_line(line)
        givens = list(p.givens)
        for cell in rng.sample([c for c, g in enumerate(givens) if g], 4 if p.width < 12 else 8):
            givens[cell] = 0
        for q in (p, p.with_givens(givens)):
            exact.clear_cache()
            fast = solutions(q, 12)
            fast_count = count_solutions(q, 12)[0]
            exact.clear_cache()
            scanning_only(q)
            slow = solutions(q, 12)
            assert len(fast) == len(slow) == fast_count == count_solutions(q, 12)[0], repr(q)
            assert len(set(fast)) == len(fast) and all(q.rules.is_solution(q, s) for s in fast)
            if len(fast) < 12:
                assert set(fast) == set(slow), repr(q)
            several += len(fast) > 1
            checked += 1
    exact.clear_cache()
    assert checked >= 2 * min(8, len(rows)) and several > 0


def test_locked_candidates_at_the_root_shrink_the_trees(monkeypatch):
    # The hardest 9x9 jigsaw of the corpus branched 154 times on singles alone;
    # with locked candidates at the root it needs no branch at all.
    calls = []
    real = places.assign
    monkeypatch.setattr(places, "assign", lambda *a: calls.append(a[2]) or real(*a))
    line = next(line for line, _ in sudoku_groups()["9x9"] if line.startswith("sudoku 9x9 .81..3......63..9"))
    p = Puzzle.from_line(line)
    assert count_solutions(p, 2)[0] == 1
    with_locked = len(calls)
    calls.clear()
    exact.clear_cache()
    monkeypatch.setattr(places, "locked", lambda *a: 1)  # never finds anything
    assert count_solutions(p, 2)[0] == 1
    exact.clear_cache()
    assert with_locked < len(calls) / 4 and len(calls) > 100


def random_position(p: Puzzle, solution: tuple[int, ...], rng: random.Random, extra: float) -> list[int]:
    """Candidates around a solution: each cell keeps its digit (rarely not) and gains others at rate ``extra``."""
    cands = []
    for cell, v in enumerate(solution):
        m = bit(v) if rng.random() > 0.01 else 0
        for d in range(1, p.max_digit[cell] + 1):
            if rng.random() < extra:
                m |= bit(d)
        cands.append(m or bit(rng.randint(1, p.max_digit[cell])))
    return cands


@pytest.mark.parametrize("size, extra, trials", [("6x6", 0.4, 150), ("9x9", 0.3, 60)])
def test_counts_from_random_positions_match_brute_force(size, extra, trials):
    rng = random.Random(7)
    rows = sudoku_groups()[size]
    seen = set()
    for _ in range(trials):
        line, sol = rng.choice(rows)
        bare = Puzzle.from_line(line)
        bare = bare.with_givens([0] * bare.ncells)
        cands = random_position(bare, parse_solution(bare, sol), rng, extra)
        expected = brute_count(bare, cands, 30)
        n, first = count_solutions(bare, 30, cands)
        assert n == expected, (line, cands)
        if first is not None:
            assert bare.rules.is_solution(bare, first)
            assert all(cands[c] >> v & 1 for c, v in enumerate(first))
        seen.add(min(n, 2))
    assert seen == {0, 1, 2}  # positions without a solution, with one, and with several


def test_random_fill_runs_the_incremental_form():
    for n, regions in ((9, "".join(str(r // 3 * 3 + c // 3) for r in range(9) for c in range(9))),
                       (16, "".join("0123456789ABCDEF"[r // 4 * 4 + c // 4] for r in range(16) for c in range(16)))):
        p = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {regions}")
        grid = random_fill(p, random.Random(n), 10_000)
        assert grid is not None and p.rules.is_solution(p, grid)


# -- the incremental form as rewritten on per-digit grid bitmasks -----------------------------------
JIGSAW = "001111222000111232000012232445515233444555333446575533646678888646777888666777788"
FILLS = {  # random_fill(seed 2026) as the solver drew them before its incremental form was rewritten
    "sudoku 9x9": "714625389925387416638419572263548791547196238189732645391264857852973164476851923",
    "sudoku 9x9 jigsaw": "792654318563197482481239576235481769618973245957842631349516827876325194124768953",
    "sudoku 16x16": "63124F9C578GBDAE7DB45163EAC2G98F9AEC82DG1BF67354F85G7AEB94D362C129F6EGA8B537D14CE4"
                    "8D9C1762AF5BG31CA36B458GED2F9757GBD32FC941AE68BG7F18CEA69435D24195B6FD23GCE87ADECA"
                    "2534F87B9G163268G97ADE154CFBGBDEA7814C29F6358627CDB93F5A14EGC531F4G67DBE8A29AF493E"
                    "52G168C7BD",
}


@pytest.mark.parametrize("name", sorted(FILLS))
def test_random_fill_draws_the_grids_it_always_drew(name):
    # The generator's grids (and so the level files) come from random_fill:
    # the same seed must give the same grid through any rewrite of the search.
    n = 16 if "16" in name else 9
    if "jigsaw" in name:
        regions = JIGSAW
    else:
        b = 4 if n == 16 else 3
        regions = "".join("0123456789ABCDEF"[r // b * b + c // b] for r in range(n) for c in range(n))
    p = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {regions}")
    exact.clear_cache()
    grid = random_fill(p, random.Random(2026), 10_000)
    assert grid is not None and "".join("0123456789ABCDEFG"[d] for d in grid) == FILLS[name]


def altered_position(p: Puzzle, solution: tuple[int, ...], rng: random.Random, how: int) -> list[int]:
    """A puzzle's givens as a position: as they are (how 1), with one changed (0: usually no
    solution), or with some dropped and the open cells' wrong digits struck at random (2: often several)."""
    cands = list(p.initial_candidates)
    given = [c for c, g in enumerate(p.givens) if g]
    if how == 0:
        cell = rng.choice(given)
        cands[cell] = bit(solution[cell] % p.width + 1)
    elif how == 2:
        for cell in rng.sample(given, p.width):
            cands[cell] |= bit(rng.randint(1, p.width))
        for cell, v in enumerate(solution):
            if cands[cell] & (cands[cell] - 1):
                cands[cell] = bit(v) | sum(bit(d) for d in range(1, p.width + 1) if rng.random() < 0.5)
    return cands


@pytest.mark.parametrize("size, trials", [("9x9", 45), ("12x12", 24), ("16x16", 24)])
def test_incremental_counts_match_the_scanning_form_on_random_positions(size, trials):
    # Positions from corpus puzzles (boxes and jigsaw alike), counted to 5 by
    # the incremental form and by the scanning one.
    rng = random.Random(size)
    samples = [rng.choice(sudoku_groups()[size]) for _ in range(trials)]
    seen = set()
    for trial, (line, sol) in enumerate(samples):
        p = Puzzle.from_line(line)
        bare = p.with_givens([0] * p.ncells)
        cands = altered_position(p, parse_solution(p, sol), rng, trial % 3)
        exact.clear_cache()
        n, first = count_solutions(bare, 5, cands)
        assert propagation.tables(bare).cover() is not None  # it did run the incremental form
        exact.clear_cache()
        scanning_only(bare)
        slow, other = count_solutions(bare, 5, cands)
        assert slow == n and (n > 1 or other == first), (line, cands)  # several: each its own first
        if first is not None:
            assert bare.rules.is_solution(bare, first) and all(cands[c] >> v & 1 for c, v in enumerate(first))
        seen.add(min(n, 2))
    exact.clear_cache()
    assert seen == {0, 1, 2}


def test_the_incremental_form_is_only_for_houses_that_are_exactly_the_conflicts():
    line, _ = corpus_rows("sudoku")[0]
    p = Puzzle.from_line(line)
    cover = places.Cover(p.houses, p.ncells, p.width)
    assert cover.applies(p.conflicts, p.max_digit)
    conf = [list(row) for row in p.conflicts]
    conf[5][3] = conf[5][3][1:]  # one conflict fewer for one cell and digit
    assert not cover.applies(conf, p.max_digit)
    assert not cover.applies(p.conflicts, [p.width - 1] + list(p.max_digit[1:]))


def test_grids_solved_at_the_root_build_no_incremental_tables():
    # A jigsaw generator meets a new geometry at every attempt: the root's
    # scanning form solves most grids, and then nothing more is built.
    easy = [line for line, _ in sudoku_groups()["9x9"][:20]]
    built = 0
    for line in easy:
        exact.clear_cache()
        p = Puzzle.from_line(line)
        assert count_solutions(p, 2)[0] == 1
        built += propagation.tables(p)._cover is not None
    exact.clear_cache()
    assert built < len(easy) / 2


def test_branching_takes_a_two_digit_cell_the_first_or_the_busiest():
    rng = random.Random(3)
    paths = set()
    for line, sol in rng.sample(sudoku_groups()["9x9"], 20):
        p = Puzzle.from_line(line)
        cover = propagation.tables(p).cover()
        assert cover is not None
        cands = altered_position(p, parse_solution(p, sol), rng, 2)
        boards = [sum(1 << c for c, m in enumerate(cands) if m >> d & 1) for d in range(p.width + 1)]
        assert places.pick(cands, boards, cover, False) == pick(cands)
        pairs = [c for c, m in enumerate(cands) if m.bit_count() == 2]
        cell = places.pick(cands, boards, cover, True)
        paths.add(bool(pairs))
        if not pairs:
            assert cell == pick(cands)
            continue
        open_peers = [sum(cands[o].bit_count() > 1 for o in p.conflicts[c][1]) for c in range(p.ncells)]
        most = max(open_peers[c] for c in pairs)
        assert cell == min(c for c in pairs if open_peers[c] == most)  # ties: reading order
    assert paths == {True, False}  # found on the boards, and by the scan


def test_the_busiest_cell_is_asked_for_only_on_grids_with_givens(monkeypatch):
    asked = []
    real = places.pick
    monkeypatch.setattr(places, "pick", lambda c, b, cover, busiest: asked.append(busiest) or real(c, b, cover, busiest))
    line, _ = sudoku_groups()["16x16"][41]  # the corpus's hardest: it branches
    assert count_solutions(Puzzle.from_line(line), 2)[0] == 1
    on_givens = set(asked)
    asked.clear()
    n = 9
    empty = Puzzle.from_line(f"sudoku {n}x{n} {'.' * n * n} {JIGSAW}")
    assert len(solutions(empty, 2)) == 2
    assert on_givens == {True}          # a grid whose root fixed a quarter of its cells: the busiest cell
    assert set(asked) == {False}        # a near-empty grid: the first two-digit cell


def test_the_bulk_root_reaches_the_scanning_fixpoint_on_random_positions():
    # A geometry searched before builds its root in bulk on the digit boards
    # (places.root); the scanning form's singles are the reference: the same
    # candidates at the fixpoint, or a contradiction for both; boards that
    # list exactly the cells allowing each digit.
    rng = random.Random(11)
    outcomes = set()
    for size in ("9x9", "12x12", "16x16"):
        for trial in range(24):
            line, sol = rng.choice(sudoku_groups()[size])
            p = Puzzle.from_line(line)
            bare = p.with_givens([0] * p.ncells)
            cands = altered_position(p, parse_solution(p, sol), rng, trial % 3)
            tables = propagation.tables(bare)
            cover = tables.cover()
            assert cover is not None
            bulk = list(cands)
            boards = places.root(bulk, cover)
            scan = list(cands)
            ok = propagation.propagate(scan, [c for c, m in enumerate(scan) if not m & (m - 1)], tables)
            assert (boards is not None) == ok, (line, cands)
            if boards is not None:
                assert bulk == scan, (line, cands)
                assert boards[1:] == [sum(1 << c for c, m in enumerate(bulk) if m >> d & 1)
                                      for d in range(1, p.width + 1)]
            outcomes.add(ok)
    exact.clear_cache()
    assert outcomes == {True, False}
