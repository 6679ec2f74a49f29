"""The technique ladder and the one logical solver behind hints, scores and generation.

Each kind's backend (:mod:`game.engine.backend`) has one table, its ladder,
listing its techniques as :class:`~game.engine.deduction.Technique` entries
(abbreviation, name, score, function) cheapest first.  Everything that talks about techniques reads that
table, so the two letters in the hint box, the difficulty score and the
solver's order can never disagree.

**The solver** is the seeds' rule, literally: *always apply the cheapest
technique that makes progress, and after any progress go back to the
cheapest.*  The score of a puzzle is the sum, over the deductions applied, of
(cells that deduction changed) x (its technique's score); ``counts`` keeps the
cells changed per abbreviation, zero-score techniques included.

**Why the zero-score techniques run first, and exhaustively.**  The Exclusion
Rule (and, in Suguru, Forbidden Neighbour) is bookkeeping: it only says "an
answer rules its digit out of the cells it sees".  The seeds apply it until it
has no effect before any scored technique, because the scored ones assume a
tidy grid -- a hidden single or a naked pair read off a grid still holding
struck-out digits is either invisible or spurious-looking -- and because a
player should never pay difficulty for housekeeping.  Since "cheapest first"
already puts score-0 techniques first, this is the same rule, not an extra
one.  Ripple Effect's Forbidden Neighbour scores 1, so there it is simply the
cheapest *scored* technique.

**Why it is fast.**  The generator calls :func:`solve` thousands of times, so:

* per-layout tables (cell names, region lists, neighbour and reach lists,
  bitmasks) are built once and cached on the layout
  (:func:`game.engine.techniques.tables`);
* the per-cell techniques (ER, FN) run as a propagation queue: a cell that
  becomes answered is pushed on a heap per technique, and "the first
  instance" is the smallest pending cell that still strikes something -- the
  exact cell a row-major rescan would find, without rescanning.  A cell that
  strikes nothing never will again (candidates only shrink), so it is dropped;
* the region techniques keep a dirty bitmask of regions each (Sudoku's: of
  houses, or of digits) and rescan only what changed since they last found
  nothing there (see the essay of :mod:`game.engine.techniques` for why that
  is exact; the run that keeps the masks is :mod:`game.engine.solverun`);
* sentences are only written when a caller asks for the steps.

The same loop, asked for one step, is the hint: :func:`hint` runs the
zero-score pass (returned as ``auto``, to be played in order) and then finds
the cheapest scored deduction.  Nothing here mutates its argument.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Iterable

from . import budget as _budget
from .backend import backend
from .budget import Budget
from .deduction import Deduction, HasCandidates, Technique
from .housekeeping import clear_only, zero_pass
from .puzzle import Puzzle, full_mask
from .rules import Rules
from .solverun import _prop_targets
from .solverun import _Run as _Run
from .state import Position
from .techniques import Tables, prop_deduction, tables

__all__ = ["Hint", "LogicResult", "Resumable", "apply_zero", "hint", "ladder", "next_deduction", "solve",
           "technique", "zero_score"]


def ladder(kind: str) -> tuple[Technique, ...]:
    """The technique table of ``kind``'s backend; raises :class:`UnknownKindError` for an unknown kind."""
    return backend(kind).ladder


def zero_score(kind: str) -> tuple[Technique, ...]:
    """The techniques applied exhaustively before any scored one (Suguru: ER, FN; Ripple: ER)."""
    return tuple(t for t in ladder(kind) if t.score == 0)


def technique(kind: str, abbr: str) -> Technique:
    """One entry of a kind's table by its abbreviation."""
    for t in ladder(kind):
        if t.abbr == abbr:
            return t
    raise KeyError(f"{kind} has no technique {abbr!r}")


@dataclass(frozen=True)
class Hint:
    """What the wand shows: housekeeping to play first, then one real deduction."""

    auto: tuple[Deduction, ...]
    """Zero-score deductions, applied exhaustively and in order before ``deduction``."""
    deduction: Deduction | None
    """The cheapest scored deduction after ``auto`` (None: solved, or stuck)."""


@dataclass(frozen=True)
class LogicResult:
    """What :func:`solve` found."""

    solved: bool
    """True when every cell ended with one candidate and the grid obeys the rules."""
    score: int
    """Sum over applied deductions of cells changed x technique score."""
    counts: dict[str, int]
    """Cells changed per technique abbreviation (every technique of the ladder, 0 if unused)."""
    steps: list[Deduction] = field(default_factory=list)
    """Every deduction applied, in order (only with ``record=True``)."""
    cands: tuple[int, ...] = ()
    """The candidates where the solver stopped."""

    ladder: tuple[Technique, ...] = field(default=(), repr=False, compare=False)
    """The techniques the run used, cheapest first."""

    @property
    def hardest(self) -> str | None:
        """Abbreviation of the costliest scored technique used, or None."""
        best = None
        for t in self.ladder:
            if t.score and self.counts.get(t.abbr):
                if best is None or t.score >= best.score:
                    best = t
        return best.abbr if best else None


# -- the solver loop: a run (:mod:`.solverun`) driven cheapest technique first ------------------


def _order(techs: Iterable[Technique]) -> tuple[Technique, ...]:
    """Cheapest first; equal scores keep their given order."""
    return tuple(sorted(techs, key=lambda t: t.score))


def _split(pos: Puzzle | HasCandidates) -> tuple[Puzzle, list[int]]:
    if isinstance(pos, Puzzle):
        return pos, list(pos.initial_candidates)
    return pos.puzzle, list(pos.cands)


def _techs(puzzle: Puzzle, lad: Iterable[Technique] | None) -> tuple[Technique, ...]:
    return _order(ladder(puzzle.kind) if lad is None else lad)


def _zero_pass(run: _Run) -> None:
    """Apply the zero-score techniques until none has any effect (cheapest-first, restarting)."""
    while run.step(zero_only=True) is not None:
        pass


def solve(puzzle_or_position: Puzzle | HasCandidates, *, ladder: Iterable[Technique] | None = None,
          max_score: int | None = None, record: bool = False, budget: Budget | None = None) -> LogicResult:
    """Solve by logic alone, cheapest technique first; report solved or stuck and the score.

    ``ladder`` restricts the techniques (e.g. ER and FN only: "is this puzzle
    trivial?"); ``max_score`` gives up (stuck) as soon as the score exceeds
    it; ``record`` keeps every deduction, with its sentence, in ``steps``.
    A position with an empty cell or a contradiction ends stuck.  The run
    spends ``budget`` (default: the one in force, else a fresh default one;
    see :mod:`.budget`) and raises :class:`~.errors.GaveUp` when it runs out.
    """
    puzzle, cands = _split(puzzle_or_position)
    techs = _techs(puzzle, ladder)
    with _budget.active(budget):
        run = _Run(puzzle, cands, techs, record)
        solved = False
        if all(cands):
            while run.step() is not None:
                if max_score is not None and run.score > max_score:
                    break
                if run.emptied:
                    break  # only a foreign technique can do this: the position is contradictory
            else:
                solved = _complete(run.T, cands) and _extra_ok(puzzle, cands)
    return LogicResult(solved, run.score, run.counts, run.steps, tuple(cands), techs)


class Resumable:
    """A :func:`solve` (no cap, no record) that takes more clues and goes on from where it stopped.

    :meth:`run` runs the ladder until no technique applies and says whether the grid is solved;
    :meth:`give` adds a clue.  The next :meth:`run` then takes exactly the steps a fresh
    :func:`solve` from the candidates it stopped on, less the clue's others, would take.  That
    equals :func:`solve` from the givens with the clue only because the ladder's end does not
    depend on the order of its deductions (each deduction stays derivable, or already made, when
    candidates are deleted) -- a property of the ladder that is checked, not proved: the
    generator's tests compare the two on every grid they make.  Each :meth:`run` spends its
    own budget, as a :func:`solve` would.
    """

    def __init__(self, puzzle: Puzzle, ladder: Iterable[Technique] | None = None) -> None:
        self.puzzle = puzzle
        self.cands = list(puzzle.initial_candidates)
        self._run = _Run(puzzle, self.cands, _techs(puzzle, ladder), False)

    def give(self, cell: int, digit: int) -> None:
        self._run.give(cell, digit)

    def run(self) -> bool:
        run, cands = self._run, self.cands
        with _budget.active(None) as spend:
            run.budget = spend
            if not all(cands):
                return False
            while run.step() is not None:
                if run.emptied:
                    return False
        return _complete(run.T, cands) and _extra_ok(self.puzzle, cands)


def _complete(T: Tables, cands: list[int]) -> bool:
    """Is every cell answered, and do the answers obey the kind's rules?

    Checked with the cached layout tables (not ``rules.is_solution``, whose
    tables are built per Puzzle object) so a fresh Puzzle solves as fast as
    a reused one.  Needed because a sub-ladder (ER alone, say) can fill the
    grid without ever checking a neighbour.
    """
    for m in cands:
        if not m or m & (m - 1):
            return False
    for cells in T.rcells:
        seen = 0
        for c in cells:
            seen |= cands[c]
        if seen != full_mask(len(cells)):
            return False
    for c, m in enumerate(cands):
        d = m.bit_length() - 1
        for x in T.fn[c][d]:
            if cands[x] == m:
                return False
    return True


def _extra_ok(puzzle: Puzzle, cands: list[int]) -> bool:
    """Rules the layout tables cannot say (Sujiko's sums), on a complete grid."""
    rules = puzzle.rules
    if type(rules).extra_ok is Rules.extra_ok:
        return True
    return rules.extra_ok(puzzle, [m.bit_length() - 1 for m in cands])


def apply_zero(pos: HasCandidates, budget: Budget | None = None, place: bool = True) -> tuple[Deduction, ...]:
    """The zero-score techniques applied exhaustively (the wand's right click), in order.

    Play them as one move (:func:`.housekeeping.pass_move`); ``pos`` itself is left alone.  With ``place``
    False no cell is struck down to one digit (see :mod:`.housekeeping`).  Spends ``budget`` as :func:`solve` does.
    """
    puzzle, cands = _split(pos)
    with _budget.active(budget) as spend:
        return _housekeeping(puzzle, cands, _techs(puzzle, None), spend, place)


def _housekeeping(puzzle: Puzzle, cands: list[int], techs: tuple[Technique, ...],
                  spend: Budget, place: bool = True) -> tuple[Deduction, ...]:
    """The zero pass of :func:`hint` and :func:`apply_zero` on ``cands``, in place: the same steps as
    :func:`_zero_pass`, as :func:`.housekeeping.zero_pass` when every zero-score technique propagates."""
    T = tables(puzzle)
    props = []
    for t in techs:
        if t.score:
            break
        targets = _prop_targets(t, T)
        if targets is None:
            start = list(cands)
            run = _Run(puzzle, cands, techs, True)
            _zero_pass(run)
            if place:
                return tuple(run.steps)
            cands[:] = start
            return tuple(clear_only(cands, run.steps))
        deduce = getattr(t.func, "deduce", None)  # as _prop_record, looked up once
        props.append((targets, partial(deduce, T) if deduce else partial(prop_deduction, t.abbr, T)))
    return tuple(zero_pass(cands, props, spend, place))


def next_deduction(pos: HasCandidates, ladder: Iterable[Technique] | None = None) -> Deduction | None:
    """The cheapest deduction available on ``pos`` as it stands (zero-score ones included)."""
    for t in _techs(pos.puzzle, ladder):
        ded = t.func(pos)
        if ded is not None:
            return ded
    return None


def hint(pos: HasCandidates, budget: Budget | None = None) -> Hint:
    """One step of the solver: housekeeping first (``auto``), then the cheapest scored deduction.

    Spends ``budget`` as :func:`solve` does (:class:`~.errors.GaveUp` when it runs out).
    """
    puzzle, cands = _split(pos)
    techs = _techs(puzzle, None)
    with _budget.active(budget) as spend:
        auto = _housekeeping(puzzle, cands, techs, spend)
        deduction = None
        # Housekeeping often finishes the grid; a correct full grid leaves no candidate a sound
        # technique could strike, so the scored scans (every house, every chain) are skipped.
        if all(cands) and not (_complete(tables(puzzle), cands) and _extra_ok(puzzle, cands)):
            scratch = Position(puzzle, cands)
            cost = sum(puzzle.max_digit) * puzzle.rules.step_cost(puzzle)
            for t in techs:
                if t.score:
                    spend.charge_step(cost)
                    deduction = t.func(scratch)
                    if deduction is not None:
                        break
    return Hint(auto, deduction)
