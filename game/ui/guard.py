"""The safety net around pygame-gui's own code: its event handling, update and drawing.

The scene stack catches a scene that raises (``App.scene_failed``), but
the app also calls pygame-gui directly -- ``process_events``, ``update``,
``draw_ui`` -- and a widget failing in there (a text it cannot render, a
bug of pygame-gui's) used to escape the loop with a traceback, dropping a
kiosk to the desktop.  :func:`guarded` makes those calls; a failure is
blamed on the scene whose widget raised -- found by walking the traceback
for the innermost widget and up from it to a dialog's window or the puzzle's
number box -- and handled as that scene's failure: logged to nanba.log, the
game saved, the player told, a dialog closed.  The puzzle scene instead gets
its widgets rebuilt, and only keeps the game going while that helps (the
app's rule: three failures in a row end it with one line).
"""

from __future__ import annotations

from typing import Any, Callable


def guarded(app, doing: str, call: Callable[..., Any], *args: Any, default: Any = None) -> Any:
    """``call(*args)``, or ``default`` after handing a failure to :func:`ui_failed`."""
    try:
        return call(*args)
    except Exception as exc:
        ui_failed(app, exc, doing)
        return default


def failing_element(exc: BaseException):
    """The innermost pygame-gui element whose method is on ``exc``'s traceback, or None."""
    from pygame_gui.core import UIElement

    found = None
    tb = exc.__traceback__
    while tb is not None:
        obj = tb.tb_frame.f_locals.get("self")
        if isinstance(obj, UIElement):
            found = obj
        tb = tb.tb_next
    return found


def ancestors(element) -> list:
    """``element`` and every widget or container holding it, nearest first."""
    out: list = []
    todo = [element]
    while todo:
        e = todo.pop(0)
        if e is None or any(e is seen for seen in out):
            continue
        out.append(e)
        todo += [getattr(e, "parent_element", None), getattr(e, "ui_container", None)]
    return out


def owner(app, element):
    """The scene on the stack whose window or number box holds ``element``; else the top scene."""
    held = ancestors(element) if element is not None else []
    for scene in reversed(app.stack.scenes):
        mine = [w for w in (getattr(scene, "window", None), getattr(scene, "entry", None)) if w is not None]
        if any(w is e for w in mine for e in held):
            return scene
    return app.stack.top


def ui_failed(app, exc: BaseException, doing: str) -> None:
    """A failure inside pygame-gui, handled as a failure of the scene that owns the widget."""
    scene = owner(app, failing_element(exc))
    if scene is None:        # no scene at all: nothing to blame it on
        raise exc
    app.scene_failed(scene, exc, f"{doing} (pygame-gui)")
    if scene is app.puzzle_scene and app.running:
        try:
            scene.relayout()     # a fresh number box, showing the puzzle's number
        except Exception as again:
            app.scene_failed(scene, again, "rebuilding its widgets")
