"""Sujiko's hint techniques: one house, and arithmetic on the circles.

A Sujiko grid is a single house (W*H cells holding 1..W*H once), so the
house techniques of the other kinds carry over -- the Exclusion Rule, a hidden
single, naked pairs and triples -- but they read "the grid", not "the 9-cell
region at r1c1".  Everything else is arithmetic, and all of it is one idea
applied to different **equations**:

    sum over some cells of (coefficient x digit) = constant.

Each circle gives one (its four cells add up to its sum).  Adding and
subtracting circles gives more, and so does the whole grid, whose cells add
up to 1 + 2 + ... + W*H (45 on a 3x3).  These are the identities seed 001
cites and that solvers on paper use:

* two **adjacent circles** share two cells, so their difference involves only
  the other four: on a 3x3 with circles A B / C D over cells a..i,
  A - B = (a + d) - (c + f);
* two **opposite circles** together cover every cell once, except the centre
  twice and the other two corners not at all: A + D - 45 = e - c - g;
* **all four circles** count the centre four times and the edges twice:
  A + B + C + D - 45 = b + d + f + h + 3e.

Rather than hand-listing identities per size, :func:`equations` searches the
combinations of up to four circles (coefficients +-1) with or without the
whole grid, and keeps those that leave at most five cells: on a 3x3 that
finds exactly the identities above (and their relatives), on a 4x4 ones such
as "two circles two apart minus the one between them = the four outer cells".

**One engine for every arithmetic technique.**  Given an equation and the
candidates of its cells, :func:`support` enumerates the assignments of
*different* digits that satisfy it (depth-first, the last cell computed
rather than tried, cut off by bounds) and returns, per cell, the digits that
take part in at least one.  A candidate outside that set is impossible: that
is the deduction, and it is sound by construction, since the true solution
is one of the assignments.  The techniques differ only in which equations
they look at and how much they are allowed to reason:

* **LC Last Cell** -- a circle with one open cell: that cell is the rest;
* **CR Circle Range** -- a circle's open cells add up to its remainder, so
  each lies between the remainder minus the most and minus the least the
  others can make (bounds only, the way one reasons on paper first);
* **CC Circle Combinations** -- the full enumeration on one circle (which
  sets of different digits can make the remainder);
* **CD Circle Difference** -- the full enumeration on two adjacent circles'
  difference;
* **CI Circle Identity** -- the full enumeration on the identities with the
  whole grid (the centre rules above);
* **CP Circle Pair** -- the last resort: two overlapping circles enumerated
  *together* (six or seven cells, both sums at once), which sees what no
  single equation does.  With it the ladder finishes about 98% of unique
  one-clue 3x3 puzzles (94% without).

Enumerations are cached by (equation, candidates), so the generator's many
solver runs over one layout pay for each distinct case once.

**Scores** follow the other ladders' scheme (cells changed x technique
score; see :mod:`game.engine.logic`): bookkeeping is free, one-circle arithmetic is
cheap, identities cost most, because that is the order a person finds them.
The ladder runs through :mod:`game.engine.logic` like any other kind's.

Every technique returns the first instance of a fixed scan (equations in
:func:`equations` order, cells row-major), never deletes a digit that would
empty a cell (on a contradictory position such a deletion is dropped and the
solver stops stuck), and writes one sentence naming the digits, cells and
circles of that instance.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Iterator, Sequence

from ... import budget as _budget
from ...deduction import Deduction, HasCandidates, Technique, TechniqueFn
from ...puzzle import Puzzle
from ...techniques import digits as _bits
from ...techniques import Tables, Targets, hidden_single, naked_pair, naked_triple
from .search import circles

Elims = list[tuple[int, int]]

MAX_SUPPORT = 5
"""The most cells an identity may leave (enumeration grows as 9 x 8 x ... per cell)."""


# -- equations ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Equation:
    """``sum(coefs[i] * digit(cells[i])) == const``, and where it came from."""

    kind: str
    """``circle``, ``difference`` or ``identity``."""
    cells: tuple[int, ...]
    coefs: tuple[int, ...]
    const: int
    parts: tuple[tuple[int, int], ...]
    """(circle index, +1 or -1) of the circles added or subtracted."""
    grid: int
    """How many times the whole grid's total is subtracted (0 or 1)."""


@lru_cache(maxsize=32)
def templates(width: int, height: int) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...],
                                                      tuple[tuple[int, int], ...], int], ...]:
    """The equations of a layout without their constants: (kind, cells, coefs, parts, grid).

    Circles first (in ``sums`` order), then adjacent differences, then
    identities by size; an identity equal to an earlier equation (or its
    negation) is left out.
    """
    circ = circles(width, height)
    n = width * height
    out: list[tuple[str, tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...], int]] = []
    seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()

    def add(kind: str, parts: tuple[tuple[int, int], ...], grid: int) -> None:
        vec = [-grid] * n
        for k, sign in parts:
            for c in circ[k]:
                vec[c] += sign
        cells = tuple(c for c in range(n) if vec[c])
        if not 1 <= len(cells) <= (4 if kind == "circle" else MAX_SUPPORT):
            return
        if vec[cells[0]] < 0:  # an equation and its negation are one constraint: keep the positive
            parts = tuple((k, -sign) for k, sign in parts)
            grid = -grid
        coefs = tuple(abs(vec[c]) if c == cells[0] else vec[c] * (1 if vec[cells[0]] > 0 else -1)
                      for c in cells)
        if kind == "identity" and any(abs(k) != 1 for k in coefs) and len(parts) < len(circ):
            return  # doubled cells read badly; only "every circle" (the centre counted 4 times) keeps them
        key = (cells, coefs)
        if key in seen:
            return
        seen.add(key)
        out.append((kind, cells, coefs, parts, grid))

    for k in range(len(circ)):
        add("circle", ((k, 1),), 0)
    for a, b in combinations(range(len(circ)), 2):
        if len(set(circ[a]) & set(circ[b])) == 2:
            add("difference", ((a, 1), (b, -1)), 0)
    before = len(out)
    for size in range(1, min(4, len(circ)) + 1):
        for ks in combinations(range(len(circ)), size):
            for signs in product((1, -1), repeat=size):
                for grid in (0, 1):
                    if grid or size > 2:  # with no grid, one or two circles are above
                        add("identity", tuple(zip(ks, signs)), grid)
    identities = sorted(out[before:], key=lambda t: (len(t[1]), len(t[3]), t[1], t[3]))
    return tuple(out[:before] + identities)


@lru_cache(maxsize=4096)
def equations(width: int, height: int, sums: tuple[int, ...]) -> tuple[Equation, ...]:
    """Every equation of a puzzle (see :func:`templates`), constants filled in."""
    total = (width * height) * (width * height + 1) // 2
    out = []
    for kind, cells, coefs, parts, grid in templates(width, height):
        const = sum(sign * sums[k] for k, sign in parts) - grid * total
        out.append(Equation(kind, cells, coefs, const, parts, grid))
    return tuple(out)


def puzzle_equations(p: Puzzle) -> tuple[Equation, ...]:
    return equations(p.width, p.height, tuple(p.sums))


# -- the enumeration --------------------------------------------------------------------------


@dataclass(frozen=True)
class Support:
    masks: tuple[int, ...]
    """Per cell of the equation, the digits taking part in some assignment."""
    ways: int
    """How many assignments (ordered) satisfy the equation."""
    sets: tuple[tuple[int, ...], ...]
    """The distinct digit tuples (per cell, in cell order) of the first few assignments."""


@lru_cache(maxsize=1 << 16)
def support(masks: tuple[int, ...], coefs: tuple[int, ...], const: int) -> Support:
    """Which digits of ``masks`` take part in an assignment of different digits meeting the equation."""
    k = len(masks)
    order = sorted(range(k), key=lambda i: (masks[i].bit_count(), i))
    ms = [masks[i] for i in order]
    cs = [coefs[i] for i in order]
    # lo[j], hi[j]: the least and most cells j.. can add (each cell alone).
    lo = [0] * (k + 1)
    hi = [0] * (k + 1)
    for j in range(k - 1, -1, -1):
        a = cs[j] * ((ms[j] & -ms[j]).bit_length() - 1)
        b = cs[j] * (ms[j].bit_length() - 1)
        lo[j] = lo[j + 1] + min(a, b)
        hi[j] = hi[j + 1] + max(a, b)
    got = [0] * k
    ways = 0
    sets: list[tuple[int, ...]] = []
    digits = [_bits(m) for m in ms]
    chosen = [0] * k
    last = k - 1
    spend = _budget.Meter()  # with big digit ranges the walk is the cost: it spends the budget in force

    def walk(j: int, rest: int, used: int) -> None:
        nonlocal ways
        spend.tick()
        if j == last:
            q, r = divmod(rest, cs[j])
            if r or q < 1 or not ms[j] >> q & 1 or used >> q & 1:
                return
            chosen[j] = q
            ways += 1
            for i in range(k):
                got[i] |= 1 << chosen[i]
            if len(sets) < 8:
                sets.append(tuple(chosen[order.index(i)] for i in range(k)))
            return
        for d in digits[j]:
            if used >> d & 1:
                continue
            left = rest - cs[j] * d
            if lo[j + 1] <= left <= hi[j + 1]:
                chosen[j] = d
                walk(j + 1, left, used | 1 << d)

    if lo[0] <= const <= hi[0]:
        walk(0, const, 0)
        spend.close()
    masks_out = [0] * k
    for j, i in enumerate(order):
        masks_out[i] = got[j]
    return Support(tuple(masks_out), ways, tuple(sets))


Plan = tuple[tuple[int, int], ...]
"""A joint enumeration's steps: (cell, -1) to try each digit, (cell, e) to compute it from equation e."""

JointEqs = tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]
"""Equations over local cells, each (its cells, their coefficients, the constant)."""


@lru_cache(maxsize=1 << 14)
def joint_support(masks: tuple[int, ...], eqs: JointEqs
                  ) -> tuple[tuple[int, ...], int]:
    """Several equations over local cells 0..len(masks)-1 at once: per cell the digits in some
    assignment of different digits meeting them all, and how many assignments there are.

    Each equation's last open cell is computed from it rather than tried, so a pair of
    circles costs at most 9 x 8 x 7 x 6 x 5 branches, far fewer once candidates thin out.
    """
    plan, checks = _plan(masks, eqs)
    got = [0] * len(masks)
    vals = [0] * len(masks)
    ways = 0
    spend = _budget.Meter()  # see support()

    def walk(j: int, used: int) -> None:
        nonlocal ways
        spend.tick()
        if j == len(plan):
            ways += 1
            for i, v in enumerate(vals):
                got[i] |= 1 << v
            return
        cell, e = plan[j]
        if e < 0:
            options = _bits(masks[cell] & ~used)
        else:
            idx, coefs, const = eqs[e]
            rest = const
            k = 1
            for i, c in zip(idx, coefs):
                if i == cell:
                    k = c
                else:
                    rest -= c * vals[i]
            q, r = divmod(rest, k)
            options = [q] if not r and 0 < q < 64 and masks[cell] >> q & 1 and not used >> q & 1 else []
        for d in options:
            vals[cell] = d
            if all(sum(c * vals[i] for i, c in zip(eqs[x][0], eqs[x][1])) == eqs[x][2] for x in checks[j]):
                walk(j + 1, used | 1 << d)

    walk(0, 0)
    spend.close()
    return tuple(got), ways


def _plan(masks: tuple[int, ...], eqs: JointEqs) -> tuple[Plan, tuple[tuple[int, ...], ...]]:
    """Order of a joint enumeration, and per step the equations to check once it is done."""
    plan: list[tuple[int, int]] = []
    done: set[int] = set()
    for e, (idx, _, _) in enumerate(eqs):
        rest = sorted((i for i in idx if i not in done), key=lambda i: (masks[i].bit_count(), i))
        plan.extend((i, -1) for i in rest[:-1])
        if rest:
            plan.append((rest[-1], e))
        done.update(rest)
    position = {cell: j for j, (cell, _) in enumerate(plan)}
    checks: list[list[int]] = [[] for _ in plan]
    for e, (idx, _, _) in enumerate(eqs):
        last = max(position[i] for i in idx)
        if plan[last][1] != e:  # completed by another step, not computed from itself: check it there
            checks[last].append(e)
    return tuple(plan), tuple(tuple(c) for c in checks)


def bounds(masks: Sequence[int], const: int) -> list[int]:
    """CR's reasoning on a plain sum (all coefficients 1): per cell, the digits within range.

    The others can add up to no less than the larger of (their smallest
    candidates added) and (the smallest different digits they could hold),
    and no more than the like at the top.
    """
    k = len(masks)
    out = []
    for i in range(k):
        others = [masks[j] for j in range(k) if j != i]
        union = 0
        for m in others:
            union |= m
        ds = _bits(union)
        n = len(others)
        lo = max(sum((m & -m).bit_length() - 1 for m in others), sum(ds[:n]))
        hi = min(sum(m.bit_length() - 1 for m in others), sum(ds[-n:]) if n else 0)
        low, high = max(1, const - hi), const - lo
        span = (1 << (high + 1)) - (1 << low) if high >= low else 0
        out.append(masks[i] & span)
    return out


# -- naming things --------------------------------------------------------------------------


def _name(p: Puzzle, cell: int) -> str:
    return p.cell_name(cell)


def _and(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def circle_name(p: Puzzle, k: int) -> str:
    """``the 20 circle (r1c1-r2c2)``: its sum and the corners of its block."""
    a, _, _, d = circles(p.width, p.height)[k]
    return f"the {p.sums[k]} circle ({_name(p, a)}-{_name(p, d)})"


def equation_text(p: Puzzle, eq: Equation) -> str:
    """``r2c2 - r1c3 - r3c1 = -8``."""
    out = ""
    for c, k in zip(eq.cells, eq.coefs):
        term = _name(p, c) if abs(k) == 1 else f"{abs(k)} x {_name(p, c)}"
        out += (term if not out else f" + {term}") if k > 0 else (f"-{term}" if not out else f" - {term}")
    return f"{out} = {eq.const}"


def _losses(p: Puzzle, elims: Elims) -> str:
    """``r1c2 loses 8 and 9, and r2c2 loses 9``."""
    groups: dict[int, list[int]] = {}
    for c, d in elims:
        groups.setdefault(c, []).append(d)
    parts = [f"{_name(p, c)} loses {_and([str(d) for d in sorted(ds)])}" for c, ds in sorted(groups.items())]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def _origin(p: Puzzle, eq: Equation) -> str:
    """How an equation was made, in words."""
    total = p.ncells * (p.ncells + 1) // 2
    if eq.kind == "circle":
        return f"{circle_name(p, eq.parts[0][0])} adds up to {p.sums[eq.parts[0][0]]}"
    if eq.kind == "difference":
        (a, _), (b, _) = sorted(eq.parts, key=lambda part: -part[1])
        shared = sorted(set(circles(p.width, p.height)[a]) & set(circles(p.width, p.height)[b]))
        text = (f"{circle_name(p, a)} and {circle_name(p, b)} share {_and([_name(p, c) for c in shared])}, "
                f"so taking the second from the first leaves")
        return text[0].upper() + text[1:]
    plus = [circle_name(p, k) for k, s in eq.parts if s > 0]
    minus = [circle_name(p, k) for k, s in eq.parts if s < 0]
    if eq.grid > 0:
        minus.append(f"the whole grid ({total})")
    elif eq.grid < 0:
        plus.insert(0, f"the whole grid ({total})")
    text = f"adding {_and(plus)}" if len(plus) > 1 else f"taking {plus[0]}" if plus else "taking nothing"
    if minus:
        text += f" and taking away {_and(minus)}" if len(plus) > 1 else f" less {_and(minus)}"
    return text[0].upper() + text[1:] + " leaves"


# -- for the play screen ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CircleStatus:
    """One circle as the player's answers stand: what a board draws in it."""

    cells: tuple[int, ...]
    total: int
    """The sum the circle shows."""
    placed: int
    """The sum of its answered cells."""
    open_cells: int
    """How many of its cells are not answered yet."""

    @property
    def state(self) -> str:
        """``done`` (full and right), ``wrong`` (full and wrong, or already over), or ``open``."""
        if self.open_cells == 0:
            return "done" if self.placed == self.total else "wrong"
        return "wrong" if self.placed + self.open_cells > self.total else "open"


def circle_status(p: Puzzle, cands: Sequence[int]) -> tuple[CircleStatus, ...]:
    """Each circle's target, answered sum and open cells, in ``p.sums`` order."""
    out = []
    for cells, total in zip(circles(p.width, p.height), p.sums):
        placed = n_open = 0
        for c in cells:
            m = cands[c]
            if m and not m & (m - 1):
                placed += m.bit_length() - 1
            else:
                n_open += 1
        out.append(CircleStatus(cells, total, placed, n_open))
    return tuple(out)


# -- the techniques ------------------------------------------------------------------------------


def _strip(cands: Sequence[int], cell: int, keep: int, elims: Elims) -> None:
    """Delete what ``cell`` holds outside ``keep``, unless that would empty it."""
    m = cands[cell]
    if m & keep and m & ~keep:
        elims.extend((cell, d) for d in _bits(m & ~keep))


def _open_part(cands: Sequence[int], eq: Equation) -> tuple[list[int], list[int], int, list[int]]:
    """The equation's open cells, their coefficients, the constant less its placed cells, and those."""
    cells, coefs, placed = [], [], []
    rest = eq.const
    for c, k in zip(eq.cells, eq.coefs):
        m = cands[c]
        if m and not m & (m - 1):
            rest -= k * (m.bit_length() - 1)
            placed.append(c)
        else:
            cells.append(c)
            coefs.append(k)
    return cells, coefs, rest, placed


def _placed_text(p: Puzzle, cands: Sequence[int], placed: list[int]) -> str:
    return _and([f"{_name(p, c)} = {cands[c].bit_length() - 1}" for c in placed])


def exclusion(pos: HasCandidates) -> Deduction | None:
    """ER: an answered cell strikes its digit from every other cell (the grid holds each digit once)."""
    p, cands = pos.puzzle, pos.cands
    names = [_name(p, c) for c in range(p.ncells)]
    for c, m in enumerate(cands):
        if m and not m & (m - 1):
            hit = [x for x in range(p.ncells) if x != c and cands[x] & m and cands[x] != m]
            if hit:
                return _exclusion_deduction(names, c, m.bit_length() - 1, hit)
    return None


def _exclusion_deduction(names: Sequence[str], c: int, d: int, hit: Sequence[int]) -> Deduction:
    return Deduction("ER", tuple((x, d) for x in hit), ((c, d),),
                     f"{names[c]} is {d}, and the grid holds each digit only once, "
                     f"so {d} goes from {_and([names[x] for x in hit])}.")


# The solver's propagation queue (logic.py) runs ER fast when the function
# says where an answered digit strikes (the one region, which is the grid)
# and how to word it; without these it runs it the general way.
def _exclusion_targets(T: Tables) -> Targets:
    return T.er


def _exclusion_deduce(T: Tables, c: int, d: int, hit: list[int]) -> Deduction:
    return _exclusion_deduction(T.names, c, d, hit)


setattr(exclusion, "targets", _exclusion_targets)
setattr(exclusion, "deduce", _exclusion_deduce)


def hidden_single_grid(pos: HasCandidates) -> Deduction | None:
    """HS: a digit with one place left in the grid is that cell's answer."""
    ded = hidden_single(pos)
    if ded is None:
        return None
    p = pos.puzzle
    (c, d), = ded.placements
    others = sorted(e for _, e in ded.eliminations)
    word = "candidate" if len(others) == 1 else "candidates"
    return Deduction("HS", ded.eliminations, ded.reasons,
                     f"{d} can only go in {_name(p, c)}: no other cell of the grid can still hold it, "
                     f"so {_name(p, c)} is {d}; its other {word} {_and([str(e) for e in others])} "
                     f"{'goes' if len(others) == 1 else 'go'}.", ded.placements)


def _naked(pos: HasCandidates, abbr: str, find: TechniqueFn) -> Deduction | None:
    ded = find(pos)
    if ded is None:
        return None
    p, cands = pos.puzzle, pos.cands
    group = sorted({c for c, _ in ded.reasons})
    union = 0
    for c in group:
        union |= cands[c]
    ds = [str(d) for d in _bits(union)]
    n = "two" if len(group) == 2 else "three"
    return Deduction(abbr, ded.eliminations, ded.reasons,
                     f"Between them {_and([_name(p, c) for c in group])} can only hold {_and(ds)}, so "
                     f"those {n} digits are used up there and no other cell can hold them: "
                     f"{_losses(p, list(ded.eliminations))}.")


def naked_pair_grid(pos: HasCandidates) -> Deduction | None:
    """NP: two cells that can only hold the same two digits use them up."""
    return _naked(pos, "NP", naked_pair)


def naked_triple_grid(pos: HasCandidates) -> Deduction | None:
    """NT: three cells that can only hold three digits between them use them up."""
    return _naked(pos, "NT", naked_triple)


def _open_circles(pos: HasCandidates) -> Iterator[tuple[Equation, list[int], int, list[int]]]:
    """Each circle in order, as (its equation, open cells, remainder, answered cells)."""
    for eq in puzzle_equations(pos.puzzle):
        if eq.kind == "circle":
            cells, _, rest, placed = _open_part(pos.cands, eq)
            yield eq, cells, rest, placed


def last_cell(pos: HasCandidates) -> Deduction | None:
    """LC: a circle with three cells answered: the fourth is what is left of its sum."""
    p, cands = pos.puzzle, pos.cands
    for eq, cells, rest, placed in _open_circles(pos):
        if len(cells) != 1:
            continue
        c = cells[0]
        elims: Elims = []
        _strip(cands, c, 1 << rest if 0 < rest < 64 else 0, elims)
        if elims:
            k = eq.parts[0][0]
            return Deduction("LC", tuple(elims), tuple((x, cands[x].bit_length() - 1) for x in placed),
                             f"{circle_name(p, k)} adds up to {p.sums[k]}, and with "
                             f"{_placed_text(p, cands, placed)} its last cell {_name(p, c)} must be "
                             f"{p.sums[k]} - {p.sums[k] - rest} = {rest}: {_losses(p, elims)}.",
                             ((c, rest),))
    return None


def circle_range(pos: HasCandidates) -> Deduction | None:
    """CR: a circle's open cells add up to what is left of its sum, which bounds each of them."""
    p, cands = pos.puzzle, pos.cands
    for eq, cells, rest, placed in _open_circles(pos):
        if len(cells) < 2:
            continue
        keep = bounds([cands[c] for c in cells], rest)
        elims: Elims = []
        for c, m in zip(cells, keep):
            _strip(cands, c, m, elims)
        if elims:
            k = eq.parts[0][0]
            given = f" ({p.sums[k]} less {_placed_text(p, cands, placed)})" if placed else ""
            return Deduction(
                "CR", tuple(elims), _reasons(cands, cells, elims),
                f"The open cells {_and([_name(p, c) for c in cells])} of {circle_name(p, k)} add up to "
                f"{rest}{given}; each lies between {rest} minus the most and {rest} minus the least "
                f"the other {_count_word(len(cells) - 1)} can make, so {_losses(p, elims)}.")
    return None


def _count_word(n: int) -> str:
    return ("none", "one", "two", "three", "four")[n] if n < 5 else str(n)


def _reasons(cands: Sequence[int], cells: Sequence[int], elims: Elims) -> tuple[tuple[int, int], ...]:
    """Green: the surviving candidates of the cells the reasoning used."""
    gone = set(elims)
    return tuple((c, d) for c in cells for d in _bits(cands[c]) if (c, d) not in gone)


def _enumerated(pos: HasCandidates, kind: str, abbr: str) -> Deduction | None:
    """CC, CD, CI: the first equation of ``kind`` whose enumeration strikes a candidate."""
    p, cands = pos.puzzle, pos.cands
    for eq in puzzle_equations(p):
        if eq.kind != kind:
            continue
        cells, coefs, rest, placed = _open_part(cands, eq)
        if len(cells) < 2:
            continue
        sup = support(tuple(cands[c] for c in cells), tuple(coefs), rest)
        elims: Elims = []
        for c, m in zip(cells, sup.masks):
            _strip(cands, c, m, elims)
        if elims:
            return Deduction(abbr, tuple(elims), _reasons(cands, cells, elims),
                             _enumeration_text(p, cands, eq, cells, coefs, rest, placed, sup, elims))
    return None


def _enumeration_text(p: Puzzle, cands: Sequence[int], eq: Equation, cells: list[int], coefs: list[int],
                      rest: int, placed: list[int], sup: Support, elims: Elims) -> str:
    sign = -1 if coefs[0] < 0 else 1  # "r1c3 + r2c3 = 12", not "-r1c3 - r2c3 = -12"
    open_eq = equation_text(p, Equation(eq.kind, tuple(cells), tuple(sign * k for k in coefs), sign * rest,
                                        eq.parts, eq.grid))
    with_placed = f" (with {_placed_text(p, cands, placed)})" if placed else ""
    if eq.kind == "circle":
        name = circle_name(p, eq.parts[0][0])
        head = f"{name[0].upper()}{name[1:]} needs {open_eq}{with_placed}"
    else:
        head = f"{_origin(p, eq)} {equation_text(p, eq)}"
        if placed:
            head += f", that is {open_eq}{with_placed}"
    if sup.ways and len(sup.sets) <= 4 and sup.ways == len(sup.sets):
        ways = "the only ways with different digits are " + _and(
            ["(" + ", ".join(map(str, s)) + ")" for s in sup.sets])
        ways += f" for ({', '.join(_name(p, c) for c in cells)})"
    else:
        ways = f"{sup.ways} ways with different digits from their candidates fit"
    return f"{head}: {ways}, so {_losses(p, elims)}."


def circle_combinations(pos: HasCandidates) -> Deduction | None:
    """CC: which sets of different digits can make what is left of one circle's sum."""
    return _enumerated(pos, "circle", "CC")


def circle_difference(pos: HasCandidates) -> Deduction | None:
    """CD: two adjacent circles share two cells, so their difference ties the other four."""
    return _enumerated(pos, "difference", "CD")


def circle_identity(pos: HasCandidates) -> Deduction | None:
    """CI: circles added and taken away, with the whole grid, leave an equation on a few cells."""
    return _enumerated(pos, "identity", "CI")


@lru_cache(maxsize=32)
def circle_pairs(width: int, height: int) -> tuple[tuple[int, int], ...]:
    """Pairs of circles that share a cell, in order."""
    circ = circles(width, height)
    return tuple((a, b) for a, b in combinations(range(len(circ)), 2) if set(circ[a]) & set(circ[b]))


def circle_pair(pos: HasCandidates) -> Deduction | None:
    """CP: two overlapping circles filled together: digits no joint filling uses go."""
    p, cands = pos.puzzle, pos.cands
    circ = circles(p.width, p.height)
    for a, b in circle_pairs(p.width, p.height):
        cells = sorted(set(circ[a]) | set(circ[b]))
        if all(cands[c] and not cands[c] & (cands[c] - 1) for c in cells):
            continue
        local = {c: i for i, c in enumerate(cells)}
        eqs = tuple((tuple(local[c] for c in circ[k]), (1, 1, 1, 1), p.sums[k]) for k in (a, b))
        keep, ways = joint_support(tuple(cands[c] for c in cells), eqs)
        elims: Elims = []
        for c, m in zip(cells, keep):
            _strip(cands, c, m, elims)
        if elims:
            open_cells = [c for c in cells if cands[c] & (cands[c] - 1)]
            name = circle_name(p, a)
            return Deduction(
                "CP", tuple(elims), _reasons(cands, open_cells, elims),
                f"{name[0].upper()}{name[1:]} and {circle_name(p, b)} must both add up, with different "
                f"digits in all {len(cells)} of their cells: of the {ways} "
                f"{'way' if ways == 1 else 'ways'} to fill them from their candidates, none has "
                f"{_none_has(p, elims)}, so {'that goes' if len(elims) == 1 else 'those go'}.")
    return None


def _none_has(p: Puzzle, elims: Elims) -> str:
    """``r1c2 = 9 or r2c2 = 4 or 5``."""
    groups: dict[int, list[int]] = {}
    for c, d in elims:
        groups.setdefault(c, []).append(d)
    return " or ".join(f"{_name(p, c)} = {' or '.join(map(str, sorted(ds)))}" for c, ds in sorted(groups.items()))


LADDER: tuple[Technique, ...] = (
    Technique("ER", "Exclusion Rule", 0, exclusion),
    Technique("LC", "Last Cell", 1, last_cell),
    Technique("CR", "Circle Range", 2, circle_range),
    Technique("HS", "Hidden Single", 3, hidden_single_grid),
    Technique("CC", "Circle Combinations", 4, circle_combinations),
    Technique("NP", "Naked Pair", 5, naked_pair_grid),
    Technique("CD", "Circle Difference", 6, circle_difference),
    Technique("NT", "Naked Triple", 7, naked_triple_grid),
    Technique("CI", "Circle Identity", 8, circle_identity),
    Technique("CP", "Circle Pair", 10, circle_pair),
)
"""Sujiko's techniques, cheapest first: registered as ``logic.LADDERS["sujiko"]``."""
