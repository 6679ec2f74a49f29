"""The school's progress: which practice positions of each lesson the player answered right, in ``school.json``.

Written through the storage's own file layer the moment it changes, so it is
atomic; a kiosk's :class:`~game.kiosk_visit.VisitStorage` keeps it in memory
for the visit only.  A damaged file is set aside by the storage and the
school starts afresh.

The file keeps, per lesson (``KIND:ABBR``), the positions answered right
(``positions``: their indexes) -- the count the lesson list shows ("2 of 3
right") is how many there are, so a position skipped after Show me is not
counted.  ``right`` (the furthest position answered, plus one) is kept too:
a file written before the positions were listed has only that, and it is the
count then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .storage import Storage

SCHOOL_FORMAT = "nanba-school-1"
MOST = 1000
"""No lesson has more practice positions than this: a larger figure in the file is not believed."""

Answers = tuple[dict[str, int], dict[str, set[int]]]


def _table(data: dict[str, Any], name: str) -> dict[str, Any]:
    got = data.get(name, {})
    if not isinstance(got, dict):
        raise ValueError(f"'{name}' is not a table")
    return {k: v for k, v in got.items() if isinstance(k, str)}


def _from_data(data: dict[str, Any]) -> Answers:
    right = {k: v for k, v in _table(data, "right").items() if type(v) is int and 0 <= v <= MOST}
    positions = {k: {i for i in v if type(i) is int and 0 <= i < MOST}
                 for k, v in _table(data, "positions").items() if isinstance(v, list)}
    return right, positions


class Progress:
    """Right answers per lesson (``KIND:ABBR``), over a storage (None: kept for this run only)."""

    DONE = 3
    """Right answers that finish a lesson (its practice positions)."""

    def __init__(self, storage: "Storage | None") -> None:
        self.storage = storage
        self.right: dict[str, int] = {}
        self.positions: dict[str, set[int]] = {}
        if storage is not None:
            loaded = storage._load(self.path, "school progress", SCHOOL_FORMAT, "the school starts afresh", _from_data)
            if loaded is not None:
                self.right, self.positions = loaded

    @property
    def path(self) -> Any:
        return self.storage.data_dir / "school.json" if self.storage is not None else None

    @staticmethod
    def key(kind: str, abbr: str) -> str:
        return f"{kind}:{abbr}"

    def count(self, kind: str, abbr: str) -> int:
        """How many practice positions of the lesson were answered right (see the module's essay)."""
        k = self.key(kind, abbr)
        return len(self.positions[k]) if k in self.positions else self.right.get(k, 0)

    def done(self, kind: str, abbr: str, need: int = DONE) -> bool:
        return self.count(kind, abbr) >= need

    def answered(self, kind: str, abbr: str, index: int) -> bool:
        """Note a right answer on practice position ``index``; saved at once.  True if it was saved."""
        k = self.key(kind, abbr)
        self.right[k] = max(self.right.get(k, 0), index + 1)
        self.positions.setdefault(k, set()).add(index)
        if self.storage is None:
            return False
        data = {"format": SCHOOL_FORMAT, "right": self.right,
                "positions": {k: sorted(v) for k, v in self.positions.items()}}
        return self.storage._write(self.path, data, "school progress")
