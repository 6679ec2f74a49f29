"""The daily puzzle: one per kind per calendar day, the same in every copy of the game.

**The same puzzle everywhere, without a network.**  A day's puzzle is made
by the kind's own generator (the registry's :class:`~game.engine.backend.Generator`)
at the kind's daily board and difficulty (:attr:`~game.engine.backend.KindBackend.daily`),
in the kind's score band for them (:meth:`~game.engine.backend.KindBackend.band`),
seeded by the text ``nanba-daily:KIND:YYYY-MM-DD`` -- never by Python's ``hash()``,
which is salted per process.  The generators hash that text with
SHA-256 and stop after a count of attempts, never after a time, so the puzzle
depends on the date alone, not on the machine's speed.  The date is the
player's local calendar day.

**Kept, not remade.**  A day's line, once made, is cached in the player's
``daily.json`` (written atomically through :class:`~game.storage.Storage`, whose
file layer a kiosk keeps in memory: a kiosk writes nothing), so opening it
again is instant.  The same file keeps the days solved: for each kind and
day, the date it was solved on.

**The streak** counts, per kind, the consecutive days whose puzzle was solved
on its own day, ending today -- or yesterday, while today's is still open, so
a streak is not lost before the day is over.  A past day may be played at any
time: it then counts as solved (the calendar ticks it) but not for the streak.
A solve counts unless the solution was seen, like a best time.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Iterable

from .engine.backend import Daily, Generated, ProgressFn, backend, backends
from .fileio import Unusable
from .storage import Storage

DAILY_FORMAT = "nanba-daily/1"
KEEP_LINES = 120
"""Cached lines kept (the newest days): an older day is simply made again if played."""


def today() -> date:
    """The player's calendar day (local time): the day whose puzzle is today's."""
    return date.today()


def daily_seed(kind: str, day: date) -> str:
    """The text a day's puzzle is generated from: the kind and the ISO date, nothing else."""
    return f"nanba-daily:{kind}:{day.isoformat()}"


def daily_kinds() -> tuple[str, ...]:
    """The kinds with a daily puzzle, in registry order."""
    return tuple(k.name for k in backends() if k.daily is not None and k.generator is not None)


def plan(kind: str) -> Daily:
    d = backend(kind).daily
    if d is None:
        raise ValueError(f"{kind} has no daily puzzle")
    return d


def daily_band(kind: str) -> tuple[int | None, int | None]:
    """The score band of ``kind``'s daily puzzle: pinned on its plan, else the kind's band for its board."""
    p = plan(kind)
    return p.scores if p.scores is not None else backend(kind).band(p.params, p.difficulty)


def make_daily(kind: str, day: date, progress: ProgressFn | None = None) -> Generated:
    """The day's puzzle of ``kind``, made afresh (seconds at most; see the module's essay).

    Should a day's seed find nothing in the generator's attempts, the next rounds are seeded
    ``SEED:2`` and ``SEED:3``, and the last gives up the band's floor: every copy still takes
    the same path, so a day always has its one puzzle.
    """
    # Loaded here, not with the module: the solved screen reads the book on the first frame's path,
    # and the generators stay out of the game's start-up.
    from .engine.generator import GenerationError, generator_of

    lo, hi = daily_band(kind)
    gen, params, seed = generator_of(kind), plan(kind).params, daily_seed(kind, day)
    for n in (1, 2):
        try:
            return gen.generate(params, seed=seed if n == 1 else f"{seed}:{n}", min_score=lo, max_score=hi,
                                progress=progress)
        except GenerationError:
            pass
    return gen.generate(params, seed=f"{seed}:3", max_score=hi, progress=progress)


def streak(days: Iterable[date], now: date) -> int:
    """Consecutive days in ``days`` ending ``now``, or ending the day before when ``now`` is not in it.

    >>> d = date(2026, 3, 1)
    >>> streak([date(2026, 2, 27), date(2026, 2, 28)], d), streak([d, date(2026, 2, 28)], d)
    (2, 2)
    """
    have = set(days)
    d = now if now in have else now - timedelta(days=1)
    n = 0
    while d in have:
        n += 1
        d -= timedelta(days=1)
    return n


def best_streak(days: Iterable[date]) -> int:
    """The longest run of consecutive days in ``days``."""
    have = set(days)
    best = 0
    for d in have:
        if d - timedelta(days=1) not in have:      # a run starts here
            n = 1
            while d + timedelta(days=n) in have:
                n += 1
            best = max(best, n)
    return best


def _iso(text: object) -> date | None:
    try:
        return date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def _from_data(data: dict[str, Any]) -> dict[str, Any]:
    lines, solved = data.get("lines", {}), data.get("solved", {})
    if not isinstance(lines, dict) or not isinstance(solved, dict):
        raise Unusable("it has no table of lines and days solved")
    # Entries that do not parse are dropped one by one: each is only a cache or one tick.
    out_lines = {k: v for k, v in lines.items() if isinstance(v, str) and isinstance(k, str) and " " in k
                 and _iso(k.split(" ", 1)[1]) is not None}
    out_solved = {kind: {d: on for d, on in days.items() if _iso(d) is not None and _iso(on) is not None}
                  for kind, days in solved.items() if isinstance(days, dict)}
    return {"lines": out_lines, "solved": out_solved}


class DailyBook:
    """The cached daily lines and the days solved, in ``daily.json`` beside the records.

    Reads and writes go through a :class:`Storage` (None: saving is unavailable,
    and the book lives in memory only), so a file that cannot be read is moved
    aside with a message like any other, and a kiosk's visit writes nothing.
    """

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        data = None
        if storage is not None:
            data = storage._load(self.path, "daily puzzles", DAILY_FORMAT, "the days solved start afresh",
                                 _from_data)
        self.data: dict[str, Any] = data or {"lines": {}, "solved": {}}

    @property
    def path(self) -> Any:
        return self.storage.data_dir / "daily.json" if self.storage is not None else None

    def _save(self) -> bool:
        if self.storage is None:
            return False
        return self.storage._write(self.path, {"format": DAILY_FORMAT, **self.data}, "daily puzzles")

    # -- the lines ---------------------------------------------------------------------------
    def line(self, kind: str, day: date) -> str | None:
        got = self.data["lines"].get(f"{kind} {day.isoformat()}")
        return got if isinstance(got, str) else None

    def remember(self, kind: str, day: date, line: str) -> bool:
        lines = self.data["lines"]
        lines[f"{kind} {day.isoformat()}"] = line
        if len(lines) > KEEP_LINES:           # the oldest days go first
            for k in sorted(lines, key=lambda k: k.split(" ", 1)[1])[: len(lines) - KEEP_LINES]:
                del lines[k]
        return self._save()

    def find(self, line: str) -> tuple[str, date] | None:
        """The (kind, day) whose daily puzzle ``line`` is, if it is one this book made."""
        for key, got in self.data["lines"].items():
            if got == line:
                kind, iso = key.split(" ", 1)
                day = _iso(iso)
                if day is not None:
                    return kind, day
        return None

    # -- the days solved ----------------------------------------------------------------------
    def solved(self, kind: str) -> dict[date, date]:
        """Day -> the date its puzzle was solved on."""
        out = {}
        for d, on in self.data["solved"].get(kind, {}).items():
            day, when = _iso(d), _iso(on)
            if day is not None and when is not None:
                out[day] = when
        return out

    def on_time(self, kind: str) -> set[date]:
        return {d for d, on in self.solved(kind).items() if on <= d}

    def mark_solved(self, kind: str, day: date, on: date) -> bool:
        """Note ``day``'s puzzle solved on ``on``; an earlier solve of the same day is kept."""
        days = self.data["solved"].setdefault(kind, {})
        old = _iso(days.get(day.isoformat()))
        if old is not None and old <= on:
            return False
        days[day.isoformat()] = on.isoformat()
        return self._save()

    def streak(self, kind: str, now: date) -> int:
        return streak(self.on_time(kind), now)

    def best_streak(self, kind: str) -> int:
        return best_streak(self.on_time(kind))


def note_solved(storage: Storage | None, line: str, now: date) -> str | None:
    """If ``line`` is a daily puzzle, record it solved on ``now`` and say so (the streak); else None."""
    book = DailyBook(storage)
    found = book.find(line)
    if found is None:
        return None
    kind, day = found
    book.mark_solved(kind, day, now)
    title = backend(kind).title
    if day != now:
        return f"The daily {title} of {day_label(day)} is solved (played late: the streak is unchanged)."
    n = book.streak(kind, now)
    return f"Today's daily {title} is solved: a streak of {n} day{'s' if n != 1 else ''}."


def day_label(day: date) -> str:
    """``Tuesday 24 November 2026``: the date as the calendar names it (no locale: the same everywhere)."""
    return f"{WEEKDAYS[day.weekday()]} {day.day} {MONTHS[day.month - 1]} {day.year}"


WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
