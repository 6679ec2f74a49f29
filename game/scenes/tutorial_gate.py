"""When a kind's rules intro opens by itself, and how the game remembers that it was seen.

The setting ``intros_seen`` lists the kinds whose intro the player finished or
skipped (``*``: all of them, a player from before the intros).  A first start
(no settings file) begins with none seen, and opens on the flagship: its
tutorial comes before anything else, and every other kind's intro the first
time a puzzle of that kind is on show.  The puzzle scene asks :func:`due_kind` whenever it is
the top scene, which is where every way of opening a puzzle ends (the menu, the
chooser, New puzzle, a paste, the kiosk's title screen): nothing else has to
remember to ask.  Nothing opens by itself in a scripted run (``--frames``,
``--no-tutorial``, ``NANBA_TUTORIAL=off``: :attr:`game.options.Options.intros`).

A kiosk starts every visit with none seen (:class:`game.kiosk.Kiosk`) and
writes nothing, so each visitor meets the intros afresh.
"""

from __future__ import annotations

from ..engine.backend import backend
from ..services import Services
from ..settings import INTROS_ALL


def has_intro(kind: str) -> bool:
    try:
        return backend(kind).intro is not None
    except Exception:
        return False


def is_seen(app: Services, kind: str) -> bool:
    seen = app.settings.intros_seen
    return seen == INTROS_ALL or kind in seen.split(",")


def mark_seen(app: Services, kind: str) -> None:
    """Remember that ``kind``'s intro was finished or skipped, at once (a kiosk writes nothing)."""
    if is_seen(app, kind):
        return
    names = [n for n in app.settings.intros_seen.split(",") if n]
    app.settings = app.settings.with_(intros_seen=",".join([*names, kind]))
    app.save_settings()


def due_kind(app: Services) -> str | None:
    """The kind whose intro should open now by itself, or None: the kind on show, if its intro was
    never seen (a first start shows the flagship, so its tutorial comes first)."""
    if not getattr(app.library.opts, "intros", False):
        return None
    kind = app.puzzle_scene.session.puzzle.kind
    return kind if has_intro(kind) and not is_seen(app, kind) else None
