"""Scenes: the puzzle, its overlays and dialogs, on one stack (see base.py)."""
