"""The editor's drafts: saved by the player, and the one autosaved after each edit (no pygame here).

A draft is the editor's whole undo history (:class:`game.engine.draft.EditHistory`
as JSON: the starting line, the edits, where undo stands), so a reloaded draft
undoes as far back as the one saved.  Each lives in a file of its own under
``drafts/`` in the player's data folder, named by the time it was saved (a
second draft saved the same second gets ``-2``), and the one the editor keeps
while it is open is ``draft-autosave.json`` beside it.

Files are read and written through the storage's file layer
(:class:`game.storage.Storage`): writes are atomic, and a file that cannot be
used is moved aside with a sentence saying why (queued in the storage's
messages), never read half.  A kiosk's storage keeps writes in memory for
the visit, so its autosave lasts the visit only.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.draft import EditHistory
from .fileio import Unusable
from .saves import now_iso

if TYPE_CHECKING:  # pragma: no cover
    from .storage import Storage

DRAFT_FORMAT = "nanba-draft/1"
AUTOSAVE = "draft-autosave.json"
_NAME = re.compile(r"^[0-9]{8}-[0-9]{6}(-[0-9]{1,3})?$")
"""A draft's file stem: when it was saved (UTC), and a count for a second one in the same second."""
MAX_LISTED = 200
"""Drafts the Load list reads at most (newest first): each is a small file, but a folder may grow."""


@dataclass(frozen=True)
class DraftInfo:
    """A saved draft as the Load list shows it."""

    name: str
    label: str
    saved: str


def _history(data: dict[str, Any]) -> EditHistory:
    return EditHistory.from_json(data.get("history"))


def draft_label(history: EditHistory) -> str:
    """What a draft is called in lists: its kind and size."""
    d = history.draft
    try:
        return d.title()
    except Exception:
        return f"{d.kind} {d.width}x{d.height}"


class Drafts:
    """The drafts over a storage (None: nothing is kept, as when the player's folder cannot be opened)."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage

    @property
    def folder(self) -> Path | None:
        return self.storage.data_dir / "drafts" if self.storage is not None else None

    @property
    def autosave_path(self) -> Path | None:
        return self.storage.data_dir / AUTOSAVE if self.storage is not None else None

    def _data(self, history: EditHistory) -> dict[str, Any]:
        return {"format": DRAFT_FORMAT, "saved": now_iso(), "label": draft_label(history),
                "history": history.to_json()}

    # -- the player's drafts ----------------------------------------------------------------
    def save(self, history: EditHistory) -> str | None:
        """Save ``history`` as a new draft: its name, or None (the storage's messages say why)."""
        folder = self.folder
        if folder is None or self.storage is None:
            return None
        stem = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        name, n = stem, 1
        while (folder / f"{name}.json").exists() and n < 999:
            n += 1
            name = f"{stem}-{n}"
        return name if self.storage._write(folder / f"{name}.json", self._data(history), "draft") else None

    def load(self, name: str) -> EditHistory | None:
        """Draft ``name``, or None: missing, or unusable (then moved aside, and the storage says why)."""
        if self.storage is None or self.folder is None or not _NAME.match(name):
            return None
        return self.storage._load(self.folder / f"{name}.json", "draft", DRAFT_FORMAT,
                                  "nothing was loaded", _history)

    def listed(self) -> list[DraftInfo]:
        """The saved drafts, newest first, as their headers say (a file that cannot be read shows as such)."""
        folder = self.folder
        if folder is None or self.storage is None:
            return []
        try:
            names = sorted((p.stem for p in folder.glob("*.json") if _NAME.match(p.stem)), reverse=True)
        except OSError:
            return []
        out = []
        for name in names[:MAX_LISTED]:
            info, _why = self.storage._read(folder / f"{name}.json", DRAFT_FORMAT, partial(_info, name))
            out.append(info or DraftInfo(name, "a draft that cannot be read", name))
        return out

    # -- the autosave ---------------------------------------------------------------------------
    def autosave(self, history: EditHistory) -> bool:
        path = self.autosave_path
        if path is None or self.storage is None:
            return False
        return self.storage._write(path, self._data(history), "draft in progress")

    def load_autosave(self) -> EditHistory | None:
        path = self.autosave_path
        if path is None or self.storage is None:
            return None
        return self.storage._load(path, "draft in progress", DRAFT_FORMAT, "the editor starts afresh", _history)

    def autosave_label(self) -> str | None:
        """What the last draft is called, if there is one to offer (read without replaying it)."""
        path = self.autosave_path
        if path is None or self.storage is None:
            return None
        info, _why = self.storage._read(path, DRAFT_FORMAT, partial(_info, ""))
        return info.label if info is not None else None


def _info(name: str, data: dict[str, Any]) -> DraftInfo:
    label, saved = data.get("label"), data.get("saved")
    if not isinstance(label, str) or not isinstance(saved, str):
        raise Unusable("it has no label and time")
    return DraftInfo(name, label[:60], saved[:20])
