"""The school's progress: which lessons the player has finished, kept in ``school.json``.

Written through the storage's own file layer the moment it changes, so it is
atomic; a kiosk's :class:`~game.kiosk_visit.VisitStorage` keeps it in memory
for the visit only.  A damaged file is set aside by the storage and the
school starts afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .storage import Storage

SCHOOL_FORMAT = "nanba-school-1"


def _from_data(data: dict[str, Any]) -> dict[str, int]:
    done = data.get("right", {})
    if not isinstance(done, dict):
        raise ValueError("'right' is not a table")
    return {k: v for k, v in done.items() if isinstance(k, str) and type(v) is int and 0 <= v <= 1000}


class Progress:
    """Right answers per lesson (``KIND:ABBR``), over a storage (None: kept for this run only)."""

    DONE = 3
    """Right answers that finish a lesson (its practice positions)."""

    def __init__(self, storage: "Storage | None") -> None:
        self.storage = storage
        self.right: dict[str, int] = {}
        if storage is not None:
            loaded = storage._load(self.path, "school progress", SCHOOL_FORMAT, "the school starts afresh", _from_data)
            if loaded is not None:
                self.right = loaded

    @property
    def path(self) -> Any:
        return self.storage.data_dir / "school.json" if self.storage is not None else None

    @staticmethod
    def key(kind: str, abbr: str) -> str:
        return f"{kind}:{abbr}"

    def count(self, kind: str, abbr: str) -> int:
        return self.right.get(self.key(kind, abbr), 0)

    def done(self, kind: str, abbr: str, need: int = DONE) -> bool:
        return self.count(kind, abbr) >= need

    def answered(self, kind: str, abbr: str, index: int) -> bool:
        """Note a right answer on practice position ``index``; saved at once.  True if it was saved."""
        k = self.key(kind, abbr)
        self.right[k] = max(self.right.get(k, 0), index + 1)
        if self.storage is None:
            return False
        return self.storage._write(self.path, {"format": SCHOOL_FORMAT, "right": self.right}, "school progress")
