"""Ripple Effect's rules intro, the first time it is opened: its two rules on a 4x2 board.

The board (regions A B B B / A A C C) and its answers::

    1 2 3 1        given: the 1, 2 and 1 of the top row and the 2 at the bottom left
    2 3 1 2
"""

from __future__ import annotations

from ...intro import Intro, IntroStep

INTRO = Intro(
    title="Learn Ripple Effect",
    line="ripple 4x2 12.12... 01110022",
    solution="12312312",
    steps=(
        IntroStep(
            say="A region of N cells holds the digits 1 to N, each once. The outlined region has 3 cells and "
                "holds 1 and 2; its empty cell is picked (the solid frame): press its last digit.",
            cells=(5,), look=(0, 4, 5),
            why="A region of 3 cells holds 1, 2 and 3, each once.",
            right="Right: the region holds 1 to 3."),
        IntroStep(
            say="Two equal digits in a row or column lie further apart than their value: between two 2s at "
                "least two cells, between two 1s at least one. The outlined cell is 1 or 2: which?",
            cells=(6,),
            why="Between two 2s in a row or column lie at least two cells.",
            right="Right: a 2 there would have only one cell between it and the other 2."),
        IntroStep(
            say="Finish the board: fill the two outlined cells.",
            cells=(7, 2),
            why="A region of N cells holds 1 to N; equal digits in a line lie further apart than their value.",
            right="Solved!"),
    ),
    done="You know the rules of Ripple Effect: a region of N cells holds 1 to N, and two equal digits in a "
         "row or column lie further apart than their value.",
)
