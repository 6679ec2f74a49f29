"""Colours, and the region colouring that keeps neighbours apart.

The seed draws polyominoes by colour as well as by walls, so two touching
regions must look clearly different: not merely two palette entries, but
colours at least :data:`~game.render.colours.MIN_NEIGHBOUR_DE` apart in
CIEDE2000, and never two pale ones (:mod:`game.render.colours` says why).
Regions and their edge-or-corner contacts form a graph; DSatur (colour the
most constrained region first) colours it, a colour excluding every colour
that looks like it, and each palette's colours are spread far enough apart
that the choice never runs out on the corpus or the built-in sets (a test
checks every row).  Among the allowed colours a region takes the least-used
one, so the board looks even rather than stripy.

Pastels keep dark digits legible; the hint colours (red to delete, green for
the reason) are saturated so they stand out from every pastel, and they are
never the only signal -- the board draws red as a crossed square and green
as a ring.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, fields
from typing import Any

from .colours import delta_e, too_close

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """Every colour the renderers draw with, and the text scale: one value, built by :func:`palette_for`.

    The field names are the names renderers read (``P.BG``): the module hands
    out the active palette's fields (see :func:`__getattr__`)."""

    name: str = "normal"
    text_scale: float = 1.0        # the text-size setting: small / normal / large
    REGION_COLORS: tuple[Color, ...] = (   # every pair at least 16 apart in CIEDE2000 (game.render.colours)
        (246, 186, 150),  # peach
        (126, 240, 252),  # aqua
        (222, 198, 114),  # straw
        (222, 222, 246),  # mist
        (126, 228, 192),  # mint
        (252, 180, 192),  # rose
        (150, 204, 252),  # sky
        (240, 234, 210),  # cream
        (204, 240, 156),  # lime
        (240, 180, 252),  # orchid
    )
    REGION_VISIONS: tuple[str, ...] = ()   # colour-vision deficiencies its region colours stay apart under
    BG: Color = (34, 40, 49)
    TOOLBAR: Color = (44, 52, 64)
    TOOLBAR_HI: Color = (62, 74, 90)
    ICON: Color = (236, 239, 244)
    ICON_DIM: Color = (150, 160, 175)
    BOX: Color = (24, 28, 34)
    BOX_TEXT: Color = (240, 232, 200)
    GRID: Color = (80, 84, 92)
    WALL: Color = (38, 42, 50)
    GIVEN: Color = (20, 22, 28)
    ANSWER: Color = (24, 76, 170)
    CAND: Color = (70, 74, 84)
    RED: Color = (214, 40, 40)
    GREEN: Color = (20, 150, 60)
    ERROR: Color = (200, 0, 90)
    CURSOR: Color = (20, 90, 220)
    TOAST_BG: Color = (20, 24, 30)
    TOAST_TEXT: Color = (250, 250, 250)
    GOLD: Color = (255, 200, 40)
    PAD_KEY: Color = (236, 239, 244)      # a pad digit that is still a candidate
    PAD_KEY_OFF: Color = (70, 78, 92)     # a deleted one
    SELECT: Color = (47, 111, 208)        # a dialog's chosen item and pressed button
    SELECT_TEXT: Color = (255, 255, 255)


# -- switchable palettes -------------------------------------------------------------
# A palette is the default colours with some replaced.  Renderers read the colours
# at draw time from the active palette, so choosing one (``use_palette``) takes
# effect at the next draw; the board background is cached per layout, so the
# caller relayouts afterwards.
#
# "colourblind" follows Okabe and Ito's set, distinguishable under the common
# colour-vision deficiencies: the hint's red and green become vermillion and
# blue, and the marks keep their shapes (struck box vs ring) so they never
# rest on colour alone.  "contrast" is for low vision and bright rooms: black
# ground, white and yellow ink, saturated region colours and black walls.

PALETTES: dict[str, dict] = {
    "normal": {},
    "colourblind": {
        "RED": (213, 94, 0),          # vermillion
        "GREEN": (0, 114, 178),       # blue
        "ERROR": (204, 121, 167),     # reddish purple
        "ANSWER": (0, 90, 160),
        "CURSOR": (230, 159, 0),      # orange
        "SELECT": (0, 114, 178),      # blue
        # Every pair at least 15 apart in CIEDE2000, and at least 10 apart as deuteranopes and protanopes
        # see them (game.render.colours.simulate): fewer colours than the others, none of them pale.
        "REGION_COLORS": (
            (240, 168, 108), (156, 180, 252), (252, 216, 216), (240, 228, 96), (96, 240, 252),
            (228, 168, 204), (132, 240, 168), (156, 192, 168)),
        "REGION_VISIONS": ("deutan", "protan"),
    },
    "contrast": {
        "BG": (0, 0, 0), "TOOLBAR": (0, 0, 0), "TOOLBAR_HI": (60, 60, 60), "ICON": (255, 255, 255),
        "ICON_DIM": (200, 200, 200), "BOX": (0, 0, 0), "BOX_TEXT": (255, 255, 0), "GRID": (0, 0, 0),
        "WALL": (0, 0, 0), "GIVEN": (0, 0, 0), "ANSWER": (0, 0, 200), "CAND": (0, 0, 0),
        "RED": (220, 0, 0), "GREEN": (0, 130, 0), "ERROR": (200, 0, 200), "CURSOR": (0, 0, 255),
        "TOAST_BG": (0, 0, 0), "TOAST_TEXT": (255, 255, 255), "GOLD": (255, 255, 0),
        "PAD_KEY": (255, 255, 255), "PAD_KEY_OFF": (40, 40, 40), "SELECT": (0, 0, 200),
        "REGION_COLORS": (   # strong tints; only white is pale (game.render.colours.PALE)
            (255, 255, 255), (234, 228, 96), (120, 186, 252), (96, 252, 132), (252, 150, 162),
            (252, 156, 96), (246, 138, 252), (222, 216, 252), (96, 240, 252), (240, 216, 198)),
    },
}
TEXT_SCALES = {"small": 0.85, "normal": 1.0, "large": 1.2}


def palette_for(name: str, text_size: str = "normal") -> Palette:
    """The palette called ``name`` at text size ``text_size`` (unknown names mean "normal")."""
    name = name if name in PALETTES else "normal"
    return Palette(name=name, text_scale=TEXT_SCALES.get(text_size, 1.0), **PALETTES[name])


_active = Palette()
_FIELDS = frozenset(f.name for f in fields(Palette))


def active() -> Palette:
    """The palette the renderers draw with."""
    return _active


def use_palette(name: str, text_size: str = "normal") -> Palette:
    """Draw with palette ``name`` at ``text_size`` from now on (the settings' palette and text size)."""
    global _active
    _active = palette_for(name, text_size)
    return _active


_ALIASES = {"TEXT_SCALE": "text_scale", "current": "name"}


def __getattr__(attr: str) -> Any:
    """``P.BG``, ``P.TEXT_SCALE``, ``P.current``: the active palette's colour, text scale and name."""
    field_name = _ALIASES.get(attr, attr)
    if field_name in _FIELDS:
        return getattr(_active, field_name)
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")


def region_graph(puzzle) -> list[set[int]]:
    """Regions touching by edge or corner (corner contact still reads as 'touching')."""
    w, h, reg = puzzle.width, puzzle.height, puzzle.regions
    n = max(reg) + 1 if reg else 0
    adj: list[set[int]] = [set() for _ in range(n)]
    for cell, r in enumerate(reg):
        y, x = divmod(cell, w)
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                yy, xx = y + dy, x + dx
                if (dy or dx) and 0 <= yy < h and 0 <= xx < w:
                    o = reg[yy * w + xx]
                    if o != r:
                        adj[r].add(o)
    return adj


def color_regions(puzzle, colors: tuple[Color, ...] | None = None, visions: tuple[str, ...] = ()) -> list[int]:
    """An index into ``colors`` (the active palette's region colours) per region: touching regions get
    colours at least :data:`~game.render.colours.MIN_NEIGHBOUR_DE` apart, and apart as the colour-vision
    deficiencies ``visions`` see them (the active palette's, when ``colors`` is not given) (DSatur).

    Two colours closer than that count as one for the colouring, so a region's
    choice excludes its neighbours' colours and every colour that looks like
    them.  Next is the uncoloured region with the most colours excluded around
    it, then the most neighbours, then the lowest number.  A heap with lazy
    entries finds it: rescanning every region for every pick took 10 s for a
    64x64 grid of one-cell regions, at every open and every resize."""
    if colors is None:
        colors, visions = _active.REGION_COLORS, _active.REGION_VISIONS
    close = too_close(colors, visions=visions)
    adj = region_graph(puzzle)
    n, ncolors = len(adj), len(colors)
    color = [-1] * n
    used = [0] * ncolors
    around: list[set[int]] = [set() for _ in range(n)]  # the colours each region may no longer take
    heap = [(0, -len(adj[r]), r) for r in range(n)]
    heapq.heapify(heap)
    for _ in range(n):
        while True:
            sat, _deg, r = heapq.heappop(heap)
            if color[r] < 0 and -sat == len(around[r]):  # not coloured, not a stale entry
                break
        c = color[r] = take_colour(colors, used, [c for c in range(ncolors) if c not in around[r]],
                                   [colors[color[o]] for o in adj[r] if color[o] >= 0])
        for o in adj[r]:
            if color[o] < 0 and not close[c] <= around[o]:
                around[o] |= close[c]
                heapq.heappush(heap, (-len(around[o]), -len(adj[o]), o))
    return color


def take_colour(colors: tuple[Color, ...], used: list[int], free: list[int], near: list[Color]) -> int:
    """The least used free colour, or (none free) the one farthest from ``near``; counted in ``used``."""
    c = min(free, key=lambda c: (used[c], c)) if free else farthest(colors, near)
    used[c] += 1
    return c


def farthest(colors: tuple[Color, ...], near: list[Color]) -> int:
    """More neighbours than colours far enough apart: the colour farthest from theirs all (the first of equals)."""
    return max(range(len(colors)), key=lambda c: (min((delta_e(colors[c], x) for x in near), default=0.0), -c))


def lighten(c: Color, f: float) -> Color:
    return tuple(min(255, round(v + (255 - v) * f)) for v in c)  # type: ignore[return-value]


def darken(c: Color, f: float) -> Color:
    return tuple(max(0, round(v * (1 - f))) for v in c)  # type: ignore[return-value]
