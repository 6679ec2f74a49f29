"""The library's named saved games: save, load, rename and delete, as the Save and Load dialogs ask.

:class:`SaveSlots` is the part of :class:`~game.library.Library` behind those
dialogs.  Each method says what happened on the message strip (saved, loaded,
no such game, the storage's own notice when a file could not be used) and
returns whether it worked; none raises, and with no storage each says saving
is unavailable.
"""

from __future__ import annotations

from typing import Any, Callable

from .options import quote


class SaveSlots:
    """Games saved under names the player types (see the module); :class:`~game.library.Library` provides
    the storage, the strip and the game to save or restore."""

    storage: Any
    toast: Callable[..., None]
    saved_game: Callable[[], Any]
    restore_game: Callable[[Any], bool]
    flush_storage_messages: Callable[[], None]

    def _refused(self, name: str, unnamed: str | None = None) -> bool:
        """Say why nothing can be done (no storage; or, given ``unnamed``, ``name`` empty); True if so."""
        if self.storage is None:
            self.toast("Saving is unavailable.")
        elif unnamed is not None and not name:
            self.toast(unnamed)
        else:
            return False
        return True

    def save_game(self, slot: str) -> bool:
        if self._refused(slot, "Type a name for the saved game."):
            return False
        try:
            ok = self.storage.save_game(slot, self.saved_game())
        except Exception as e:
            self.toast(f"The game could not be saved: {e}")
            return False
        self.flush_storage_messages()
        if ok:
            self.toast(f"Saved as {quote(slot)}.")
        return bool(ok)

    def load_game(self, slot: str) -> bool:
        if self._refused(slot, "Choose a saved game to load."):
            return False
        try:
            saved = self.storage.load_game(slot)
        except Exception as e:
            self.toast(f"{quote(slot)} could not be loaded: {e}")
            return False
        said = bool(self.storage.messages)  # a save storage could not use has been explained already
        self.flush_storage_messages()
        if saved is None:
            if not said:
                self.toast(f"There is no saved game called {quote(slot)}.")
            return False
        if self.restore_game(saved):
            self.toast(f"Loaded {quote(slot)}.")
            return True
        return False

    def has_game(self, slot: str) -> bool:
        """Whether a save called ``slot`` exists (saving or renaming onto it asks first)."""
        try:
            return self.storage is not None and self.storage.has_save(slot)
        except Exception:
            return False

    def delete_game(self, slot: str) -> bool:
        return self._manage(slot, lambda st: st.delete_save(slot), f"Deleted {quote(slot)}.")

    def rename_game(self, slot: str, new: str) -> bool:
        if not new.strip():
            self.toast("Type a name for the saved game.")
            return False
        return self._manage(slot, lambda st: st.rename_save(slot, new.strip()), f"Renamed to {quote(new.strip())}.")

    def _manage(self, slot: str, act: Callable[[Any], bool], done: str) -> bool:
        if self._refused(slot):
            return False
        try:
            ok = act(self.storage)
        except Exception as e:
            self.toast(f"{quote(slot)} could not be changed: {e}")
            return False
        said = bool(self.storage.messages)
        self.flush_storage_messages()
        if ok:
            self.toast(done)
        elif not said:
            self.toast(f"There is no saved game called {quote(slot)}.")
        return bool(ok)
