"""The editor's live verdict on a draft: is it a puzzle, how many solutions, can logic finish it, how hard.

:func:`verdict` answers, in order, each question only when the one before
allows it:

1. **Shape** (:func:`~game.engine.draftcheck.shape_problems`): regions whole
   and of sizes the kind allows, every circle sum set.  Until then the answer
   is ``unknown`` and the problems say why.
2. **Givens** (:func:`~game.engine.draftcheck.given_problems`): a given too
   large for its cell, two givens that clash -- ``none``, with those cells.
3. **Solutions**, with the exact solver stopping at two
   (:func:`~game.engine.exact.solutions`): ``none`` with the cells of a
   contradiction (where singles run dry, :func:`~game.engine.draftcheck.contradiction`;
   else a smallest set of givens that admits no solution), ``multiple`` with two
   solutions and the cells where they differ, or ``unique``.
4. **Logic**, on a unique puzzle: the one logical solver
   (:func:`~game.engine.logic.solve`), without the guess a kind's ladder may
   end with, finishes it or sticks (the open cells where it stuck), its score (the kind's own where it has
   one, :func:`~game.engine.difficulty.score_of`), the hardest technique, and the band of the kind's scores
   at that size (:func:`~game.engine.difficulty.band_word`) whose range holds the score.  A puzzle with
   several solutions is not rated: the ladder cannot finish it, and its score would mean nothing.

The count and the ladder each spend a work budget (:mod:`game.engine.budget`,
:data:`WORK` by default); when the count's runs out the answer is ``unknown``,
when the ladder's does the puzzle is unique but unrated -- the verdict never hangs, and the same draft gets the same
verdict on every machine.  Pure: no clock, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import budget as _budget
from .backend import backend
from .budget import Budget
from .deduction import Technique
from .difficulty import band_word, score_of
from .draft import Draft
from .draftcheck import contradiction, dead_end, given_problems, shape_problems
from .errors import GaveUp
from .exact import count_solutions, solutions
from .logic import solve
from .puzzle import Puzzle

WORK = 1_000_000
"""The verdict's work budget (cell visits, :mod:`.budget`): a 10x10 draft's answer in well under 200 ms."""

NONE, UNIQUE, MULTIPLE, UNKNOWN = "none", "unique", "multiple", "unknown"


@dataclass(frozen=True)
class Verdict:
    """What the editor shows of a draft; see the module's essay."""

    problems: tuple[str, ...]
    problem_cells: tuple[int, ...]
    solutions: str
    contradiction: tuple[int, ...] = ()
    differ: tuple[int, ...] = ()
    two: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    finished: bool = False
    stuck: tuple[int, ...] = ()
    score: int | None = None
    band: str | None = None
    hardest: str | None = None
    note: str = ""
    """One sentence more: where the contradiction is, or why the answer is unknown."""

    def headline(self) -> str:
        """One short line for the editor's status bar."""
        if self.problems and self.solutions != NONE:
            more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
            return self.problems[0] + more
        if self.solutions == UNKNOWN:
            return self.note or "Not checked yet"
        if self.solutions == NONE:
            return "No solution: " + (self.problems[0] if self.problems else self.note or "the givens contradict")
        if self.solutions == MULTIPLE:
            return f"More than one solution: they differ in {len(self.differ)} cells"
        if self.score is None:
            return f"Unique, but logic is {self.note[:1].lower() + self.note[1:]}"
        rated = f"score {self.score}" + (f", {self.band}" if self.band else "")
        if self.finished:
            return f"Unique, solved by logic: {rated}" + (f", hardest {self.hardest}" if self.hardest else "")
        return f"Unique, but logic sticks with {len(self.stuck)} cells open ({rated})"


def verdict(draft: Draft, work: int = WORK) -> Verdict:
    """The verdict on ``draft``, spending at most ``work`` units of the work budget."""
    shape = shape_problems(draft)
    if shape.problems:
        return Verdict(shape.problems, shape.cells, UNKNOWN)
    givens = given_problems(draft.board())
    if givens.problems:
        return Verdict(givens.problems, givens.cells, NONE, contradiction=givens.cells)
    try:
        p = draft.to_puzzle()
    except ValueError as e:  # a board the kind cannot have: the rules' own sentence
        return Verdict((_sentence(e),), (), UNKNOWN)
    try:
        found = solutions(p, 2, budget=Budget(work))
    except GaveUp as e:
        return Verdict((), (), UNKNOWN, note=_sentence(e))  # "Too hard to analyse: gave up after .."
    if not found:
        cells, note = _why_none(p, work)
        return Verdict((), (), NONE, contradiction=cells, note=note)
    if len(found) > 1:
        a, b = found
        return Verdict((), (), MULTIPLE, differ=tuple(c for c in range(p.ncells) if a[c] != b[c]), two=(a, b))
    try:  # a budget of its own: a count that spent most of one leaves the ladder its full allowance
        result = solve(p, ladder=logical(p.kind), budget=Budget(work))  # a guess finishes nothing
    except GaveUp as e:
        return Verdict((), (), UNIQUE, note=_sentence(e))
    stuck = tuple(c for c, m in enumerate(result.cands) if m & (m - 1))
    names = {t.abbr: t.name for t in result.ladder}
    score = score_of(p, result)
    return Verdict((), (), UNIQUE, finished=result.solved, stuck=stuck, score=score,
                   band=band_word(p.kind, draft.params(), score) if result.solved else None,
                   hardest=names.get(result.hardest or "", None))


def _sentence(e: Exception) -> str:
    text = str(e)
    return text[:1].upper() + text[1:]


def logical(kind: str) -> tuple[Technique, ...]:
    """The kind's ladder less any guess: what "finished by logic" means."""
    return tuple(t for t in backend(kind).ladder if not t.guess)


def _why_none(p: Puzzle, work: int) -> tuple[tuple[int, ...], str]:
    """The cells of a contradiction and its sentence, each way a quarter of ``work`` at most: where singles
    run dry (with the givens behind it); else where the ladder runs dry; else a smallest set of givens that
    admits no solution (each given of it needed); else nothing to point at (the regions or sums alone)."""
    found = contradiction(p)
    if found is None:
        try:
            found = dead_end(p, solve(p, ladder=logical(p.kind), budget=Budget(work // 4)).cands)
        except GaveUp:
            pass
    if found is not None:
        return found.cells, found.text
    givens = list(p.givens)
    try:
        with _budget.active(Budget(work // 4)):
            for cell in range(p.ncells):
                if givens[cell]:
                    givens[cell] = 0
                    if count_solutions(p.with_givens(givens), 1)[0]:
                        givens[cell] = p.givens[cell]  # needed: without it there is a solution
    except GaveUp:
        return (), "too hard to say where"
    core = tuple(c for c in range(p.ncells) if givens[c])
    if not core:  # the regions or the sums alone admit no grid
        rules = p.rules
        return (), f"no grid fits these {rules.sum_label if rules.fourth_field == 'sums' else 'region'}s"
    return core, "these givens cannot all stand together"
