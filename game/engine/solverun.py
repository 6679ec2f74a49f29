"""One run of the logical solver: the candidates, the ladder's plan and the bookkeeping that keeps it fast.

:mod:`game.engine.logic` drives a :class:`_Run` (``solve``, ``hint``) and so does the
generator's trial judge (:mod:`game.engine.trials`).  What a run keeps current after
every deduction:

* per propagator, a heap of the answered cells still to try;
* per region core, a **dirty mask** of the parts of the grid that changed since the core
  last found nothing there (see the essay of :mod:`game.engine.techniques` for why a
  core may skip a clean part).  A core names the parts it scans by its ``scope``
  attribute, ``T -> (bits, everything)``: ``bits[cell]`` are the parts holding the cell
  (the default is the regions, ``T.regbit``; Sudoku's house finders number their rows,
  columns and boxes in scan order), ``everything`` the mask of them all.  ``bits`` None
  means the parts are the digits: bit d is dirty once some cell lost ``d`` or was answered
  ``d`` -- what a technique that reads one digit at a time (fish, colouring) depends on.
"""

from __future__ import annotations

import heapq
from typing import Any, Callable, Iterable

from . import budget as _budget
from .deduction import Deduction, Technique, TechniqueFn
from .puzzle import Puzzle
from .state import Position
from .techniques import PROPAGATORS, Core, Tables, Targets, found_deduction, prop_deduction, prop_effect, tables

Scope = Callable[[Tables], "tuple[tuple[int, ...] | None, int]"]
"""A core's parts: ``T -> (bits per cell, or None for the digits; the mask of every part)``."""


class _Run:
    """One solver run over a private copy of the candidates.

    ``plan`` holds, per technique of the ladder (cheapest first), whether it
    is a propagator and how to try it once: a propagator with its target
    table and its heap of answered cells still to try, or a region core with
    its dirty mask, or (for a technique from elsewhere) just its
    function.  :meth:`apply` keeps every heap and mask current.
    """

    __slots__ = ("T", "cands", "techs", "plan", "heaps", "dirty", "scopes", "counts", "score", "steps",
                 "record", "puzzle", "emptied", "budget", "cost", "head")

    def __init__(self, puzzle: Puzzle, cands: list[int], techs: tuple[Technique, ...], record: bool,
                 T: Tables | None = None):
        """``T``: the tables of the puzzle's layout, if the caller holds them."""
        self.puzzle = puzzle
        T = self.T = tables(puzzle) if T is None else T
        self.cands = cands
        self.techs = techs
        self.record = record
        plan, head, self.scopes, dirty, nheaps, abbrs = _template(T, techs)
        answered = [c for c, m in enumerate(cands) if m and not m & (m - 1)]
        self.heaps = heaps = [list(answered) for _ in range(nheaps)]  # a sorted list is already a heap
        self.plan = plan
        self.dirty = list(dirty)
        # The propagators that head the ladder, for :meth:`settle`.
        self.head = [(t, targets, heaps[j]) for t, targets, j in head]
        self.counts = dict.fromkeys(abbrs, 0)
        self.score = 0
        self.steps: list[Deduction] = []
        self.emptied = False
        # Each technique tried is charged its candidate count (what its scans visit), times what
        # the kind says a step costs (Sujiko's sum enumerations widen steeply with the digits).
        self.budget = _budget.current()
        last = _last_cost
        if last[0] is not T:  # the same for every run on a layout (a generator's trials run one over and over)
            last[:] = (T, sum(puzzle.max_digit) * puzzle.rules.step_cost(puzzle))
        self.cost = last[1]

    def apply(self, t: Technique, elims: Iterable[tuple[int, int]]) -> None:
        """Delete ``elims`` and keep heaps, dirty masks, counts and score current."""
        cands = self.cands
        changed: dict[int, None] = {}
        lost = 0
        for c, d in elims:
            b = 1 << d
            cands[c] &= ~b
            changed[c] = None
            lost |= b
        self._account(t, changed, lost)

    def strike(self, t: Technique, hit: list[int], d: int) -> None:
        """:meth:`apply` for one digit struck from distinct cells: the propagators' hot path."""
        cands = self.cands
        keep = ~(1 << d)
        for c in hit:
            cands[c] &= keep
        self._account(t, hit, 1 << d)

    def give(self, cell: int, digit: int) -> None:
        """A clue added mid-run: ``cell`` is ``digit`` (no deduction: nothing scored or counted).

        A clue only deletes candidates, so every heap and dirty mask stays exact, and the run
        goes on exactly as a fresh run from the new candidates would."""
        m = self.cands[cell]
        self.cands[cell] = 1 << digit
        self._mark((cell,), m & ~(1 << digit))

    def _account(self, t: Technique, changed: Iterable[int], lost: int) -> None:
        """Bookkeeping after ``changed`` cells lost the digits of ``lost`` to ``t``."""
        self.counts[t.abbr] += (n := self._mark(changed, lost))
        self.score += n * t.score

    def _mark(self, changed: Iterable[int], lost: int) -> int:
        """Queue the newly answered cells, mark what changed dirty; the number of cells changed."""
        cands = self.cands
        n = 0
        for c in changed:
            n += 1
            m = cands[c]
            if not m & (m - 1):
                if m:  # newly answered
                    lost |= m
                    for h in self.heaps:
                        heapq.heappush(h, c)
                else:
                    self.emptied = True
        self._dirty(changed, lost)
        return n

    def _dirty(self, changed: Iterable[int], lost: int) -> None:
        """Mark dirty, for every core, the parts holding ``changed`` cells (or the digits of ``lost``)."""
        dirty = self.dirty
        for bits, idx in self.scopes:
            if bits is None:
                touched = lost
            else:
                touched = 0
                for c in changed:
                    touched |= bits[c]
            for i in idx:
                dirty[i] |= touched

    # Each try_* finds and applies the first instance of one technique; False if there is none.
    def try_prop(self, t: Technique, targets: Targets, heap: list[int]) -> bool:
        T, cands = self.T, self.cands
        while heap:
            c = heapq.heappop(heap)
            m = cands[c]
            d = m.bit_length() - 1
            hit = prop_effect(cands, targets[c][d], d)
            if hit:
                if self.record:
                    self.steps.append(_prop_record(t, T, c, d, hit))
                self.strike(t, hit, d)
                return True
        return False

    def try_core(self, t: Technique, core: Core, i: int) -> bool:
        T = self.T
        found, self.dirty[i] = core(T, self.cands, self.dirty[i])
        if found is None:
            return False
        if self.record:
            self.steps.append(found_deduction(t.abbr, T, found))
        self.apply(t, found.elims)
        return True

    def try_foreign(self, t: Technique, func: TechniqueFn) -> bool:
        """A technique from outside techniques.py: call it the slow, general way."""
        cands = self.cands
        ded = func(Position(self.puzzle, cands))
        if ded is None:
            return False
        elims = [(c, d) for c, d in ded.eliminations if cands[c] >> d & 1 and cands[c] != 1 << d]
        if not elims:
            return False
        if self.record:
            self.steps.append(ded)
        self.apply(t, elims)
        return True

    def settle(self) -> bool:
        """Call :meth:`step` until the propagators that head the ladder strike nothing more; whether
        they struck anything.

        The same steps in the same order, with :meth:`strike`'s bookkeeping inlined: for runs
        that only need the position where propagation rests (the generator's trials)."""
        head, cands, heaps, counts, record = self.head, self.cands, self.heaps, self.counts, self.record
        pop, push = heapq.heappop, heapq.heappush
        tries = i = score = 0
        # The cells changed and digits lost, marked dirty once at the end: no core reads the masks
        # before then, and marking is an or.
        changed: list[int] = []
        lost_all = 0
        while i < len(head):
            t, targets, heap = head[i]
            tries += 1
            i += 1
            while heap:
                c = pop(heap)
                m = cands[c]
                hit = [x for x in targets[c][m.bit_length() - 1] if cands[x] & m and cands[x] != m]
                if not hit:
                    continue
                if record:
                    self.steps.append(_prop_record(t, self.T, c, m.bit_length() - 1, hit))
                keep, lost = ~m, m
                for x in hit:
                    v = cands[x] & keep
                    cands[x] = v
                    if not v & (v - 1):  # newly answered (never emptied: x held more than m)
                        lost |= v
                        for h in heaps:
                            push(h, x)
                changed += hit
                lost_all |= lost
                counts[t.abbr] += len(hit)
                score += len(hit) * t.score
                i = 0
                break
        return self.rested(score, changed, lost_all, tries)

    def rested(self, score: int, changed: list[int], lost: int, tries: int) -> bool:
        """The bookkeeping at the end of a settle: ``score`` gained, the ``changed`` cells (that lost
        the digits of ``lost``) marked dirty at once (no core reads the masks before), ``tries``
        charged; whether anything changed."""
        self.score += score
        if changed:
            self._dirty(changed, lost)
        if self.budget is not None:
            self.budget.charge_steps(tries, 1)
        return bool(changed)

    def step(self, zero_only: bool = False) -> Technique | None:
        """Apply the cheapest technique that makes progress; the technique, or None."""
        spend, cost = self.budget, self.cost
        for how, t, x, i in self.plan:
            if zero_only and t.score:
                return None
            if spend is not None:  # a propagator pops a heap; the others scan the candidates
                # spend.charge_step(...), inlined (this is the solver's hottest loop): GaveUp once spent
                spend.steps += 1
                spend.spent += 1 if how == _PROP else cost
                if spend.spent > spend.work or spend.deadline is not None:
                    spend.check()
            if how == _PROP:
                if self.try_prop(t, x, self.heaps[i]):
                    return t
            elif how == _CORE:
                if self.try_core(t, x, i):
                    return t
            elif self.try_foreign(t, x):
                return t
        return None


# -- what a run of one ladder on one layout starts from -------------------------------

_PROP, _CORE, _FOREIGN = 0, 1, 2

_last_cost: list[Any] = [None, 0]
"""The layout of the last run and what a technique tried costs on it (held: its id stays its own)."""

Plan = tuple[tuple[int, Technique, Any, int], ...]
"""Per technique, cheapest first: how to try it (propagator, core or foreign), the technique, its
target table, core or function, and the index of its heap (propagators) or dirty mask (cores)."""

Scopes = tuple[tuple[tuple[int, ...] | None, tuple[int, ...]], ...]
Template = tuple[Plan, tuple[tuple[Technique, Targets, int], ...], Scopes, tuple[int, ...], int, tuple[str, ...]]

_templates: dict[tuple[int, tuple[Technique, ...]], tuple[Tables, Template]] = {}
_last_template: list[Any] = [None, None, None]
"""The layout, ladder and template of the last run (held, so neither can be freed and its id reused)."""


def _template(T: Tables, techs: tuple[Technique, ...]) -> Template:
    """The plan, the head propagators, the scopes, the first dirty masks, the number of heaps and
    the abbreviations of a run of ``techs`` on layout ``T``: the same for every run, so made once."""
    last = _last_template
    if last[0] is T and last[1] is techs:  # the same run again (a generator's trials): no hashing of the ladder
        made: Template = last[2]
        return made
    key = (id(T), techs)
    got = _templates.get(key)
    if got is not None and got[0] is T:
        last[:] = (T, techs, got[1])
        return got[1]
    plan: list[tuple[int, Technique, Any, int]] = []
    head: list[tuple[Technique, Targets, int]] = []
    dirty = [0] * len(techs)
    by_table: dict[int, tuple[tuple[int, ...] | None, list[int]]] = {}  # per numbering of parts: its cores
    nheaps = 0
    for i, t in enumerate(techs):
        targets = _prop_targets(t, T)
        core: Core | None = getattr(t.func, "core", None)
        if targets is not None:
            if len(head) == i:
                head.append((t, targets, nheaps))
            plan.append((_PROP, t, targets, nheaps))
            nheaps += 1
        elif core is not None:
            scope: Scope | None = getattr(t.func, "scope", None)
            bits, dirty[i] = (T.regbit, T.all_regions) if scope is None else scope(T)
            by_table.setdefault(id(bits), (bits, []))[1].append(i)
            plan.append((_CORE, t, core, i))
        else:
            plan.append((_FOREIGN, t, t.func, i))
    scopes = tuple((bits, tuple(idx)) for bits, idx in by_table.values())
    made = (tuple(plan), tuple(head), scopes, tuple(dirty), nheaps, tuple(t.abbr for t in techs))
    last[:] = (T, techs, made)
    if len(_templates) > 256:
        _templates.clear()
    _templates[key] = (T, made)
    return made


# -- the fast paths: what a technique function carries ---------------------------------
#
# A technique function (the shared ones in techniques.py and each kind's own) joins the fast paths by carrying
# attributes: ``core`` -- a region core ``(T, cands, dirty) -> (Found | None,
# dirty)``, optionally with its ``scope`` (above) -- or ``targets`` -- ``T -> table[cell][digit]`` of the cells an
# answered digit strikes -- with ``deduce(T, cell, digit, hit) -> Deduction``
# for its sentence.  Without them it runs the slow, general way.


def _prop_targets(t: Technique, T: Tables) -> Targets | None:
    prop = PROPAGATORS.get(t.func)
    if prop is not None:
        table: Targets = getattr(T, prop[1])
        return table
    targets: Callable[[Tables], Targets] | None = getattr(t.func, "targets", None)
    return targets(T) if targets is not None else None


def _prop_record(t: Technique, T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    deduce: Callable[[Tables, int, int, list[int]], Deduction] | None = getattr(t.func, "deduce", None)
    if deduce is not None:
        return deduce(T, c, d, hit)
    return prop_deduction(t.abbr, T, c, d, hit)
