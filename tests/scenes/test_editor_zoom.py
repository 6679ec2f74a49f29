"""The editor's big boards: zoom and pan as in play (finger, mouse, keys, gamepad), and region colours that
stay put while regions are drawn."""

from __future__ import annotations

import pygame

from editor_helpers import centre, control, editor, finger_drag, key, mouse_drag, pad, tap
from game.render.palette import color_regions, region_graph
from game.render.recolour import recolor_regions
from game.render.view import FINGER


def _app(make_app, board: str, *extra: str):
    app = make_app("--puzzle", "suguru:0", "--size", "800x480", "--edit", board, *extra)
    return app, editor(app)


def _finger(app, t, pos, fid: int) -> None:
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(t, touch_id=1, finger_id=fid, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
                                         dx=0.0, dy=0.0, pressure=1.0))
    app.pump(1)


def _two_fingers(app, a, b, dx: int, dy: int, steps: int = 10, first_slides: bool = False) -> None:
    """Two fingers down at ``a`` and ``b`` moved together by ``dx``, ``dy`` (the first one may slide first)."""
    _finger(app, pygame.FINGERDOWN, a, 1)
    if first_slides:
        for i in range(1, 4):
            _finger(app, pygame.FINGERMOTION, (a[0] + 12 * i, a[1]), 1)
        a = (a[0] + 36, a[1])
    _finger(app, pygame.FINGERDOWN, b, 2)
    for i in range(1, steps + 1):
        step = (dx * i // steps, dy * i // steps)
        _finger(app, pygame.FINGERMOTION, (a[0] + step[0], a[1] + step[1]), 1)
        _finger(app, pygame.FINGERMOTION, (b[0] + step[0], b[1] + step[1]), 2)
    _finger(app, pygame.FINGERUP, (a[0] + dx, a[1] + dy), 1)
    _finger(app, pygame.FINGERUP, (b[0] + dx, b[1] + dy), 2)
    app.pump(2)


def _in_view(sc, cell: int) -> bool:
    L = sc.board().layout
    return L.board.contains(L.cell_rect(cell))


def test_a_16x16_sudoku_zooms_to_finger_cells_and_a_given_goes_in_a_far_corner_by_touch(make_app) -> None:
    app, sc = _app(make_app, "sudoku:16x16", "--input-mode", "touch")
    L = sc.board().layout
    assert L.origin is not None and L.cell >= FINGER          # unzoomed its cells would be about 27 px
    assert not _in_view(sc, 255)
    origin = L.origin
    start = (L.board.right - 20, L.board.bottom - 150)        # (above the overview, in the bottom right)
    for _ in range(2):
        _finger(app, pygame.FINGERDOWN, start, 1)             # Givens: one finger moves the board
        for i in range(1, 10):
            _finger(app, pygame.FINGERMOTION, (start[0] - 36 * i, start[1] - 30 * i), 1)
        _finger(app, pygame.FINGERUP, (start[0] - 324, start[1] - 270), 1)
        app.pump(2)
    assert sc.board().layout.origin != origin and sc.history.edits == ()
    assert _in_view(sc, 255)
    tap(app, centre(sc, 255))
    assert sc.cursor == 255
    for name in ("key:1", "key:6", "key:ok"):
        tap(app, control(sc, name))
    assert sc.history.draft.givens[255] == 16
    assert _in_view(sc, 255) and sc.board().layout.cell >= FINGER


def test_a_tap_on_the_overview_moves_the_window_there(make_app) -> None:
    app, sc = _app(make_app, "sudoku:16x16", "--input-mode", "touch")
    from game.render.view import overview

    L = sc.board().layout
    box, _m = overview(L, L.cell_rect(sc.cursor))
    tap(app, (box.right - 3, box.bottom - 3))                 # the overview's bottom-right corner
    assert _in_view(sc, 255) and sc.history.edits == ()


def test_keys_walk_the_cursor_to_the_far_corner_and_the_window_follows(make_app) -> None:
    app, sc = _app(make_app, "sudoku:16x16", "--setting", "board_zoom=always")
    assert sc.board().layout.cell >= FINGER
    for _ in range(15):
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)
        assert _in_view(sc, sc.cursor)
    assert sc.cursor == 255
    key(app, pygame.K_1)
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    assert sc.history.draft.givens[255] == 12
    key(app, pygame.K_EQUALS, mod=pygame.KMOD_CTRL)           # Ctrl +: bigger cells, the cursor still in view
    assert sc.board().layout.cell > FINGER and _in_view(sc, 255)


def test_the_gamepad_zooms_with_the_right_stick_and_the_dpad_keeps_the_cursor_in_view(make_app) -> None:
    app, sc = _app(make_app, "ripple:24x14", "--input-mode", "pad")
    fitted = sc.board().layout.cell
    assert sc.board().layout.origin is None                   # no finger on it: the whole board, as before
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_RIGHTY, value=-32767))
        app.pump(1)
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_RIGHTY, value=0))
        app.pump(1)
    assert sc.board().layout.cell > fitted and sc.board().layout.origin is not None
    for _ in range(23):
        pad(app, "right", frames=1)
        assert _in_view(sc, sc.cursor)
    assert sc.cursor == 23


def test_a_finger_draws_a_region_on_a_zoomed_12x12_suguru_and_two_fingers_move_it(make_app) -> None:
    app, sc = _app(make_app, "suguru:12x12", "--input-mode", "touch")
    L = sc.board().layout
    assert sc.mode == "regions" and L.origin is not None and L.cell >= FINGER
    finger_drag(app, sc, (0, 1, 13))                          # one finger draws...
    regions = sc.history.draft.regions
    assert regions[0] == regions[1] == regions[13] != regions[2]
    assert len(sc.history.edits) == 1
    origin = sc.board().layout.origin
    a, b = (L.board.right - 120, L.board.bottom - 60), (L.board.right - 60, L.board.bottom - 120)
    _two_fingers(app, a, b, -250, -250, first_slides=True)    # ...two move the board, and draw nothing
    _two_fingers(app, a, b, -250, -250)
    assert len(sc.history.edits) == 1 and sc.stroke is None
    assert sc.board().layout.origin != origin
    assert _in_view(sc, 143)
    finger_drag(app, sc, (143, 142, 130))                     # the far corner, drawn by finger
    regions = sc.history.draft.regions
    assert regions[143] == regions[142] == regions[130] != regions[141]
    assert len(sc.history.edits) == 2


def test_the_mouse_wheel_zooms_the_editor_and_a_left_drag_still_draws(make_app) -> None:
    app, sc = _app(make_app, "suguru:12x12")
    L = sc.board().layout
    assert L.origin is None
    pos = L.cell_rect(0).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                             precise_y=1.0, touch=False))
        app.pump(1)
    Z = sc.board().layout
    assert Z.origin is not None and Z.cell > L.cell
    mouse_drag(app, sc, (0, 1, 2))
    regions = sc.history.draft.regions
    assert regions[0] == regions[1] == regions[2] != regions[3]


def _colour_of_cells(sc) -> list[tuple[int, int, int]]:
    b = sc.board()
    return [b.region_color[r] for r in b.puzzle.regions]


def test_a_join_keeps_the_colours_of_the_regions_it_did_not_touch(make_app) -> None:
    app, sc = _app(make_app, "suguru:6x6")
    for stroke in ((0, 1, 7), (2, 3, 9), (12, 18, 19), (14, 15, 21), (24, 25, 31), (27, 28, 34)):
        mouse_drag(app, sc, stroke)
    before_regions = sc.history.draft.regions
    before = _colour_of_cells(sc)
    mouse_drag(app, sc, (7, 13, 19))                          # joins (0 1 7), 13 and (12 18 19)
    after_regions = sc.history.draft.regions
    after = _colour_of_cells(sc)
    assert before_regions[0] != before_regions[13] != before_regions[19]
    assert after_regions[0] == after_regions[13] == after_regions[19]

    def cells_of(regions, r):
        return frozenset(c for c, x in enumerate(regions) if x == r)

    untouched = [cells_of(after_regions, r) for r in set(after_regions)
                 if cells_of(after_regions, r) in {cells_of(before_regions, q) for q in set(before_regions)}]
    assert len(untouched) > 20
    for cells in untouched:
        assert {after[c] for c in cells} == {before[c] for c in cells}
    assert after[0] in (before[0], before[12])                # the joined region keeps one of its colours
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert _colour_of_cells(sc) == before                     # an undo brings the colours back


def test_stable_colouring_keeps_neighbours_apart_and_the_bigger_part_keeps_a_split_regions_colour() -> None:
    from game.engine.puzzle import Puzzle
    from game.render.colours import too_close
    from game.render import palette as P

    blank = tuple(range(36))
    old = Puzzle("suguru", 6, 6, (0,) * 36, blank, ())
    old_colours = color_regions(old)
    merged = list(blank)
    for c in (0, 1, 2, 6, 7):
        merged[c] = 0                                        # one region of five cells, the rest alone
    labels = {x: i for i, x in enumerate(dict.fromkeys(merged))}
    joined = Puzzle("suguru", 6, 6, (0,) * 36, tuple(labels[x] for x in merged), ())
    got = recolor_regions(joined, old.regions, old_colours)
    close = too_close(P.active().REGION_COLORS, visions=P.active().REGION_VISIONS)
    for r, around in enumerate(region_graph(joined)):
        assert all(got[o] not in close[got[r]] for o in around)
    split = list(joined.regions)
    split[7] = max(split) + 1                                # cell 7 leaves the five-cell region
    parted = Puzzle("suguru", 6, 6, (0,) * 36, tuple(split), ())
    again = recolor_regions(parted, joined.regions, got)
    assert again[parted.regions[0]] == got[joined.regions[0]]       # the four cells keep the colour
    assert again[parted.regions[7]] not in close[again[parted.regions[0]]]
    kept = [c for c in range(36) if c not in (0, 1, 2, 6, 7)]
    assert all(again[parted.regions[c]] == got[joined.regions[c]] for c in kept)


def test_in_regions_a_slide_from_the_overview_moves_the_window_and_draws_nothing(make_app) -> None:
    from game.render.view import overview

    app, sc = _app(make_app, "suguru:12x12", "--input-mode", "touch")
    L = sc.board().layout
    box, _m = overview(L, L.cell_rect(sc.cursor))
    start = (box.x + box.w // 4, box.y + box.h // 4)
    _finger(app, pygame.FINGERDOWN, start, 1)
    for i in range(1, 6):                                      # to the map's bottom right, and on past it
        _finger(app, pygame.FINGERMOTION, (start[0] + 25 * i, start[1] + 25 * i), 1)
    _finger(app, pygame.FINGERUP, (start[0] + 125, start[1] + 125), 1)
    app.pump(2)
    assert sc.history.edits == () and sc.stroke is None
    assert _in_view(sc, 143)


def test_a_stroke_along_the_windows_edge_does_not_move_the_board_under_the_finger(make_app) -> None:
    app, sc = _app(make_app, "suguru:12x12", "--input-mode", "touch")
    L = sc.board().layout
    col = max(c for c in range(12) if L.board.right - L.cell_rect(c).left >= L.cell // 2)   # the last column seen
    finger_drag(app, sc, (col, col + 12, col + 24))
    regions = sc.history.draft.regions                        # just the three cells the finger crossed
    assert regions[col] == regions[col + 12] == regions[col + 24]
    assert all(regions[c] != regions[col] for c in (col + 1, col + 13, col + 25, col - 1))
    assert _in_view(sc, sc.cursor)                            # and, the finger lifted, the window follows


def test_the_overview_never_hides_the_boards_own_corner() -> None:
    from game.render.arrange import compute_layout
    from game.render.view import View, overview, zoomed

    L = compute_layout(800, 480, 24, 14)
    for cx, cy in ((24, 14), (0, 14), (24, 0), (0, 0), (12, 7)):
        Z = zoomed(L, View(60, cx, cy))
        box, _m = overview(Z)
        for corner in (0, 23, 13 * 24, 14 * 24 - 1):
            r = Z.cell_rect(corner)
            if Z.board.contains(r):
                assert not box.colliderect(r), (cx, cy, corner)
