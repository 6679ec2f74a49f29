"""The editor's start: a kind and size for a blank board, the puzzle on show, or the last draft.

The kinds and sizes are the registry's (every kind, the sizes its backend
lists, chosen with the New puzzle dialog's pickers: < value > for kind,
width and board).  Blank opens that board empty; From current puzzle opens
the puzzle being played as a draft; Last draft (offered when the editor
kept one) goes on where the player left off; Load draft lists the drafts saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..drafts import Drafts
from ..engine.backend import KindBackend, Params, backend, backends
from ..engine.draft import Draft, EditHistory
from ..input.intents import Intent
from ..services import Services
from .dialogs import DialogScene, MessageScene
from .editor import EditorScene
from .editor_actions import DraftListScene, fetched
from .new_puzzle import ROW, picker_rows, show_size, stepped

if TYPE_CHECKING:  # pragma: no cover  (pygame-gui loads when a dialog first opens)
    from pygame_gui.elements import UIButton

_LAST: dict[str, object] = {}
"""What the player chose last in this run: the dialog reopens on it."""


def editing_kinds() -> list[KindBackend]:
    """Every registered kind, in menu order: the editor makes any of them."""
    return [b for b in backends() if b.sizes]


def open_editor(app: Services, history: EditHistory) -> EditorScene:
    """Put the editor over the game on ``history``'s draft."""
    scene = EditorScene(app, history)
    app.stack.push(scene)
    return scene


def open_blank(app: Services, kind: str, params: Params) -> EditorScene | None:
    """The editor on a blank board (the launcher's --edit too); a message if the kind has no such board."""
    try:
        draft = Draft.blank(kind, params)
    except ValueError as e:
        app.stack.push(MessageScene(app, "Cannot make this board", str(e)))
        return None
    return open_editor(app, EditHistory(draft))


class EditorStartScene(DialogScene):
    """Kind, width and board with < and >; Blank; From current puzzle; Last draft; Load draft; Cancel."""

    title = "Puzzle editor"

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.kinds = editing_kinds()
        names = [k.name for k in self.kinds]
        current = app.puzzle_scene.current.kind
        wanted = str(_LAST.get("kind", current))
        self.kind = backend(wanted if wanted in names else (current if current in names else names[0]))
        self.params = self._fit(_LAST.get("params"))
        self.drafts = Drafts(getattr(app.library, "storage", None))
        self.last = self.drafts.autosave_label()
        self.actions = [("blank", "Blank board"), ("current", "From current puzzle")]
        if self.last is not None:
            self.actions.append(("last", f"Last draft ({self.last})"))
        if app.kiosk is None:
            self.actions.append(("load", "Load draft..."))
        self.actions.append(("cancel", "Cancel"))
        self.size = (560, 3 * ROW + ROW * ((len(self.actions) + 1) // 2) + 50)
        self.rows: dict[UIButton, tuple[str, int]] = {}
        self.buttons: dict[UIButton, str] = {}

    def _fit(self, params: object, kind: KindBackend | None = None) -> Params:
        kind = kind or self.kind
        if isinstance(params, Params) and params in kind.sizes:
            return params
        return kind.default_params if kind.default_params in kind.sizes else kind.sizes[0]

    def build(self, window) -> None:
        import pygame_gui

        w, _h = self.inner()
        m = self.app.manager
        self.rows, self.values = picker_rows(self.app, window, w, ("kind", "width", "board"), "edit")
        self.buttons = {}
        half = (w - 30) // 2
        for i, (key, label) in enumerate(self.actions):
            x, y = 10 + (i % 2) * (half + 10), 6 + (3 + i // 2) * ROW
            b = pygame_gui.elements.UIButton(pygame.Rect(x, y, half, 48), label, manager=m, container=window,
                                             object_id=f"#edit_{key}")
            self.buttons[b] = key
        self._labels()

    def _labels(self) -> None:
        if self.window is None:
            return
        show_size(self.values, self.kind, self.params)

    def change(self, key: str, delta: int) -> None:
        self.kind, self.params = stepped(self.kinds, self.kind, self.params, key, delta,
                                         lambda k: self._fit(None, k))
        _LAST.update(kind=self.kind.name, params=self.params)
        self._labels()

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        if it.element in self.rows:
            self.change(*self.rows[it.element])
        elif it.element in self.buttons:
            self.choose(self.buttons[it.element])
        return True

    def choose(self, key: str) -> None:
        app = self.app
        self.close()
        if key == "blank":
            open_blank(app, self.kind.name, self.params)
        elif key == "current":
            open_editor(app, EditHistory(Draft.as_shown(app.puzzle_scene.current.puzzle)))
        elif key == "last":
            history = fetched(app, self.drafts.load_autosave(), self.drafts, "Cannot open the last draft")
            if history is not None:
                open_editor(app, history)
        elif key == "load":
            drafts = self.drafts

            def pick(name: str) -> None:
                got = fetched(app, drafts.load(name), drafts, "Cannot load this draft")
                if got is not None:
                    open_editor(app, got)

            app.stack.push(DraftListScene(app, drafts.listed(), pick))
