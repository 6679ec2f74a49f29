"""Where everything goes: a pure function from window size to a :class:`~game.render.layout.Layout`.

Nothing here draws or reads pygame state; ``compute_layout(w, h, ...)`` is
deterministic, so tests can check every window size (800x480, 720x1280, down
to 480x320 and below) without opening a window, and a resize is just "compute
a new layout, throw the drawstate away".

**One size for every target.**  The toolbar icons, the number boxes and the
on-screen digit pad are all squares of side ``t``, a tenth of the window's
short side (48 px on the 800x480 Pi display: the touch-target minimum), capped
at 72 so a desktop window does not get giant buttons.  When nothing fits, ``t``
shrinks step by step until it does -- a 320x240 window still gets a complete,
if small, game.

**Arrangements compete.**  Three ways of placing the parts are tried and the
one that gives the biggest board cell wins (the pad-position setting narrows
the choice):

* ``side``: one panel at the side holds the toolbar (icons in rows of three,
  then the boxes) and the pad under it -- landscape, the 7" display;
* ``top``: the toolbar runs along the top (one row, or icons over boxes) and
  the pad sits under the board -- portrait, Touch Display 2;
* ``top+side``: toolbar along the top, pad beside the board -- wide desktops.

Handedness mirrors the whole layout left to right (the panel goes where the
player's thumb is); cells keep their order, only rectangles move.

The board keeps square cells, centred in what is left, above a one-line
message strip along the bottom whose place depends on the window size alone
(:func:`~game.render.layout.toast_rect`).
"""

from __future__ import annotations

import pygame

from .layout import BOXES, ICONS, PAD_ACTIONS, TOOL_BUTTONS, Layout, toast_rect

ARRANGEMENTS = ("side", "top+side", "top")
MIN_TARGET = 10


def _grid(x: int, y: int, n: int, per_row: int, t: int, g: int, col: int = 0) -> list[pygame.Rect]:
    """``n`` squares of side ``t`` in rows of ``per_row``, columns ``col`` wide (default ``t``)."""
    col = max(col, t)
    off = (col - t) // 2
    return [pygame.Rect(x + off + (i % per_row) * (col + g), y + (i // per_row) * (t + g), t, t) for i in range(n)]


def _column_width(t: int) -> int:
    """A side panel's column: a target, but never narrower than a readable number box."""
    return max(t, 40)


def _panel_column(x: int, y: int, t: int, g: int, digits: int, with_tools: bool, with_pad: bool):
    """A column three targets wide: icons (+explain), boxes, then the pad.  Returns parts and bottom."""
    parts: dict[str, object] = {}
    col = _column_width(t)
    if with_tools:
        names = ICONS + TOOL_BUTTONS
        rects = _grid(x, y, len(names), 3, t, g, col)
        parts["tools"] = dict(zip(names, rects))
        y = rects[-1].bottom + g
        parts["boxes"] = {name: pygame.Rect(x + i * (col + g), y, col, t) for i, name in enumerate(BOXES)}
        y += t + g
        parts["toolbar_bottom"] = y
        y += g  # a little air between toolbar and pad
    if with_pad:
        top = y
        rects = _grid(x, y, digits, 3, t, g, col)
        y = rects[-1].bottom + g if rects else y
        parts["digits"] = rects
        parts["actions"] = dict(zip(PAD_ACTIONS, _grid(x, y, 3, 3, t, g, col)))
        y += t + g
        parts["pad"] = pygame.Rect(x - g // 2, top - g // 2, 3 * col + 3 * g, y - top)
    return parts, y


def _top_toolbar(w: int, t: int, g: int) -> tuple[dict, dict, int] | None:
    """Icons (+explain) and boxes along the top: one row, or two when narrow."""
    names = ICONS + TOOL_BUTTONS
    icons_w = len(names) * (t + g) + g
    if icons_w > w:
        return None
    box_w = max(t, min(round(t * 1.9), (w - 4 * g) // 3))
    tools = dict(zip(names, _grid(g, g, len(names), len(names), t, g)))
    if icons_w + 3 * (box_w + g) <= w:
        bx, by, bottom = w - 3 * (box_w + g), g, t + 2 * g
    else:
        bx, by, bottom = (w - 3 * box_w - 2 * g) // 2, t + 2 * g, 2 * t + 3 * g
    boxes = {name: pygame.Rect(bx + i * (box_w + g), by, box_w, t) for i, name in enumerate(BOXES)}
    return tools, boxes, bottom


def _bottom_pad(w: int, bottom: int, t: int, g: int, digits: int):
    """The pad as rows under the board: digits, then actions (on the same row when they fit)."""
    per_row = (w - g) // (t + g)
    if per_row < 3:
        return None
    rows: list[list[int | str]]   # digit indexes, "gap" and action names, row by row
    if digits + len(PAD_ACTIONS) <= per_row:
        rows = [list(range(digits)) + ["gap"] * (per_row - digits - 3) + list(PAD_ACTIONS)]
    else:
        nrows = -(-digits // per_row)
        even = -(-digits // nrows)   # balanced rows: 5 + 4, not 6 + 3
        rows = [list(range(i, min(digits, i + even))) for i in range(0, digits, even)]
        rows.append(list(PAD_ACTIONS))
    height = len(rows) * (t + g) + g
    y = bottom - height + g
    digit_rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * digits
    actions = {}
    for row in rows:
        n = len(row)
        x = (w - (n * (t + g) - g)) // 2
        for item in row:
            r = pygame.Rect(x, y, t, t)
            if isinstance(item, int):
                digit_rects[item] = r
            elif item != "gap":
                actions[item] = r
            x += t + g
        y += t + g
    pad = pygame.Rect(0, bottom - height, w, height)
    return digit_rects, actions, pad


def _arrange(kind: str, w: int, h: int, cols: int, rows: int, t: int, digits: int, with_pad: bool,
             toast: pygame.Rect, min_cell: int = 8) -> Layout | None:
    g = max(3, t // 8)
    margin = max(4, min(w, h) // 60)
    floor = toast.top - g  # nothing but the message strip below this line
    icons: dict[str, pygame.Rect] = {}
    buttons: dict[str, pygame.Rect] = {}
    digit_rects: list[pygame.Rect] = []
    pad = None
    if kind == "side":
        pw = 3 * _column_width(t) + 4 * g
        parts, bottom = _panel_column(w - pw + g, g, t, g, digits, True, with_pad)
        if bottom > floor or pw > w // 2:
            return None
        tools = parts["tools"]
        boxes = parts["boxes"]
        toolbar = pygame.Rect(w - pw, 0, pw, parts["toolbar_bottom"])
        area = pygame.Rect(0, 0, w - pw, floor)
        if with_pad:
            digit_rects, buttons, pad = parts["digits"], dict(parts["actions"]), parts["pad"]
    else:
        top = _top_toolbar(w, t, g)
        if top is None:
            return None
        tools, boxes, bar_bottom = top
        toolbar = pygame.Rect(0, 0, w, bar_bottom)
        area = pygame.Rect(0, bar_bottom, w, floor - bar_bottom)
        if with_pad and kind == "top+side":
            pw = 3 * _column_width(t) + 4 * g
            parts, bottom = _panel_column(w - pw + g, bar_bottom + g, t, g, digits, False, True)
            if bottom > floor or pw > w // 2:
                return None
            digit_rects, buttons, pad = parts["digits"], dict(parts["actions"]), parts["pad"]
            area = pygame.Rect(0, bar_bottom, w - pw, floor - bar_bottom)
        elif with_pad:
            made = _bottom_pad(w, floor, t, g, digits)
            if made is None:
                return None
            made = _grow_bottom_pad(made, w, floor, bar_bottom, t, g, digits, cols, rows, margin)
            digit_rects, buttons, pad = made
            area = pygame.Rect(0, bar_bottom, w, pad.top - bar_bottom)
    icons = {name: tools[name] for name in ICONS}
    buttons.update({name: tools[name] for name in TOOL_BUTTONS})
    avail = area.inflate(-2 * margin, -2 * margin)
    cell = min(avail.w // cols, avail.h // rows)
    if cell < min_cell:
        return None
    bw, bh = cell * cols, cell * rows
    board = pygame.Rect(avail.x + (avail.w - bw) // 2, avail.y + (avail.h - bh) // 2, bw, bh)
    L = Layout((w, h), toolbar, icons, dict(boxes), board, cell, cols, rows, toast, kind, t, pad,
               tuple(digit_rects), buttons)
    return _huddle(L, margin, floor) if kind != "top" else L


def _grow_bottom_pad(made, w, floor, bar_bottom, t, g, digits, cols, rows, margin):
    """Portrait windows have height to spare: bigger pad keys, as long as the board keeps its size."""
    def cell_for(pad_top: int) -> int:
        return min((w - 2 * margin) // cols, (pad_top - bar_bottom - 2 * margin) // rows)

    best = cell_for(made[2].top)
    for tp in range(round(t * 1.6), t, -4):
        bigger = _bottom_pad(w, floor, tp, max(3, tp // 8), digits)
        if bigger is not None and cell_for(bigger[2].top) >= best:
            return bigger
    return made


def _huddle(L: Layout, margin: int, floor: int) -> Layout:
    """Side panels sit next to the board, not at the far edge of a wide window: the board centred in
    the window when the panel fits beside it, else the pair centred."""
    if L.arrangement == "side":
        side = L.toolbar.union(L.pad) if L.pad is not None else L.toolbar
    elif L.pad is not None:
        side = L.pad
    else:
        return L
    gap = 2 * margin
    left = (L.size[0] - (L.board.w + gap + side.w)) // 2
    centred = (L.size[0] - L.board.w) // 2
    if centred + L.board.w + gap + side.w <= L.size[0] - 4:
        left = centred      # a wide window: the board in the middle, the panel beside it
    bdx = left - L.board.x
    pdx = left + L.board.w + gap - side.x
    if pdx > 0 or left < 0:
        return L
    pdy = 0
    if L.arrangement == "side":  # the panel's top level with the board's, when it fits
        g = max(3, L.target // 8)
        pdy = max(0, min(L.board.top - g - side.top, floor - side.bottom))
    whole = L.arrangement == "side"

    def m(r: pygame.Rect) -> pygame.Rect:
        return r.move(pdx, pdy)

    return Layout(L.size, m(L.toolbar) if whole else L.toolbar,
                  {k: m(r) for k, r in L.icons.items()} if whole else L.icons,
                  {k: m(r) for k, r in L.boxes.items()} if whole else L.boxes,
                  L.board.move(bdx, 0), L.cell, L.cols, L.rows, L.toast, L.arrangement, L.target,
                  m(L.pad) if L.pad is not None else None, tuple(m(r) for r in L.digits),
                  {k: m(r) if (whole or k in PAD_ACTIONS) else r for k, r in L.buttons.items()})


def _allowed(pad_pos: str, portrait: bool) -> tuple[str, ...]:
    if pad_pos == "beside":
        return ("side", "top+side")
    if pad_pos == "below":
        return ("top",)
    return ("top", "side") if portrait else ARRANGEMENTS


def compute_layout(w: int, h: int, cols: int = 6, rows: int = 6, *, digits: int = 5, pad: str = "auto",
                   handed: str = "right") -> Layout:
    """The layout for a ``w`` x ``h`` window and a ``cols`` x ``rows`` board.

    ``digits``: the most digits any cell can hold (the pad's size); ``pad``:
    one of PAD_POSITIONS; ``handed``: ``"left"`` mirrors everything.
    """
    w, h = max(w, 1), max(h, 1)
    digits = max(1, digits)
    toast = toast_rect(w, h)
    with_pad = pad != "hidden"
    kinds = _allowed(pad, h > w)
    best: Layout | None = None
    # First cells of 8 px or more; failing that, keep the toolbar and the pad at a finger's size (the
    # menu stays in reach) and draw the board with whatever cells it can have.
    for min_cell in (8, 1):
        t = max(MIN_TARGET, min(72, round(min(w, h) * 0.1)))
        while best is None and t >= MIN_TARGET:
            for kind in kinds:
                L = _arrange(kind, w, h, cols, rows, t, digits, with_pad, toast, min_cell)
                if L is not None and (best is None or L.cell > best.cell):
                    best = L
            t -= 2
    if best is None:  # a window too small for anything: the board alone, everything else collapsed
        best = _arrange("top", w, h, cols, rows, MIN_TARGET, digits, False, toast) or \
            Layout((w, h), pygame.Rect(0, 0, w, 0), {n: pygame.Rect(0, 0, 0, 0) for n in ICONS},
                   {n: pygame.Rect(0, 0, 0, 0) for n in BOXES}, pygame.Rect(0, 0, cols, rows), 1, cols, rows, toast)
    return mirrored(best) if handed == "left" else best


def _flip(r: pygame.Rect, w: int) -> pygame.Rect:
    return pygame.Rect(w - r.right, r.y, r.w, r.h)


def _union(rects) -> pygame.Rect | None:
    rects = [r for r in rects if r is not None and r.w and r.h]
    return rects[0].unionall(rects[1:]) if rects else None


def mirrored(L: Layout) -> Layout:
    """The layout reflected left to right (left-handed play).

    Groups move, their insides do not: the panel goes to the other side but
    its digits still read 1 2 3 and its icons keep the seed's order; the
    board moves too, and cells keep their order.
    """
    w = L.size[0]
    tools = [*L.icons.values(), *(r for k, r in L.buttons.items() if k in TOOL_BUTTONS)]
    pad_parts = [*L.digits, *(r for k, r in L.buttons.items() if k in PAD_ACTIONS)]
    if L.arrangement == "side":
        groups = [[L.toolbar, *tools, *L.boxes.values(), *pad_parts] + ([L.pad] if L.pad else [])]
    else:
        groups = [tools, list(L.boxes.values()), pad_parts + ([L.pad] if L.pad else [])]
    shift: dict[int, int] = {}
    for group in groups:
        box = _union(group)
        if box is None:
            continue
        dx = (w - box.right) - box.left
        for r in group:
            shift[id(r)] = dx

    def f(r: pygame.Rect) -> pygame.Rect:
        return r.move(shift.get(id(r), 0), 0)

    return Layout(L.size, f(L.toolbar), {k: f(r) for k, r in L.icons.items()},
                  {k: f(r) for k, r in L.boxes.items()}, _flip(L.board, w), L.cell, L.cols, L.rows, L.toast,
                  L.arrangement, L.target, f(L.pad) if L.pad is not None else None,
                  tuple(f(r) for r in L.digits), {k: f(r) for k, r in L.buttons.items()})
