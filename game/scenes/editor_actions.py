"""The editor's tool bar: its modes, the helpers, Undo and Redo, Play it, Copy link, the drafts, Close.

Each button's name is what :meth:`EditorActions.press` acts on, whichever
device pressed it (a click, a tap, the focus ring's A).  A helper runs on a
worker (:class:`~game.scenes.editor_verdict.HelperRun`) while the window keeps
drawing; its button reads Cancel meanwhile, and what it hands back is one
edit, so a helper's change undoes in one step.  Which helpers a draft offers
is the draft's and the helpers' own word (:mod:`game.scenes.editor_tools`).

**Play it** opens the draft as a custom puzzle only when the verdict says it
has exactly one solution; otherwise a message says why not and where to
look.  **Copy link** copies what the Share dialog's Copy link copies: at once
for a board with one solution; for one Play it would refuse (no solution,
several, a broken rule, too hard to check) it first says so and asks, since a
work in progress may well be sent to a friend on purpose (:func:`doubt`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..drafts import DraftInfo, Drafts
from ..engine.draft import EditHistory
from ..engine.edit_helpers import Suggestion
from ..engine.verdict import Verdict, verdict
from ..services import Services
from ..sharing import copy_forms
from .confirm import ConfirmScene
from .dialogs import MessageScene
from .editor_tools import HELPERS, applies, as_edit, run_helper
from .paged import PagedChoiceScene
from .share import copy_text

if TYPE_CHECKING:  # pragma: no cover
    from .editor_host import EditorHost

NOT_PLAYABLE = "Not yet a puzzle"
SOURCE = "editor"
"""Where a puzzle played from the editor came from (the Recent list says "made in the editor")."""


def refusal(v: Verdict) -> str | None:
    """Why a draft with this verdict cannot be played, in words (None: it can)."""
    if v.problems:
        more = f" ({len(v.problems) - 1} more problems are listed in the panel)" if len(v.problems) > 1 else ""
        return f"Fix this first: {v.problems[0]}{more}. The cells with a small cross break a rule."
    if v.solutions == "none":
        return "This puzzle has no solution: the hatched cells cannot all be filled. Take a given away."
    if v.solutions == "multiple":
        return ("This puzzle has more than one solution: the cells marked with a diamond differ between two "
                "of them. Add a given there (Suggest finds one).")
    if v.solutions != "unique":
        return "This puzzle is too hard to check in time, so the editor cannot promise it has one solution."
    return None


def doubt(v: Verdict) -> str | None:
    """Why a link to a draft with this verdict leads to no puzzle yet, said before copying it (None: it does)."""
    first = v.problems[0].rstrip(".") if v.problems else ""
    if v.solutions == "none":
        said = f"This board has no solution: {first}." if first else "This board has no solution."
    elif first:
        said = f"This board is not a puzzle yet: {first}."
    elif v.solutions == "multiple":
        said = "This board has more than one solution."
    elif v.solutions != "unique":
        said = "This board could not be checked in time: it may not have exactly one solution."
    else:
        return None
    return said + " Play it refuses it. Copy its link anyway, as a work in progress?"


class EditorActions:
    """The editor scene's tool bar (a part of the scene)."""

    def __init__(self, scene: EditorHost) -> None:
        self.sc = scene

    def helpers(self) -> list[tuple[str, str]]:
        """The helpers this draft offers: (button name, label)."""
        d = self.sc.history.draft
        return [(name, label) for name, label in HELPERS if applies(name, d)]

    def label(self, name: str) -> str:
        return dict(HELPERS).get(name, name)

    def press(self, name: str) -> None:
        sc = self.sc
        sc.app.play_sound("click")
        if name.startswith("mode:"):
            sc.end_stroke()
            sc.mode, sc.typed = name[5:], ""
        elif name in dict(HELPERS):
            self.helper(name)
        elif name == "undo":
            sc.undo()
        elif name == "redo":
            sc.redo()
        elif name == "play":
            self.play()
        elif name == "link":
            self.link()
        elif name == "save":
            self.save()
        elif name == "load":
            self.load()
        elif name == "close":
            sc.close()
            sc.app.toast("The draft is kept: the editor offers it when you open it again.")
        sc.app.dirty = True

    # -- the helpers ----------------------------------------------------------------------------------
    def helper(self, name: str) -> None:
        sc = self.sc
        if sc.helper.running:
            was = sc.helper.name
            sc.helper.cancel()
            sc.app.toast(f"{self.label(was)}: cancelled.")
            return
        sc.end_stroke()
        draft = sc.history.draft
        sc.helper.start(name, draft, lambda progress: run_helper(name, draft, progress))

    def update(self) -> None:
        """A helper that ended: its result becomes one edit (or a word on why there is none)."""
        sc = self.sc
        if not sc.helper.name or sc.helper.running:
            return
        name, sc.helper.name = sc.helper.name, ""
        got, err = sc.helper.outcome()
        sc.app.dirty = True
        if err is not None:
            label, why = self.label(name), str(err).rstrip(".") + "."
            why = why.removeprefix(label + " ")       # "Minimise: needs ...", the label said once
            sc.app.toast(f"{label}: {why}", 6.0)
            return
        if sc.helper.draft != sc.history.draft:   # edited meanwhile: the result would throw those edits away
            sc.app.toast(f"{self.label(name)}: the draft changed while it worked; press it again.", 6.0)
            return
        edit, said = as_edit(got, sc.history.draft)
        if edit is None:
            sc.app.toast(f"{self.label(name)}: {said or 'nothing to change'}.".replace("..", "."), 6.0)
        elif sc.edit(edit):
            sc.app.toast(f"{self.label(name)}: {said or 'done'}. Undo takes it back.".replace("..", "."), 6.0)
            if isinstance(got, Suggestion):
                sc.cursor = got.cell     # on the new given: a key or the gamepad changes or erases it there

    # -- Play it, Copy link --------------------------------------------------------------------------------
    def judged(self) -> Verdict:
        """The verdict of the draft on show (worked out now if the thread has not yet)."""
        sc = self.sc
        if sc.verdict is not None and sc.fresh():
            return sc.verdict
        sc.verdict, sc.verdict_of, sc.verdict_error = verdict(sc.history.draft), sc.history.draft, ""
        return sc.verdict

    def play(self) -> None:
        sc = self.sc
        sc.end_stroke()
        why = refusal(self.judged())
        puzzle = None
        if why is None:
            try:
                puzzle = sc.history.draft.to_puzzle()
            except ValueError as e:
                why = str(e)
        if puzzle is None:
            sc.app.stack.push(MessageScene(sc.app, NOT_PLAYABLE, why or "This draft is not a puzzle yet."))
            return
        app = sc.app
        sc.close()
        app.library.open_custom(puzzle, source=SOURCE)
        app.toast("Playing your puzzle: the editor offers the draft again when you open it.")

    def link(self) -> None:
        sc = self.sc
        sc.end_stroke()
        try:
            puzzle = sc.history.draft.to_puzzle()
        except ValueError as e:
            sc.app.stack.push(MessageScene(sc.app, "Cannot copy a link yet", str(e)))
            return
        label, text = copy_forms(puzzle)[0]
        why = doubt(self.judged())
        if why is None:
            copy_text(sc.app, label, text)
        else:
            sc.app.stack.push(ConfirmScene(sc.app, "Not yet a puzzle", why, "Copy anyway",
                                           lambda: copy_text(sc.app, label, text), fit=True))

    # -- drafts ------------------------------------------------------------------------------------------------
    def save(self) -> None:
        sc = self.sc
        sc.end_stroke()
        name = sc.drafts.save(sc.history)
        sc.app.library.flush_storage_messages()
        if name is not None:
            sc.app.toast(f"Draft saved ({name[9:11]}:{name[11:13]}): Load draft lists it.")

    def load(self) -> None:
        sc = self.sc
        sc.end_stroke()
        sc.app.stack.push(DraftListScene(sc.app, sc.drafts.listed(), self.open_draft))

    def open_draft(self, name: str) -> None:
        sc = self.sc
        got = fetched(sc.app, sc.drafts.load(name), sc.drafts, "Cannot load this draft")
        if got is not None:
            sc.set_history(got)
            sc.app.toast("Draft loaded: Undo goes back through its edits.")


def fetched(app: Services, got: EditHistory | None, drafts: Drafts, title: str) -> EditHistory | None:
    """``got`` (a draft just read); None after a message saying why it could not be (moved aside, gone)."""
    said = drafts.storage.take_messages() if drafts.storage is not None else []
    if got is None:
        app.stack.push(MessageScene(app, title, " ".join(said) or "That draft is no longer there."))
    return got


class DraftListScene(PagedChoiceScene):
    """The saved drafts, newest first: the one picked is handed to ``on_pick`` by name."""

    title = "Load a draft"
    empty = "No drafts saved yet: Save draft keeps one."

    def __init__(self, app: Services, drafts: list[DraftInfo], on_pick: Callable[[str], None]) -> None:
        self.drafts, self.on_pick = drafts, on_pick
        super().__init__(app, [f"{d.label} - saved {d.saved.replace('T', ' ').rstrip('Z')}" for d in drafts])

    def pick(self, index: int) -> None:
        self.close()
        self.on_pick(self.drafts[index].name)
