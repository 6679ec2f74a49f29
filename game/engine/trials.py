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
   ladder) turns such a trial down, where it pays (:class:`Remover`).  It
   need not count to two: the givens with the clue had one solution (they
   solved by logic), so every solution of the trial with the clue's digit in
   its cell is that one, and the trial has a second exactly when the pass's
   end *without* that digit in that cell has any solution at all -- a search
   that stops at the first one.
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

6. **Where the head rests.**  Where the propagators heading the ladder include a scored one
   (Ripple's Forbidden Neighbour scores 1), a run's first settle ends where they rest, the same
   whatever their order.  If the memo knows that position, the run's score is the settle's plus
   the memo's, and the settle strikes each candidate at most once: when even the dearest
   settle fits under the cap, the trial stands without running.

The passes themselves run from two running ends rather than from each trial's givens when the
removal says in advance which clues it will try, in which order (:class:`~.passes.Sweep`).

A position the pass would empty a cell of (no solution: outside the premise)
or a ladder whose zero-score techniques are not all propagators goes to the
full solver unchanged.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence

from . import budget as _budget
from . import exact, logic
from .deduction import Technique
from .errors import GaveUp
from .puzzle import Puzzle
from .lanes import Lanes, head_lanes, settle_lanes
from .solverun import _prop_targets, _Run
from .state import Position
from .passes import Sweep, closure, pass_targets, zero_targets
from .techniques import tables

_BACK: list[int] = []
"""What :meth:`Remover._closed` gives for a trial whose clue comes back without propagating."""


class Remover:
    """The judge of the trial removals on one grid: :meth:`keeps` is ``logic.solve(...).solved``.

    ``ladder`` and ``max_score`` are the solver's.  It holds the memo of runs (5. above) and
    the exact count's book: the count runs while it turns down at least one counted trial in a hundred.
    A count costs about what a short ladder run does: worth it when many trials have two solutions
    (Suguru: two in three of those that reach it), a loss when few do (Ripple: one in eight).  Only
    the speed depends on it: a trial the count would have turned down fails the ladder instead,
    which is also what happens when a count outruns its budget (a 16x16 search now and then does).
    Where a swap finds most second solutions first (:meth:`_swapped`), fewer trials that reach the
    count have one (Suguru: one in three, Ripple: one in six), and since the region cores remember
    where they found nothing (:func:`~game.engine.techniques.local_scanner`) the failing runs it
    would save cost little more than the count: there it does not run at all (6x6 and 10x10 Suguru
    and Ripple alike are made with fewer instructions without it).
    """

    WARM_UP, SHARE = 8, 100

    def __init__(self, base: Puzzle, *, ladder: Iterable[Technique] | None = None,
                 max_score: int | None = None, tally: bool = False) -> None:
        self.base, self.max_score = base, max_score
        self.ladder = None if ladder is None else tuple(ladder)
        self.techs = logic._techs(base, self.ladder)
        self.targets = zero_targets(base, self.techs)
        # The propagators heading the ladder, where some of them score (Ripple's Forbidden
        # Neighbour): where they rest, and the most a cell struck on the way there can cost.
        T = self.T = tables(base)
        head = tuple(itertools.takewhile(lambda t: _prop_targets(t, T) is not None, self.techs))
        self.top = max((t.score for t in head), default=0)
        self.ahead = pass_targets(base, head) if self.top else None
        # What each sweep's pass runs (zero-score, head), for :meth:`kept_end`.
        self.swept_props = tuple(frozenset((t.abbr, t.func) for t in props)
                                 for props in (tuple(t for t in self.techs if not t.score), head))
        self.rest: dict[tuple[int, ...], int] = {}
        # With ``tally``, per position of the memo: the technique counts where a run got there and
        # where it ended, in the ladder's order (what the run from there counts is the difference),
        # for :meth:`solved`.  A tuple per position, so only where that solve is asked for.
        self.tallies: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]] | None = {} if tally else None
        self.counted = self.refused = 0
        self.counting = True
        # The scored head's targets as bit lanes, where the candidates fit a byte (:mod:`.lanes`:
        # every run here holds the solution): made at the first run.
        self.lanes: Lanes | None = None
        self.packs = max(base.initial_candidates, default=0) < 256 and bool(self.top)
        self.sweeps: tuple[Sweep | None, Sweep | None] = (None, None)
        self.plan: Sequence[tuple[int, int]] = ()
        self.at = 0
        self.swept = -1  # the index in the plan of the trial being judged, if it is one
        self.solution: Sequence[int] | None = None
        # A kind's own cheap test for a second solution of a trial (cands, the cell whose clue went),
        # asked before the exact search: True turns the trial down (Sudoku's digit swaps).
        self.second: Callable[[Sequence[int], int], bool] | None = None

    def sweep(self, clues: Sequence[tuple[int, int]], solution: Sequence[int] | None = None) -> None:
        """The removal will try ``clues`` (cell, digit), all given now, once each in this order,
        telling :meth:`kept` of each that stays: the passes then run from two running ends
        (:class:`~game.engine.passes.Sweep`) instead of from each trial's givens.  With the
        ``solution`` a trial is also tested for a second solution made by a swap (:meth:`_swapped`)."""
        init = self.base.initial_candidates
        if solution is not None and self.base.rules.symmetric_strikes:
            self.solution = solution
            self.counting = False
        zero = None if self.targets is None else Sweep(self.targets, init, clues)
        ahead = None if self.ahead is None else Sweep(self.ahead, init, clues)
        self.sweeps, self.plan, self.at = (zero, ahead), clues, 0

    def kept(self, cell: int, digit: int) -> None:
        """The clue ``digit`` of ``cell``, the one just tried, stays."""
        j = self.at - 1
        if 0 <= j < len(self.plan) and self.plan[j] == (cell, digit):
            for sweep in self.sweeps:
                if sweep is not None:
                    sweep.keep(j)
        else:
            self.plan = ()

    def kept_end(self, props: Iterable[Technique]) -> list[int] | None:
        """Where the pass of the propagators ``props`` ends from the clues kept, read off a sweep
        that runs them, once the removal has judged every clue of its plan, in order; None when
        unknown (no such sweep, the plan broken off or not done).  The removal keeps only the clues
        it was told of (:meth:`kept`), so that is the pass from the puzzle it leaves."""
        want = frozenset((t.abbr, t.func) for t in props)
        if not self.plan or self.at != len(self.plan):
            return None
        for sweep, swept in zip(self.sweeps, self.swept_props):
            if sweep is not None and sweep.ok and swept == want:
                return sweep.kept
        return None

    def _closed(self, pos: Position, cell: int, digit: int) -> list[int] | None:
        """Where the zero-score pass ends on the trial ``pos``; None if it empties a cell (or there is none);
        :data:`_BACK` when the sweep sees the clue come back before it propagates (2. above)."""
        zero = self.sweeps[0]
        j = self.at
        self.swept = -1
        if j < len(self.plan) and self.plan[j] == (cell, digit):
            self.at += 1
            if zero is not None and zero.ok:
                self.swept = j
                return _BACK if zero.comes_back(j, cell, digit) else zero.trial(j)
        else:
            self.plan = ()
        targets = self.targets
        return closure(targets, pos.cands) if targets is not None and all(pos.cands) else None

    def _settled(self, closed: list[int]) -> list[int] | None:
        """Where the head's pass ends from ``closed``, the trial's zero-score end."""
        ahead, parts = self.sweeps[1], self.ahead
        assert parts is not None
        if ahead is not None and ahead.ok and self.swept >= 0:
            return ahead.trial(self.swept)
        return closure(parts, closed)

    def solves(self, pos: Position) -> bool:
        """``logic.solve(pos, ladder=..., max_score=...).solved`` for givens that agree with a solution
        (the premise), the run from their pass's end remembered (5. above): the removal's first trials
        then meet its positions."""
        targets, max_score = self.targets, self.max_score
        closed = closure(targets, pos.cands) if targets is not None and all(pos.cands) else None
        if closed is None or (max_score is not None and max_score < 0):
            return logic.solve(pos, ladder=self.ladder, max_score=max_score).solved
        more = self.rest.get(tuple(closed))
        if more is not None:
            return max_score is None or more <= max_score
        return self._solve(Position(pos.puzzle, closed))

    def keeps(self, pos: Position, cell: int, digit: int) -> bool:
        """Whether the trial ``pos`` (the givens less ``cell``'s clue ``digit``) still solves within the cap."""
        max_score = self.max_score
        closed = self._closed(pos, cell, digit)
        if closed is None or (max_score is not None and max_score < 0):
            return logic.solve(pos, ladder=self.ladder, max_score=max_score).solved
        if closed is _BACK or closed[cell] == 1 << digit:
            return True
        more = self.rest.get(tuple(closed))
        if more is not None:  # seen on the way to solved: no count needed
            return max_score is None or more <= max_score
        if self.ahead is not None and self._rests_known(closed):
            return True
        if self.solution is not None and self._swapped(pos.cands, cell):
            return False
        if self.second is not None and self.second(pos.cands, cell):
            return False
        if self.counting and (self.counted < self.WARM_UP or self.refused * self.SHARE >= self.counted):
            self.counted += 1
            other = list(closed)
            other[cell] &= ~(1 << digit)
            try:
                if exact.has_solution(self.base, other):
                    self.refused += 1
                    return False
            except GaveUp:  # a search too long for its budget (big boards): the ladder decides alone
                pass
        return self._solve(Position(pos.puzzle, closed))

    def _swapped(self, cands: list[int], cell: int) -> bool:
        """Whether the trial ``cands`` (without ``cell``'s clue) has a second solution that swaps
        ``cell``'s digit with that of another open cell of its region.

        Such a trial cannot solve (sound deductions keep both solutions), and the swap often is
        the second solution the exact search would find, for a few lookups.  A swap keeps the
        region whole; the rest of the rules hold between the cells it leaves alone, so only the
        two cells' strikes need checking, which are symmetric (``Rules.symmetric_strikes``)."""
        sol = self.solution
        assert sol is not None
        T = self.T
        fn, a = T.fn, sol[cell]
        for other in T.rcells[T.regions[cell]]:
            m = cands[other]
            if other == cell or not m & (m - 1):  # itself, or a clue
                continue
            b = sol[other]
            # Each of the two against the cells the swap leaves alone (the two hold a and b, unequal).
            if not any(sol[y] == b for y in fn[cell][b] if y != other) and not any(
                    sol[y] == a for y in fn[other][a] if y != cell):
                return True
        return False

    def _rests_known(self, closed: list[int]) -> bool:
        """Whether the run from ``closed`` surely solves within the cap, seen where its head rests.

        A run's first :meth:`_Run.settle` ends where the propagators heading the ladder rest, the
        same whatever their order.  If the memo knows that position, the run's score is what
        the settle costs plus the memo's, and the settle costs at most ``top`` a candidate struck."""
        settled = self._settled(closed)
        if settled is None:
            return False
        more = self.rest.get(tuple(settled))
        if more is None:
            return False
        if self.max_score is None:
            return True
        struck = sum(map(int.bit_count, closed)) - sum(map(int.bit_count, settled))
        return more + self.top * struck <= self.max_score

    def _settler(self, run: _Run) -> Callable[[], bool]:
        """The settle of ``run``, a run of this judge's (its candidates hold the solution)."""
        if not self.packs:
            return run.settle
        lanes = self.lanes
        if lanes is None:
            lanes = self.lanes = head_lanes(self.T, self.techs)
        return lambda: settle_lanes(run, lanes)

    def _solve(self, pos: Position) -> bool:
        """``logic.solve(pos, ...).solved``, stopping at a position seen before.

        Uses the solver's run directly (``solverun._Run``): the public :func:`logic.solve` has no way
        to report the position after each step, and this is the one caller that needs it.  The
        memo holds the start and the positions where the propagators rest (:meth:`_Run.settle`
        gets there in one tight loop): any two runs that meet, meet again at the next of those.
        """
        puzzle, cands, max_score = pos.puzzle, list(pos.cands), self.max_score
        rest, tallies = self.rest, self.tallies
        path: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        counted: tuple[int, ...] = ()
        with _budget.active(None):
            run = _Run(puzzle, cands, self.techs, False, self.T)
            settle = self._settler(run)
            counts = run.counts
            # The start is where the zero-score propagators rest (the pass above): every answered
            # cell has struck all it strikes under them, so their heaps would only be popped empty.
            for t, _targets, heap in run.head:
                if not t.score:
                    heap.clear()
            key = tuple(cands)
            while True:
                more = rest.get(key)
                if more is not None:
                    final = run.score + more
                    if tallies is not None:
                        at, end = tallies[key]
                        counted = tuple(c + e - a for c, e, a in zip(counts.values(), end, at))
                    break
                path.append((key, run.score, tuple(counts.values()) if tallies is not None else counted))
                if settle():
                    if max_score is not None and run.score > max_score:
                        return False
                    key = tuple(cands)
                    continue
                if run.step() is None:
                    if not (logic._complete(run.T, cands) and logic._extra_ok(puzzle, cands)):
                        return False
                    final = run.score
                    counted = tuple(counts.values())
                    break
                if max_score is not None and run.score > max_score or run.emptied:
                    return False
                key = tuple(cands)
        if max_score is not None and final > max_score:
            return False
        for key, score, at in path:
            rest[key] = final - score
            if tallies is not None:
                tallies[key] = (at, counted)
        return True

    def solved(self, puzzle: Puzzle) -> logic.LogicResult:
        """``logic.solve(puzzle, ladder=...)`` (no cap) of a puzzle on this judge's grid, ``puzzle.solution`` set.

        A run's first settle from the givens ends where the propagators heading the ladder rest;
        when the memo holds that position (made with ``tally``: the removal's last trial to run
        its ladder got there, or went on from there), the run from there solves, scoring the memo's
        score and counting its counts: the run need not be made again.  Otherwise the full solve."""
        tallies, solution = self.tallies, puzzle.solution
        if tallies is not None and solution is not None:
            cands = list(puzzle.initial_candidates)
            if all(cands):
                with _budget.active(None):
                    run = _Run(puzzle, cands, self.techs, False, self.T)
                    self._settler(run)()
                key = tuple(cands)
                got = tallies.get(key)
                if got is not None:
                    at, end = got
                    counts = {abbr: c + e - a for (abbr, c), e, a in zip(run.counts.items(), end, at)}
                    return logic.LogicResult(True, run.score + self.rest[key], counts,
                                             cands=tuple(1 << d for d in solution), ladder=self.techs)
        return logic.solve(puzzle, ladder=self.ladder)
