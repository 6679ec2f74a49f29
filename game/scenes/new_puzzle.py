"""New puzzle: a fresh puzzle of any kind, size and difficulty, made while the window keeps drawing.

The dialog offers what the registry holds: every kind with a generator, the
sizes its backend lists (:attr:`~game.engine.backend.KindBackend.sizes`,
picked by width and then by board) and the four difficulties, which are
score bands each backend measured (:meth:`~game.engine.backend.KindBackend.band`).
Generate runs :func:`game.engine.fresh.fresh` on a worker thread; the
dialog shows its rounds and a bar filling towards the time allowed, and
Cancel stops it (the worker's progress callback is where a cancel takes
effect).  A puzzle in the band opens at once, as a custom puzzle; when the
time runs out first, the dialog says so and offers the closest puzzle found.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable

import pygame

from ..engine.backend import KindBackend, Params, backend, backends
from ..engine.bands import DIFFICULTIES
from ..input.intents import Intent
from ..services import Services
from .confirm import ConfirmScene
from .worker import WorkerDialog

if TYPE_CHECKING:  # pragma: no cover  (the generator loads when a puzzle is first made)
    from pygame_gui.elements import UIButton

    from ..engine.fresh import Fresh

ROW = 52
"""A row of the dialog: a finger-high button and a gap."""


def generating_kinds() -> list[KindBackend]:
    """The kinds New puzzle offers: every registered kind with a generator, in menu order."""
    return [b for b in backends() if b.generator is not None and b.sizes]


def widths(kind: KindBackend) -> list[int]:
    return sorted({p.width for p in kind.sizes})


def boards(kind: KindBackend, width: int) -> list[Params]:
    return [p for p in kind.sizes if p.width == width]


def step(items: list, current: object, delta: int) -> object:
    """The item ``delta`` places from ``current`` in ``items``, wrapping round."""
    i = items.index(current) if current in items else 0
    return items[(i + delta) % len(items)]


def stepped(kinds: list[KindBackend], kind: KindBackend, params: Params, key: str, delta: int,
            fit: Callable[[KindBackend], Params]) -> tuple[KindBackend, Params]:
    """The kind and size after stepping picker ``key`` (kind, width or board) by ``delta``: a kind or
    width that changes keeps the rest as near as it can (``fit`` gives a new kind's size)."""
    if key == "kind":
        kind = step(kinds, kind, delta)  # type: ignore[assignment]
        return kind, fit(kind)
    if key == "width":
        w = step(widths(kind), params.width, delta)
        near = boards(kind, int(w))  # type: ignore[call-overload]
        return kind, min(near, key=lambda p: abs(p.height - params.height))
    return kind, step(boards(kind, params.width), params, delta)  # type: ignore[return-value]


def picker_rows(app: Services, window, w: int, keys: tuple[str, ...],
                prefix: str) -> tuple[dict[UIButton, tuple[str, int]], dict[str, UIButton]]:
    """A row of < value > buttons per key, a finger high: {button: (key, step)} and {key: its value button}
    (pressing the value steps forward, as > does)."""
    import pygame_gui

    m = app.manager
    rows: dict[UIButton, tuple[str, int]] = {}
    values: dict[str, UIButton] = {}
    for i, key in enumerate(keys):
        y = 6 + i * ROW
        back = pygame_gui.elements.UIButton(pygame.Rect(10, y, 64, 48), "<", manager=m, container=window,
                                            object_id=f"#{prefix}_{key}_prev")
        value = pygame_gui.elements.UIButton(pygame.Rect(80, y, w - 160, 48), "", manager=m, container=window,
                                             object_id=f"#{prefix}_{key}")
        fwd = pygame_gui.elements.UIButton(pygame.Rect(w - 74, y, 64, 48), ">", manager=m, container=window,
                                           object_id=f"#{prefix}_{key}_next")
        rows.update({back: (key, -1), value: (key, 1), fwd: (key, 1)})
        values[key] = value
    return rows, values


def show_size(values: dict[str, UIButton], kind: KindBackend, params: Params) -> None:
    """The kind (where there is a kind picker), width and board pickers' values in words."""
    if "kind" in values:
        values["kind"].set_text(f"Kind: {kind.title}")
    values["width"].set_text(f"Width: {params.width}")
    values["board"].set_text(f"Board: {params.describe()}")


def remembered(text: str) -> tuple[str, Params, str] | None:
    """(kind, params, difficulty) from the ``new_puzzle`` setting, or None when it holds nothing usable."""
    parts = text.split(":")
    if len(parts) != 5:
        return None
    kind, size, box, variant, difficulty = parts
    try:
        w, h = (int(x) for x in size.split("x"))
        shape = tuple(int(x) for x in box.split("x")) if box else None
    except ValueError:
        return None
    if shape is not None and len(shape) != 2:
        return None
    return kind, Params(w, h, box=shape, variant=variant), difficulty  # type: ignore[arg-type]


def remember(kind: str, params: Params, difficulty: str) -> str:
    """The ``new_puzzle`` setting's text for a choice: what :func:`remembered` reads back."""
    box = f"{params.box[0]}x{params.box[1]}" if params.box else ""
    return f"{kind}:{params.size}:{box}:{params.variant}:{difficulty}"


def open_fresh(app: Services, got: Fresh, difficulty: str) -> None:
    """Play a fresh puzzle: a custom puzzle (no built-in number), scored as generated."""
    g = got.generated
    app.library.open_custom(g.puzzle, source="generated")
    app.puzzle_scene.session.score = g.score
    title = backend(g.puzzle.kind).title
    app.toast(f"A fresh {difficulty} {g.puzzle.width}x{g.puzzle.height} {title} (score {g.score}).")


class NewPuzzleScene(WorkerDialog):
    """Kind, width, board and difficulty, each with < and >; Generate; a progress bar; Cancel."""

    title = "New puzzle"
    pickers: tuple[str, ...] = ("kind", "width", "board", "difficulty")
    """The rows of < value > buttons, top to bottom (a dialog for one kind leaves out "kind")."""
    remembers = True
    """Is the choice kept in the ``new_puzzle`` setting (the dialog reopens on it)?"""
    size = (560, 6 * ROW + 50)
    time_limit = 30.0
    """Seconds to look for a puzzle in the band before offering the closest found."""
    seed: object = None
    """None: a new seed each time (the clock); tests fix one so what is made does not depend on it."""

    def __init__(self, app: Services, kind: str | None = None, params: Params | None = None,
                 difficulty: str | None = None) -> None:
        super().__init__(app, "nanba-new-puzzle")
        self.kinds = generating_kinds()
        names = [k.name for k in self.kinds]
        current = app.puzzle_scene.current.kind
        last = remembered(app.settings.new_puzzle)
        wanted = kind or (last[0] if last else current)
        self.kind = backend(wanted if wanted in names else (current if current in names else names[0]))
        self.params = self._fit(params or (last[1] if last and last[0] == self.kind.name else None))
        chosen = difficulty or (last[2] if last else "Medium")
        self.difficulty = chosen if chosen in DIFFICULTIES else "Medium"
        self.rows: dict[UIButton, tuple[str, int]] = {}

    def _fit(self, params: object, kind: KindBackend | None = None) -> Params:
        """``params`` if the kind (this one, or ``kind``) offers it, else the kind's own default size, else its first."""
        kind = kind or self.kind
        sizes = kind.sizes
        if isinstance(params, Params) and params in sizes:
            return params
        cur = self.app.puzzle_scene.session.puzzle
        for p in sizes:
            if cur.kind == kind.name and (p.width, p.height) == (cur.width, cur.height):
                return p
        return kind.default_params if kind.default_params in sizes else sizes[0]

    # -- widgets -------------------------------------------------------------------------------

    def build(self, window) -> None:
        import pygame_gui

        w, h = self.inner()
        m = self.app.manager
        self.rows, self.values = picker_rows(self.app, window, w, self.pickers, "new")
        y = 6 + len(self.pickers) * ROW
        below = max(40, min(ROW + 8, h - 50 - y))  # a short window squeezes the status and bar, not the buttons
        bar_h = min(18, max(8, below - 42))       # the label keeps a line's height; the bar gives way
        self.status = pygame_gui.elements.UILabel(pygame.Rect(10, y, w - 20, below - bar_h - 2), "", manager=m,
                                                  container=window)
        self.bar = pygame_gui.elements.UIProgressBar(pygame.Rect(10, y + below - bar_h - 2, w - 20, bar_h),
                                                     manager=m, container=window)
        self.bar.status_text = lambda: ""  # type: ignore[method-assign]  # the label above says it in words
        self.bar.redraw()
        y += below
        self.go_btn = pygame_gui.elements.UIButton(pygame.Rect(10, y, 200, 48), "Generate", manager=m,
                                                   container=window, object_id="#new_generate")
        self.cancel_btn = pygame_gui.elements.UIButton(pygame.Rect(w - 170, y, 160, 48), "Cancel", manager=m,
                                                       container=window, object_id="#new_cancel")
        self._labels()

    def _labels(self) -> None:
        if self.window is None:
            return
        p = self.params
        show_size(self.values, self.kind, p)
        lo, hi = self.kind.band(p, self.difficulty)
        band = f"score {lo or 1}-{hi}" if hi is not None else f"score {lo}+"
        self.values["difficulty"].set_text(f"Difficulty: {self.difficulty} ({band})")
        if self.running:
            secs = time.monotonic() - self.started
            self.status.set_text(f"Generating... {self.worker.progress[0]} tried, {secs:.0f} s of {self.time_limit:.0f}")
            self.bar.set_current_progress(min(100.0, 100.0 * secs / self.time_limit))
        else:
            self.status.set_text("Choose, then Generate.")
            self.bar.set_current_progress(0.0)
        self.go_btn.set_text("Generating..." if self.running else "Generate")

    # -- choosing ------------------------------------------------------------------------------

    def change(self, key: str, delta: int) -> None:
        """Step one choice; a kind or width that changes keeps the rest as near as it can."""
        if key in ("kind", "width", "board"):
            self.kind, self.params = stepped(self.kinds, self.kind, self.params, key, delta,
                                             lambda k: self._fit(None, k))
        elif key == "difficulty":
            self.difficulty = str(step(list(DIFFICULTIES), self.difficulty, delta))
        if self.remembers:
            self.app.settings = self.app.settings.with_(new_puzzle=remember(self.kind.name, self.params,
                                                                            self.difficulty))
            self.app.save_settings()  # at once: a choice outlives the dialog, and the game (kiosk: the visit)
        self._labels()

    def on_ui(self, it: Intent) -> bool:
        if it.name != "button":
            return True
        e = it.element
        if e is self.cancel_btn:
            if self.running:  # stop the search; the choices stay for another go
                self.worker.stop(wait=2.0)
                self.app.toast("Cancelled.")
                self._labels()
            else:
                self.close()
            return True
        if self.running:
            return True
        if e in self.rows:
            self.change(*self.rows[e])
        elif e is self.go_btn:
            self.start()
        return True

    # -- the worker ----------------------------------------------------------------------------

    def start(self) -> None:
        from ..engine.fresh import fresh

        kind, params, difficulty, limit = self.kind.name, self.params, self.difficulty, self.time_limit
        seed = self.seed if self.seed is not None else f"new-{time.time_ns()}"
        self.run(lambda progress: fresh(kind, params, difficulty, seed=seed, time_limit=limit, progress=progress))

    def done(self, got: Fresh) -> None:
        from ..engine.difficulty import band_word

        app, difficulty = self.app, self.difficulty
        self.close()
        if got.in_band:
            open_fresh(app, got, difficulty)
            return
        g = got.generated
        near = band_word(g.puzzle.kind, self.params, g.score) or "no band"
        app.stack.push(ConfirmScene(
            app, f"No {difficulty} puzzle yet",
            f"No {self.params.describe()} {self.kind.title} in the {difficulty} band turned up in "
            f"{self.time_limit:.0f} s. The closest found scores {g.score} ({near}). Play it?",
            "Play it", lambda: open_fresh(app, got, near)))
