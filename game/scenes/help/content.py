"""Help's pages: every word Help shows, built from the registry, the ladders and the bindings.

Nothing here names a kind: the rules pages come from each kind's backend
(:attr:`~game.engine.backend.KindBackend.guide` and ``example``) and front
(:attr:`~game.render.kinds.base.KindFront.candidates_where`), the technique
pages from each kind's ladder (its one-line ideas, by score), the controls
pages from the input adapters (:mod:`.controls`).

**Kiosk wording.**  A kiosk's Help is built with ``kiosk=True``: it never
mentions saving, loading or quitting, nor the settings a kiosk hides (window
size, full screen), and says a visitor's choices last for the visit.
"""

from __future__ import annotations

from ...engine.backend import KindBackend, backend, backends, default_kind
from ...render.captions import caption_for
from ...render.kinds import front_for
from ..aids import AID_SETTINGS
from ..hint_settings import HINT_TOGGLES
from ..watch_layout import KEYS as WATCH_KEYS
from .controls import controls_pages
from .model import Block, Page, heading, para, picture, row, tutorial

SECTIONS = ("Start", "Rules", "Controls", "Hints and aids", "Techniques", "More")
"""The contents page's sections, in order."""


def _icon(name: str, picture: str = "") -> str:
    """A toolbar target as the player sees it: the word on it (the toolbar's own), and its picture."""
    word = caption_for(name) or name.title()
    return f"{word} ({picture})" if picture else word


def _paras(text: str) -> list[Block]:
    return [para(p.strip()) for p in text.split("\n\n") if p.strip()]


def tutorial_button(kind: str) -> list[Block]:
    """The button that opens a kind's interactive rules intro, if it has one."""
    k = backend(kind)
    return [tutorial(kind, f"Tutorial: learn {k.title} step by step")] if k.intro is not None else []


def playing_page(kiosk: bool) -> Page:
    blocks = [
        *tutorial_button(default_kind()),
        para("Every open cell starts with all its candidates (unless Settings opens puzzles with empty notes): the "
             "small digits that might still go there. "
             "Strike out the ones that cannot, and set a cell's answer when you know it. The Rules pages "
             "show where each kind of puzzle draws them."),
        para("Givens (black digits) never change; your answers are blue and underlined."),
        heading("The toolbar"),
        row(_icon("menu", "the jigsaw piece"), "the menu: another kind of puzzle, a new puzzle of the size and "
            "difficulty you choose, Recent (the puzzles played lately), choose a puzzle (the tiles go from easy to "
            "hard, with bars for the difficulty "
            "and a tick once solved), the daily puzzle, watch the computer solve, Auto-notes, share (copy a link, "
            "paste a puzzle), settings, help"),
        row(_icon("random", "the dots"), "another puzzle of this set, one of the easiest you have not solved (it asks first if you have started)"),
        row(_icon("wand", "the wand"), "a hint (see Hints)"),
        row(_icon("explain", "?"), "explains the hint on show in words"),
        row(_icon("thumb", "the thumb"), "check for errors; thumb down: press again to go back to the last "
            "correct position"),
        row(_icon("smiley", "the sad face"), "show the solution"),
        row(_icon("number"), "the puzzle's number: type or tap another to open it"),
        row(f"{caption_for('score')} and {caption_for('clock')}", "how hard the puzzle is, and your time (tap the "
            "time to pause)"),
        para("On a small screen the toolbar shows only the pictures; point at one to see its word."),
        para("The puzzle's name and its rule in one line sit beside the board."),
        para("Undo and redo take back any move, hints and restarts included."),
    ]
    if kiosk:
        blocks.append(para("Leave the screen alone for a while and it shows a demonstration; touch it to come "
                           "back to your game."))
    else:
        blocks.append(para("Your game is kept when you quit and resumed next time."))
    return Page("playing", "Start", "Playing", tuple(blocks))


def daily_page() -> Page:
    return Page("daily", "More", "Daily puzzle", (
        para("Daily puzzle in the menu shows a calendar. Every day brings one new puzzle of each kind, the same "
             "for every player, made from the date alone (no network needed). Tap today to play it; the button "
             "at the top left switches the kind, the arrows (or the shoulder buttons) turn the months."),
        para("A day solved on the day gets a tick in a disc and counts for your streak: the days in a row, up to "
             "today, on which you solved that kind's puzzle. A past day can be played at any time: it gets a bare "
             "tick but leaves the streak as it is. A puzzle whose solution you looked at does not count."),
    ))


def editor_page(kiosk: bool = False) -> Page:
    blocks = [
        para("Puzzle editor in the menu makes a puzzle of your own: a blank board of any kind and size, the "
             "puzzle you are playing, or the draft you left off (the editor keeps it as you go)."),
        para("Regions: drag across the board with the mouse or a finger; each cell the drag enters joins the "
             "region it came from. With keys or a gamepad, Space or A puts the pen down, the arrows draw, "
             "Space or A lifts it. A right click, a long press, Backspace, Y or Split cell takes a cell out "
             "of its region."),
        para("Givens: pick a cell, then a digit key or the pad (0, Backspace or Erase takes it away). "
             "Sujiko's sums: pick a circle, type its number, then Enter or OK."),
        para("A big board zooms as it does in play (pinch, the wheel, Ctrl + and Ctrl -, the right stick), and "
             "the overview in its corner shows where you are. In Regions a finger draws, so move the board "
             "with two fingers or the overview; elsewhere one finger moves it. The middle mouse button "
             "drags it. Drawing keeps each region's colour."),
        para("After every change the panel says whether the puzzle has no solution, one or several, whether "
             "logic finishes it, and its score, difficulty and hardest technique. On the board a small cross "
             "marks a cell that breaks a rule, hatching a contradiction, a diamond (with both digits) where "
             "two solutions differ, a dotted ring where logic gets stuck."),
        para("The helpers fill the regions at random, suggest a given, take away givens the puzzle does not "
             "need, make it harder or easier, and work out Sujiko's sums from a filled grid. Undo takes back "
             "any change. Play it opens your puzzle once it has exactly one solution; Copy link shares it."),
    ]
    if not kiosk:
        blocks.append(para("Save draft keeps a draft; Load draft lists them to carry on."))
    return Page("editor", "More", "Puzzle editor", tuple(blocks))


def saving_page() -> Page:
    return Page("saving", "Start", "Saving and loading", (
        para("Your game is kept when you quit and resumed next time. Save game in the menu keeps it under a "
             "name (Keyboard types the name with big keys on a touch screen); Load game brings it back, and "
             "can rename or delete a save."),
        para("Saving over a name already used asks first."),
        para("Copy, paste, open file in the menu: Copy link puts the puzzle on the clipboard (a puzz.link "
             "link for Suguru and Ripple Effect, else its puzzle line; a 9x9 sudoku also as 81 characters); "
             "Paste puzzle opens a link, a puzzle line or an 81-character sudoku from the clipboard; Open file "
             "opens a text file of puzzle lines, and lists them to pick one if it holds several."),
        para("Recent puzzles, in the menu or the chooser, lists the last 50 puzzles you played, wherever they "
             "came from, with how each went and its best time; pick one to play it again."),
        para("Settings are kept the moment you change them."),
    ))


def rules_page(k: KindBackend) -> Page:
    front = front_for(k.name)
    summary = [heading(k.summary)] if getattr(k, "summary", "") else []
    blocks = [*summary, *tutorial_button(k.name), *_paras(k.guide or f"{k.title}: fill in the grid."),
              para(f"Candidates are drawn {front.candidates_where}.")]
    if k.example:
        blocks.append(picture(k.name))
    return Page(f"rules:{k.name}", "Rules", k.title, tuple(blocks))


def techniques_page(k: KindBackend) -> Page:
    """Every rung of the kind's ladder with its idea, cheapest first (a lesson hook on each row)."""
    ladder = sorted(enumerate(k.ladder), key=lambda it: (it[1].score, it[0]))
    blocks = [para("The hint wand tries these in this order, cheapest first; the score of a puzzle adds up "
                   "what each step cost.")]
    blocks += [row(f"{t.name} ({t.abbr}, {t.score})", t.idea or t.name, kind=k.name, abbr=t.abbr)
               for _, t in ladder]
    return Page(f"tech:{k.name}", "Techniques", k.title, tuple(blocks))


def hints_page() -> Page:
    return Page("hints", "Hints and aids", "Hints", (
        para("The wand gives a hint: the next step a careful solver would take, and why."),
        row("Red square, struck", "a candidate the hint deletes"),
        row("Green ring", "the reason"),
        para("A hint comes a step at a time, in a panel beside the board: first where to look (the place is "
             "outlined on the board), then the marks, then the sentence, then Apply. Press More, the wand, H "
             "or the pad's X for the next step; the ? (or a middle click on the wand) goes straight to the "
             "sentence; Close, Esc or B puts the hint away."),
        para("The easy candidates (those the answers on the board rule out) go with a right click or a long "
             "press on the wand, as one move, and a message says how many went. A setting decides whether "
             "this easy pass may also place answers; by default it leaves the placing to you."),
        para("When no technique helps any more, the hint offers to reveal one cell. A revealed cell is "
             "help: the game then keeps no best time."),
        para("Row and column labels (r1, c1 ...) can be shown beside the board (Settings): the hints name "
             "cells with them, r3c5 being row 3, column 5."),
        para("Hints and applied steps can be undone like any move."),
    ))


def aids_page(kiosk: bool = False) -> Page:
    tooled = ", ".join(k.title for k in backends() if front_for(k.name).tools)
    tools = [row(f"Tools ({tooled})", "in the menu: paint cells in eight numbered colours and highlight every "
                 "cell that still holds a digit")] if tooled else []
    return Page("aids", "Hints and aids", "Play aids", (
        para("Each aid where players differ can be switched in Settings."),
        row("Conflicts", "a digit the rules forbid beside an equal one (touching, too close, or twice in a row, "
            "column, box or region) is marked at once with a red ring and !"),
        row("Same digits", "select a cell holding an answer, or press a pad digit: every cell holding that digit "
            "is outlined, and a gold tile marks each cell where it may still go"),
        row("New puzzles: empty notes", "puzzles open with empty cells that hold your own notes: in Mark mode a "
            "digit (pad, key, A, or a click where the note goes) writes it or rubs it out; Backspace rubs out the "
            "cell's notes"),
        row("Placing a digit: clears its notes", "a digit placed leaves the notes of the cells that cannot hold "
            "it too, in the same Undo step"),
        row("Auto-notes", "in the menu, or N: fills every open cell's notes with the digits the placed digits "
            "allow (without empty notes: removes the candidates they rule out), in one step that one Undo takes "
            "back"),
        row("Pause", "tap the clock, press P, or ring it and press A: the board hides and the clock stops; a tap, "
            "P, Enter or B brings it back" + ("" if kiosk else "; leaving the window pauses too")),
        row("Timer", "can be hidden, or shown in 5-second steps"),
        row(_icon("thumb", "the thumb"), "marks the cells that are wrong; press again to undo back to the last correct "
            "position"),
        row(_icon("smiley", "the sad face"), "shows the whole solution; a puzzle whose solution was seen keeps no best "
            "time"),
        row("Solved", "a short summary (time, hints, checks, best time) and Next puzzle"),
        row("Another puzzle", "opening one over a game in progress keeps that game: Undo before your first move "
            "brings it back (the random button asks first)"),
        *tools,
    ))


WATCH_BUTTONS = {"play": "Play / Pause (Replay once the search is over)", "step": "Step: one try of the search",
                 "slower": "Slower", "faster": "Faster", "instant": "Instant: the search at full speed",
                 "restart": "Restart", "prev": "< Hint: back along the logical path",
                 "next": "Hint >: on along the logical path"}


def watch_page() -> Page:
    """The watch view's buttons with the keys the view itself shows on them (its KEYS table)."""
    return Page("watch", "More", "Watch the computer solve", (
        para("In the menu. On the left the textbook backtracking search fills cells one try at a time, with "
             "its step and backtrack counters; on the right, the game's own solver walks its logical path, "
             "each step with its marks and sentence as a hint shows them."),
        *[row(WATCH_BUTTONS.get(name, name.title()), f"key {WATCH_KEYS[name]}") for name in WATCH_KEYS],
        para("Digits 1 to 5 pick a speed. A gamepad's bottom button plays and pauses, its top button restarts, the bumpers walk the "
             "logical path; Esc, the x button or the pad's right button closes the view."),
    ))


def settings_page(kiosk: bool) -> Page:
    aids = ", ".join([title for title, _, _ in AID_SETTINGS.values()]
                     + [off.split(":")[0] for _, _, off in HINT_TOGGLES.values()])
    choices = ("how the mouse buttons act on a candidate, sound, animations, which hand the toolbar favours, "
               "where the digit pad sits, colours (colour-blind safe, high contrast), text size, and the play "
               f"aids and hint options ({aids})")
    if kiosk:
        return Page("settings", "More", "Settings", (
            para(f"In the menu: {choices}."),
            para("Your choices last for your visit; the next visitor starts afresh."),
        ))
    return Page("settings", "More", "Settings", (
        para(f"In the menu: {choices}, the window's size and full screen."),
        para("Every change is kept the moment you make it."),
    ))


def build_pages(kiosk: bool = False, mapping: str = "summary", style: str = "xbox") -> list[Page]:
    """Every page, in contents order."""
    kinds = backends()
    pages = [playing_page(kiosk)]
    if not kiosk:
        pages.append(saving_page())
    pages += [rules_page(k) for k in kinds]
    pages += controls_pages(kiosk, mapping, style)
    pages += [hints_page(), aids_page(kiosk), daily_page(), editor_page(kiosk)]
    pages += [techniques_page(k) for k in kinds]
    pages += [watch_page(), settings_page(kiosk)]
    return pages


def search(pages: list[Page], query: str) -> list[Page]:
    """The pages that say every word of ``query``; all of them for an empty query."""
    q = query.strip()
    return [p for p in pages if p.matches(q)] if q else list(pages)
