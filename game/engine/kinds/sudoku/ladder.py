"""The sudoku technique ladder, one table of :class:`~game.engine.deduction.Technique` entries.

The functions are in :mod:`.techniques`, :mod:`.chains`, :mod:`.sets` and
:mod:`.aic`; their order and scores are here so they can be read at a
glance.  The order follows the seed (Sudoku Savant): singles, crossed
sequences (locked candidates), number subsets, fish, simple colouring,
multi-colouring, XY- and XYZ-wings; then the rungs beyond the seed that
strong solvers climb, which finish the hardest human-made puzzles of the
test corpus without a guess: the Law of Leftovers (jigsaw only), XY-chains,
alternating inference chains (X-chains among them) and ALS-XZ; and last a clearly
labelled guess.  The kind's backend (the package) hands
:data:`SUDOKU_LADDER` to the logical solver.

**How the score adds up.**  As everywhere in Nanba, a deduction scores (cells
it changed) x (its technique's score).  In this engine a cell with one
candidate *is* answered, so the naked single proper -- "this cell has one
candidate left" -- needs no step of its own: the deduction that struck the
last-but-one candidate has already paid for it.  What remains of it is the
bookkeeping that follows every answer: strike the digit from its row, column
and region (``NS``).  That scores 0, exactly like the Exclusion Rule of the
other kinds, and the hint wand plays it automatically (``Hint.auto``); were
it scored, every puzzle would pay about twenty cells per empty cell and the
sum would measure the number of empty cells rather than the difficulty.  A
hidden single strikes the other candidates of one cell, so it costs its
score once per placement.  A puzzle that NS alone finishes scores 0; the
generator rejects those (bookkeeping is not a puzzle).

**The guess.**  ``GS`` is the last rung: when no technique applies it sets the
most constrained cell (fewest candidates, first in row-major order) to the
digit the exact solver finds there from the current position, and its
sentence says plainly that it is a guess, not a deduction.  As a hint it lets
a player who is truly stuck go on; in :func:`logic.solve` it lets every
solvable puzzle finish, and its score (100 a cell) and
``counts["GS"]`` mark the puzzle: :func:`.rating.rate` rates any puzzle that
needed a guess "Obscene" whatever its sum.  The generator and the built-in
sets use no guess (:data:`GENERATOR_LADDER`, the seed's rungs up to the
XYZ-wing), so every built-in puzzle finishes by logic alone.
"""

from __future__ import annotations

from ...deduction import Technique
from .aic import aic, xy_chain
from .chains import multi_colouring, simple_colouring, xy_wing, xyz_wing
from .sets import als_xz, leftovers
from .techniques import (big_fish, guess, hidden_pair, hidden_quad, hidden_single, hidden_triple, jellyfish,
                         locked_candidates, naked_pair, naked_quad, naked_single, naked_triple, swordfish, x_wing)

SUDOKU_LADDER: tuple[Technique, ...] = (
    Technique("NS", "Naked Single", 0, naked_single,
              "A digit set in a cell leaves its row, its column and its box."),
    Technique("HS", "Hidden Single", 2, hidden_single,
              "A digit with only one place left in a row, column or box goes there."),
    Technique("LC", "Locked Candidates", 4, locked_candidates,
              "A digit confined to one line inside a box leaves the rest of that line (and a line's digit confined "
              "to one box leaves the rest of the box)."),
    Technique("NP", "Naked Pair", 6, naked_pair,
              "Two cells of a row, column or box that can hold only the same two digits: those digits leave the "
              "rest of it."),
    Technique("HP", "Hidden Pair", 8, hidden_pair,
              "Two digits that fit only in the same two cells of a row, column or box: those cells hold nothing "
              "else."),
    Technique("NT", "Naked Triple", 10, naked_triple,
              "Three cells of a row, column or box that can hold only three digits between them: those digits "
              "leave the rest of it."),
    Technique("HT", "Hidden Triple", 12, hidden_triple,
              "Three digits that fit only in the same three cells of a row, column or box: those cells hold "
              "nothing else."),
    Technique("NQ", "Naked Quad", 14, naked_quad,
              "Four cells of a row, column or box that can hold only four digits between them: those digits leave "
              "the rest of it."),
    Technique("HQ", "Hidden Quad", 16, hidden_quad,
              "Four digits that fit only in the same four cells of a row, column or box: those cells hold nothing "
              "else."),
    Technique("XW", "X-Wing", 18, x_wing,
              "A digit confined to the same two columns in two rows leaves the rest of those columns (or rows and "
              "columns swapped)."),
    Technique("SF", "Swordfish", 22, swordfish,
              "The X-Wing with three rows and three columns."),
    Technique("JF", "Jellyfish", 26, jellyfish,
              "The X-Wing with four rows and four columns."),
    Technique("BF", "Big Fish", 30, big_fish,
              "The X-Wing with five or more rows and columns."),
    Technique("SC", "Simple Colouring", 32, simple_colouring,
              "Colour one digit's linked pairs in two colours: one colour is true, so a cell that sees both loses "
              "the digit."),
    Technique("MC", "Multi-Colouring", 36, multi_colouring,
              "Two colour chains of one digit that see each other: one colour is false, or a cell sees a colour of "
              "each."),
    Technique("XY", "XY-Wing", 40, xy_wing,
              "A cell with two digits XY and two wings XZ and YZ it sees: a cell that sees both wings loses Z."),
    Technique("XZ", "XYZ-Wing", 44, xyz_wing,
              "A cell with XYZ and two wings XZ and YZ it sees: a cell that sees all three loses Z."),
    Technique("LL", "Law of Leftovers", 46, leftovers,
              "In a jigsaw, k rows side by side and k regions both hold each digit k times, so the cells of the "
              "rows outside the regions hold exactly the digits of the cells of the regions outside the rows."),
    Technique("YC", "XY-Chain", 52, xy_chain,
              "Hop through two-digit cells that see each other: if the first cell is not Z, the last is Z, so a "
              "cell that sees both ends loses Z."),
    Technique("AI", "Alternating Chain", 60, aic,
              "A chain of \"if this is not X, that is Y\" and \"if that is Y, this is not Z\" links through "
              "two-digit cells and digits with two places: one of its ends is true, so a digit that sees both "
              "ends goes (an AIC)."),
    Technique("AX", "ALS-XZ", 66, als_xz,
              "Two groups of cells in a row, column or box, each with one digit more than cells, that cannot "
              "both hold X: one of them holds its Z, so a cell that sees every Z of both loses Z."),
    Technique("GS", "Guess", 100, guess,
              "Nothing else works: one cell is filled from the solution, and the hint says plainly it is a guess.",
              guess=True),
)
"""Every sudoku technique, cheapest first (the seed's order)."""

NO_GUESS_LADDER: tuple[Technique, ...] = tuple(t for t in SUDOKU_LADDER if not t.guess)
"""The ladder without the guess: what "solvable by logic" means."""

GENERATOR_LADDER: tuple[Technique, ...] = tuple(t for t in NO_GUESS_LADDER if t.score <= 44)
"""The seed's rungs, up to the XYZ-wing: what a generated puzzle may need.  The chains, ALS-XZ and
the Law of Leftovers finish human-made puzzles, but the generator leaves them out: tried on every
trial position a clue removal gets stuck on, they would cost it dearly (a 16x16's trials outrun their
work budget), and the size bands were measured without them.  A puzzle the generator accepts never
reaches those rungs, so its score is the same with either ladder."""
