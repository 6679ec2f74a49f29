"""Draw Nanba's application icon and write it in every format a platform wants.

The icon is drawn, not painted: a 3x3 board of four pastel polyominoes (the
game's own region colours) on the game's dark background, with three digits.
Drawing it from code keeps it reproducible and lets each size be *designed*
rather than shrunk: at 16-32 px digits would be grey smudges, so the small
sizes show only the coloured regions and their walls, which still read as
"a puzzle grid" at a glance; from 48 px up the digits appear.  Every size is
drawn at 4x and averaged down, which is pygame's nearest thing to
anti-aliased shapes.

Outputs (all under ``assets/icons/``, committed, so a build never needs this
script; rerun it only when the design changes)::

    hicolor/NxN/apps/nanba.png   N = 16 24 32 48 64 128 256 512 (freedesktop layout)
    nanba.png                    256 px, for a window icon
    nanba.ico                    Windows: PNG-compressed entries 16..256
    nanba.icns                   macOS: PNG entries 16..1024

ICO and ICNS are written by hand: both are a small header and a table of
PNG blobs (PNG entries are valid in ICO since Windows Vista and in ICNS
since OS X 10.7), so no image library beyond pygame is needed.

Usage: ``python packaging/make_icons.py [OUTDIR]``.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))

BG = (34, 40, 49)          # game.render.palette.BG
WALL = (38, 42, 50)        # palette.WALL
DIGIT = (20, 22, 28)       # palette.GIVEN
GOLD = (255, 200, 40)      # palette.GOLD
REGION_COLORS = ((255, 214, 165), (190, 233, 232), (205, 193, 255), (198, 236, 188))
REGIONS = (0, 0, 1,
           2, 0, 1,
           2, 3, 3)
DIGITS = {0: "2", 4: "3", 8: "1"}  # a corner, the centre, the opposite corner


def draw(size: int) -> pygame.Surface:
    """The icon at ``size`` px, drawn at 4x and averaged down."""
    s = size * 4
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = s // 6
    pygame.draw.rect(big, BG, big.get_rect(), border_radius=radius)
    pad = s // 10 if size >= 32 else s // 14
    cell = (s - 2 * pad) // 3
    gap = max(4, s // 40) if size >= 32 else max(4, s // 24)
    for i, region in enumerate(REGIONS):
        r, c = divmod(i, 3)
        rect = pygame.Rect(pad + c * cell, pad + r * cell, cell, cell)
        # Cells of one region touch (no gap between them); walls appear only between regions.
        left = gap // 2 if c == 0 or REGIONS[i - 1] != region else 0
        right = gap // 2 if c == 2 or REGIONS[i + 1] != region else 0
        top = gap // 2 if r == 0 or REGIONS[i - 3] != region else 0
        bottom = gap // 2 if r == 2 or REGIONS[i + 3] != region else 0
        inner = pygame.Rect(rect.x + left, rect.y + top, rect.w - left - right, rect.h - top - bottom)
        pygame.draw.rect(big, REGION_COLORS[region], inner)
    pygame.draw.rect(big, GOLD, big.get_rect(), width=max(4, s // 48), border_radius=radius)
    if size >= 48:
        font = pygame.font.Font(None, int(cell * 1.05))
        for i, text in DIGITS.items():
            r, c = divmod(i, 3)
            img = font.render(text, True, DIGIT)
            centre = (pad + c * cell + cell // 2, pad + r * cell + cell // 2 + cell // 20)
            big.blit(img, img.get_rect(center=centre))
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNG blobs (a width of 256 is written as 0)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for n in sizes:
        data = pngs[n]
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """'icns' + total length, then (type, 8 + length, PNG) per entry, all big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[n])) + pngs[n] for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(out: Path) -> list[Path]:
    pygame.font.init()
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {n for _, n in ICNS_TYPES})
    pngs = {n: png_bytes(draw(n)) for n in sizes}
    written = []
    for n in HICOLOR_SIZES:
        p = out / "hicolor" / f"{n}x{n}" / "apps" / "nanba.png"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(pngs[n])
        written.append(p)
    for name, data in (("nanba.png", pngs[256]), ("nanba.ico", ico_bytes({n: pngs[n] for n in ICO_SIZES})),
                       ("nanba.icns", icns_bytes(pngs))):
        (out / name).write_bytes(data)
        written.append(out / name)
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else REPO / "assets" / "icons"
    for p in write_all(out):
        print(f"{p}  {p.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
