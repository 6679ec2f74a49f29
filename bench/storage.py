"""Bench loading saved games: is it linear in the number of moves?

    .venv/bin/python bench/storage.py [--repeat N] [--sizes 1000,10000,100000]

For each size it writes two saves to a scratch folder -- one of paint
strokes (which used to be quadratic: each stroke replayed every diff to read
the colours) and one of ordinary moves (set/clear) -- then times
``Storage.load_game`` (complete validation: parse, check and replay every
move), ``Storage.list_saves`` (the Load dialog's list, read from the header)
and the time per move.  The ratio column divides each time by the previous
size's: for a tenfold size a linear load shows about 10, a quadratic one 100.
Figures are medians of N repeats; the machine is shared, so treat them as rough.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from common import clock, fmt_time, print_table

from game.engine.formats import parse_line
from game.storage import SavedGame, Storage

LINE = "suguru 6x6 4.............4..1...2..5..35....... 001000011101021301223331200341244441"


def moves(kind: str, n: int) -> list[str]:
    if kind == "paint":
        return [f"paint {i % 30 + 1} {i % 8 + 1}" for i in range(n)]
    return ["set 1 1" if i % 2 == 0 else "clr 1" for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sizes", default="1000,10000,100000")
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    line = parse_line(LINE).line()
    with tempfile.TemporaryDirectory() as tmp:
        for kind in ("paint", "ordinary"):
            rows = []
            previous = None
            for n in sizes:
                store = Storage(Path(tmp) / kind / str(n) / "data", Path(tmp) / kind / str(n) / "config")
                game = SavedGame("suguru", None, line, moves(kind, n), n, 1.0, "2026-01-01T00:00:00Z")
                if not store.save_game("bench", game):
                    print(f"{kind} {n}: not saved: {store.take_messages()}", file=sys.stderr)
                    return 1
                load, loaded = clock(lambda: store.load_game("bench"), args.repeat)
                listing, _ = clock(store.list_saves, args.repeat)
                if loaded is None:
                    print(f"{kind} {n}: did not load: {store.take_messages()}", file=sys.stderr)
                    return 1
                ratio = "-" if previous is None else f"{load / previous:.1f}x"
                rows.append([f"{n:,}", fmt_time(load), ratio, fmt_time(load / n), fmt_time(listing)])
                previous = load
            print_table(f"Loading a save of {kind} moves", ["moves", "load", "ratio", "per move", "list"], rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
