"""Kill during save: a child process saves a game slot, the settings and the records in a loop, each
write a new version; it is SIGKILLed at random moments, 50 times.  After every kill each file on disk
parses and is one complete version, never older than one read before (old or new, never torn or
lost), and the game loads all three without a complaint.  The temporary files the kills leave
are cleared once the game opens its files again.  ``bench/stress.py`` kills 1,000 times."""

from __future__ import annotations

import signal

import pytest

import harness
from harness import Figures

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def test_files_are_old_or_new_after_50_kills(tmp_path):
    fig = Figures("kill during save")
    harness.kill_rounds(fig, tmp_path / "home", rounds=50, seed=1)
    fig.done()
    print("\n" + fig.report())
    assert fig.tried == 50
    assert fig.notes.get("versions written", 0) > 10      # the child did save between the kills
    assert not fig.failures, fig.report(limit=20)
    assert fig.notes["temp files left after the game opened its files"] == 0
