"""One game on screen: the puzzle, its undoable play state, and the UI state.

Tatham's test decides where a field lives -- *would the player expect undo to
restore it?*  The candidates are in :class:`~game.engine.state.PlayState`
(undo restores them); the cursor, the hint on show, the error highlights and
the thumb's direction are in :class:`UIState` (undo leaves them alone, except
that an error highlight is dropped once the cells it marks are right again).

Every change to the candidates goes through :meth:`Session.play`, so hints,
restarts and "show solution" are ordinary moves in the history and Ctrl+Z
undoes them like a click.

The engine's heavier modules (the logic ladder, the exact solver) are
imported on first use, never at start-up: the first frame must not wait for
them.
Every analysis spends a bounded work budget (:mod:`game.engine.budget`); once
the exact solver gives up on this puzzle, :attr:`Session.gave_up` says so and
the solution, the check and the hints are not tried again (each try would
stall the window for as long again); the score is worked out once, and
:attr:`Session.score_note` says when that gave up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.errors import GaveUp
from ..engine.moves import (ApplySolution, ClearAnswer, DeleteCandidate, Move, NoteToggle, NotesStrike,
                            NotesErase, Restart, RestoreCandidate, Reveal, SetAnswer)
from ..engine.notes import Entry, Timeline, is_note_move, notes_effect, open_cell, peers_noting
from ..engine.puzzle import Puzzle, bit
from ..engine.state import PlayState, validate

if TYPE_CHECKING:  # pragma: no cover - for the annotation only; the hint machinery loads on first use
    from ..engine.deduction import Deduction
    from ..engine.housekeeping import PassReport


def too_hard_note(e: GaveUp) -> str:
    """What the player is told when the exact solver gave up on a puzzle."""
    return f"This puzzle could not be checked for a unique solution in time ({e}); hints and check are off."


def clock_label(secs: int) -> str:
    """``m:ss`` (``1h02`` from an hour on, which the toolbar's box has room for)."""
    return f"{secs // 60}:{secs % 60:02d}" if secs < 3600 else f"{secs // 3600}h{secs % 3600 // 60:02d}"


@dataclass
class UIState:
    """How the game on show is being looked at: the cursor, the hint, the highlight, the errors shown."""

    cursor: int = 0
    show_cursor: bool = False          # hidden until the keyboard or a click uses it
    hint: Deduction | None = None       # while the hint overlay is up
    hint_stage: int = 2                 # how far the hint is shown: 0 nudge, 1 marks, 2 sentence (all: the watch view)
    hint_look: frozenset[int] = frozenset()   # the cells the nudge highlights
    highlight: int = 0                  # the candidate the sudoku tools tint (0: none); undo leaves it
    errors: frozenset[int] = frozenset()
    thumb_down: bool = False
    last_good: int | None = None


@dataclass
class Session:
    """A game being played: its puzzle, its play state and history, the clock and the score."""

    kind: str
    number: int
    state: PlayState
    elapsed: float = 0.0
    ui: UIState = field(default_factory=UIState)
    score: int | None = None
    solved_recorded: bool = False
    gave_up: str | None = None
    """Why the solution, check and hints are off for this puzzle (the exact solver gave up), or None."""
    score_note: str | None = None
    """Why there is no score (the logical solver gave up), or None."""
    watched: bool = False
    """The watch view was opened on this game: it shows the whole solution, so no best time is kept."""
    checks: int = 0
    """Times the thumb checked this game (the solved summary says so), and how many found errors."""
    checks_wrong: int = 0
    revealed: bool = False
    """The hint revealed a cell (even one undone since): help, so no best time is kept."""
    last_pass: PassReport | None = None
    """What the last easy pass (the wand's right click, or a hint's housekeeping) did, or None."""
    clean: bool = False
    """Clean start: open cells show the player's own notes (:attr:`notes`), empty at first, and a digit
    toggled in Mark mode is a note; the candidates stay complete underneath for hints and checks."""
    tidy_notes: bool = True
    """Clean start: placing a digit takes it off its peers' notes (the setting; one undo step with it)."""
    timeline: Timeline = field(default_factory=lambda: Timeline([]))
    """The undo steps as the player sees them (engine moves and notes moves) and the notes in force."""
    source: str = ""
    """Where a puzzle of no set came from ("daily": the daily puzzle); "" for a set's or one given by hand."""

    def __post_init__(self) -> None:
        if len(self.timeline.notes) != self.puzzle.ncells:   # a game made from a bare state: its moves, no notes
            st = self.state
            self.timeline = Timeline([0] * self.puzzle.ncells, [Entry([m], True) for m in st.history], st.index)

    @classmethod
    def new(cls, kind: str, number: int, puzzle: Puzzle, settings: object = None) -> "Session":
        """A new game; clean start (and tidy notes) as ``settings`` say."""
        return cls(kind, number, PlayState(puzzle), clean=bool(getattr(settings, "clean_start", False)),
                   tidy_notes=bool(getattr(settings, "tidy_notes", True)))

    @property
    def puzzle(self) -> Puzzle:
        return self.state.puzzle

    # -- engine access (lazy) ----------------------------------------------
    def ensure_solution(self) -> bool:
        """Fill in the puzzle's solution if unknown.  False if it cannot be had."""
        if self.puzzle.solution is not None:
            return True
        if self.gave_up is not None:
            return False
        from ..engine.exact import ensure_solution

        try:
            solved = ensure_solution(self.puzzle)
        except ValueError:
            return False
        except GaveUp as e:
            self.gave_up = too_hard_note(e)
            return False
        # Swap the puzzle under the same history: moves do not depend on the solution.
        st = self.state
        new = PlayState(solved)
        new.cands, new.history, new._diffs, new.index = st.cands, st.history, st._diffs, st.index
        self.state = new
        return True

    def compute_score(self) -> int | None:
        if self.score is None:
            from ..engine.budget import for_cells
            from ..engine.logic import solve

            try:   # on the scorer's thread: a big board gets the work its whole solve needs
                own = self.puzzle.rules.own_score(self.puzzle)
                self.score = own if own is not None else int(
                    solve(self.puzzle, budget=for_cells(self.puzzle.ncells)).score)
            except GaveUp as e:
                self.score_note = f"No score: this puzzle is too hard to rate in time ({e})."
            except Exception:  # a scoring failure must not take the game down
                self.score = None
        return self.score

    @property
    def notes(self) -> list[int]:
        """The player's notes per cell (clean start), as bit masks."""
        return self.timeline.notes

    def replay(self, moves: list[Move], index: int) -> None:
        """Play a save's moves as they were played (an ``unnote`` joins the step before it), then
        undo back to ``index`` moves in force.  Refused moves are skipped, as the state skips them."""
        for m in moves:
            if isinstance(m, NotesStrike):
                self.timeline.join(m, notes_effect(self.puzzle, self.notes, self.state.cands, m))
            else:
                self.play(m, derive=False)
        while self.timeline.texts_in_force() > index and self.undo():
            pass

    # -- moves ---------------------------------------------------------------
    def play(self, move: Move, derive: bool = True) -> bool:
        """Play a move as one undo step; in clean start a digit placed also leaves its peers' notes
        (``derive``, as live play does; a save's replay has those written out)."""
        tl = self.timeline
        if is_note_move(move):
            diff = notes_effect(self.puzzle, self.notes, self.state.cands, move)
            if not diff:
                return False
            tl.push(Entry([move], False, list(diff)))
            return True
        before = list(self.state.cands)
        played = self.state.play(move)
        wiped = notes_effect(self.puzzle, self.notes, before, move) if self.clean else ()
        if not played and not (isinstance(move, Restart) and wiped):   # a restart with notes alone clears them
            return False
        tl.push(Entry([move], played, list(wiped)))
        if derive and self.clean and self.tidy_notes and isinstance(move, SetAnswer):
            strike = NotesStrike(move.digit, peers_noting(self.puzzle, self.notes, self.state.cands,
                                                           move.cell, move.digit))
            if strike.cells:
                tl.join(strike, notes_effect(self.puzzle, self.notes, self.state.cands, strike))
        self.after_change()
        return True

    def after_change(self) -> bool:
        """Keep error highlights honest after any change (including undo/redo); True."""
        if self.ui.errors and self.puzzle.solution is not None:
            sol = self.puzzle.solution
            still = frozenset(c for c in self.ui.errors if not self.state.cands[c] >> sol[c] & 1)
            self.ui.errors = still
            if not still:
                self.ui.thumb_down = False
        return True

    def undo(self) -> bool:
        entry = self.timeline.undo()
        if entry is not None and entry.engine:
            self.state.undo()
        return entry is not None and self.after_change()

    def redo(self) -> bool:
        entry = self.timeline.redo()
        if entry is not None and entry.engine:
            self.state.redo()
        return entry is not None and self.after_change()

    def candidate_action(self, cell: int, digit: int, action: str) -> bool:
        """``action`` is delete / restore / set, as the mouse mapping decided."""
        if self.state.is_given(cell):
            return False
        move: Move
        if self.clean and action != "set" and open_cell(self.state.cands[cell]):
            return self.play(NoteToggle(cell, digit))   # clean start: a press writes or rubs out a note
        if action == "delete":
            if self.state.answer(cell) == digit:
                move = ClearAnswer(cell)   # deleting the answer digit clears the answer
            else:
                move = DeleteCandidate(cell, digit)
        elif action == "restore":
            move = RestoreCandidate(cell, digit)
        else:
            move = SetAnswer(cell, digit)
        return self.play(move)

    def toggle(self, cell: int, digit: int) -> bool:
        if self.state.is_given(cell) or not 1 <= digit <= self.puzzle.max_digit[cell]:
            return False
        if self.clean and open_cell(self.state.cands[cell]):
            return self.play(NoteToggle(cell, digit))
        if self.clean and self.state.answer(cell) != digit:
            return False    # an answer's other digits are no notes: the candidates stay complete
        if self.state.cands[cell] & bit(digit):
            return self.candidate_action(cell, digit, "delete")
        return self.play(RestoreCandidate(cell, digit))

    def clear(self, cell: int) -> bool:
        """Clear an answer back to its candidates (clean start: to its notes); rub out an open cell's notes."""
        return self.play(NotesErase(cell) if self.clean and open_cell(self.state.cands[cell]) else ClearAnswer(cell))

    # -- checking ------------------------------------------------------------
    def check(self) -> frozenset[int] | None:
        """Validate; show the wrong cells.  None when the solution is unknown."""
        if not self.ensure_solution():
            return None
        v = validate(self.state)
        self.ui.errors = v.wrong
        self.ui.thumb_down = bool(v.wrong)
        self.ui.last_good = v.last_good if v.wrong else None
        return v.wrong

    def rollback(self) -> int:
        """Undo back to the last error-free position; returns how many moves went."""
        if not self.ensure_solution():
            return 0
        v = validate(self.state)
        before = self.state.index
        while self.state.index > v.last_good and self.undo():
            pass
        self.ui.errors = frozenset()
        self.ui.thumb_down = False
        self.ui.last_good = None
        return before - self.state.index

    def show_solution(self) -> bool:
        if not self.ensure_solution():
            return False
        self.ui.hint = None
        return self.play(ApplySolution())

    def used_solution(self) -> bool:
        return any(isinstance(m, (ApplySolution, Reveal)) for m in self.state.history[: self.state.index])

    def saw_solution(self) -> bool:
        """The solution was put on the board, a cell revealed, or the watch view opened: no best time."""
        return self.watched or self.revealed or self.used_solution()

    def help_note(self) -> str:
        """What help the player had, for the solved message (empty when none)."""
        if any(isinstance(m, ApplySolution) for m in self.state.history[: self.state.index]) or self.watched:
            return "the solution was shown"
        return "a cell was revealed" if self.saw_solution() else ""

    def clock_text(self) -> str:
        """The time played, by the second: the toolbar's clock and the end message both say this."""
        return clock_label(int(self.elapsed))

    def completed_regions(self) -> set[int]:
        p, cands = self.puzzle, self.state.cands
        done = set()
        for r, cells in enumerate(p.region_cells):
            if all(cands[c] and not cands[c] & (cands[c] - 1) for c in cells):
                done.add(r)
        return done

    # -- hints -----------------------------------------------------------------
    def request_hint(self, place: bool = True) -> str:
        """The wand's left click.  Returns what happened:

        ``errors`` (wrong cells shown instead, as the seed says), ``hint`` (the
        deduction is in ``ui.hint``), ``solved`` (the zero-score pass finished
        the puzzle), ``stuck`` (the ladder cannot progress: :meth:`reveal`
        can help), ``gave_up`` (too hard to analyse: this position, or the
        whole puzzle when :attr:`gave_up` is set).

        The easy pass runs first, as one move, and :attr:`last_pass` says what
        it did; with ``place`` False it places no answer, and the hint is then
        the next easy deduction when one is left (a cell down to one digit).
        """
        self.last_pass = None
        wrong = self.check()
        if wrong:
            return "errors"
        if self.gave_up is not None:
            return "gave_up"
        from ..engine.logic import hint, next_deduction

        try:
            h = hint(self.state)
        except GaveUp:  # this position only: another may be easier, so hints stay on
            return "gave_up"
        deduction = h.deduction
        if place or not h.auto:
            self._play_pass(h.auto)
        else:
            self.apply_zero(place=False)
            after = list(self.state.cands)
            for d in h.auto:
                for c, digit in d.eliminations:
                    after[c] &= ~(1 << digit)
            if after != self.state.cands:  # answers the pass may not place: the first of them is the hint
                deduction = next_deduction(self.state)
        if deduction is None:
            return "solved" if self.state.is_complete() else "stuck"
        self.ui.hint = deduction
        return "hint"

    def apply_hint(self) -> bool:
        d = self.ui.hint
        self.ui.hint = None
        return d is not None and self.play(d.move())

    def apply_zero(self, place: bool = True) -> int | None:
        """The wand's right click: the zero-score techniques, exhaustively, as one move.  How many
        candidates went (:attr:`last_pass` says more); with ``place`` False no answer is placed."""
        from ..engine.housekeeping import PassReport
        from ..engine.logic import apply_zero

        left = 0
        if not place:
            full = self.state.copy()
            steps = apply_zero(self.state)
            for d in steps:
                full.play(d.move())
            left = PassReport.between(self.state.cands, full.cands).placed
        report = self._play_pass(apply_zero(self.state, place=place), left)
        return report.cleared

    def _play_pass(self, steps: tuple[Deduction, ...], left: int = 0) -> PassReport:
        from ..engine.housekeeping import PassReport, pass_move   # with the hints, on first use

        before = list(self.state.cands)
        move = pass_move(steps)
        if move is not None:
            self.play(move)
        self.last_pass = PassReport.between(before, self.state.cands, left)
        return self.last_pass

    def reveal_target(self) -> int | None:
        """The open cell a reveal would answer: the one with the fewest candidates (the most telling
        once known), or None when the solution is unknown or every cell is answered."""
        if not self.ensure_solution():
            return None
        cands = self.state.cands
        open_cells = [c for c, m in enumerate(cands) if m & (m - 1)]
        return min(open_cells, key=lambda c: (bin(cands[c]).count("1"), c)) if open_cells else None

    def reveal(self) -> int | None:
        """Answer one open cell from the solution (help: no best time); the cell, or None."""
        cell = self.reveal_target()
        sol = self.puzzle.solution
        if cell is None or sol is None or not self.play(Reveal(cell, sol[cell])):
            return None
        self.revealed = True
        self.ui.hint = None
        return cell


class FirstGame:
    """Where the library puts the first game while there is no puzzle scene yet: it opens games
    with ``scene.set_session``, and the puzzle scene is made with a session -- this one."""

    def __init__(self) -> None:
        self.session: Session | None = None

    def set_session(self, session: Session) -> None:
        self.session = session
