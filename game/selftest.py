"""``nanba --self-test``: prove a build works without a screen or a player.

A packaged game fails in ways the source tree never shows: a level file the
spec forgot, a font pygame-gui looks up by package name, a scene module
imported only inside a function that PyInstaller's analysis missed.  None of
that shows up until someone clicks.  So the self-test drives the real game the
way a player would, through the same public doors the UI tests use -- the
:class:`~game.app.App` object, real pygame events posted to its queue, its
scene stack -- and stops at the first thing that does not work:

1. every file in ``levels/`` is found through :func:`~game.resources.resource_path`
   and every line of it parses; a file holds one kind of puzzle (the kind it
   is named after, if it is named after one), and every kind the app offers
   has its file;
2. the app starts headless and draws its first frame;
3. for each featured kind, the first and last built-in puzzles open; clicks delete
   candidates the solution does not need; Ctrl+Z and Ctrl+Y undo and redo;
   the wand asks a hint, two more clicks show its marks and its sentence, a fourth applies it;
4. the first puzzle of every other kind's own set (Sudoku, Sujiko: when
   their files are present) is played the same way, and the watch view
   ("watch the computer solve") runs on the last one: the search makes
   steps, the logical path is computed, and on a small board (a 3x3 Sujiko)
   both the search and the logic solve it;
5. every scene opens, draws and closes: menu, chooser, settings, save and
   load dialogs, help, the hint overlay (step 3);
6. a game is saved, the position changed, the save loaded back and compared.

It runs in a private temporary ``NANBA_HOME``, so it never touches the
player's settings or saves, and removes it afterwards.  Without a display
(no ``DISPLAY`` / ``WAYLAND_DISPLAY`` on Linux) it picks SDL's dummy video
and audio drivers itself; an explicit ``SDL_VIDEODRIVER`` is respected, so
on a Pi the same test can be run under ``kmsdrm``.

The outcome is one line: ``nanba self-test: ok ...`` and status 0, or
``nanba self-test: FAILED: <step>: <reason>`` and status 1.  CI and the
release workflow read only the status; people read the line.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from typing import Callable

from .engine.backend import backends, featured
from .engine.rules import kind_names

# Set before pygame is imported anywhere: SDL reads these once.
_HEADLESS_DEFAULTS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


SMALL_BOARD = 9
"""Cells up to which the watch view must finish, not merely make steps, within the check."""


class SelfTestFailure(Exception):
    """One check did not hold; the message says which and why, in one line."""


def _has_display() -> bool:
    if not sys.platform.startswith("linux"):
        return True  # Windows and macOS always have a window server for a logged-in user
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def headless_env() -> None:
    """Pick the dummy SDL drivers unless a display exists or a driver was chosen."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "SDL_VIDEODRIVER" in os.environ or _has_display():
        return
    for name, value in _HEADLESS_DEFAULTS.items():
        os.environ.setdefault(name, value)


def _require(ok: object, message: str) -> None:
    if not ok:
        raise SelfTestFailure(message)


# -- 1. resources and levels ----------------------------------------------------------

def check_levels() -> dict[str, int]:
    """Every level file parses; returns puzzle counts by kind."""
    from .levels import load_levels
    from .resources import resource_path

    theme = resource_path("assets", "theme.json")
    _require(theme.is_file(), f"the UI theme is missing: {theme}")
    folder = resource_path("levels")
    _require(folder.is_dir(), f"the levels folder is missing: {folder}")
    files = sorted(folder.glob("*.txt"))
    _require(files, f"no level files in {folder}")
    counts = {}
    for f in files:
        name = f.stem  # a set's name: a kind's own, or another set of one kind
        try:
            puzzles = load_levels(name)
        except ValueError as e:  # PuzzleFormatError and friends say the line and the fault
            raise SelfTestFailure(f"{f.name}: {e}") from None
        _require(puzzles, f"{f.name} holds no puzzles")
        kind = name if name in kind_names() else puzzles[0].kind
        wrong = next((i for i, p in enumerate(puzzles) if p.kind != kind), None)
        _require(wrong is None, f"{f.name}: puzzle {wrong} is not a {kind} puzzle")
        counts[name] = len(puzzles)
    return counts


def extra_sets() -> list[str]:
    """The other kinds' own sets, played in step 4 when present, in registry order.

    The last one played is what the watch view then solves: the registry ends
    with the smallest boards (a 3x3 Sujiko), which it can finish in seconds.
    """
    return [k.name for k in backends() if not k.featured]


# -- 2..6. the app, driven by events ---------------------------------------------------

class Driver:
    """Posts real events to an App and pumps it, like tests/ui_helpers.py."""

    def __init__(self, app) -> None:
        self.app = app
        self.pg = app.pygame

    def pump(self, frames: int = 2) -> None:
        self.app.pump(frames)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        pg = self.pg
        pos = (int(pos[0]), int(pos[1]))
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=button))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=button))
        self.pump()

    def key(self, key: int, mod: int = 0) -> None:
        pg = self.pg
        pg.event.post(pg.event.Event(pg.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pg.event.post(pg.event.Event(pg.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.pump()

    @property
    def scene(self):
        return self.app.puzzle_scene

    @property
    def session(self):
        return self.app.puzzle_scene.session


def start_app(kind: str):
    from .app import App, parse_options

    app = App(parse_options(["--puzzle", f"{kind}:0", "--size", "800x480", "--no-anim", "--no-sound", "--no-tutorial"]))
    app.pump(1)
    _require(app.frames >= 1, "the first frame was not drawn")
    return app


def _spare_candidates(session, count: int) -> list[tuple[int, int]]:
    """(cell, digit) pairs the solution does not use: deleting them is always right."""
    p = session.puzzle
    out = []
    for cell in range(p.width * p.height):
        if p.givens[cell] or session.state.answer(cell):
            continue
        for d in range(1, p.max_digit[cell] + 1):
            if session.state.cands[cell] >> d & 1 and d != p.solution[cell]:
                out.append((cell, d))
                break
        if len(out) == count:
            break
    return out


def play_moves(drv: Driver, kind: str, number: int) -> None:
    app = drv.app
    _require(app.library.open_puzzle(kind, number), f"{kind} puzzle {number} did not open: {app.messages[-1:]}")
    drv.pump()
    s = drv.session
    if not s.ensure_solution():
        raise SelfTestFailure(f"{kind} puzzle {number} has no unique solution")
    s = drv.session  # ensure_solution may have replaced the state
    spare = _spare_candidates(s, 3)
    _require(spare, f"{kind} puzzle {number}: no candidate to delete")
    layout = drv.scene.layout
    for cell, digit in spare:
        before = s.state.index
        drv.click(layout.slot_rect(cell, digit, s.puzzle.max_digit[cell]).center)
        _require(s.state.index == before + 1 and not s.state.cands[cell] >> digit & 1,
                 f"{kind} {number}: clicking candidate {digit} of {s.puzzle.cell_name(cell)} did not delete it")
    pg = drv.pg
    n = s.state.index
    drv.key(pg.K_z, pg.KMOD_CTRL)
    _require(s.state.index == n - 1, f"{kind} {number}: Ctrl+Z did not undo")
    drv.key(pg.K_y, pg.KMOD_CTRL)
    _require(s.state.index == n, f"{kind} {number}: Ctrl+Y did not redo")
    ask_hint(drv, kind, number)


def ask_hint(drv: Driver, kind: str, number: int) -> None:
    from .scenes.hint import HintOverlay

    s = drv.session
    wand = drv.scene.layout.icons["wand"].center
    drv.click(wand)
    if s.ui.hint is None:  # the easy pass may finish a tiny puzzle; anything else is a fault
        _require(s.state.is_solved(), f"{kind} {number}: the wand gave no hint: {drv.app.messages[-1:]}")
        return
    _require(isinstance(drv.app.stack.top, HintOverlay), f"{kind} {number}: the hint overlay did not open")
    before = s.state.index
    for _stage in range(3):   # the marks, the sentence, then Apply
        drv.click(wand)
    _require(s.state.index > before, f"{kind} {number}: applying the hint changed nothing")
    _require(drv.app.stack.find(HintOverlay) is None, f"{kind} {number}: the hint overlay did not close")


def watch_view(drv: Driver) -> str:
    """Open the watch view on the game on screen, let it run at "instant" speed, close it with Esc."""
    from .scenes.watch import WatchScene

    app = drv.app
    base = len(app.stack)
    puzzle = drv.session.puzzle
    view = app.stack.push(WatchScene.of_session(app, drv.session, autoplay=True, speed=None))
    for _ in range(300):  # at most ten seconds of 1/30-s frames; a 3x3 Sujiko needs a handful
        app.pump(1)
        if view.brute.finished and view.logic is not None:
            break
    _require(view.brute.steps > 0, "the watch view's search made no step")
    _require(view.logic is not None and len(view.logic) > 0, "the watch view did not show our solver's path")
    if puzzle.ncells <= SMALL_BOARD:
        _require(view.brute.finished and view.brute.solved and view.logic.solved,
                 f"the watch view did not finish a {puzzle.width}x{puzzle.height} {puzzle.kind}: "
                 f"{view.brute.status()!r}")
    drv.key(drv.pg.K_ESCAPE)
    _require(len(app.stack) == base, "Esc did not close the watch view")
    return f"{puzzle.kind} {puzzle.width}x{puzzle.height}: {view.brute.steps} steps, {len(view.logic)} logical steps"


def open_scenes(drv: Driver, kind: str) -> list[str]:
    """Open, draw and close every dialog scene; returns their names."""
    from .scenes.chooser import ChooserScene
    from .scenes.help import HelpScene
    from .scenes.saveload import SaveLoadScene
    from .scenes.settings_dialog import SettingsScene
    from .scenes.menu import MenuScene
    from .engine.draft import Draft, EditHistory
    from .scenes.editor import EditorScene
    from .scenes.editor_start import EditorStartScene
    from .scenes.new_puzzle import NewPuzzleScene
    from .scenes.school import SchoolScene

    app = drv.app
    makers: list[tuple[str, Callable[[], object]]] = [
        ("menu", lambda: MenuScene(app)),
        ("chooser", lambda: ChooserScene(app, kind)),
        ("new puzzle", lambda: NewPuzzleScene(app)),
        ("editor start", lambda: EditorStartScene(app)),
        ("editor", lambda: EditorScene(app, EditHistory(Draft.from_puzzle(drv.session.puzzle)))),  # no edit: writes nothing
        ("settings", lambda: SettingsScene(app)),
        ("save dialog", lambda: SaveLoadScene(app, "save")),
        ("load dialog", lambda: SaveLoadScene(app, "load")),
        ("help", lambda: HelpScene(app)),
        ("school", lambda: SchoolScene(app)),
    ]
    base = len(app.stack)
    for name, make in makers:
        scene = app.stack.push(make())
        frames = app.frames
        drv.pump(2)
        _require(app.frames >= frames + 2, f"the {name} scene was not drawn")
        _require(app.stack.top is scene, f"the {name} scene closed by itself")
        drv.key(drv.pg.K_ESCAPE)
        if app.stack.top is scene:  # Esc is the way out of every dialog but the chooser may differ
            scene.close()
            drv.pump(1)
        _require(len(app.stack) == base, f"closing the {name} scene left {len(app.stack) - base} scene(s) open")
    return [name for name, _ in makers]


def save_and_load(drv: Driver) -> None:
    app = drv.app
    _require(app.storage is not None, "saving is unavailable (storage did not start)")
    s = drv.session
    saved_moves, saved_index = s.state.move_texts(), s.state.index
    _require(app.save_game("self-test"), f"saving failed: {app.messages[-1:]}")
    _require(app.storage.save_path("self-test").is_file(), "the save file was not written")
    drv.key(drv.pg.K_z, drv.pg.KMOD_CTRL)  # move away from the saved position
    _require(drv.session.state.index != saved_index, "Ctrl+Z did not change the position before loading")
    _require(app.load_game("self-test"), f"loading failed: {app.messages[-1:]}")
    drv.pump()
    st = drv.session.state
    _require(st.move_texts() == saved_moves and st.index == saved_index,
             "the loaded game differs from the saved one")


# -- the whole run -------------------------------------------------------------------

def run_checks(report: Callable[[str], None]) -> str:
    t0 = time.perf_counter()
    step = "levels"
    try:
        counts = check_levels()
        report(f"levels: {', '.join(f'{k} {n}' for k, n in counts.items())}")
        kinds = list(featured())
        missing = [k for k in kinds if k not in counts]
        _require(not missing, f"no level file for {', '.join(missing)} (levels/KIND.txt for every featured kind)")
        step = "start"
        t_start = time.perf_counter()
        app = start_app(kinds[0])
        first_ms = ((app.first_frame_at or time.perf_counter()) - t_start) * 1000
        report(f"first frame {first_ms:.0f} ms after App()")
        drv = Driver(app)
        try:
            for kind in kinds:
                for number in (0, counts[kind] - 1):
                    step = f"play {kind} {number}"
                    play_moves(drv, kind, number)
            report("played moves, undo/redo and a hint in " + ", ".join(kinds))
            extra = [name for name in extra_sets() if name in counts]
            for name in extra:
                step = f"play {name} 0"
                play_moves(drv, name, 0)
            if extra:
                report("played moves, undo/redo and a hint in " + ", ".join(extra))
            step = "watch"
            report(f"watch view: {watch_view(drv)}")
            step = "scenes"
            names = open_scenes(drv, kinds[0])
            report(f"scenes: puzzle, hint overlay, {', '.join(names)}")
            step = "save/load"
            save_and_load(drv)
            report("saved and loaded a game")
        finally:
            app.shutdown()
    except SelfTestFailure as e:
        raise SelfTestFailure(f"{step}: {e}") from None
    except Exception as e:  # a crash is a failure too, named in one line
        msg = str(e).splitlines()[0] if str(e) else ""
        raise SelfTestFailure(f"{step}: {type(e).__name__}: {msg}") from e
    total = sum(counts.values())
    return (f"{total} puzzles in {len(counts)} level files, {len(kinds) + len(extra)} kinds played, "
            f"watch view, "
            f"first frame {first_ms:.0f} ms, {time.perf_counter() - t0:.1f} s")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    verbose = "-v" in args or "--verbose" in args
    unknown = [a for a in args if a not in ("-v", "--verbose")]
    if unknown:
        print(f"nanba self-test: unknown option {unknown[0]!r} (only -v)", file=sys.stderr)
        return 2
    headless_env()
    home = tempfile.mkdtemp(prefix="nanba-selftest-")
    old_home = os.environ.get("NANBA_HOME")
    os.environ["NANBA_HOME"] = home

    def report(line: str) -> None:
        if verbose:
            print(f"  {line}", flush=True)

    try:
        summary = run_checks(report)
    except SelfTestFailure as e:
        print(f"nanba self-test: FAILED: {e}", file=sys.stderr, flush=True)
        return 1
    finally:
        if old_home is None:
            os.environ.pop("NANBA_HOME", None)
        else:
            os.environ["NANBA_HOME"] = old_home
        shutil.rmtree(home, ignore_errors=True)
    print(f"nanba self-test: ok: {summary}", flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
