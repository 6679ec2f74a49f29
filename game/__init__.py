"""Nanba: polyomino number puzzles (Suguru, Ripple Effect, Sudoku, Sujiko)."""

__version__ = "0.1.0"
