"""Nanba's engine: pure Python, no pygame.

Each puzzle kind is one backend (:mod:`.backend`), a package under
:mod:`.kinds`.  Grid and rules (:mod:`.puzzle`, :mod:`.rules`), formats (:mod:`.formats`),
moves and play state (:mod:`.moves`, :mod:`.state`), deductions
(:mod:`.deduction`), techniques and the logical solver, the exact solver and
the generator.  Nothing here may import pygame; ``tests/engine`` enforces it.
"""

from . import kinds  # registers the built-in kinds before anything can ask for one
from .backend import Kind, KindBackend, LevelSet, Params, backend, backends, level_set, level_sets
from .deduction import Deduction, Technique
from .errors import (BadCharacterError, ClueError, MoveFormatError, PuzzleFormatError, RegionError,
                     SizeError, UnknownKindError, URLError)
from .formats import format_line, format_solution, format_url, parse_any, parse_line, parse_solution, parse_url
from .moves import (ApplyDeduction, ApplySolution, ClearAnswer, DeleteCandidate, Move, RestoreCandidate,
                    Restart, SetAnswer)
from .puzzle import DIGITS, Puzzle, bit, digit_char, full_mask, mask_digits, single_digit
from .rules import Rules, kind_names, rules_for
from .state import PlayState, Position, Validation, validate

__all__ = [
    "Kind", "KindBackend", "LevelSet", "Params", "backend", "backends", "kind_names", "kinds", "level_set", "level_sets",
    "ApplyDeduction", "ApplySolution", "BadCharacterError", "ClearAnswer", "ClueError", "DIGITS",
    "Deduction", "DeleteCandidate", "Move", "MoveFormatError", "PlayState", "Position", "Puzzle",
    "PuzzleFormatError", "RegionError", "Restart", "RestoreCandidate", "Rules", "SetAnswer",
    "SizeError", "Technique", "URLError", "UnknownKindError", "Validation", "bit", "digit_char",
    "format_line", "format_solution", "format_url", "full_mask", "mask_digits",
    "parse_any", "parse_line", "parse_solution", "parse_url", "rules_for", "single_digit",
    "validate",
]
