"""The generator's trial clue removal, answered as :func:`game.engine.logic.solve` would, cheaper.

The generator (:func:`game.engine.generator.remove_clues`) removes the clues of
a solved grid one at a time and keeps a removal when the logical solver still
finishes within the score cap.  Solving every trial from the givens with the
whole ladder was four fifths of the cost of building the level sets, yet most
trials are decided long before the ladder's scored techniques.

**The premise.**  Each trial removes one clue from givens that agree with a
solution and that solved within the cap (the full solution trivially does;
after that, only removals that solved are kept).  Under it, :meth:`Remover.keeps`
gives exactly ``solve(trial, ladder=..., max_score=cap).solved``:

1. **The zero-score pass has one end, whatever the order.**  The zero-score
   techniques are propagators (ER, and Suguru's FN): "an answered cell strikes
   its digit from its targets".  A strike justified on some candidates is
   justified on any fewer, so propagation ends on the *largest* position below
   its start that no propagator changes -- the same whichever answered cell
   goes first.  That lets it run here as a plain work list (:func:`closure`),
   with none of the solver's step-by-step bookkeeping.  The solver, being
   cheapest first, does this very pass before any scored step, at score 0.
2. **The clue comes back by bookkeeping.**  If the pass answers the removed
   cell with its digit, its end lies below the givens *with* the clue, so it
   is the end of that puzzle's pass too (the largest such position is below
   both).  From there the two runs take the same scored steps, so the trial
   solves within the cap exactly as the givens before it did: accepted
   without a single scored step.
3. **Two solutions.**  Sound deductions keep every solution, so a position
   with two can never end solved: an exact search (far cheaper than the
   ladder) turns such a trial down.  It need not count to two: the givens
   with the clue had one solution (they solved by logic), so every solution
   of the trial with the clue's digit in its cell is that one, and the trial
   has a second exactly when the pass's end *without* that digit in that
   cell has any solution at all -- a search that stops at the first one.
4. **Otherwise the ladder runs from the pass's end.**  A fresh run there holds
   the same candidates, the same answered cells queued for the scored
   propagators and every region marked for rescan, as the run from the
   givens does after its pass, so it takes the same steps to the same verdict.

5. **The ladder remembers where it has been.**  The solver's next step is a
   function of the candidates alone: its per-technique queues and dirty
   masks are caches (an answered cell already tried, or a region already
   scanned without a find, can hold nothing new, since candidates only
   shrink), so from a given position every run takes the same steps.  So a
   memo of the positions a run went through on its way to solved (its
   start, and each where the propagators at the head of the ladder rest:
   two runs that meet anywhere meet again at the next of those), with the
   score still to come from there, answers any later trial on the
   same grid the moment its run reaches one of them: solved, with the score
   so far plus the score still to come, which is within the cap or not.
   Trials share many positions (the clue removed is often re-derived early),
   so most ladder runs end in the memo rather than at the last cell.

A position the pass would empty a cell of (no solution: outside the premise)
or a ladder whose zero-score techniques are not all propagators goes to the
full solver unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from . import budget as _budget
from . import exact, logic
from .deduction import Technique
from .errors import GaveUp
from .puzzle import Puzzle
from .solverun import _Run
from .state import Position
from .techniques import PROPAGATORS, Tables, Targets, tables

Merged = tuple[tuple[tuple[int, ...], ...], ...]

_merged_cache: dict[tuple[int, tuple[str, ...]], tuple[Tables, Merged | None]] = {}


def zero_targets(puzzle: Puzzle, techs: tuple[Technique, ...]) -> Merged | None:
    """``table[cell][digit]``: every cell an answered digit strikes in the zero-score pass of ``techs``.

    None when some zero-score technique is not a propagator (its pass is then left to the solver).
    """
    T = tables(puzzle)
    zero = [t for t in techs if t.score == 0]
    key = (id(T), tuple(t.abbr for t in zero))
    got = _merged_cache.get(key)
    if got is not None and got[0] is T:
        return got[1]
    parts: list[Targets] = []
    for t in zero:
        prop = PROPAGATORS.get(t.func)
        own: Callable[[Tables], Targets] | None = getattr(t.func, "targets", None)
        if prop is not None:
            parts.append(getattr(T, prop[1]))
        elif own is not None:
            parts.append(own(T))
        else:
            parts = []
            break
    merged: Merged | None = None
    if parts:
        merged = tuple(_merged_cell(c, [p[c] for p in parts]) for c in range(T.ncells))
    if len(_merged_cache) > 256:
        _merged_cache.clear()
    _merged_cache[key] = (T, merged)
    return merged


def _merged_cell(c: int, rows: list[tuple[tuple[int, ...], ...]]) -> tuple[tuple[int, ...], ...]:
    """Per digit, the merge of the parts' target lists of cell ``c`` (``rows``: each part's, per digit).

    Where a rule does not depend on the digit the tables share one list between digits 1 up (a
    region's cells, Suguru's neighbours): then digit 1's merge serves them all."""
    if all(len(set(map(id, row[1:]))) == 1 for row in rows):
        one = _merge(c, [row[1] for row in rows])
        return (_merge(c, [row[0] for row in rows]),) + (one,) * (len(rows[0]) - 1)
    return tuple(_merge(c, lists) for lists in zip(*rows))


def _merge(c: int, lists: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """The cells of ``lists`` in order of first appearance, less ``c``."""
    joined = lists[0]
    for more in lists[1:]:
        joined += more
    out = tuple(dict.fromkeys(joined))
    return tuple(x for x in out if x != c) if c in out else out


def closure(targets: Merged, cands: Sequence[int]) -> list[int] | None:
    """The end of the zero-score pass from ``cands``; None if it would empty a cell (no solution)."""
    out = list(cands)
    todo = [c for c, m in enumerate(out) if m and not m & (m - 1)]
    pop, push = todo.pop, todo.append
    while todo:
        c = pop()
        m = out[c]
        for x in targets[c][m.bit_length() - 1]:
            v = out[x]
            if v & m:
                v ^= m
                if not v:
                    return None
                out[x] = v
                if not v & (v - 1):
                    push(x)
    return out


class Remover:
    """The judge of the trial removals on one grid: :meth:`keeps` is ``logic.solve(...).solved``.

    ``ladder`` and ``max_score`` are the solver's.  It holds the memo of runs (5. above) and
    the exact count's book: the count runs while it turns down at least one counted trial in four.
    A count costs about what a short ladder run does: worth it when many trials have two solutions
    (Suguru: two in three of those that reach it), a loss when few do (Ripple: one in eight).  Only
    the speed depends on it: a trial the count would have turned down fails the ladder instead,
    which is also what happens when a count outruns its budget (a 16x16 search now and then does).
    """

    WARM_UP, SHARE = 8, 100

    def __init__(self, base: Puzzle, *, ladder: Iterable[Technique] | None = None,
                 max_score: int | None = None) -> None:
        self.base, self.max_score = base, max_score
        self.ladder = None if ladder is None else tuple(ladder)
        self.techs = logic._techs(base, self.ladder)
        self.targets = zero_targets(base, self.techs)
        self.rest: dict[tuple[int, ...], int] = {}
        self.counted = self.refused = 0

    def keeps(self, pos: Position, cell: int, digit: int) -> bool:
        """Whether the trial ``pos`` (the givens less ``cell``'s clue ``digit``) still solves within the cap."""
        max_score, targets = self.max_score, self.targets
        closed = closure(targets, pos.cands) if targets is not None and all(pos.cands) else None
        if closed is None or (max_score is not None and max_score < 0):
            return logic.solve(pos, ladder=self.ladder, max_score=max_score).solved
        if closed[cell] == 1 << digit:
            return True
        more = self.rest.get(tuple(closed))
        if more is not None:  # seen on the way to solved: no count needed
            return max_score is None or more <= max_score
        if self.counted < self.WARM_UP or self.refused * self.SHARE >= self.counted:
            self.counted += 1
            other = list(closed)
            other[cell] &= ~(1 << digit)
            try:
                if exact.count_solutions(self.base, 1, cands=other)[0]:
                    self.refused += 1
                    return False
            except GaveUp:  # a search too long for its budget (big boards): the ladder decides alone
                pass
        return self._solve(Position(pos.puzzle, closed))

    def _solve(self, pos: Position) -> bool:
        """``logic.solve(pos, ...).solved``, stopping at a position seen before.

        Uses the solver's run directly (``solverun._Run``): the public :func:`logic.solve` has no way
        to report the position after each step, and this is the one caller that needs it.  The
        memo holds the start and the positions where the propagators rest (:meth:`_Run.settle`
        gets there in one tight loop): any two runs that meet, meet again at the next of those.
        """
        puzzle, cands, max_score = pos.puzzle, list(pos.cands), self.max_score
        rest = self.rest
        path: list[tuple[tuple[int, ...], int]] = []
        with _budget.active(None):
            run = _Run(puzzle, cands, self.techs, False)
            key = tuple(cands)
            while True:
                more = rest.get(key)
                if more is not None:
                    final = run.score + more
                    break
                path.append((key, run.score))
                run.settle()
                if max_score is not None and run.score > max_score:
                    return False
                settled = tuple(cands)
                if settled != key:
                    key = settled
                    continue
                if run.step() is None:
                    if not (logic._complete(run.T, cands) and logic._extra_ok(puzzle, cands)):
                        return False
                    final = run.score
                    break
                if max_score is not None and run.score > max_score or run.emptied:
                    return False
                key = tuple(cands)
        if max_score is not None and final > max_score:
            return False
        for key, score in path:
            rest[key] = final - score
        return True
