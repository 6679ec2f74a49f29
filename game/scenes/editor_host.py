"""What the editor's parts (its input, its tool bar) read and call of the editor scene that owns them.

The scene (:mod:`game.scenes.editor`) imports its parts; they see it only
through :class:`EditorHost`, so nothing imports the scene back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..drafts import Drafts
from ..engine.draft import Draft, EditHistory
from ..engine.verdict import Verdict
from ..render.board import BoardRenderer
from ..ui.focus import RectRing
from .editor_layout import EditorGeometry
from .editor_verdict import HelperRun

if TYPE_CHECKING:  # pragma: no cover
    from ..services import Services


class EditorHost(Protocol):
    """The editor scene as its parts see it."""

    history: EditHistory
    drafts: Drafts
    helper: HelperRun
    mode: str
    """"regions", "givens" or "sums"."""
    cursor: int
    circle: int
    """The sum chosen (Sums mode)."""
    digit: int
    """The pad digit a gamepad's A places."""
    typed: str
    """Figures typed for a number not yet entered."""
    focus: str
    """"board" or "panel" (the focus ring over the tool bar and pad)."""
    ring: RectRing
    stroke: Draft | None
    pen: int | None
    verdict: Verdict | None
    verdict_of: Draft | None
    verdict_error: str

    @property
    def app(self) -> Services: ...

    @property
    def draft(self) -> Draft: ...

    @property
    def geometry(self) -> EditorGeometry: ...

    def board(self) -> BoardRenderer: ...

    def fresh(self) -> bool: ...

    def largest_digit(self) -> int: ...

    def typing(self) -> bool: ...

    def edit(self, text: str) -> bool: ...

    def set_history(self, history: EditHistory) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def start_stroke(self, cell: int) -> None: ...

    def extend_stroke(self, cell: int) -> None: ...

    def end_stroke(self) -> None: ...

    def drop_stroke(self) -> None: ...

    def split(self, cell: int) -> None: ...

    def close(self) -> None: ...
