"""No module under ``game/`` grows past 450 lines: a module that big is doing two jobs."""

from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
LIMIT = 450


def test_every_module_stays_under_the_limit() -> None:
    sizes = {f.relative_to(GAME.parent).as_posix(): len(f.read_text(encoding="utf-8").splitlines())
             for f in GAME.rglob("*.py")}
    assert len(sizes) > 100 and max(sizes.values()) > 300  # the whole package was read
    over = {name: n for name, n in sizes.items() if n >= LIMIT}
    assert not over, f"modules of {LIMIT} lines or more (split them along a real seam): {over}"
