"""Touching regions look different in every palette: a measured colour difference, over every corpus row
and every built-in level with coloured regions (not only "a different palette index")."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.formats import parse_line
from game.render import palette as P
from game.render.colours import MIN_CVD_DE, MIN_NEIGHBOUR_DE, delta_e, delta_e_lab, look_alike, pale, simulate

REPO = Path(__file__).resolve().parents[2]
SOURCES = sorted((REPO / "tests" / "data" / "corpus").glob("*.tsv")) + \
    [REPO / "levels" / f"{name}.txt" for name in ("suguru", "ripple", "jigsaw")]


def _lines(path: Path) -> list[str]:
    rows = [r for r in path.read_text(encoding="utf-8").splitlines() if r.strip() and not r.startswith("#")]
    return [r.split("\t")[0] for r in rows]


@pytest.mark.parametrize("lab1, lab2, expected", [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),       # Sharma, Wu and Dalal's test pairs
    ((50, -1.3802, -84.2814), (50, 0, -82.7485), 1.0000),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
])
def test_ciede2000_matches_the_published_test_pairs(lab1, lab2, expected):
    assert delta_e_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_threshold_parts_the_pairs_players_could_not_tell_apart():
    butter, lime, peach, sand = (253, 242, 170), (220, 240, 150), (255, 214, 165), (236, 220, 196)
    assert look_alike(butter, lime) and look_alike(peach, sand)
    assert not look_alike((255, 255, 255), (0, 0, 0))


@pytest.mark.parametrize("name", sorted(P.PALETTES))
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_touching_regions_differ_by_the_minimum_colour_difference(name, source):
    pal = P.palette_for(name)
    colours, visions = pal.REGION_COLORS, pal.REGION_VISIONS
    lines = _lines(source)
    assert lines, source
    bad = []
    for line in lines:
        p = parse_line(line)
        index = P.color_regions(p, colours, visions)
        for r, neighbours in enumerate(P.region_graph(p)):
            for o in neighbours:
                a, b = colours[index[r]], colours[index[o]]
                seen = [delta_e(simulate(a, v), simulate(b, v)) for v in visions]
                if delta_e(a, b) < MIN_NEIGHBOUR_DE or (pale(a) and pale(b)) or min(seen, default=99) < MIN_CVD_DE:
                    bad.append(f"{line[:40]}: regions {r} and {o}, {a} and {b}, ΔE00 {delta_e(a, b):.1f}")
    assert not bad, f"{len(bad)} touching pairs too alike, e.g. {bad[:3]}"


def test_the_colour_blind_palette_is_checked_as_colour_blind_players_see_it():
    pal = P.palette_for("colourblind")
    assert set(pal.REGION_VISIONS) == {"deutan", "protan"}
    red, green = (214, 40, 40), (20, 150, 60)
    assert delta_e(red, green) > 50 and delta_e(simulate(red, "deutan"), simulate(green, "deutan")) < 25
    assert simulate((255, 255, 255), "deutan") == (255, 255, 255)       # white stays white


def test_a_twenty_region_board_uses_the_active_palette():
    line = next(ln for ln in _lines(REPO / "tests" / "data" / "corpus" / "ripple.tsv") if " 24x14 " in ln)
    p = parse_line(line)
    assert len(p.region_cells) >= 20
    try:
        for name in P.PALETTES:
            P.use_palette(name)
            assert P.color_regions(p) == P.color_regions(p, P.palette_for(name).REGION_COLORS)
    finally:
        P.use_palette("normal")
