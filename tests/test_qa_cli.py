"""QA report P11-P14: command-line errors are one line, exit 2, and say what is wrong in plain words."""

from __future__ import annotations

import pytest

from game.engine.errors import PuzzleFormatError
from game.engine.formats import parse_line, parse_size


@pytest.fixture(autouse=True)
def headless(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("NANBA_HOME", str(tmp_path / "home"))


def run_app(argv, capsys):
    from game.app import run

    code = run(["--no-sound", "--frames", "1", *argv])   # a run that wrongly starts still ends
    err = capsys.readouterr().err
    return code, err


@pytest.mark.parametrize("argv,words", [
    (["--screenshot", "/nonexistent/dir/x.png", "--frames", "2"], "cannot write: the folder /nonexistent/dir"),
    (["--screenshot", "/", "--frames", "2"], "cannot write: it is a folder"),
    (["--setting", "text_size=huge"], "choose normal, small, large"),
    (["--setting", "bogus=1"], "unknown setting 'bogus'"),
    (["--setting", "animations=maybe"], "on or off"),
    (["--puzzle", "suguru:1", "--moves", "del 999 9"], "outside the"),
    (["--puzzle", "suguru:1", "--moves", "set 0 99"], "not 99"),
    (["--puzzle", "suguru:1", "--select", "9999"], "not a cell"),
    (["--puzzle", "suguru:1", "--select", "-3"], "expected a cell"),
    (["--puzzle", "suguru:1", "--select", "r99c1"], "not a cell"),
    (["--puzzle", "x" * 300 + ":3"], "..."),
])
def test_bad_options_exit_2_with_one_line(argv, words, capsys):
    code, err = run_app(argv, capsys)
    assert code == 2, err
    assert err.startswith("nanba: ") and err.count("\n") == 1 and words in err, err
    assert "Traceback" not in err and len(err) < 400


def test_select_takes_a_cell_name(capsys):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", "suguru:1", "--select", "r2c3", "--frames", "1"]))
    try:
        s = app.puzzle_scene.session
        assert s.ui.cursor == s.puzzle.width + 2 and s.ui.show_cursor
    finally:
        app.pygame.display.quit()


def test_a_good_setting_applies(capsys):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", "suguru:1", "--setting", "mouse_mapping=playing",
                             "--setting", "animations=off", "--frames", "1"]))
    try:
        assert app.settings.mouse_mapping == "playing" and not app.anim_enabled
    finally:
        app.pygame.display.quit()


# -- P11: plain reasons, short quotes ----------------------------------------------------------------------------

def test_a_huge_size_is_too_large_not_malformed():
    with pytest.raises(PuzzleFormatError, match=r"too large \(at most 64x64\)"):
        parse_size("99999x99999")
    with pytest.raises(PuzzleFormatError, match="too large"):
        parse_size("9" * 5000 + "x3")


def test_errors_quote_at_most_40_characters():
    with pytest.raises(PuzzleFormatError) as e:
        parse_line("x" * 3_000_000)
    assert len(str(e.value)) < 200 and "..." in str(e.value)


# -- P12: a hand-given puzzle with no solution or several says so ---------------------------------------------

@pytest.mark.parametrize("line,words", [
    ("sujiko 3x3 ....5.... 99,99,99,99", "no solution"),
    ("sujiko 3x3 ......... 20,20,20,20", "more than one solution"),
])
def test_opening_an_unsolvable_or_ambiguous_puzzle_says_so(line, words):
    from game.app import App, parse_options

    app = App(parse_options(["--no-sound", "--puzzle", line, "--frames", "1"]))
    try:
        assert any(words in m for m in app.messages), app.messages
    finally:
        app.pygame.display.quit()


def test_the_solve_command_quotes_a_huge_token_briefly(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    huge = tmp_path / "huge.txt"
    huge.write_text("x" * 1_000_000 + "\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game", "solve", str(huge)], cwd=repo, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.startswith("error: ") and len(out.stdout) < 200, out.stdout[:300]
    out = subprocess.run([sys.executable, "-m", "game", "solve", "-"], cwd=repo, input="suguru 99999x99999 . .\n",
                         capture_output=True, text=True, timeout=60)
    assert "too large (at most 64x64)" in out.stdout, out.stdout
