"""Sudoku's techniques and ladder: every technique on a hand-made position, the solver and the
exact solver on the corpus, soundness off the solver's path, sentences on big boards.

Hand-made positions start from an empty 9x9 board (every cell holds 1..9)
and cut candidates to build exactly one instance of a pattern; with every
other cell full, nothing else can match, so the finder's answer is known by
hand.  Each technique also gets a position where it must stay silent.
"""

from __future__ import annotations

from sudoku_helpers import BOX1, cell, col, corpus_rows, drop, empty, keep_only, masks, row

from game.engine import exact, logic
from game.engine.kinds.sudoku.chains import multi_colouring, simple_colouring, xy_wing, xyz_wing
from game.engine.kinds.sudoku.ladder import NO_GUESS_LADDER, SUDOKU_LADDER
from game.engine.kinds.sudoku.techniques import (big_fish, guess, hidden_pair, hidden_quad, hidden_single,
                                                 hidden_triple, jellyfish, locked_candidates, naked_pair,
                                                 naked_quad, naked_single, naked_triple, swordfish, x_wing)
from game.engine.puzzle import Puzzle, bit
from game.engine.state import Position


# -- the ladder ------------------------------------------------------------------------------------


def test_one_table_cheapest_first_guess_last() -> None:
    assert logic.ladder("sudoku") is SUDOKU_LADDER
    scores = [t.score for t in SUDOKU_LADDER]
    assert scores == sorted(scores) and len(set(scores)) == len(scores)
    assert [t.abbr for t in SUDOKU_LADDER] == ["NS", "HS", "LC", "NP", "HP", "NT", "HT", "NQ", "HQ", "XW", "SF",
                                              "JF", "BF", "SC", "MC", "XY", "XZ", "LL", "YC", "AI", "AX",
                                              "GS"]
    assert SUDOKU_LADDER[-1].name == "Guess" and "GS" not in [t.abbr for t in NO_GUESS_LADDER]
    assert [t.abbr for t in logic.zero_score("sudoku")] == ["NS"]


# -- each technique: fires / stays silent --------------------------------------------------------------


def test_naked_single_strikes_the_answer_from_its_peers() -> None:
    pos = empty()
    assert naked_single(pos) is None
    masks(pos, r1c1=(5,))
    d = naked_single(pos)
    assert d is not None and d.technique == "NS"
    assert d.reasons == ((0, 5),)
    assert sorted(c for c, _ in d.eliminations) == sorted(set(row(1) + col(1) + BOX1) - {0})
    assert {dg for _, dg in d.eliminations} == {5}
    assert d.text.startswith("r1c1 is 5, and row 1, column 1 and box 1 hold each digit only once")


def test_hidden_single() -> None:
    pos = empty()
    assert hidden_single(pos) is None
    keep_only(pos, 7, BOX1, [10])
    d = hidden_single(pos)
    assert d is not None and d.placements == ((10, 7),) and d.reasons == ((10, 7),)
    assert d.eliminations == tuple((10, e) for e in (1, 2, 3, 4, 5, 6, 8, 9))
    assert d.text.startswith("The 7 of box 1 can only go in r2c2, so r2c2 is 7")


def test_locked_candidates_pointing() -> None:
    pos = empty()
    assert locked_candidates(pos) is None
    keep_only(pos, 4, BOX1, [0, 1])
    d = locked_candidates(pos)
    assert d is not None and d.technique == "LC"
    assert d.eliminations == tuple((c, 4) for c in range(3, 9))
    assert d.reasons == ((0, 4), (1, 4))
    assert d.text.startswith("In box 1, 4 can only go in r1c1 and r1c2, all of which lie in row 1")


def test_locked_candidates_claiming() -> None:
    pos = empty()
    keep_only(pos, 4, row(1), [0, 1])
    d = locked_candidates(pos)
    assert d is not None
    assert d.eliminations == tuple((c, 4) for c in (9, 10, 11, 18, 19, 20))
    assert "In row 1, 4 can only go in r1c1 and r1c2, all of which lie in box 1" in d.text


def test_naked_pair_triple_quad() -> None:
    pos = empty()
    assert naked_pair(pos) is None and naked_triple(pos) is None and naked_quad(pos) is None
    masks(pos, r1c1=(2, 5), r1c2=(2, 6))
    assert naked_pair(pos) is None
    masks(pos, r1c2=(2, 5))
    d = naked_pair(pos)
    assert d is not None
    others = [c for c in BOX1 if c not in (0, 1)]
    assert d.eliminations == tuple((c, x) for c in others for x in (2, 5))
    assert d.reasons == ((0, 2), (0, 5), (1, 2), (1, 5))
    assert "r1c1 and r1c2 can only hold 2 and 5" in d.text and "no other cell of box 1 can be 2 or 5" in d.text

    pos = empty()
    masks(pos, r1c1=(1, 2), r1c2=(2, 3), r1c3=(1, 3))
    d = naked_triple(pos)
    assert d is not None and {c for c, _ in d.eliminations} == {9, 10, 11, 18, 19, 20}
    assert {x for _, x in d.eliminations} == {1, 2, 3}
    pos = empty()
    masks(pos, r1c1=(1, 2), r1c2=(2, 3), r1c3=(3, 4), r2c1=(1, 4))
    d = naked_quad(pos)
    assert d is not None and {c for c, _ in d.eliminations} == {10, 11, 18, 19, 20}
    assert "those four digits belong to them" in d.text


def test_hidden_pair_triple_quad() -> None:
    pos = empty()
    assert hidden_pair(pos) is None and hidden_triple(pos) is None and hidden_quad(pos) is None
    for dg in (3, 8):
        keep_only(pos, dg, BOX1, [0, 10])
    d = hidden_pair(pos)
    assert d is not None
    assert d.eliminations == tuple((c, x) for c in (0, 10) for x in (1, 2, 4, 5, 6, 7, 9))
    assert d.text.startswith("In box 1, 3 and 8 can only go in r1c1 and r2c2, so those two cells hold 3 and 8")
    pos = empty()
    keep_only(pos, 3, BOX1, [0, 10])
    keep_only(pos, 8, BOX1, [0, 11])
    assert hidden_pair(pos) is None
    pos = empty()
    for dg in (1, 2, 3):
        keep_only(pos, dg, BOX1, [0, 10, 20])
    d = hidden_triple(pos)
    assert d is not None and {c for c, _ in d.eliminations} == {0, 10, 20}
    assert {x for _, x in d.eliminations} == set(range(4, 10))
    pos = empty()
    for dg in (1, 2, 3, 4):
        keep_only(pos, dg, BOX1, [0, 10, 20, 11])
    d = hidden_quad(pos)
    assert d is not None and {x for _, x in d.eliminations} == set(range(5, 10))


def test_x_wing() -> None:
    pos = empty()
    assert x_wing(pos) is None
    keep_only(pos, 6, row(2), [cell(2, 3), cell(2, 8)])
    keep_only(pos, 6, row(7), [cell(7, 3), cell(7, 9)])
    assert x_wing(pos) is None
    keep_only(pos, 6, row(7), [cell(7, 3)])
    pos = empty()
    keep_only(pos, 6, row(2), [cell(2, 3), cell(2, 8)])
    keep_only(pos, 6, row(7), [cell(7, 3), cell(7, 8)])
    d = x_wing(pos)
    assert d is not None and d.technique == "XW"
    want = sorted((cell(r, c), 6) for r in (1, 3, 4, 5, 6, 8, 9) for c in (3, 8))
    assert sorted(d.eliminations) == want
    assert sorted(d.reasons) == sorted((cell(r, c), 6) for r in (2, 7) for c in (3, 8))
    assert d.text.startswith("X-Wing on 6: in rows 2 and 7 the 6s can only go in columns 3 and 8")


def test_swordfish_and_jellyfish() -> None:
    pos = empty()
    for r, cs in ((1, (2, 5)), (5, (5, 8)), (9, (2, 8))):
        keep_only(pos, 6, row(r), [cell(r, c) for c in cs])
    assert x_wing(pos) is None
    d = swordfish(pos)
    assert d is not None
    assert sorted(d.eliminations) == sorted((cell(r, c), 6) for r in (2, 3, 4, 6, 7, 8) for c in (2, 5, 8))
    assert d.text.startswith("Swordfish on 6: in rows 1, 5 and 9")
    pos = empty()
    for c, rs in ((1, (1, 4)), (3, (4, 6)), (5, (6, 9)), (7, (1, 9))):
        keep_only(pos, 2, col(c), [cell(r, c) for r in rs])
    assert swordfish(pos) is None
    d = jellyfish(pos)
    assert d is not None
    assert sorted(d.eliminations) == sorted((cell(r, c), 2) for r in (1, 4, 6, 9) for c in (2, 4, 6, 8, 9))
    assert d.text.startswith("Jellyfish on 2: in columns 1, 3, 5 and 7 the 2s can only go in rows 1, 4, 6 and 9")


def test_big_fish_on_a_big_board() -> None:
    pos = empty(10, (5, 2))
    assert big_fish(pos) is None
    for r in range(1, 6):
        keep_only(pos, 3, row(r, 10), [cell(r, r, 10), cell(r, r % 5 + 1, 10)])
    d = big_fish(pos)
    assert d is not None and d.technique == "BF"
    assert sorted(d.eliminations) == sorted((cell(r, c, 10), 3) for r in range(6, 11) for c in range(1, 6))
    assert d.text.startswith("A fish of order 5 on 3: in rows 1, 2, 3, 4 and 5")
    assert big_fish(empty()) is None  # 9x9: orders above 4 are never needed


def _chain_position() -> Position:
    """1 is conjugate in row 1 (r1c1, r1c5), column 5 (r1c5, r5c5) and row 5 (r5c5, r5c2)."""
    pos = empty()
    keep_only(pos, 1, row(1), [cell(1, 1), cell(1, 5)])
    keep_only(pos, 1, col(5), [cell(1, 5), cell(5, 5)])
    keep_only(pos, 1, row(5), [cell(5, 5), cell(5, 2)])
    return pos


def test_simple_colouring_exclusion() -> None:
    assert simple_colouring(empty()) is None
    d = simple_colouring(_chain_position())
    assert d is not None and d.technique == "SC"
    # Colours: r1c1, r5c5 against r1c5, r5c2.  Seeing both: r2c2, r3c2 (box 1 + column 2),
    # r4c1, r6c1 (column 1 + box 4).
    assert d.eliminations == tuple((cell(r, c), 1) for r, c in ((2, 2), (3, 2), (4, 1), (6, 1)))
    assert sorted(d.reasons) == sorted((cell(r, c), 1) for r, c in ((1, 1), (1, 5), (5, 5), (5, 2)))
    assert d.text.startswith("Simple colouring on 1 (exclusion)")
    assert "r2c2, r3c2, r4c1 and r6c1 see a cell of each colour" in d.text


def test_simple_colouring_contradiction() -> None:
    pos = _chain_position()
    keep_only(pos, 1, col(2), [cell(5, 2), cell(2, 2)])  # r2c2 joins the chain, coloured like r1c1
    d = simple_colouring(pos)
    assert d is not None
    assert d.eliminations == tuple((cell(r, c), 1) for r, c in ((1, 1), (2, 2), (5, 5)))
    assert d.text.startswith("Simple colouring on 1 (contradiction)")
    assert "r1c1 and r2c2 have the same colour and share box 1" in d.text


def test_multi_colouring() -> None:
    pos = empty()
    keep_only(pos, 4, row(1), [cell(1, 1), cell(1, 5)])
    assert multi_colouring(pos) is None  # one chain only
    keep_only(pos, 4, col(2), [cell(2, 2), cell(8, 2)])
    assert simple_colouring(pos) is None
    d = multi_colouring(pos)
    # r1c1 sees r2c2, so one of r1c5 and r8c2 holds 4: r8c5 sees both.
    assert d is not None and d.technique == "MC"
    assert d.eliminations == ((cell(8, 5), 4),)
    assert sorted(d.reasons) == [(cell(1, 5), 4), (cell(8, 2), 4)]
    assert "r1c1 sees r2c2" in d.text and "so 4 goes from it: r8c5" in d.text


def test_xy_wing() -> None:
    pos = empty()
    masks(pos, r1c1=(1, 2), r1c5=(1, 3), r5c1=(2, 4))
    assert xy_wing(pos) is None
    masks(pos, r5c1=(2, 3))
    d = xy_wing(pos)
    assert d is not None and d.eliminations == ((cell(5, 5), 3),)
    assert sorted(d.reasons) == sorted([(0, 1), (0, 2), (4, 1), (4, 3), (36, 2), (36, 3)])
    assert d.text.startswith("XY-Wing on 3: r1c1 is 1 or 2 and sees r1c5 (1 or 3) and r5c1 (2 or 3)")


def test_xyz_wing() -> None:
    pos = empty()
    masks(pos, r1c1=(1, 2, 3), r1c5=(1, 3), r2c2=(2, 4))
    assert xyz_wing(pos) is None
    masks(pos, r2c2=(2, 3))
    d = xyz_wing(pos)
    assert d is not None and d.eliminations == ((1, 3), (2, 3))
    assert "one of r1c1, r1c5 and r2c2 is 3" in d.text


def test_guess_sets_the_exact_solvers_digit_and_says_it_is_a_guess() -> None:
    line, sol = corpus_rows()[0]
    p = Puzzle.from_line(line, sol)
    pos = Position(p)
    d = guess(pos)
    assert d is not None and d.technique == "GS"
    (c, dg), = d.placements
    assert dg == p.solution[c] and pos.cands[c].bit_count() == min(m.bit_count() for m in pos.cands if m & (m - 1))
    assert d.text.startswith(f"No logical step is left; guessing {p.cell_name(c)} = {dg} (the exact solver says it is right)")
    assert "guess, not a deduction" in d.text
    wrong = Position(p)
    free = next(i for i, g in enumerate(p.givens) if not g)
    wrong.cands[free] = bit(p.solution[free] % 9 + 1)  # a wrong answer: no solution from here
    assert guess(wrong) is None
    assert guess(Position(p, [bit(v) for v in p.solution])) is None


# -- the solver on sudoku -------------------------------------------------------------------------


def test_the_ladder_never_deletes_a_solution_digit_and_finishes_99_percent_of_every_size() -> None:
    rows: dict[str, int] = {}
    finished: dict[str, int] = {}
    for line, sol in corpus_rows():
        p = Puzzle.from_line(line, sol)
        r = logic.solve(p, ladder=NO_GUESS_LADDER)
        assert all(m >> v & 1 for m, v in zip(r.cands, p.solution)), f"a true digit was struck in {line}"
        size = line.split()[1]
        rows[size] = rows.get(size, 0) + 1
        finished[size] = finished.get(size, 0) + r.solved
    for size, n in rows.items():
        assert finished[size] >= 0.99 * n, f"the ladder finishes {finished[size]} of {n} {size} rows without a guess"


def test_with_the_guess_every_corpus_puzzle_finishes_on_its_solution() -> None:
    for line, sol in corpus_rows()[::7]:
        p = Puzzle.from_line(line, sol)
        r = logic.solve(p)
        assert r.solved and r.cands == tuple(bit(v) for v in p.solution)


def test_hint_plays_naked_singles_first_then_one_scored_step() -> None:
    line, sol = corpus_rows()[0]
    p = Puzzle.from_line(line, sol)
    h = logic.hint(Position(p))
    assert h.auto and all(d.technique == "NS" for d in h.auto)
    if h.deduction is not None:
        assert h.deduction.technique != "NS"


def test_exact_counts_up_to_five_solutions() -> None:
    assert len(set(exact.solutions(empty(4, (2, 2)).puzzle, 5))) == 5
    line, sol = next(r for r in corpus_rows() if " 9x9 " in r[0])
    full = Puzzle.from_line(line, sol).solution
    for blank_rows in ((0, 1), (0, 1, 2), (3, 4, 6)):
        givens = [0 if c // 9 in blank_rows else v for c, v in enumerate(full)]
        q = empty().puzzle.with_givens(givens)
        every = exact.solutions(q, 10_000)
        assert len(every) < 10_000 and len(set(every)) == len(every) and full in every
        assert all(q.rules.is_solution(q, s) for s in every)
        five = exact.solutions(q, 5)
        assert five == every[:5] and exact.count_solutions(q, 5)[0] == min(5, len(every))


def test_every_technique_is_sound_on_random_positions_off_the_solver_path() -> None:
    """Positions a player may reach: random wrong candidates struck, naked singles not applied."""
    import random

    rng = random.Random(7)
    rows = [r for r in corpus_rows() if " 9x9 " in r[0] or " 6x6 " in r[0]][::6]
    for line, sol in rows:
        p = Puzzle.from_line(line, sol)
        pos = Position(p)
        for c, m in enumerate(pos.cands):
            for dg in range(1, p.width + 1):
                if m >> dg & 1 and dg != p.solution[c] and rng.random() < 0.35:
                    pos.cands[c] &= ~bit(dg)
        for t in SUDOKU_LADDER:
            d = t.func(pos)
            if d is None:
                continue
            for c, dg in d.eliminations:
                assert dg != p.solution[c], f"{t.abbr} struck the true {dg} from {p.cell_name(c)} in {line}"
                assert pos.cands[c] != bit(dg), f"{t.abbr} emptied {p.cell_name(c)}"


def test_sentences_write_digits_above_nine_as_the_board_does() -> None:
    pos = empty(16, (4, 4))
    box1 = tuple(r * 16 + c for r in range(4) for c in range(4))
    keep_only(pos, 12, box1, [17])
    d = hidden_single(pos)
    assert d is not None and d.placements == ((17, 12),)
    assert d.text.startswith("The C of box 1 can only go in r2c2, so r2c2 is C; its other candidates 1, 2,")
    assert "A, B, D, E, F and G go." in d.text
    pos.cands[0] = bit(16)
    assert naked_single(pos).text.startswith("r1c1 is G, and row 1, column 1 and box 1 hold")


# -- the fish search against a plain reference --------------------------------------------------------


def _reference_fish(p: Puzzle, cands: list[int], lo: int, hi: int) -> tuple[object, ...] | None:
    """The fish of orders lo..hi found the plain way: every digit, rows then columns, base lines in
    lexicographic order; (elims, reasons, order, digit, by rows, base, cover) of the first that strikes."""
    from itertools import combinations
    n = p.width
    for k in range(lo, min(hi, n // 2) + 1):
        for d in range(1, n + 1):
            for by_rows in (True, False):
                def at(i: int, j: int) -> int:
                    return i * n + j if by_rows else j * n + i
                places = []
                for i in range(n):
                    line = [at(i, j) for j in range(n)]
                    if any(cands[c] == 1 << d for c in line):
                        places.append(0)  # d is placed in this line
                    else:
                        places.append(sum(1 << j for j in range(n) if cands[line[j]] >> d & 1))
                lines = [i for i in range(n) if 2 <= bin(places[i]).count("1") <= k]
                for base in combinations(lines, k):
                    cover = 0
                    for i in base:
                        cover |= places[i]
                    if bin(cover).count("1") != k:
                        continue
                    js = [j for j in range(n) if cover >> j & 1]
                    elims = [(c, d) for c in sorted(at(i, j) for j in js for i in range(n) if i not in base)
                             if cands[c] >> d & 1 and cands[c] != 1 << d]
                    if elims:
                        reasons = [(c, d) for c in sorted(at(i, j) for i in base for j in js) if cands[c] >> d & 1]
                        return tuple(elims), tuple(reasons), k, d, by_rows, list(base), js
    return None


def test_fish_search_agrees_with_a_plain_reference() -> None:
    """On positions thinned at random (so fish of every order turn up), each fish technique finds
    exactly what the plain search finds first: same order, digit, lines, eliminations and sentence."""
    import random

    from game.engine.kinds.sudoku.techniques import _explain_fish, _find_fish
    from game.engine.kinds.sudoku.tables import sudoku_tables
    rng = random.Random(7)
    found = {2: 0, 3: 0, 4: 0, 5: 0}
    positions = []
    for line in [r for r, _ in corpus_rows() if Puzzle.from_line(r).width in (9, 16)][::40]:
        p = Puzzle.from_line(line)
        for _ in range(6):
            cands = list(p.initial_candidates)
            d = rng.randrange(1, p.width + 1)
            for c in range(p.ncells):  # thin one digit hard, so its lines hold few places
                if cands[c] != 1 << d and cands[c] >> d & 1 and rng.random() < 0.6:
                    cands[c] &= ~(1 << d)
            positions.append((p, cands))
    for n, box, k in ((10, (5, 2), 5), (16, (4, 4), 5), (16, (4, 4), 6), (16, (4, 4), 8)):
        for _ in range(3):  # k lines whose places for d span k cross lines: a fish of order k (or smaller)
            pos = empty(n, box)
            d, base, cover = rng.randrange(1, n + 1), rng.sample(range(1, n + 1), k), rng.sample(range(1, n + 1), k)
            for r in base:
                keep_only(pos, d, row(r, n), [cell(r, c, n) for c in rng.sample(cover, rng.randrange(2, k + 1))])
            positions.append((pos.puzzle, pos.cands))
            # The same fish striking only a line whose d is answered but not yet struck (NS pending).
            pos = Position(pos.puzzle, list(pos.cands))
            spare = [r for r in range(1, n + 1) if r not in base]
            for r in spare[1:]:
                drop(pos, d, [cell(r, c, n) for c in cover])
            free = [c for c in range(1, n + 1) if c not in cover]
            pos.cands[cell(spare[0], free[0], n)] = 1 << d
            positions.append((pos.puzzle, pos.cands))
    for p, cands in positions:
        for lo, hi in ((2, 2), (3, 3), (4, 4), (5, p.width)):
            ref = _reference_fish(p, cands, lo, hi)
            f = _find_fish(sudoku_tables(p), cands, lo, hi)
            if ref is None:
                assert f is None
                continue
            assert f is not None
            S, k, digit, by_rows, base, cover, elims = f.args
            assert (tuple(f.elims), tuple(f.reasons), k, digit, by_rows, base, cover) == ref
            assert f.explain(None, *f.args) == _explain_fish(None, *f.args)
            found[lo] += 1
    assert all(found.values()), found
