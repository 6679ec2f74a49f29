"""The undoable play state: candidates per cell plus the move history.

Following Tatham's split, the :class:`PlayState` holds exactly what undo
restores -- the candidate mask of every cell -- and nothing about the screen.
A cell whose mask has one digit *is* answered; there is no separate answer
field to drift out of step with the candidates.

History is a list of moves and an index: moves ``history[:index]`` are in
force, the rest are redo-able.  Each move played also records its diff
(``(cell, old_mask, new_mask)`` triples), so undo and redo are exact and cheap
and never re-run a move's logic.  A move that would change nothing (deleting
an absent candidate, touching a given) is refused and leaves no history entry.

**Paint.**  A cell's colour (the seed's colouring aid, :class:`~game.engine.moves.Paint`)
is undoable too, so its changes ride in the same diffs, marked by a negative
cell: ``(~cell, old_colour, new_colour)``.  The colours are then *read back*
from the diffs in force (:attr:`PlayState.colours`) rather than kept in a
second list: whoever copies a state's history, diffs and index (the session
does, when it learns a puzzle's solution) carries the colours with it, and
they can never drift out of step with undo.  Reading them back from every
diff for every paint stroke made a long game quadratic (a 20k-stroke save
took 24 s to load), so the colours now in force are memoised and stepped
along by play, undo and redo; the memo remembers which diff list and index it
describes, so a state handed another state's history rebuilds it once.
"""

from __future__ import annotations

from dataclasses import dataclass

from .moves import (ApplyDeduction, ApplySolution, ClearAnswer, DeleteCandidate, Move, Paint,
                    RestoreCandidate, Restart, SetAnswer)
from .puzzle import Puzzle, bit, draw_grid, full_mask, single_digit

Diff = tuple[tuple[int, int, int], ...]


class Position:
    """A bare (puzzle, candidates) pair: what techniques and solvers read."""

    __slots__ = ("puzzle", "cands")

    def __init__(self, puzzle: Puzzle, cands: list[int] | None = None):
        self.puzzle = puzzle
        self.cands = list(puzzle.initial_candidates) if cands is None else list(cands)

    def copy(self) -> "Position":
        return Position(self.puzzle, self.cands)

    def is_complete(self) -> bool:
        return all(m and not m & (m - 1) for m in self.cands)

    def __str__(self) -> str:
        return draw_grid(self.puzzle, self.cands)

    def __repr__(self) -> str:
        return f"Position({self.puzzle!r}, {self.cands!r})"


class PlayState(Position):
    """A game in progress.  ``PlayState(puzzle, moves)`` replays ``moves``."""

    __slots__ = ("history", "index", "_diffs", "_paint")

    def __init__(self, puzzle: Puzzle, moves: list[Move] | tuple[Move, ...] = (), index: int | None = None):
        super().__init__(puzzle)
        self.history: list[Move] = []
        self._diffs: list[Diff] = []
        self.index = 0
        self._paint: tuple[list[Diff], int, list[int]] | None = None
        for m in moves:
            self._push(m)
        if index is not None:
            self.goto(index)

    def __repr__(self) -> str:
        return f"PlayState({self.puzzle!r}, moves={self.history!r}, index={self.index})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, PlayState) and self.puzzle == other.puzzle
                and self.cands == other.cands and self.history == other.history
                and self.index == other.index)

    # Defining __eq__ leaves PlayState unhashable: Python sets its __hash__ to None.

    def copy(self) -> "PlayState":
        s = PlayState.__new__(PlayState)
        s.puzzle, s.cands = self.puzzle, list(self.cands)
        s.history, s._diffs, s.index = list(self.history), list(self._diffs), self.index
        s._paint = None
        return s

    # -- reading --------------------------------------------------------------
    def answer(self, cell: int) -> int:
        """The cell's answer, or 0 while it has several candidates."""
        return single_digit(self.cands[cell])

    @property
    def colours(self) -> list[int]:
        """Each cell's paint, 0 (none) or 1..8, as the moves in force left it."""
        return list(self._colours_now())

    def _colours_now(self) -> list[int]:
        """The memoised colours (not a copy): rebuilt from the diffs in force when the memo is stale."""
        memo = self._paint
        if memo is not None and memo[0] is self._diffs and memo[1] == self.index:
            return memo[2]
        out = [0] * self.puzzle.ncells
        for diff in self._diffs[: self.index]:
            for cell, _old, new in diff:
                if cell < 0:
                    out[~cell] = new
        self._paint = (self._diffs, self.index, out)
        return out

    def _step(self, diff: Diff, forward: bool) -> None:
        """Apply ``diff`` (forward) or take it back, to the candidates and the colour memo."""
        memo = self._paint
        colours = memo[2] if memo is not None and memo[0] is self._diffs and memo[1] == self.index else None
        for cell, old, new in diff:
            if cell >= 0:
                self.cands[cell] = new if forward else old
            elif colours is not None:  # the memo is fresh: keep it so
                colours[~cell] = new if forward else old
        self.index += 1 if forward else -1
        if colours is not None:
            self._paint = (self._diffs, self.index, colours)

    def is_given(self, cell: int) -> bool:
        return bool(self.puzzle.givens[cell])

    def is_solved(self) -> bool:
        if not self.is_complete():
            return False
        values = [single_digit(m) for m in self.cands]
        if self.puzzle.solution is not None:
            return tuple(values) == self.puzzle.solution
        return self.puzzle.rules.is_solution(self.puzzle, values)

    @property
    def can_undo(self) -> bool:
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        return self.index < len(self.history)

    # -- playing --------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play a move, dropping any redo tail.  False (and no history) if it changes nothing."""
        diff = self.effect(move)
        if not diff:
            return False
        del self.history[self.index:]
        del self._diffs[self.index:]
        self.history.append(move)
        self._diffs.append(diff)
        self._step(diff, True)
        return True

    def _push(self, move: Move) -> None:
        # Replaying a saved game: a refused move is skipped, not an error, so an
        # old save whose moves no longer all apply still loads.
        self.play(move)

    def undo(self) -> bool:
        if not self.index:
            return False
        self._step(self._diffs[self.index - 1], False)
        return True

    def redo(self) -> bool:
        if self.index >= len(self.history):
            return False
        self._step(self._diffs[self.index], True)
        return True

    def goto(self, index: int) -> None:
        """Undo or redo until ``index`` moves are in force."""
        index = max(0, min(index, len(self.history)))
        while self.index > index:
            self.undo()
        while self.index < index:
            self.redo()

    def effect(self, move: Move) -> Diff:
        """What ``move`` would change here, as ``(cell, old, new)`` triples (``~cell`` for paint)."""
        p = self.puzzle
        cands = self.cands
        n = p.ncells
        changes: list[tuple[int, int, int]] = []

        def change(cell: int, new: int) -> None:
            old = cands[cell]
            if new != old and not p.givens[cell]:
                changes.append((cell, old, new))

        if isinstance(move, (DeleteCandidate, RestoreCandidate, SetAnswer, ClearAnswer)):
            if not 0 <= move.cell < n:
                return ()
            cell, m = move.cell, cands[move.cell]
            limit = p.max_digit[cell]
            if isinstance(move, ClearAnswer):
                if single_digit(m):
                    change(cell, full_mask(limit))
            elif not 1 <= move.digit <= limit:
                return ()
            elif isinstance(move, DeleteCandidate):
                if m & bit(move.digit) and m != bit(move.digit):
                    change(cell, m & ~bit(move.digit))
            elif isinstance(move, RestoreCandidate):
                change(cell, m | bit(move.digit))
            else:
                change(cell, bit(move.digit))
        elif isinstance(move, ApplyDeduction):
            new: dict[int, int] = {}
            for cell, d in move.eliminations:
                if 0 <= cell < n and 1 <= d <= p.max_digit[cell]:
                    cur = new.get(cell, cands[cell])
                    if cur & bit(d) and cur != bit(d):
                        new[cell] = cur & ~bit(d)
            for cell in sorted(new):
                change(cell, new[cell])
        elif isinstance(move, ApplySolution):
            if p.solution is not None:
                for cell in range(n):
                    change(cell, bit(p.solution[cell]))
        elif isinstance(move, Paint):
            if 0 <= move.cell < n:
                old = self._colours_now()[move.cell]
                if old != move.colour:
                    changes.append((~move.cell, old, move.colour))
        elif isinstance(move, Restart):
            for cell, m in enumerate(p.initial_candidates):
                change(cell, m)
        return tuple(changes)

    # -- saving ---------------------------------------------------------------
    def move_texts(self) -> list[str]:
        return [m.text() for m in self.history]

    @classmethod
    def from_texts(cls, puzzle: Puzzle, texts: list[str], index: int | None = None) -> "PlayState":
        return cls(puzzle, [Move.parse(t) for t in texts], index)


def misfit(puzzle: Puzzle, move: Move) -> str | None:
    """Why ``move`` cannot belong to a game of ``puzzle`` (a cell off the grid, a digit its cell cannot
    hold), or None when it fits.  A save is checked with this before it is replayed."""
    pairs: list[tuple[int, int | None]] = list(getattr(move, "eliminations", ()))
    if isinstance(move, (DeleteCandidate, RestoreCandidate, SetAnswer)):
        pairs.append((move.cell, move.digit))
    elif isinstance(move, (ClearAnswer, Paint)):
        pairs.append((move.cell, None))
    for cell, digit in pairs:
        if not 0 <= cell < puzzle.ncells:
            return f"cell {cell} is not on the {puzzle.ncells}-cell grid"
        if digit is not None and not 1 <= digit <= puzzle.max_digit[cell]:
            return f"cell {cell} holds digits 1-{puzzle.max_digit[cell]}, not {digit}"
    return None


@dataclass(frozen=True)
class Validation:
    """What :func:`validate` found.

    ``wrong`` -- cells whose true digit is no longer a candidate (a wrong answer
    is one case of that).  ``last_good`` -- the largest history index ``<=
    state.index`` at which the position had no wrong cell; the move
    ``history[last_good]`` is the one that first made the state wrong (None
    when the state is right).
    """

    wrong: frozenset[int]
    last_good: int
    first_bad_move: int | None

    @property
    def ok(self) -> bool:
        return not self.wrong


def wrong_cells(puzzle: Puzzle, cands: list[int]) -> frozenset[int]:
    sol = puzzle.solution
    if sol is None:
        raise ValueError("this puzzle's solution is not known; solve it before validating")
    return frozenset(c for c, m in enumerate(cands) if not m >> sol[c] & 1)


def validate(state: PlayState) -> Validation:
    """Which cells are wrong against the solution, and since which move."""
    wrong = wrong_cells(state.puzzle, state.cands)
    if not wrong:
        return Validation(wrong, state.index, None)
    sol = state.puzzle.solution
    assert sol is not None
    cands = list(state.cands)
    bad = set(wrong)
    i = state.index
    while i > 0 and bad:
        i -= 1
        for cell, old, _new in state._diffs[i]:
            if cell < 0:
                continue  # paint: no bearing on right or wrong
            cands[cell] = old
            if old >> sol[cell] & 1:
                bad.discard(cell)
            else:
                bad.add(cell)
    return Validation(wrong, i, i if i < state.index else None)
