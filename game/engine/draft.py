"""A puzzle being made in the editor: a draft, the edits that change it, and their undo history.

A :class:`Draft` is a board that need not be a puzzle yet: its regions may be
too big, its givens may clash, its circle sums may be unset (0).  Every
change is a small edit string, like a play move, so the history is a list of
strings that saves as JSON and replays:

* ``give CELL DIGIT`` -- place a given (0 erases);
* ``sum INDEX VALUE`` -- a circle sum, from 0 in row-major order (0 clears);
* ``join A B`` -- cell B joins the region of its orthogonal neighbour A;
* ``split A B`` -- B leaves A's region for a region of its own;
* ``box WxH`` / ``box none`` -- the regions become boxes of that shape / the
  player draws them from here on (a jigsaw);
* ``draft LINE`` -- everything replaced by the puzzle line LINE.

Regions are drawn like walls: after an edit each region is one orthogonally
connected piece, so a split that cuts a region in two leaves two regions,
and labels are canonical (numbered in order of each region's first cell, as
a :class:`~game.engine.puzzle.Puzzle` numbers them).  Which kinds let the
player draw regions, and what a blank board looks like, the kind's backend
says (:attr:`~game.engine.backend.KindBackend.draws_regions`,
:meth:`~game.engine.backend.KindBackend.layout`); nothing here knows a kind
by name.  An edit that changes nothing is not a step of the history.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .backend import Box, Params, backend
from .difficulty import board_params
from .digits import DIGITS, digit_char
from .errors import BadCharacterError, PuzzleFormatError, RegionError, SizeError
from .formats import parse_line
from .lineformat import _LABEL_SET, _parse_clues, components, format_line, parse_size
from .puzzle import Puzzle, col_name, row_name
from .rules import rules_for

MAX_SUM = 999
"""The largest circle sum the line format writes."""
MAX_EDITS = 100_000
"""A saved history longer than this is corrupt (a person makes nowhere near so many edits)."""


def cell_name(cell: int, width: int) -> str:
    """``r3c5``, as the board's labels and the hints name a cell."""
    r, c = divmod(cell, width)
    return row_name(r) + col_name(c)


def canonical(labels: tuple[int, ...]) -> tuple[int, ...]:
    """Labels renumbered 0.. in order of first appearance (pieces are not split)."""
    seen: dict[int, int] = {}
    return tuple(seen.setdefault(x, len(seen)) for x in labels)


@dataclass(frozen=True)
class Draft:
    """A board in the editor; see the module's essay.  Built checked: a bad shape raises ValueError."""

    kind: str
    width: int
    height: int
    regions: tuple[int, ...]
    givens: tuple[int, ...]
    sums: tuple[int, ...] = ()
    box: Box | None = None

    def __post_init__(self) -> None:
        rules = rules_for(self.kind)  # UnknownKindError for a kind nobody registered
        parse_size(f"{self.width}x{self.height}")  # sides 1..MAX_SIDE, said the usual way
        n = self.width * self.height
        if len(self.regions) != n or len(self.givens) != n:
            raise SizeError(f"a {self.width}x{self.height} draft needs {n} regions and givens, "
                            f"not {len(self.regions)} and {len(self.givens)}")
        if any(not 0 <= g <= len(DIGITS) for g in self.givens):
            raise BadCharacterError(f"givens are 0 (empty) or 1..{len(DIGITS)}")
        want = rules.sum_count(self.width, self.height) if rules.fourth_field == "sums" else 0
        if len(self.sums) != want or any(not 0 <= s <= MAX_SUM for s in self.sums):
            raise SizeError(f"a {self.width}x{self.height} {self.kind} draft needs {want} sums of 0..{MAX_SUM}")
        object.__setattr__(self, "regions", canonical(tuple(self.regions)))

    # -- making one --------------------------------------------------------------------------------
    @classmethod
    def blank(cls, kind: str, params: Params) -> "Draft":
        """An empty board: the kind's blank layout (single cells, boxes, one whole grid), no givens, no sums."""
        regions, box = backend(kind).layout(params)
        rules = rules_for(kind)
        sums = (0,) * rules.sum_count(params.width, params.height) if rules.fourth_field == "sums" else ()
        return cls(kind, params.width, params.height, regions, (0,) * len(regions), sums, box)

    @classmethod
    def from_puzzle(cls, p: Puzzle) -> "Draft":
        box = backend(p.kind).box_shape(p.width, p.height, p.regions)
        return cls(p.kind, p.width, p.height, p.regions, p.givens, p.sums, box)

    @classmethod
    def as_shown(cls, p: Puzzle) -> "Draft":
        """The puzzle as its play view shows it: a one-cell region's 1, drawn there like a given, kept as one."""
        givens = tuple(g or (1 if m == 1 else 0) for g, m in zip(p.givens, p.max_digit))
        return replace(cls.from_puzzle(p), givens=givens)

    @classmethod
    def from_line(cls, line: str) -> "Draft":
        """Any puzzle line, even one that is no puzzle yet (regions too big, clues too large, sums of 0).

        A specific :class:`PuzzleFormatError` when the line cannot be read at all.
        """
        fields = line.split()
        if not fields:
            raise PuzzleFormatError("the line is empty")
        kind, rules = fields[0], rules_for(fields[0])
        sums_field = rules.fourth_field == "sums"
        if len(fields) != 4:
            raise PuzzleFormatError(f"a puzzle line has 4 fields (KIND WxH CLUES {'SUMS' if sums_field else 'REGIONS'});"
                                    f" this one has {len(fields)}")
        w, h = parse_size(fields[1])
        givens = _parse_clues(fields[2], w, h)
        if sums_field:
            regions, sums = (0,) * (w * h), _read_sums(fields[3], rules.sum_count(w, h), rules.sum_label)
        else:
            regions, sums = _read_regions(fields[3], w, h), ()
        return cls(kind, w, h, regions, givens, sums, backend(kind).box_shape(w, h, regions))

    # -- reading one -------------------------------------------------------------------------------
    @property
    def ncells(self) -> int:
        return self.width * self.height

    def cell_name(self, cell: int) -> str:
        return cell_name(cell, self.width)

    def params(self) -> Params:
        """The params whose score bands rate this board (:func:`~game.engine.difficulty.board_params`)."""
        return board_params(self.kind, self.width, self.height, self.box)

    def title(self) -> str:
        """What the board is called: its kind and size, with its boxes or its variant (``Sudoku 6x6 jigsaw``)."""
        return f"{backend(self.kind).title} {self.params().describe()}"

    def region_cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells of each region, ascending, by label."""
        out: list[list[int]] = [[] for _ in range(max(self.regions, default=-1) + 1)]
        for cell, r in enumerate(self.regions):
            out[r].append(cell)
        return tuple(tuple(cs) for cs in out)

    def broken_regions(self) -> tuple[tuple[int, ...], ...]:
        """The cells of each region that is not one orthogonally connected piece (edits never make one)."""
        pieces = components(self.regions, self.width, self.height)
        return tuple(cs for cs in self.region_cells() if len({pieces[c] for c in cs}) > 1)

    def line(self) -> str:
        """The puzzle line (unset sums written 0); :meth:`from_line` reads it back to an equal draft,
        except that regions in pieces read back as separate regions and a jigsaw whose pieces are
        exactly boxes reads back as boxes."""
        return format_line(self.board())

    def to_puzzle(self) -> Puzzle:
        """The puzzle this draft is; ValueError with a player-readable message if it is none yet."""
        broken = self.broken_regions()
        if broken:
            raise RegionError(f"the region at {self.cell_name(broken[0][0])} is in pieces")
        rules = rules_for(self.kind)
        for k, s in enumerate(self.sums):
            if not s:
                raise ValueError(f"{rules.sum_label} {k + 1} is not set yet")
        return parse_line(self.line())

    def draws_regions(self) -> bool:
        """Does the player draw this board's regions?  The kind says; a box shape fixes them."""
        return backend(self.kind).draws_regions and self.box is None

    def board(self) -> Puzzle:
        """The draft as a Puzzle value, unchecked (its regions may make no puzzle yet): to draw it, to write it."""
        return Puzzle(self.kind, self.width, self.height, self.givens, self.regions, self.sums)

    # -- changing one ------------------------------------------------------------------------------
    def apply(self, edit: str) -> "Draft":
        """The draft after ``edit``; ValueError with a clear message for a bad one (this draft unchanged)."""
        verb, _, rest = edit.strip().partition(" ")
        handler = _EDITS.get(verb)
        if handler is None:
            raise ValueError(f"unknown edit {verb[:20]!r}: expected one of {', '.join(_EDITS)}")
        return handler(self, rest.strip())

    def _give(self, rest: str) -> "Draft":
        cell, digit = self._ints(rest, "give CELL DIGIT")
        self._cell(cell)
        cap = rules_for(self.kind).digit_cap(self.width, self.height)
        if not 0 <= digit <= cap:
            raise ValueError(f"a given on this {self.width}x{self.height} board is 1 to {digit_char(cap)} "
                             f"(0 erases), not {digit}")
        givens = list(self.givens)
        givens[cell] = digit
        return replace(self, givens=tuple(givens))

    def _sum(self, rest: str) -> "Draft":
        index, value = self._ints(rest, "sum INDEX VALUE")
        rules = rules_for(self.kind)
        if rules.fourth_field != "sums":
            raise ValueError(f"{rules.display_name} has no {rules.sum_label}s")
        if not 0 <= index < len(self.sums):
            raise ValueError(f"{rules.sum_label} {index} is off the board: they are 0 to {len(self.sums) - 1}")
        if not 0 <= value <= MAX_SUM:
            raise ValueError(f"a {rules.sum_label} is 1 to {MAX_SUM} (0 clears it), not {value}")
        sums = list(self.sums)
        sums[index] = value
        return replace(self, sums=tuple(sums))

    def _join(self, rest: str) -> "Draft":
        a, b = self._pair(rest, "join A B")
        if self.regions[a] == self.regions[b]:
            return self
        labels = list(self.regions)
        labels[b] = labels[a]
        return self._relabel(labels)

    def _split(self, rest: str) -> "Draft":
        a, b = self._pair(rest, "split A B")
        if self.regions[a] != self.regions[b]:
            return self
        labels = list(self.regions)
        labels[b] = max(labels) + 1
        return self._relabel(labels)

    def _box(self, rest: str) -> "Draft":
        if rest == "none":
            return self if self.box is None or not backend(self.kind).draws_regions else replace(self, box=None)
        try:
            bw, bh = parse_size(rest)
        except SizeError:
            raise ValueError(f"box takes a shape such as 3x3, or none; not {rest[:20]!r}") from None
        regions, box = backend(self.kind).layout(Params(self.width, self.height, box=(bw, bh)))
        if box is None:
            raise ValueError(f"{rules_for(self.kind).display_name} has no boxes")
        return replace(self, regions=regions, box=box)

    def _draft(self, rest: str) -> "Draft":
        return Draft.from_line(rest)

    def _relabel(self, labels: list[int]) -> "Draft":
        """Regions from labels, each connected piece its own region (walls, not colours)."""
        return replace(self, regions=components(labels, self.width, self.height))

    def _pair(self, rest: str, form: str) -> tuple[int, int]:
        a, b = self._ints(rest, form)
        self._cell(a)
        self._cell(b)
        if not self.draws_regions():
            title = rules_for(self.kind).display_name
            raise ValueError(f"this {title}'s regions are its boxes (box none lets you draw them)"
                             if self.box else f"{title} has no regions to draw")
        (ra, ca), (rb, cb) = divmod(a, self.width), divmod(b, self.width)
        if abs(ra - rb) + abs(ca - cb) != 1:
            raise ValueError(f"{self.cell_name(a)} and {self.cell_name(b)} are not side by side")
        return a, b

    def _cell(self, cell: int) -> None:
        if not 0 <= cell < self.ncells:
            raise ValueError(f"cell {cell} is off the board: a {self.width}x{self.height} board has cells "
                             f"0 to {self.ncells - 1}")

    @staticmethod
    def _ints(rest: str, form: str) -> tuple[int, int]:
        parts = rest.split()
        if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
            raise ValueError(f"expected '{form}' with two whole numbers, got {rest[:30]!r}")
        return int(parts[0]), int(parts[1])


_EDITS: dict[str, Callable[[Draft, str], Draft]] = {
    "give": Draft._give, "sum": Draft._sum, "join": Draft._join, "split": Draft._split,
    "box": Draft._box, "draft": Draft._draft,
}


def _read_regions(text: str, w: int, h: int) -> tuple[int, ...]:
    if len(text) != w * h:
        raise SizeError(f"the regions have {len(text)} characters; a {w}x{h} grid needs {w * h}")
    bad = next((i for i, ch in enumerate(text) if ch not in _LABEL_SET), None)
    if bad is not None:
        raise BadCharacterError(f"bad character {text[bad]!r} in the regions at {cell_name(bad, w)}: "
                                "use 0-9, a-z or A-Z")
    return components(text, w, h)


def _read_sums(text: str, want: int, label: str) -> tuple[int, ...]:
    """Sums as a draft holds them: 0 is one not set yet."""
    parts = text.split(",")
    if len(parts) != want:
        raise SizeError(f"this board needs {want} {label}s, separated by commas; got {len(parts)}")
    for k, part in enumerate(parts):
        if not (part.isascii() and part.isdigit() and len(part) <= 3):
            raise BadCharacterError(f"{label} {k + 1} is {part[:20]!r}: it must be a whole number 0..{MAX_SUM}")
    return tuple(int(p) for p in parts)


class EditHistory:
    """Undo and redo over drafts, saved as the start's line and the edit strings."""

    def __init__(self, start: Draft) -> None:
        self._drafts: list[Draft] = [start]
        self._edits: list[str] = []
        self._at = 0

    @property
    def draft(self) -> Draft:
        return self._drafts[self._at]

    @property
    def start(self) -> Draft:
        return self._drafts[0]

    @property
    def edits(self) -> tuple[str, ...]:
        """Every edit, the undone ones (still redoable) included."""
        return tuple(self._edits)

    @property
    def at(self) -> int:
        """How many edits are in force."""
        return self._at

    @property
    def can_undo(self) -> bool:
        return self._at > 0

    @property
    def can_redo(self) -> bool:
        return self._at < len(self._edits)

    def do(self, edit: str) -> Draft:
        """Apply ``edit`` and make it the last step (the redo steps go); ValueError leaves all as it was.

        An edit that changes nothing (joining two cells already together) is no step.
        """
        new = self.draft.apply(edit)
        if new != self.draft:
            del self._edits[self._at:], self._drafts[self._at + 1:]
            self._edits.append(edit.strip())
            self._drafts.append(new)
            self._at += 1
        return new

    def undo(self) -> Draft | None:
        if not self.can_undo:
            return None
        self._at -= 1
        return self.draft

    def redo(self) -> Draft | None:
        if not self.can_redo:
            return None
        self._at += 1
        return self.draft

    def to_json(self) -> dict[str, object]:
        """``{"start": line, "box": [w, h] or null, "edits": [...], "at": n}``."""
        box = self.start.box
        return {"start": self.start.line(), "box": list(box) if box else None, "edits": list(self._edits),
                "at": self._at}

    @classmethod
    def from_json(cls, data: object) -> "EditHistory":
        """A saved history, replayed; ValueError saying what is wrong with a corrupt one."""
        if not isinstance(data, dict):
            raise ValueError("an edit history is a JSON object")
        start, edits, at = data.get("start"), data.get("edits"), data.get("at")
        if not isinstance(start, str) or not isinstance(edits, list) or type(at) is not int:
            raise ValueError("an edit history needs 'start' (a puzzle line), 'edits' (a list) and 'at' (a number)")
        if len(edits) > MAX_EDITS or not all(isinstance(e, str) for e in edits) or not 0 <= at <= len(edits):
            raise ValueError(f"the edit history's edits are not a list of at most {MAX_EDITS} strings "
                             "with 'at' among them")
        draft = Draft.from_line(start)
        box = data.get("box", draft.box)  # a history saved before boxes were recorded infers them
        if box is None:
            draft = replace(draft, box=None) if backend(draft.kind).draws_regions else draft
        elif not (isinstance(box, list) and tuple(box) == draft.box):
            raise ValueError(f"the edit history's box {str(box)[:20]} does not match its start's regions")
        out = cls(draft)
        for k, edit in enumerate(edits):
            try:
                out.do(edit)
            except ValueError as e:
                raise ValueError(f"edit {k + 1} of the history ({edit[:40]!r}) cannot be made: {e}") from None
        out._at = min(at, len(out._edits))  # an edit that changed nothing was not kept
        return out
