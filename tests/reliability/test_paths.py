"""Save names: whatever a player types (``../x``, an absolute path, ``C:\\x``, NUL, 10,000 characters,
``..``, ``.``, Windows device names...), the save is written inside the saves folder and nowhere else,
is listed under the name typed and loads back as that game -- or is refused with one clear line.
Only the public API is used: save, then list, then load."""

from __future__ import annotations

import pytest

import harness
from harness import Figures


@pytest.fixture
def storage_and_game(tmp_path, corpus):
    from game.engine.formats import parse_line
    from game.engine.state import PlayState
    from game.storage import SavedGame, Storage

    st = Storage(tmp_path / "home" / "data", tmp_path / "home" / "config")
    puzzle = parse_line(corpus("suguru")[0].line)

    def game(i: int) -> SavedGame:
        # A different game per name, so two names sharing one file would show.
        return SavedGame.from_state(PlayState.from_texts(puzzle, [f"del {c} 2" for c in range(7, 7 + i % 9)]),
                                    elapsed=float(i))

    return st, game, tmp_path


def test_hostile_save_names_stay_in_the_saves_folder(storage_and_game):
    st, game, root = storage_and_game
    fig = Figures("paths: hostile save names")
    saved = {}
    for i, name in enumerate(harness.HOSTILE_NAMES):
        g = game(i)
        if harness.save_named(fig, st, g, name, root):
            saved[name] = g
    harness.check_named(fig, st, saved)
    fig.count("names saved", len(saved))
    fig.done()
    print("\n" + fig.report())
    assert not fig.failures, fig.report(limit=40)


def test_a_name_saved_twice_keeps_one_file(storage_and_game):
    st, game, root = storage_and_game
    fig = Figures("paths: the same name twice")
    for name in ("../x", "a" * 10_000, "名前"):
        harness.save_named(fig, st, game(1), name, root)
        harness.save_named(fig, st, game(2), name, root)
        harness.check_named(fig, st, {name: game(2)})
    assert len(list(st.saves_dir.iterdir())) == 3
    assert not fig.failures, fig.report(limit=20)
