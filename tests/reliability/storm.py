"""The event storm, shared by ``test_event_storm.py`` and ``bench/stress.py``: a seeded storm of
every kind of event a player, a touch screen, a gamepad or the window manager can send, against
every scene and dialog of the game, counting exceptions -- the ones that escape the app and the
ones its safety net (``App.scene_failed``) catches and logs.  The figure must be 0.

Each scene is opened the way the game opens it (pushed on the stack with the arguments the game
gives it) in an app of the kind it belongs to.  The storm is posted in batches, the app pumped one
frame after each; when the storm closes the scene (Esc, a Close button) it is opened again, and
scenes the storm opened over it are closed, so most events land on the scene under test.
"""

from __future__ import annotations

import random
import traceback
from pathlib import Path
from typing import Any, Callable

import harness

SUJIKO3 = ["sujiko 3x3 .....8.4. 11,20,19,26", "sujiko 3x3 .....9... 24,19,18,18", "sujiko 3x3 .9....... 21,20,19,16"]
TEXTS = ["1", "9", "0", "x", " ", "\u200b", "\u200d", "\ufeff", "\x00", "\u202e", "é", "名", "\U0001f600", "\r",
         "\t", "\x7f", "a" * 40, "\u0301", "\ud7ff"]


def make_levels(folder: Path) -> Path:
    """A data folder whose levels/ holds a few corpus puzzles of every kind (and our Sujiko lines)."""
    levels = folder / "levels"
    levels.mkdir(parents=True, exist_ok=True)
    for kind in ("suguru", "ripple"):
        lines = [line for line in harness.corpus_lines(kind) if line.split()[1] == "6x6"][:5]
        (levels / f"{kind}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    nine = [line for line in harness.corpus_lines("sudoku") if line.split()[1] == "9x9"][:4]
    (levels / "sudoku.txt").write_text("\n".join(nine) + "\n", encoding="utf-8")
    (levels / "sujiko.txt").write_text("\n".join(SUJIKO3) + "\n", encoding="utf-8")
    return folder


# -- the events -------------------------------------------------------------------

def _keys(pg) -> list[int]:
    keys = [getattr(pg, n) for n in dir(pg) if n.startswith("K_")]
    common = [pg.K_RETURN, pg.K_ESCAPE, pg.K_TAB, pg.K_LEFT, pg.K_RIGHT, pg.K_UP, pg.K_DOWN, pg.K_SPACE,
              pg.K_BACKSPACE, pg.K_DELETE, pg.K_F1, pg.K_1, pg.K_5, pg.K_9, pg.K_z, pg.K_y, pg.K_h, pg.K_c,
              pg.K_PAGEDOWN, pg.K_PAGEUP, pg.K_HOME, pg.K_END, pg.K_v, pg.K_a]
    return keys + common * 8


MODS = ["KMOD_NONE"] * 6 + ["KMOD_LCTRL", "KMOD_RCTRL", "KMOD_LSHIFT", "KMOD_LALT", "KMOD_GUI", "KMOD_CAPS",
                            "KMOD_NUM", "KMOD_CTRL|KMOD_SHIFT", "KMOD_CTRL|KMOD_ALT|KMOD_SHIFT"]


def _mod(pg, rng: random.Random) -> int:
    return sum(getattr(pg, m) for m in rng.choice(MODS).split("|"))


def targets(app) -> list:
    """Where the widgets and the toolbar's icons are: a share of the storm's pointer events aims there."""
    rects = []
    for el in app.manager.get_sprite_group().sprites():
        r = getattr(el, "rect", None)
        if r is not None and r.w > 0 and r.h > 0 and getattr(el, "visible", True):
            rects.append(r)
    layout = getattr(app.puzzle_scene, "layout", None)
    rects += list(getattr(layout, "icons", {}).values())
    return rects


def storm_event(pg, rng: random.Random, size: tuple[int, int], keys: list[int], aims: list | tuple = ()):
    """One random event of any kind; a third of the pointer events land on one of ``aims``."""
    w, h = size
    E = pg.event.Event

    def pos() -> tuple[int, int]:
        if aims and rng.random() < 0.35:
            r = rng.choice(aims)
            return rng.randrange(r.x, r.x + max(1, r.w)), rng.randrange(r.y, r.y + max(1, r.h))
        if rng.random() < 0.05:
            return rng.choice(((-5, -5), (w + 10, h + 10), (0, 0), (w - 1, h - 1), (10 ** 6, -(10 ** 6))))
        return rng.randrange(max(1, w)), rng.randrange(max(1, h))

    r = rng.random()
    if r < 0.22:
        t = rng.choice((pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP))
        return E(t, pos=pos(), button=rng.choice((1, 1, 1, 2, 3, 4, 5, 6)), touch=rng.random() < 0.1)
    if r < 0.30:
        return E(pg.MOUSEMOTION, pos=pos(), rel=(rng.randint(-50, 50), rng.randint(-50, 50)),
                 buttons=rng.choice(((0, 0, 0), (1, 0, 0), (0, 0, 1))), touch=False)
    if r < 0.34:
        return E(pg.MOUSEWHEEL, x=rng.randint(-3, 3), y=rng.randint(-5, 5), flipped=rng.random() < 0.1,
                 precise_x=rng.uniform(-3, 3), precise_y=rng.uniform(-5, 5), touch=False)
    if r < 0.44:
        t = rng.choice((pg.FINGERDOWN, pg.FINGERUP, pg.FINGERMOTION, pg.FINGERMOTION))
        return E(t, touch_id=rng.choice((1, 2)), finger_id=rng.randint(0, 3), x=rng.uniform(-0.1, 1.1),
                 y=rng.uniform(-0.1, 1.1), dx=rng.uniform(-0.1, 0.1), dy=rng.uniform(-0.1, 0.1),
                 pressure=rng.random())
    if r < 0.62:
        t = rng.choice((pg.KEYDOWN, pg.KEYDOWN, pg.KEYUP))
        return E(t, key=rng.choice(keys), mod=_mod(pg, rng), unicode=rng.choice(TEXTS + [""] * 10),
                 scancode=rng.randint(0, 300))
    if r < 0.70:
        text = "".join(rng.choice(TEXTS) for _ in range(rng.randint(1, 3)))
        return E(pg.TEXTINPUT, text=text)
    if r < 0.72:
        return E(pg.TEXTEDITING, text=rng.choice(TEXTS), start=0, length=rng.randint(0, 3))
    if r < 0.86:
        t = rng.choice((pg.CONTROLLERDEVICEADDED, pg.CONTROLLERDEVICEREMOVED, pg.CONTROLLERBUTTONDOWN,
                        pg.CONTROLLERBUTTONDOWN, pg.CONTROLLERBUTTONUP, pg.CONTROLLERAXISMOTION,
                        pg.JOYDEVICEADDED, pg.JOYDEVICEREMOVED, pg.JOYBUTTONDOWN, pg.JOYBUTTONUP,
                        pg.JOYAXISMOTION, pg.JOYHATMOTION))
        return E(t, device_index=rng.randint(-1, 3), instance_id=rng.randint(-1, 3), joy=rng.randint(0, 2),
                 button=rng.randint(-1, 25), axis=rng.randint(0, 6),
                 value=(rng.choice((-1, 0, 1)), rng.choice((-1, 0, 1))) if t == pg.JOYHATMOTION
                 else rng.choice((rng.randint(-32768, 32767), 0, 32767, -32768)) if t == pg.CONTROLLERAXISMOTION
                 else rng.uniform(-1, 1), hat=0)
    if r < 0.93:
        s = rng.choice(((1, 1), (2, 3), (320, 240), (480, 320), (800, 480), (1280, 800), (1920, 1080),
                        (rng.randint(1, 2000), rng.randint(1, 1500))))
        t = rng.choice((pg.VIDEORESIZE, pg.WINDOWRESIZED, pg.WINDOWSIZECHANGED))
        return E(t, size=s, w=s[0], h=s[1], x=s[0], y=s[1])
    if r < 0.99:
        t = rng.choice((pg.WINDOWFOCUSGAINED, pg.WINDOWFOCUSLOST, pg.WINDOWMINIMIZED, pg.WINDOWRESTORED,
                        pg.WINDOWENTER, pg.WINDOWLEAVE, pg.WINDOWSHOWN, pg.WINDOWHIDDEN, pg.WINDOWEXPOSED,
                        pg.ACTIVEEVENT, pg.VIDEOEXPOSE, pg.USEREVENT, pg.DROPFILE, pg.DROPTEXT))
        return E(t, gain=rng.randint(0, 1), state=rng.randint(0, 6), file="/nonexistent", text="x")
    return E(pg.QUIT)


# -- the scenes -------------------------------------------------------------------

Opener = Callable[[Any], Any]


def _openers() -> dict[str, tuple[tuple[str, ...], Opener]]:
    """Scene name -> (the app's options, a function pushing the scene and returning it)."""
    from game.scenes.attract import AttractScene, TitleScene
    from game.scenes.chooser import ChooserScene
    from game.scenes.dialogs import MessageScene
    from game.scenes.help import HelpScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings_dialog import SettingsScene
    from game.scenes.hint import HintOverlay
    from game.scenes.keyboard import KeyboardScene
    from game.scenes.menu import MenuScene
    from game.scenes.pad import NumberPadScene, focus_chooser
    from game.scenes.solver_log import SolverLogScene
    from game.scenes.kinds.sudoku_entry import EntryScene
    from game.scenes.kinds.sudoku_board import PaintOverlay, SolutionsScene
    from game.scenes.kinds.sudoku_generate import GenerateScene
    from game.scenes.kinds.sudoku_tools import SudokuToolsScene
    from game.scenes.watch import WatchScene

    suguru = ("--puzzle", "suguru:0", "--size", "1280x800")
    sudoku = ("--puzzle", "sudoku:0", "--size", "1280x800")
    kiosk = ("--puzzle", "suguru:1", "--kiosk", "--size", "1280x800")
    sujiko = ("--puzzle", "sujiko:0", "--size", "800x480")
    small = ("--puzzle", "ripple:0", "--size", "480x320")

    def push(make: Callable[[Any], Any]) -> Opener:
        return lambda app: app.stack.push(make(app))

    def session(app):
        return app.puzzle_scene.session

    def sols(app):  # as the tools' Solve gives them: the puzzle's solutions, never none
        from game.engine.exact import solutions

        return solutions(session(app).puzzle, limit=5)

    return {
        "puzzle (suguru)": (suguru, lambda app: app.puzzle_scene),
        "puzzle (ripple, small window)": (small, lambda app: app.puzzle_scene),
        "puzzle (sudoku)": (sudoku, lambda app: app.puzzle_scene),
        "puzzle (sujiko)": (sujiko, lambda app: app.puzzle_scene),
        "menu": (suguru, push(MenuScene)),
        "chooser": (suguru, push(lambda app: ChooserScene(app, "suguru"))),
        "chooser (keys and pads)": (suguru, push(lambda app: focus_chooser(app, "ripple"))),
        "settings": (suguru, push(SettingsScene)),
        "save dialog": (suguru, push(lambda app: SaveLoadScene(app, "save"))),
        "load dialog": (suguru, push(lambda app: SaveLoadScene(app, "load"))),
        "help": (suguru, push(HelpScene)),
        "message": (suguru, push(lambda app: MessageScene(app, "A message", "Some text " * 40))),
        "hint": (suguru, push(lambda app: HintOverlay(app, app.puzzle_scene))),
        "keyboard (save name)": (suguru, push(lambda app: KeyboardScene(app, "Name the saved game", lambda t: None))),
        "number pad (puzzle number)": (suguru, push(lambda app: NumberPadScene(app, "Puzzle number", lambda t: None))),
        "watch": (suguru, push(lambda app: WatchScene.of_session(app, session(app)))),
        "watch (sujiko)": (sujiko, push(lambda app: WatchScene.of_session(app, session(app)))),
        "hint (sudoku)": (sudoku, push(lambda app: HintOverlay(app, app.puzzle_scene))),
        "settings (small window)": (small, push(SettingsScene)),
        "menu (small window)": (small, push(MenuScene)),
        "sudoku tools": (sudoku, push(SudokuToolsScene)),
        "paint": (sudoku, push(lambda app: PaintOverlay(app, 1))),
        "solutions": (sudoku, push(lambda app: SolutionsScene(app, sols(app)))),
        "generate": (sudoku, push(GenerateScene)),
        "sudoku entry": (sudoku, push(EntryScene)),
        "solver log": (sudoku, push(SolverLogScene)),
        "kiosk puzzle": (kiosk, lambda app: app.puzzle_scene),
        "kiosk attract": (kiosk, push(lambda app: AttractScene(app, seed=1))),
        "kiosk title": (kiosk, push(TitleScene)),
        "kiosk PIN": (kiosk, push(lambda app: NumberPadScene(app, "Operator PIN", lambda t: None, secret=True,
                                                            max_len=12))),
    }


def scene_names() -> list[str]:
    return list(_openers())


# -- the storm --------------------------------------------------------------------

def make_app(options: tuple[str, ...]):
    from game.app import App, parse_options

    app = App(parse_options(["--no-anim", "--no-sound", *options]))
    app.pump(1)
    return app


def watch_failures(app, fig: harness.Figures, name: str) -> None:
    """Count every failure the safety net sees (and still let it do its work)."""
    original = app.scene_failed

    def counted(scene, exc, doing):
        where = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)[-3:])
        fig.crashes.append(f"{name}: caught by the safety net, {doing} in {type(scene).__name__}: "
                           f"{type(exc).__name__}: {harness.describe(str(exc), 120)}\n{where}")
        original(scene, exc, doing)

    app.scene_failed = counted
    app.stack.on_error = counted


def _tidy(app, target) -> bool:
    """Close what the storm opened over ``target``; False if ``target`` is gone from the stack."""
    if target not in app.stack.scenes:
        while len(app.stack.scenes) > 1:
            app.stack.scenes[-1].close() if hasattr(app.stack.scenes[-1], "close") else app.stack.pop()
        return False
    while app.stack.top is not target:
        top = app.stack.top
        top.close()
        if app.stack.top is top:   # a scene that will not close: take it off
            app.stack.remove(top)
    return True


def storm(name: str, events: int, seed: int, batch: int = 25, fig: harness.Figures | None = None,
          app_factory: Callable[[tuple[str, ...]], Any] = make_app,
          options: tuple[str, ...] | None = None) -> harness.Figures:
    """``events`` random events against the scene ``name`` (in an app of these ``options``, if given);
    the figures count every exception."""
    import pygame

    usual, opener = _openers()[name]
    options = usual if options is None else options
    fig = fig or harness.Figures(f"event storm: {name}")
    rng = random.Random(f"{seed}:{name}")
    try:
        with harness.watchdog():
            app = app_factory(options)
    except harness.Hang:
        fig.hangs.append(f"{name}: the game was still opening after {harness.HANG_SECONDS:.0f} s")
        return fig.done()
    watch_failures(app, fig, name)
    keys = _keys(pygame)
    try:
        target = opener(app)
        app.pump(1)
        sent = 0
        while sent < events:
            aims = targets(app)
            for _ in range(min(batch, events - sent)):
                pygame.event.post(storm_event(pygame, rng, app.screen.get_size(), keys, aims))
            sent += min(batch, events - sent)
            try:
                with harness.watchdog():
                    app.pump(1)
                    if not app.running:                 # a QUIT (or Ctrl+Q): the game would end here
                        fig.count("quits")
                        app.running = True
                    if not _tidy(app, target):
                        fig.count("reopened")
                        target = opener(app)
            except harness.Hang:
                fig.hangs.append(f"{name}: a frame still running after {harness.HANG_SECONDS:.0f} s (seed {seed})")
                break
            except Exception as e:
                fig.crashes.append(f"{name}: escaped the app after {sent} events (seed {seed}): "
                                   f"{type(e).__name__}: {harness.describe(str(e), 120)}\n"
                                   + "".join(traceback.format_exception(type(e), e, e.__traceback__)[-3:]))
                break
        fig.tried += sent
        log = app.storage.data_dir / "nanba.log" if app.storage is not None else None
        if log is not None and log.exists() and not fig.crashes:   # logged by a path that skipped scene_failed
            fig.crashes.append(f"{name}: nanba.log has entries: {harness.describe(log.read_text()[:400], 300)}")
    finally:
        _close_app(app)
    return fig.done()


def _close_app(app) -> None:
    import pygame

    worker = getattr(app.stack.find(_generate_class()), "worker", None) if app.stack.scenes else None
    app.stack.scenes.clear()
    pygame.event.clear()
    pygame.display.quit()
    if worker is not None and hasattr(worker, "join"):
        worker.join(timeout=5)


def _generate_class():
    from game.scenes.kinds.sudoku_generate import GenerateScene

    return GenerateScene
