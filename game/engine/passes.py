"""The end of a propagation pass, from scratch or, trial after trial, from two running ends.

A *pass* runs propagators ("an answered cell strikes its digit from its targets") until none
strikes anything.  A strike justified on some candidates is justified on any fewer, so the pass
ends on the *largest* position below its start that no propagator changes: the same whatever
order the strikes are made in (:mod:`game.engine.trials` leans on this throughout).

**Two running ends** (:class:`Sweep`).  The generator's removal tries the clues once each in a
fixed order, so when clue j is tried the givens are the clues kept among 0..j-1 and *every*
clue after j (none of those has been tried yet).  The end of the pass from two clue sets
together is the end of the pass from the cell-by-cell meet of their two ends: the meet lies
below both starts, and the end from both lies below both ends.  A cell answered in either end
has struck its targets there, so from the meet only the cells the meet alone answers are left
to propagate -- a handful, instead of every clue of the grid.  The ends of the clues after j,
for every j, are made once, backwards, a clue at a time; the end of the kept clues grows as
clues are kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .deduction import Technique
from .puzzle import Puzzle
from .techniques import PROPAGATORS, Tables, Targets, tables

Merged = tuple[tuple[tuple[int, ...], ...], ...]
Parts = tuple[Merged, ...]
"""Target tables whose union a pass propagates: ``part[cell][digit]`` per table."""

_merged_cache: dict[tuple[int, tuple[str, ...]], tuple[Tables, Parts | None]] = {}


def zero_targets(puzzle: Puzzle, techs: tuple[Technique, ...]) -> Parts | None:
    """The tables of every cell an answered digit strikes in the zero-score pass of ``techs``.

    None when some zero-score technique is not a propagator (its pass is then left to the solver).
    """
    return pass_targets(puzzle, tuple(t for t in techs if t.score == 0))


def pass_targets(puzzle: Puzzle, props: tuple[Technique, ...]) -> Parts | None:
    """The tables of every cell an answered digit strikes when the propagators ``props`` run to
    their end; None when one of them is not a propagator (or there are none).

    Tables that do not depend on the digit (a region's cells, Suguru's neighbours) are merged into
    one, a cell at a time; tables that do (Ripple's reach) are kept apart, since merging them
    digit by digit, on every grid the generator grows, costs more than the pass saves."""
    T = tables(puzzle)
    key = (id(T), tuple(t.abbr for t in props))
    got = _merged_cache.get(key)
    if got is not None and got[0] is T:
        return got[1]
    parts: list[Targets] = []
    n = T.ncells
    for t in props:
        prop = PROPAGATORS.get(t.func)
        own: Callable[[Tables], Targets] | None = getattr(t.func, "targets", None)
        if prop is not None:  # the layout's own tables, which never list a cell as its own target
            parts.append(getattr(T, prop[1]))
        elif own is not None:
            part = own(T)
            if not all(c not in cells for c in range(n) for cells in part[c]):
                part = tuple(tuple(tuple(x for x in cells if x != c) for cells in part[c]) for c in range(n))
            parts.append(part)
        else:
            parts = []
            break
    out: Parts | None = None
    if len(parts) > 1 and all(_digit_free(p[c]) for p in parts for c in range(n)):
        out = (tuple(_merged_cell(c, [p[c] for p in parts]) for c in range(n)),)
    elif parts:
        out = tuple(parts)
    if len(_merged_cache) > 256:
        _merged_cache.clear()
    _merged_cache[key] = (T, out)
    return out


def _digit_free(row: tuple[tuple[int, ...], ...]) -> bool:
    """Whether a cell's target lists are one list for every digit from 1 up."""
    return row.count(row[1]) == len(row) - 1 if len(row) > 1 else True


def _merged_cell(c: int, rows: list[tuple[tuple[int, ...], ...]]) -> tuple[tuple[int, ...], ...]:
    """Per digit, the merge of the parts' target lists of cell ``c`` (``rows``: each part's, per
    digit), where each part has one list for the digits 1 up: digit 1's merge serves them all."""
    if len(rows[0]) == 1:
        return (_merge(c, [row[0] for row in rows]),)
    one = _merge(c, [row[1] for row in rows])
    return (_merge(c, [row[0] for row in rows]),) + (one,) * (len(rows[0]) - 1)


def _merge(c: int, lists: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """The cells of ``lists`` in order of first appearance, less ``c``."""
    joined = lists[0]
    for more in lists[1:]:
        joined += more
    out = tuple(dict.fromkeys(joined))
    return tuple(x for x in out if x != c) if c in out else out


def closure(targets: Parts, cands: Sequence[int]) -> list[int] | None:
    """The end of the pass from ``cands``; None if it would empty a cell (no solution).

    The end does not depend on the order the strikes are made in (see 1. above), nor on the
    order of the cells in a table's lists."""
    out = list(cands)
    todo = [c for c, m in enumerate(out) if m and not m & (m - 1)]
    return out if spread(targets, out, todo) else None


def spread(parts: Parts, out: list[int], todo: list[int]) -> bool:
    """Propagate the answered cells ``todo`` in ``out``, in place; False if a cell would empty."""
    pop, push = todo.pop, todo.append
    while todo:
        c = pop()
        m = out[c]
        d = m.bit_length() - 1
        for targets in parts:
            for x in targets[c][d]:
                v = out[x]
                if v & m:
                    v ^= m
                    if not v:
                        return False
                    out[x] = v
                    if not v & (v - 1):
                        push(x)
    return True


class Sweep:
    """The end of the pass for each trial of one removal (see the essay above).

    ``clues`` are the (cell, digit) clues in the order they will be tried, all given at the
    start; ``init`` the candidates with no clue at all.  :meth:`trial` (j) is ``closure`` of the
    givens while clue j is tried (without it); :meth:`keep` (j) says clue j stayed.  ``ok`` is
    False when some end would empty a cell (givens outside the premise): then ask ``closure``.
    """

    def __init__(self, parts: Parts, init: Sequence[int], clues: Sequence[tuple[int, int]], pack: bool = True) -> None:
        self.parts, self.clues = parts, clues
        n = len(init)
        # Candidates of a byte each (Suguru, Ripple), unless ``pack`` is off: the meet and its
        # newly answered cells are found on the ends packed in one int, with no loop over the cells.
        self.packed = pack and max(init, default=0) < 256
        self.bytes = (0x7F * _ones(n), 0x80 * _ones(n), _ones(n)) if self.packed else (0, 0, 0)
        first = closure(parts, init)
        self.ok = first is not None
        self.kept: list[int] = first or list(init)
        cur = self.kept
        open_ = [] if self.packed else [x for x, m in enumerate(cur) if m & (m - 1)]
        after, opens = [cur], [open_]
        for cell, digit in reversed(clues[1:]):
            if not self.ok:
                break
            if cur[cell] != 1 << digit:
                cur = list(cur)
                cur[cell] = 1 << digit
                self.ok = spread(parts, cur, [cell])
                if not self.packed:
                    open_ = [x for x in open_ if cur[x] & (cur[x] - 1)]
            after.append(cur)
            opens.append(open_)
        after.reverse()
        opens.reverse()
        self.after = after  # after[j]: the end of the pass from the clues after clue j
        self.opens = opens  # opens[j]: the cells after[j] leaves open (unpacked only)
        self.packed_kept = self.answered = 0
        self.lat = (-1, 0)  # the packed later end of the last trial asked about (:meth:`comes_back`)
        self._pack_kept()

    def _pack_kept(self) -> None:
        """The kept clues' end packed, and the flags (bit 7 of its byte) of the cells it answers."""
        if self.packed and self.ok:
            low, high, ones = self.bytes
            k = self.packed_kept = int.from_bytes(bytes(self.kept), "little")
            self.answered = high ^ _nonzero(k & (k - ones), low, high)

    def comes_back(self, j: int, cell: int, digit: int) -> bool:
        """Whether the meet of the two ends for trial ``j`` already answers ``cell`` with ``digit``
        and empties no cell (packed ends only; False otherwise): then :meth:`trial` (j) answers it
        too, for givens that agree with a solution (whose pass never empties a cell), and the
        generator's trial need not propagate at all."""
        if not self.packed:
            return False
        low, high, _ones = self.bytes
        lat = int.from_bytes(bytes(self.after[j]), "little")
        self.lat = (j, lat)
        meet = self.packed_kept & lat
        return meet >> 8 * cell & 0xFF == 1 << digit and _nonzero(meet, low, high) == high

    def trial(self, j: int) -> list[int] | None:
        """The end of the pass from the kept clues and the clues after ``j``; None if it empties a cell."""
        kept, later = self.kept, self.after[j]
        if self.packed:
            lat = self.lat[1] if self.lat[0] == j else int.from_bytes(bytes(later), "little")
            return self._trial_packed(later, lat)
        out = [a & b for a, b in zip(kept, later)]
        if 0 in out:
            return None
        todo = []
        for x in self.opens[j]:  # answered in the meet alone: open in ``later``, not ``m`` in ``kept``
            m = out[x]
            if not m & (m - 1) and kept[x] != m:
                todo.append(x)
        if todo and not spread(self.parts, out, todo):
            return None
        return out

    def _trial_packed(self, later: list[int], lat: int) -> list[int] | None:
        """:meth:`trial` on the packed ends: a byte a cell, flags in each byte's bit 7.

        ``m & (m - 1)``, byte-wise, borrows from no neighbour where no byte is 0 (checked first),
        and is 0 exactly where the cell is answered; the cells to propagate are those answered
        in the meet, open in ``later`` and not answered in ``kept`` (where the meet's single
        digit is already the kept end's, it has struck its targets there)."""
        low, high, ones = self.bytes
        meet = self.packed_kept & lat
        if _nonzero(meet, low, high) != high:
            return None  # a cell left with nothing
        answered = high ^ _nonzero(meet & (meet - ones), low, high)
        todo_flags = answered & _nonzero(lat & (lat - ones), low, high) & ~self.answered
        out = list(meet.to_bytes(len(later), "little"))
        if todo_flags:
            todo = []
            while todo_flags:
                flag = todo_flags & -todo_flags
                todo_flags ^= flag
                todo.append((flag.bit_length() - 1) >> 3)  # bit 8x + 7: cell x
            if not spread(self.parts, out, todo):
                return None
        return out

    def keep(self, j: int) -> None:
        """Clue ``j`` stays: the kept clues' end takes it."""
        cell, digit = self.clues[j]
        kept = self.kept
        if kept[cell] != 1 << digit:
            kept = self.kept = list(kept)
            kept[cell] = 1 << digit
            self.ok = self.ok and spread(self.parts, kept, [cell])
            self._pack_kept()


def _ones(n: int) -> int:
    """A 1 in each of ``n`` bytes."""
    return int.from_bytes(b"\x01" * n, "little")


def _nonzero(x: int, low: int, high: int) -> int:
    """Bit 7 of each byte of ``x`` that is not 0 (``low``, ``high``: 0x7F and 0x80 in every byte)."""
    return (x | ((x & low) + low)) & high
