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
            say="Thick walls cut the board into regions. A region of N cells holds the digits 1 to N, each once. "
                "The outlined region has 2 cells and a 1; its empty cell is picked (the solid frame): press the "
                "missing digit.",
            cells=(1,), look=(0, 1),
            why="A region of 2 cells holds 1 and 2, each once.",
            right="Right: the region holds 1 and 2."),
        IntroStep(
            say="Equal digits never touch, not even at a corner. The outlined cell's region already has 3 and 2, "
                "so it is 1 or 4. Which?",
            cells=(5,),
            why="Equal digits never touch, not even at a corner.",
            right="Right: a 1 there would touch the 1s at its corners."),
        IntroStep(
            say="The small digits are candidates: what may still go in a cell. Strike out the picked cell's "
                "3, 4 and 2, which its outlined region already holds: press them, or tap them in the cell. The "
                "one left is the answer.",
            cells=(8,), look=(4, 5, 8, 9), strike=True,
            why="Strike out the digits its region already holds.",
            right="Right: only 1 was left."),
        IntroStep(
            say="Finish the board: fill the four outlined cells.",
            cells=(6, 3, 10, 11),
            why="A region of N cells holds 1 to N, and equal digits never touch, not even at a corner.",
            right="Solved!"),
    ),
    done="You know Suguru: a region of N cells holds 1 to N, and equal digits never touch. In a game, strike "
         "out the candidates that cannot go and set a digit when you know it; the wand gives a hint when you "
         "are stuck.",
)
