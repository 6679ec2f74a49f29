"""Suguru's first-run tutorial: the two rules, one placement at a time, on a 4x3 board.

The board (regions A A B B / C C B B / C C D D) and its answers::

    1 2 | 1 2        given: the 1s of the top row, the 3 and the 2 of the left region, the 4 at the right
    3 4 | 3 4
    1 2 | 1 2

Each step teaches one thing: the region rule (a placement), the touching rule (the outlined cell's
1 would touch two 1s corner to corner), candidates (three struck out of a cell leave its digit, as in
a game), then the last four cells: nine digits pressed in all.
"""

from __future__ import annotations

from ...intro import Intro, IntroStep

INTRO = Intro(
    title="Learn Suguru",
    line="suguru 4x3 1.1.3..4.2.. 001122112233",
    solution="121234341212",
    steps=(
        IntroStep(
            say="The thick walls cut the board into regions. A region of 2 cells holds 1 and 2; a region of "
                "4 cells holds 1, 2, 3 and 4. The outlined region has a 1: tap its empty cell, then the digit "
                "that goes there.",
            cells=(1,), look=(0, 1),
            why="A region of 2 cells holds 1 and 2, each once.",
            right="Right: the region holds 1 and 2."),
        IntroStep(
            say="Equal digits never touch, not even corner to corner. The outlined cell's region already holds "
                "3 and 2, so it is 1 or 4. Which one?",
            cells=(5,),
            why="Equal digits never touch, not even at a corner.",
            right="Right: a 1 there would touch the two 1s at its corners."),
        IntroStep(
            say="The small digits in a cell are its candidates: what may still go there. The outlined cell's "
                "region already holds 3, 4 and 2, so strike those out: press their digits (or tap them in the "
                "cell). The one left is the cell's digit.",
            cells=(8,), look=(4, 5, 8, 9), strike=True,
            why="Strike out the digits its region already holds.",
            right="Right: only 1 was left, and the region holds 1 to 4."),
        IntroStep(
            say="Finish the board: fill the four outlined cells. Each region holds 1 up to its size, and equal "
                "digits never touch.",
            cells=(6, 3, 10, 11),
            why="Each region holds 1 up to its size, and equal digits never touch, not even at a corner.",
            right="Solved!"),
    ),
    done="You know the rules of Suguru: a region of N cells holds 1 to N, and equal digits never touch, "
         "not even corner to corner. In a game every open cell starts with its candidates: strike out the "
         "ones that cannot go, and set a cell's digit when you know it. The wand gives a hint whenever you "
         "are stuck.",
)
