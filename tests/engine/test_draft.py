"""The editor's draft: edits, their errors, canonical regions, undo and redo, the saved history."""

from __future__ import annotations

import json

import pytest

from game.engine.backend import backend, backends
from game.engine.draft import Draft, EditHistory
from game.engine.formats import parse_line
from game.levels import read_level_lines
from game.engine.puzzle import Puzzle

KINDS = [k.name for k in backends()]


def blank(kind: str) -> Draft:
    return Draft.blank(kind, backend(kind).default_params)


# -- blank boards ---------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_every_size_the_kind_offers_has_a_blank_board(kind: str) -> None:
    for params in backend(kind).sizes:
        d = Draft.blank(kind, params)
        assert (d.width, d.height) == (params.width, params.height)
        assert d.givens == (0,) * d.ncells and set(d.sums) <= {0}
        assert d.draws_regions() == (backend(kind).draws_regions and d.box is None)
        assert Draft.from_line(d.line()).givens == d.givens


def test_blank_layouts_are_the_kinds_own() -> None:
    from game.engine.backend import Params

    suguru = Draft.blank("suguru", Params(5, 4))
    assert suguru.regions == tuple(range(20)) and suguru.draws_regions()
    sudoku = Draft.blank("sudoku", Params(6, 6, box=(3, 2)))
    assert sudoku.box == (3, 2) and not sudoku.draws_regions() and len(set(sudoku.regions)) == 6
    jigsaw = Draft.blank("sudoku", Params(9, 9, variant="jigsaw"))
    assert jigsaw.box is None and jigsaw.draws_regions() and len(set(jigsaw.regions)) == 9
    sujiko = Draft.blank("sujiko", Params(3, 3))
    assert sujiko.sums == (0, 0, 0, 0) and not sujiko.draws_regions()


def test_blank_boards_a_kind_cannot_have_are_refused() -> None:
    from game.engine.backend import Params

    for kind, params, words in (("sudoku", Params(9, 6), "square"), ("sudoku", Params(7, 7), "prime"),
                                ("sudoku", Params(6, 6, box=(4, 2)), "tile"), ("sujiko", Params(1, 3), "2x2"),
                                ("suguru", Params(0, 3), "out of range"), ("suguru", Params(65, 3), "too large")):
        with pytest.raises(ValueError, match=words):
            Draft.blank(kind, params)


def test_draws_regions_is_asked_of_the_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    d = blank("suguru")
    assert d.draws_regions()
    monkeypatch.setattr(backend("suguru"), "draws_regions", False)
    assert not d.draws_regions()
    with pytest.raises(ValueError, match="no regions to draw"):
        d.apply("join 0 1")


# -- edits ----------------------------------------------------------------------------------------

def test_give_places_and_erases() -> None:
    d = blank("suguru").apply("give 7 3")
    assert d.givens[7] == 3 and d.line().split()[2][7] == "3"
    assert d.apply("give 7 0").givens == (0,) * d.ncells


def test_join_and_split_keep_labels_canonical_and_regions_whole() -> None:
    d = blank("suguru")  # 6x6, every cell alone
    for a, b in ((0, 1), (1, 2), (2, 3), (3, 9)):
        d = d.apply(f"join {a} {b}")
    assert d.regions[:4] == (0, 0, 0, 0) and d.regions[9] == 0
    assert d.regions[4] == 1
    firsts = [d.regions.index(r) for r in range(max(d.regions) + 1)]
    assert firsts == sorted(firsts)  # numbered in order of first cell
    # Cutting 2 out leaves 0-1 and 3-9 as two regions of their own (walls, not colours).
    cut = d.apply("split 1 2")
    assert cut.regions[0] == cut.regions[1] != cut.regions[2] != cut.regions[3] == cut.regions[9]
    assert cut.regions[0] != cut.regions[3] and not cut.broken_regions()
    # Joining a cell already there, or splitting one not there, changes nothing.
    assert d.apply("join 0 1") is d and cut.apply("split 1 2") is cut
    # B joins A's region; what B held together of its old region falls apart.
    moved = d.apply("join 4 3")
    assert moved.regions[3] == moved.regions[4] != moved.regions[2] == moved.regions[0] != moved.regions[9]


def test_sums_and_boxes() -> None:
    d = blank("sujiko").apply("sum 2 21")
    assert d.sums == (0, 0, 21, 0) and d.line().endswith("0,0,21,0")
    sudoku = blank("sudoku")
    assert sudoku.box == (3, 3)
    jig = sudoku.apply("box none")
    assert jig.box is None and jig.regions == sudoku.regions and jig.draws_regions()
    assert jig.apply("join 2 3").regions[3] == jig.regions[2]
    assert jig.apply("box 3x3") == sudoku


@pytest.mark.parametrize("edit, words", [
    ("give 36 1", "cell 36 is off the board"), ("give 0 99", "1 to Z"), ("give 1", "two whole numbers"),
    ("give -1 2", "two whole numbers"), ("give x 2", "two whole numbers"), ("join 0 7", "not side by side"),
    ("join 5 6", "not side by side"), ("split 0 2", "not side by side"), ("sum 0 3", "no sums"),
    ("box 3x3", "no boxes"), ("box big", "shape such as 3x3"), ("fill 1 2", "unknown edit 'fill'"),
    ("", "unknown edit"), ("draft suguru 2x2 ...", "4 fields"), ("draft chess 2x2 .... 0000", "unknown puzzle kind"),
    ("give 99999999999 1", "two whole numbers"),
])
def test_bad_edits_say_what_is_wrong(edit: str, words: str) -> None:
    d = blank("suguru")  # 6x6
    with pytest.raises(ValueError, match=words):
        d.apply(edit)


def test_bad_edits_of_other_kinds() -> None:
    with pytest.raises(ValueError, match="1 to 9"):
        blank("sudoku").apply("give 0 10")
    with pytest.raises(ValueError, match="its boxes"):
        blank("sudoku").apply("join 2 3")
    with pytest.raises(ValueError, match="no regions"):
        blank("sujiko").apply("split 0 1")
    with pytest.raises(ValueError, match="off the board"):
        blank("sujiko").apply("sum 4 10")
    with pytest.raises(ValueError, match="0 clears"):
        blank("sujiko").apply("sum 0 1000")


def test_to_puzzle_refuses_what_is_no_puzzle_yet() -> None:
    with pytest.raises(ValueError, match="not set yet"):
        blank("sujiko").to_puzzle()
    with pytest.raises(ValueError, match="larger than its region"):
        blank("suguru").apply("give 0 2").to_puzzle()
    jig = blank("sudoku").apply("box none").apply("join 2 3")
    with pytest.raises(ValueError, match="exactly 9"):
        jig.to_puzzle()
    pieces = Draft("suguru", 3, 1, (0, 1, 0), (0, 0, 0))
    assert pieces.regions == (0, 1, 0) and pieces.broken_regions() == ((0, 2),)
    with pytest.raises(ValueError, match="r1c1 is in pieces"):
        pieces.to_puzzle()


def test_drafts_are_built_checked() -> None:
    assert Draft("suguru", 2, 1, (7, 3), (0, 0)).regions == (0, 1)
    for args, words in (((2, 1, (0,), (0, 0)), "needs 2"), ((2, 1, (0, 0), (0, 36)), "givens"),
                        ((0, 1, (), ()), "out of range")):
        with pytest.raises(ValueError, match=words):
            Draft("suguru", *args)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs 4 sums"):
        Draft("sujiko", 3, 3, (0,) * 9, (0,) * 9, (1, 2))


# -- lines ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_lines_round_trip_for_every_kind(kind: str) -> None:
    lines = [backend(kind).example] + [ln for s in backend(kind).level_sets for ln in read_level_lines(s.name)[:3]]
    assert len(lines) > 1
    for line in lines:
        p = parse_line(line)
        d = Draft.from_line(line)
        assert d == Draft.from_puzzle(p)
        assert d.line() == p.line() and Draft.from_line(d.line()) == d
        assert d.to_puzzle() == p
        blank_draft = blank(kind)
        assert Draft.from_line(blank_draft.line()) == blank_draft or backend(kind).draws_regions


def test_from_line_reads_lines_that_are_no_puzzle_yet() -> None:
    big = Draft.from_line("sudoku 4x4 9............... 0000000000000000")
    assert big.givens[0] == 9 and big.regions == (0,) * 16 and big.box is None
    assert Draft.from_line("sujiko 3x3 ......... 0,0,5,0").sums == (0, 0, 5, 0)
    for line, words in (("", "empty"), ("suguru 2x2 .... 00!0", "bad character '!'"),
                        ("sujiko 3x3 ......... 1,2", "needs 4"), ("sujiko 3x3 ......... 1,2,x,4", "whole number"),
                        ("suguru 2x2 ..?. 0000", "bad character")):
        with pytest.raises(ValueError, match=words):
            Draft.from_line(line)


def test_a_puzzle_line_with_reused_labels_reads_as_separate_regions() -> None:
    d = Draft.from_line("suguru 3x1 ... 010")
    assert d.regions == (0, 1, 2) and isinstance(d.to_puzzle(), Puzzle)


# -- history --------------------------------------------------------------------------------------

def test_undo_and_redo() -> None:
    h = EditHistory(blank("suguru"))
    assert not h.can_undo and not h.can_redo and h.undo() is None and h.redo() is None
    first = h.do("join 0 1")
    second = h.do("give 0 2")
    assert h.do("join 0 1") == second and h.edits == ("join 0 1", "give 0 2")  # no step
    assert h.undo() == first and h.undo() == blank("suguru") and h.undo() is None
    assert h.redo() == first and h.can_redo
    third = h.do("give 3 1")  # a new edit drops the redo steps
    assert not h.can_redo and h.edits == ("join 0 1", "give 3 1") and h.draft == third
    with pytest.raises(ValueError):
        h.do("join 0 9")
    assert h.draft == third and h.at == 2


def test_history_json_round_trips() -> None:
    h = EditHistory(blank("sudoku").apply("box none"))
    for e in ("join 2 3", "split 2 3", "give 40 5", "draft sudoku 4x4 1............... 0011001122332233", "give 1 2"):
        h.do(e)
    h.undo()
    data = json.loads(json.dumps(h.to_json()))
    assert data["box"] is None and data["at"] == 4 and len(data["edits"]) == 5
    back = EditHistory.from_json(data)
    assert back.draft == h.draft and back.edits == h.edits and back.at == h.at and back.start == h.start
    assert back.redo() == h.redo()
    sujiko = EditHistory(blank("sujiko"))
    sujiko.do("sum 0 20")
    assert EditHistory.from_json(sujiko.to_json()).draft.sums == (20, 0, 0, 0)


@pytest.mark.parametrize("data, words", [
    (None, "JSON object"), ([], "JSON object"), ({}, "needs 'start'"),
    ({"start": "suguru 2x2 .... 0123", "edits": "join 0 1", "at": 0}, "needs 'start'"),
    ({"start": "suguru 2x2 .... 0123", "edits": [], "at": True}, "needs 'start'"),
    ({"start": "suguru 2x2 .... 0123", "edits": [1], "at": 0}, "list of at most"),
    ({"start": "suguru 2x2 .... 0123", "edits": [], "at": 2}, "list of at most"),
    ({"start": "suguru 2x2 .... 01", "edits": [], "at": 0}, "regions have 2"),
    ({"start": "suguru 2x2 .... 0123", "edits": ["join 0 3"], "at": 1}, "edit 1 .* not side by side"),
    ({"start": "sudoku 4x4 ................ 0011001122332233", "box": [4, 1], "edits": [], "at": 0}, "box"),
])
def test_corrupt_histories_are_refused(data: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        EditHistory.from_json(data)
