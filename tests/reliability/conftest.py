"""The reliability suites print their figures (inputs tried, crashes, hangs, data lost) at the end of the
run, and with ``-s`` as each suite finishes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from harness import FIGURES

    if FIGURES:
        terminalreporter.section("reliability figures")
        for fig in FIGURES:
            terminalreporter.write_line(fig.report(limit=3))
