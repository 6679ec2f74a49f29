"""Alternating inference chains over candidates: the XY-chain and the AIC.

A *candidate* is a digit in an unanswered cell.  Two candidates are linked

* **strongly** when at least one of them is true: the two digits of a cell
  with two candidates, or the two places of a digit in a house where it has
  only two;
* **weakly** when at most one of them is true: two digits of one cell, or one
  digit in two cells that see each other.

A chain alternates: "if X is not x, then (strong) B is b, so (weak) C is not
c, so (strong) D is d ... so Y is y".  Whatever X holds, X is x or Y is y,
so a candidate weakly linked to both X and Y (a cell that sees both with
that digit, or the other digits of a cell holding both) is false.  Any walk of valid links proves it;
the search is a breadth-first one from every start, all starts together one
link at a time, so the first chain found is a shortest one, and it stops at
:data:`MAX_LINKS` links (a longer chain is not something a person follows,
and the search must stay fast on 16x16 boards).

Two rungs use the same search:

* **XY-chain** (``YC``): strong links inside two-candidate cells only, weak
  links between cells on one digit (remote pairs, and the XY-wing made long);
* **AIC** (``AI``): both kinds of strong link, and a cell's digits linked
  weakly too: W-wings, X-chains (one digit's two-place links: skyscrapers,
  kites and longer) and every mixed chain.

No separate X-chain rung: simple colouring and multi-colouring, cheaper on
the ladder, already take the X-chains of one or two colour chains, and on
the test corpus no position was left where an X-chain was the cheapest
step (the AIC finds the rare longer ones).

Candidates are numbered ``(d - 1) * cells + cell``, so "digit d in a set of
cells" is that cell set shifted: the masks stay big ints, one per candidate.
"""

from __future__ import annotations

from ...puzzle import digit_char
from ...techniques import Elims, Found, Tables, digits
from .tables import SudokuTables, as_technique, cells_of

MAX_LINKS = 11
"""The longest chain tried, in links (odd: a chain starts and ends with a strong link)."""

XYCHAIN, AIC = 1, 2
"""Which links a search may use: see the module's text."""


class _Links:
    """The candidates of one position and their links, built once per position and kind of chain."""

    __slots__ = ("S", "cands", "nc", "dcells", "strong", "weak_memo", "mode")

    def __init__(self, S: SudokuTables, cands: list[int], mode: int):
        self.S, self.cands, self.mode = S, cands, mode
        nc = self.nc = S.ncells
        n = S.n
        open_ = [0] * (n + 1)   # per digit: the unanswered cells holding it
        every = [0] * (n + 1)   # per digit: every cell holding it, answered or not
        for c, m in enumerate(cands):
            single = not m & (m - 1)
            for d in digits(m):
                every[d] |= 1 << c
                if not single:
                    open_[d] |= 1 << c
        self.dcells = open_
        strong: dict[int, list[int]] = {}
        for c, m in enumerate(cands):
            if m.bit_count() == 2:
                a, b = digits(m)
                x, y = (a - 1) * nc + c, (b - 1) * nc + c
                strong.setdefault(x, []).append(y)
                strong.setdefault(y, []).append(x)
        if mode != XYCHAIN:
            for hb in S.hbits:
                for d in range(1, n + 1):
                    p = every[d] & hb
                    if p.bit_count() == 2 and not p & ~open_[d]:
                        a, b = cells_of(p)
                        x, y = (d - 1) * nc + a, (d - 1) * nc + b
                        if y not in strong.get(x, ()):
                            strong.setdefault(x, []).append(y)
                            strong.setdefault(y, []).append(x)
        self.strong = strong
        self.weak_memo: dict[int, int] = {}

    def weak(self, x: int) -> int:
        """Every candidate weakly linked to ``x``: its digit in the cells it sees, its cell's other digits."""
        got = self.weak_memo.get(x)
        if got is None:
            nc = self.nc
            d, c = divmod(x, nc)
            got = (self.S.peerbits[c] & self.dcells[d + 1]) << (d * nc)
            for e in digits(self.cands[c]):
                if e != d + 1:
                    got |= 1 << ((e - 1) * nc + c)
            self.weak_memo[x] = got
        return got

    def onward(self, x: int) -> int:
        """The candidates a chain may go on to after ``x`` is true (weak links the kind of chain allows)."""
        nc = self.nc
        d, c = divmod(x, nc)
        if self.mode == AIC:
            return self.weak(x)
        return (self.S.peerbits[c] & self.dcells[d + 1]) << (d * nc)


Chain = list[int]


def _search(L: _Links, starts: list[int]) -> tuple[Chain, int] | None:
    """The first shortest chain from a start (assumed false) to a true candidate that proves something:
    the chain (start, then alternately true and false candidates, ending true) and the targets' mask."""
    strong = L.strong
    can_go = 0
    for x in strong:
        can_go |= 1 << x
    # One breadth-first search per start, all advanced one strong link at a time.  ``parent`` maps a
    # false candidate to the true one before it and ("on", y) to the false one before y.
    states: list[tuple[int, int, dict[object, int], list[int]]] = [(x, L.weak(x), {x: -1}, [x]) for x in starts]
    links = 1
    while links <= MAX_LINKS and states:
        alive = []
        for x, wx, parent, offs in states:
            ons = []
            for o in offs:
                for y in strong.get(o, ()):
                    key = ("on", y)
                    if key in parent or y == x:
                        continue  # back at x: the step before already struck the candidate that led here
                    parent[key] = o
                    ons.append(y)
                    hit = wx & L.weak(y)  # x is false or y true: a candidate linked weakly to both is false
                    if hit:
                        return _path(parent, y), hit
            if links + 2 > MAX_LINKS:
                continue
            nxt = []
            for y in ons:
                for z in cells_of(L.onward(y) & can_go):
                    if z not in parent:
                        parent[z] = y
                        nxt.append(z)
            if nxt:
                alive.append((x, wx, parent, nxt))
        states = alive
        links += 2
    return None


def _path(parent: dict[object, int], y: int) -> Chain:
    """The chain that reached ``y`` true, from its start."""
    out = [y]
    node: object = ("on", y)
    while (prev := parent[node]) != -1:
        out.append(prev)
        node = prev if isinstance(node, tuple) else ("on", prev)
    out.reverse()
    return out


def _find(S: SudokuTables, cands: list[int], mode: int) -> Found | None:
    L = _Links(S, cands, mode)
    if not L.strong:
        return None
    got = _search(L, sorted(L.strong))
    if got is None:
        return None
    chain, hit = got
    nc = S.ncells
    elims: Elims = []
    left: dict[int, int] = {}
    for t in cells_of(hit):
        d, c = divmod(t, nc)
        m = left.get(c, cands[c]) & ~(1 << (d + 1))
        if m:  # never empty a cell (only a contradictory position would)
            left[c] = m
            elims.append((c, d + 1))
    if not elims:
        return None
    elims.sort()
    pairs = [(x % nc, x // nc + 1) for x in chain]
    return Found(elims, sorted(set(pairs)), [], _explain, (S, mode, pairs, elims))


_NAMES = {XYCHAIN: "XY-Chain", AIC: "Alternating chain"}


def _explain(T: Tables, S: SudokuTables, mode: int, pairs: list[tuple[int, int]], elims: Elims) -> str:
    def cand(c: int, d: int) -> str:
        return f"{S.names[c]} is {digit_char(d)}"

    def cand_not(c: int, d: int) -> str:
        return f"{S.names[c]} is not {digit_char(d)}"

    (c0, d0), (cy, dy) = pairs[0], pairs[-1]
    steps = [f"if {cand_not(c0, d0)}, then {cand(*pairs[1])}"]
    for i in range(2, len(pairs), 2):
        steps.append(f"so {cand_not(*pairs[i])}, so {cand(*pairs[i + 1])}")
    gone = ", ".join(f"{S.names[c]} loses {digit_char(d)}" for c, d in elims)
    return (f"{_NAMES[mode]}: {', '.join(steps)}; so {cand(c0, d0)} or {cand(cy, dy)}, and a candidate that "
            f"sees both is false: {gone}.")


xy_chain = as_technique("YC", lambda S, cands: _find(S, cands, XYCHAIN),
                        "xy_chain: a chain of two-candidate cells; a cell seeing both ends loses their digit.")
aic = as_technique("AI", lambda S, cands: _find(S, cands, AIC),
                   "aic: an alternating chain of strong and weak links; what sees both ends is false.")
