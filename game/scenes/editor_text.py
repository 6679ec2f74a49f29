"""The editor panel's words: the verdict on the draft, and what is under way or what the mode does."""

from __future__ import annotations

from typing import Callable

from ..render import palette as P
from ..render.editor import MARK_WORDS
from .editor_host import EditorHost
from .editor_layout import STATUS_LINES

Line = tuple[str, tuple[int, int, int]]

MODE_HINTS = {"regions": "drag across cells to join them; a long press splits one off.",
              "givens": "a digit places a given; Erase takes it away.",
              "sums": "type its sum, then OK."}
"""What each mode does, in the panel while there is room."""


def status_lines(sc: EditorHost, label: Callable[[str], str]) -> list[Line]:
    """The draft's kind and size, then the verdict in words (or the helper at work)."""
    v = sc.verdict
    d = sc.draft
    head = d.title()
    if sc.helper.running:
        done, total = sc.helper.worker.progress
        step = f" ({done} of {round(total)})" if 0 < done <= total else ""
        return [(head, P.ICON_DIM), (f"Working: {label(sc.helper.name)}{step}...", P.GOLD),
                ("Press it again (it reads Cancel) to stop it.", P.ICON)]
    if sc.verdict_error and sc.fresh():
        return [(head, P.ICON_DIM), (f"No verdict: {sc.verdict_error}", P.ICON)]
    if v is None or not sc.fresh():
        return [(head, P.ICON_DIM), ("Checking...", P.ICON)]
    lines = [(head, P.ICON_DIM), (v.headline(), P.GOLD)]
    if v.problems and v.problems[0] not in lines[1][0]:   # in words, unless the headline says it
        more = len(v.problems) - 1
        lines.append((v.problems[0] + (f" (and {more} more)" if more else ""), P.ICON))
    marks = [word for field, word in MARK_WORDS if getattr(v, field)]
    if marks:
        lines.append(("Marked: " + "; ".join(marks), P.ICON))
    return lines


def panel_text(sc: EditorHost, lines: list[Line]) -> list[Line]:
    """The verdict, then what is under way (a number typed, the pen down) or, with room left, what the
    mode does."""
    d = sc.draft
    where = d.cell_name(sc.cursor) if sc.mode != "sums" else f"circle {sc.circle + 1}"
    if sc.typed:
        lines.append((f"Typed {sc.typed} for {where}: Enter or OK.", P.ICON))
    elif sc.pen is not None:
        lines.append((f"Drawing at {where}: Space or A lifts the pen.", P.ICON))
    elif len(lines) < STATUS_LINES:
        lines.append((f"{where}: {MODE_HINTS[sc.mode]}", P.ICON_DIM))
    return lines
