"""The proof that a puzzle kind is one backend: a toy kind, defined only here, plays through the real game.

The kind is a Latin square: an N x N grid whose rows and columns each hold
1..N.  Its rows are its regions, so the line format's region field says
``aaaabbbbccccdddd``.  It has a one-technique ladder and a tiny generator, and
nothing under ``game/`` knows it exists: the test registers it, opens it in the
App from a puzzle line, and plays it with posted events -- candidate moves, a
hint with its sentence, the check, undo and redo, save and load -- then asks
the CLI for fresh ones.  If any part of the game still branched on the
built-in kinds' names, one of these would fail.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import logic
from game.engine.backend import Generated, Kind, Params, ProgressFn, register, unregister
from game.engine.board import Board
from game.engine.deduction import Deduction, HasCandidates, Technique
from game.engine.errors import RegionError
from game.engine.formats import parse_line
from game.engine.generator import derive_seed
from game.engine.puzzle import Puzzle, bit, single_digit
from game.engine.rules import Rules
from game.engine.state import Position
from ui_helpers import click, icon, key, slot

NAME = "latin"


# -- the toy kind, whole --------------------------------------------------------------------------

class LatinRules(Rules):
    """Each row and each column holds 1..N; the regions are the rows."""

    name = NAME
    display_name = "Latin square"

    def houses(self, p: Board) -> tuple[tuple[int, ...], ...]:
        cols = tuple(tuple(range(c, p.ncells, p.width)) for c in range(p.width))
        return p.region_cells + cols

    def peers(self, p: Board, cell: int, d: int) -> set[int]:
        r, c = p.rc(cell)
        return {r * p.width + x for x in range(p.width) if x != c} | {y * p.width + c for y in range(p.height)
                                                                      if y != r}

    def validate(self, p: Board) -> None:
        if p.width != p.height or any(p.regions[i] != i // p.width for i in range(p.ncells)):
            raise RegionError("a latin square is square, and its regions are its rows")
        super().validate(p)


def line_exclusion(pos: HasCandidates) -> Deduction | None:
    """LX: an answered cell strikes its digit from the rest of its row and column."""
    p = pos.puzzle
    for cell, m in enumerate(pos.cands):
        d = single_digit(m)
        if not d:
            continue
        hit = sorted(x for x in p.rules.peers(p, cell, d) if pos.cands[x] & bit(d))
        if hit:
            return Deduction("LX", tuple((x, d) for x in hit), ((cell, d),),
                             f"{p.cell_name(cell)} is {d}, so no other cell of its row or column may be {d}.")
    return None


LADDER = (Technique("LX", "Line Exclusion", 1, line_exclusion),)


class LatinGenerator:
    """A shuffled cyclic square, then clues taken away while the ladder still finishes it."""

    def check(self, params: Params, min_score: int | None = None, max_score: int | None = None) -> None:
        if params.width != params.height or not 2 <= params.width <= 9:
            raise ValueError(f"a latin square is 2x2 to 9x9, not {params.size}")

    def generate(self, params: Params, *, seed: object, min_score: int | None = None,
                 max_score: int | None = None, progress: ProgressFn | None = None) -> Generated:
        self.check(params)
        n = params.width
        rng = random.Random(derive_seed("latin", seed))
        rows, cols, symbols = rng.sample(range(n), n), rng.sample(range(n), n), rng.sample(range(1, n + 1), n)
        solution = tuple(symbols[(rows[r] + cols[c]) % n] for r in range(n) for c in range(n))
        regions = tuple(i // n for i in range(n * n))
        base = Puzzle(NAME, n, n, (0,) * (n * n), regions)
        givens = list(solution)
        for cell in rng.sample(range(n * n), n * n):
            givens[cell] = 0
            cands = [bit(g) if g else m for g, m in zip(givens, base.initial_candidates)]
            if not logic.solve(Position(base, cands)).solved:
                givens[cell] = solution[cell]
        puzzle = Puzzle(NAME, n, n, tuple(givens), regions, solution=solution)
        r = logic.solve(puzzle)
        return Generated(puzzle, r.score, r.counts)


TOY = Kind(name=NAME, title="Latin square", rules=LatinRules(), ladder=LADDER, generator=LatinGenerator(),
           level_sets=(), default_params=Params(4, 4))

#   4 3 2 1      the solution; the puzzle gives five of its digits
#   2 1 3 4      (its regions, the rows, are written 0000 1111 ...)
#   3 4 1 2
#   1 2 4 3
LINE = "latin 4x4 .3.12..4.....2.. 0000111122223333"
SOLUTION = (4, 3, 2, 1, 2, 1, 3, 4, 3, 4, 1, 2, 1, 2, 4, 3)


@pytest.fixture
def toy():
    register(TOY)
    yield TOY
    unregister(NAME)


@pytest.fixture
def game(toy, make_app, ui_env):
    return make_app("--puzzle", LINE, "--size", "1280x800")


def session(app):
    return app.puzzle_scene.session


# -- the engine sees it like any kind --------------------------------------------------------------

def test_the_line_format_the_solvers_and_the_hint_take_the_toy_kind(toy):
    p = parse_line(LINE)
    assert p.kind == NAME and p.line() == LINE and p.max_digit == (4,) * 16
    r = logic.solve(p)
    assert r.solved and r.score > 0 and r.counts["LX"] > 0
    assert tuple(single_digit(m) for m in r.cands) == SOLUTION
    with pytest.raises(RegionError, match="latin square"):
        parse_line("latin 4x4 ................ aabbaabbccddccdd")


def test_the_toy_generator_makes_unique_puzzles_the_ladder_finishes(toy):
    from game.engine.exact import count_solutions

    for seed in range(5):
        g = TOY.generator.generate(Params(5, 5), seed=seed)
        assert count_solutions(g.puzzle, 2)[0] == 1
        assert logic.solve(g.puzzle).solved and g.puzzle.givens.count(0) > 0


def test_the_cli_generates_and_solves_the_toy_kind(toy, capsys, tmp_path):
    from game import cli

    assert cli.main(["generate", NAME, "--size", "5x5", "--count", "2", "--seed", "s", "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.split("\n")[:2]
    assert all(line.startswith("latin 5x5 ") for line in lines)
    made = tmp_path / "made.txt"
    made.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli.main(["solve", str(made)]) == 0
    solved = capsys.readouterr().out
    assert len(solved.split()) >= 2 and "?" not in solved


# -- and the real App plays it ---------------------------------------------------------------------

def test_the_app_opens_the_toy_kind_and_plays_candidate_moves_undo_and_redo(game):
    s = session(game)
    assert s.puzzle.kind == NAME and s.state.index == 0
    cell = 5                                            # r2c2: 1 in the solution
    click(game, slot(game, cell, 2))                    # a left click deletes a candidate
    assert not s.state.cands[cell] & bit(2) and s.state.index == 1
    click(game, slot(game, cell, 1), button=3)          # a right click sets the answer
    assert s.state.answer(cell) == 1 and s.state.index == 2
    key(game, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.answer(cell) == 0 and s.state.cands[cell] & bit(1)
    key(game, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert s.state.cands[cell] & bit(2) and s.state.index == 0
    key(game, pygame.K_y, mod=pygame.KMOD_LCTRL)
    key(game, pygame.K_y, mod=pygame.KMOD_LCTRL)
    assert s.state.answer(cell) == 1 and s.state.index == 2


def test_the_wand_gives_the_toy_ladder_s_hint_with_its_sentence_and_applies_it(game):
    s = session(game)
    click(game, icon(game, "wand"))
    d = s.ui.hint
    assert d is not None and d.technique == "LX", game.messages
    assert "so no other cell of its row or column may be" in d.text
    index = s.state.index
    for _stage in range(3):                             # the marks, the sentence, then Apply
        click(game, icon(game, "wand"))
    assert s.ui.hint is None and s.state.index == index + 1
    assert all(not s.state.cands[c] & bit(dg) for c, dg in d.eliminations)


def test_the_check_finds_a_wrong_answer_and_rolls_back(game):
    s = session(game)
    click(game, icon(game, "thumb"))
    assert not s.ui.thumb_down                          # nothing wrong yet
    click(game, slot(game, 5, 3), button=3)             # r2c2 is 1, not 3
    click(game, icon(game, "thumb"))
    assert s.ui.thumb_down
    click(game, icon(game, "thumb"))                    # a second press goes back to the last good state
    assert not s.ui.thumb_down and s.state.answer(5) != 3


def test_a_toy_game_saves_and_loads(game):
    s = session(game)
    click(game, slot(game, 5, 1), button=3)
    moves = s.state.move_texts()
    assert game.save_game("toy")
    key(game, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert game.load_game("toy")
    s = session(game)
    assert s.puzzle.kind == NAME and s.puzzle.line() == LINE
    assert s.state.move_texts() == moves and s.state.answer(5) == 1


def test_help_has_the_toy_kind_s_rules_and_techniques_pages(game):
    """Help is built from the registry: a kind nobody wrote Help for still gets its pages (no picture
    without an example, its techniques by name without ideas)."""
    key(game, pygame.K_F1)
    scene = game.stack.top
    rules, tech = scene.find(f"rules:{NAME}"), scene.find(f"tech:{NAME}")
    assert rules.title == "Latin square" and not any(b.what == "picture" for b in rules.blocks)
    assert [b.abbr for b in tech.blocks if b.what == "row"] == [t.abbr for t in LADDER]
    for page in (rules, tech):
        scene.open(page.key)
        game.pump(1)
        assert scene.page is page
