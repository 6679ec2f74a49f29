"""The built-in sets load lazily: opening puzzle N parses one line, and gives what a full parse gives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game import levels
from game.engine.formats import parse_line


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line game.levels parses, in order (the cache forgotten before and after)."""
    seen: list[str] = []

    def parse(line: str):
        seen.append(line)
        return parse_line(line)

    monkeypatch.setattr(levels, "parse_line", parse)
    levels.load_levels.cache_clear()
    yield seen
    levels.load_levels.cache_clear()


def shipped(monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    monkeypatch.delenv("NANBA_DATA_DIR", raising=False)
    levels.load_levels.cache_clear()
    return levels.level_sets()


def test_every_puzzle_of_every_set_is_the_full_parse_of_its_line(monkeypatch: pytest.MonkeyPatch) -> None:
    names = shipped(monkeypatch)
    assert len(names) >= 7
    for name in names:
        lines = levels.read_level_lines(name)
        assert levels.level_count(name) == len(lines)
        # backwards, so no puzzle is served from a parse made for its neighbour
        lazy = [levels.level(name, i) for i in reversed(range(len(lines)))][::-1]
        assert lazy == [parse_line(ln) for ln in lines], name
        assert levels.load_levels(name) == tuple(lazy)
    levels.load_levels.cache_clear()


def test_opening_one_puzzle_parses_one_line(monkeypatch: pytest.MonkeyPatch, counted: list[str]) -> None:
    shipped(monkeypatch)
    assert levels.level_count("suguru") == 1000 and counted == []      # the chooser's count parses nothing
    p = levels.level("suguru", 5)
    assert counted == [levels.read_level_lines("suguru")[5]]
    assert levels.level("suguru", 5) is p and len(counted) == 1        # kept, not parsed again
    levels.level("sudoku", 999)
    assert len(counted) == 2
    with pytest.raises(IndexError, match="0-999"):
        levels.level("suguru", 1000)
    assert len(counted) == 2


def test_finding_a_saved_puzzle_parses_only_lines_that_could_be_it(monkeypatch: pytest.MonkeyPatch,
                                                                     counted: list[str]) -> None:
    shipped(monkeypatch)
    target = parse_line(levels.read_level_lines("ripple")[700])
    assert levels.locate(target) == ("ripple", 700)
    assert len(counted) <= 3


def test_a_changed_or_moved_file_is_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               counted: list[str]) -> None:
    shipped(monkeypatch)
    real = levels.read_level_lines("suguru")
    folder = tmp_path / "levels"
    folder.mkdir()
    path = folder / "suguru.txt"
    path.write_text("# three\n" + "\n".join(real[:3]) + "\n", encoding="utf-8")
    monkeypatch.setenv("NANBA_DATA_DIR", str(tmp_path))
    assert levels.level_count("suguru") == 3                            # moved: a new folder, no cache_clear
    assert levels.level("suguru", 2) == parse_line(real[2])
    path.write_text("\n".join(real[10:12]) + "\n", encoding="utf-8")
    os.utime(path, ns=(1, 1))                                          # a different time even on a coarse clock
    assert levels.level_count("suguru") == 2
    assert levels.level("suguru", 1) == parse_line(real[11])
    monkeypatch.delenv("NANBA_DATA_DIR")
    assert levels.level_count("suguru") == 1000


def test_a_missing_set_is_the_levels_error_every_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "nosuchset.txt").write_text("suguru 6x6 x\n", encoding="utf-8")
    monkeypatch.setenv("NANBA_DATA_DIR", str(tmp_path))
    levels.load_levels.cache_clear()
    assert levels.level_count("nosuchset") == 1
    (tmp_path / "levels" / "nosuchset.txt").unlink()                # gone since it was read: not served stale
    for _ in range(2):
        with pytest.raises(levels.LevelsMissingError):
            levels.level("nosuchset", 0)
        with pytest.raises(levels.LevelsMissingError):
            levels.level_count("nosuchset")


def test_the_chooser_counts_a_set_without_parsing_it(ui_env, make_app, counted: list[str]) -> None:
    from game.scenes.chooser import ChooserScene

    app = make_app("--puzzle", "suguru:0", "--size", "800x480")
    opened = len(counted)
    assert opened <= 1                                   # the first game's one line
    for kind in ("suguru", "ripple"):
        chooser = ChooserScene(app, kind)
        assert chooser.count == len(levels.read_level_lines(kind)) > 1
    assert len(counted) == opened
