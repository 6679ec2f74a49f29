"""``python -m game check FILE``: the editor's verdict on each puzzle line, one row each.

Each row is four tab-separated fields: ``unique``, ``none`` or ``multiple``;
``logic`` when the ladder finishes the puzzle, else ``stuck``; the difficulty
score the game shows (:func:`~game.engine.difficulty.score_of`; ``-`` when the
puzzle has not exactly one solution); and the
name of the hardest technique the ladder needed (``-`` when none scored).

A line is read as a draft (:meth:`~game.engine.draft.Draft.from_line`), so a
line whose givens clash or outgrow their regions is still answered (``none``);
a line with no puzzle in it yet (a region in pieces or of a size the kind
does not allow, a circle sum not set) prints ``error: PROBLEM`` in its place,
as any line the reader refuses.  The batch rules and exit statuses are the
other batch commands' (:mod:`game.cli`, which declares the subcommand with
these pieces).
"""

from __future__ import annotations

SUMMARY = "check each puzzle as the editor does: solutions, logic, score, hardest technique"
DESCRIPTION = ("Print one row per puzzle, four fields separated by tabs: 'unique', 'none' or 'multiple' "
               "(the exact solver's count); 'logic' if the logical solver finishes it without a guess, else 'stuck'; the "
               "difficulty score, or '-' unless the puzzle has exactly one solution; and the name of the "
               "hardest technique needed, or '-'. A puzzle whose givens clash is 'none'; one whose regions "
               "or sums are not a puzzle yet prints 'error: PROBLEM'.")


def read_draft(text: str) -> object:
    """A puzzle line as a draft; anything else (a puzz.link URL, an 81-character sudoku) as its puzzle."""
    from .engine.draft import Draft
    from .engine.formats import parse_any

    fields = text.split()
    return Draft.from_line(text) if len(fields) == 4 else Draft.from_puzzle(parse_any(text))


def check_line(draft: object) -> str:
    """The row for one draft; ValueError for one with no puzzle in it yet, GaveUp past the work budget."""
    from .engine.budget import DEFAULT_WORK
    from .engine.draft import Draft
    from .engine.errors import GaveUp
    from .engine.verdict import UNIQUE, UNKNOWN, verdict

    assert isinstance(draft, Draft)
    v = verdict(draft, work=DEFAULT_WORK)
    if v.solutions == UNKNOWN:
        if v.problems:
            raise ValueError("; ".join(v.problems))
        raise GaveUp(v.note[:1].lower() + v.note[1:])
    if v.solutions == UNIQUE and v.score is None:  # unique, but the ladder spent its budget
        raise GaveUp(v.note[:1].lower() + v.note[1:])
    score = str(v.score) if v.score is not None else "-"
    return "\t".join((v.solutions, "logic" if v.finished else "stuck", score, v.hardest or "-"))
