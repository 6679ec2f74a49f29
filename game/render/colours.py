"""How different two colours look: CIELAB and the CIEDE2000 colour difference.

The board tells regions apart by their walls and by their colours, and the
colours only help if two touching regions look clearly different.  "Clearly"
is measured here, in CIEDE2000 units (ΔE00), the CIE's current formula for
perceived difference: about 1 is the smallest difference an observer sees
with two patches side by side, and about 5 is an obvious one under those
conditions.  Neighbouring regions are not compared side by side under good
light, though: they are separated by a dark wall, read at a glance, on a
small screen, often from an angle.  :data:`MIN_NEIGHBOUR_DE` asks three times
the "obvious" difference of touching regions, 15; the pale pairs a player
reported as hard to tell apart (lime against butter, sand against peach,
lavender against orchid) were 8-10 apart.

Pure arithmetic on sRGB triples (no pygame), so tests use it directly.
"""

from __future__ import annotations

import math
from functools import lru_cache

Color = tuple[int, int, int]
Lab = tuple[float, float, float]

MIN_NEIGHBOUR_DE = 15.0
"""The least CIEDE2000 difference between the colours of two touching regions (see the module text)."""

_WHITE = (0.95047, 1.0, 1.08883)   # D65


def _linear(v: int) -> float:
    s = v / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _f(t: float) -> float:
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


@lru_cache(maxsize=512)
def lab(c: Color) -> Lab:
    """The CIELAB coordinates (D65) of an sRGB colour."""
    r, g, b = (_linear(v) for v in c[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / _WHITE[0]
    y = (0.2126 * r + 0.7152 * g + 0.0722 * b) / _WHITE[1]
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / _WHITE[2]
    fx, fy, fz = _f(x), _f(y), _f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _hue(b: float, a: float) -> float:
    return math.degrees(math.atan2(b, a)) % 360 if (a or b) else 0.0


@lru_cache(maxsize=4096)
def delta_e(c1: Color, c2: Color) -> float:
    """The CIEDE2000 difference between two sRGB colours."""
    return delta_e_lab(lab(c1), lab(c2))


def delta_e_lab(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 difference between two CIELAB colours (Sharma, Wu and Dalal's formulation)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1, h2 = _hue(b1, a1p), _hue(b2, a2p)
    dl, dc = L2 - L1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (L1 + L2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbar = h1 + h2
    elif abs(h1 - h2) <= 180:
        hbar = (h1 + h2) / 2
    else:
        hbar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    dtheta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc = 1 + 0.045 * cbarp
    sh = 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


MIN_CVD_DE = 10.0
"""The least CIEDE2000 difference between touching regions as a colour-blind player sees them (simulated,
:func:`simulate`), for the palette made for them: twice the "obvious" difference, a lower bar than
:data:`MIN_NEIGHBOUR_DE` because the simulated views squeeze every colour onto a blue-yellow line."""
VISIONS = {   # Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}
"""Colour-vision deficiencies a palette can be checked under: deuteranopia and protanopia, the common ones."""


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    return round((12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055) * 255)


@lru_cache(maxsize=1024)
def simulate(c: Color, vision: str) -> Color:
    """How ``c`` looks to someone with the colour-vision deficiency ``vision`` (a key of :data:`VISIONS`)."""
    lin = [_linear(v) for v in c[:3]]
    r, g, b = (_encode(sum(m * x for m, x in zip(row, lin))) for row in VISIONS[vision])
    return r, g, b


PALE = 90.0
"""Colours this light (CIELAB L*) are pale: two pale regions never touch, whatever their hues, since
pale tints lose their hue beside a dark wall and under a bright screen."""


def pale(c: Color) -> bool:
    return lab(c)[0] >= PALE


def look_alike(c: Color, d: Color, least: float = MIN_NEIGHBOUR_DE, visions: tuple[str, ...] = ()) -> bool:
    """Whether regions coloured ``c`` and ``d`` may not touch: less than ``least`` apart, both pale, or,
    seen with one of the colour-vision deficiencies ``visions``, less than :data:`MIN_CVD_DE` apart."""
    if c == d or delta_e(c, d) < least or (pale(c) and pale(d)):
        return True
    return any(delta_e(simulate(c, v), simulate(d, v)) < MIN_CVD_DE for v in visions)


def too_close(colors: tuple[Color, ...], least: float = MIN_NEIGHBOUR_DE,
              visions: tuple[str, ...] = ()) -> list[set[int]]:
    """For each colour, the indexes of the colours (itself included) that may not touch it."""
    return [{j for j, d in enumerate(colors) if i == j or look_alike(c, d, least, visions)}
            for i, c in enumerate(colors)]
