"""Every size of the game's typeface shares one pygame Font, and draws and measures exactly as a Font
opened at that size would, whatever size was used before it."""

from __future__ import annotations

import pygame
import pytest

from game.render.face import SizedFont, sized
from game.render.text import face_file, font

TEXTS = ("8:88", "Suguru", "A region of N cells holds 1 to N", "Wg")


@pytest.fixture
def face():
    pygame.font.init()
    path = face_file()
    assert path is not None, "pygame-gui ships Noto Sans, the game's face"
    return path


def test_one_font_serves_every_size(face) -> None:
    sizes = [font(s) for s in (10, 14, 20, 31, 44)]
    assert all(isinstance(f, SizedFont) for f in sizes)
    assert len({id(f._font) for f in sizes}) == 1
    assert len({f.px for f in sizes}) == len(sizes)


def test_each_size_measures_and_draws_as_its_own_font_would(face) -> None:
    order = [29, 12, 40, 12, 29, 18]          # back and forth: each call must set its own size
    for px in order:
        ours, own = sized(face, px), pygame.font.Font(face, px)
        for text in TEXTS:
            assert ours.size(text) == own.size(text), (px, text)
            a, b = ours.render(text, True, (10, 20, 30)), own.render(text, True, (10, 20, 30))
            assert a.get_size() == b.get_size()
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), (px, text)
        assert (ours.get_height(), ours.get_linesize(), ours.get_ascent(), ours.get_descent()) == \
            (own.get_height(), own.get_linesize(), own.get_ascent(), own.get_descent())
        sized(face, px + 7).size("switch")     # another size in between


def test_a_size_remembers_a_bounded_number_of_extents(face, monkeypatch) -> None:
    import game.render.face as face_module

    monkeypatch.setattr(face_module, "MEASURED", 3)
    f = sized(face, 17)
    widths = [f.size(t)[0] for t in ("a", "bb", "ccc", "dddd", "a")]
    assert len(f._sizes) <= 3 and widths[0] == widths[-1] == pygame.font.Font(face, 17).size("a")[0]
