"""Help: what the player can look up about the rules, the controls and the techniques."""

from __future__ import annotations

from ...services import Services
from ..dialogs import MessageScene

HELP_HTML = " ".join("""<b>Nanba</b>: Suguru, Ripple Effect, Sudoku and Sujiko.<br><br>
<b>Rules.</b> Suguru: each polyomino of N cells holds 1..N once; equal digits never touch, not even diagonally.<br>
Ripple Effect: each polyomino of N cells holds 1..N once; two equal digits N in a row or column are more than N cells apart.<br>
Sudoku: an N x N grid holds 1..N once in every row, every column and every box (a jigsaw sudoku's boxes are the
coloured shapes); digits above 9 are written A, B, C...<br>
Sujiko: a 3x3 grid holds 1..9 once (a 4x4 holds 1..16 once), and each circle on a corner gives the sum of the four
cells around it. A circle turns green with a second ring when its four answers add up, and into a red stop sign
when they cannot; a Sujiko cell shows its candidates as a keypad in its middle, clear of the circles.<br><br>
<b>Candidates</b> are the small digits in each cell: along its top edge in Suguru and Ripple Effect, as a small 3x3 keypad in Sudoku and Sujiko.
Left-click deletes one, middle-click on its place restores it, right-click makes it the answer
(Settings offers the other order: middle sets, right restores).
Left-click on a big answer you set clears it back to all its candidates. Givens (black digits) never change;
your answers are blue and underlined.<br><br>
<b>Toolbar</b>: jigsaw = menu; dots = random puzzle; wand = hint (left-click asks, middle-click explains,
left-click again deletes the red candidates, right-click removes all the easy candidates);
thumb = check for errors (thumb down: click again to undo back to the last correct position);
sad smiley = show the solution. Then the puzzle number (point at it, type 0-999 and Enter), the difficulty score and the
clock (it shows the hint's two letters while a hint is up).<br><br>
<b>Hint marks</b>: red filled squares with a strike = candidates to delete; green rings = the reason.<br><br>
<b>Keys</b>: arrows move the cursor; 1-9 toggle a candidate; Shift+digit sets the answer; Backspace clears it;
on a cell that holds 10 and more (Sujiko 4x4), type two digits quickly: 1 then 6 (within 0.8 s) is 16, a 1 alone
is 1; 0 on its own is no digit;
Enter restarts; Ctrl+Z / Ctrl+Y undo and redo (hints, restarts and solutions too; Ctrl+Y also brings back the
moves the thumb undid); H hint; C check;
Esc closes a dialog or opens the menu; F1 this help; Tab moves between the board and the toolbar (and through
a dialog's buttons), Enter presses the ringed one; X explains a hint, E removes the easy candidates.<br><br>
<b>Digit pad</b> (beside or under the board): the selected cell's digits, large. Tap or click one to delete or
restore it; hold it (or switch Mark to Answer) to make it the answer. On a touch screen a tap on the board only
selects a cell; hold the wand for the easy candidates; ? explains the hint on show; tap the puzzle number for a
number pad.<br><br>
<b>Gamepad</b>: D-pad or stick moves; the triggers choose a digit; A (bottom button) deletes/restores it,
Y (top) sets it; X hint (again: apply); B back; LB/RB undo/redo; Select check; Start menu; right stick explains,
left stick removes the easy candidates. Up off the top row reaches the toolbar.<br><br>
<b>Watch the computer solve</b> (menu): the textbook backtracking search on the left, filling cells one try at
a time with its step and backtrack counters, beside our own solver's logical path on the right, each step's marks
and sentence as a hint shows them. Play/Pause (Space, A; Replay once the search is over), Step (Right), Slower/Faster (Down/Up, 1-5 presets),
Instant, Restart (Enter), &lt; Hint / Hint &gt; (PgUp/PgDn, the bumpers) walk the logical path; x or Esc closes.<br><br>
Your game is saved when you quit and resumed next time; Save game / Load game in the menu keep more
(Keyboard types a name with big keys on a touch screen).""".split("\n")
                     ).replace("<br> ", "<br>")


class HelpScene(MessageScene):
    def __init__(self, app: Services) -> None:
        super().__init__(app, "Help", HELP_HTML, size=(760, 620))
