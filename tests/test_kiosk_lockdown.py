"""Kiosk mode: a passer-by saves nothing -- no settings, no games, no records, no autosave -- by the menu,
the keys or the dialog, and the idle reset gives the next visitor the operator's settings back."""

from __future__ import annotations

import pygame
import pytest

from ui_helpers import click, key

pytestmark = pytest.mark.usefixtures("ui_env")


def _files(home) -> dict[str, bytes]:
    """Every file under NANBA_HOME, byte for byte (the folders too, as empty entries)."""
    return {str(p.relative_to(home)): p.read_bytes() if p.is_file() else b"<dir>" for p in sorted(home.rglob("*"))}


def test_a_kiosk_writes_no_settings_and_no_saves(make_app):
    from game.scenes.menu import MenuScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings_dialog import SettingsScene
    from game.storage import Settings, Storage

    Storage().save_settings(Settings(sound=True, kiosk_pin="9999"))   # the operator's file
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    home = app.storage.data_dir.parent                                # NANBA_HOME: data/ and config/
    before = _files(home)
    assert "settings.json" in " ".join(before)

    key(app, pygame.K_ESCAPE)                                         # the menu, as a player opens it
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    offered = set(menu.buttons.values())
    assert {"settings", "help"} <= offered
    assert not offered & {"save_settings", "save", "load", "quit"}
    menu.choose("settings")
    app.pump(2)
    dlg = app.stack.top
    assert isinstance(dlg, SettingsScene) and dlg.save_btn is None
    click(app, dlg.sound_btn.get_abs_rect().center)
    look = next(b for b, k in dlg.look_btns.items() if k == "palette")
    click(app, look.get_abs_rect().center)
    assert app.settings.sound is False and app.settings.palette == "colourblind"   # the visit's choice holds
    key(app, pygame.K_ESCAPE)
    for k, mod in ((pygame.K_s, pygame.KMOD_LCTRL), (pygame.K_s, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT),
                   (pygame.K_o, pygame.KMOD_LCTRL), (pygame.K_l, pygame.KMOD_LCTRL)):
        key(app, k, mod=mod)
        assert not any(isinstance(s, SaveLoadScene) for s in app.stack.scenes)
    assert app.save_settings() is False                               # nor by any other way in
    app.shutdown()
    assert _files(home) == before
    from game.render import palette as P

    P.use_palette("normal")


def _solve(app) -> None:
    """Play the puzzle's answers in, as moves, and let the solved screen come up."""
    s = app.puzzle_scene.session
    assert s.ensure_solution()
    for c, d in enumerate(s.puzzle.solution):
        if not s.state.is_given(c) and s.state.answer(c) != d:
            s.candidate_action(c, d, "set")
    app.puzzle_scene.after_move("set")
    app.pump(3)
    assert s.state.is_solved()


def test_a_kiosk_visit_leaves_the_home_folder_byte_identical_and_the_reset_restores_the_settings(make_app):
    from game.kiosk_visit import VisitStorage
    from game.render import palette as P
    from game.scenes.attract import AttractScene
    from game.scenes.help import HelpScene
    from game.scenes.pad import cycle_look
    from game.scenes.settings_dialog import SettingsScene
    from game.storage import Settings, Storage

    # The operator's home: settings, records of a desktop run, an autosave of one.
    Storage().save_settings(Settings(sound=True, kiosk_pin="9999"))
    desk = make_app("--puzzle", "suguru:1", "--size", "800x480")
    desk.library.storage.record_solved("suguru", 7, 99.0)
    desk.puzzle_scene.session.toggle(0, 1) if not desk.puzzle_scene.session.state.is_given(0) else None
    desk.library.autosave()
    home = desk.storage.data_dir.parent
    desk.pygame.display.quit()
    before = _files(home)
    assert {"config/settings.json", "data/records.json", "data/autosave.json"} <= set(before)

    app = make_app("--kiosk", "--puzzle", "suguru:0", "--setting", "kiosk_attract_after=20",
                   "--setting", "kiosk_reset_after=60")
    assert isinstance(app.library.storage, VisitStorage)
    operator = app.settings
    # A visitor changes settings by the dialog and the look buttons ...
    dlg = app.stack.push(SettingsScene(app))
    app.pump(1)
    click(app, dlg.sound_btn.get_abs_rect().center)
    key(app, pygame.K_ESCAPE)
    cycle_look(app, "palette")
    cycle_look(app, "text_size")
    app.settings = app.settings.with_(show_conflicts=not app.settings.show_conflicts)
    assert app.settings != operator and P.active().name != "normal"
    # ... reads Help, plays, solves: the solved screen and the chooser know of it during the visit.
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    app.pump(1)
    while app.stack.top is not app.puzzle_scene:
        app.stack.pop()
    _solve(app)
    assert app.library.solved_set("suguru") >= {0, 7}
    assert app.library.storage.best_time("suguru", 0) is not None
    from game.played import Played

    visited = app.puzzle_scene.session.puzzle.line()
    assert any(e.line == visited and e.solved for e in Played(app.library.storage).recent_entries())  # Recent ...
    app.library.autosave()
    app.library.flush_autosave()
    # Idle past the reset: the next visitor gets the operator's settings and no records of this visit.
    for _ in range(40):
        app.pump(1, dt=2.0)
    assert isinstance(app.stack.top, AttractScene) and app.kiosk.reset_done
    assert app.settings == operator and P.active().name == "normal" and P.TEXT_SCALE == 1.0
    assert app.library.solved_set("suguru") == {7}                    # the operator's records, read only
    assert not any(e.line == visited for e in Played(app.library.storage).recent_entries())  # ... forgets it
    app.shutdown()
    assert _files(home) == before                                     # not one byte written, moved or removed
    P.use_palette("normal")


def test_a_kiosk_leaves_an_unreadable_file_where_it_is(make_app):
    from game.storage import Storage

    st = Storage()
    st.records_path.parent.mkdir(parents=True, exist_ok=True)
    st.records_path.write_text("{not json", encoding="utf-8")
    home = st.data_dir.parent
    before = _files(home)
    app = make_app("--kiosk", "--puzzle", "suguru:0")
    assert app.library.solved_set("suguru") == set()
    _solve(app)
    app.shutdown()
    assert _files(home) == before


def test_a_kiosk_keeps_the_daily_puzzles_and_their_calendar_for_the_visit_only(make_app):
    from datetime import date

    from game.daily import DailyBook

    app = make_app("--kiosk", "--puzzle", "suguru:0")
    home = app.storage.data_dir.parent
    before = _files(home)
    book = DailyBook(app.library.storage)
    book.remember("suguru", date(2026, 11, 24), "suguru 4x4 4.3.2......1...2 0012001101133333")
    book.mark_solved("suguru", date(2026, 11, 24), date(2026, 11, 24))
    again = DailyBook(app.library.storage)                            # the visit sees its own calendar ...
    assert again.on_time("suguru") == {date(2026, 11, 24)}
    app.library.storage.forget_visit()                                # ... until the idle reset
    assert DailyBook(app.library.storage).on_time("suguru") == set()
    app.shutdown()
    assert _files(home) == before
