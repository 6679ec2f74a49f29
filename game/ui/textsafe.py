"""Text that can always be drawn: characters a font cannot show are filtered out at the source.

pygame refuses to render a text that has no width (``Text has zero width``:
a lone zero-width space, a ZWNJ typed on a Persian layout, a byte-order
mark) or that holds a NUL (``A null character was found``), and it cannot
encode a lone surrogate at all.  pygame-gui renders its text boxes with
pygame, so one such character typed into the number box or a save name,
or read from a file into a notice, used to end the game.

:func:`clean` is the one filter: typed text is cleaned before pygame-gui
sees it (:func:`clean_event`, called by the app for every event), the
text boxes clean what is set on them (:mod:`game.ui.entry`), and the text
renderer (:mod:`game.render.text`) cleans whatever it is asked to draw.
Pure Python: no pygame here.
"""

from __future__ import annotations

import unicodedata

DROPPED = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Unicode categories with nothing to draw: controls, format characters (zero-width space, joiners,
direction marks, soft hyphen, BOM), surrogates, private use, unassigned, line and paragraph separators."""
MARKS = frozenset(("Mn", "Mc", "Me"))
"""Combining marks: drawn on the character before them, so a text cannot start with one."""


def _keep(ch: str) -> bool:
    return unicodedata.category(ch) not in DROPPED


def _as_space(ch: str) -> bool:
    """A tab, line break or unusual space (hair, thin, no-break, ideographic): shown as a plain space,
    so words on two lines stay two words -- and a hair space, which a font may draw zero wide, is safe."""
    return ch.isspace() or unicodedata.category(ch) in ("Zs", "Zl", "Zp")


def clean(text: str) -> str:
    """``text`` without the characters that cannot be drawn or typed meaningfully.

    Tabs, line breaks and every kind of space become a plain space; other
    controls, format characters, surrogates, private-use and unassigned code
    points go; so do combining marks at the start, which have nothing to sit
    on.  Usually returns ``text`` itself (the common case costs one scan).
    """
    if text.isprintable() and not (text and unicodedata.category(text[0]) in MARKS):
        return text          # fast path: isprintable() is false for every category changed below
    out = []
    for ch in text:
        if _as_space(ch):
            out.append(" ")
        elif _keep(ch):
            out.append(ch)
    result = "".join(out)
    start = 0
    while start < len(result) and unicodedata.category(result[start]) in MARKS:
        start += 1
    return result[start:]


def typeable(ch: str) -> bool:
    """May ``ch`` be typed into a text box as it is?  (A mark is judged by where it lands, not here.)"""
    return clean(f"x{ch}") == f"x{ch}"


def clean_event(ev) -> None:
    """Clean an event's ``text`` (TEXTINPUT, TEXTEDITING) and ``unicode`` (KEYDOWN, KEYUP) in place.

    Done before pygame-gui sees the event, so no text box is ever handed a
    character it would fail to draw.  A key's ``unicode`` that is not plain
    text (Enter's ``\\r``, a zero-width character) becomes ``""``: the key
    itself (``ev.key``) still means what it means.  Events without text are
    untouched.
    """
    text = getattr(ev, "text", None)
    if isinstance(text, str) and clean(text) != text:
        ev.text = clean(text)
    char = getattr(ev, "unicode", None)
    if isinstance(char, str) and char and clean(char) != char:
        ev.unicode = ""
