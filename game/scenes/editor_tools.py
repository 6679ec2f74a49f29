"""The editor's helpers as buttons: which a draft offers, how each runs, and what its result becomes.

The helpers themselves are the engine's (:mod:`game.engine.edit_helpers`):
pure and bounded, each taking a progress callback that the worker's Cancel
reaches.  Whether one applies is the draft's and the helpers' word (a draft
whose regions the player draws can have them filled; one with sums can have
them computed), never the kind's name.  What each hands back becomes one
edit, so Undo takes a helper's whole change back in one step, and a
sentence for the message strip when the helper has something to say.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from ..engine import edit_helpers as H
from ..engine.draft import Draft

HELPERS: tuple[tuple[str, str], ...] = (
    ("fill", "Fill regions"), ("suggest", "Suggest"), ("minimise", "Minimise"), ("harder", "Harder"),
    ("easier", "Easier"), ("sums", "Compute sums"))
"""Each helper's button name and label, in the tool bar's order."""

Progress = Callable[[int, float], None]


def applies(name: str, draft: Draft) -> bool:
    """Whether the tool bar offers helper ``name`` for ``draft``."""
    if name == "fill":
        return H.can_fill_regions(draft)
    if name == "sums":
        return H.has_sums(draft.kind)
    return True


def run_helper(name: str, draft: Draft, progress: Progress, seed: object = None) -> Any:
    """Helper ``name`` on ``draft`` (on the worker's thread); a ValueError says why it cannot."""
    seed = time.time_ns() if seed is None else seed   # a new fill or suggestion each press
    if name == "fill":
        return H.fill_regions(draft, seed=seed)
    if name == "suggest":
        return H.suggest_given(draft, seed=seed, progress=progress)
    if name == "minimise":
        return H.minimise(draft, progress=progress, seed=seed)
    if name in H.DIRECTIONS:
        return H.nudge(draft, name, seed=seed, progress=progress)
    if name == "sums":
        return H.compute_sums(draft, progress=progress, seed=seed)
    raise ValueError(f"no helper called {name!r}")


def as_edit(got: Any, now: Draft) -> tuple[str | None, str]:
    """(the edit a helper's result makes, or None: no change; a sentence saying what happened, or "")."""
    if isinstance(got, H.Suggestion):
        return f"give {got.cell} {got.digit}", got.why
    if isinstance(got, H.Nudged):
        return (("draft " + got.draft.line()) if got.moved and got.draft != now else None), got.why
    if isinstance(got, Draft):
        return (("draft " + got.line()) if got != now else None), _changes(now, got)
    return None, ""


def _changes(before: Draft, after: Draft) -> str:
    """What a helper's new draft did, in words: sums set, givens taken away ("" when neither)."""
    said = ["sums set from the grid"] if after.sums != before.sums else []
    kept = sum(1 for g in after.givens if g)
    gone = sum(1 for g in before.givens if g) - kept
    if gone > 0:
        said.append(f"{gone} given{'s' if gone > 1 else ''} taken away, {kept} kept")
    return "; ".join(said)
