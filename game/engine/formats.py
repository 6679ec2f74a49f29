"""Reading and writing puzzles: the line format and puzz.link URLs.

The line format (``KIND WxH CLUES REGIONS``, see ``docs/FORMATS.md``) is the
one text form the CLI, the level files, saves and tests all speak.  Region
labels in a line are only local names: a label may be reused by regions that
do not touch, so a reader splits every label into its orthogonally connected
components and numbers the regions in order of their first cell.  A writer
uses that number as the label while there are at most 62 regions, and a
greedy colouring of the region graph beyond that.

Every parse error is a specific :class:`~game.engine.errors.PuzzleFormatError`
whose message says what is wrong and where (field, row, column), because the
person reading it is usually typing or pasting a puzzle by hand.
"""

from __future__ import annotations

import re

from .errors import (BadCharacterError, PuzzleFormatError, RegionError, SizeError,
                     UnknownKindError, URLError)
from .puzzle import DIGITS, Puzzle, char_digit, digit_char
from .rules import kinds, rules_for

LABELS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LABEL_SET = frozenset(LABELS)
_SIZE_RE = re.compile(r"^(\d+)x(\d+)$")
MAX_SIDE = 64
QUOTE_LIMIT = 40
"""An error message quotes at most this many characters of the bad input (a 3 MB token is not echoed)."""


def _quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _where(i: int, w: int) -> str:
    r, c = divmod(i, w)
    return f"row {r + 1}, column {c + 1}"


def parse_size(text: str) -> tuple[int, int]:
    """Read ``WxH``; raise :class:`SizeError` with a readable message."""
    m = _SIZE_RE.match(text)
    if not m:
        raise SizeError(f"size {_quote(text)} is not of the form WxH, for example 6x6")
    # Compared as text first: a thousand-digit side is simply too large (int() would refuse it).
    w, h = (int(g) if len(g) <= 6 else MAX_SIDE + 1 for g in m.groups())
    if w > MAX_SIDE or h > MAX_SIDE:
        raise SizeError(f"size {_quote(text)} is too large (at most {MAX_SIDE}x{MAX_SIDE})")
    if w < 1 or h < 1:
        raise SizeError(f"size {_quote(text)} is out of range: width and height must be 1..{MAX_SIDE}")
    return w, h


def _parse_clues(text: str, w: int, h: int) -> tuple[int, ...]:
    if len(text) != w * h:
        raise SizeError(f"the clues have {len(text)} characters; a {w}x{h} grid needs {w * h}")
    out = []
    for i, ch in enumerate(text):
        try:
            out.append(char_digit(ch))
        except KeyError:
            raise BadCharacterError(
                f"bad character {ch!r} in the clues at {_where(i, w)}: use '.', 1-9 or A-Z"
            ) from None
    return tuple(out)


def components(labels: str | list | tuple, w: int, h: int) -> tuple[int, ...]:
    """Split equal labels into orthogonally connected regions, numbered by first cell."""
    n = w * h
    region = [-1] * n
    count = 0
    for start in range(n):
        if region[start] >= 0:
            continue
        region[start] = count
        stack = [start]
        lab = labels[start]
        while stack:
            cell = stack.pop()
            r, c = divmod(cell, w)
            for nb, ok in ((cell - w, r > 0), (cell + w, r < h - 1), (cell - 1, c > 0),
                           (cell + 1, c < w - 1)):
                if ok and region[nb] < 0 and labels[nb] == lab:
                    region[nb] = count
                    stack.append(nb)
        count += 1
    return tuple(region)


def _parse_regions(text: str, w: int, h: int) -> tuple[int, ...]:
    if len(text) != w * h:
        raise SizeError(f"the regions have {len(text)} characters; a {w}x{h} grid needs {w * h}")
    for i, ch in enumerate(text):
        if ch not in _LABEL_SET:
            raise BadCharacterError(
                f"bad character {ch!r} in the regions at {_where(i, w)}: use 0-9, a-z or A-Z"
            )
    return components(text, w, h)


def _parse_sums(text: str, w: int, h: int) -> tuple[int, ...]:
    want = (w - 1) * (h - 1)
    parts = text.split(",")
    if len(parts) != want:
        raise SizeError(f"a {w}x{h} sujiko needs {want} circle sums, separated by commas; got {len(parts)}")
    out = []
    for k, part in enumerate(parts):
        # isascii: str.isdigit() also accepts digits such as '²' that int() refuses.
        if not (part.isascii() and part.isdigit()) or not 0 < int(part) < 1000:
            raise BadCharacterError(f"circle sum {k + 1} is {_quote(part)}: it must be a positive whole number")
        out.append(int(part))
    return tuple(out)


def parse_line(line: str) -> Puzzle:
    """Read one puzzle line.  Raises a specific :class:`PuzzleFormatError`."""
    fields = line.split()
    if not fields:
        raise PuzzleFormatError("the line is empty")
    kind = fields[0]
    if kind not in kinds():
        raise UnknownKindError(f"unknown puzzle kind {_quote(kind)}: expected one of {', '.join(kinds())}")
    if len(fields) != 4:
        raise PuzzleFormatError(
            f"a puzzle line has 4 fields (KIND WxH CLUES {'SUMS' if kind == 'sujiko' else 'REGIONS'}); "
            f"this one has {len(fields)}"
        )
    w, h = parse_size(fields[1])
    givens = _parse_clues(fields[2], w, h)
    if kind == "sujiko":
        if w < 2 or h < 2:
            raise SizeError("a sujiko needs at least 2x2 cells")
        if w * h > len(DIGITS):
            raise SizeError(f"a {w}x{h} sujiko needs digits up to {w * h}; the format stops at {len(DIGITS)}")
        sums = _parse_sums(fields[3], w, h)
        regions = (0,) * (w * h)
    else:
        sums = ()
        regions = _parse_regions(fields[3], w, h)
    p = Puzzle(kind, w, h, givens, regions, sums)
    if kind != "sujiko":
        _check_region_sizes(p)
    rules_for(kind).validate(p)
    return p


def _check_region_sizes(p: Puzzle) -> None:
    """A region's digits must be writable: at most 35 cells (URLs can describe more)."""
    for cells in p.region_cells:
        if len(cells) > len(DIGITS):
            raise RegionError(
                f"the region starting at {_where(cells[0], p.width)} has {len(cells)} cells; "
                f"at most {len(DIGITS)} can be written"
            )


def region_labels(p: Puzzle) -> str:
    """Labels for the regions field: region numbers while they fit, else a colouring."""
    n = len(p.region_cells)
    if n <= len(LABELS):
        return "".join(LABELS[r] for r in p.regions)
    w = p.width
    adj: list[set[int]] = [set() for _ in range(n)]
    for cell, r in enumerate(p.regions):
        row, col = divmod(cell, w)
        for nb, ok in ((cell + 1, col < w - 1), (cell + w, row < p.height - 1)):
            if ok and p.regions[nb] != r:
                adj[r].add(p.regions[nb])
                adj[p.regions[nb]].add(r)
    colour = [-1] * n
    for r in range(n):
        used = {colour[o] for o in adj[r]}
        colour[r] = next(k for k in range(len(LABELS)) if k not in used)
    return "".join(LABELS[colour[r]] for r in p.regions)


def format_line(p: Puzzle) -> str:
    clues = "".join(digit_char(g) if g else "." for g in p.givens)
    last = ",".join(map(str, p.sums)) if p.kind == "sujiko" else region_labels(p)
    return f"{p.kind} {p.width}x{p.height} {clues} {last}"


def parse_solution(p: Puzzle, text: str) -> tuple[int, ...]:
    """Read a solution string (no dots) for puzzle ``p``."""
    text = text.strip()
    if len(text) != p.ncells:
        raise SizeError(f"the solution has {len(text)} characters; this puzzle has {p.ncells} cells")
    out = []
    for i, ch in enumerate(text):
        d = char_digit(ch) if ch in DIGITS else -1
        if d <= 0:
            raise BadCharacterError(f"bad character {ch!r} in the solution at {_where(i, p.width)}")
        out.append(d)
    return tuple(out)


def format_solution(values: tuple[int, ...] | list[int]) -> str:
    return "".join(digit_char(d) for d in values)


# -- puzz.link ----------------------------------------------------------------
_URL_RE = re.compile(
    r"^(?:https?://)?(?:puzz\.link/p|pzv\.jp/p(?:\.html)?|pzprxs\.vercel\.app/p)\?([a-z]+)/(.*)$"
)
_URL_KINDS = {"suguru": "suguru", "tectonic": "suguru", "nanbaboard": "suguru", "ripple": "ripple"}
_B32 = "0123456789abcdefghijklmnopqrstuv"


def looks_like_url(text: str) -> bool:
    t = text.strip()
    return "?" in t and ("puzz.link" in t or "pzv.jp" in t or t.startswith("http"))


def parse_url(url: str) -> Puzzle:
    """Read a puzz.link URL for Suguru or Ripple Effect."""
    m = _URL_RE.match(url.strip())
    if not m:
        raise URLError(f"not a puzz.link puzzle URL: {_quote(url.strip())}")
    name, rest = m.group(1), m.group(2)
    if name not in _URL_KINDS:
        raise URLError(f"puzz.link puzzle type {_quote(name)} is not one Nanba plays (suguru, ripple)")
    kind = _URL_KINDS[name]
    parts = rest.split("/")
    if parts and parts[0] in ("v:", "b:"):  # an edit/view flag pzprjs may put first
        parts = parts[1:]
    if len(parts) < 3:
        raise URLError("the URL needs WIDTH/HEIGHT/BODY after the puzzle type")
    try:
        w, h = int(parts[0]), int(parts[1])
    except ValueError:
        raise URLError(f"the URL's size {_quote(parts[0] + '/' + parts[1])} is not two whole numbers") from None
    if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE):
        # Named as WxH, like every other size message; a thousand-digit side is quoted, cut short.
        size = f"{w}x{h}" if len(parts[0]) + len(parts[1]) <= 12 else _quote(f"{parts[0]}/{parts[1]}")
        raise URLError(f"the URL's size {size} is out of range (1..{MAX_SIDE})")
    body = parts[2]
    nv, nh = (w - 1) * h, w * (h - 1)
    lv, lh = (nv + 4) // 5, (nh + 4) // 5
    if len(body) < lv + lh:
        raise URLError(f"the URL's border part is too short: {w}x{h} needs {lv + lh} characters")
    walls = []
    for i, ch in enumerate(body[: lv + lh]):
        v = _B32.find(ch)
        if v < 0:
            raise URLError(f"bad character {ch!r} at position {i + 1} of the URL's border part")
        walls.append(v)
    vbits = _bits(walls[:lv], nv)
    hbits = _bits(walls[lv:], nh)
    givens = _decode_numbers(body[lv + lh:], w * h)
    # Union cells not separated by a wall.
    label = list(range(w * h))

    def find(a: int) -> int:
        while label[a] != a:
            label[a] = label[label[a]]
            a = label[a]
        return a

    for r in range(h):
        for c in range(w - 1):
            if not vbits[r * (w - 1) + c]:
                label[find(r * w + c)] = find(r * w + c + 1)
    for r in range(h - 1):
        for c in range(w):
            if not hbits[r * w + c]:
                label[find(r * w + c)] = find(r * w + c + w)
    roots = [find(i) for i in range(w * h)]
    regions = components(roots, w, h)
    p = Puzzle(kind, w, h, givens, regions)
    _check_region_sizes(p)
    rules_for(kind).validate(p)
    return p


def _bits(digits: list[int], n: int) -> list[int]:
    out = []
    for v in digits:
        for k in (16, 8, 4, 2, 1):
            out.append(1 if v & k else 0)
    return out[:n]


def _decode_numbers(s: str, n: int) -> tuple[int, ...]:
    out = [0] * n
    c = 0
    i = 0
    while i < len(s) and c < n:
        ch = s[i]
        try:
            if ch in "0123456789abcdef":
                out[c] = int(ch, 16)
            elif ch == "-":
                out[c] = _hex(s[i + 1:i + 3], 2)
                i += 2
            elif ch == "+":
                out[c] = _hex(s[i + 1:i + 4], 3)
                i += 3
            elif ch == ".":
                out[c] = 0  # "some number": nothing to give the solver
            elif "g" <= ch <= "z":
                c += int(ch, 36) - 16
            else:
                raise URLError(f"bad character {ch!r} in the URL's number part")
        except URLError:
            raise
        except ValueError:  # from _hex: not a URLError, so it needs its message here
            raise URLError(
                f"a multi-digit number in the URL's number part is cut short or malformed near {s[i:i + 4]!r}"
            ) from None
        c += 1
        i += 1
    for cell, v in enumerate(out):
        if v > len(DIGITS):
            raise URLError(f"the clue {v} at cell {cell + 1} is larger than Nanba can write (35)")
    return tuple(out)


def _hex(digits: str, k: int) -> int:
    """Exactly k lower-case hex digits (int() alone would take '-1', ' 1', '1_0' or a short tail)."""
    if len(digits) != k or not all(ch in "0123456789abcdef" for ch in digits):
        raise ValueError(digits)
    return int(digits, 16)


def format_url(p: Puzzle) -> str:
    """puzz.link URL of a Suguru or Ripple Effect puzzle."""
    if p.kind not in ("suguru", "ripple"):
        raise URLError(f"puzz.link URLs are written only for suguru and ripple, not {p.kind}")
    w, h = p.width, p.height
    reg = p.regions
    vb = [1 if reg[r * w + c] != reg[r * w + c + 1] else 0 for r in range(h) for c in range(w - 1)]
    hb = [1 if reg[r * w + c] != reg[r * w + c + w] else 0 for r in range(h - 1) for c in range(w)]
    body = _pack(vb) + _pack(hb)
    nums = []
    run = 0
    for g in p.givens:
        if not g:
            run += 1
            if run == 20:
                nums.append("z")
                run = 0
            continue
        if run:
            nums.append(_B32_36(run))
            run = 0
        nums.append(format(g, "x") if g < 16 else "-" + format(g, "02x"))
    if run:
        nums.append(_B32_36(run))
    return f"https://puzz.link/p?{p.kind}/{w}/{h}/{body}{''.join(nums)}"


def _B32_36(run: int) -> str:
    return "0123456789abcdefghijklmnopqrstuvwxyz"[run + 15]


def _pack(bits: list[int]) -> str:
    out = []
    for i in range(0, len(bits), 5):
        chunk = bits[i:i + 5] + [0] * (5 - len(bits[i:i + 5]))
        v = 0
        for b in chunk:
            v = v * 2 + b
        out.append(_B32[v])
    return "".join(out)


def parse_any(text: str) -> Puzzle:
    """A puzzle line or a puzz.link URL."""
    t = text.strip()
    if looks_like_url(t):
        return parse_url(t)
    return parse_line(t)
