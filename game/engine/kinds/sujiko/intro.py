"""Sujiko's rules intro, the first time it is opened: the circles' sums and each digit once.

The board and its answers (the circles, between the cells, hold 23, 21, 19 and 17)::

    2 9 4        open: the 2 at the top left and the 8 at the bottom right
    7 5 3
    6 1 8
"""

from __future__ import annotations

from ...intro import Intro, IntroStep

INTRO = Intro(
    title="Learn Sujiko",
    line="sujiko 3x3 .9475361. 23,21,19,17",
    solution="294753618",
    steps=(
        IntroStep(
            say="The number in a circle is the sum of the four cells around it. The outlined cells add up to "
                "23 and hold 9, 7 and 5; the empty one is picked (the solid frame): press the digit that "
                "makes 23.",
            cells=(0,), look=(0, 1, 3, 4),
            why="The four cells round a circle add up to its number: 9 + 7 + 5 = 21, and 23 needs 2 more.",
            right="Right: 2 + 9 + 7 + 5 = 23."),
        IntroStep(
            say="The grid holds each digit from 1 to 9 once. Which one is missing from the last cell?",
            cells=(8,),
            why="Each digit from 1 to 9 goes in once.",
            right="Solved!"),
    ),
    done="You know the rules of Sujiko: each digit from 1 to 9 once, and each circle the sum of the four "
         "cells around it.",
)
