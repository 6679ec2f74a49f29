"""What a Help page is made of: pure data, no pygame, so the pages can be built and searched in tests.

A :class:`Page` is a title, the section it belongs to (Rules, Controls,
Techniques...) and a list of :class:`Block` values drawn one under another:
a heading, a paragraph, a two-column row (a control and what it does, a
technique and its idea) or a picture (a kind's example board, before and
solved).  A technique row carries its kind and abbreviation, so a lesson
can be opened from it once lessons exist (:mod:`game.scenes.help.lessons`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    what: str
    """``heading``, ``para``, ``row``, ``picture`` or ``tutorial`` (a button opening a kind's rules intro)."""
    text: str = ""
    """The heading, the paragraph, or a row's right-hand side."""
    label: str = ""
    """A row's left-hand side (the control, the technique's name)."""
    kind: str = ""
    """The puzzle kind a picture shows or a technique row belongs to."""
    abbr: str = ""
    """A technique row's abbreviation (with ``kind``: which lesson it opens)."""


@dataclass(frozen=True)
class Page:
    key: str
    section: str
    title: str
    blocks: tuple[Block, ...]

    def words(self) -> str:
        """Everything the page says, lower case: what search matches against."""
        parts = [self.section, self.title] + [f"{b.label} {b.text}" for b in self.blocks]
        return " ".join(parts).lower()

    def matches(self, query: str) -> bool:
        """Does the page say every word of ``query`` (any case, in any order)?"""
        text = self.words()
        return all(w in text for w in query.lower().split())


def heading(text: str) -> Block:
    return Block("heading", text)


def para(text: str) -> Block:
    return Block("para", text)


def row(label: str, text: str, *, kind: str = "", abbr: str = "") -> Block:
    return Block("row", text, label, kind, abbr)


def picture(kind: str) -> Block:
    return Block("picture", kind=kind)


def tutorial(kind: str, text: str) -> Block:
    return Block("tutorial", text, kind=kind)
