"""The school's words that depend on where the player is: the buttons' labels and the Lesson done page."""

from __future__ import annotations

from ..school_lesson import practice, technique

LABELS = {"back": "Back", "prev": "< Previous", "next": "Next >", "practise": "Practise", "done": "Done",
          "show": "Show me", "clear": "Clear", "again": "Try again", "on": "Next position",
          "real": "Practise on real puzzles", "lessons": "Lessons"}


def button_label(name: str, kind: str, abbr: str, index: int) -> str:
    """A button's words; after the last practice position, "on" finishes the lesson (there is no next one)."""
    if name == "on" and abbr and index + 1 >= len(practice(kind, abbr)):
        return "Finish lesson"
    return LABELS[name]


def finished_words(kind: str, abbr: str, tally: str, learnt: bool) -> list[str]:
    """The last page's title and words: the lesson done, or (answers shown first, which do not count) the
    practice gone through with the right answers that count, ``tally`` ("1 of 3 right")."""
    name = technique(kind, abbr).name if abbr else ""
    if learnt:
        return [f"Lesson done: {name}", "Every practice position answered. Try the technique on a built-in puzzle "
                "whose hardest step it is, or go back to the lessons."]
    return [f"Practice gone through: {name}", f"{tally}: an answer shown first does not count. Try the positions "
            "again from the lessons, or the technique on a built-in puzzle whose hardest step it is."]
