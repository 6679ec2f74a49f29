"""Nanba's engine: pure Python, no pygame.

Grid and rules (:mod:`.puzzle`, :mod:`.rules`), formats (:mod:`.formats`),
moves and play state (:mod:`.moves`, :mod:`.state`), deductions
(:mod:`.deduction`), techniques and the logical solver, the exact solver and
the generator.  Nothing here may import pygame; ``tests/engine`` enforces it.
"""

from .deduction import Deduction, Technique
from .errors import (BadCharacterError, ClueError, MoveFormatError, PuzzleFormatError, RegionError,
                     SizeError, UnknownKindError, URLError)
from .formats import format_line, format_solution, format_url, parse_any, parse_line, parse_solution, parse_url
from .moves import (ApplyDeduction, ApplySolution, ClearAnswer, DeleteCandidate, Move, RestoreCandidate,
                    Restart, SetAnswer)
from .puzzle import DIGITS, Puzzle, bit, digit_char, full_mask, mask_digits, single_digit
from .rules import Rules, kinds, rules_for
from .state import PlayState, Position, Validation, validate

__all__ = [
    "ApplyDeduction", "ApplySolution", "BadCharacterError", "ClearAnswer", "ClueError", "DIGITS",
    "Deduction", "DeleteCandidate", "Move", "MoveFormatError", "PlayState", "Position", "Puzzle",
    "PuzzleFormatError", "RegionError", "Restart", "RestoreCandidate", "Rules", "SetAnswer",
    "SizeError", "Technique", "URLError", "UnknownKindError", "Validation", "bit", "digit_char",
    "format_line", "format_solution", "format_url", "full_mask", "kinds", "mask_digits",
    "parse_any", "parse_line", "parse_solution", "parse_url", "rules_for", "single_digit",
    "validate",
]
