"""Sudoku's rules intro, the first time it is opened: rows, columns and boxes on a 4x4 board.

The board (2x2 boxes) and its answers::

    1 2 | 3 4      open: the 4 of the top row, the 1 and the 4 of the third row, the 1 of the second
    3 4 | 1 2
    ----+----
    2 1 | 4 3
    4 3 | 2 1
"""

from __future__ import annotations

from ...intro import Intro, IntroStep

INTRO = Intro(
    title="Learn Sudoku",
    line="sudoku 4x4 123.34.22..34321 0011001122332233",
    solution="1234341221434321",
    steps=(
        IntroStep(
            say="Every row holds each digit once: here 1 to 4. The outlined row has 1, 2 and 3; its empty cell "
                "is picked (the solid frame): press the digit it lacks.",
            cells=(3,), look=(0, 1, 2, 3),
            why="A row holds each digit once.",
            right="Right: the row holds 1 to 4."),
        IntroStep(
            say="Every column, and every box inside the thick lines, holds each digit once too. The outlined "
                "column lacks one digit: place it.",
            cells=(9,), look=(1, 5, 9, 13),
            why="A column holds each digit once, and so does a box.",
            right="Right: the column holds 1 to 4."),
        IntroStep(
            say="Finish the board: fill the two outlined cells.",
            cells=(10, 6),
            why="Each row, column and box holds each digit once.",
            right="Solved!"),
    ),
    done="You know the rules of Sudoku: every row, every column and every box holds each digit once.",
)
