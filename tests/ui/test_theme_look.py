"""One look: pygame-gui's widgets take the game's typeface, its palette and its text scale (setting and
window), and the pad's glitches stay fixed.  Asserted on the theme the manager holds and on drawn pixels."""

from __future__ import annotations

import pytest


def _font_size(app, element: str = "button") -> int:
    from game.ui.theme import font_sizes

    return font_sizes(app.manager)[element]


def test_every_widget_font_is_the_boards_typeface():
    from game.render.text import face_file
    from game.ui.theme import FACE, WIDGETS, theme_data

    data = theme_data(1.0)
    assert data is not None
    fonts = [block["font"] for block in data.values() if isinstance(block, dict) and "font" in block]
    assert {f["name"] for f in fonts} == {FACE}
    assert all(element in data for element in WIDGETS)
    path = face_file()
    assert path is not None and path.name.startswith("NotoSans")      # the board draws the same family


def test_the_widgets_fonts_are_opened_from_the_typefaces_files(make_app):
    """Read from the font files as the board's text is, not each size a copy of its file in memory."""
    from game.render.text import face_file
    from game.ui.theme import FACE

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    fonts = app.manager.get_theme().get_font_dictionary().loaded_fonts
    ours = {font_id: f.location for font_id, f in fonts.items() if font_id.startswith(FACE)}
    assert any("_bold_" in font_id for font_id in ours) and any("_regular_" in font_id for font_id in ours)
    for font_id, location in ours.items():
        assert location == str(face_file("_bold_" in font_id)), font_id
    assert app.manager.get_theme().get_font(["#number_box_m"]).get_rect("88").w > 0


def test_dialog_text_grows_with_the_text_size_setting_and_the_window(make_app):
    small = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", "text_size=small")
    normal = make_app("--puzzle", "suguru:0", "--size", "800x480")
    large = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", "text_size=large")
    big_window = make_app("--puzzle", "suguru:0", "--size", "1280x800")
    for element in ("button", "text_box", "label", "drop_down_menu"):
        assert _font_size(small, element) < _font_size(normal, element) < _font_size(large, element)
        assert _font_size(big_window, element) > _font_size(normal, element)
    assert _font_size(normal) == 16


def test_a_resize_rescales_the_dialogs_text(make_app):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    before = _font_size(app)
    app.resize((1280, 800))
    assert _font_size(app) > before
    app.resize((800, 480))
    assert _font_size(app) == before


def _theme_colour(app, name: str, element: str) -> tuple[int, int, int]:
    c = app.manager.get_theme().get_colour_or_gradient(name, [element])
    return (c.r, c.g, c.b)


@pytest.mark.parametrize("palette", ["normal", "colourblind", "contrast"])
def test_the_palette_reaches_the_dialogs(make_app, palette):
    from game.render import palette as P

    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", f"palette={palette}")
    pal = P.palette_for(palette)
    assert _theme_colour(app, "normal_bg", "button") == pal.TOOLBAR_HI
    assert _theme_colour(app, "normal_text", "button") == pal.ICON
    assert _theme_colour(app, "dark_bg", "window") == pal.TOOLBAR
    assert _theme_colour(app, "selected_bg", "button") == pal.SELECT


def test_switching_the_palette_in_settings_recolours_the_dialogs(make_app):
    from game.render import palette as P
    from game.scenes.pad import cycle_look

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    try:
        while app.settings.palette != "contrast":
            cycle_look(app, "palette")
        assert _theme_colour(app, "dark_bg", "window") == P.palette_for("contrast").TOOLBAR == (0, 0, 0)
    finally:
        P.use_palette("normal")


def test_a_drop_down_list_is_as_wide_as_its_field(make_app):
    from game.scenes.settings_dialog import SettingsScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    app.stack.push(SettingsScene(app))
    app.pump(1)
    menu = app.stack.top.size_menu
    expanded = menu.menu_states["expanded"]
    menu.current_state.should_transition = True
    menu.current_state.target_state = "expanded"
    app.pump(2)
    assert menu.current_state is expanded
    assert expanded.options_selection_list.rect.width == menu.rect.width
    assert expanded.options_selection_list.rect.left == menu.rect.left


@pytest.mark.parametrize("size", ["720x1280", "800x480", "1280x800"])
def test_pad_digits_are_never_smaller_than_the_action_labels(make_app, size):
    from game.render.digit_keys import action_key_font, digit_key_font

    app = make_app("--puzzle", "suguru:0", "--size", size)
    L = app.puzzle_scene.layout
    digit = digit_key_font(L.digits[0])
    for name in ("mode", "undo", "redo"):
        assert digit >= action_key_font("Answer" if name == "mode" else name.title(), L.buttons[name])
    assert digit >= round(L.digits[0].h * 0.5)       # the digits fill their keys (portrait keys grow)


def _given_cell(app) -> int:
    s = app.puzzle_scene.session
    return next(c for c in range(s.puzzle.ncells) if s.puzzle.givens[c])


def test_in_high_contrast_a_given_cells_digit_key_is_legible(make_app):
    from game.render import palette as P

    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--setting", "palette=contrast")
    try:
        cell = _given_cell(app)
        app.puzzle_scene.session.ui.cursor = cell
        app.dirty = True
        app.pump(2)
        d = app.puzzle_scene.session.state.answer(cell)
        r = app.puzzle_scene.layout.digits[d - 1]
        corner = app.screen.get_at((r.x + r.w // 5, r.y + r.h // 5))[:3]
        assert corner == P.PAD_KEY                                       # a white key...
        inked = {app.screen.get_at((x, r.centery))[:3] for x in range(r.x, r.right)}
        assert P.GIVEN in inked                                          # ...with a black digit
    finally:
        P.use_palette("normal")


def test_digits_a_cell_cannot_hold_leave_empty_places_not_dark_keys(make_app):
    from game.render import palette as P

    line = "ripple 6x6 .3..............1..5.231.1......1... 01223411224451666758699788699788aaab"
    app = make_app("--puzzle", line, "--size", "800x480")
    s = app.puzzle_scene.session
    cell = next(c for c in range(s.puzzle.ncells) if s.puzzle.max_digit[c] < max(s.puzzle.max_digit))
    s.ui.cursor = cell
    app.dirty = True
    app.pump(2)
    L = app.puzzle_scene.layout
    for r in L.digits[s.puzzle.max_digit[cell]:]:
        assert {app.screen.get_at(p)[:3] for p in (r.center, r.topleft, (r.x + 5, r.y + 5))} == {P.TOOLBAR}
