"""The line format and puzz.link URLs: corpus round trips, the worked examples
of FORMATS.md, property round trips of random puzzles, fuzzing of the readers
and the specific error of each kind of mistake."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.engine import (BadCharacterError, ClueError, Puzzle, PuzzleFormatError, RegionError, SizeError,
                         UnknownKindError, URLError, format_line, format_solution, format_url, parse_any,
                         parse_line, parse_solution, parse_url)
from game.engine.formats import components, parse_size
from game.engine.puzzle import DIGITS

CORPUS_KINDS = ("suguru", "ripple", "sudoku")


# -- the corpus ------------------------------------------------------------------
@pytest.mark.parametrize("kind", CORPUS_KINDS)
def test_corpus_present(corpus, kind):
    assert corpus(kind), f"no rows for {kind}: is tests/data/corpus complete?"


def test_corpus_row(corpus_row):
    p = parse_line(corpus_row.line)
    assert p.kind == corpus_row.kind
    assert format_line(p).split()[:3] == corpus_row.line.split()[:3]
    # Labels are only local names, so compare the parsed puzzles, and check the
    # writer is a fixed point of its own output.
    again = parse_line(format_line(p))
    assert again == p
    assert format_line(again) == format_line(p)
    assert parse_any(corpus_row.line) == p

    solution = parse_solution(p, corpus_row.solution)
    assert format_solution(solution) == corpus_row.solution
    assert p.rules.is_solution(p, solution)
    assert Puzzle.from_line(corpus_row.line, corpus_row.solution).solution == solution

    if corpus_row.url is not None:
        assert parse_url(corpus_row.url) == p
        assert parse_any(corpus_row.url) == p
        assert format_url(p) == corpus_row.url
        assert parse_url(format_url(p)) == p


# -- the worked examples of FORMATS.md ----------------------------------------------
WORKED = [
    ("https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g",
     "suguru 5x5 3.......3.5..........1.2. 0012200333033445554455666",
     "3212114534521213454321321"),
    ("https://puzz.link/p?ripple/4/4/9n8rigk14h32k",
     "ripple 4x4 .....14..32..... 0011221344135443",
     "1231214243211213"),
]


@pytest.mark.parametrize("url,line,solution", WORKED, ids=["suguru", "ripple"])
def test_worked_url_examples(url, line, solution):
    p = parse_url(url)
    kind, size = line.split()[:2]
    assert (p.kind, f"{p.width}x{p.height}") == (kind, size)
    assert p == parse_line(line)
    values = parse_solution(p, solution)
    assert all(g in (0, v) for g, v in zip(p.givens, values))
    assert p.rules.is_solution(p, values)
    assert format_url(p) == url

    from game.engine.exact import count_solutions

    count, first = count_solutions(p, limit=2)
    assert count == 1
    assert format_solution(first) == solution


# -- random puzzles round trip --------------------------------------------------------
def _merge_regions(w: int, h: int, rng, merges: int, cap: int) -> tuple[int, ...]:
    """A random partition: start from single cells, join random neighbours while the result stays <= cap."""
    n = w * h
    parent = list(range(n))
    size = [1] * n

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for _ in range(merges):
        r, c = divmod(rng.randrange(n), w)
        rr, cc = (r + 1, c) if rng.random() < 0.5 else (r, c + 1)
        if rr >= h or cc >= w:
            continue
        a, b = find(r * w + c), find(rr * w + cc)
        if a != b and size[a] + size[b] <= cap:
            parent[a] = b
            size[b] += size[a]
    return components([find(c) for c in range(n)], w, h)


@st.composite
def region_puzzles(draw, kinds=("suguru", "ripple"), cap=len(DIGITS)) -> Puzzle:
    kind = draw(st.sampled_from(kinds))
    w, h = draw(st.integers(1, 12)), draw(st.integers(1, 12))
    n = w * h
    # Up to 4n merge attempts: from all single cells to a few big regions.
    regions = _merge_regions(w, h, draw(st.randoms(use_true_random=False)), draw(st.integers(0, 4 * n)), cap)
    sizes = [regions.count(r) for r in range(max(regions) + 1)]
    raw = draw(st.lists(st.integers(0, len(DIGITS)), min_size=n, max_size=n))
    givens = tuple(g % (sizes[r] + 1) for g, r in zip(raw, regions))
    return Puzzle(kind, w, h, givens, regions)


@st.composite
def sudoku_puzzles(draw) -> Puzzle:
    bw, bh = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    n = bw * bh
    regions = components([(r // bh) * bh + c // bw for r in range(n) for c in range(n)], n, n)
    givens = draw(st.lists(st.integers(0, n), min_size=n * n, max_size=n * n))
    return Puzzle("sudoku", n, n, tuple(givens), regions)


@st.composite
def sujiko_puzzles(draw) -> Puzzle:
    w, h = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    assume(w * h <= len(DIGITS))
    givens = draw(st.lists(st.integers(0, w * h), min_size=w * h, max_size=w * h))
    sums = draw(st.lists(st.integers(1, 999), min_size=(w - 1) * (h - 1), max_size=(w - 1) * (h - 1)))
    return Puzzle("sujiko", w, h, tuple(givens), (0,) * (w * h), tuple(sums))


@given(st.one_of(region_puzzles(), sudoku_puzzles(), sujiko_puzzles()))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_line_round_trip(p):
    line = format_line(p)
    assert parse_line(line) == p
    assert parse_any(line) == p
    assert format_line(parse_line(line)) == line
    assert eval(repr(p), {"Puzzle": Puzzle}) == p


@given(region_puzzles())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_url_round_trip(p):
    url = format_url(p)
    assert parse_url(url) == p
    assert parse_any(url) == p
    assert format_url(parse_url(url)) == url


@given(region_puzzles(cap=200))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_url_never_yields_an_unwritable_puzzle(p):
    # A URL may describe regions larger than the line format can number; that
    # must be refused at the door, not crash the first time the puzzle is written.
    try:
        q = parse_url(format_url(p))
    except PuzzleFormatError:
        assert max(len(cs) for cs in p.region_cells) > len(DIGITS)
        return
    assert parse_line(format_line(q)) == q


def test_solution_round_trip_with_letters():
    p = parse_line("sujiko 3x3 ......... 10,20,20,20")
    values = tuple(range(1, 10))
    assert parse_solution(p, format_solution(values)) == values
    assert format_solution((10, 35, 1)) == "AZ1"


# -- fuzzing: garbage in, PuzzleFormatError out -----------------------------------------
def _parses_or_refuses(read, text: str) -> None:
    try:
        p = read(text)
    except PuzzleFormatError:
        return
    # Whatever parses must be usable: written back, drawn and tabled without error.
    assert parse_line(format_line(p)) == p
    str(p)
    p.initial_candidates
    p.conflicts


FUZZ = settings(max_examples=300, deadline=None)
READERS = [parse_line, parse_url, parse_any]


@pytest.mark.parametrize("read", READERS, ids=lambda f: f.__name__)
@given(text=st.text())
@FUZZ
def test_fuzz_any_text(read, text):
    _parses_or_refuses(read, text)


LINE_ALPHABET = st.sampled_from(list("0123456789.xX ,-+_abzAZ\u00b2\u0663\n\t") + ["suguru", "ripple", "sudoku",
                                                                                  "sujiko", "6x6", "2x2"])


@pytest.mark.parametrize("read", [parse_line, parse_any], ids=lambda f: f.__name__)
@given(parts=st.lists(LINE_ALPHABET, max_size=40))
@FUZZ
def test_fuzz_line_shaped_text(read, parts):
    _parses_or_refuses(read, "".join(parts))


SEED_LINES = [
    "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441",
    "sudoku 4x4 .1...2.4......2. 0011001111001100",
    "sujiko 3x3 ......... 10,20,20,20",
    "ripple 4x4 .....14..32..... 0011221344135443",
] + [url for url, _, _ in WORKED]
MUTATION_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzAZ.-+_/?:, \u00b2\u0663"


@pytest.mark.parametrize("read", READERS, ids=lambda f: f.__name__)
@given(seed=st.sampled_from(SEED_LINES),
       edits=st.lists(st.tuples(st.integers(0, 200), st.sampled_from(MUTATION_CHARS), st.integers(0, 2)),
                      min_size=1, max_size=4))
@FUZZ
def test_fuzz_mutated_valid_input(read, seed, edits):
    # Near-misses reach the deep checks that random text never does.
    text = seed
    for pos, ch, op in edits:
        pos %= len(text) + 1
        if op == 0:
            text = text[:pos] + ch + text[pos + 1:]  # replace
        elif op == 1:
            text = text[:pos] + ch + text[pos:]  # insert
        else:
            text = text[:pos] + text[pos + 1:]  # delete
    _parses_or_refuses(read, text)


@given(kind=st.sampled_from(["suguru", "ripple", "tectonic", "sudoku"]), w=st.integers(-1, 13),
       h=st.integers(0, 13), body=st.text("0123456789abcdefghijklmnopqrstuvwxyz.+-_/", max_size=80))
@FUZZ
def test_fuzz_url_bodies(kind, w, h, body):
    # Well-formed heads with random bodies reach the border and number decoders.
    _parses_or_refuses(parse_url, f"https://puzz.link/p?{kind}/{w}/{h}/{body}")


# -- specific errors ---------------------------------------------------------------------
ERRORS = [
    ("suguru 2x2 ... 0011", SizeError, ["clues have 3 characters", "2x2 grid needs 4"]),
    ("suguru 2x2 .... 00111", SizeError, ["regions have 5 characters", "needs 4"]),
    ("suguru 2 .... 0011", SizeError, ["size '2'", "WxH"]),
    ("suguru 0x2 .... 0011", SizeError, ["out of range"]),
    ("kakuro 2x2 .... 0011", UnknownKindError, ["unknown puzzle kind 'kakuro'", "suguru"]),
    ("suguru 2x2 .x.. 0011", BadCharacterError, ["'x'", "clues", "row 1, column 2"]),
    ("suguru 2x2 .... 001_", BadCharacterError, ["'_'", "regions", "row 2, column 2"]),
    ("sudoku 4x4 ................ 0011021122332233", RegionError,
     ["row 1, column 1", "has 3 cells", "needs exactly 4"]),
    ("sudoku 4x2 ........ 00110011", RegionError, ["square", "4x2"]),
    ("suguru 2x2 ..3. 0011", ClueError, ["clue 3", "row 2, column 1", "2 cells"]),
    ("suguru 6x6 ....", PuzzleFormatError, ["4 fields", "has 3"]),
    ("", PuzzleFormatError, ["empty"]),
    ("sujiko 3x3 ......... 10,20,20", SizeError, ["4 circle sums", "got 3"]),
    ("sujiko 3x3 ......... 10,20,x,20", BadCharacterError, ["circle sum 3", "'x'"]),
    ("sujiko 3x3 ......... \u00b20,20,20,20", BadCharacterError, ["circle sum 1"]),
    ("https://example.com/p?suguru/5/5/x", URLError, ["not a puzz.link puzzle URL"]),
    ("https://puzz.link/p?nurikabe/5/5/abc", URLError, ["'nurikabe'", "ripple, suguru"]),
    ("https://puzz.link/p?suguru/5", URLError, ["WIDTH/HEIGHT/BODY"]),
    ("https://puzz.link/p?suguru/x/5/abc", URLError, ["x/5", "whole numbers"]),
    ("https://puzz.link/p?suguru/99/5/abc", URLError, ["99x5", "out of range"]),
    ("https://puzz.link/p?suguru/5/5/cih", URLError, ["border part is too short", "needs 8"]),
    ("https://puzz.link/p?suguru/5/5/cih4wbs7", URLError, ["'w'", "position 5"]),
    ("https://puzz.link/p?suguru/5/5/cih47bs7!", URLError, ["bad character '!'", "number part"]),
    ("https://puzz.link/p?suguru/5/5/cih47bs7-3", URLError, ["cut short"]),
    ("https://puzz.link/p?suguru/5/5/cih47bs7-ff", URLError, ["255", "35"]),
    ("https://puzz.link/p?suguru/2/1/g+-01g", URLError, ["cut short or malformed", "'+-01'"]),
    ("https://puzz.link/p?suguru/2/1/g-1_g", URLError, ["cut short or malformed"]),
    # All walls: every region is one cell, so a clue of 2 cannot stand.
    ("https://puzz.link/p?suguru/2/1/g2g", ClueError, ["clue 2", "1 cells"]),
]


@pytest.mark.parametrize("text,error,words", ERRORS)
def test_specific_errors(text, error, words):
    read = parse_url if text.startswith("https:") else parse_line
    for reader in (read, parse_any):
        with pytest.raises(error) as info:
            reader(text)
        for word in words:
            assert word in str(info.value)


def test_region_too_large_to_write():
    with pytest.raises(RegionError, match="has 36 cells"):
        parse_line("suguru 6x6 " + "." * 36 + " " + "0" * 36)


def test_format_url_refuses_other_kinds():
    with pytest.raises(URLError, match="sudoku"):
        format_url(parse_line("sudoku 4x4 .1...2.4......2. 0011001111001100"))


def test_a_huge_size_is_too_large_not_malformed():
    with pytest.raises(PuzzleFormatError, match=r"too large \(at most 64x64\)"):
        parse_size("99999x99999")
    with pytest.raises(PuzzleFormatError, match="too large"):
        parse_size("9" * 5000 + "x3")


def test_errors_quote_at_most_40_characters():
    with pytest.raises(PuzzleFormatError) as e:
        parse_line("x" * 3_000_000)
    assert len(str(e.value)) < 200 and "..." in str(e.value)
