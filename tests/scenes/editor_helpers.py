"""Driving the editor in tests: open it, find its cells and controls, drag, wait for the verdict."""

from __future__ import annotations

import pygame

from aid_helpers import pad, tap
from ui_helpers import click, key

TARGET = "suguru 3x3 .1....... aabaabccb"
"""A small puzzle with one solution, built from a blank board: region a is the top-left 2x2, b the right
column, c the bottom row's first two cells, and one given."""
STROKES = ((0, 1, 4, 3), (2, 5, 8), (6, 7))
"""The drags that draw TARGET's regions on a blank board of single cells."""


def editor_app(make_app, size: str = "800x480", board: str = "suguru:3x3"):
    app = make_app("--puzzle", "suguru:0", "--size", size, "--edit", board)
    return app, editor(app)


def editor(app):
    from game.scenes.editor import EditorScene

    sc = app.stack.find(EditorScene)
    assert sc is not None and app.stack.top is sc
    return sc


def centre(sc, cell: int) -> tuple[int, int]:
    return sc.board().layout.cell_rect(cell).center


def control(sc, name: str) -> tuple[int, int]:
    return sc.geometry.controls()[name].center


def settle(app, sc) -> None:
    """Let the verdict thread finish and the scene take its verdict."""
    for _ in range(50):
        sc.runner.wait()
        app.pump(1)
        if sc.fresh() and not sc.runner.busy:
            return
    raise AssertionError("no verdict came")


def headline(app, sc) -> str:
    settle(app, sc)
    return " ".join(text for text, _col in sc.status_lines())


def mouse_drag(app, sc, cells) -> None:
    pts = [centre(sc, c) for c in cells]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pts[0], rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pts[0], button=1))
    app.pump(1)
    for p in pts[1:]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.pump(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pts[-1], button=1))
    app.pump(2)


def finger_drag(app, sc, cells) -> None:
    w, h = app.screen.get_size()
    pts = [centre(sc, c) for c in cells]

    def ev(t, p):
        pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=1, x=(p[0] + 0.5) / w, y=(p[1] + 0.5) / h,
                                             dx=0.0, dy=0.0, pressure=1.0))
        app.pump(1)

    ev(pygame.FINGERDOWN, pts[0])
    for p in pts[1:]:
        ev(pygame.FINGERMOTION, p)
    ev(pygame.FINGERUP, pts[-1])
    app.pump(2)


def run(app, sc) -> None:
    """Let the helper on the worker end and the scene take its result."""
    for _ in range(2000):
        app.pump(1)
        if not sc.helper.name:
            return
        sc.helper.worker.thread.join(0.02)
    raise AssertionError("the helper never ended")


def walk_ring(app, sc, name: str, step) -> None:
    """Move the panel's focus ring to control ``name`` with ``step(direction)`` (arrows or the D-pad)."""
    assert sc.focus == "panel"
    rects = sc.geometry.controls()
    for _ in range(40):
        if sc.ring.current == name:
            return
        cur, goal = rects[sc.ring.current].center, rects[name].center
        if abs(goal[1] - cur[1]) > 4:
            step("down" if goal[1] > cur[1] else "up")
        else:
            step("right" if goal[0] > cur[0] else "left")
    raise AssertionError(f"the ring never reached {name}")


ARROWS = {"down": pygame.K_DOWN, "up": pygame.K_UP, "right": pygame.K_RIGHT, "left": pygame.K_LEFT}


def key_step(app):
    return lambda d: key(app, ARROWS[d])


def pad_step(app):
    return lambda d: pad(app, d)


__all__ = ["click", "tap", "pad", "key"]
