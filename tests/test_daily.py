"""The daily puzzle: the same line for the same date on every run and machine, the streak's arithmetic,
and the book of days solved kept through the storage."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from game.daily import DailyBook, best_streak, daily_band, daily_kinds, daily_seed, make_daily, note_solved, streak
from game.engine.backend import backend
from game.engine.puzzle import Puzzle
from game.storage import Storage

REPO = Path(__file__).resolve().parents[1]
DAY = date(2026, 11, 24)


def test_every_built_in_kind_has_a_daily_puzzle():
    assert set(daily_kinds()) == {"suguru", "ripple", "sudoku", "sujiko"}


def test_the_seed_is_the_kind_and_the_iso_date():
    assert daily_seed("suguru", DAY) == "nanba-daily:suguru:2026-11-24"


@pytest.mark.parametrize("kind", ["suguru", "ripple", "sudoku", "sujiko"])
def test_the_same_date_gives_the_same_puzzle_and_another_date_another(kind):
    first = make_daily(kind, DAY)
    assert make_daily(kind, DAY).line() == first.line()
    assert make_daily(kind, DAY + timedelta(days=1)).line() != first.line()
    p = Puzzle.from_line(first.line())
    daily = backend(kind).daily
    assert (p.width, p.height) == (daily.params.width, daily.params.height)
    lo, hi = daily_band(kind)
    assert lo is not None and hi is not None and lo <= first.score <= hi
    assert (lo, hi) == backend(kind).band(daily.params, "Medium")


@pytest.mark.parametrize("hash_seed", ["1", "2"])
def test_a_fresh_process_makes_the_same_lines(hash_seed):
    """Python's hash() is salted per process (set order of strings with it): a puzzle built on either
    would differ between these processes and this one."""
    code = ("import game.engine, json, datetime; from game.daily import make_daily, daily_kinds; "
            "days = [datetime.date(2026, 11, 24) + datetime.timedelta(days=n) for n in (0, 1, 40)]; "
            "print(json.dumps({f'{k} {d}': make_daily(k, d).line() for k in daily_kinds() for d in days}))")
    env = {"PYTHONPATH": str(REPO), "PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO, check=True)
    days = [DAY + timedelta(days=n) for n in (0, 1, 40)]
    assert json.loads(out.stdout) == {f"{k} {d}": make_daily(k, d).line() for k in daily_kinds() for d in days}


def test_a_seed_that_finds_nothing_tries_the_next_rounds_the_same_way_everywhere(monkeypatch):
    from game.engine.generator import GenerationError, generator_of

    gen = generator_of("suguru")
    asked = []
    real = gen.generate

    def fussy(params, *, seed, min_score=None, max_score=None, progress=None):
        asked.append((seed, min_score))
        if len(asked) < 3:
            raise GenerationError("nothing")
        return real(params, seed=seed, min_score=min_score, max_score=max_score, progress=progress)

    monkeypatch.setattr(gen, "generate", fussy)
    got = make_daily("suguru", DAY)
    seed = daily_seed("suguru", DAY)
    assert [s for s, _ in asked] == [seed, seed + ":2", seed + ":3"] and asked[2][1] is None
    assert got.puzzle.width == 8


def test_the_streak_counts_consecutive_days_to_today_or_yesterday():
    d = DAY
    assert streak([], d) == 0
    assert streak([d], d) == 1
    assert streak([d - timedelta(days=1), d - timedelta(days=2)], d) == 2     # today still open
    assert streak([d - timedelta(days=2)], d) == 0                            # yesterday missed: gone
    assert streak([d, d - timedelta(days=1), d - timedelta(days=3)], d) == 2  # a gap ends it
    assert streak([d + timedelta(days=1)], d) == 0                            # the future counts nothing


def test_the_streak_crosses_month_and_year_ends_and_leap_days():
    run = [date(2026, 12, 30), date(2026, 12, 31), date(2027, 1, 1)]
    assert streak(run, date(2027, 1, 1)) == 3 and streak(run, date(2027, 1, 2)) == 3
    assert streak([date(2028, 2, 28), date(2028, 2, 29), date(2028, 3, 1)], date(2028, 3, 1)) == 3
    assert streak([date(2027, 2, 28), date(2027, 3, 1)], date(2027, 3, 1)) == 2
    assert streak([date(2026, 10, 31), date(2026, 11, 1)], date(2026, 11, 1)) == 2
    assert best_streak([]) == 0
    assert best_streak(run + [date(2027, 1, 5), date(2027, 1, 6)]) == 3


def test_the_book_keeps_lines_and_solves_and_counts_only_solves_on_the_day(tmp_path):
    st = Storage(tmp_path / "data", tmp_path / "config")
    book = DailyBook(st)
    line = make_daily("suguru", DAY).line()
    assert book.remember("suguru", DAY, line)
    again = DailyBook(Storage(tmp_path / "data", tmp_path / "config"))
    assert again.line("suguru", DAY) == line and again.find(line) == ("suguru", DAY)
    assert again.line("ripple", DAY) is None
    assert "streak of 1 day" in note_solved(st, line, DAY)
    late = make_daily("suguru", DAY - timedelta(days=3)).line()
    book = DailyBook(st)
    book.remember("suguru", DAY - timedelta(days=3), late)
    assert "late" in note_solved(st, late, DAY)
    book = DailyBook(st)
    assert book.solved("suguru") == {DAY: DAY, DAY - timedelta(days=3): DAY}
    assert book.on_time("suguru") == {DAY} and book.streak("suguru", DAY) == 1
    assert note_solved(st, "suguru 4x4 4.3.2......1...2 0012001101133333", DAY) is None   # no daily


def test_a_broken_book_is_set_aside_and_bad_entries_are_dropped(tmp_path):
    st = Storage(tmp_path / "data", tmp_path / "config")
    (tmp_path / "data").mkdir(parents=True)
    (tmp_path / "data" / "daily.json").write_text(json.dumps(
        {"format": "nanba-daily/1", "lines": {"suguru 2026-11-24": "x", "bad": 3},
         "solved": {"suguru": {"2026-11-23": "2026-11-23", "2026-13-01": "no"}}}), encoding="utf-8")
    book = DailyBook(st)
    assert book.line("suguru", DAY) == "x" and book.solved("suguru") == {date(2026, 11, 23): date(2026, 11, 23)}
    (tmp_path / "data" / "daily.json").write_text("{not json", encoding="utf-8")
    assert DailyBook(st).solved("suguru") == {} and st.take_messages()


# The day's puzzles as the first release made them.  A copy of the game in another version must
# make the same ones, so a change here (new bands, a generator whose draws moved) is a change every
# player sees: it needs a new seed scheme or a date from which it applies, not a new pin.
PINNED = {"suguru": "ecd1b73366ba659a", "ripple": "32c23347b0e32b89",
          "sudoku": "dc06ebfb7bba9cf2", "sujiko": "32eb44eb5461257e"}


@pytest.mark.parametrize("kind", sorted(PINNED))
def test_a_days_puzzle_stays_the_same_from_version_to_version(kind):
    import hashlib

    assert daily_band(kind) == backend(kind).daily.scores     # pinned, not read from the kind's bands
    line = make_daily(kind, DAY).line()
    assert hashlib.sha256(line.encode()).hexdigest()[:16] == PINNED[kind], line
