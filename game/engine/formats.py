"""Reading and writing puzzles: the line format and puzz.link URLs.

The line format (``KIND WxH CLUES REGIONS``, see ``docs/FORMATS.md``) is the
one text form the CLI, the level files, saves and tests all speak; its reader
and writer live in :mod:`game.engine.lineformat` (below the puzzle, which
uses them) and are re-exported here with :func:`parse_line`, which builds a
:class:`~game.engine.puzzle.Puzzle`.

Every parse error is a specific :class:`~game.engine.errors.PuzzleFormatError`
whose message says what is wrong and where (field, row, column), because the
person reading it is usually typing or pasting a puzzle by hand.
"""

from __future__ import annotations

import re

from .errors import URLError
from .lineformat import (LABELS, MAX_SIDE, QUOTE_LIMIT, _check_region_sizes, _quote, components, format_line,
                         format_solution, parse_size, parse_solution, read_line, region_labels)
from .puzzle import DIGITS, Puzzle
from .rules import kind_names, rules_for

__all__ = ["LABELS", "MAX_SIDE", "QUOTE_LIMIT", "components", "format_line", "format_solution", "format_url",
           "looks_like_url", "parse_any", "parse_line", "parse_size", "parse_solution", "parse_url", "plain_text",
           "region_labels"]


def parse_line(line: str) -> Puzzle:
    """Read one puzzle line.  Raises a specific :class:`PuzzleFormatError`."""
    return read_line(line, Puzzle)


# -- puzz.link ----------------------------------------------------------------
_URL_RE = re.compile(
    r"^(?:https?://)?(?:puzz\.link/p|pzv\.jp/p(?:\.html)?|pzprxs\.vercel\.app/p)\?([a-z]+)/(.*)$"
)
_B32 = "0123456789abcdefghijklmnopqrstuv"


def _url_kinds() -> dict[str, str]:
    """puzz.link puzzle type -> kind, from every registered kind's rules."""
    return {alias: k for k in kind_names() for alias in rules_for(k).url_names}


def looks_like_url(text: str) -> bool:
    t = text.strip()
    return "?" in t and ("puzz.link" in t or "pzv.jp" in t or t.startswith("http"))


def parse_url(url: str) -> Puzzle:
    """Read a puzz.link URL for Suguru or Ripple Effect."""
    m = _URL_RE.match(url.strip())
    if not m:
        raise URLError(f"not a puzz.link puzzle URL: {_quote(url.strip())}")
    name, rest = m.group(1), m.group(2)
    url_kinds = _url_kinds()
    if name not in url_kinds:
        played = ", ".join(sorted(set(url_kinds.values())))
        raise URLError(f"puzz.link puzzle type {_quote(name)} is not one Nanba plays ({played})")
    kind = url_kinds[name]
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
    names = rules_for(p.kind).url_names
    if not names:
        writable = ", ".join(sorted({k for k in _url_kinds().values()}))
        raise URLError(f"puzz.link URLs are written only for {writable}, not {p.kind}")
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
    return f"https://puzz.link/p?{names[0]}/{w}/{h}/{body}{''.join(nums)}"


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
    """A puzzle line, a puzz.link URL, or a kind's common one-string form (a sudoku's 81 characters)."""
    t = text.strip()
    if looks_like_url(t):
        return parse_url(t)
    if t and not any(ch.isspace() for ch in t):
        for kind in kind_names():
            rules = rules_for(kind)
            if rules.plain_length and len(t) == rules.plain_length:
                return parse_line(rules.plain_line(t))
    return parse_line(t)


def plain_text(p: Puzzle) -> str | None:
    """The puzzle in its kind's common one-string form (a 9x9 sudoku's 81 characters), or None."""
    return rules_for(p.kind).plain_text(p)
