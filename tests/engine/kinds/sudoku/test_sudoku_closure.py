"""The clue phase's ladder (.closure) gets stuck exactly where the generator's ladder does.

Its finders skip the houses and digits where nothing can be new since the last stuck position; these
tests hold it to the plain ladder's stuck position clue after clue, on box boards and jigsaws (the
generator uses it on 9x9 boards, boxes and jigsaws; nothing in it depends on the shape), and check that the
skipping really happens (a ladder that skipped nothing would pass the first test too)."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine import logic
from game.engine.deduction import Technique
from game.engine.kinds.sudoku.closure import Clues
from game.engine.kinds.sudoku.gen import SudokuRequest, add_clues
from game.engine.kinds.sudoku.ladder import GENERATOR_LADDER
from tests.engine.test_resumable import grids

REQUESTS = [SudokuRequest(9), SudokuRequest(9, jigsaw=True), SudokuRequest(6, (3, 2)), SudokuRequest(8, (4, 2))]


@pytest.mark.parametrize("req", REQUESTS, ids=SudokuRequest.label)
def test_the_clue_ladder_gets_stuck_where_the_plain_ladder_does(req: SudokuRequest) -> None:
    runs = 0
    for base, solution, rng in grids(req, 5):
        clues = Clues(GENERATOR_LADDER)
        mine = logic.Resumable(base, clues.ladder)
        plain = logic.Resumable(base, GENERATOR_LADDER)
        while True:
            solved = mine.run()
            assert (solved, mine.cands) == (plain.run(), plain.cands)
            runs += 1
            if solved:
                break
            clues.stuck(base, mine.cands)
            open_cells = [c for c, m in enumerate(mine.cands) if m & (m - 1)]
            cell = open_cells[rng.randrange(len(open_cells))]
            mine.give(cell, solution[cell])
            plain.give(cell, solution[cell])
    assert runs > 40


def _counting(ladder: tuple[Technique, ...], seen: list[int]) -> tuple[Technique, ...]:
    """The ladder with each finder's core counting the parts (houses, digits) it is asked to scan."""
    out = []
    for t in ladder:
        core = getattr(t.func, "core", None)
        if core is None:
            out.append(t)
            continue

        def counted(T: object, cands: list[int], dirty: int, core: object = core) -> object:
            seen[0] += dirty.bit_count()
            return core(T, cands, dirty)  # type: ignore[operator]

        def func(pos: object, f: object = t.func) -> object:
            return f(pos)  # type: ignore[operator]

        setattr(func, "core", counted)
        if hasattr(t.func, "scope"):
            setattr(func, "scope", getattr(t.func, "scope"))
        out.append(dataclasses.replace(t, func=func))  # type: ignore[arg-type]
    return tuple(out)


def test_the_clue_ladder_scans_less() -> None:
    """Counted by the parts the finders are asked to scan: the skipping is what the module is for."""
    counts = []
    for use in (False, True):
        seen = [0]
        ladder = _counting(GENERATOR_LADDER, seen)
        for base, solution, rng in grids(SudokuRequest(9), 2):
            add_clues(base, solution, rng, ladder, skip=use)
        counts.append(seen[0])
    plain, mine = counts
    assert plain > 1000 and mine * 2 < plain, counts
